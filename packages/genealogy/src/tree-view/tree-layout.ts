// A tree as the canvas draws it, laid out: card sizes from the generation styles, the tidy-tree layout,
// and the boxes placed by hand kept where they were put. The shapes are the contract's (a tree graph's
// persons, families and generation sizes), repeated structurally: this package does not import it.
import {
  type LayoutBox,
  type LayoutFamily,
  type LayoutFamilyChild,
  type LayoutPerson,
  layoutTree,
  type TreeLayout,
} from '../layout.ts';

/** A generation's card size (the contract's `GenerationStyle` has more: colours, fonts, borders). */
export interface CardSize {
  width: number;
  height: number;
}

/** Styles keyed by generation 1 to 5 (spec §3), as the contract's `GenerationSizes`. */
export type GenerationStyles<S> = Record<'1' | '2' | '3' | '4' | '5', S>;

/**
 * The style of a generation's cards. Deeper generations keep the style of generation 5; an unknown
 * generation takes generation 1's.
 */
export function styleForGeneration<S>(styles: GenerationStyles<S>, generation: number | null): S {
  if (generation === null || generation <= 1) return styles['1'];
  if (generation === 2) return styles['2'];
  if (generation === 3) return styles['3'];
  if (generation === 4) return styles['4'];
  return styles['5'];
}

/** A year of a birth: the solar year, else the lunar one. */
interface BirthYears {
  solar?: { year: number } | null;
  lunar?: { year?: number | null } | null;
}

export interface TreeLayoutSource {
  persons: readonly {
    id: string;
    generation: number | null;
    ordinalNumber: number | null;
    birth: BirthYears | null;
    x: number;
    y: number;
  }[];
  families: readonly {
    id: string;
    father: string | null;
    mother: string | null;
    spouses: readonly string[];
    children: readonly LayoutFamilyChild[];
  }[];
  generationSizes: GenerationStyles<CardSize>;
  hideSpouses: boolean;
  /** Persons placed by hand: the layout leaves them where they are. */
  placedPersonIds: readonly string[];
}

export interface ComputeLayoutOptions {
  /** Persons not drawn (a collapsed branch, generations beyond the chosen depth). */
  hiddenPersonIds?: ReadonlySet<string>;
  /** Lay everyone out afresh, ignoring boxes placed by hand ("auto arrange"). */
  ignorePlaced?: boolean;
}

/** Boxes for every drawn person (the canvas, the exports and the server's painted first view). */
export function computeTreeLayout(tree: TreeLayoutSource, options: ComputeLayoutOptions = {}): TreeLayout {
  const hidden = options.hiddenPersonIds;
  const persons: LayoutPerson[] = [];
  for (const person of tree.persons) {
    if (hidden?.has(person.id)) continue;
    const size = styleForGeneration(tree.generationSizes, person.generation);
    persons.push({
      id: person.id,
      generation: person.generation,
      ordinalNumber: person.ordinalNumber,
      birthYear: person.birth?.solar?.year ?? person.birth?.lunar?.year ?? null,
      width: size.width,
      height: size.height,
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
