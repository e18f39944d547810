// Generation and kinship rules over families (DESIGN §6). Real trees contain loops and duplicated
// links, and chains can be tens of thousands deep, so every traversal here is iterative, keeps visited
// sets and is linear in persons + links. Unknown ids give empty results rather than throwing.

/** One household as the rules see it: only the links, none of the person data. */
export interface FamilyLinks {
  id: string;
  fatherId: string | null;
  /** Principal spouse. */
  motherId: string | null;
  /** Further spouses of the same head. */
  spouseIds: readonly string[];
  /** Ordered. */
  childIds: readonly string[];
}

/** Adjacency maps built once by {@link buildKinshipIndex}. */
export interface KinshipIndex {
  readonly families: ReadonlyMap<string, FamilyLinks>;
  /** Person → ids of the families where they are a child. */
  readonly childIn: ReadonlyMap<string, readonly string[]>;
  /** Person → ids of the families where they are a partner (father, mother or further spouse). */
  readonly partnerIn: ReadonlyMap<string, readonly string[]>;
}

const NONE: readonly string[] = [];

/**
 * The partners of a family: father, mother and further spouses, each once. They are all treated as
 * parents of every child, which over-approximates (a child names one mother) but is the safe side for
 * cycle checks.
 */
export function familyPartners(family: FamilyLinks): string[] {
  const out: string[] = [];
  for (const id of [family.fatherId, family.motherId, ...family.spouseIds]) {
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

function partnersOf(index: KinshipIndex, familyId: string): readonly string[] {
  const family = index.families.get(familyId);
  return family ? familyPartners(family) : NONE;
}

function childrenOf(index: KinshipIndex, familyId: string): readonly string[] {
  return index.families.get(familyId)?.childIds ?? NONE;
}

function addLink(map: Map<string, string[]>, personId: string | null, familyId: string): void {
  if (!personId) return;
  const list = map.get(personId);
  if (!list) {
    map.set(personId, [familyId]);
  } else if (list[list.length - 1] !== familyId) {
    // Families are linked one at a time, so a duplicate within this family can only be the last entry.
    list.push(familyId);
  }
}

/** Builds the adjacency maps in one pass. A repeated family id keeps its first occurrence. */
export function buildKinshipIndex(families: Iterable<FamilyLinks>): KinshipIndex {
  const byId = new Map<string, FamilyLinks>();
  const childIn = new Map<string, string[]>();
  const partnerIn = new Map<string, string[]>();
  for (const family of families) {
    if (byId.has(family.id)) continue;
    byId.set(family.id, family);
    addLink(partnerIn, family.fatherId, family.id);
    addLink(partnerIn, family.motherId, family.id);
    for (const id of family.spouseIds) addLink(partnerIn, id, family.id);
    for (const id of family.childIds) addLink(childIn, id, family.id);
  }
  return { families: byId, childIn, partnerIn };
}

type Direction = 'up' | 'down';

/**
 * Persons reachable from the seeds in at least one step. Seeds are not included unless a path leads
 * back to them, which is exactly the loop signal callers look for. Each family is expanded once, so a
 * family with many children costs its partners once, not once per child.
 */
function reach(index: KinshipIndex, seeds: Iterable<string>, direction: Direction): Set<string> {
  const reached = new Set<string>();
  const expanded = new Set<string>();
  const stack = [...seeds];
  const via = direction === 'up' ? index.childIn : index.partnerIn;
  const next = direction === 'up' ? partnersOf : childrenOf;
  while (stack.length > 0) {
    const personId = stack.pop()!;
    for (const familyId of via.get(personId) ?? NONE) {
      if (expanded.has(familyId)) continue;
      expanded.add(familyId);
      for (const id of next(index, familyId)) {
        if (!id || reached.has(id)) continue;
        reached.add(id);
        stack.push(id);
      }
    }
  }
  return reached;
}

/** Every ancestor of the person (partners of every family they are a child in, transitively). */
export function ancestorsOf(index: KinshipIndex, personId: string): Set<string> {
  return reach(index, [personId], 'up');
}

/** Every descendant of the person (children of every family they are a partner in, transitively). */
export function descendantsOf(index: KinshipIndex, personId: string): Set<string> {
  return reach(index, [personId], 'down');
}

/**
 * Breadth-first over families: starting from the seed families, adds every family in which a child of
 * an already listed family is a partner. Each family and each child is handled once.
 */
function familiesBreadthFirst(
  index: KinshipIndex,
  seeds: readonly string[],
  seenPersons: Set<string>,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const familyId of seeds) {
    if (!seen.has(familyId)) {
      seen.add(familyId);
      order.push(familyId);
    }
  }
  // `order` doubles as the queue; reading by index avoids Array#shift's quadratic cost.
  for (let i = 0; i < order.length; i++) {
    for (const childId of childrenOf(index, order[i]!)) {
      if (!childId || seenPersons.has(childId)) continue;
      seenPersons.add(childId);
      for (const familyId of index.partnerIn.get(childId) ?? NONE) {
        if (seen.has(familyId)) continue;
        seen.add(familyId);
        order.push(familyId);
      }
    }
  }
  return order;
}

/**
 * Ids of every family in which the person or a descendant is a partner, breadth-first, each once:
 * what splitting a branch at this person copies (their own families with all spouses, then their
 * children's families, and so on).
 */
export function descendantFamiliesOf(index: KinshipIndex, personId: string): string[] {
  return familiesBreadthFirst(index, index.partnerIn.get(personId) ?? NONE, new Set([personId]));
}

/**
 * The persons of a branch rooted at `rootId` (issue 24): the root, every descendant, and every partner of
 * their families — the spouses married into the branch. Build the index from one tree's families to keep
 * the branch within that tree.
 */
export function branchPersonsOf(index: KinshipIndex, rootId: string): Set<string> {
  const persons = new Set<string>([rootId]);
  for (const familyId of descendantFamiliesOf(index, rootId)) {
    for (const id of partnersOf(index, familyId)) persons.add(id);
    for (const id of childrenOf(index, familyId)) if (id) persons.add(id);
  }
  return persons;
}

/** The family itself followed by every family in which one of its children (transitively) is a partner. */
export function familyWithDescendantFamilies(index: KinshipIndex, familyId: string): string[] {
  if (!index.families.has(familyId)) return [];
  return familiesBreadthFirst(index, [familyId], new Set());
}

/**
 * Whether making `parentIds` parents of `childId` would make someone their own ancestor: true when a
 * parent is the child itself or already one of the child's descendants.
 */
export function wouldCreateCycle(
  index: KinshipIndex,
  link: { parentIds: readonly string[]; childId: string },
): boolean {
  const parents = link.parentIds.filter((id) => id);
  if (parents.length === 0) return false;
  if (parents.includes(link.childId)) return true;
  const descendants = descendantsOf(index, link.childId);
  return parents.some((id) => descendants.has(id));
}

/**
 * Whether adding `newPartnerId` as a partner of the family would make them their own ancestor: true
 * when they are one of its children or a descendant of one.
 */
export function wouldPartnerCreateCycle(
  index: KinshipIndex,
  familyId: string,
  newPartnerId: string,
): boolean {
  const children = childrenOf(index, familyId);
  if (!newPartnerId || children.length === 0) return false;
  if (children.includes(newPartnerId)) return true;
  return reach(index, children, 'down').has(newPartnerId);
}

function knownGeneration(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** A child's default generation: one more than the highest known parent generation, null when none is known. */
export function childGeneration(parentGenerations: readonly (number | null | undefined)[]): number | null {
  const known = parentGenerations.filter(knownGeneration);
  return known.length === 0 ? null : Math.max(...known) + 1;
}

/** A spouse's default generation: the partner's. */
export function spouseGeneration(partnerGeneration: number | null | undefined): number | null {
  return knownGeneration(partnerGeneration) ? partnerGeneration : null;
}

const INTEGER_TEXT = /^[+-]?\d+$/;

/**
 * Converts a generation or ordinal as sent by forms ("3", " 12 ", 3) to an integer. Blank and null mean
 * "clear the field" (null); undefined means "not sent" and stays undefined. Anything that is not a safe
 * integer throws a RangeError, which the caller reports as a 400 field error.
 */
export function toInteger(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    // Number() alone would accept "0x1F", "1e3" and "Infinity".
    if (!INTEGER_TEXT.test(text)) throw new RangeError(`Not an integer: ${JSON.stringify(value)}`);
    n = Number(text);
  } else {
    throw new RangeError(`Not an integer: ${typeof value}`);
  }
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  // Normalises -0 so that "-0" and 0 store the same value.
  return n === 0 ? 0 : n;
}

/**
 * Generation numbers breadth-first from the roots: partners share a generation and children get one
 * more than the highest numbered partner of their family (as {@link childGeneration} does). Each person
 * is numbered once (the first assignment wins) and each family expanded once, so loops terminate. In
 * contradictory data, such as a widow remarrying her late husband's nephew, the walk order decides;
 * because persons reached from the previous generation are dequeued before spouses found in this one,
 * descent tends to win over marriage. Roots always appear in the result, even those in no family.
 */
export function generationsFrom(
  index: KinshipIndex,
  rootIds: Iterable<string>,
  rootGeneration = 1,
): Map<string, number> {
  const generations = new Map<string, number>();
  const expanded = new Set<string>();
  const queue: string[] = [];
  for (const id of rootIds) {
    if (!id || generations.has(id)) continue;
    generations.set(id, rootGeneration);
    queue.push(id);
  }
  for (let i = 0; i < queue.length; i++) {
    const personId = queue[i]!;
    const generation = generations.get(personId)!;
    for (const familyId of index.partnerIn.get(personId) ?? NONE) {
      if (expanded.has(familyId)) continue;
      expanded.add(familyId);
      let highest = generation;
      for (const id of partnersOf(index, familyId)) {
        const known = generations.get(id);
        if (known === undefined) {
          generations.set(id, generation);
          queue.push(id);
        } else if (known > highest) {
          highest = known;
        }
      }
      for (const id of childrenOf(index, familyId)) {
        if (!id || generations.has(id)) continue;
        generations.set(id, highest + 1);
        queue.push(id);
      }
    }
  }
  return generations;
}
