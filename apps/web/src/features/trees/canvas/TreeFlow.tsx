// React Flow as the tree canvas uses it: our card and decoration nodes, nothing connected or selected
// by React Flow itself, only the visible elements rendered, and a few pixels of slack before a tap
// becomes a drag. The cards call back through CardActionsContext.

import { MAX_ZOOM } from '@giapha/genealogy';
import { type Edge, type NodeTypes, ReactFlow } from '@xyflow/react';
import { DecorNode } from './DecorNode.tsx';
import type { CanvasNode } from './flowElements.ts';
import { type CardActions, CardActionsContext, PersonCard } from './PersonCard.tsx';
import classes from './TreeCanvas.module.css';
import type { CardPicking } from './useCardPicking.ts';
import type { NodeDrag } from './useNodeDrag.ts';

const NODE_TYPES: NodeTypes = { person: PersonCard, decor: DecorNode };

interface TreeFlowProps extends Pick<NodeDrag, 'onNodesChange' | 'onNodeDragStop'>, CardPicking {
  nodes: CanvasNode[];
  edges: Edge[];
  actions: CardActions;
  editable: boolean;
  minZoom: number;
  onInit: () => void;
  ariaLabel: string;
}

export function TreeFlow({
  nodes,
  edges,
  actions,
  editable,
  minZoom,
  onInit,
  ariaLabel,
  onNodesChange,
  onNodeDragStop,
  onNodeClick,
  onPaneClick,
}: TreeFlowProps) {
  return (
    <CardActionsContext.Provider value={actions}>
      <ReactFlow<CanvasNode, Edge>
        className={classes.flow}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onNodeDragStop={onNodeDragStop}
        onNodeClick={onNodeClick}
        onPaneClick={onPaneClick}
        onInit={onInit}
        nodesDraggable={editable}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        onlyRenderVisibleElements
        minZoom={minZoom}
        maxZoom={MAX_ZOOM}
        nodeClickDistance={6}
        paneClickDistance={6}
        nodeDragThreshold={4}
        zoomOnDoubleClick
        attributionPosition="bottom-right"
        aria-label={ariaLabel}
      />
    </CardActionsContext.Provider>
  );
}
