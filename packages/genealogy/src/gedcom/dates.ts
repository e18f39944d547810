// GEDCOM dates ↔ the draft's life dates: qualifiers (ABT, BEF, BET … AND …), dual years (1750/51),
// calendar escapes, `INT date (phrase)`, and lunar dates carried in a phrase or a note.
//
// Lunar dates are written as the 5.5.1 interpreted-date phrase `INT 12 APR 1945 (âm lịch: ngày 1
// tháng 3 năm 1945)`; with no solar date, as a bare phrase `(âm lịch: ngày 1 tháng 3 nhuận)`; and
// when the solar date carries a qualifier (INT allows none), as an event note `Âm lịch: ngày …`.
// Any other words of the phrase follow the lunar part after `; `.

import { formatLunarWording } from '../dates/format.ts';
import { dualYearOf, parseLifeDate } from '../dates/parse.ts';
import type { LifeDateCalendar, LifeDateQualifier, PartialSolar, QualifiedDate } from '../dates/types.ts';
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

// ---------------------------------------------------------------------------------------------
// Qualified dates (the one date shape): reading and writing GEDCOM 5.5.1 and 7.0 DATE values.

export type GedcomVersion = '5.5.1' | '7.0';

export interface GedcomDateReading {
  date: QualifiedDate | null;
  /** False when the value was not understood and was kept as the phrase. */
  understood: boolean;
  /** A date that cannot exist (31 FEB 1900), in Vietnamese; it is also kept as the phrase. */
  problem: string | null;
}

const CALENDAR_TOKENS: Record<string, LifeDateCalendar | 'gregorian'> = {
  '@#DGREGORIAN@': 'gregorian',
  GREGORIAN: 'gregorian',
  '@#DJULIAN@': 'julian',
  JULIAN: 'julian',
  '@#DHEBREW@': 'hebrew',
  HEBREW: 'hebrew',
  '@#DFRENCH_R@': 'french',
  FRENCH_R: 'french',
  '@#DROMAN@': 'roman',
  '@#DUNKNOWN@': 'unknown',
};

const CALENDAR_OUT: Record<GedcomVersion, Record<LifeDateCalendar, string>> = {
  '5.5.1': {
    julian: '@#DJULIAN@',
    hebrew: '@#DHEBREW@',
    french: '@#DFRENCH R@',
    roman: '@#DROMAN@',
    unknown: '@#DUNKNOWN@',
  },
  '7.0': { julian: 'JULIAN', hebrew: 'HEBREW', french: 'FRENCH_R', roman: '_ROMAN', unknown: '_UNKNOWN' },
};

// Hebrew and French Republican months: the 13th (ELL, COMP) has no place in a 12-month date.
const CALENDAR_MONTHS: Partial<Record<LifeDateCalendar | 'gregorian', readonly string[]>> = {
  gregorian: MONTHS,
  julian: MONTHS,
  hebrew: ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV'],
  french: ['VEND', 'BRUM', 'FRIM', 'NIVO', 'PLUV', 'VENT', 'GERM', 'FLOR', 'PRAI', 'MESS', 'THER', 'FRUC'],
};

type GedcomPoint = { calendar: LifeDateCalendar | 'gregorian' | null; solar: PartialSolar };

