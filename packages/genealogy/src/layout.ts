// Tidy layout of a genealogy for the tree canvas (DESIGN §3, §6, §9): generations are rows from the
// ancestor down, a head's wives sit beside him, children hang under their parent unit, grouped by
// family and by mother, and every subtree is pushed as close to its left neighbours as the boxes allow.
//
// How it works, in three linear passes:
// 1. A breadth-first walk from the roots turns the families into a tree of *units*: a placed person
//    (the head) with the spouses of every family he or she heads, and as children the persons those
//    families list. Every person is placed once (first occurrence); real trees contain duplicated
//    child listings and loops, so every later listing becomes a `secondary` edge instead.
// 2. Rows: the head's generation when it is known, otherwise the one `generationsFrom` computes from
//    the roots; a unit is always at least one row below its parent unit.
// 3. Horizontal positions: the extended Reingold–Tilford algorithm for non-layered trees
//    (A. van der Ploeg, "Drawing non-layered tidy trees in linear time", SP&E 2014). Contours are
//    followed through threads and sums of modifiers, the space a subtree is pushed over is shared out
//    among the smaller siblings in between, and a parent unit is centred over its children's span.
//    Units are rectangles one row tall, so rows that a child skips (inconsistent generation numbers)
//    are handled too. The recursive walks of the paper are loops over the units in breadth-first
//    order (parents before children) and its reverse, so a 50,000-generation chain needs no stack.

import { buildKinshipIndex, type FamilyLinks, generationsFrom } from './tree-rules.ts';

/** What the layout needs of a person. Sizes come from the tree's generation styles or positions. */
export interface LayoutPerson {
  id: string;
  /**
   * Đời. A placed person's generation picks the row (null: computed from the roots); a spouse sits on
   * the row of the person she is beside, whatever her own number says.
   */
  generation: number | null;
  /** Thứ tự among siblings; orders children first (null after the numbered ones). */
  ordinalNumber: number | null;
  /** Orders children with the same (or no) ordinal. */
  birthYear: number | null;
  width: number;
  height: number;
}

export type LayoutChildRelation = 'birth' | 'adopted' | 'step' | 'foster';

export interface LayoutFamilyChild {
  personId: string;
  /** Which of the family's wives is the mother; null means the principal one. */
  motherId: string | null;
  relation: LayoutChildRelation;
}

/** One household: a head, the principal wife, further wives and ordered children. */
export interface LayoutFamily {
  id: string;
  fatherId: string | null;
  motherId: string | null;
  spouseIds: readonly string[];
  children: readonly LayoutFamilyChild[];
}

export interface LayoutOptions {
  /**
   * Spouses get no box; their children still hang under the head, grouped by mother. (A spouse who is
   * also someone's child keeps the box she has as that child.)
   */
  hideSpouses?: boolean;
  /** Horizontal space between neighbouring units (default 30). */
  siblingGap?: number;
  /** Horizontal space between a head and a wife, and between wives (default 16). */
  spouseGap?: number;
  /** Vertical space between generation rows (default 80). */
  generationGap?: number;
  /**
   * Persons to lay out first, left to right. Default: persons who are nobody's child, heads of
   * families first. Persons not reached from them follow as further roots to the right.
   */
  rootIds?: readonly string[];
}

export interface LayoutBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutEdge {
  /** `${familyId}:${childId}`, with `:2`, `:3`… appended when the same child is listed again. */
  id: string;
  /**
   * The child's mother when she has a box and the family has several wives (or no boxed father);
   * otherwise the father; the family id when neither parent has a box.
   */
  from: string;
  /** The child. */
  to: string;
  /** `secondary`: adopted, step or foster, or a listing other than the one the child is placed by. */
  kind: 'birth' | 'secondary';
  familyId: string;
}

export interface TreeLayout {
  /** Top-left corner and size of every placed person (spouses hidden by `hideSpouses` have none). */
  boxes: Map<string, LayoutBox>;
  edges: LayoutEdge[];
  /** Extent of the boxes; the leftmost box starts at x = 0 and the first row at y = 0. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  /** The rows from the top, each as tall as its tallest box. */
  generationRows: { generation: number; y: number; height: number }[];
}

const DEFAULT_SIBLING_GAP = 30;
const DEFAULT_SPOUSE_GAP = 16;
const DEFAULT_GENERATION_GAP = 80;

