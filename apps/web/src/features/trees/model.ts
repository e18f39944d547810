import type {
  DecorNode,
  Family,
  GenerationSizes,
  PublicPerson,
  PublicTreeGraph,
  TreeGraph,
} from '@giapha/contract';
import { boundsOf, computeTreeLayout, type TreeLayout } from '@giapha/genealogy';

/** A member's person is a superset of a visitor's: the canvas and exports only read the public part. */
export type CanvasPerson = PublicPerson;
export type CanvasFamily = Omit<Family, 'version'>;

/** What the canvas, the public viewer and the exports draw: one shape for members and visitors. */
export interface CanvasTree {
  id: string;
  name: string;
  persons: CanvasPerson[];
  families: CanvasFamily[];
  generationSizes: GenerationSizes;
  hideSpouses: boolean;
  decorNodes: DecorNode[];
  /** Persons who head a split tree of this one (a marker links to it). */
  splitPersonIds: string[];
  /** Persons placed by hand on this tree: the layout leaves them where they are. */
  placedPersonIds: string[];
}

export function canvasTreeFromGraph(graph: TreeGraph): CanvasTree {
  return { ...canvasTreeFromPublicGraph(graph), splitPersonIds: graph.splitPersonIds };
}

export function canvasTreeFromPublicGraph(graph: PublicTreeGraph): CanvasTree {
  return {
    id: graph.tree._id,
    name: graph.tree.name,
    persons: graph.persons,
    families: graph.families,
    generationSizes: graph.generationSizes,
    hideSpouses: graph.tree.hideSpouses,
    decorNodes: graph.tree.decorNodes,
    splitPersonIds: [],
    placedPersonIds: graph.placedPersonIds,
  };
}

/** The computed layout with the cards an editor has moved, not yet saved, where they were dropped. */
export function layoutWithMoves(
  tree: CanvasTree,
  moves: ReadonlyMap<string, { id: string; x: number; y: number }>,
): TreeLayout {
  const computed = computeTreeLayout(tree);
  if (moves.size === 0) return computed;
  const boxes = new Map(computed.boxes);
  for (const move of moves.values()) {
    const box = boxes.get(move.id);
    if (box) boxes.set(move.id, { ...box, x: move.x, y: move.y });
  }
  return { ...computed, boxes, bounds: boundsOf(boxes) };
}
