import type { Person } from '@giapha/contract';
import { OTHER_NAME_LABELS } from './texts.ts';

/** `Húy: Cả · Hiệu: Minh Trai`: the other names known, shortest labels first. */
export function otherNamesLine(person: Pick<Person, 'otherNames'>): string {
  const parts: string[] = [];
  for (const key of ['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const) {
    const value = person.otherNames[key];
    if (value) parts.push(`${OTHER_NAME_LABELS[key]}: ${value}`);
  }
  return parts.join(' · ');
}
