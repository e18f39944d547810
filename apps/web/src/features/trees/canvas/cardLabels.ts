// The words a person card shows besides the name: the birth order, the in-law mark and the initials
// drawn when there is no portrait. Pure and cheap: called for every mounted card.
import type { CanvasPerson } from '../model.ts';
import type { TreeKinship } from './kinship.ts';

const ORDINAL_WORDS = [
  '',
  'trưởng',
  'thứ hai',
  'thứ ba',
  'thứ tư',
  'thứ năm',
  'thứ sáu',
  'thứ bảy',
  'thứ tám',
  'thứ chín',
  'thứ mười',
];

/** "Con trưởng", "Con thứ hai" … "Con thứ mười", then "Con thứ 11"; null when no order is recorded. */
export function ordinalLabel(ordinal: number | null): string | null {
  if (ordinal === null || !Number.isInteger(ordinal) || ordinal < 1) return null;
  return `Con ${ORDINAL_WORDS[ordinal] ?? `thứ ${ordinal}`}`;
}

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

/** Up to two letters for the portrait's place: the given name's first letter, after the surname's. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words[words.length - 1]!.charAt(0);
  return (words.length === 1 ? first : `${first}${last}`).toLocaleUpperCase('vi');
}
