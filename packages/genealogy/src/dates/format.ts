// Qualified dates in Vietnamese words. Long (person pages, forms, reports):
//   12/03/1928 · 3/1928 · 1850 · khoảng 1850 · trước 3/1928 · giữa 1850 và 1860 · từ 1850 đến 1860
//   13/01/1712/13 (dual year) · ngày 10 tháng 3 nhuận năm Giáp Tý 1864 (âm lịch)
//   12/04/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945) · 01/01/1700 (lịch Julius) · 1850 “lời ghi”
// A lunar year is always its Can Chi name, then its number when known. Short (tree cards, exports):
//   k. 1850 · ư. 1850 · tr. 1850 · s. 1850 · 1850–1860 · 10/3 ÂL.
// parseLifeDate reads every long form back to the same date.

import { canChiOfYear } from './can-chi.ts';
import { parseLifeDate } from './parse.ts';
import {
  isRangeQualifier,
  type LifeDateCalendar,
  type LifeDatePoint,
  type LifeDateQualifier,
  type PartialLunar,
  type PartialSolar,
  type QualifiedDate,
} from './types.ts';

export type LifeDateStyle = 'long' | 'short';

export const CALENDAR_LABELS: Record<LifeDateCalendar, string> = {
  julian: 'lịch Julius',
  hebrew: 'lịch Do Thái',
  french: 'lịch Cộng hòa Pháp',
  roman: 'lịch La Mã',
  unknown: 'lịch không rõ',
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `1713` with a dual year → `1712/13` (the old-style year, then the new one's last two digits). */
export function formatSolarYear(solar: Pick<PartialSolar, 'year' | 'dualYear'>): string {
  return solar.dualYear ? `${solar.year - 1}/${pad2(solar.year % 100)}` : String(solar.year);
}

function solarLong(s: PartialSolar): string {
  const year = formatSolarYear(s);
  if (s.month == null) return year;
  if (s.day == null) return `${s.month}/${year}`;
  return `${pad2(s.day)}/${pad2(s.month)}/${year}`;
}

function solarShort(s: PartialSolar): string {
  const year = formatSolarYear(s);
  if (s.month == null) return year;
  if (s.day == null) return `${s.month}/${year}`;
  return `${s.day}/${s.month}/${year}`;
}

/** The year of a lunar date in words: `Giáp Tý 1864`, `Giáp Tý` (name only), or null. */
function lunarYearWords(l: PartialLunar): string | null {
  if (l.year != null) return `${canChiOfYear(l.year)} ${l.year}`;
  return l.canChi ?? null;
}

/** `ngày 10 tháng 3 nhuận năm Giáp Tý 1864` — the parts that are known. */
export function formatLunarWords(l: PartialLunar): string {
  const parts: string[] = [];
  if (l.day != null) parts.push(`ngày ${l.day}`);
  if (l.month != null) parts.push(`tháng ${l.month}${l.leap ? ' nhuận' : ''}`);
  const year = lunarYearWords(l);
  if (year !== null) parts.push(`năm ${year}`);
  return parts.join(' ');
}

function lunarShort(l: PartialLunar): string {
  const leap = l.leap ? 'n' : '';
  const yearNumber = l.year != null ? String(l.year) : null;
  if (l.month != null) {
    const dayMonth = l.day != null ? `${l.day}/${l.month}${leap}` : `th.${l.month}${leap}`;
    if (yearNumber !== null) return `${dayMonth}/${yearNumber} ÂL`;
    return l.canChi ? `${dayMonth} ${l.canChi} ÂL` : `${dayMonth} ÂL`;
  }
  return `${yearNumber ?? l.canChi ?? ''} ÂL`;
}

function pointLong(p: LifeDatePoint | null | undefined): string | null {
  const solar = p?.solar ? solarLong(p.solar) : null;
  const lunar = p?.lunar ? formatLunarWords(p.lunar) : null;
  if (solar !== null && lunar) return `${solar} (âm lịch: ${lunar})`;
  if (solar !== null) return solar;
  return lunar ? `${lunar} (âm lịch)` : null;
}

/** The lunar words alone, for a text that already says it is lunar. */
function pointLunarOnly(p: LifeDatePoint | null | undefined): string | null {
  return p?.lunar ? formatLunarWords(p.lunar) || null : null;
}

function pointShort(p: LifeDatePoint | null | undefined): string | null {
  if (p?.solar) return solarShort(p.solar);
  return p?.lunar ? lunarShort(p.lunar) : null;
}

const LONG_WORDS: Record<LifeDateQualifier, [string, string]> = {
  about: ['khoảng ', ''],
  estimated: ['ước tính ', ''],
  calculated: ['tính ra ', ''],
  before: ['trước ', ''],
  after: ['sau ', ''],
  between: ['giữa ', ' và '],
  from: ['từ ', ''],
  to: ['đến ', ''],
  fromTo: ['từ ', ' đến '],
};

const SHORT_WORDS: Record<LifeDateQualifier, [string, string]> = {
  about: ['k. ', ''],
  estimated: ['ư. ', ''],
  calculated: ['t. ', ''],
  before: ['tr. ', ''],
  after: ['s. ', ''],
  between: ['', '–'],
  from: ['từ ', ''],
  to: ['đến ', ''],
  fromTo: ['', '–'],
};

/** The date without its phrase and calendar mark; null when it has no point at all. */
function datePart(date: QualifiedDate, style: LifeDateStyle | 'lunarOnly'): string | null {
  const point = style === 'long' ? pointLong : style === 'short' ? pointShort : pointLunarOnly;
  const start = point(date);
  const q = date.qualifier ?? null;
  if (q === null) return start;
  const [before, between] = (style === 'short' ? SHORT_WORDS : LONG_WORDS)[q];
  if (isRangeQualifier(q)) {
    const end = point(date.end);
    if (start === null && end === null) return null;
    return `${before}${start ?? '?'}${between}${end ?? '?'}`;
  }
  return start === null ? null : `${before}${start}`;
}

/** A phrase shown alone is quoted when it would otherwise read as a date (or starts with a quote). */
function phraseAlone(phrase: string): string {
  if (/^["“]/.test(phrase)) return `“${phrase}”`;
  const read = parseLifeDate(phrase);
  const isJustPhrase =
    read.problem === null &&
    read.date !== null &&
    read.date.phrase === phrase &&
    !read.date.solar &&
    !read.date.lunar &&
    !read.date.end &&
    !read.date.qualifier &&
    !read.date.calendar;
  return isJustPhrase ? phrase : `“${phrase}”`;
}

/** A qualified date in Vietnamese; '' for no date. */
export function formatLifeDate(
  date: QualifiedDate | null | undefined,
  options: { style?: LifeDateStyle } = {},
): string {
  if (!date) return '';
  const style = options.style ?? 'long';
  const text = datePart(date, style);
  const phrase = date.phrase?.trim() ? date.phrase.trim() : null;
  if (text === null) {
    if (phrase === null) return '';
    return style === 'long' ? phraseAlone(phrase) : phrase;
  }
  if (style === 'short') return text;
  const calendar = date.calendar ? ` (${CALENDAR_LABELS[date.calendar]})` : '';
  return phrase === null ? `${text}${calendar}` : `${text}${calendar} “${phrase}”`;
}

/**
 * The lunar side of a date in words, qualifier included (`khoảng ngày 1 tháng 3 năm Ất Dậu 1945`,
 * `giữa năm Giáp Tý 1864 và năm Ất Sửu 1865`); '' when it has no lunar date. GEDCOM carries it after
 * `âm lịch: `; `parseLifeDate(text, { lunar: true })` reads it back.
 */
export function formatLunarWording(date: QualifiedDate): string {
  return datePart(date, 'lunarOnly') ?? '';
}
