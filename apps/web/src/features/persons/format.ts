import type { LifeDate, Person } from '@giapha/contract';
import { OTHER_NAME_LABELS } from './texts.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A partial solar date as written in a genealogy: `dd/mm/yyyy`, `mm/yyyy` or `yyyy`. */
export function formatPartialSolar(solar: NonNullable<LifeDate['solar']>): string {
  if (solar.month == null) return String(solar.year);
  if (solar.day == null) return `${pad(solar.month)}/${solar.year}`;
  return `${pad(solar.day)}/${pad(solar.month)}/${solar.year}`;
}

function yearOf(date: LifeDate | null): number | null {
  return date?.solar?.year ?? date?.lunar?.year ?? null;
}

/** `1920 – 1990`, `1920 – ?` for someone deceased without a date, `1920` for the living. Empty when unknown. */
export function lifeYears(person: Pick<Person, 'birth' | 'death' | 'deceased'>): string {
  const born = yearOf(person.birth);
  const died = yearOf(person.death);
  if (born && died) return `${born} – ${died}`;
  if (born) return person.deceased ? `${born} – ?` : String(born);
  if (died) return `? – ${died}`;
  return '';
}

/** The giỗ: the lunar day and month of death, `Giỗ 12/7 âm lịch` (`7 nhuận` for a leap month). */
export function deathAnniversaryLabel(person: Pick<Person, 'death'>): string {
  const lunar = person.death?.lunar;
  if (!lunar) return '';
  return `Giỗ ${lunar.day}/${lunar.month}${lunar.leap ? ' nhuận' : ''} âm lịch`;
}

/** `Húy: Cả · Hiệu: Minh Trai`: the other names known, shortest labels first. */
export function otherNamesLine(person: Pick<Person, 'otherNames'>): string {
  const parts: string[] = [];
  for (const key of ['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const) {
    const value = person.otherNames[key];
    if (value) parts.push(`${OTHER_NAME_LABELS[key]}: ${value}`);
  }
  return parts.join(' · ');
}
