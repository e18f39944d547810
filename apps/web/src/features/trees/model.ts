import type {
  DecorNode,
  Family,
  GenerationSizes,
  GenerationStyle,
  PublicPerson,
  PublicTreeGraph,
  TreeGraph,
} from '@giapha/contract';
import { defaultGenerationSizes } from '@giapha/contract';
import {
  type LayoutBox,
  type LayoutFamily,
  type LayoutPerson,
  layoutTree,
  type TreeLayout,
} from '@giapha/genealogy';
import { deathAnniversaryLabel, lifeYears } from '../persons/index.ts';

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

/**
 * The style of a generation's cards (spec §3: keyed 1 to 5). Deeper generations keep the style of
 * generation 5; an unknown generation takes generation 1's.
 */
export function styleForGeneration(
  sizes: GenerationSizes | null | undefined,
  generation: number | null,
): GenerationStyle {
  const styles = sizes ?? defaultGenerationSizes();
  if (generation === null || generation <= 1) return styles['1'];
  if (generation === 2) return styles['2'];
  if (generation === 3) return styles['3'];
  if (generation === 4) return styles['4'];
  return styles['5'];
}

export interface ComputeLayoutOptions {
  /** Persons not drawn (a collapsed branch, generations beyond the chosen depth). */
  hiddenPersonIds?: ReadonlySet<string>;
  /** Lay everyone out afresh, ignoring boxes placed by hand ("auto arrange"). */
  ignorePlaced?: boolean;
}

/**
 * Boxes for every drawn person: the tidy-tree layout of `packages/genealogy`, card sizes from the
 * generation styles, and the boxes placed by hand kept where they were put.
 */
export function computeTreeLayout(tree: CanvasTree, options: ComputeLayoutOptions = {}): TreeLayout {
  const hidden = options.hiddenPersonIds;
  const persons: LayoutPerson[] = [];
  for (const person of tree.persons) {
    if (hidden?.has(person.id)) continue;
    const style = styleForGeneration(tree.generationSizes, person.generation);
    persons.push({
      id: person.id,
      generation: person.generation,
      ordinalNumber: person.ordinalNumber,
      birthYear: person.birth?.solar?.year ?? person.birth?.lunar?.year ?? null,
      width: style.width,
      height: style.height,
    });
  }
  const families: LayoutFamily[] = tree.families.map((family) => ({
    id: family.id,
    fatherId: family.father,
    motherId: family.mother,
    spouseIds: family.spouses,
    children: hidden ? family.children.filter((child) => !hidden.has(child.personId)) : family.children,
  }));
  const layout = layoutTree(persons, families, { hideSpouses: tree.hideSpouses });
  if (options.ignorePlaced || tree.placedPersonIds.length === 0) return layout;

  const byId = new Map(tree.persons.map((p) => [p.id, p]));
  const boxes = new Map<string, LayoutBox>(layout.boxes);
  for (const id of tree.placedPersonIds) {
    const person = byId.get(id);
    const computed = boxes.get(id);
    if (!person || !computed) continue;
    boxes.set(id, { x: person.x, y: person.y, width: computed.width, height: computed.height });
  }
  return { ...layout, boxes, bounds: boundsOf(boxes) };
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

export function boundsOf(boxes: ReadonlyMap<string, LayoutBox>): TreeLayout['bounds'] {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const box of boxes.values()) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  }
  if (minX === Number.POSITIVE_INFINITY) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  return { minX, minY, maxX, maxY };
}

/** Years shown on a card: `1920 – 1990`, or the giỗ (lunar day of death) when no year is known. */
export function lifeSpanLabel(person: CanvasPerson): string {
  return lifeYears(person) || deathAnniversaryLabel(person);
}
