// The lunar day a giỗ is kept on, taken only from a known, exact date of death.

import { isLunarConvertible, solarToLunar } from '../lunar.ts';
import type { QualifiedDate } from './types.ts';

export interface GioDay {
  day: number;
  month: number;
  leap: boolean;
}

/**
 * The lunar day and month of a death's giỗ: the lunar day and month as recorded; with `fromSolar`, an
 * exact solar day converted when no lunar day is recorded. Never from an approximation (a qualifier, a
 * range, another calendar) nor from a phrase. The product keeps giỗ from recorded lunar days only
 * (the persons form offers the converted lunar date to fill in), so `fromSolar` is off by default.
 */
export function deathAnniversaryOf(
  death: QualifiedDate | null | undefined,
  options: { fromSolar?: boolean } = {},
): GioDay | null {
  if (!death || death.qualifier || death.end) return null;
  const lunar = death.lunar;
  if (lunar?.day != null && lunar.month != null)
    return { day: lunar.day, month: lunar.month, leap: lunar.leap };
  const solar = death.solar;
  if (!options.fromSolar || death.calendar || solar?.month == null || solar.day == null) return null;
  const day = { year: solar.year, month: solar.month, day: solar.day };
  try {
    if (!isLunarConvertible(day)) return null;
    const converted = solarToLunar(day);
    return { day: converted.day, month: converted.month, leap: converted.leap };
  } catch {
    return null; // a day that does not exist (31/02) has no giỗ
  }
}
