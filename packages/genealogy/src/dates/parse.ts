// One text field for every date: typed Vietnamese (with or without tone marks) and GEDCOM forms.
// Reads back everything formatLifeDate writes. What cannot be read is kept verbatim as the phrase;
// a date that cannot exist (31/02/1900, tháng 13, "Giáp Sửu", a leap month the year lacks) is a problem.

import { readGedcomDate } from '../gedcom/dates.ts';
import { isValidLunarDate, LUNAR_MAX_YEAR, LUNAR_MIN_YEAR, leapMonthOf, lunarMonthLength } from '../lunar.ts';
import { foldVietnamese } from '../text.ts';
import { canChiOfYear, readCanChi } from './can-chi.ts';
import { lifeDateSortKey } from './sort.ts';
import type {
  LifeDateCalendar,
  LifeDatePoint,
  LifeDateQualifier,
  PartialLunar,
  PartialSolar,
  QualifiedDate,
} from './types.ts';

export interface LifeDateReading {
  date: QualifiedDate | null;
  /** Why the text names a date that cannot be (Vietnamese); null when it is fine. */
  problem: string | null;
}

/** A point read from words, or why it cannot be; null: not a date. */
type PointReading = { point: LifeDatePoint; problem: null } | { point: null; problem: string } | null;

function daysInSolarMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `1712/13` → 1713 (the second year must follow the first); null when it does not. */
export function dualYearOf(first: string, second: string): number | null {
  const year = Number(first) + 1;
  if (second.length < 1 || second.length > first.length) return null;
  return year % 10 ** second.length === Number(second) ? year : null;
}

const fail = (problem: string): PointReading => ({ point: null, problem });

function solarPoint(year: number, month: number | null, day: number | null, dual: boolean): PointReading {
  if (year < 1 || year > 9999) return fail(`Năm ${year} không hợp lệ`);
  if (month !== null && (month < 1 || month > 12))
    return fail(`Không có tháng ${month}: tháng phải từ 1 đến 12`);
  if (day !== null && month !== null) {
    const days = daysInSolarMonth(year, month);
    if (day < 1 || day > days) {
      return fail(`Không có ngày ${day}/${month}/${year}: tháng ${month} năm ${year} chỉ có ${days} ngày`);
    }
  }
  const solar: PartialSolar = { year };
  if (month !== null) solar.month = month;
  if (day !== null) solar.day = day;
  if (dual) solar.dualYear = true;
  return { point: { solar }, problem: null };
}

/** The year of a lunar date: `1864`, `Giáp Tý`, `Giáp Tý 1864`, `1864 (Giáp Tý)`. */
interface LunarYearReading {
  year: number | null;
  canChi: string | null;
  /** The year was named (Giáp Tý): the date is lunar even without the words âm lịch. */
  named: boolean;
  problem: string | null;
}

function lunarYearOf(words: string): LunarYearReading | null {
  const number = /^(\d{1,4})$/.exec(words);
  if (number) return { year: Number(number[1]), canChi: null, named: false, problem: null };
  const m =
    /^([a-z]+ [a-z]+)(?: \(?(\d{1,4})\)?)?$/.exec(words) ?? /^(\d{1,4}) \(([a-z]+ [a-z]+)\)$/.exec(words);
  if (!m) return null;
  const [nameWords, numberWords] = /^\d/.test(m[1] ?? '') ? [m[2] ?? '', m[1]] : [m[1] ?? '', m[2]];
  const reading = readCanChi(nameWords);
  if (reading === null) return null;
  if (reading.kind === 'invalid') {
    return {
      year: null,
      canChi: null,
      named: true,
      problem: `“${reading.written}” không phải tên năm Can Chi (${reading.can} chỉ đi với ${reading.chiOfCan})`,
    };
  }
  if (numberWords === undefined) return { year: null, canChi: reading.name, named: true, problem: null };
  const year = Number(numberWords);
  if (canChiOfYear(year) !== reading.name) {
    return {
      year: null,
      canChi: null,
      named: true,
      problem: `Năm ${year} là năm ${canChiOfYear(year)}, không phải ${reading.name}`,
    };
  }
  return { year, canChi: null, named: true, problem: null };
}

