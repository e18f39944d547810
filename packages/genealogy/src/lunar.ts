// Vietnamese lunar calendar (âm lịch), computed astronomically after the method described by
// Hồ Ngọc Đức: months begin on the local day of a new moon, month 11 is the month that contains the
// winter solstice, and in a solstice-to-solstice span of 13 months the first month without a major
// solar term (trung khí) is the leap month. Days are local days at UTC+7 from 1968-01-01 and at UTC+8
// before that (the calendar Vietnam used until the 1967 reform), so Tết Mậu Thân is 1968-01-29.
// Pure: the only state is a cache of month tables per year.

export interface SolarDate {
  year: number;
  month: number;
  day: number;
}

export interface LunarDate {
  year: number;
  month: number;
  day: number;
  leap: boolean;
}

export interface DeathAnniversary {
  lunar: LunarDate;
  solar: SolarDate;
  clamped30To29: boolean;
}

/** First and last lunar years this module converts (solar 1900-01-31 up to the eve of Tết 2101). */
export const LUNAR_MIN_YEAR = 1900;
export const LUNAR_MAX_YEAR = 2100;

const CAN = ['Giáp', 'Ất', 'Bính', 'Đinh', 'Mậu', 'Kỷ', 'Canh', 'Tân', 'Nhâm', 'Quý'] as const;
const CHI = ['Tý', 'Sửu', 'Dần', 'Mão', 'Thìn', 'Tỵ', 'Ngọ', 'Mùi', 'Thân', 'Dậu', 'Tuất', 'Hợi'] as const;

// ---------------------------------------------------------------------------------------------
// Gregorian dates and Julian Day Numbers (proleptic Gregorian; a JDN names the day, noon to noon UT)

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

function isLeapSolarYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInSolarMonth(year: number, month: number): number {
  if (month === 2) return isLeapSolarYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function assertSolarDate(d: SolarDate): void {
  const ok =
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInSolarMonth(d.year, d.month);
  if (!ok) throw new RangeError(`Invalid solar date ${d.year}-${d.month}-${d.day}`);
}

export function jdnFromSolar(d: SolarDate): number {
  assertSolarDate(d);
  // Count from a March-based year so the leap day is the last day of the counted year.
  const a = Math.floor((14 - d.month) / 12);
  const y = d.year + 4800 - a;
  const m = d.month + 12 * a - 3;
  return (
    d.day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

export function solarFromJdn(jdn: number): SolarDate {
  if (!Number.isInteger(jdn)) throw new RangeError(`Julian Day Number must be an integer: ${jdn}`);
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    year: 100 * b + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Astronomy: mean new moon plus periodic terms (Meeus, "Astronomical Formulae for Calculators") and
// the sun's apparent longitude (Meeus, low-precision solar coordinates). Precise to a few minutes,
// which is what the published Vietnamese tables are based on.

const RAD = Math.PI / 180;
const SYNODIC_MONTH = 29.530588853;
/** Julian day (UT) of new moon number 0, shortly after noon on 1900-01-01. */
const NEW_MOON_ZERO = 2415021.076998695;

/** Periodic terms of the new-moon correction: [coefficient, multiples of M, M′, F]. */
const NEW_MOON_TERMS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0.0021, 2, 0, 0],
  [-0.4068, 0, 1, 0],
  [0.0161, 0, 2, 0],
  [-0.0004, 0, 3, 0],
  [0.0104, 0, 0, 2],
  [-0.0051, 1, 1, 0],
  [-0.0074, 1, -1, 0],
  [0.0004, 1, 0, 2],
  [-0.0004, -1, 0, 2],
  [-0.0006, 0, 1, 2],
  [0.001, 0, -1, 2],
  [0.0005, 1, 2, 0],
];

/** Julian day (UT, fractional) of the k-th new moon counted from the one of 1900-01-01. */
function newMoonJd(k: number): number {
  const t = k / 1236.85; // Julian centuries since 1900
  const t2 = t * t;
  const t3 = t2 * t;
  const mean =
    2415020.75933 +
    29.53058868 * k +
    0.0001178 * t2 -
    0.000000155 * t3 +
    0.00033 * Math.sin((166.56 + 132.87 * t - 0.009173 * t2) * RAD);
  const sunAnomaly = (359.2242 + 29.10535608 * k - 0.0000333 * t2 - 0.00000347 * t3) * RAD;
  const moonAnomaly = (306.0253 + 385.81691806 * k + 0.0107306 * t2 + 0.00001236 * t3) * RAD;
  const moonLatitudeArg = (21.2964 + 390.67050646 * k - 0.0016528 * t2 - 0.00000239 * t3) * RAD;
  // The sin M term's coefficient shrinks with the Earth's orbital eccentricity.
  let correction = (0.1734 - 0.000393 * t) * Math.sin(sunAnomaly);
  for (const [coef, m, mp, f] of NEW_MOON_TERMS) {
    correction += coef * Math.sin(m * sunAnomaly + mp * moonAnomaly + f * moonLatitudeArg);
  }
  // The series gives dynamical time; this ΔT fit (in days) turns it into UT.
  const deltaT =
    t < -11
      ? 0.001 + 0.000839 * t + 0.0002261 * t2 - 0.00000845 * t3 - 0.000000081 * t * t3
      : -0.000278 + 0.000265 * t + 0.000262 * t2;
  return mean + correction - deltaT;
}

/** The sun's apparent longitude in radians, [0, 2π), at Julian day `jd`. */
function sunLongitude(jd: number): number {
  const t = (jd - 2451545.0) / 36525; // Julian centuries since J2000
  const t2 = t * t;
  const anomaly = (357.5291 + 35999.0503 * t - 0.0001559 * t2 - 0.00000048 * t * t2) * RAD;
  const meanLongitude = 280.46645 + 36000.76983 * t + 0.0003032 * t2;
  const center =
    (1.9146 - 0.004817 * t - 0.000014 * t2) * Math.sin(anomaly) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * anomaly) +
    0.00029 * Math.sin(3 * anomaly);
  return mod((meanLongitude + center) * RAD, 2 * Math.PI);
}

/** Day from which Vietnam's calendar is reckoned at UTC+7 instead of UTC+8. */
const UTC7_FROM_JDN = jdnFromSolar({ year: 1968, month: 1, day: 1 });

function zoneHoursForDay(jdn: number): number {
  return jdn >= UTC7_FROM_JDN ? 7 : 8;
}

/** The local day (JDN) on which the k-th new moon falls, in the zone in force on that day. */
function newMoonDay(k: number): number {
  const jd = newMoonJd(k);
  // A JDN starts at noon UT, so a local day starts 0.5 + zone/24 days earlier in JD terms.
  const utc7Day = Math.floor(jd + 0.5 + 7 / 24);
  return utc7Day >= UTC7_FROM_JDN ? utc7Day : Math.floor(jd + 0.5 + 8 / 24);
}

/**
 * Which 30° sector (0..11) the sun is in at the local midnight that starts day `jdn`.
 * Sector 9 begins at 270°, the winter solstice; a month whose start and end fall in the same
 * sector contains no major solar term.
 */
function sunSectorAtDayStart(jdn: number): number {
  const localMidnightJd = jdn - 0.5 - zoneHoursForDay(jdn) / 24;
  return Math.floor(sunLongitude(localMidnightJd) / (Math.PI / 6));
}

/** Index k of the new moon that starts month 11 (the month holding the winter solstice) of `year`. */
function month11NewMoonIndex(year: number): number {
  const lastDay = jdnFromSolar({ year, month: 12, day: 31 });
  // Estimate, then settle on the last new moon that begins on or before 31 December.
  let k = Math.floor((lastDay - NEW_MOON_ZERO) / SYNODIC_MONTH);
  while (newMoonDay(k + 1) <= lastDay) k += 1;
  while (newMoonDay(k) > lastDay) k -= 1;
  // If the sun has already passed 270° when that month begins, the solstice is in the month before.
  if (sunSectorAtDayStart(newMoonDay(k)) >= 9) k -= 1;
  return k;
}

// ---------------------------------------------------------------------------------------------
// Month tables

interface MonthEntry {
  month: number;
  leap: boolean;
  /** JDN of day 1. */
  start: number;
  length: 29 | 30;
}

interface LunarYearTable {
  months: MonthEntry[];
  leapMonth: number | null;
  /** JDN of Tết (day 1 of month 1). */
  start: number;
  /** JDN of the next year's Tết. */
  end: number;
}

// Keyed by the Gregorian year whose winter solstice closes the span (month 11 of year-1 .. month 10).
const solsticeSpans = new Map<number, MonthEntry[]>();
const lunarYears = new Map<number, LunarYearTable>();

function monthLength(days: number): 29 | 30 {
  if (days === 29 || days === 30) return days;
  throw new Error(`Lunar month of ${days} days: astronomical computation went wrong`);
}

/** The months from month 11 of lunar year `year - 1` up to (not including) month 11 of `year`. */
function solsticeSpan(year: number): MonthEntry[] {
  const cached = solsticeSpans.get(year);
  if (cached) return cached;
  const k0 = month11NewMoonIndex(year - 1);
  const k1 = month11NewMoonIndex(year);
  const starts: number[] = [];
  for (let k = k0; k <= k1; k += 1) starts.push(newMoonDay(k));
  const count = k1 - k0; // 12, or 13 in a year with a leap month
  const start = (i: number): number => starts[i] ?? Number.NaN;

  // Month 11 holds the solstice by construction, so the search for a month without a major term
  // starts at the month after it.
  let leapIndex = -1;
  if (count === 13) {
    for (let i = 1; i < count; i += 1) {
      if (sunSectorAtDayStart(start(i)) === sunSectorAtDayStart(start(i + 1))) {
        leapIndex = i;
        break;
      }
    }
    if (leapIndex < 0) throw new Error(`No month without a major solar term before the ${year} solstice`);
  } else if (count !== 12) {
    throw new Error(`${count} lunar months between solstices of ${year - 1} and ${year}`);
  }

  const months: MonthEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    // Months are numbered from 11; a leap month repeats the number of the month before it.
    const ordinal = leapIndex >= 0 && i >= leapIndex ? i - 1 : i;
    months.push({
      month: mod(10 + ordinal, 12) + 1,
      leap: i === leapIndex,
      start: start(i),
      length: monthLength(start(i + 1) - start(i)),
    });
  }
  solsticeSpans.set(year, months);
  return months;
}

