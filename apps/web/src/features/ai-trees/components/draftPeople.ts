import type { Draft, DraftLifeDateValue, DraftNode } from '@giapha/contract';
import { deathAnniversaryOf, foldVietnamese, formatLifeDate, type LifeDatePoint } from '@giapha/genealogy';

/** The year of a date point (a lunar year counts as its number), for the years of a life. */
function yearPoint(point: LifeDatePoint | null | undefined): LifeDatePoint | null {
  if (point?.solar) return { solar: { year: point.solar.year, dualYear: point.solar.dualYear } };
  return point?.lunar?.year ? { solar: { year: point.lunar.year } } : null;
}

/** A life date's years as the book would say them: `1820`, `khoảng 1820`, `giữa 1850 và 1860`, or ''. */
export function yearText(date: DraftLifeDateValue | null): string {
  const start = yearPoint(date);
  if (!date || !start) return '';
  const end = yearPoint(date.end);
  return formatLifeDate({ ...start, qualifier: date.qualifier, end });
}

/** `1820 – 1890`, `1820 – ?` (deceased, year unknown), `1820` (alive), or '' when nothing is known. */
export function lifeYears(node: DraftNode): string {
  const birth = yearText(node.birth);
  const death = yearText(node.death);
  if (!birth && !death) return '';
  if (death) return `${birth || '?'} – ${death}`;
  return node.deceased ? `${birth} – ?` : birth;
}

/**
 * The death anniversary: `giỗ 12/3 âm lịch` (`giỗ 12/3 nhuận âm lịch` in a leap month), or null — only
 * from a known lunar day of death, never from an approximate one.
 */
export function deathAnniversary(node: DraftNode): string | null {
  const gio = deathAnniversaryOf(node.death);
  if (!gio) return null;
  return `giỗ ${gio.day}/${gio.month}${gio.leap ? ' nhuận' : ''} âm lịch`;
}

export interface OutlinePerson {
  node: DraftNode;
  spouses: string[];
  parents: string[];
  folded: string;
}

export interface GenerationGroup {
  generation: number | null;
  persons: OutlinePerson[];
}

/** The draft's persons grouped by generation (Đời 1, Đời 2…, then those with no generation), with
 * each one's spouses and parents named so a reviewer can check the links without a canvas. */
export function outlineOf(draft: Draft): GenerationGroup[] {
  const names = new Map(draft.nodes.map((node) => [node.id, node.name]));
  const spouses = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string | undefined) => {
    if (!value) return;
    const list = map.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    map.set(key, list);
  };
  for (const family of draft.families) {
    const father = family.fatherId ? names.get(family.fatherId) : undefined;
    const mother = family.motherId ? names.get(family.motherId) : undefined;
    if (family.fatherId) add(spouses, family.fatherId, mother);
    if (family.motherId) add(spouses, family.motherId, father);
    for (const child of family.children) {
      add(parents, child.personId, father);
      add(parents, child.personId, mother);
    }
  }
  const groups = new Map<number | null, OutlinePerson[]>();
  for (const node of draft.nodes) {
    const list = groups.get(node.generation) ?? [];
    list.push({
      node,
      spouses: spouses.get(node.id) ?? [],
      parents: parents.get(node.id) ?? [],
      folded: foldVietnamese(node.name),
    });
    groups.set(node.generation, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER))
    .map(([generation, persons]) => ({ generation, persons }));
}

/** The groups keeping only the persons whose name holds `search` (diacritics ignored). */
export function filterOutline(groups: GenerationGroup[], search: string): GenerationGroup[] {
  const folded = foldVietnamese(search.trim());
  if (!folded) return groups;
  return groups
    .map((group) => ({ ...group, persons: group.persons.filter((p) => p.folded.includes(folded)) }))
    .filter((group) => group.persons.length > 0);
}
