// What the canvas needs to know about who descends from whom, built once per tree: the children a
// card's collapse toggle hides, the persons "N generations from a person" keeps, the line from the
// ancestor down to a person, and the diacritics-insensitive search. Every walk keeps a visited set
// (real trees contain loops and duplicated listings) and is linear in persons + listings.
import { foldVietnamese, spouseLinkId, type TreeLayout } from '@giapha/genealogy';
import type { CanvasFamily, CanvasPerson, CanvasTree } from '../model.ts';

export interface TreeKinship {
  /** Children a person hangs over: all children of families they head as father; as a wife, hers. */
  childrenOf: ReadonlyMap<string, readonly string[]>;
  /** Partners of every family the person is a partner in (father, mother, further wives). */
  partnersOf: ReadonlyMap<string, readonly string[]>;
  /** Persons listed as someone's child (married-in spouses are not). */
  isChild: ReadonlySet<string>;
  families: ReadonlyMap<string, CanvasFamily>;
}

const NONE: readonly string[] = [];

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

export function buildKinship(tree: Pick<CanvasTree, 'families'>): TreeKinship {
  const childrenOf = new Map<string, string[]>();
  const partnersOf = new Map<string, string[]>();
  const isChild = new Set<string>();
  const families = new Map<string, CanvasFamily>();
  for (const family of tree.families) {
    if (families.has(family.id)) continue;
    families.set(family.id, family);
    const partners = [family.father, family.mother, ...family.spouses].filter(
      (id): id is string => typeof id === 'string' && id !== '',
    );
    for (const a of partners) for (const b of partners) if (a !== b) push(partnersOf, a, b);
    for (const child of family.children) {
      isChild.add(child.personId);
      if (family.father) push(childrenOf, family.father, child.personId);
      const mother = child.motherId ?? family.mother;
      if (mother) push(childrenOf, mother, child.personId);
      // A family headed by a woman alone: her children hang under her.
      if (!family.father && !mother && family.spouses[0]) push(childrenOf, family.spouses[0], child.personId);
    }
  }
  return { childrenOf, partnersOf, isChild, families };
}

/** Whether any child of the person is drawn (what a collapse toggle would fold). */
export function hasShownChildren(
  kinship: TreeKinship,
  personId: string,
  hidden: ReadonlySet<string>,
): boolean {
  return (kinship.childrenOf.get(personId) ?? NONE).some((child) => child !== personId && !hidden.has(child));
}

/**
 * Everyone a collapsed card hides: the person's descendants and the spouses who married into them
 * (a spouse who is also someone's child keeps her own place in the tree). Never the person.
 */
export function collapsedBy(kinship: TreeKinship, personId: string): Set<string> {
  const hidden = new Set<string>();
  const stack = [...(kinship.childrenOf.get(personId) ?? NONE)];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === personId || hidden.has(id)) continue;
    hidden.add(id);
    for (const child of kinship.childrenOf.get(id) ?? NONE) if (!hidden.has(child)) stack.push(child);
  }
  for (const id of [...hidden]) {
    for (const partner of kinship.partnersOf.get(id) ?? NONE) {
      if (partner !== personId && !kinship.isChild.has(partner)) hidden.add(partner);
    }
  }
  return hidden;
}

/**
 * Who "N generations from a person" shows: the person and their spouses, then their descendants down
 * to generation N (the person's being the first), each with the spouses beside them.
 */
export function generationsFrom(kinship: TreeKinship, personId: string, generations: number): Set<string> {
  const shown = new Set<string>([personId]);
  let level = [personId];
  for (let depth = 1; depth < generations && level.length > 0; depth++) {
    const next: string[] = [];
    for (const id of level) {
      for (const child of kinship.childrenOf.get(id) ?? NONE) {
        if (shown.has(child)) continue;
        shown.add(child);
        next.push(child);
      }
    }
    level = next;
  }
  for (const id of [...shown]) for (const partner of kinship.partnersOf.get(id) ?? NONE) shown.add(partner);
  return shown;
}

/** Every person of the tree not in `shown`. */
export function allBut(persons: readonly CanvasPerson[], shown: ReadonlySet<string>): Set<string> {
  const hidden = new Set<string>();
  for (const person of persons) if (!shown.has(person.id)) hidden.add(person.id);
  return hidden;
}

export interface AncestorLine {
  persons: Set<string>;
  /** Layout edge ids and spouse link ids. */
  edges: Set<string>;
}

/**
 * The line from the tree's ancestor down to a person, as drawn: the edge each card hangs by, up to a
 * card that hangs by none. A child drawn under his mother continues through her husband, so the line
 * follows the patrilineal chain a phả đồ is read by.
 */
export function ancestorLine(kinship: TreeKinship, layout: TreeLayout, personId: string): AncestorLine {
  const persons = new Set<string>();
  const edges = new Set<string>();
  if (!layout.boxes.has(personId)) return { persons, edges };
  const hangsBy = new Map<string, TreeLayout['edges'][number]>();
  for (const edge of layout.edges) {
    const known = hangsBy.get(edge.to);
    if (!known || (known.kind !== 'birth' && edge.kind === 'birth')) hangsBy.set(edge.to, edge);
  }
  let current: string | null = personId;
  while (current && !persons.has(current)) {
    persons.add(current);
    const edge = hangsBy.get(current);
    if (!edge || !layout.boxes.has(edge.from)) break;
    edges.add(edge.id);
    const parent = edge.from;
    const family = kinship.families.get(edge.familyId);
    const head = family?.father ?? null;
    if (family && head && head !== parent && layout.boxes.has(head) && !persons.has(head)) {
      persons.add(parent);
      edges.add(spouseLinkId(family.id, parent));
      current = head;
    } else {
      current = parent;
    }
  }
  return { persons, edges };
}

// ---------- search ----------

export interface SearchEntry {
  person: CanvasPerson;
  folded: string;
  foldedName: string;
}

export function buildSearchIndex(persons: readonly CanvasPerson[]): SearchEntry[] {
  return persons.map((person) => {
    const other = person.otherNames;
    const foldedName = foldVietnamese(person.name);
    const extra = [other.tenHuy, other.tenTu, other.hieu, other.thuyHieu].filter(Boolean).join(' ');
    return { person, foldedName, folded: extra ? `${foldedName} ${foldVietnamese(extra)}` : foldedName };
  });
}

/**
 * Persons whose name (or tên húy, tên tự, hiệu, thụy hiệu) contains every word of the query, ignoring
 * case and diacritics: names starting with the query first, then by generation and name.
 */
export function searchPersons(index: readonly SearchEntry[], query: string, limit = 30): CanvasPerson[] {
  const folded = foldVietnamese(query);
  if (folded === '') return [];
  const words = folded.split(' ');
  const hits: { entry: SearchEntry; rank: number }[] = [];
  for (const entry of index) {
    if (!words.every((word) => entry.folded.includes(word))) continue;
    const rank = entry.foldedName.startsWith(folded) ? 0 : entry.foldedName.includes(folded) ? 1 : 2;
    hits.push({ entry, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.entry.person.generation ?? 999) - (b.entry.person.generation ?? 999) ||
      a.entry.person.name.localeCompare(b.entry.person.name, 'vi'),
  );
  return hits.slice(0, limit).map((hit) => hit.entry.person);
}