/** JDN of Tết of lunar year `year` (which begins in Gregorian year `year`). */
function tetJdn(year: number): number {
  const first = solsticeSpan(year).find((m) => m.month === 1 && !m.leap);
  if (!first) throw new Error(`No month 1 in lunar year ${year}`);
  return first.start;
}

function assertLunarYear(year: number): void {
  if (!Number.isInteger(year) || year < LUNAR_MIN_YEAR || year > LUNAR_MAX_YEAR) {
    throw new RangeError(`Lunar year ${year} is outside ${LUNAR_MIN_YEAR}–${LUNAR_MAX_YEAR}`);
  }
}

function lunarYearTable(year: number): LunarYearTable {
  const cached = lunarYears.get(year);
  if (cached) return cached;
  assertLunarYear(year);
  // Months 1..10 come from this solstice span, months 11 and 12 from the next one.
  const months = [
    ...solsticeSpan(year).filter((m) => m.month <= 10),
    ...solsticeSpan(year + 1).filter((m) => m.month >= 11),
  ];
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) throw new Error(`Empty lunar year ${year}`);
  const table: LunarYearTable = {
    months,
    leapMonth: months.find((m) => m.leap)?.month ?? null,
    start: first.start,
    end: last.start + last.length,
  };
  lunarYears.set(year, table);
  return table;
}

