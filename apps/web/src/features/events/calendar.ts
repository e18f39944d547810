// Days as the events pages show them: solar `dd/mm/yyyy` with the weekday, the lunar date in words,
// and the month grid of the lịch vạn niên. Pure functions over packages/genealogy's lunar calendar.
import type { EventCalendar, EventLunar, EventOccurrence } from '@giapha/contract';
import {
  addSolarDays,
  compareSolarDates,
  dayCanChi,
  deathAnniversary,
  formatIsoDay,
  isLunarConvertible,
  jdnFromSolar,
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  type LunarDate,
  monthCanChi,
  parseIsoDay,
  type SolarDate,
  solarMonthRange,
  solarToLunar,
  thanhMinhDate,
  vietnamToday,
  yearCanChi,
} from '@giapha/genealogy';

/** 0 is Sunday, as `Date#getDay`. */
export const WEEKDAY_NAMES = [
  'Chủ nhật',
  'Thứ Hai',
  'Thứ Ba',
  'Thứ Tư',
  'Thứ Năm',
  'Thứ Sáu',
  'Thứ Bảy',
] as const;
export const WEEKDAY_SHORT = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The weekday of a solar day, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: SolarDate): number {
  // JDN 0 fell on a Monday.
  return (jdnFromSolar(day) + 1) % 7;
}

/** `06/02/2027`. */
export function formatSolar(day: SolarDate): string {
  return `${pad(day.day)}/${pad(day.month)}/${day.year}`;
}

/** `06/02/2027` for `2027-02-06`; the text itself when it is not an ISO day. */
export function formatIsoAsSolar(iso: string): string {
  const day = parseIsoDay(iso);
  return day ? formatSolar(day) : iso;
}

/** `Thứ Bảy, 06/02/2027`. */
export function formatSolarWithWeekday(day: SolarDate): string {
  return `${WEEKDAY_NAMES[weekdayOf(day)]}, ${formatSolar(day)}`;
}

/** `10/3`, `10/3 nhuận`. */
export function formatLunarShort(lunar: Pick<EventLunar, 'day' | 'month' | 'leap'>): string {
  return `${lunar.day}/${lunar.month}${lunar.leap ? ' nhuận' : ''}`;
}

/** `ngày 10 tháng 3 năm Ất Tỵ` (`tháng 3 nhuận`); without a year, `ngày 10 tháng 3`. */
export function formatLunarLong(
  lunar: Pick<EventLunar, 'day' | 'month' | 'leap'> & { year?: number | null },
): string {
  const month = `tháng ${lunar.month}${lunar.leap ? ' nhuận' : ''}`;
  const year = lunar.year == null ? '' : ` năm ${yearCanChi(lunar.year)}`;
  return `ngày ${lunar.day} ${month}${year}`;
}

/** `ngày Giáp Tý, tháng Canh Tý`: the Can-Chi of a day and of its lunar month. */
export function canChiOfDay(day: SolarDate, lunar: LunarDate = solarToLunar(day)): string {
  return `ngày ${dayCanChi(day)}, tháng ${monthCanChi(lunar)}`;
}

/** The lunar date of a solar day; null outside the years the calendar knows. */
export function lunarOf(day: SolarDate): LunarDate | null {
  return isLunarConvertible(day) ? solarToLunar(day) : null;
}

/** Days between `from` and `to` (negative when `to` is earlier). */
export function daysBetween(from: SolarDate, to: SolarDate): number {
  return compareSolarDates(to, from);
}

/** `hôm nay`, `ngày mai`, `còn 5 ngày`. */
export function countdownLabel(days: number): string {
  if (days <= 0) return 'hôm nay';
  if (days === 1) return 'ngày mai';
  return `còn ${days} ngày`;
}

// ---------------------------------------------------------------------------------------------
// The month on screen

export interface MonthKey {
  year: number;
  month: number;
}

/** `2026-12` → { 2026, 12 }; undefined for anything else or a year the lunar calendar does not know. */
export function parseMonthParam(text: string | null | undefined): MonthKey | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const key = { year: Number(match[1]), month: Number(match[2]) };
  if (key.month < 1 || key.month > 12) return undefined;
  if (key.year < LUNAR_MIN_YEAR || key.year > LUNAR_MAX_YEAR) return undefined;
  return key;
}

export function formatMonthParam(key: MonthKey): string {
  return `${key.year}-${pad(key.month)}`;
}

