// GEDCOM dates ↔ the one qualified date shape: qualifiers (ABT, CAL, EST, BEF, AFT, BET … AND …,
// FROM … TO …), dual years (1712/13), calendar escapes kept as written (@#DJULIAN@, JULIAN, HEBREW,
// FRENCH_R…), `INT date (phrase)` and bare `(phrase)`, 7.0 PHRASE, and lunar dates.
//
// The lunar side rides in words: `âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945` (formatLunarWording, with
// the qualifier and a range's second end when there is no solar date to carry them), then `; ` and the
// source's own words. In 5.5.1 they are the interpreted-date phrase `INT 12 APR 1945 (âm lịch: …)`;
// with no solar date a bare phrase `(âm lịch: …)`; beside a qualified date (INT takes none) an event
// note `Âm lịch: …` (words alone: `Ngày ghi trong nguồn: …`). In 7.0 they are the DATE's PHRASE.
// A lunar-only date whose year is known (and its range's second end's) also gets a Gregorian DATE so
// other programs can place it: the exact day when the lunar calendar converts it (1900–2100), else
// the year with the date's qualifier (ABT for an unqualified one: a lunar year is not a Gregorian
// one). Its words then say the DATE is derived — `âm lịch, dương lịch quy đổi: …` — and reading
// them drops that DATE again, so the date comes back lunar-only:
//   5.5.1  DATE INT 15 APR 1864 (âm lịch, dương lịch quy đổi: ngày 10 tháng 3 năm Giáp Tý 1864)
//          DATE ABT 1850 + NOTE Âm lịch, dương lịch quy đổi: khoảng năm Canh Tuất 1850
//   7.0    DATE ABT 1850 + PHRASE âm lịch, dương lịch quy đổi: khoảng năm Canh Tuất 1850
// Older exports (`âm lịch: ngày 1 tháng 3 năm 1945`) and other wordings that name a lunar date
// (`12 tháng 3 âm lịch`) read too. What cannot be read is kept verbatim as the phrase.

import { formatLunarWording } from '../dates/format.ts';
import { dualYearOf, parseLifeDate } from '../dates/parse.ts';
import {
  isRangeQualifier,
  type LifeDateCalendar,
  type LifeDateQualifier,
  type PartialLunar,
  type PartialSolar,
  type QualifiedDate,
} from '../dates/types.ts';
import { isValidLunarDate, lunarToSolar } from '../lunar.ts';
import { foldVietnamese } from '../text.ts';

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

function monthOf(token: string): number | null {
  const i = MONTHS.indexOf(token);
  if (i >= 0) return i + 1;
  const j = MONTH_NAMES.indexOf(token);
  return j >= 0 ? j + 1 : null;
}

// ---------------------------------------------------------------------------------------------
// Lunar dates in other wordings

// Matched on folded text (no marks, lower case), bounded length: no backtracking on long strings.
const LUNAR_WRITER = /^am lich: ngay (\d{1,2}) thang (\d{1,2})( nhuan)?(?: nam (\d{1,4}))?$/;
const LUNAR_PREFIX =
  /am lich\s*:?\s*(?:ngay\s*)?(\d{1,2})\s*(?:thang|\/)\s*(\d{1,2})(\s*nhuan)?(?:\s*(?:nam|\/)\s*(\d{3,4}))?/;