function findMonth(year: number, month: number, leap: boolean): MonthEntry | undefined {
  return lunarYearTable(year).months.find((m) => m.month === month && m.leap === leap);
}

// ---------------------------------------------------------------------------------------------
// Conversions

export function solarToLunar(d: SolarDate): LunarDate {
  const jdn = jdnFromSolar(d);
  // A lunar year starts in late January or February of the Gregorian year with the same number.
  const year =
    d.year >= LUNAR_MIN_YEAR && d.year <= LUNAR_MAX_YEAR + 1 && jdn < tetJdn(d.year) ? d.year - 1 : d.year;
  if (year < LUNAR_MIN_YEAR || year > LUNAR_MAX_YEAR) {
    throw new RangeError(
      `Solar date ${d.year}-${d.month}-${d.day} is outside lunar years ${LUNAR_MIN_YEAR}–${LUNAR_MAX_YEAR}`,
    );
  }
  const { months } = lunarYearTable(year);
  for (let i = months.length - 1; i >= 0; i -= 1) {
    const m = months[i];
    if (m && m.start <= jdn) return { year, month: m.month, day: jdn - m.start + 1, leap: m.leap };
  }
  throw new Error(`Solar date ${d.year}-${d.month}-${d.day} precedes lunar year ${year}`);
}

function isWellFormedLunar(d: LunarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    typeof d.leap === 'boolean' &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= 30
  );
}

export function isValidLunarDate(d: LunarDate): boolean {
  if (!isWellFormedLunar(d) || d.year < LUNAR_MIN_YEAR || d.year > LUNAR_MAX_YEAR) return false;
  const entry = findMonth(d.year, d.month, d.leap);
  return entry !== undefined && d.day <= entry.length;
}

export function lunarToSolar(d: LunarDate): SolarDate {
  const label = `${d.day}/${d.month}${d.leap ? ' nhuận' : ''}/${d.year}`;
  if (!isWellFormedLunar(d)) throw new RangeError(`Invalid lunar date ${label}`);
  assertLunarYear(d.year);
  const entry = findMonth(d.year, d.month, d.leap);
  if (!entry) throw new RangeError(`Lunar year ${d.year} has no leap month ${d.month}`);
  if (d.day > entry.length) throw new RangeError(`Invalid lunar date ${label}: the month has 29 days`);
  return solarFromJdn(entry.start + d.day - 1);
}

export function lunarMonthLength(year: number, month: number, leap: boolean): 29 | 30 {
  assertLunarYear(year);
  const entry = findMonth(year, month, leap);
  if (!entry) throw new RangeError(`Lunar year ${year} has no ${leap ? 'leap ' : ''}month ${month}`);
  return entry.length;
}

export function leapMonthOf(lunarYear: number): number | null {
  assertLunarYear(lunarYear);
  return lunarYearTable(lunarYear).leapMonth;
}

// ---------------------------------------------------------------------------------------------
// Can-Chi (sexagenary names) and formatting

function canChi(canIndex: number, chiIndex: number): string {
  return `${CAN[mod(canIndex, 10)]} ${CHI[mod(chiIndex, 12)]}`;
}

export function yearCanChi(lunarYear: number): string {
  if (!Number.isInteger(lunarYear)) throw new RangeError(`Lunar year must be an integer: ${lunarYear}`);
  return canChi(lunarYear + 6, lunarYear + 8);
}

/** A leap month takes the Can-Chi of the regular month with the same number. */
export function monthCanChi(d: LunarDate): string {
  if (!Number.isInteger(d.year) || !Number.isInteger(d.month) || d.month < 1 || d.month > 12) {
    throw new RangeError(`Invalid lunar month ${d.month}/${d.year}`);
  }
  return canChi(d.year * 12 + d.month + 3, d.month + 1);
}

