// A number that orders qualified dates in time: the day number (Julian Day Number) of the date's
// first day. A date known to a month or a year starts on its first day; "before" sorts just ahead
// of that day and "after" just behind the span's last day; a range by its start. Lunar dates are
// converted where the calendar is known (1900–2100), else placed about a month apart from Tết; a year
// known only by its Can Chi name takes the year of that name nearest `hintYear`, when one is given.

import { isValidLunarDate, jdnFromSolar, LUNAR_MAX_YEAR, LUNAR_MIN_YEAR, lunarToSolar } from '../lunar.ts';
import { canChiYearsNear } from './can-chi.ts';
import type { LifeDateCalendar, LifeDatePoint, PartialLunar, PartialSolar, QualifiedDate } from './types.ts';

function daysInSolarMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Day number of a day in the Julian calendar. */
function jdnFromJulian(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

function dayNumber(year: number, month: number, day: number, calendar: LifeDateCalendar | null): number {
  const safeDay = Math.min(Math.max(day, 1), daysInSolarMonth(year, month));
  return calendar === 'julian'
    ? jdnFromJulian(year, month, safeDay)
    : jdnFromSolar({ year, month, day: safeDay });
}

/** First and last day of a solar date's span (its day, month or year). */
function solarSpan(s: PartialSolar, calendar: LifeDateCalendar | null): [number, number] | null {
  // Other calendars (Hebrew, French Republican…) are not converted: their order is unknown here.
  if (calendar !== null && calendar !== 'julian') return null;
  if (s.month == null) return [dayNumber(s.year, 1, 1, calendar), dayNumber(s.year, 12, 31, calendar)];
  if (s.day == null) {
    return [dayNumber(s.year, s.month, 1, calendar), dayNumber(s.year, s.month, 31, calendar)];
  }
  const day = dayNumber(s.year, s.month, s.day, calendar);
  return [day, day];
}

function lunarSpan(l: PartialLunar, hintYear: number | null): [number, number] | null {
  const year =
    l.year ?? (l.canChi && hintYear !== null ? (canChiYearsNear(l.canChi, hintYear, 1)[0] ?? null) : null);
  if (year == null) return null;
  const month = l.month ?? null;
  if (month !== null && year >= LUNAR_MIN_YEAR && year <= LUNAR_MAX_YEAR) {
    const first = { year, month, day: l.day ?? 1, leap: l.leap };
    if (isValidLunarDate(first)) {
      const start = jdnFromSolar(lunarToSolar(first));
      if (l.day != null) return [start, start];
      return [start, start + 28];
    }
  }
  // About Tết (early February) of the solar year with the same number, then ~29.5 days a month.
  const tet = jdnFromSolar({ year, month: 2, day: 1 });
  if (month === null) return [tet, tet + 383];
  const start = tet + Math.round((month - 1 + (l.leap ? 0.5 : 0)) * 29.5) + (l.day ?? 1) - 1;
  return [start, l.day != null ? start : start + 28];
}

function pointSpan(
  p: LifeDatePoint | null | undefined,
  calendar: LifeDateCalendar | null,
  hintYear: number | null,
) {
  if (p?.solar) {
    const span = solarSpan(p.solar, calendar);
    if (span) return span;
  }
  return p?.lunar ? lunarSpan(p.lunar, hintYear) : null;
}

/**
 * Orders dates in time (smaller is earlier); null when the date cannot be placed (a phrase alone,
 * a lunar date without a year, another calendar). `hintYear` places a year known only by its name.
 */
export function lifeDateSortKey(
  date: QualifiedDate | null | undefined,
  hintYear: number | null = null,
): number | null {
  if (!date) return null;
  const calendar = date.calendar ?? null;
  const start = pointSpan(date, calendar, hintYear);
  if (start === null) {
    // A range whose start is not known sorts by its end.
    const end = pointSpan(date.end, calendar, hintYear);
    return end === null ? null : end[0];
  }
  switch (date.qualifier) {
    case 'before':
    case 'to':
      return start[0] - 0.5;
    case 'after':
      return start[1] + 0.5;
    default:
      return start[0];
  }
}

/** Compares two dates by `lifeDateSortKey`; dates that cannot be placed go last. */
export function compareLifeDates(
  a: QualifiedDate | null | undefined,
  b: QualifiedDate | null | undefined,
): number {
  const ka = lifeDateSortKey(a);
  const kb = lifeDateSortKey(b);
  if (ka === null || kb === null) return ka === null ? (kb === null ? 0 : 1) : -1;
  return ka - kb;
}