const LUNAR_SUFFIX =
  /(?:ngay\s*)?(\d{1,2})\s*(?:thang|\/)\s*(\d{1,2})(\s*nhuan)?(?:\s*(?:nam|\/)\s*(\d{3,4}))?\s*\(?\s*(?:am lich|\bal\b)/;

function lunarFrom(m: RegExpExecArray): PartialLunar | null {
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (day < 1 || day > 30 || month < 1 || month > 12) return null;
  const lunar: PartialLunar = { day, month, leap: m[3] !== undefined };
  if (m[4] !== undefined) lunar.year = Number(m[4]);
  return lunar;
}

/**
 * Finds a lunar date in a date phrase or a note. The writer's own form (`âm lịch: ngày 12 tháng 3`,
 * then optionally `; other words`) is taken out of the phrase; any other wording that names a lunar
 * date (`12 tháng 3 âm lịch`, `âm lịch: 12/3`) is read and the text kept as written.
 */
export function parseLunarPhrase(text: string): { lunar: PartialLunar; rest: string | null } | null {
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
// Qualified dates: reading and writing GEDCOM 5.5.1 and 7.0 DATE values.

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
/** The lunar wording of a lunar-only date whose Gregorian DATE the writer derived from it. */
const DERIVED_LUNAR_WORDING = /^am lich, duong lich quy doi ?: ?/;
const LUNAR_HEAD = 'âm lịch';
const DERIVED_LUNAR_HEAD = 'âm lịch, dương lịch quy đổi';

/** The lunar side (and qualifier) a writer's wording names; null when it names none. */
function lunarOfWording(head: string): QualifiedDate | null {
  const wording = head.slice(head.indexOf(':') + 1).trim();
  const read = parseLifeDate(wording, { lunar: true });
  const lunar = read.date;
  if (read.problem !== null || !lunar || !(lunar.lunar || lunar.end?.lunar) || lunar.solar || lunar.phrase) {
    return null;
  }
  return lunar;
}

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
  if (DERIVED_LUNAR_WORDING.test(foldedHead)) {
    // The DATE was derived from the lunar date: the lunar date alone is the date.
    const lunar = lunarOfWording(head);
    if (lunar) {
      const out: QualifiedDate = {};
      if (lunar.lunar) out.lunar = lunar.lunar;
      if (lunar.qualifier) out.qualifier = lunar.qualifier;
      if (lunar.end?.lunar) out.end = { lunar: lunar.end.lunar };
      if (rest !== null) out.phrase = rest;
      return out;
    }
  }
  if (LUNAR_WORDING.test(foldedHead)) {
    const lunar = lunarOfWording(head);
    if (lunar) {
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

/**
 * A DATE value this reader kept as its phrase because it could not read it (`1401 BCE`, a 13th
 * month, mixed calendars, `31 FEB 1900`): written back as it was, so the file keeps its line.
 */
function writtenAsRead(date: QualifiedDate): string | null {
  const phrase = date.phrase?.trim();
  if (!phrase || date.solar || date.lunar || date.qualifier || date.end || date.calendar) return null;
  if (!/^[A-Z0-9_@#./ ]+$/.test(phrase) || !/\d/.test(phrase)) return null;
  const read = readGedcomDate(phrase);
  return !read.understood && read.date?.phrase === phrase ? phrase : null;
}

/** A lunar point's Gregorian side: the day when the calendar converts it, else its year; null without a year. */
function solarOfLunar(lunar: PartialLunar): { solar: PartialSolar; exact: boolean } | null {
  if (lunar.year == null) return null;
  if (lunar.day != null && lunar.month != null) {
    const day = { year: lunar.year, month: lunar.month, day: lunar.day, leap: lunar.leap };
    if (isValidLunarDate(day)) {
      const solar = lunarToSolar(day);
      return { solar: { year: solar.year, month: solar.month, day: solar.day }, exact: true };
    }
  }
  return { solar: { year: lunar.year }, exact: false };
}

/**
 * The Gregorian DATE of a lunar-only date, for other programs to place it: null when the date has a
 * solar side or another calendar, or a year is missing.
 */
function derivedSolar(date: QualifiedDate): QualifiedDate | null {
  if (date.solar || date.end?.solar || date.calendar || !date.lunar) return null;
  const q = date.qualifier ?? null;
  const start = solarOfLunar(date.lunar);
  if (start === null) return null;
  if (isRangeQualifier(q)) {
    const end = date.end?.lunar ? solarOfLunar(date.end.lunar) : null;
    return end === null ? null : { solar: start.solar, qualifier: q, end: { solar: end.solar } };
  }
  return { solar: start.solar, qualifier: q ?? (start.exact ? null : 'about') };
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
  const verbatim = writtenAsRead(date);
  if (verbatim !== null) return { value: verbatim, phrase: null, note: null };
  const derived = derivedSolar(date);
  // The DATE value: the solar side, or the one derived from a lunar-only date.
  const shown = derived ?? date;
  const q = shown.qualifier ?? null;
  const calendar = date.calendar ?? null;
  const range = isRangeQualifier(q);
  let value = '';
  if (shown.solar && (!range || shown.end?.solar)) {
    const start = writePoint(shown.solar, calendar, version);
    if (q === null) value = start;
    else {
      const [before, between] = QUALIFIER_WORDS[q];
      value =
        range && shown.end?.solar
          ? `${before} ${start} ${between} ${writePoint(shown.end.solar, calendar, version)}`
          : `${before} ${start}`;
    }
  }
  const lunarProjection: QualifiedDate = { qualifier: date.qualifier ?? null };
  if (date.lunar) lunarProjection.lunar = date.lunar;
  if (date.end?.lunar) lunarProjection.end = { lunar: date.end.lunar };
  const lunarText = date.lunar || date.end?.lunar ? formatLunarWording(lunarProjection) : '';
  const head = derived ? DERIVED_LUNAR_HEAD : LUNAR_HEAD;
  const phrase = date.phrase?.trim() || null;
  const content =
    [lunarText ? `${head}: ${lunarText}` : null, phrase].filter((w) => w !== null).join('; ') || null;
  if (content === null) return value === '' ? null : { value, phrase: null, note: null };
  if (version === '7.0') return { value, phrase: content, note: null };
  if (value === '') return { value: `(${content})`, phrase: null, note: null };
  if (q === null) return { value: `INT ${value} (${content})`, phrase: null, note: null };
  const note = lunarText
    ? `${head[0]?.toUpperCase()}${head.slice(1)}: ${lunarText}${phrase === null ? '' : `; ${phrase}`}`
    : `${DATE_NOTE_PREFIX}${phrase}`;
  return { value, phrase: null, note };
}

/** A 5.5.1 note that holds the words of a qualified date (`writeGedcomDate`'s `note`). */
export const DATE_NOTE_PREFIX = 'Ngày ghi trong nguồn: ';

/**
 * Reads a 5.5.1 event note into `date`: the notes `writeGedcomDate` gives (`Âm lịch: …`, words after
 * `Ngày ghi trong nguồn: `) are taken whole (`note` null); another note that names a lunar date the
 * date lacks gives it and stays a note. Null for an ordinary note.
 */
export function applyDateNote(
  date: QualifiedDate,
  note: string,
): { date: QualifiedDate; note: string | null } | null {
  const text = note.trim();
  const prefix = DATE_NOTE_PREFIX.trim();
  if (text.startsWith(prefix)) {
    const words = text.slice(prefix.length).trim();
    return { date: words === '' ? date : { ...date, phrase: words }, note: null };
  }
  if (DERIVED_LUNAR_WORDING.test(foldVietnamese(text.slice(0, 40)))) {
    const out = applyDateWords(date, text);
    if (out.lunar) return { date: out, note: null };
  }
  if (date.lunar) return null;
  if (LUNAR_WORDING.test(foldVietnamese(text.slice(0, 12)))) {
    const out = applyDateWords(date, text);
    // The writer's form is read whole; other words stay the date's phrase only if it had none.
    if (out.lunar && out.phrase !== text) return { date: out, note: null };
  }
  const lunar = parseLunarPhrase(text);
  return lunar ? { date: { ...date, lunar: lunar.lunar }, note: lunar.rest } : null;
}