export function addMonths(key: MonthKey, delta: number): MonthKey {
  const index = key.year * 12 + (key.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether the month can be shown (its lunar dates are known). */
export function isShowableMonth(key: MonthKey): boolean {
  return key.year >= LUNAR_MIN_YEAR && key.year <= LUNAR_MAX_YEAR;
}

export function monthOfDay(day: SolarDate): MonthKey {
  return { year: day.year, month: day.month };
}

export function sameMonth(a: MonthKey, b: MonthKey): boolean {
  return a.year === b.year && a.month === b.month;
}

/** Today in Vietnam, where the clan's calendar is kept. */
export function today(now: Date = new Date()): SolarDate {
  return vietnamToday(now);
}

export interface CalendarCell {
  iso: string;
  solar: SolarDate;
  /** Null only at the very edges of the calendar (before 1900-01-31). */
  lunar: LunarDate | null;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
  weekday: number;
}

/** The weeks of a month, each of seven days starting on `firstDayOfWeek` (0 Sunday, 1 Monday). */
export function monthWeeks(key: MonthKey, firstDayOfWeek: 0 | 1): CalendarCell[][] {
  const { first, last } = solarMonthRange(key.year, key.month);
  const lead = (weekdayOf(first) - firstDayOfWeek + 7) % 7;
  const trail = (firstDayOfWeek + 6 - weekdayOf(last) + 7) % 7;
  const start = addSolarDays(first, -lead);
  const count = lead + last.day + trail;
  const weeks: CalendarCell[][] = [];
  for (let index = 0; index < count; index += 1) {
    const solar = addSolarDays(start, index);
    const cell: CalendarCell = {
      iso: formatIsoDay(solar),
      solar,
      lunar: lunarOf(solar),
      inMonth: solar.month === key.month && solar.year === key.year,
      weekday: weekdayOf(solar),
    };
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(cell);
  }
  return weeks;
}

/** The order of the weekday headers. */
export function weekdayOrder(firstDayOfWeek: 0 | 1): number[] {
  return Array.from({ length: 7 }, (_, index) => (index + firstDayOfWeek) % 7);
}

/** What a cell shows under the solar day: `15`, or `1/11` on the first day of a lunar month (`1/4N` leap). */
export function lunarCellText(lunar: LunarDate): string {
  if (lunar.day !== 1) return String(lunar.day);
  return `${lunar.day}/${lunar.month}${lunar.leap ? 'N' : ''}`;
}

/**
 * The lunar months a solar month touches, as the header says it: `Tháng 10 – 11 năm Bính Ngọ`, or
 * across Tết `Tháng 12 năm Ất Tỵ – tháng 1 năm Bính Ngọ`.
 */
export function lunarMonthsLabel(key: MonthKey): string {
  const { first, last } = solarMonthRange(key.year, key.month);
  const groups: { year: number; months: string[] }[] = [];
  let seen = '';
  for (let day = first; compareSolarDates(day, last) <= 0; day = addSolarDays(day, 1)) {
    const lunar = lunarOf(day);
    if (!lunar) continue;
    const id = `${lunar.year}-${lunar.month}-${lunar.leap}`;
    if (id === seen) continue;
    seen = id;
    const month = `${lunar.month}${lunar.leap ? ' nhuận' : ''}`;
    const group = groups[groups.length - 1];
    if (group && group.year === lunar.year) group.months.push(month);
    else groups.push({ year: lunar.year, months: [month] });
  }
  return groups
    .map(
      (group, index) =>
        `${index === 0 ? 'Tháng' : 'tháng'} ${group.months.join(' – ')} năm ${yearCanChi(group.year)}`,
    )
    .join(' – ');
}

// ---------------------------------------------------------------------------------------------
// Occurrences on the grid

/** Every day of the month an occurrence covers: its day, or each day of a multi-day event within the month. */
export function occurrencesByDay(
  occurrences: readonly EventOccurrence[],
  key: MonthKey,
): Map<string, EventOccurrence[]> {
  const { first, last } = solarMonthRange(key.year, key.month);
  const byDay = new Map<string, EventOccurrence[]>();
  const add = (iso: string, occurrence: EventOccurrence) => {
    const list = byDay.get(iso);
    if (list) list.push(occurrence);
    else byDay.set(iso, [occurrence]);
  };
  for (const occurrence of occurrences) {
    const start = parseIsoDay(occurrence.date);
    if (!start) continue;
    const end = (occurrence.endDate ? parseIsoDay(occurrence.endDate) : undefined) ?? start;
    let day = compareSolarDates(start, first) < 0 ? first : start;
    const stop = compareSolarDates(end, last) > 0 ? last : end;
    for (; compareSolarDates(day, stop) <= 0; day = addSolarDays(day, 1)) add(formatIsoDay(day), occurrence);
  }
  return byDay;
}

/** A giỗ: a deceased person's (from a tree, or an event made for one) or the clan's Giỗ Tổ. */
export function isGio(occurrence: Pick<EventOccurrence, 'source' | 'person'>): boolean {
  return occurrence.source === 'gio' || occurrence.person !== null;
}

// ---------------------------------------------------------------------------------------------
// The years ahead of a yearly event

export interface YearlyDay {
  solar: SolarDate;
  lunar: LunarDate;
  /** A giỗ on day 30 kept on 29 in a short month. */
  clamped30To29: boolean;
}

/**
 * The next `count` days of a yearly event after `after`: a lunar day and month by the giỗ rule, or
 * Thanh Minh. Empty for a one-off event or beyond the years the calendar knows.
 */
export function yearlyDaysAfter(
  event: { calendar: EventCalendar; lunar: Pick<EventLunar, 'day' | 'month' | 'leap'> | null },
  after: SolarDate,
  count: number,
): YearlyDay[] {
  const days: YearlyDay[] = [];
  if (event.calendar === 'lunarYearly' && event.lunar) {
    const lunarYear = lunarOf(after)?.year ?? after.year;
    for (let year = lunarYear; year <= LUNAR_MAX_YEAR && days.length < count; year += 1) {
      const day = deathAnniversary(event.lunar, year);
      if (compareSolarDates(day.solar, after) > 0) days.push(day);
    }
  } else if (event.calendar === 'thanhMinh') {
    for (let year = after.year; year <= LUNAR_MAX_YEAR && days.length < count; year += 1) {
      const solar = thanhMinhDate(year);
      if (compareSolarDates(solar, after) > 0)
        days.push({ solar, lunar: solarToLunar(solar), clamped30To29: false });
    }
  }
  return days;
}
