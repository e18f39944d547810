// React Flow's nodes and edges for the mounted cards: plain objects built from the layout, with every
// size and handle given up front so React Flow measures nothing.

import type { ParsedDecor } from '@giapha/contract';
import { intersects, type SpouseLink, styleForGeneration, type TreeLayout } from '@giapha/genealogy';
import { type Edge, type NodeHandle, Position } from '@xyflow/react';
import type { CanvasPerson, CanvasTree } from '../model.ts';
import { inLawLabel } from './cardLabels.ts';
import type { Cull } from './culling.ts';
import { DECOR_ID_PREFIX, type DecorFlowNode } from './DecorNode.tsx';
import { type AncestorLine, hasShownChildren, type TreeKinship } from './kinship.ts';
import type { PersonCardData, PersonNode } from './PersonCard.tsx';

export type CanvasNode = PersonNode | DecorFlowNode;

export interface Point {
  x: number;
  y: number;
}

/** Lines leave a card at the bottom (children) and the right (wife), and reach it at the top and left. */
export function personHandles(width: number, height: number): NodeHandle[] {
  return [
    { id: 't', type: 'target', position: Position.Top, x: width / 2 - 0.5, y: 0, width: 1, height: 1 },
    {
      id: 'b',
      type: 'source',
      position: Position.Bottom,
      x: width / 2 - 0.5,
      y: height - 1,
      width: 1,
      height: 1,
    },
    { id: 'l', type: 'target', position: Position.Left, x: 0, y: height / 2 - 0.5, width: 1, height: 1 },
    {
      id: 'r',
      type: 'source',
      position: Position.Right,
      x: width - 1,
      y: height / 2 - 0.5,
      width: 1,
      height: 1,
    },
  ];
}

/** The persons lines leave from: fathers with children, and whoever heads an edge of the layout. */
export function branchHeadsOf(kinship: TreeKinship, layout: TreeLayout): Set<string> {
  const heads = new Set<string>();
  for (const family of kinship.families.values()) {
    if (family.father && family.children.length > 0) heads.add(family.father);
  }
  for (const edge of layout.edges) heads.add(edge.from);
  return heads;
}

/** What the person cards are drawn from. */
export interface CardsSource {
  layout: TreeLayout;
  personsById: ReadonlyMap<string, CanvasPerson>;
  /** Where cards dragged since the caller's last layout were dropped. */
  dropped: ReadonlyMap<string, Point> | null;
  generationSizes: CanvasTree['generationSizes'];
  collapsedSets: ReadonlyMap<string, ReadonlySet<string>>;
  selectedId: string | null;
  line: AncestorLine;
  kinship: TreeKinship;
  hidden: ReadonlySet<string>;
  branchHeads: ReadonlySet<string>;
  splitIds: ReadonlySet<string>;
  editable: boolean;
  /** The signed-in member's own person. */
  meId: string | null;
  /** The focus (hourglass) view's persons; the others are faded. Null: no focus. */
  focus: ReadonlySet<string> | null;
  /** Spouses who married into the family (cardLabels.marriedInPersons). */
  marriedIn: ReadonlySet<string>;
}

export interface PersonCardPlan {
  position: Point;
  data: PersonCardData;
  /** Equal keys (with the same person and style objects) draw the same card. */
  key: string;
}

/** The card of a person with a box in the layout (null otherwise). */
export function planPersonCard(id: string, source: CardsSource): PersonCardPlan | null {
  const box = source.layout.boxes.get(id);
  const person = source.personsById.get(id);
  if (!box || !person) return null;
  const position = source.dropped?.get(id) ?? { x: box.x, y: box.y };
  const style = styleForGeneration(source.generationSizes, person.generation);
  const collapsedCount = source.collapsedSets.get(id)?.size ?? 0;
  const data: PersonCardData = {
    person,
    style,
    width: box.width,
    height: box.height,
    selected: id === source.selectedId,
    onLine: source.line.persons.has(id),
    // The toggle sits where the lines leave: on the head of a family (or the wife whose children
    // hang under her), and not when all the children are hidden by the N-generation view.
    expandable:
      collapsedCount > 0 ||
      (source.branchHeads.has(id) && hasShownChildren(source.kinship, id, source.hidden)),
    collapsedCount,
    hasSplitTree: source.splitIds.has(id),
    isMe: id === source.meId,
    faded: source.focus !== null && !source.focus.has(id),
    inLaw: inLawLabel(source.marriedIn, person),
  };
  const key = [
    position.x,
    position.y,
    box.width,
    box.height,
    data.selected,
    data.onLine,
    data.expandable,
    collapsedCount,
    data.hasSplitTree,
    source.editable,
    data.isMe,
    data.faded,
    data.inLaw,
  ].join('|');
  return { position, data, key };
}