/** `[calendar] [[day] month] year`; null when not a date, a string when it cannot exist. */
function readPoint(tokens: string[]): GedcomPoint | string | null {
  let rest = tokens;
  const calendar = CALENDAR_TOKENS[rest[0] ?? ''] ?? null;
  if (calendar !== null) rest = rest.slice(1);
  if (rest.length === 0 || rest.length > 3) return null;
  const yearToken = rest[rest.length - 1] ?? '';
  const slash = yearToken.indexOf('/');
  let year: number;
  let dual = false;
  if (slash >= 0) {
    if (calendar !== null && calendar !== 'gregorian') return null;
    const first = yearToken.slice(0, slash);
    const second = yearToken.slice(slash + 1);
    if (!isDigits(first) || !isDigits(second)) return null;
    const y = dualYearOf(first, second);
    if (y === null) return null;
    year = y;
    dual = true;
  } else {
    if (!isDigits(yearToken)) return null;
    year = Number(yearToken);
  }
  if (year < 1 || year > 9999) return null;
  const solar: PartialSolar = { year };
  if (dual) solar.dualYear = true;
  if (rest.length === 1) return { calendar, solar };
  const months = CALENDAR_MONTHS[calendar ?? 'gregorian'];
  const monthToken = rest[rest.length - 2] ?? '';
  const monthIndex = months ? months.indexOf(monthToken) : -1;
  const month =
    monthIndex >= 0
      ? monthIndex + 1
      : calendar === null || calendar === 'gregorian'
        ? monthOf(monthToken)
        : null;
  if (month === null) return null;
  solar.month = month;
  if (rest.length === 2) return { calendar, solar };
  const dayToken = rest[0] ?? '';
  if (!isDigits(dayToken)) return null;
  const day = Number(dayToken);
  const max =
    calendar === 'julian'
      ? month === 2
        ? year % 4 === 0
          ? 29
          : 28
        : daysIn(2001, month)
      : calendar === 'gregorian' || calendar === null
        ? daysIn(year, month)
        : 30;
  if (day < 1 || day > max) return `Không có ngày ${day}/${month}/${year}`;
  solar.day = day;
  return { calendar, solar };
}

const SINGLE_QUALIFIERS: Record<string, LifeDateQualifier> = {
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
  FROM: 'from',
  TO: 'to',
};

const QUALIFIER_WORDS: Record<LifeDateQualifier, [string, string]> = {
  about: ['ABT', ''],
  calculated: ['CAL', ''],
  estimated: ['EST', ''],
  before: ['BEF', ''],
  after: ['AFT', ''],
  from: ['FROM', ''],
  to: ['TO', ''],
  between: ['BET', 'AND'],
  fromTo: ['FROM', 'TO'],
};

/** The date part of a value (no phrase): a qualified date, a string when it cannot exist, null. */
function readDatePart(tokens: string[]): QualifiedDate | string | null {
  const calendars = new Set<LifeDateCalendar | null>();
  const take = (point: GedcomPoint | string | null) => {
    if (point === null || typeof point === 'string') return point;
    calendars.add(point.calendar === 'gregorian' ? null : point.calendar);
    return point.solar;
  };
  let date: QualifiedDate | string | null;
  const first = tokens[0] ?? '';
  const range = first === 'BET' ? 'AND' : first === 'FROM' ? 'TO' : null;
  const at = range === null ? -1 : tokens.indexOf(range);
  if (range !== null && at > 0) {
    const start = take(readPoint(tokens.slice(1, at)));
    const end = take(readPoint(tokens.slice(at + 1)));
    if (typeof start === 'string') return start;
    if (typeof end === 'string') return end;
    date =
      start && end
        ? { solar: start, qualifier: first === 'BET' ? 'between' : 'fromTo', end: { solar: end } }
        : null;
  } else if (SINGLE_QUALIFIERS[first] !== undefined) {
    const solar = take(readPoint(tokens.slice(1)));
    date =
      typeof solar === 'string' || solar === null ? solar : { solar, qualifier: SINGLE_QUALIFIERS[first] };
  } else {
    const solar = take(readPoint(tokens));
    date = typeof solar === 'string' || solar === null ? solar : { solar };
  }
  if (date === null || typeof date === 'string') return date;
  // One calendar for the whole date (the shape has one).
  if (calendars.size > 1) return null;
  const [calendar] = [...calendars];
  if (calendar) date.calendar = calendar;
  return date;
}

/** `âm lịch: …` (the lunar wording this writer gives), then `; ` and the source's own words. */
const LUNAR_WORDING = /^am lich ?: ?/;

