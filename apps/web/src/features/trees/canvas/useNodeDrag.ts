// Dragging cards and decorations (editable canvas only): a dragged node stays where it was dropped
// until the caller passes a new layout (cards) or new decor nodes, and the caller is told the new
// top-left corners on drag stop.
import type { TreeLayout } from '@giapha/genealogy';
import type { NodeChange } from '@xyflow/react';
import { type MouseEvent as ReactMouseEvent, useCallback, useState } from 'react';
import type { CanvasTree } from '../model.ts';
import { DECOR_ID_PREFIX } from './DecorNode.tsx';
import type { CanvasNode, Point } from './flowElements.ts';

export interface PersonMove {
  id: string;
  x: number;
  y: number;
}

export interface NodeDragInput {
  editable: boolean;
  layout: TreeLayout;
  decorNodes: CanvasTree['decorNodes'];
  onMovePersons: ((moves: PersonMove[]) => void) | undefined;
  onMoveDecor: ((decorId: string, x: number, y: number) => void) | undefined;
}

export interface NodeDrag {
  /** Cards dragged since the caller's last layout, by person id. */
  dropped: ReadonlyMap<string, Point> | null;
  /** Decorations dragged since the caller's last decor nodes, by React Flow id. */
  decorDropped: ReadonlyMap<string, Point> | null;
  onNodesChange: (changes: NodeChange<CanvasNode>[]) => void;
  onNodeDragStop: (
    event: ReactMouseEvent | MouseEvent | TouchEvent,
    node: CanvasNode,
    moved: CanvasNode[],
  ) => void;
}

export function useNodeDrag({
  editable,
  layout,
  decorNodes,
  onMovePersons,
  onMoveDecor,
}: NodeDragInput): NodeDrag {
  const [dragged, setDragged] = useState<{ layout: TreeLayout; positions: Map<string, Point> }>(() => ({
    layout,
    positions: new Map(),
  }));
  const dropped = dragged.layout === layout ? dragged.positions : null;
  const [decorDragged, setDecorDragged] = useState<{
    source: CanvasTree['decorNodes'];
    positions: Map<string, Point>;
  }>(() => ({ source: decorNodes, positions: new Map() }));
  const decorDropped = decorDragged.source === decorNodes ? decorDragged.positions : null;

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      if (!editable) return;
      const all = changes.flatMap((c) =>
        c.type === 'position' && c.position ? [{ id: c.id, position: c.position }] : [],
      );
      const decorMoves = all.filter((c) => c.id.startsWith(DECOR_ID_PREFIX));
      if (decorMoves.length > 0) {
        setDecorDragged((prev) => {
          const positions = new Map(prev.source === decorNodes ? prev.positions : []);
          for (const change of decorMoves) positions.set(change.id, change.position);
          return { source: decorNodes, positions };
        });
      }
      const moves = all.filter((c) => !c.id.startsWith(DECOR_ID_PREFIX));
      if (moves.length === 0) return;
      setDragged((prev) => {
        const positions = new Map(prev.layout === layout ? prev.positions : []);
        for (const change of moves) positions.set(change.id, change.position);
        return { layout, positions };
      });
    },
    [editable, layout, decorNodes],
  );

  const onNodeDragStop = useCallback(
    (_event: ReactMouseEvent | MouseEvent | TouchEvent, _node: CanvasNode, moved: CanvasNode[]) => {
      const persons: PersonMove[] = [];
      for (const n of moved) {
        const x = Math.round(n.position.x);
        const y = Math.round(n.position.y);
        if (n.type === 'decor') onMoveDecor?.(n.data.decor.id, x, y);
        else persons.push({ id: n.id, x, y });
      }
      if (onMovePersons && persons.length > 0) onMovePersons(persons);
    },
    [onMovePersons, onMoveDecor],
  );

  return { dropped, decorDropped, onNodesChange, onNodeDragStop };
}