function lunarPoint(
  day: number | null,
  month: number | null,
  leap: boolean,
  year: number | null,
  canChi: string | null,
): PointReading {
  if (day !== null && (day < 1 || day > 30)) return fail('Ngày âm lịch phải từ 1 đến 30');
  if (month !== null && (month < 1 || month > 12))
    return fail(`Không có tháng ${month}: tháng phải từ 1 đến 12`);
  if (year !== null && (year < 1 || year > 9999)) return fail(`Năm ${year} không hợp lệ`);
  if (year !== null && month !== null && year >= LUNAR_MIN_YEAR && year <= LUNAR_MAX_YEAR) {
    const named = `${canChiOfYear(year)} ${year}`;
    const leapMonth = leapMonthOf(year);
    if (leap && leapMonth !== month) {
      return fail(
        leapMonth === null
          ? `Năm âm lịch ${named} không có tháng nhuận`
          : `Năm âm lịch ${named} nhuận tháng ${leapMonth}, không có tháng ${month} nhuận`,
      );
    }
    if (day !== null && !isValidLunarDate({ year, month, day, leap })) {
      return fail(
        `Tháng ${month}${leap ? ' nhuận' : ''} năm ${named} chỉ có ${lunarMonthLength(year, month, leap)} ngày`,
      );
    }
  }
  const lunar: PartialLunar = { leap };
  if (day !== null) lunar.day = day;
  if (month !== null) lunar.month = month;
  if (year !== null) lunar.year = year;
  else if (canChi !== null) lunar.canChi = canChi;
  return { point: { lunar }, problem: null };
}

const MONTH_WORD = '(\\d{1,2}|gieng|chap)';
const monthNumber = (w: string) => (w === 'gieng' ? 1 : w === 'chap' ? 12 : Number(w));

/**
 * One point in folded words (no tone marks, lower case). `lunar`: the text said âm lịch (or the point
 * sits in an `(âm lịch: …)` part).
 */
function readPoint(folded: string, forceLunar: boolean): PointReading {
  let text = folded.trim();
  // Solar with its lunar date beside it: `12/04/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)`.
  const both = /^(.+?) ?\(am lich: ?(.+)\)$/.exec(text);
  if (both && !forceLunar) {
    const solar = readPoint(both[1] ?? '', false);
    const lunar = readPoint(both[2] ?? '', true);
    if (solar === null || lunar === null) return null;
    if (solar.problem !== null) return solar;
    if (lunar.problem !== null) return lunar;
    if (!solar.point.solar || !lunar.point.lunar) return null;
    return { point: { solar: solar.point.solar, lunar: lunar.point.lunar }, problem: null };
  }
  let lunar = forceLunar;
  let solarSaid = false;
  const lunarMark = /\s*\(?\b(am lich|al|a\.l\.)\)?$/;
  const solarMark = /\s*\(?\b(duong lich|dl|d\.l\.)\)?$/;
  if (lunarMark.test(text)) {
    lunar = true;
    text = text.replace(lunarMark, '');
  } else if (solarMark.test(text)) {
    solarSaid = true;
    text = text.replace(solarMark, '');
  }
  text = text.replace(/^ngay /, 'ngay ').trim();

  // Digits: d/m/y, d/m (lunar), m/y, y; `n` or ` nhuan` after the month marks a leap month.
  let m = /^(\d{1,2})[/.-](\d{1,2})(n| nhuan)?[/.-](\d{1,4})(?:\/(\d{1,2}))?$/.exec(text);
  if (m) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    const leap = m[3] !== undefined;
    const yearText = m[4] ?? '';
    if (lunar || leap) {
      if (m[5] !== undefined) return null;
      return lunarPoint(day, month, leap, Number(yearText), null);
    }
    return solarYearPoint(yearText, m[5], month, day);
  }
  m = /^(\d{1,2})[/.-](\d{1,2})(n| nhuan)?(?:,? (?:nam )?(.+))?$/.exec(text);
  if (m) {
    const leap = m[3] !== undefined;
    const year = m[4] === undefined ? null : lunarYearOf(m[4]);
    if (year === null && m[4] !== undefined) return null;
    if (year?.problem) return fail(year.problem);
    if (year?.year != null && !lunar && !leap && !year.named) {
      return solarPoint(year.year, Number(m[2]), Number(m[1]), false);
    }
    // A day and month without a year are lunar (how gia phả keep days of death).
    if (solarSaid) return fail('Thiếu năm dương lịch');
    return lunarPoint(Number(m[1]), Number(m[2]), leap, year?.year ?? null, year?.canChi ?? null);
  }
  m = /^th\.(\d{1,2})(n)?(?:\/(\d{1,4}))?$/.exec(text);
  if (m && lunar)
    return lunarPoint(null, Number(m[1]), m[2] !== undefined, m[3] === undefined ? null : Number(m[3]), null);
  m = /^(\d{1,2})[/.-](\d{3,4})(?:\/(\d{1,2}))?$/.exec(text);
  if (m) {
    if (lunar) return m[3] === undefined ? lunarPoint(null, Number(m[1]), false, Number(m[2]), null) : null;
    return solarYearPoint(m[2] ?? '', m[3], Number(m[1]), null);
  }
  m = /^(?:nam )?(\d{1,4})(?:\/(\d{1,2}))?$/.exec(text);
  if (m) {
    if (lunar) return m[2] === undefined ? lunarPoint(null, null, false, Number(m[1]), null) : null;
    return solarYearPoint(m[1] ?? '', m[2], null, null);
  }

  if (lunar) {
    const named = lunarYearOf(text);
    if (named?.problem) return fail(named.problem);
    if (named) return lunarPoint(null, null, false, named.year, named.canChi);
  }

  // Words: [ngày [mùng] D] [tháng M [nhuận]] [năm Y].
  m = new RegExp(
    `^(?:(?:ngay )?(?:(?:mung|mong) )?(\\d{1,2}) )?(?:thang ${MONTH_WORD}( nhuan)?)?,? ?(?:nam (.+))?$`,
  ).exec(text.replace(/^ngay (?=\d)/, ''));
  if (m && (m[2] !== undefined || m[4] !== undefined) && !(m[1] !== undefined && m[2] === undefined)) {
    const day = m[1] === undefined ? null : Number(m[1]);
    const monthWord = m[2];
    const month = monthWord === undefined ? null : monthNumber(monthWord);
    const leap = m[3] !== undefined;
    const yearWords = m[4];
    const year = yearWords === undefined ? null : lunarYearOf(yearWords.trim());
    if (yearWords !== undefined && year === null) {
      const dual = /^(\d{1,4})\/(\d{1,2})$/.exec(yearWords.trim());
      if (!dual || lunar || leap) return null;
      return solarYearPoint(dual[1] ?? '', dual[2], month, day);
    }
    if (year?.problem) return fail(year.problem);
    const isLunar =
      lunar || leap || monthWord === 'gieng' || monthWord === 'chap' || year?.named === true || year === null;
    if (isLunar && !solarSaid) return lunarPoint(day, month, leap, year?.year ?? null, year?.canChi ?? null);
    if (year === null || year.year === null) return solarSaid ? fail('Thiếu năm dương lịch') : null;
    return solarPoint(year.year, month, day, false);
  }
  return null;
}

