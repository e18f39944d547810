import type { CanvasFamily, CanvasPerson } from '../model.ts';
import type { ParentChoice } from './AddChildrenModal.tsx';

export interface ParentOption {
  value: string;
  label: string;
  parents: ParentChoice;
}

/**
 * The couples a new child of `person` can belong to: one per partner (a man with several wives gets
 * one choice per wife, so each child is attributed to its mother), or the person alone.
 */
export function parentOptions(
  person: CanvasPerson,
  families: readonly CanvasFamily[],
  personsById: ReadonlyMap<string, CanvasPerson>,
): ParentOption[] {
  const options: ParentOption[] = [];
  const nameOf = (id: string | null) => (id ? (personsById.get(id)?.name ?? 'người chưa rõ tên') : null);
  for (const family of families) {
    const partners = [family.father, family.mother, ...family.spouses];
    if (!partners.includes(person.id)) continue;
    const fatherId = family.father;
    const wives = [family.mother, ...family.spouses].filter((id): id is string => id !== null);
    if (person.id === fatherId || wives.length === 0) {
      if (wives.length === 0) {
        options.push({
          value: `${family.id}:`,
          label: `Chỉ ${person.name}`,
          parents: { fatherId, motherId: family.mother },
        });
      }
      for (const wife of wives) {
        options.push({
          value: `${family.id}:${wife}`,
          label: `Với ${nameOf(wife)}`,
          parents: { fatherId, motherId: wife },
        });
      }
    } else {
      options.push({
        value: `${family.id}:${person.id}`,
        label: fatherId ? `Với ${nameOf(fatherId)}` : `Chỉ ${person.name}`,
        parents: { fatherId, motherId: person.id },
      });
    }
  }
  if (options.length === 0) {
    const alone: ParentChoice =
      person.sex === 'female'
        ? { fatherId: null, motherId: person.id }
        : { fatherId: person.id, motherId: null };
    options.push({ value: 'alone', label: `Chỉ ${person.name}`, parents: alone });
  }
  return options;
}
