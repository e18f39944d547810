// The focus ("Tập trung") view: a person's ancestors and descendants, each with their spouses — an
// hourglass through the person; the rest of the tree is faded. Walks keep visited sets: real trees hold
// loops and persons listed twice.
import type { TreeKinship } from './kinship.ts';

const NONE: readonly string[] = [];

/** Each person's parents (father, and the mother the child is listed under), from the families. */
export function parentsOf(kinship: TreeKinship): ReadonlyMap<string, readonly string[]> {
  const parents = new Map<string, string[]>();
  for (const family of kinship.families.values()) {
    for (const child of family.children) {
      const list = parents.get(child.personId) ?? [];
      for (const parent of [family.father, child.motherId ?? family.mother]) {
        if (parent && parent !== child.personId && !list.includes(parent)) list.push(parent);
      }
      if (list.length > 0) parents.set(child.personId, list);
    }
  }
  return parents;
}

/** The person, every ancestor and every descendant, and the spouses of each of them. */
export function hourglassOf(
  kinship: TreeKinship,
  parents: ReadonlyMap<string, readonly string[]>,
  personId: string,
): Set<string> {
  const line = new Set<string>([personId]);
  const walk = (next: (id: string) => readonly string[]) => {
    const seen = new Set<string>([personId]);
    const stack = [personId];
    while (stack.length > 0) {
      const id = stack.pop()!;
      for (const other of next(id)) {
        if (seen.has(other)) continue;
        seen.add(other);
        line.add(other);
        stack.push(other);
      }
    }
  };
  walk((id) => parents.get(id) ?? NONE);
  walk((id) => kinship.childrenOf.get(id) ?? NONE);
  const shown = new Set(line);
  for (const id of line) for (const partner of kinship.partnersOf.get(id) ?? NONE) shown.add(partner);
  return shown;
}