function solarYearPoint(
  yearText: string,
  dualText: string | undefined,
  month: number | null,
  day: number | null,
): PointReading {
  if (dualText === undefined) return solarPoint(Number(yearText), month, day, false);
  const year = dualYearOf(yearText, dualText);
  if (year === null) return fail(`Năm kép ${yearText}/${dualText} không hợp lệ: năm sau phải liền năm trước`);
  return solarPoint(year, month, day, true);
}

// Qualifier words (folded), longest first.
const PREFIXES: [RegExp, LifeDateQualifier][] = [
  [/^(?:khoang|k\.|k|chung|ca\.|ca) (.+)$/, 'about'],
  [/^(?:uoc tinh|uoc|u\.) (.+)$/, 'estimated'],
  [/^(?:tinh ra|tinh|t\.) (.+)$/, 'calculated'],
  [/^(?:truoc|tr\.) (.+)$/, 'before'],
  [/^(?:sau|s\.) (.+)$/, 'after'],
];

const CALENDAR_WORDS: Record<string, LifeDateCalendar> = {
  'lich julius': 'julian',
  'lich julian': 'julian',
  'lich do thai': 'hebrew',
  'lich cong hoa phap': 'french',
  'lich la ma': 'roman',
  'lich khong ro': 'unknown',
};

const GEDCOM_WORDS = new Set([
  'ABT',
  'ABOUT',
  'CAL',
  'EST',
  'BEF',
  'AFT',
  'BET',
  'FROM',
  'TO',
  'INT',
  'JULIAN',
  'GREGORIAN',
  'HEBREW',
  'FRENCH_R',
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
]);

function looksGedcom(text: string): boolean {
  if (text.startsWith('@#D')) return true;
  return text.split(' ').some((w) => GEDCOM_WORDS.has(w.toUpperCase()) && /^[A-Za-z_]+$/.test(w));
}

type RangeReading = { start: LifeDatePoint | null; end: LifeDatePoint | null; problem: string | null } | null;

/** `?` stands for an end not known. */
function readEnd(folded: string, lunar: boolean): PointReading {
  return folded.trim() === '?' ? { point: {}, problem: null } : readPoint(folded, lunar);
}

function readRange(a: string, b: string, lunar: boolean): RangeReading {
  const start = readEnd(a, lunar);
  const end = readEnd(b, lunar);
  if (start === null || end === null) return null;
  if (start.problem !== null || end.problem !== null) {
    return { start: null, end: null, problem: start.problem ?? end.problem };
  }
  const empty = (p: LifeDatePoint) => !p.solar && !p.lunar;
  return {
    start: empty(start.point) ? null : start.point,
    end: empty(end.point) ? null : end.point,
    problem: null,
  };
}

