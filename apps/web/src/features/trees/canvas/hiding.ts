// Sets of hidden persons: collapsed branches and "N generations from a person" each hide some, and the
// canvas lays out the tree without their union.
export const NO_HIDDEN: ReadonlySet<string> = new Set();

/** The union of the sets (NO_HIDDEN, the same object each time, when all are empty). */
export function union(sets: Iterable<ReadonlySet<string>>): ReadonlySet<string> {
  let out: Set<string> | null = null;
  for (const set of sets) {
    if (set.size === 0) continue;
    out ??= new Set<string>();
    for (const id of set) out.add(id);
  }
  return out ?? NO_HIDDEN;
}

/** The set with the id added, or taken out when it was there. */
export function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The set without these ids. */
export function without(set: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
}

/** The collapsed persons whose branch hides this person (given each collapsed person's hidden set). */
export function branchesHiding(
  collapsedSets: ReadonlyMap<string, ReadonlySet<string>>,
  personId: string,
): string[] {
  return [...collapsedSets].filter(([, set]) => set.has(personId)).map(([id]) => id);
}
