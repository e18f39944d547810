// The days on which a clan's events and its deceased persons' giỗ fall within a range of solar days,
// worked out with the lunar calendar of packages/genealogy. No I/O: the service reads the rows.
import type { EventCalendar, EventLunar, EventOccurrence } from '@giapha/contract';
import {
  addSolarDays,
  compareSolarDates,
  type DeathAnniversary,
  formatIsoDay,
  isLunarConvertible,
  parseIsoDay,
  type SolarDate,
  solarToLunar,
  thanhMinhDatesBetween,
  yearlyLunarDatesBetween,
} from '@giapha/genealogy';

/** A range of solar days, both ends included. */
export interface DayRange {
  from: SolarDate;
  to: SolarDate;
}

/** What an occurrence needs of an event row. */
export interface CalendarEventRow {
  id: string;
  slug: string;
  title: string;
  coverImage: string | null;
  location: string | null;
  calendar: EventCalendar;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  lunarDay: number | null;
  lunarMonth: number | null;
  lunarYear: number | null;
  lunarLeap: boolean;
  person: { id: string; name: string } | null;
}

/** What an occurrence needs of a deceased person: the lunar day and month of death. */
export interface GioPerson {
  id: string;
  name: string;
  lunar: { day: number; month: number; leap: boolean } | null;
  treeId: string | null;
}

/** How far ahead an event's `next` is looked for: more than the longest lunar year (385 days). */
const NEXT_HORIZON_DAYS = 400;

/** Past every day an event can be stored on (the lunar calendar ends with lunar year 2100). */
const LAST_STORED_DAY: SolarDate = { year: 2101, month: 12, day: 31 };

const collator = new Intl.Collator('vi');

function lunarOfSolar(day: SolarDate): EventLunar {
  const lunar = solarToLunar(day);
  return { day: lunar.day, month: lunar.month, year: lunar.year, leap: lunar.leap };
}

function inRange(day: SolarDate, range: DayRange): boolean {
  return compareSolarDates(day, range.from) >= 0 && compareSolarDates(day, range.to) <= 0;
}

/** An ISO day of a row, when it is one the lunar calendar can name (the service only stores those). */
function storedDay(text: string | null): SolarDate | undefined {
  const day = text ? parseIsoDay(text) : undefined;
  return day && isLunarConvertible(day) ? day : undefined;
}

/** A lunar day and month the giỗ rule can place (1–30, 1–12). */
function yearlyLunar(day: unknown, month: unknown, leap: unknown) {
  if (
    typeof day !== 'number' ||
    typeof month !== 'number' ||
    !Number.isInteger(day) ||
    !Number.isInteger(month)
  )
    return undefined;
  if (day < 1 || day > 30 || month < 1 || month > 12) return undefined;
  return { day, month, leap: leap === true };
}

function fromEvent(
  row: CalendarEventRow,
  date: SolarDate,
  lunar: EventLunar,
  extra: { endDate?: string | null; clamped30To29?: boolean } = {},
): EventOccurrence {
  return {
    source: 'event',
    eventId: row.id,
    slug: row.slug,
    title: row.title,
    calendar: row.calendar,
    date: formatIsoDay(date),
    endDate: extra.endDate ?? null,
    lunar,
    startTime: row.startTime,
    location: row.location,
    coverImage: row.coverImage,
    person: row.person ? { id: row.person.id, name: row.person.name } : null,
    treeId: null,
    clamped30To29: extra.clamped30To29 ?? false,
  };
}

function fromAnniversary(row: CalendarEventRow, anniversary: DeathAnniversary): EventOccurrence {
  const { lunar, solar, clamped30To29 } = anniversary;
  return fromEvent(
    row,
    solar,
    { day: lunar.day, month: lunar.month, year: lunar.year, leap: lunar.leap },
    { clamped30To29 },
  );
}

/**
 * The days of one event within `range`: a solar event overlapping it once (on its first day, with
 * its last day when it lasts several), a lunar one-off on its day, a yearly lunar event on each of its
 * giỗ-rule days, Thanh Minh on each of its days.
 */
export function eventOccurrences(row: CalendarEventRow, range: DayRange): EventOccurrence[] {
  switch (row.calendar) {
    case 'solar': {
      const start = storedDay(row.startDate);
      if (!start) return [];
      const end = storedDay(row.endDate);
      const last = end && compareSolarDates(end, start) > 0 ? end : start;
      if (compareSolarDates(start, range.to) > 0 || compareSolarDates(last, range.from) < 0) return [];
      return [
        fromEvent(row, start, lunarOfSolar(start), { endDate: last === start ? null : formatIsoDay(last) }),
      ];
    }
    case 'lunar': {
      const day = storedDay(row.startDate);
      if (!day || !inRange(day, range)) return [];
      return [fromEvent(row, day, lunarOfSolar(day))];
    }
    case 'lunarYearly': {
      const lunar = yearlyLunar(row.lunarDay, row.lunarMonth, row.lunarLeap);
      if (!lunar) return [];
      return yearlyLunarDatesBetween(lunar, range.from, range.to).map((a) => fromAnniversary(row, a));
    }
    case 'thanhMinh':
      return thanhMinhDatesBetween(range.from, range.to).map((day) => fromEvent(row, day, lunarOfSolar(day)));
  }
}

/** The giỗ of a deceased person within `range`, by the giỗ rule, from the lunar day and month of death. */
export function gioOccurrences(person: GioPerson, range: DayRange): EventOccurrence[] {
  const lunar = person.lunar;
  if (!lunar) return [];
  return yearlyLunarDatesBetween(lunar, range.from, range.to).map(({ lunar: day, solar, clamped30To29 }) => ({
    source: 'gio' as const,
    eventId: null,
    slug: null,
    title: `Giỗ ${person.name}`,
    calendar: 'lunarYearly' as const,
    date: formatIsoDay(solar),
    endDate: null,
    lunar: { day: day.day, month: day.month, year: day.year, leap: day.leap },
    startTime: null,
    location: null,
    coverImage: null,
    person: { id: person.id, name: person.name },
    treeId: person.treeId,
    clamped30To29,
  }));
}

/** By day, then by title (Vietnamese order). ISO days sort as text. */
export function sortOccurrences(list: EventOccurrence[]): EventOccurrence[] {
  return list.sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? -1 : 1;
    return collator.compare(a.title, b.title);
  });
}

/**
 * The event's next day from `today`: a one-off that has not ended yet (an event already under way
 * counts), or a yearly event's next day; null for a one-off that is over.
 */
export function nextOccurrence(row: CalendarEventRow, today: SolarDate): EventOccurrence | null {
  const oneOff = row.calendar === 'solar' || row.calendar === 'lunar';
  // A one-off may be years ahead; a yearly one comes back within a lunar year.
  const to = oneOff ? LAST_STORED_DAY : addSolarDays(today, NEXT_HORIZON_DAYS);
  return eventOccurrences(row, { from: today, to })[0] ?? null;
}
