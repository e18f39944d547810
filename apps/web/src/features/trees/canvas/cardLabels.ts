// The in-law mark a person card shows (the birth order and initials are in @giapha/genealogy, for the
// server's painted cards too). Pure and cheap: called for every mounted card.
import type { CanvasPerson } from '../model.ts';
import type { TreeKinship } from './kinship.ts';

/**
 * The spouses who married into the family, found once per tree: listed as no one's child, and either a
 * wife of a family with a father (the founder's wife too), or the husband of someone who is a child
 * here (a daughter's husband). The founder himself is not one.
 */
export function marriedInPersons(kinship: TreeKinship): Set<string> {
  const married = new Set<string>();
  for (const family of kinship.families.values()) {
    const wives = [family.mother, ...family.spouses].filter(
      (id): id is string => typeof id === 'string' && id !== '',
    );
    const father = family.father;
    if (father)
      for (const wife of wives) if (wife !== father && !kinship.isChild.has(wife)) married.add(wife);
    if (father && !kinship.isChild.has(father) && wives.some((wife) => kinship.isChild.has(wife)))
      married.add(father);
  }
  return married;
}

/** "Dâu" or "Rể" for a person who married in; null for everyone else and when the sex is not recorded. */
export function inLawLabel(
  marriedIn: ReadonlySet<string>,
  person: Pick<CanvasPerson, 'id' | 'sex'>,
): 'Dâu' | 'Rể' | null {
  if (person.sex === 'unknown' || !marriedIn.has(person.id)) return null;
  return person.sex === 'female' ? 'Dâu' : 'Rể';
}
