import { type LifeDate, lifeDateSchema, MESSAGES } from '@giapha/contract';
import {
  formatLunarDate,
  isValidLunarDate,
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  leapMonthOf,
  lunarMonthLength,
  lunarToSolar,
  solarToLunar,
  yearCanChi,
} from '@giapha/genealogy';
import { z } from 'zod';

/** A birth or a death as typed: a partial solar date and/or a lunar one, digits as text. */
export interface SolarDateFields {
  day: string;
  month: string;
  year: string;
}
export interface LunarDateFields {
  day: string;
  month: string;
  year: string;
  leap: boolean;
}
export interface LifeDateFields {
  solar: SolarDateFields;
  lunar: LunarDateFields;
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function emptyLifeDateFields(): LifeDateFields {
  return { solar: { day: '', month: '', year: '' }, lunar: { day: '', month: '', year: '', leap: false } };
}

export function lifeDateFieldsOf(date: LifeDate | null | undefined): LifeDateFields {
  const empty = emptyLifeDateFields();
  return {
    solar: date?.solar
      ? { day: text(date.solar.day), month: text(date.solar.month), year: text(date.solar.year) }
      : empty.solar,
    lunar: date?.lunar
      ? {
          day: text(date.lunar.day),
          month: text(date.lunar.month),
          year: text(date.lunar.year),
          leap: date.lunar.leap,
        }
      : empty.lunar,
  };
}

function numberOf(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function isEmptyLifeDate(fields: LifeDateFields): boolean {
  const { solar, lunar } = fields;
  return [solar.day, solar.month, solar.year, lunar.day, lunar.month, lunar.year].every(
    (value) => value.trim() === '',
  );
}

function isLeapSolarYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInSolarMonth(year: number, month: number): number {
  if (month === 2) return isLeapSolarYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const canChiOf = (year: number) => `${yearCanChi(year)} (${year})`;
const inLunarRange = (year: number) => year >= LUNAR_MIN_YEAR && year <= LUNAR_MAX_YEAR;

type Problem = { path: ['solar' | 'lunar', 'day' | 'month' | 'year']; message: string };

function solarProblems(fields: SolarDateFields): Problem[] {
  const problems: Problem[] = [];
  const add = (key: 'day' | 'month' | 'year', message: string) =>
    problems.push({ path: ['solar', key], message });
  const day = numberOf(fields.day);
  const month = numberOf(fields.month);
  const year = numberOf(fields.year);
  if (day === null && month === null && year === null) return problems;

  const yearOk = year !== null && year >= 1 && year <= 9999;
  if (year === null) add('year', 'Vui lòng nhập năm');
  else if (!yearOk) add('year', 'Năm không hợp lệ');
  const monthOk = month !== null && month >= 1 && month <= 12;
  if (month !== null && !monthOk) add('month', 'Tháng phải từ 1 đến 12');
  if (day !== null) {
    if (month === null) add('month', 'Vui lòng nhập tháng');
    else if (day < 1 || day > 31) add('day', 'Ngày không hợp lệ');
    else if (yearOk && monthOk && day > daysInSolarMonth(year, month)) {
      add('day', `Tháng ${month}/${year} chỉ có ${daysInSolarMonth(year, month)} ngày`);
    }
  }
  return problems;
}

function lunarProblems(fields: LunarDateFields): Problem[] {
  const problems: Problem[] = [];
  const add = (key: 'day' | 'month' | 'year', message: string) =>
    problems.push({ path: ['lunar', key], message });
  const day = numberOf(fields.day);
  const month = numberOf(fields.month);
  const year = numberOf(fields.year);
  if (day === null && month === null && year === null && !fields.leap) return problems;

  const dayOk = day !== null && day >= 1 && day <= 30;
  if (day === null) add('day', 'Vui lòng nhập ngày âm lịch');
  else if (!dayOk) add('day', 'Ngày âm lịch phải từ 1 đến 30');
  const monthOk = month !== null && month >= 1 && month <= 12;
  if (month === null) add('month', 'Vui lòng nhập tháng âm lịch');
  else if (!monthOk) add('month', 'Tháng âm lịch phải từ 1 đến 12');
  if (year !== null && (year < 1 || year > 9999)) add('year', 'Năm không hợp lệ');
  if (fields.leap && year === null) add('year', 'Nhập năm âm lịch để biết năm đó nhuận tháng nào');

  // The calendar is known for 1900–2100: a leap month the year does not have, or day 30 of a short month.
  if (dayOk && monthOk && year !== null && inLunarRange(year)) {
    const leapMonth = leapMonthOf(year);
    if (fields.leap && leapMonth !== month) {
      add(
        'month',
        leapMonth === null
          ? `Năm ${canChiOf(year)} không có tháng nhuận`
          : `Năm ${canChiOf(year)} nhuận tháng ${leapMonth}, không có tháng ${month} nhuận`,
      );
    } else if (day > lunarMonthLength(year, month, fields.leap)) {
      add('day', `Tháng ${month}${fields.leap ? ' nhuận' : ''} năm ${canChiOf(year)} chỉ có 29 ngày`);
    }
  }
  return problems;
}

/** What is wrong with a typed birth or death, field by field (Vietnamese messages). */
export function lifeDateProblems(fields: LifeDateFields): Problem[] {
  return [...solarProblems(fields.solar), ...lunarProblems(fields.lunar)];
}

/** The date to send: `null` when nothing was typed. Only call on fields without problems. */
export function lifeDateOf(fields: LifeDateFields): z.input<typeof lifeDateSchema> | null {
  const solarYear = numberOf(fields.solar.year);
  const solar =
    solarYear === null
      ? null
      : { year: solarYear, month: numberOf(fields.solar.month), day: numberOf(fields.solar.day) };
  const lunarDay = numberOf(fields.lunar.day);
  const lunarMonth = numberOf(fields.lunar.month);
  const lunar =
    lunarDay === null || lunarMonth === null
      ? null
      : { day: lunarDay, month: lunarMonth, year: numberOf(fields.lunar.year), leap: fields.lunar.leap };
  return solar || lunar ? { solar, lunar } : null;
}

const digitsOnly = z.string().regex(/^\s*\d*\s*$/, MESSAGES.dateInvalid);

/** The form's birth or death: digits as text in, the contract's `LifeDate | null` out. */
export const lifeDateFieldsSchema = z
  .object({
    solar: z.object({ day: digitsOnly, month: digitsOnly, year: digitsOnly }),
    lunar: z.object({ day: digitsOnly, month: digitsOnly, year: digitsOnly, leap: z.boolean() }),
  })
  .superRefine((fields, ctx) => {
    for (const problem of lifeDateProblems(fields)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  })
  .transform(lifeDateOf)
  .pipe(lifeDateSchema.nullable());

// ---------------------------------------------------------------------------------------------
// Help text: the other calendar, the Can-Chi year, the giỗ

const pad = (n: number) => String(n).padStart(2, '0');

/** A whole solar date that exists, within the years the lunar calendar is known for. */
function completeSolar(fields: SolarDateFields) {
  const day = numberOf(fields.day);
  const month = numberOf(fields.month);
  const year = numberOf(fields.year);
  if (day === null || month === null || year === null) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInSolarMonth(year, month)) return null;
  if (year < LUNAR_MIN_YEAR || year > LUNAR_MAX_YEAR) return null;
  try {
    return { solar: { year, month, day }, lunar: solarToLunar({ year, month, day }) };
  } catch {
    return null;
  }
}

/** A lunar date with its year, valid in that year's calendar. */
function completeLunar(fields: LunarDateFields) {
  const day = numberOf(fields.day);
  const month = numberOf(fields.month);
  const year = numberOf(fields.year);
  if (day === null || month === null || year === null) return null;
  const lunar = { year, month, day, leap: fields.leap };
  if (!isValidLunarDate(lunar)) return null;
  return { lunar, solar: lunarToSolar(lunar) };
}

export interface LifeDateHelp {
  /** Lines of help: the date in the other calendar, the year's Can-Chi, the giỗ. */
  lines: string[];
  /** The two calendars disagree. */
  warning?: string;
  /** Offered when only the solar date is typed: the lunar one it converts to. */
  lunarToFill?: LunarDateFields;
  /** Offered when only the lunar date (with its year) is typed: the solar one. */
  solarToFill?: SolarDateFields;
}

export function lifeDateHelp(fields: LifeDateFields, kind: 'birth' | 'death'): LifeDateHelp {
  const fromSolar = completeSolar(fields.solar);
  const fromLunar = completeLunar(fields.lunar);
  const lunarTyped = fields.lunar.day.trim() !== '' || fields.lunar.month.trim() !== '';
  const solarTyped = fields.solar.year.trim() !== '';
  const help: LifeDateHelp = { lines: [] };

  if (fromSolar) {
    const { lunar } = fromSolar;
    if (fromLunar) {
      const same =
        fromLunar.solar.year === fromSolar.solar.year &&
        fromLunar.solar.month === fromSolar.solar.month &&
        fromLunar.solar.day === fromSolar.solar.day;
      if (!same) {
        help.warning =
          `Ngày âm lịch và dương lịch không khớp nhau: ngày ${pad(fromSolar.solar.day)}/` +
          `${pad(fromSolar.solar.month)}/${fromSolar.solar.year} là ngày ${formatLunarDate(lunar)} âm lịch.`;
      }
    }
    if (!help.warning) help.lines.push(`Âm lịch: ${formatLunarDate(lunar)}`);
    if (!lunarTyped && !fields.lunar.year.trim()) {
      help.lunarToFill = {
        day: String(lunar.day),
        month: String(lunar.month),
        year: String(lunar.year),
        leap: lunar.leap,
      };
    }
  } else if (fromLunar) {
    const { solar, lunar } = fromLunar;
    help.lines.push(
      `Dương lịch: ${pad(solar.day)}/${pad(solar.month)}/${solar.year} · năm ${yearCanChi(lunar.year)}`,
    );
    if (!solarTyped && !fields.solar.month.trim() && !fields.solar.day.trim()) {
      help.solarToFill = { day: String(solar.day), month: String(solar.month), year: String(solar.year) };
    }
  } else {
    const solarYear = numberOf(fields.solar.year);
    const lunarYear = numberOf(fields.lunar.year);
    const year = lunarYear ?? solarYear;
    if (year !== null && year >= 1) help.lines.push(`Năm ${year}: năm ${yearCanChi(year)}`);
  }

  const day = numberOf(fields.lunar.day);
  const month = numberOf(fields.lunar.month);
  if (
    kind === 'death' &&
    day !== null &&
    month !== null &&
    day >= 1 &&
    day <= 30 &&
    month >= 1 &&
    month <= 12
  ) {
    // A death in a leap month is remembered in the regular month; day 30 of a short month falls on 29.
    const shortMonth = day === 30 ? ' (tháng thiếu thì giỗ ngày 29)' : '';
    help.lines.push(`Ngày giỗ: ${day}/${month} âm lịch hằng năm${shortMonth}`);
  }
  return help;
}
