import type { DatePoint, LifeDate, Person } from '@giapha/contract';
import { deathAnniversaryOf, formatLifeDate, RANGE_DATE_QUALIFIERS } from '@giapha/genealogy';
import { OTHER_NAME_LABELS } from './texts.ts';

/** A point cut to its year: the solar year, else the lunar year (number or Can Chi name). */
function yearPoint(point: DatePoint | null | undefined): DatePoint | null {
  const solar = point?.solar;
  if (solar) return { solar: { year: solar.year, ...(solar.dualYear ? { dualYear: true } : {}) } };
  const lunar = point?.lunar;
  if (lunar?.year != null) return { lunar: { year: lunar.year, leap: false } };
  if (lunar?.canChi) return { lunar: { canChi: lunar.canChi, leap: false } };
  return null;
}

/**
 * A date cut to its year(s), its qualifier kept: what a card has room for. Null when no year is
 * known (a lunar day and month alone, a phrase alone).
 */
function yearsOf(date: LifeDate | null | undefined): LifeDate | null {
  if (!date) return null;
  const start = yearPoint(date);
  const range = date.qualifier != null && RANGE_DATE_QUALIFIERS.includes(date.qualifier);
  const end = range ? yearPoint(date.end) : null;
  if (!start && !end) return null;
  return {
    ...start,
    ...(date.qualifier ? { qualifier: date.qualifier } : {}),
    ...(end ? { end } : {}),
  };
}

/** The year of a birth or death in the short style: `1850`, `k. 1850`, `tr. 1900`, `1850–1860`. */
export function lifeYear(date: LifeDate | null | undefined): string {
  return formatLifeDate(yearsOf(date), { style: 'short' });
}

/**
 * `1920 – 1990`, `k. 1850 – tr. 1920`, `1920 – ?` for someone deceased without a year of death, `1920` for
 * the living. Empty when no year is known.
 */
export function lifeYears(person: Pick<Person, 'birth' | 'death' | 'deceased'>): string {
  const born = lifeYear(person.birth);
  const died = lifeYear(person.death);
  if (born && died) return `${born} – ${died}`;
  if (born) return person.deceased ? `${born} – ?` : born;
  if (died) return `? – ${died}`;
  return '';
}

/**
 * The giỗ: the lunar day and month of an exact death, `Giỗ 12/7 âm lịch` (`7 nhuận` for a leap month).
 * Empty for a death known only roughly (khoảng, trước, giữa…).
 */
export function deathAnniversaryLabel(person: Pick<Person, 'death'>): string {
  const day = deathAnniversaryOf(person.death);
  if (!day) return '';
  return `Giỗ ${day.day}/${day.month}${day.leap ? ' nhuận' : ''} âm lịch`;
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