/**
 * Adds the words carried beside a DATE (the INT phrase, a bare phrase, a 7.0 PHRASE, a note) to
 * `date`: a lunar wording fills the lunar side, the rest is the phrase; other words naming a lunar
 * date are read and kept as the phrase too.
 */
export function applyDateWords(date: QualifiedDate, words: string): QualifiedDate {
  const text = words.trim().replace(/\s+/g, ' ');
  if (text === '') return date;
  const semi = text.indexOf('; ');
  const head = semi < 0 ? text : text.slice(0, semi);
  const rest = semi < 0 ? null : text.slice(semi + 2).trim() || null;
  const foldedHead = foldVietnamese(head);
  if (LUNAR_WORDING.test(foldedHead)) {
    const wording = head.replace(/^\s*[âÂaA]m l[ịi]ch\s*:\s*/iu, '');
    const read = parseLifeDate(wording, { lunar: true });
    const lunar = read.date;
    if (
      read.problem === null &&
      lunar &&
      (lunar.lunar || lunar.end?.lunar) &&
      !lunar.solar &&
      !lunar.phrase
    ) {
      const out: QualifiedDate = { ...date };
      if (lunar.lunar) out.lunar = lunar.lunar;
      if (lunar.end?.lunar) out.end = { ...(out.end ?? {}), lunar: lunar.end.lunar };
      if (!date.solar && !date.qualifier && lunar.qualifier) out.qualifier = lunar.qualifier;
      if (rest !== null) out.phrase = rest;
      return out;
    }
  }
  const out: QualifiedDate = { ...date, phrase: text };
  const lunar = date.lunar ? null : parseLunarPhrase(text);
  if (lunar) {
    out.lunar = { day: lunar.lunar.day, month: lunar.lunar.month, leap: lunar.lunar.leap };
    if (lunar.lunar.year !== null) out.lunar.year = lunar.lunar.year;
    if (lunar.rest === null) delete out.phrase;
    else out.phrase = lunar.rest;
  }
  return out;
}

/**
 * Reads a GEDCOM DATE value (5.5.1 or 7.0) with its 7.0 PHRASE, when there is one. Never throws:
 * what is not understood is kept verbatim as the phrase.
 */
export function readGedcomDate(value: string, phrase: string | null = null): GedcomDateReading {
  const text = value.trim().replace(/\s+/g, ' ');
  const extra = phrase?.trim().replace(/\s+/g, ' ') || null;
  if (text === '' && extra === null) return { date: null, understood: true, problem: null };
  let dateText = text;
  let words = extra;
  const open = text.indexOf('(');
  if (open >= 0) {
    const close = text.lastIndexOf(')');
    const inner = text.slice(open + 1, close > open ? close : text.length).trim();
    words = [inner, extra].filter((w) => w).join('; ') || null;
    dateText = text.slice(0, open).trim();
  }
  const tokens =
    dateText === '' ? [] : dateText.replace('@#DFRENCH R@', '@#DFRENCH_R@').toUpperCase().split(' ');
  if (tokens[0] === 'INT') tokens.shift();
  const part = tokens.length === 0 ? {} : readDatePart(tokens);
  if (part === null || typeof part === 'string') {
    // Kept as written; a lunar date named in the words is still read.
    const kept = applyDateWords({}, extra === null ? text : `${text}; ${extra}`);
    return {
      date: { ...kept, phrase: extra === null ? text : `${text}; ${extra}` },
      understood: false,
      problem: part,
    };
  }
  const date = words === null ? part : applyDateWords(part, words);
  return { date: Object.keys(date).length === 0 ? null : date, understood: true, problem: null };
}

