// The tree as the kinship search sees it: parents, children and spouses of each person, built once.
import type { KinshipSex } from './types.ts';

export interface KinshipPerson {
  id: string;
  sex: KinshipSex | null;
  /** Birth order among the siblings as the records give it (1 = eldest). */
  ordinal: number | null;
  birthYear?: number | null;
  name?: string;
}

export interface KinshipFamily {
  id: string;
  father: string | null;
  mother: string | null;
  /** Further spouses of the head of the family. */
  spouses: readonly string[];
  /** `motherId` names the child's mother when she is not the principal one. */
  children: readonly { personId: string; motherId?: string | null }[];
}

export interface KinshipGraph {
  persons: ReadonlyMap<string, KinshipPerson>;
  families: readonly KinshipFamily[];
}

export interface KinshipGraphIndex {
  readonly persons: ReadonlyMap<string, KinshipPerson>;
  readonly parents: ReadonlyMap<string, readonly string[]>;
  readonly children: ReadonlyMap<string, readonly string[]>;
  readonly spouses: ReadonlyMap<string, readonly string[]>;
}

const NONE: readonly string[] = [];

function link(map: Map<string, string[]>, from: string, to: string): void {
  const list = map.get(from);
  if (!list) map.set(from, [to]);
  else if (!list.includes(to)) list.push(to);
}

/** Adjacency maps for {@link findRelationship}; linear in persons and links. */
export function buildKinshipGraphIndex(graph: KinshipGraph): KinshipGraphIndex {
  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  const spouses = new Map<string, string[]>();
  for (const family of graph.families) {
    const head = family.father ?? family.mother;
    const partners = [family.father, family.mother, ...family.spouses].filter(
      (id): id is string => !!id && id !== head,
    );
    if (head) {
      for (const partner of partners) {
        link(spouses, head, partner);
        link(spouses, partner, head);
      }
    }
    for (const child of family.children) {
      const mother = child.motherId ?? family.mother;
      for (const parent of [family.father, mother]) {
        if (!parent || parent === child.personId) continue;
        link(parents, child.personId, parent);
        link(children, parent, child.personId);
      }
    }
  }
  return { persons: graph.persons, parents, children, spouses };
}

export function parentsOf(index: KinshipGraphIndex, id: string): readonly string[] {
  return index.parents.get(id) ?? NONE;
}

export function childrenOf(index: KinshipGraphIndex, id: string): readonly string[] {
  return index.children.get(id) ?? NONE;
}

export function spousesOf(index: KinshipGraphIndex, id: string): readonly string[] {
  return index.spouses.get(id) ?? NONE;
}

/** An ancestor reached going up: generations from the start and the child it was reached through. */
export interface Ancestor {
  dist: number;
  via: string | null;
}

/** The start and all its ancestors, breadth first, so `dist` is the fewest generations. */
export function ancestorsOf(index: KinshipGraphIndex, start: string): Map<string, Ancestor> {
  const seen = new Map<string, Ancestor>([[start, { dist: 0, via: null }]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head]!;
    const dist = seen.get(id)!.dist + 1;
    for (const parent of parentsOf(index, id)) {
      if (seen.has(parent)) continue;
      seen.set(parent, { dist, via: id });
      queue.push(parent);
    }
  }
  return seen;
}

/** A person on a loop of parent links among these ancestors (someone their own ancestor), if any. */
export function cycleAmong(
  index: KinshipGraphIndex,
  ancestors: ReadonlyMap<string, Ancestor>,
): string | null {
  // Kahn's algorithm on the ancestor subgraph: whatever cannot be peeled off sits on or above a loop.
  const pending = new Map<string, number>();
  for (const id of ancestors.keys()) pending.set(id, 0);
  for (const id of ancestors.keys()) {
    for (const parent of parentsOf(index, id)) pending.set(parent, (pending.get(parent) ?? 0) + 1);
  }
  const queue = [...ancestors.keys()].filter((id) => pending.get(id) === 0);
  for (let head = 0; head < queue.length; head++) {
    for (const parent of parentsOf(index, queue[head]!)) {
      const left = pending.get(parent)! - 1;
      pending.set(parent, left);
      if (left === 0) queue.push(parent);
    }
  }
  if (queue.length === ancestors.size) return null;
  // A leftover keeps a leftover child; walking down such children must come back to someone on the loop.
  const peeled = new Set(queue);
  const leftover = (key: string) => ancestors.has(key) && !peeled.has(key);
  let id = [...ancestors.keys()].find(leftover)!;
  const visited = new Set<string>();
  while (!visited.has(id)) {
    visited.add(id);
    id = childrenOf(index, id).find(leftover) ?? id;
  }
  return id;
}

/**
 * Blood distance from the start to everyone descended from one of its ancestors: the fewest steps
 * up to a shared ancestor and down again. Buckets by distance, so it stays linear.
 */
export function bloodDistances(
  index: KinshipGraphIndex,
  ancestors: ReadonlyMap<string, Ancestor>,
): Map<string, number> {
  const cost = new Map<string, number>();
  const buckets: string[][] = [];
  const enqueue = (id: string, at: number) => {
    const bucket = buckets[at];
    if (bucket) bucket.push(id);
    else buckets[at] = [id];
  };
  for (const [id, { dist }] of ancestors) {
    cost.set(id, dist);
    enqueue(id, dist);
  }
  for (let c = 0; c < buckets.length; c++) {
    for (const id of buckets[c] ?? NONE) {
      if (cost.get(id) !== c) continue;
      for (const child of childrenOf(index, id)) {
        const known = cost.get(child);
        if (known !== undefined && known <= c + 1) continue;
        cost.set(child, c + 1);
        enqueue(child, c + 1);
      }
    }
  }
  return cost;
}
