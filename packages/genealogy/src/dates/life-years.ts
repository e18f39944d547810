// The years a person's card, list row or picker shows: short, qualifiers kept, the giỗ when no year.
import { deathAnniversaryOf } from './anniversary.ts';
import { formatLifeDate } from './format.ts';
import { type LifeDatePoint, type QualifiedDate, RANGE_DATE_QUALIFIERS } from './types.ts';

/** A point cut to its year: the solar year, else the lunar year (number or Can Chi name). */
function yearPoint(point: LifeDatePoint | null | undefined): LifeDatePoint | null {
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
function yearsOf(date: QualifiedDate | null | undefined): QualifiedDate | null {
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
export function lifeYear(date: QualifiedDate | null | undefined): string {
  return formatLifeDate(yearsOf(date), { style: 'short' });
}

interface LifeDates {
  birth: QualifiedDate | null;
  death: QualifiedDate | null;
  deceased: boolean;
}

/**
 * `1920 – 1990`, `k. 1850 – tr. 1920`, `1920 – ?` for someone deceased without a year of death, `1920` for
 * the living. Empty when no year is known.
 */
export function lifeYears(person: LifeDates): string {
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
export function deathAnniversaryLabel(person: Pick<LifeDates, 'death'>): string {
  const day = deathAnniversaryOf(person.death);
  if (!day) return '';
  return `Giỗ ${day.day}/${day.month}${day.leap ? ' nhuận' : ''} âm lịch`;
}

/** Years shown on a tree card: `1920 – 1990`, or the giỗ (lunar day of death) when no year is known. */
export function lifeSpanLabel(person: LifeDates): string {
  return lifeYears(person) || deathAnniversaryLabel(person);
}
