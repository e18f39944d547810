// Dates and numbers as typed in Vietnamese gia phả text: `12/3 âm lịch`, `ngày 12 tháng 3 nhuận năm 1890`,
// `năm Canh Tuất (1850)`, ordinal words (`thứ hai mươi mốt`). Works on folded copies of the text that keep
// every character at its index, so matches found in the folded text slice the text as written.

import { canChiIndexOfYear, readCanChi } from '../dates/can-chi.ts';
import type { LifeDateQualifier, PartialLunar, PartialSolar } from '../dates/types.ts';
import type { DraftLifeDate } from '../draft.ts';
import { isValidLunarDate, LUNAR_MAX_YEAR, LUNAR_MIN_YEAR } from '../lunar.ts';

const foldCache = new Map<string, string>();

/** One character folded like foldVietnamese (marks dropped, đ → d, lower case), always one code unit. */
function foldChar(ch: string): string {
  const cached = foldCache.get(ch);
  if (cached !== undefined) return cached;
  let base = ch.normalize('NFD').charAt(0) || ch;
  if (base === '\u0110' || base === '\u00D0' || base === '\u0111' || base === '\u00F0') base = 'd';
  const lower = base.toLowerCase();
  const folded = lower.length === 1 ? lower : base;
  foldCache.set(ch, folded);
  return folded;
}

/** Folds NFC text character by character so that indexes in the result are indexes in the input. */
export function foldSameLength(s: string): string {
  const lower = s.toLowerCase();
  const sameLength = lower.length === s.length;
  // ASCII needs nothing more (most of a line: digits, spaces, punctuation, unaccented letters).
  if (sameLength && !/[\u0080-\uFFFF]/.test(lower)) return lower;
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    if (ch.charCodeAt(0) >= 0x80) out.push(foldChar(ch));
    else out.push(sameLength ? lower.charAt(i) : ch.toLowerCase());
  }
  return out.join('');
}

/** Lower-cases NFC text character by character (keeps indexes, unlike toLowerCase on rare letters). */
export function lowerSameLength(s: string): string {
  const whole = s.toLowerCase();
  if (whole.length === s.length) return whole;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    const lower = ch.toLowerCase();
    out += lower.length === 1 ? lower : ch;
  }
  return out;
}

const UNITS: Record<string, number> = {
  mot: 1,
  nhat: 1,
  hai: 2,
  ba: 3,
  bon: 4,
  tu: 4,
  nam: 5,
  lam: 5,
  sau: 6,
  bay: 7,
  tam: 8,
  chin: 9,
};

/**
 * Reads a number written in digits or Vietnamese words (folded: `hai muoi mot` = 21, `nhat` = 1) from the
 * start of `words`; returns the value and how many words it used, or null.
 */
export function readVietnameseNumber(words: readonly string[]): { value: number; used: number } | null {
  const first = words[0];
  if (first === undefined) return null;
  if (/^\d{1,3}$/.test(first)) return { value: Number(first), used: 1 };
  const unit = (w: string | undefined) => (w !== undefined && w !== 'nhat' ? UNITS[w] : undefined);
  if (first === 'muoi') {
    const u = unit(words[1]);
    return u === undefined ? { value: 10, used: 1 } : { value: 10 + u, used: 2 };
  }
  const tens = UNITS[first];
  if (tens === undefined) return null;
  if (first !== 'nhat' && words[1] === 'muoi') {
    const u = unit(words[2]);
    return u === undefined ? { value: tens * 10, used: 2 } : { value: tens * 10 + u, used: 3 };
  }
  return { value: tens, used: 1 };
}

/** A sexagenary (Can Chi) year name as written: its index in the cycle of 60 (`dates/can-chi.ts`). */
export interface CanChiYear {
  index: number;
  text: string;
}

/** The Gregorian years from `from` to `to` that carry a Can-Chi name. */
export function canChiYears(cc: CanChiYear, from: number, to: number): number[] {
  const years: number[] = [];
  for (let y = from; y <= to; y++) if (canChiIndexOfYear(y) === cc.index) years.push(y);
  return years;
}

export interface ParsedDate {
  date: DraftLifeDate;
  /** The year given only as a Can-Chi name, for the caller to resolve against other years it knows. */
  canChi: CanChiYear | null;
  /** Text that was not read, as written (empty when everything was understood). */
  leftover: string[];
}

const QUALIFIERS: [RegExp, LifeDateQualifier][] = [
  [/(^|\s)(khoang|chung|uoc)(?=\s|$)/, 'about'],
  [/(^|\s)truoc(?=\s|$)/, 'before'],
  [/(^|\s)sau(?=\s|$)/, 'after'],
];

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a birth or death date phrase (the words after `sinh`, `mất`, `giỗ`…). Day and month without a year
 * and without `dương lịch` are lunar (that is how gia phả keep death days); `âm lịch`, `ÂL` or `nhuận` make
 * the date lunar, `dương lịch`/`DL` solar. Whatever cannot be read stays in `phrase` and in `leftover`.
 */
