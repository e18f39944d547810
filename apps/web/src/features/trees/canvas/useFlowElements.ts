// The nodes and edges React Flow is given: the mounted person cards (a card unchanged since the last
// render keeps its node object, so React Flow skips it), the decorations in the window, and the lines
// between mounted cards.

import type { ParsedDecor } from '@giapha/contract';
import type { SpouseLink } from '@giapha/genealogy';
import type { Edge } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import { marriedInPersons } from './cardLabels.ts';
import type { Cull } from './culling.ts';
import { NO_IDS } from './culling.ts';
import {
  branchHeadsOf,
  type CanvasNode,
  type CardsSource,
  decorFlowNodes,
  flowEdges,
  indexEdges,
  type Point,
  personNode,
  planPersonCard,
} from './flowElements.ts';
import type { PersonNode } from './PersonCard.tsx';
import { useStableFields } from './useStableFields.ts';

export interface FlowElementsInput extends Omit<CardsSource, 'branchHeads' | 'marriedIn'> {
  cull: Cull;
  links: readonly SpouseLink[];
  decors: readonly ParsedDecor[];
  decorDropped: ReadonlyMap<string, Point> | null;
  selectedDecorId: string | null;
}

export interface FlowElements {
  /** The mounted person cards (what `data-mounted-nodes` counts). */
  nodes: PersonNode[];
  /** The decorations, then the cards. */
  flowNodes: CanvasNode[];
  edges: Edge[];
}

export function useFlowElements({
  cull,
  links,
  decors,
  decorDropped,
  selectedDecorId,
  ...cards
}: FlowElementsInput): FlowElements {
  const { layout, kinship, line, editable } = cards;
  const branchHeads = useMemo(() => branchHeadsOf(kinship, layout), [kinship, layout]);
  const marriedIn = useMemo(() => marriedInPersons(kinship), [kinship]);
  // Kept while every card input is the same, so the cards are planned again only when one changed.
  const source = useStableFields<CardsSource>({ ...cards, branchHeads, marriedIn });

  const nodeCache = useRef(new Map<string, { node: PersonNode; key: string }>());
  const nodes = useMemo(() => {
    const cache = nodeCache.current;
    const next = new Map<string, { node: PersonNode; key: string }>();
    const out: PersonNode[] = [];
    for (const id of cull.mode === 'nodes' ? cull.ids : NO_IDS) {
      const plan = planPersonCard(id, source);
      if (!plan) continue;
      const cached = cache.get(id);
      if (
        cached &&
        cached.key === plan.key &&
        cached.node.data.person === plan.data.person &&
        cached.node.data.style === plan.data.style
      ) {
        next.set(id, cached);
        out.push(cached.node);
        continue;
      }
      const node = personNode(id, plan, source.editable);
      next.set(id, { node, key: plan.key });
      out.push(node);
    }
    nodeCache.current = next;
    return out;
  }, [cull, source]);

  const decorNodes = useMemo(
    () => decorFlowNodes(decors, decorDropped, cull, selectedDecorId, editable),
    [cull, decors, decorDropped, selectedDecorId, editable],
  );
  const flowNodes = useMemo<CanvasNode[]>(
    () => (decorNodes.length === 0 ? nodes : [...decorNodes, ...nodes]),
    [decorNodes, nodes],
  );

  const edgeIndex = useMemo(() => indexEdges(layout, links), [layout, links]);
  const edges = useMemo(
    () => flowEdges(new Set(nodes.map((n) => n.id)), layout, links, line, edgeIndex, cards.focus),
    [nodes, layout, links, line, edgeIndex, cards.focus],
  );

  return { nodes, flowNodes, edges };
}