function writePoint(solar: PartialSolar, calendar: LifeDateCalendar | null, version: GedcomVersion): string {
  const parts: string[] = [];
  if (calendar) parts.push(CALENDAR_OUT[version][calendar]);
  const months = CALENDAR_MONTHS[calendar ?? 'gregorian'] ?? MONTHS;
  if (solar.month != null) {
    if (solar.day != null) parts.push(String(solar.day));
    parts.push(months[solar.month - 1] ?? '');
  }
  parts.push(
    solar.dualYear ? `${solar.year - 1}/${String(solar.year % 100).padStart(2, '0')}` : String(solar.year),
  );
  return parts.join(' ');
}

export interface GedcomDateOut {
  /** The DATE value ('' in 7.0 when only the PHRASE says it). */
  value: string;
  /** 7.0: the DATE's PHRASE. */
  phrase: string | null;
  /** 5.5.1: words a qualified date cannot carry (INT takes no qualifier), as an event NOTE. */
  note: string | null;
}

/**
 * A qualified date as GEDCOM: the solar side as the DATE value; the lunar side (`âm lịch: …`) and the
 * source's words as the 5.5.1 phrase (`INT date (words)`, `(words)` alone, a NOTE beside a qualified
 * date) or the 7.0 PHRASE. Null for no date. `readGedcomDate` (with `applyDateWords` for the note)
 * gives the same date back.
 */
export function writeGedcomDate(
  date: QualifiedDate | null | undefined,
  version: GedcomVersion = '5.5.1',
): GedcomDateOut | null {
  if (!date) return null;
  const q = date.qualifier ?? null;
  const calendar = date.calendar ?? null;
  const range = q === 'between' || q === 'fromTo';
  let value = '';
  if (date.solar && (!range || date.end?.solar)) {
    const start = writePoint(date.solar, calendar, version);
    if (q === null) value = start;
    else {
      const [before, between] = QUALIFIER_WORDS[q];
      value =
        range && date.end?.solar
          ? `${before} ${start} ${between} ${writePoint(date.end.solar, calendar, version)}`
          : `${before} ${start}`;
    }
  }
  const lunarProjection: QualifiedDate = { qualifier: q };
  if (date.lunar) lunarProjection.lunar = date.lunar;
  if (date.end?.lunar) lunarProjection.end = { lunar: date.end.lunar };
  const lunarText = date.lunar || date.end?.lunar ? formatLunarWording(lunarProjection) : '';
  const phrase = date.phrase?.trim() || null;
  const content =
    [lunarText ? `âm lịch: ${lunarText}` : null, phrase].filter((w) => w !== null).join('; ') || null;
  if (content === null) return value === '' ? null : { value, phrase: null, note: null };
  if (version === '7.0') return { value, phrase: content, note: null };
  if (value === '') return { value: `(${content})`, phrase: null, note: null };
  if (q === null) return { value: `INT ${value} (${content})`, phrase: null, note: null };
  const note = lunarText
    ? `Âm lịch: ${lunarText}${phrase === null ? '' : `; ${phrase}`}`
    : `${DATE_NOTE_PREFIX}${phrase}`;
  return { value, phrase: null, note };
}

/** A 5.5.1 note that holds the words of a qualified date (`writeGedcomDate`'s `note`). */
export const DATE_NOTE_PREFIX = 'Ngày ghi trong nguồn: ';

/**
 * Reads a 5.5.1 event note written by `writeGedcomDate` (or an older `Âm lịch: …` note) into `date`;
 * null when the note is an ordinary note.
 */
export function applyDateNote(date: QualifiedDate, note: string): QualifiedDate | null {
  const text = note.trim();
  if (text.startsWith(DATE_NOTE_PREFIX.trim())) {
    const words = text.slice(DATE_NOTE_PREFIX.trim().length).trim();
    return words === '' ? date : { ...date, phrase: words };
  }
  if (!LUNAR_WORDING.test(foldVietnamese(text.slice(0, 12))) || date.lunar) return null;
  const out = applyDateWords(date, text);
  return out.lunar ? out : null;
}