export function parseDatePhrase(text: string): ParsedDate {
  const original = text.trim();
  // `work` is the folded text; consumed parts are blanked so that what remains is the leftover.
  let work = foldSameLength(original);
  const blank = (start: number, end: number) => {
    work = work.slice(0, start) + ' '.repeat(end - start) + work.slice(end);
  };
  const take = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(work);
    if (m) blank(m.index, m.index + m[0].length);
    return m;
  };

  let place: string | null = null;
  const at = /(^|\s)tai\s+(?=\S)/.exec(work);
  if (at) {
    place = original.slice(at.index + at[0].length).trim() || null;
    blank(at.index, work.length);
  }

  let calendar: 'lunar' | 'solar' | null = null;
  if (take(/\(?\b(am lich|al)\b\)?/)) calendar = 'lunar';
  else if (take(/\(?\b(duong lich|dl)\b\)?/)) calendar = 'solar';

  let qualifier: LifeDateQualifier | null = null;
  for (const [re, q] of QUALIFIERS) {
    if (take(re)) {
      qualifier = q;
      break;
    }
  }

  let day: number | null = null;
  let month: number | null = null;
  let year: number | null = null;
  let leap = false;

  const numeric = take(
    /(?:ngay\s+)?(?:(?:mung|mong)\s+)?\b(\d{1,2})\s*[/.-]\s*(\d{1,2})(\s*nhuan)?(?:\s*[/.-]\s*(\d{3,4}))?\b/,
  );
  const worded =
    numeric ??
    take(
      /(?:ngay\s+)?(?:(?:mung|mong)\s+)?\b(\d{1,2})\s+thang\s+(\d{1,2}|gieng|chap)(\s+nhuan)?(?:\s*(?:,\s*)?(?:nam\s+)?(\d{3,4}))?\b/,
    );
  let namedMonth = false;
  if (worded) {
    day = Number(worded[1]);
    // Tháng Giêng and tháng Chạp are the first and last lunar months.
    namedMonth = worded[2] === 'gieng' || worded[2] === 'chap';
    month = worded[2] === 'gieng' ? 1 : worded[2] === 'chap' ? 12 : Number(worded[2]);
    leap = worded[3] !== undefined;
    year = worded[4] !== undefined ? Number(worded[4]) : null;
  } else {
    const monthYear = take(/\bthang\s+(\d{1,2})(\s+nhuan)?(?:\s+(?:nam\s+)?(\d{3,4}))?\b/);
    if (monthYear) {
      month = Number(monthYear[1]);
      leap = monthYear[2] !== undefined;
      year = monthYear[3] !== undefined ? Number(monthYear[3]) : null;
    }
  }
  if (take(/\bnhuan\b/)) leap = true;

  let canChi: CanChiYear | null = null;
  const cc = /(?:\bnam\s+)?\b([a-z]+)\s+([a-z]+)\b/g;
  for (let m = cc.exec(work); m; m = cc.exec(work)) {
    const reading = readCanChi(`${m[1]} ${m[2]}`);
    if (reading?.kind === 'name') {
      const nameStart = m.index + m[0].length - (m[1] ?? '').length - (m[2] ?? '').length - 1;
      canChi = { index: reading.index, text: original.slice(nameStart, m.index + m[0].length) };
      blank(m.index, m.index + m[0].length);
      break;
    }
    cc.lastIndex = m.index + 1;
  }

  if (year === null) {
    const y = take(/(?:\bnam\s+)?\(?\b(\d{3,4})\b\)?/);
    if (y) year = Number(y[1]);
  }

  // Filler words and punctuation left alone are not a leftover.
  const leftover: string[] = [];
  const re = /[^\s,.;:()–—-][^,.;:()]*/g;
  for (let m = re.exec(work); m; m = re.exec(work)) {
    if (!/^(ngay|thang|nam|vao|luc)(\s+(ngay|thang|nam|vao|luc))*$/.test(m[0].trim())) {
      leftover.push(original.slice(m.index, m.index + m[0].trimEnd().length));
    }
  }

  let solar: PartialSolar | null = null;
  let lunar: PartialLunar | null = null;
  let unreadable = leftover.length > 0;
  const isLunar =
    calendar === 'lunar' || leap || namedMonth || (calendar === null && day !== null && year === null);
  if (day !== null && month !== null) {
    if (month < 1 || month > 12 || day < 1 || day > (isLunar ? 30 : daysInMonth(year ?? 2000, month))) {
      unreadable = true;
      leftover.push(original);
    } else if (isLunar) {
      lunar = { day, month, year, leap };
      if (
        year !== null &&
        year >= LUNAR_MIN_YEAR &&
        year <= LUNAR_MAX_YEAR &&
        !isValidLunarDate({ day, month, year, leap })
      ) {
        unreadable = true;
        leftover.push(original);
      }
    } else if (year !== null) {
      solar = { year, month, day };
    }
  } else if (year !== null) {
    solar = { year, month: isLunar ? null : month, day: null };
    // A lunar month without a day has no place in the model: the words keep it.
    if (isLunar && month !== null) unreadable = true;
  } else if (month !== null) {
    unreadable = true;
  }

  const phrase = unreadable || (canChi !== null && original !== '') ? original : null;
  const date: DraftLifeDate = { solar, lunar, phrase, place };
  // The qualifier (khoảng, trước, sau) is the date's, solar or lunar.
  if (qualifier !== null && (solar !== null || lunar !== null)) date.qualifier = qualifier;
  return { date, canChi, leftover };
}
