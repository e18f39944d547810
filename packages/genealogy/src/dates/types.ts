// The qualified date as the contract's `lifeDateSchema` gives it (packages/contract/src/dates.ts).
// The genealogy package does not import the contract, so the shape is repeated here; the server's
// ai-trees tests check both stay the same type.

export const DATE_QUALIFIERS = [
  'about',
  'estimated',
  'calculated',
  'before',
  'after',
  'between',
  'from',
  'to',
  'fromTo',
] as const;
export type LifeDateQualifier = (typeof DATE_QUALIFIERS)[number];

/** Qualifiers whose date has a second end (`end`). */
export const RANGE_DATE_QUALIFIERS: readonly LifeDateQualifier[] = ['between', 'fromTo'];

export const GEDCOM_CALENDARS = ['julian', 'hebrew', 'french', 'roman', 'unknown'] as const;
export type LifeDateCalendar = (typeof GEDCOM_CALENDARS)[number];

/** A solar date known in part; `dualYear`: written `1712/13`, `year` holds 1713. */
export interface PartialSolar {
  year: number;
  month?: number | null;
  day?: number | null;
  dualYear?: boolean;
}

/** A lunar date known in part; `canChi` names the year when its number is not known. */
export interface PartialLunar {
  day?: number | null;
  month?: number | null;
  year?: number | null;
  leap: boolean;
  canChi?: string | null;
}

export interface LifeDatePoint {
  solar?: PartialSolar | null;
  lunar?: PartialLunar | null;
}

export interface QualifiedDate extends LifeDatePoint {
  qualifier?: LifeDateQualifier | null;
  end?: LifeDatePoint | null;
  phrase?: string | null;
  calendar?: LifeDateCalendar | null;
}

export function isRangeQualifier(q: LifeDateQualifier | null | undefined): boolean {
  return q === 'between' || q === 'fromTo';
}
