// GEDCOM dates ↔ the draft's life dates: qualifiers (ABT, BEF, BET … AND …), dual years (1750/51),
// calendar escapes, `INT date (phrase)`, and lunar dates carried in a phrase or a note.
//
// Lunar dates are written as the 5.5.1 interpreted-date phrase `INT 12 APR 1945 (âm lịch: ngày 1
// tháng 3 năm 1945)`; with no solar date, as a bare phrase `(âm lịch: ngày 1 tháng 3 nhuận)`; and
// when the solar date carries a qualifier (INT allows none), as an event note `Âm lịch: ngày …`.
// Any other words of the phrase follow the lunar part after `; `.

import type { DraftLunarDate, DraftSolarDate } from '../draft.ts';
import { foldVietnamese } from '../text.ts';

type Qualifier = DraftSolarDate['qualifier'];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAMES = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];

const QUALIFIERS: Record<string, Qualifier> = {
  ABT: 'about',
  ABOUT: 'about',
  CIRCA: 'about',
  CA: 'about',
  'CA.': 'about',
  C: 'about',
  'C.': 'about',
  CAL: 'calculated',
  EST: 'estimated',
  BEF: 'before',
  BEFORE: 'before',
  AFT: 'after',
  AFTER: 'after',
};

const SOLAR_CALENDARS = new Set(['@#DGREGORIAN@', '@#DJULIAN@', 'GREGORIAN', 'JULIAN']);
const OTHER_CALENDARS = new Set([
  '@#DHEBREW@',
  '@#DFRENCH',
  '@#DROMAN@',
  '@#DUNKNOWN@',
  'HEBREW',
  'FRENCH_R',
]);

