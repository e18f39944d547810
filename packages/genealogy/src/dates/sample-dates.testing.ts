// Dates of every shape, for the round-trip tests of the Vietnamese and GEDCOM forms.

import { DATE_QUALIFIERS, isRangeQualifier, type LifeDatePoint, type QualifiedDate } from './types.ts';

const SOLAR_POINTS: LifeDatePoint[] = [
  { solar: { year: 1850 } },
  { solar: { year: 1928, month: 3 } },
  { solar: { year: 1928, month: 3, day: 12 } },
  { solar: { year: 1713, dualYear: true } },
  { solar: { year: 1713, month: 1, day: 13, dualYear: true } },
  { solar: { year: 1700, month: 2, dualYear: true } },
  { solar: { year: 1945, month: 4, day: 12 }, lunar: { day: 1, month: 3, year: 1945, leap: false } },
];

const LUNAR_POINTS: LifeDatePoint[] = [
  { lunar: { day: 10, month: 3, leap: false } },
  { lunar: { day: 10, month: 3, leap: true } },
  { lunar: { day: 10, month: 3, year: 1864, leap: true } },
  { lunar: { day: 1, month: 12, canChi: 'Giáp Tý', leap: false } },
  { lunar: { month: 4, year: 2020, leap: true } },
  { lunar: { year: 1864, leap: false } },
  { lunar: { canChi: 'Quý Hợi', leap: false } },
];

const LATER_SOLAR: LifeDatePoint[] = [{ solar: { year: 1960 } }, { solar: { year: 1990, month: 5, day: 2 } }];
const LATER_LUNAR: LifeDatePoint[] = [
  { lunar: { year: 2030, leap: false } },
  { lunar: { day: 2, month: 5, leap: false } },
];

/** Every qualifier over solar and lunar points, with and without a phrase and a calendar. */
export function sampleDates(): QualifiedDate[] {
  const dates: QualifiedDate[] = [{ phrase: 'cuối đời Tự Đức' }, { phrase: '1850' }, { phrase: '"trích"' }];
  for (const qualifier of [null, ...DATE_QUALIFIERS]) {
    for (const [points, later] of [
      [SOLAR_POINTS, LATER_SOLAR],
      [LUNAR_POINTS, LATER_LUNAR],
    ] as const) {
      for (const point of points) {
        const base: QualifiedDate = { ...point };
        if (qualifier !== null) base.qualifier = qualifier;
        const ends = isRangeQualifier(qualifier) ? later : [null];
        for (const end of ends) {
          const date: QualifiedDate = end ? { ...base, end } : { ...base };
          if (point.lunar && end?.solar) continue; // ranges join points of one kind
          dates.push(date);
          dates.push({ ...date, phrase: 'theo bia đá' });
          if (point.solar && !point.lunar && !point.solar.dualYear)
            dates.push({ ...date, calendar: 'julian' });
        }
      }
    }
  }
  return dates;
}