const FREE = 0;
const BOXED = 1;
/** A spouse left out by `hideSpouses`; may still be placed later as someone's child. */
const HIDDEN = 2;

const NONE: readonly string[] = [];

/** Child listing flags. */
const BIRTH = 1;
/** The family has further wives, or the listing names a mother other than the principal wife. */
const SEVERAL_WIVES = 2;

interface Candidate {
  person: number;
  /** Position of the listing in its family. */
  slot: number;
  /** Position of the family among those the unit heads. */
  order: number;
  /** 0 for the principal wife (or no mother named), 1… for further wives, last for anyone else. */
  group: number;
  ordinal: number;
  year: number;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    a.order - b.order || a.group - b.group || a.ordinal - b.ordinal || a.year - b.year || a.slot - b.slot
  );
}

function gapOption(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function size(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function known(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function orLast(value: number | null): number {
  return known(value) ? value : Number.POSITIVE_INFINITY;
}

/**
 * Lays out a genealogy. Linear in persons + family links, iterative, deterministic; see the file
 * comment for the method. Persons missing from `persons` are ignored wherever families name them.
 */
export function layoutTree(
  persons: readonly LayoutPerson[],
  families: readonly LayoutFamily[],
  options: LayoutOptions = {},
): TreeLayout {
  const siblingGap = gapOption(options.siblingGap, DEFAULT_SIBLING_GAP);
  const spouseGap = gapOption(options.spouseGap, DEFAULT_SPOUSE_GAP);
  const generationGap = gapOption(options.generationGap, DEFAULT_GENERATION_GAP);
  const hideSpouses = options.hideSpouses === true;

  const graph = indexGraph(persons, families);
  const { personAt, isChild } = graph;

  // ---- 1. units, breadth-first from each root
  const n = persons.length;
  const state = new Uint8Array(n);
  /** The child listing (index into graph.child) that placed the person, -1 when none did. */
  const placedBy = new Int32Array(n).fill(-1);
  const claimed = new Uint8Array(families.length);
  const unitHead: number[] = [];
  const unitParent: number[] = [];
  const unitChildStart: number[] = [];
  const unitChildEnd: number[] = [];
  const memberStart: number[] = [];
  const memberEnd: number[] = [];
  const members: number[] = [];
  const rootUnits: number[] = [];
  const headed: number[] = [];
  const candidates: Candidate[] = [];

  const newUnit = (head: number, parent: number): number => {
    state[head] = BOXED;
    unitHead.push(head);
    unitParent.push(parent);
    unitChildStart.push(0);
    unitChildEnd.push(0);
    memberStart.push(0);
    memberEnd.push(0);
    return unitHead.length - 1;
  };

  const addSpouse = (p: number, head: number): void => {
    // A spouse who is someone's child is placed by descent instead (first occurrence wins).
    if (p < 0 || p === head || state[p] !== FREE || isChild[p] === 1) return;
    if (hideSpouses) {
      state[p] = HIDDEN;
    } else {
      state[p] = BOXED;
      members.push(p);
    }
  };

  const expand = (u: number): void => {
    const head = unitHead[u]!;
    memberStart[u] = members.length;
    members.push(head);
    headed.length = 0;
    for (let k = graph.partnerStart[head]!; k < graph.partnerStart[head + 1]!; k++) {
      const f = graph.partnerFamily[k]!;
      if (claimed[f] === 1) continue;
      claimed[f] = 1;
      headed.push(f);
      addSpouse(graph.father[f]!, head);
      addSpouse(graph.mother[f]!, head);
      for (let s = graph.spouseStart[f]!; s < graph.spouseStart[f + 1]!; s++)
        addSpouse(graph.spouse[s]!, head);
    }
    memberEnd[u] = members.length;

    candidates.length = 0;
    for (let order = 0; order < headed.length; order++) {
      const f = headed[order]!;
      const first = graph.childStart[f]!;
      for (let k = first; k < graph.childStart[f + 1]!; k++) {
        const c = graph.child[k]!;
        if (c < 0 || state[c] === BOXED) continue;
        state[c] = BOXED;
        placedBy[c] = k;
        const person = persons[c]!;
        candidates.push({
          person: c,
          slot: k - first,
          order,
          group: graph.childGroup[k]!,
          ordinal: orLast(person.ordinalNumber),
          year: orLast(person.birthYear),
        });
      }
    }
    if (candidates.length > 1) candidates.sort(compareCandidates);
    unitChildStart[u] = unitHead.length;
    for (const candidate of candidates) newUnit(candidate.person, u);
    unitChildEnd[u] = unitHead.length;
  };

  let expanded = 0;
  const grow = (root: number): void => {
    rootUnits.push(newUnit(root, -1));
    for (; expanded < unitHead.length; expanded++) expand(expanded);
  };

  for (const id of options.rootIds ?? NONE) {
    const p = personAt.get(id);
    if (p !== undefined && state[p] === FREE) grow(p);
  }
  for (const p of defaultRoots(graph, n)) if (state[p] === FREE) grow(p);
  // Whatever is left hangs on a loop with no way in: lay it out from its first listed person.
  for (let p = 0; p < n; p++) if (state[p] === FREE && graph.canonical[p] === 1) grow(p);

  const unitCount = unitHead.length;

  // ---- 2. rows
  const unitGeneration = new Float64Array(unitCount);
  let computed: Map<string, number> | null = null;
  let base = Number.POSITIVE_INFINITY;
  for (const u of rootUnits) {
    const g = persons[unitHead[u]!]!.generation;
    if (known(g) && g < base) base = g;
  }
  if (!Number.isFinite(base)) base = 1;
  for (let u = 0; u < unitCount; u++) {
    if (known(persons[unitHead[u]!]!.generation)) continue;
    const rootIds = rootUnits.map((r) => persons[unitHead[r]!]!.id);
    computed = generationsFrom(buildKinshipIndex(familyLinks(families)), rootIds, base);
    break;
  }
  for (let u = 0; u < unitCount; u++) {
    const person = persons[unitHead[u]!]!;
    const parent = unitParent[u]!;
    const below = parent >= 0 ? unitGeneration[parent]! + 1 : Number.NEGATIVE_INFINITY;
    let g = known(person.generation) ? person.generation : computed?.get(person.id);
    if (g === undefined) g = parent >= 0 ? below : base;
    unitGeneration[u] = Math.max(g, below);
  }
  const rowGenerations = distinctSorted(unitGeneration);
  const rowOf = new Map<number, number>();
  for (let r = 0; r < rowGenerations.length; r++) rowOf.set(rowGenerations[r]!, r);
  const unitRow = new Int32Array(unitCount);
  const rowHeight = new Float64Array(rowGenerations.length);
  const unitWidth = new Float64Array(unitCount);
  for (let u = 0; u < unitCount; u++) {
    const row = rowOf.get(unitGeneration[u]!)!;
    unitRow[u] = row;
    let width = 0;
    for (let m = memberStart[u]!; m < memberEnd[u]!; m++) {
      const person = persons[members[m]!]!;
      width += size(person.width);
      const height = size(person.height);
      if (height > rowHeight[row]!) rowHeight[row] = height;
    }
    unitWidth[u] = width + spouseGap * (memberEnd[u]! - memberStart[u]! - 1);
  }
  const rowY = new Float64Array(rowGenerations.length);
  let nextY = 0;
  for (let r = 0; r < rowGenerations.length; r++) {
    rowY[r] = nextY;
    nextY += rowHeight[r]! + generationGap;
  }

  // ---- 3. horizontal positions: node 0 is a virtual root over the roots, node u + 1 is unit u
  const slotWidth = unitWidth.map((width) => width + siblingGap);
  const nodeX = placeNodes(rootUnits, unitParent, unitChildStart, unitChildEnd, slotWidth, unitRow);

  let minLeft = Number.POSITIVE_INFINITY;
  for (let u = 0; u < unitCount; u++) minLeft = Math.min(minLeft, nodeX[u + 1]!);
  const boxes = new Map<string, LayoutBox>();
  let maxX = 0;
  let maxY = 0;
  for (let u = 0; u < unitCount; u++) {
    let x = nodeX[u + 1]! - minLeft;
    const y = rowY[unitRow[u]!]!;
    for (let m = memberStart[u]!; m < memberEnd[u]!; m++) {
      const person = persons[members[m]!]!;
      const width = size(person.width);
      const height = size(person.height);
      boxes.set(person.id, { x, y, width, height });
      maxX = Math.max(maxX, x + width);
      maxY = Math.max(maxY, y + height);
      x += width + spouseGap;
    }
  }

  // ---- edges, one per child listing whose child has a box
  const edges: LayoutEdge[] = [];
  /** Repeated listings need a suffix; counted per id, or (common case) spotted by family stamps. */
  const repeats = new Map<string, number>();
  const stamp = new Int32Array(n).fill(-1);
  for (let f = 0; f < families.length; f++) {
    const family = families[f]!;
    const father = graph.father[f]!;
    const fatherBoxed = father >= 0 && state[father] === BOXED;
    for (let k = graph.childStart[f]!; k < graph.childStart[f + 1]!; k++) {
      const c = graph.child[k]!;
      if (c < 0 || state[c] !== BOXED) continue;
      const mother = graph.childMother[k]!;
      const motherBoxed = mother >= 0 && state[mother] === BOXED;
      const flags = graph.childFlags[k]!;
      let from = family.id;
      if (motherBoxed && ((flags & SEVERAL_WIVES) !== 0 || !fatherBoxed)) from = persons[mother]!.id;
      else if (fatherBoxed) from = persons[father]!.id;
      const to = persons[c]!.id;
      let id = `${family.id}:${to}`;
      if (graph.duplicateFamilyIds || stamp[c] === f) {
        const seen = (repeats.get(id) ?? (graph.duplicateFamilyIds ? 0 : 1)) + 1;
        repeats.set(id, seen);
        if (seen > 1) id = `${id}:${seen}`;
      }
      stamp[c] = f;
      edges.push({
        id,
        from,
        to,
        kind: placedBy[c] === k && (flags & BIRTH) !== 0 ? 'birth' : 'secondary',
        familyId: family.id,
      });
    }
  }

  const generationRows: TreeLayout['generationRows'] = [];
  for (let r = 0; r < rowGenerations.length; r++) {
    generationRows.push({ generation: rowGenerations[r]!, y: rowY[r]!, height: rowHeight[r]! });
  }
  return { boxes, edges, bounds: { minX: 0, minY: 0, maxX, maxY }, generationRows };
}

/**
 * Persons and families as integer arrays (indexes into the inputs, -1 for an id that names nobody),
 * built in one pass so the walks below do no string look-ups. A repeated person or family id keeps its
 * first occurrence, as buildKinshipIndex does.
 */
interface Graph {
  personAt: Map<string, number>;
  /** 1 when the entry is the first with its id. */
  canonical: Uint8Array;
  /** 1 when the person is listed as a child in some family (kin.childIn). */
  isChild: Uint8Array;
  father: Int32Array;
  mother: Int32Array;
  /** Further wives of family f: spouse[spouseStart[f] .. spouseStart[f + 1]). */
  spouseStart: Int32Array;
  spouse: Int32Array;
  /** Child listings of family f: index k in childStart[f] .. childStart[f + 1]. */
  childStart: Int32Array;
  child: Int32Array;
  /** The listing's mother (its own, else the family's principal wife). */
  childMother: Int32Array;
  /** 0 principal wife, i + 1 for spouseIds[i], spouseIds.length + 1 for anyone else. */
  childGroup: Int32Array;
  childFlags: Uint8Array;
  /** Families person p is a partner in, in input order (kin.partnerIn): partnerFamily[partnerStart[p] ..). */
  partnerStart: Int32Array;
  partnerFamily: Int32Array;
  duplicateFamilyIds: boolean;
}

function indexGraph(persons: readonly LayoutPerson[], families: readonly LayoutFamily[]): Graph {
  const n = persons.length;
  const familyCount = families.length;
  const personAt = new Map<string, number>();
  const canonical = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const id = persons[p]!.id;
    if (personAt.has(id)) continue;
    personAt.set(id, p);
    canonical[p] = 1;
  }
  const lookUp = (id: string | null): number => (id === null ? -1 : (personAt.get(id) ?? -1));

  const familySeen = new Set<string>();
  const canonicalFamily = new Uint8Array(familyCount);
  const father = new Int32Array(familyCount);
  const mother = new Int32Array(familyCount);
  const spouseStart = new Int32Array(familyCount + 1);
  const childStart = new Int32Array(familyCount + 1);
  let spouseTotal = 0;
  let childTotal = 0;
  for (let f = 0; f < familyCount; f++) {
    const family = families[f]!;
    if (!familySeen.has(family.id)) {
      familySeen.add(family.id);
      canonicalFamily[f] = 1;
    }
    spouseStart[f] = spouseTotal;
    childStart[f] = childTotal;
    spouseTotal += family.spouseIds.length;
    childTotal += family.children.length;
  }
  spouseStart[familyCount] = spouseTotal;
  childStart[familyCount] = childTotal;

  const spouse = new Int32Array(spouseTotal);
  const child = new Int32Array(childTotal);
  const childMother = new Int32Array(childTotal);
  const childGroup = new Int32Array(childTotal);
  const childFlags = new Uint8Array(childTotal);
  const isChild = new Uint8Array(n);
  const partnerCount = new Int32Array(n + 1);
  const lastFamily = new Int32Array(n).fill(-1);
  const countPartner = (p: number, f: number): void => {
    if (p < 0 || lastFamily[p] === f) return;
    lastFamily[p] = f;
    partnerCount[p]!++;
  };
  for (let f = 0; f < familyCount; f++) {
    const family = families[f]!;
    father[f] = lookUp(family.fatherId);
    mother[f] = lookUp(family.motherId);
    const wives = family.spouseIds;
    for (let i = 0; i < wives.length; i++) spouse[spouseStart[f]! + i] = lookUp(wives[i]!);
    for (let i = 0; i < family.children.length; i++) {
      const listing = family.children[i]!;
      const k = childStart[f]! + i;
      const c = lookUp(listing.personId);
      child[k] = c;
      const named = listing.motherId;
      let group = 0;
      if (named !== null && named !== family.motherId) {
        const wife = wives.indexOf(named);
        group = wife >= 0 ? wife + 1 : wives.length + 1;
      }
      childGroup[k] = group;
      childMother[k] = lookUp(named ?? family.motherId);
      childFlags[k] =
        (listing.relation === 'birth' ? BIRTH : 0) |
        (wives.length > 0 || (named !== null && named !== family.motherId) ? SEVERAL_WIVES : 0);
      if (c >= 0 && canonicalFamily[f] === 1) isChild[c] = 1;
    }
    if (canonicalFamily[f] === 1) {
      countPartner(father[f]!, f);
      countPartner(mother[f]!, f);
      for (let s = spouseStart[f]!; s < spouseStart[f + 1]!; s++) countPartner(spouse[s]!, f);
    }
  }

  const partnerStart = new Int32Array(n + 1);
  for (let p = 0; p < n; p++) partnerStart[p + 1] = partnerStart[p]! + partnerCount[p]!;
  const partnerFamily = new Int32Array(partnerStart[n]!);
  const fill = partnerStart.slice(0, n);
  lastFamily.fill(-1);
  const addPartner = (p: number, f: number): void => {
    if (p < 0 || lastFamily[p] === f) return;
    lastFamily[p] = f;
    partnerFamily[fill[p]!++] = f;
  };
  for (let f = 0; f < familyCount; f++) {
    if (canonicalFamily[f] !== 1) continue;
    addPartner(father[f]!, f);
    addPartner(mother[f]!, f);
    for (let s = spouseStart[f]!; s < spouseStart[f + 1]!; s++) addPartner(spouse[s]!, f);
  }

  return {
    personAt,
    canonical,
    isChild,
    father,
    mother,
    spouseStart,
    spouse,
    childStart,
    child,
    childMother,
    childGroup,
    childFlags,
    partnerStart,
    partnerFamily,
    duplicateFamilyIds: familySeen.size < familyCount,
  };
}

/**
 * Nobody's children in four tiers, each in input order: heads of families, their wives, persons
 * married to someone's child (they are reached as spouses when the clan is walked), persons in no
 * family.
 */
function defaultRoots(graph: Graph, n: number): number[] {
  const tiers: number[][] = [[], [], [], []];
  const { father, mother, isChild } = graph;
  const childAt = (p: number) => p >= 0 && isChild[p] === 1;
  for (let p = 0; p < n; p++) {
    if (graph.canonical[p] !== 1 || isChild[p] === 1) continue;
    let head = false;
    let marriedIn = false;
    const first = graph.partnerStart[p]!;
    const end = graph.partnerStart[p + 1]!;
    for (let k = first; k < end; k++) {
      const f = graph.partnerFamily[k]!;
      if (father[f] === p) {
        head = true;
        if (childAt(mother[f]!)) marriedIn = true;
      } else {
        if (father[f]! < 0 && mother[f] === p) head = true;
        if (childAt(father[f]!)) marriedIn = true;
      }
    }
    const tier = first === end ? 3 : marriedIn ? 2 : head ? 0 : 1;
    tiers[tier]!.push(p);
  }
  return tiers.flat();
}

function familyLinks(families: readonly LayoutFamily[]): FamilyLinks[] {
  return families.map((family) => ({
    id: family.id,
    fatherId: family.fatherId,
    motherId: family.motherId,
    spouseIds: family.spouseIds,
    childIds: family.children.map((listing) => listing.personId),
  }));
}

function add(values: Float64Array, index: number, amount: number): void {
  values[index] = values[index]! + amount;
}

/** Distinct values ascending: counting when they are integers in a small range, else a sort. */
function distinctSorted(values: Float64Array): number[] {
  if (values.length === 0) return [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let integers = true;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
    if (!Number.isInteger(v)) integers = false;
  }
  if (integers && max - min <= 2 * values.length + 64) {
    const present = new Uint8Array(max - min + 1);
    for (const v of values) present[v - min] = 1;
    const out: number[] = [];
    for (let i = 0; i < present.length; i++) if (present[i] === 1) out.push(min + i);
    return out;
  }
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * The extended Reingold–Tilford algorithm (van der Ploeg) over node 0 (a virtual root of width 0
 * above every root) and nodes u + 1 for the units. Unit u is a rectangle `unitWidth[u]` wide (its
 * boxes plus one sibling gap) filling row `unitRow[u]`. Units are numbered so that a parent comes
 * before its children and a unit's children are consecutive. Returns each node's left x.
 */
function placeNodes(
  rootUnits: readonly number[],
  unitParent: readonly number[],
  unitChildStart: readonly number[],
  unitChildEnd: readonly number[],
  unitWidth: Float64Array,
  unitRow: Int32Array,
): Float64Array {
  const unitCount = unitWidth.length;
  const count = unitCount + 1;
  const w = new Float64Array(count);
  const bottom = new Float64Array(count);
  const prelim = new Float64Array(count);
  const mod = new Float64Array(count);
  const shift = new Float64Array(count);
  const change = new Float64Array(count);
  const msel = new Float64Array(count);
  const mser = new Float64Array(count);
  const threadLeft = new Int32Array(count).fill(-1);
  const threadRight = new Int32Array(count).fill(-1);
  const extremeLeft = new Int32Array(count);
  const extremeRight = new Int32Array(count);
  const kidStart = new Int32Array(count);
  const kidCount = new Int32Array(count);
  const kids = new Int32Array(unitCount);
  const parentOf = new Int32Array(count).fill(-1);

  let lowestRow = 0;
  for (let u = 0; u < unitCount; u++) {
    const row = unitRow[u]!;
    w[u + 1] = unitWidth[u]!;
    bottom[u + 1] = row + 1;
    if (row < lowestRow) lowestRow = row;
  }
  bottom[0] = lowestRow; // one row above every root
  let k = 0;
  kidStart[0] = 0;
  kidCount[0] = rootUnits.length;
  for (const u of rootUnits) {
    kids[k++] = u + 1;
    parentOf[u + 1] = 0;
  }
  for (let u = 0; u < unitCount; u++) {
    kidStart[u + 1] = k;
    kidCount[u + 1] = unitChildEnd[u]! - unitChildStart[u]!;
    for (let c = unitChildStart[u]!; c < unitChildEnd[u]!; c++) kids[k++] = c + 1;
    if (unitParent[u]! >= 0) parentOf[u + 1] = unitParent[u]! + 1;
  }

  const nextLeft = (v: number): number => (kidCount[v] === 0 ? threadLeft[v]! : kids[kidStart[v]!]!);
  const nextRight = (v: number): number =>
    kidCount[v] === 0 ? threadRight[v]! : kids[kidStart[v]! + kidCount[v]! - 1]!;

  // Siblings whose subtree still shows on the right contour, with the lowest y it reaches there
  // (the paper's IYL list as a stack: top = most recent sibling, lowest y increasing downwards).
  const iylLow: number[] = [];
  const iylIndex: number[] = [];

  const moveSubtree = (first: number, i: number, si: number, dist: number): void => {
    const c = kids[first + i]!;
    add(mod, c, dist);
    add(msel, c, dist);
    add(mser, c, dist);
    if (si !== i - 1) {
      // Share the move out among the siblings in between (applied in the second walk).
      const nr = i - si;
      add(shift, kids[first + si + 1]!, dist / nr);
      add(shift, c, -(dist / nr));
      add(change, c, -(dist - dist / nr));
    }
  };

  const separate = (first: number, i: number): void => {
    const current = kids[first + i]!;
    let sr = kids[first + i - 1]!;
    let mssr = mod[sr]!;
    let cl = current;
    let mscl = mod[cl]!;
    // Start with the tops touching, so a subtree is never left further right than it must be.
    const start = mssr + prelim[sr]! + w[sr]! - (mscl + prelim[cl]!);
    add(mod, current, start);
    add(msel, current, start);
    add(mser, current, start);
    mscl += start;
    let cursor = iylLow.length - 1;
    while (sr >= 0 && cl >= 0) {
      const sy = bottom[sr]!;
      while (cursor > 0 && sy > iylLow[cursor]!) cursor--;
      const dist = mssr + prelim[sr]! + w[sr]! - (mscl + prelim[cl]!);
      if (dist > 0) {
        mscl += dist;
        moveSubtree(first, i, iylIndex[cursor]!, dist);
      }
      const cy = bottom[cl]!;
      if (sy <= cy) {
        sr = nextRight(sr);
        if (sr >= 0) mssr += mod[sr]!;
      }
      if (sy >= cy) {
        cl = nextLeft(cl);
        if (cl >= 0) mscl += mod[cl]!;
      }
    }
    if (sr < 0 && cl >= 0) {
      // The current subtree is deeper: thread the left siblings' extreme left node to it.
      const c0 = kids[first]!;
      const li = extremeLeft[c0]!;
      threadLeft[li] = cl;
      const diff = mscl - mod[cl]! - msel[c0]!;
      add(mod, li, diff);
      add(prelim, li, -diff);
      extremeLeft[c0] = extremeLeft[current]!;
      msel[c0] = msel[current]!;
    } else if (sr >= 0 && cl < 0) {
      // The left siblings are deeper: thread the current subtree's extreme right node to them.
      const ri = extremeRight[current]!;
      threadRight[ri] = sr;
      const diff = mssr - mod[sr]! - mser[current]!;
      add(mod, ri, diff);
      add(prelim, ri, -diff);
      const previous = kids[first + i - 1]!;
      extremeRight[current] = extremeRight[previous]!;
      mser[current] = mser[previous]!;
    }
  };

  // First walk: children before parents.
  for (let v = count - 1; v >= 0; v--) {
    const cs = kidCount[v]!;
    if (cs === 0) {
      extremeLeft[v] = v;
      extremeRight[v] = v;
      msel[v] = 0;
      mser[v] = 0;
      continue;
    }
    const first = kidStart[v]!;
    iylLow.length = 0;
    iylIndex.length = 0;
    iylLow.push(bottom[extremeLeft[kids[first]!]!]!);
    iylIndex.push(0);
    for (let i = 1; i < cs; i++) {
      const lowY = bottom[extremeRight[kids[first + i]!]!]!;
      separate(first, i);
      while (iylLow.length > 0 && lowY >= iylLow[iylLow.length - 1]!) {
        iylLow.pop();
        iylIndex.pop();
      }
      iylLow.push(lowY);
      iylIndex.push(i);
    }
    const c0 = kids[first]!;
    const cn = kids[first + cs - 1]!;
    prelim[v] = (prelim[c0]! + mod[c0]! + mod[cn]! + prelim[cn]! + w[cn]!) / 2 - w[v]! / 2;
    extremeLeft[v] = extremeLeft[c0]!;
    msel[v] = msel[c0]!;
    extremeRight[v] = extremeRight[cn]!;
    mser[v] = mser[cn]!;
  }

  // Second walk: parents before children, adding up modifiers and the shared-out spacing.
  const x = new Float64Array(count);
  const modSum = new Float64Array(count);
  for (let v = 0; v < count; v++) {
    const parent = parentOf[v]!;
    modSum[v] = (parent >= 0 ? modSum[parent]! : 0) + mod[v]!;
    x[v] = prelim[v]! + modSum[v]!;
    let d = 0;
    let delta = 0;
    const first = kidStart[v]!;
    for (let i = 0; i < kidCount[v]!; i++) {
      const c = kids[first + i]!;
      d += shift[c]!;
      delta += d + change[c]!;
      add(mod, c, delta);
    }
  }
  return x;
}