function readQualified(folded: string, lunar: boolean): LifeDateReading | null {
  const build = (qualifier: LifeDateQualifier | null, reading: PointReading): LifeDateReading | null => {
    if (reading === null) return null;
    if (reading.problem !== null) return { date: null, problem: reading.problem };
    const date: QualifiedDate = { ...reading.point };
    if (qualifier !== null) date.qualifier = qualifier;
    return { date, problem: null };
  };
  const range = (qualifier: LifeDateQualifier, a: string, b: string): LifeDateReading | null => {
    const r = readRange(a, b, lunar);
    if (r === null) return null;
    if (r.problem !== null) return { date: null, problem: r.problem };
    const date: QualifiedDate = { ...(r.start ?? {}), qualifier };
    if (r.end) date.end = r.end;
    return { date, problem: null };
  };
  let m = /^giua (.+?) va (.+)$/.exec(folded);
  if (m) return range('between', m[1] ?? '', m[2] ?? '');
  m = /^tu (.+?) den (.+)$/.exec(folded);
  if (m) return range('fromTo', m[1] ?? '', m[2] ?? '');
  m = /^tu (.+)$/.exec(folded);
  if (m) return build('from', readPoint(m[1] ?? '', lunar));
  m = /^den (.+)$/.exec(folded);
  if (m) return build('to', readPoint(m[1] ?? '', lunar));
  for (const [re, qualifier] of PREFIXES) {
    m = re.exec(folded);
    if (m) return build(qualifier, readPoint(m[1] ?? '', lunar));
  }
  const single = build(null, readPoint(folded, lunar));
  if (single !== null) return single;
  // `1850-1860`, `1850–1860`: between two years (the short form's range).
  m = /^(.+?) ?- ?(.+)$/.exec(folded);
  return m ? range('between', m[1] ?? '', m[2] ?? '') : null;
}

/**
 * Reads a date as typed. Empty: no date. Not understood: the text kept as the phrase. `lunar`: the
 * text is known to be lunar (GEDCOM's `âm lịch: …` wording), so bare numbers are lunar.
 */
export function parseLifeDate(text: string, options: { lunar?: boolean } = {}): LifeDateReading {
  const lunar = options.lunar ?? false;
  const original = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (original === '') return { date: null, problem: null };
  const asPhrase: LifeDateReading = { date: { phrase: original }, problem: null };

  const quoted = /^[“"](.*)[”"]$/.exec(original);
  if (quoted && !/^[“"].*[”"] *[“"]/.test(original)) {
    const inner = (quoted[1] ?? '').trim();
    return inner === '' ? { date: null, problem: null } : { date: { phrase: inner }, problem: null };
  }

  if (!lunar && looksGedcom(original)) {
    const read = readGedcomDate(original);
    if (read.problem !== null) return { date: null, problem: read.problem };
    return read.date !== null && read.understood ? { date: read.date, problem: null } : asPhrase;
  }

  // The source's words after the date, in quotes: `1850 “cuối đời Tự Đức”`.
  let dateText = original;
  let phrase: string | null = null;
  const withPhrase = /^(.+?) ?[“"](.*)[”"]$/.exec(original);
  if (withPhrase) {
    dateText = withPhrase[1] ?? '';
    phrase = (withPhrase[2] ?? '').trim() || null;
  }
  let folded = foldVietnamese(dateText).replace(/[–—]/g, '-');
  let calendar: LifeDateCalendar | null = null;
  const calendarMark = /^(.+?) ?\(([a-z ]+)\)$/.exec(folded);
  const calendarName = calendarMark ? CALENDAR_WORDS[calendarMark[2] ?? ''] : undefined;
  if (calendarMark && calendarName !== undefined) {
    calendar = calendarName;
    folded = calendarMark[1] ?? '';
  }

  const read = readQualified(folded, lunar);
  if (read === null) return asPhrase;
  if (read.problem !== null || read.date === null) return read;
  const date = read.date;
  if (date.end && lifeDateSortKey({ ...date.end }) !== null) {
    const start = lifeDateSortKey({ solar: date.solar, lunar: date.lunar });
    const end = lifeDateSortKey({ ...date.end });
    if (start !== null && end !== null && end < start)
      return { date: null, problem: 'Ngày cuối đứng trước ngày đầu' };
  }
  if (calendar !== null) date.calendar = calendar;
  if (phrase !== null) date.phrase = phrase;
  return { date, problem: null };
}