export function personNode(id: string, { position, data }: PersonCardPlan, editable: boolean): PersonNode {
  const { width, height } = data;
  return {
    id,
    type: 'person',
    position,
    width,
    height,
    measured: { width, height },
    handles: personHandles(width, height),
    data,
    draggable: editable,
    selectable: false,
    connectable: false,
    ariaLabel: data.person.name,
    zIndex: data.selected ? 2 : data.onLine ? 1 : 0,
  };
}

/**
 * Decor nodes (banners, seals): few, so all those in the mounted window (all of them in overview mode)
 * are given to React Flow, under the cards; none before the first view.
 */
export function decorFlowNodes(
  decors: readonly ParsedDecor[],
  dropped: ReadonlyMap<string, Point> | null,
  cull: Cull,
  selectedDecorId: string | null,
  editable: boolean,
): DecorFlowNode[] {
  if (!cull.ready) return [];
  const out: DecorFlowNode[] = [];
  for (const decor of decors) {
    const id = `${DECOR_ID_PREFIX}${decor.id}`;
    const position = dropped?.get(id) ?? { x: decor.x, y: decor.y };
    const rect = {
      minX: position.x,
      minY: position.y,
      maxX: position.x + decor.width,
      maxY: position.y + decor.height,
    };
    if (cull.mode === 'nodes' && cull.window && !intersects(rect, cull.window)) continue;
    out.push({
      id,
      type: 'decor',
      position,
      width: decor.width,
      height: decor.height,
      measured: { width: decor.width, height: decor.height },
      data: { decor, selected: decor.id === selectedDecorId },
      draggable: editable,
      selectable: false,
      connectable: false,
      ariaLabel: decor.type === 'text' ? decor.data.text : decor.data.alt || 'Ảnh trang trí',
      zIndex: -1,
    });
  }
  return out;
}

/** The parent–child lines and spouse links between mounted cards, those on the ancestor line marked. */
/**
 * The lines of a layout by the person they leave from (a tree line's parent, a spouse link's left end):
 * positions in `layout.edges`, then in `links` after them. Built once per layout, so a cull looks at the
 * mounted cards' lines only instead of every line of the tree.
 */
export function indexEdges(layout: TreeLayout, links: readonly SpouseLink[]): ReadonlyMap<string, number[]> {
  const index = new Map<string, number[]>();
  const add = (from: string, position: number) => {
    const list = index.get(from);
    if (list) list.push(position);
    else index.set(from, [position]);
  };
  // Indexed loops: the entries() iterators cost a phone tens of ms over a large tree's lines.
  const { edges } = layout;
  for (let i = 0; i < edges.length; i++) add(edges[i]!.from, i);
  for (let i = 0; i < links.length; i++) add(links[i]!.left, edges.length + i);
  return index;
}

const NO_POSITIONS: readonly number[] = [];

export function flowEdges(
  mounted: ReadonlySet<string>,
  layout: TreeLayout,
  links: readonly SpouseLink[],
  line: AncestorLine,
  index: ReadonlyMap<string, readonly number[]> = indexEdges(layout, links),
  focus: ReadonlySet<string> | null = null,
): Edge[] {
  const fadedClass = (from: string, to: string) =>
    focus && !(focus.has(from) && focus.has(to)) ? ' faded' : '';
  const treeLines = layout.edges.length;
  const picked: number[] = [];
  for (const id of mounted) {
    for (const position of index.get(id) ?? NO_POSITIONS) {
      const to = position < treeLines ? layout.edges[position]?.to : links[position - treeLines]?.right;
      if (to !== undefined && mounted.has(to)) picked.push(position);
    }
  }
  // In the layout's order, as before the index.
  picked.sort((a, b) => a - b);
  const out: Edge[] = [];
  for (const position of picked) {
    const edge = layout.edges[position];
    if (edge) {
      const onLine = line.edges.has(edge.id);
      out.push({
        id: edge.id,
        source: edge.from,
        target: edge.to,
        sourceHandle: 'b',
        targetHandle: 't',
        type: 'smoothstep',
        className: `${edge.kind}${onLine ? ' onLine' : ''}${fadedClass(edge.from, edge.to)}`,
        selectable: false,
        focusable: false,
        zIndex: onLine ? 1 : 0,
      });
      continue;
    }
    const link = links[position - treeLines];
    if (!link) continue;
    const onLine = line.edges.has(link.id);
    out.push({
      id: link.id,
      source: link.left,
      target: link.right,
      sourceHandle: 'r',
      targetHandle: 'l',
      type: 'straight',
      className: `spouse${onLine ? ' onLine' : ''}${fadedClass(link.left, link.right)}`,
      selectable: false,
      focusable: false,
    });
  }
  return out;
}
