// "Export a branch": a person, their spouses and all their descendants with the descendants' spouses,
// as a tree of its own that the layout and the exports take like any other.

import type { CanvasTree } from '../model.ts';

/**
 * The branch headed by `personId`: the person, every partner of the families they head or share, and
 * the same for each descendant, down to the last generation. Families are kept when a member of the
 * line (the person or a descendant) is one of their parents; a spouse's families with someone outside
 * the line are left out, and so are the family the person was born into and families that loop back
 * up (see below). Hand-placed positions are
 * dropped (the branch is laid out afresh: positions from the whole tree would leave gaps), and so are
 * the canvas decorations. An unknown person gives an empty tree.
 */
export function branchOf(tree: CanvasTree, personId: string): CanvasTree {
  const familiesOf = new Map<string, CanvasTree['families']>();
  for (const family of tree.families) {
    const parents = new Set([family.father, family.mother, ...family.spouses]);
    for (const parent of parents) {
      if (typeof parent !== 'string') continue;
      const list = familiesOf.get(parent);
      if (list) list.push(family);
      else familiesOf.set(parent, [family]);
    }
  }

  const known = new Set(tree.persons.map((p) => p.id));
  const generationOf = new Map(tree.persons.map((p) => [p.id, p.generation]));
  /** Line member → the member whose family they were reached through (null for the head). */
  const reachedFrom = new Map<string, string | null>();
  const included = new Set<string>();
  const keptFamilies = new Set<string>();
  /** Whether `id` is `member` or one of the members `member` descends from in this branch. */
  const isUpLine = (id: string, member: string) => {
    for (let at: string | null | undefined = member; at; at = reachedFrom.get(at)) if (at === id) return true;
    return false;
  };
  if (known.has(personId)) {
    const queue = [personId];
    reachedFrom.set(personId, null);
    // Breadth-first down the line. Real gia phả have loops: a descendant listed among the parents of
    // the family an ancestor was born into. Such a family would pull the ancestors' siblings (and from
    // there the whole tree) into the branch, so a family is left out when it lists as a child the
    // member or one of the member's forebears in the branch, or someone of the member's generation or
    // an earlier one (Đời numbers, when both are known). A child listed twice is taken once.
    const loopsBack = (family: CanvasTree['families'][number], member: string) => {
      const generation = generationOf.get(member);
      return family.children.some((c) => {
        if (reachedFrom.has(c.personId) && isUpLine(c.personId, member)) return true;
        const childGeneration = generationOf.get(c.personId);
        return generation != null && childGeneration != null && childGeneration <= generation;
      });
    };
    for (let i = 0; i < queue.length; i++) {
      const member = queue[i]!;
      included.add(member);
      for (const family of familiesOf.get(member) ?? []) {
        if (loopsBack(family, member)) continue;
        keptFamilies.add(family.id);
        for (const partner of [family.father, family.mother, ...family.spouses]) {
          if (typeof partner === 'string' && known.has(partner)) included.add(partner);
        }
        for (const child of family.children) {
          if (!known.has(child.personId) || reachedFrom.has(child.personId)) continue;
          reachedFrom.set(child.personId, member);
          queue.push(child.personId);
        }
      }
    }
  }

  const inBranch = (id: string | null) => (id !== null && included.has(id) ? id : null);
  return {
    ...tree,
    persons: tree.persons.filter((p) => included.has(p.id)),
    families: tree.families
      .filter((f) => keptFamilies.has(f.id))
      .map((f) => ({
        ...f,
        father: inBranch(f.father),
        mother: inBranch(f.mother),
        spouses: f.spouses.filter((id) => included.has(id)),
        children: f.children.filter((c) => included.has(c.personId)),
      })),
    decorNodes: [],
    splitPersonIds: tree.splitPersonIds.filter((id) => included.has(id)),
    placedPersonIds: [],
  };
}