export interface ParsedGedcomDate {
  solar: DraftSolarDate | null;
  lunar: DraftLunarDate | null;
  phrase: string | null;
  /** False when the value was not understood and was kept as a phrase only. */
  understood: boolean;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isDigits(s: string): boolean {
  if (s === '') return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** `1750/51` → 1751 (the new-style year); `1945` → 1945. */
function parseYear(token: string): number | null {
  const slash = token.indexOf('/');
  if (slash < 0) return isDigits(token) ? Number(token) : null;
  const first = token.slice(0, slash);
  const second = token.slice(slash + 1);
  if (!isDigits(first) || !isDigits(second) || second.length > first.length) return null;
  const year = Number(first.slice(0, first.length - second.length) + second);
  return year === Number(first) + 1 ? year : null;
}

function monthOf(token: string): number | null {
  const i = MONTHS.indexOf(token);
  if (i >= 0) return i + 1;
  const j = MONTH_NAMES.indexOf(token);
  return j >= 0 ? j + 1 : null;
}

/** `[day] [month] year` in solar (Gregorian or Julian, kept as written) calendar; tokens upper-case. */
function parseSimpleDate(
  tokens: string[],
): { year: number; month: number | null; day: number | null } | null {
  let rest = tokens;
  const calendar = rest[0];
  if (calendar !== undefined && SOLAR_CALENDARS.has(calendar)) rest = rest.slice(1);
  if (rest.length === 0 || rest.length > 3) return null;
  const year = parseYear(rest[rest.length - 1] ?? '');
  if (year === null || year < 1 || year > 9999) return null;
  if (rest.length === 1) return { year, month: null, day: null };
  const month = monthOf(rest[rest.length - 2] ?? '');
  if (month === null) return null;
  if (rest.length === 2) return { year, month, day: null };
  const dayToken = rest[0] ?? '';
  if (!isDigits(dayToken)) return null;
  const day = Number(dayToken);
  if (day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
}

/** Reads a GEDCOM DATE value. Never throws: what is not understood comes back as the phrase. */
export function parseGedcomDate(value: string): ParsedGedcomDate {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return { solar: null, lunar: null, phrase: null, understood: true };

  // A phrase in parentheses: alone, or after INT (interpreted date).
  let dateText = text;
  let phrase: string | null = null;
  const open = text.indexOf('(');
  if (open >= 0) {
    const close = text.lastIndexOf(')');
    phrase = text.slice(open + 1, close > open ? close : text.length).trim() || null;
    dateText = text.slice(0, open).trim();
  }
  const tokens = dateText === '' ? [] : dateText.toUpperCase().split(' ');
  if (tokens[0] === 'INT') tokens.shift();

  const withLunar = (solar: DraftSolarDate | null, understood: boolean): ParsedGedcomDate => {
    const lunar = phrase === null ? null : parseLunarPhrase(phrase);
    if (lunar) return { solar, lunar: lunar.lunar, phrase: lunar.rest, understood };
    return { solar, lunar: null, phrase, understood };
  };
  const notUnderstood = (): ParsedGedcomDate => {
    const lunar = parseLunarPhrase(text);
    return { solar: null, lunar: lunar?.lunar ?? null, phrase: text, understood: lunar !== null };
  };

  if (tokens.length === 0) return withLunar(null, true);
  if (tokens.some((t) => OTHER_CALENDARS.has(t))) return notUnderstood();

  const first = tokens[0] ?? '';
  const qualifier = QUALIFIERS[first];
  if (qualifier !== undefined) {
    const d = parseSimpleDate(tokens.slice(1));
    return d ? withLunar({ ...d, qualifier }, true) : notUnderstood();
  }
  if (first === 'BET' || first === 'FROM') {
    const sep = first === 'BET' ? 'AND' : 'TO';
    const at = tokens.indexOf(sep);
    const start = parseSimpleDate(tokens.slice(1, at < 0 ? tokens.length : at));
    if (!start) return notUnderstood();
    if (at < 0) {
      // "BET x" alone is malformed; "FROM x" is an open period.
      return first === 'FROM' ? withLunar({ ...start, qualifier: 'from' }, true) : notUnderstood();
    }
    const end = parseSimpleDate(tokens.slice(at + 1));
    if (!end) return notUnderstood();
    const solar: DraftSolarDate = { ...start, qualifier: first === 'BET' ? 'between' : 'from' };
    const same = end.year === start.year && end.month === start.month && end.day === start.day;
    // The draft holds one date: the range as written stays in the phrase so its end is not lost.
    if (!same && phrase === null) return { solar, lunar: null, phrase: dateText, understood: true };
    return withLunar(solar, true);
  }
  if (first === 'TO') {
    const d = parseSimpleDate(tokens.slice(1));
    return d ? withLunar({ ...d, qualifier: 'to' }, true) : notUnderstood();
  }
  const d = parseSimpleDate(tokens);
  return d ? withLunar({ ...d, qualifier: null }, true) : notUnderstood();
}

const QUALIFIER_OUT: Record<NonNullable<Qualifier>, string> = {
  about: 'ABT',
  calculated: 'CAL',
  estimated: 'EST',
  before: 'BEF',
  after: 'AFT',
  between: 'BET',
  from: 'FROM',
  to: 'TO',
};

export function formatSimpleDate(d: { year: number; month: number | null; day: number | null }): string {
  const parts: string[] = [];
  if (d.month !== null && d.month >= 1 && d.month <= 12) {
    if (d.day !== null) parts.push(String(d.day));
    parts.push(MONTHS[d.month - 1] ?? '');
  }
  parts.push(String(d.year));
  return parts.join(' ');
}

/** A solar date as a GEDCOM DATE value. A range with no known end repeats its start (`BET x AND x`). */
export function formatSolarDate(d: DraftSolarDate): string {
  const date = formatSimpleDate(d);
  if (d.qualifier === null) return date;
  if (d.qualifier === 'between') return `BET ${date} AND ${date}`;
  return `${QUALIFIER_OUT[d.qualifier]} ${date}`;
}

/** True when `phrase` is a GEDCOM range (BET…AND / FROM…TO) that starts at `solar`: written as is. */
export function isRangeOf(phrase: string, solar: DraftSolarDate): boolean {
  const parsed = parseGedcomDate(phrase);
  const s = parsed.solar;
  return (
    parsed.understood &&
    parsed.phrase === phrase.trim().replace(/\s+/g, ' ') &&
    s !== null &&
    s.qualifier === solar.qualifier &&
    s.year === solar.year &&
    s.month === solar.month &&
    s.day === solar.day
  );
}

// ---------------------------------------------------------------------------------------------
// Lunar dates in words

/** `âm lịch: ngày 12 tháng 3 nhuận năm 1945` (the writer's form; month and year parts optional). */
export function formatLunarPhrase(d: DraftLunarDate): string {
  const leap = d.leap ? ' nhuận' : '';
  const year = d.year === null ? '' : ` năm ${d.year}`;
  return `âm lịch: ngày ${d.day} tháng ${d.month}${leap}${year}`;
}

// Matched on folded text (no marks, lower case), bounded length: no backtracking on long strings.
const LUNAR_WRITER = /^am lich: ngay (\d{1,2}) thang (\d{1,2})( nhuan)?(?: nam (\d{1,4}))?$/;
const LUNAR_PREFIX =
  /am lich\s*:?\s*(?:ngay\s*)?(\d{1,2})\s*(?:thang|\/)\s*(\d{1,2})(\s*nhuan)?(?:\s*(?:nam|\/)\s*(\d{3,4}))?/;
const LUNAR_SUFFIX =
  /(?:ngay\s*)?(\d{1,2})\s*(?:thang|\/)\s*(\d{1,2})(\s*nhuan)?(?:\s*(?:nam|\/)\s*(\d{3,4}))?\s*\(?\s*(?:am lich|\bal\b)/;

function lunarFrom(m: RegExpExecArray): DraftLunarDate | null {
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (day < 1 || day > 30 || month < 1 || month > 12) return null;
  return { day, month, leap: m[3] !== undefined, year: m[4] === undefined ? null : Number(m[4]) };
}

/**
 * Finds a lunar date in a date phrase or a note. The writer's own form (`âm lịch: ngày 12 tháng 3`,
 * then optionally `; other words`) is taken out of the phrase; any other wording that names a lunar
 * date (`12 tháng 3 âm lịch`, `âm lịch: 12/3`) is read and the text kept as written.
 */
export function parseLunarPhrase(text: string): { lunar: DraftLunarDate; rest: string | null } | null {
  if (text.length > 500) return null;
  const semi = text.indexOf('; ');
  const head = semi < 0 ? text : text.slice(0, semi);
  const exact = LUNAR_WRITER.exec(foldVietnamese(head));
  if (exact) {
    const lunar = lunarFrom(exact);
    if (lunar) return { lunar, rest: semi < 0 ? null : text.slice(semi + 2).trim() || null };
  }
  const folded = foldVietnamese(text);
  const m = LUNAR_PREFIX.exec(folded) ?? LUNAR_SUFFIX.exec(folded);
  const lunar = m ? lunarFrom(m) : null;
  return lunar ? { lunar, rest: text } : null;
}