export function dayCanChi(d: SolarDate): string {
  const jdn = jdnFromSolar(d);
  return canChi(jdn + 9, jdn + 1);
}

export function formatLunarDate(d: LunarDate): string {
  return `${d.day}/${d.month}${d.leap ? ' nhuận' : ''} năm ${yearCanChi(d.year)}`;
}

// ---------------------------------------------------------------------------------------------
// Giỗ (death anniversaries)

/**
 * The giỗ of a death in lunar year `lunarYear`: always in the regular month of the death's number
 * (a leap-month death is kept in the regular month; when the year doubles that month the first one
 * counts), and day 30 falls on day 29 when that month is short.
 */
export function deathAnniversary(
  death: Pick<LunarDate, 'day' | 'month' | 'leap'>,
  lunarYear: number,
): DeathAnniversary {
  const { day, month } = death;
  if (!Number.isInteger(day) || !Number.isInteger(month) || day < 1 || day > 30 || month < 1 || month > 12) {
    throw new RangeError(`Invalid lunar day/month of death ${day}/${month}`);
  }
  const length = lunarMonthLength(lunarYear, month, false);
  const clamped30To29 = day > length;
  const lunar: LunarDate = { year: lunarYear, month, day: clamped30To29 ? length : day, leap: false };
  return { lunar, solar: lunarToSolar(lunar), clamped30To29 };
}

/** The first giỗ on or after `from`. */
export function nextDeathAnniversary(
  death: Pick<LunarDate, 'day' | 'month' | 'leap'>,
  from: SolarDate,
): DeathAnniversary {
  const fromJdn = jdnFromSolar(from);
  const { year } = solarToLunar(from);
  // This lunar year's giỗ if it is still ahead, otherwise next year's (earlier years end before `from`).
  const thisYear = deathAnniversary(death, year);
  return jdnFromSolar(thisYear.solar) >= fromJdn ? thisYear : deathAnniversary(death, year + 1);
}

// ---------------------------------------------------------------------------------------------
// Calendar days for events: ISO days, Vietnam's "today", solar ranges, yearly dates within a range

/** Whether `d` has a lunar date here (solar 1900-01-31 up to the eve of Tết 2101). */
export function isLunarConvertible(d: SolarDate): boolean {
  if (d.year < LUNAR_MIN_YEAR || d.year > LUNAR_MAX_YEAR + 1) return false;
  const jdn = jdnFromSolar(d);
  return jdn >= tetJdn(LUNAR_MIN_YEAR) && jdn < lunarYearTable(LUNAR_MAX_YEAR).end;
}

/** `2025-04-04` for { year: 2025, month: 4, day: 4 }. */
export function formatIsoDay(d: SolarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** A `YYYY-MM-DD` day; undefined for anything else, including days that do not exist (`2025-02-30`). */
export function parseIsoDay(text: string): SolarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const d = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInSolarMonth(d.year, d.month)) return undefined;
  return d;
}

export function addSolarDays(d: SolarDate, days: number): SolarDate {
  return solarFromJdn(jdnFromSolar(d) + days);
}

/** Negative when `a` is before `b`, 0 on the same day. */
export function compareSolarDates(a: SolarDate, b: SolarDate): number {
  return jdnFromSolar(a) - jdnFromSolar(b);
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The day it is in Vietnam (UTC+7) at `instant`. */
export function vietnamDayOf(instant: Date): SolarDate {
  const shifted = new Date(instant.getTime() + VIETNAM_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Today in Vietnam (UTC+7), whatever the machine's time zone. */
export function vietnamToday(now: Date = new Date()): SolarDate {
  return vietnamDayOf(now);
}

/** A solar month's first and last day. */
export function solarMonthRange(year: number, month: number): { first: SolarDate; last: SolarDate } {
  assertSolarDate({ year, month, day: 1 });
  return { first: { year, month, day: 1 }, last: { year, month, day: daysInSolarMonth(year, month) } };
}

/**
 * Every giỗ-rule date of a yearly lunar day/month (a leap month counts as the regular one; day 30
 * falls on 29 in a short month) from `from` to `to`, both included, oldest first. A solar range can
 * touch two lunar years (a month around Tết holds the end of one and the start of the next), so both
 * are looked at; years this module cannot convert give nothing.
 */
export function yearlyLunarDatesBetween(
  lunar: Pick<LunarDate, 'day' | 'month' | 'leap'>,
  from: SolarDate,
  to: SolarDate,
): DeathAnniversary[] {
  const fromJdn = jdnFromSolar(from);
  const toJdn = jdnFromSolar(to);
  const dates: DeathAnniversary[] = [];
  // Lunar year Y runs from Tết (late January or February of solar year Y) into solar year Y + 1.
  const firstYear = Math.max(LUNAR_MIN_YEAR, from.year - 1);
  const lastYear = Math.min(LUNAR_MAX_YEAR, to.year);
  for (let year = firstYear; year <= lastYear; year += 1) {
    const date = deathAnniversary(lunar, year);
    const jdn = jdnFromSolar(date.solar);
    if (jdn >= fromJdn && jdn <= toJdn) dates.push(date);
  }
  return dates;
}

/** Meeus' correction from the true to the apparent longitude (nutation and aberration), in radians. */
function apparentSunLongitude(jd: number): number {
  const t = (jd - 2451545.0) / 36525;
  const omega = (125.04 - 1934.136 * t) * RAD;
  return mod(sunLongitude(jd) + (-0.00569 - 0.00478 * Math.sin(omega)) * RAD, 2 * Math.PI);
}

/** The Julian day (UT) at which the sun's apparent longitude reaches `degrees` in solar year `year`. */
function solarTermJd(year: number, degrees: number, near: SolarDate): number {
  const target = degrees * RAD;
  // The sun moves about 1° a day: bracket the moment by a week either side of the usual day.
  let low = jdnFromSolar(near) - 7;
  let high = jdnFromSolar(near) + 7;
  const past = (jd: number) => mod(apparentSunLongitude(jd) - target + Math.PI, 2 * Math.PI) - Math.PI >= 0;
  if (past(low) || !past(high)) throw new Error(`Solar term ${degrees}° not near ${year}-${near.month}`);
  // Bisection down to about a second.
  while (high - low > 1e-5) {
    const mid = (low + high) / 2;
    if (past(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * Thanh Minh (清明) of solar year `year`: the day on which the sun's apparent longitude reaches 15°,
 * counted in Vietnam's time (UTC+7; UTC+8 before 1968, as the rest of this calendar) — 4 or 5 April.
 */
export function thanhMinhDate(year: number): SolarDate {
  if (!Number.isInteger(year)) throw new RangeError(`Year must be an integer: ${year}`);
  const jd = solarTermJd(year, 15, { year, month: 4, day: 5 });
  const utc7Day = Math.floor(jd + 0.5 + 7 / 24);
  const day = utc7Day >= UTC7_FROM_JDN ? utc7Day : Math.floor(jd + 0.5 + 8 / 24);
  return solarFromJdn(day);
}

/** Every Thanh Minh day from `from` to `to`, both included, within the years that have lunar dates. */
export function thanhMinhDatesBetween(from: SolarDate, to: SolarDate): SolarDate[] {
  const fromJdn = jdnFromSolar(from);
  const toJdn = jdnFromSolar(to);
  const dates: SolarDate[] = [];
  for (let year = Math.max(from.year, LUNAR_MIN_YEAR); year <= Math.min(to.year, LUNAR_MAX_YEAR); year += 1) {
    const date = thanhMinhDate(year);
    const jdn = jdnFromSolar(date);
    if (jdn >= fromJdn && jdn <= toJdn) dates.push(date);
  }
  return dates;
}
