// Reading the cells of a bank statement: amounts as Vietnamese banks print them, times in Vietnam
// time. Pure functions, no I/O.
import { createHash } from 'node:crypto';
import { foldVietnamese } from '@giapha/genealogy';

/** Vietnam has no daylight saving: wall time is always UTC+7. */
const VIETNAM_OFFSET_HOURS = 7;

export type AmountCell =
  | { kind: 'amount'; value: number }
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string };

const WHOLE = /^\d+$/;
/** `1.234.567` or `1,234,567`: groups of three after the first, one separator kind throughout. */
const GROUPED = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/;

/**
 * A statement's amount in đồng. Vietnamese banks write thousands with dots (`1.234.567`), exports in
 * English with commas (`1,234,567`); a separator followed by exactly three digits groups thousands
 * (đồng has no subunit, so `1.234` is one thousand two hundred thirty-four đồng). With both kinds the
 * last one is the decimal mark (`1.234.567,00`, `1,234,567.00`), as is a lone one before one, two or
 * four-plus digits (`500000.00`). A fraction other than zeros is refused rather than rounded.
 * Signs: `+500,000`, `-500.000`, `(500.000)`; currency marks (`VND`, `VNĐ`, `đ`, `₫`) are dropped.
 */
export function parseAmount(cell: string): AmountCell {
  let text = cell
    .normalize('NFC')
    .replace(/[\s\u00a0\u202f]+/g, '')
    .replace(/(?:vnđ|vnd|đồng|dong|đ|₫)$/i, '')
    .replace(/^(?:vnđ|vnd|₫)/i, '');
  if (text === '' || text === '-') return { kind: 'empty' };
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('+')) text = text.slice(1);
  else if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  const integer = integerPart(text);
  if (integer === undefined) return { kind: 'invalid', reason: 'Không đọc được số tiền' };
  if (integer === 'fraction') return { kind: 'invalid', reason: 'Số tiền có phần lẻ dưới một đồng' };
  const value = Number(integer);
  if (!Number.isSafeInteger(value)) return { kind: 'invalid', reason: 'Số tiền quá lớn' };
  return { kind: 'amount', value: negative ? -value : value };
}

/** The digits of the whole đồng, `fraction` for a non-zero fraction, undefined when not a number. */
function integerPart(text: string): string | undefined | 'fraction' {
  if (WHOLE.test(text)) return text;
  if (GROUPED.test(text)) return text.replace(/[.,]/g, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const decimalAt = Math.max(lastDot, lastComma);
  if (decimalAt <= 0) return undefined;
  const decimalMark = text[decimalAt];
  const groupMark = decimalMark === '.' ? ',' : '.';
  const whole = text.slice(0, decimalAt);
  const fraction = text.slice(decimalAt + 1);
  if (!/^\d+$/.test(fraction)) return undefined;
  // The whole part: plain digits, or thousands grouped with the other mark.
  const grouped = new RegExp(`^\\d{1,3}(?:\\${groupMark}\\d{3})*$`);
  if (!WHOLE.test(whole) && !grouped.test(whole)) return undefined;
  if (!/^0+$/.test(fraction)) return 'fraction';
  return whole.replaceAll(groupMark, '');
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A wall-clock time in Vietnam as the instant it names; undefined when it is no real time. */
function vietnamTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | undefined {
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  return new Date(Date.UTC(year, month - 1, day, hour - VIETNAM_OFFSET_HOURS, minute, second));
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?`;
/** dd/mm/yyyy (or - or .), the time after it or before it. */
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T,]+${TIME})?$`);
const TIME_FIRST = new RegExp(String.raw`^${TIME}[ ,]+(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$`);
/** yyyy-mm-dd (or /), with a time; an offset or Z makes it an exact instant. */
const YEAR_FIRST = new RegExp(
  String.raw`^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T]+${TIME})?\s*(Z|[+-]\d{2}:?\d{2})?$`,
  'i',
);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const EXCEL_SERIAL = /^\d{1,6}(?:\.\d+)?$/;
/** Excel's day 0 is 30 December 1899 (its 1900 leap-year bug makes this the base that works). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * When a statement row's money arrived. Wall times (every format but an ISO time with an offset)
 * are Vietnam time. Accepts dd/mm/yyyy[ HH:mm[:ss]], HH:mm[:ss] dd/mm/yyyy, yyyy-mm-dd[ HH:mm[:ss]],
 * ISO 8601, yyyymmdd and Excel serial day numbers.
 */
export function parsePaidAt(cell: string): Date | undefined {
  const text = cell.trim().replace(/\s+/g, ' ');
  let m = DAY_FIRST.exec(text);
  if (m) {
    const [, d, mo, y, h, mi, s] = m;
    return vietnamTime(
      fullYear(y ?? ''),
      Number(mo),
      Number(d),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
    );
  }
  m = TIME_FIRST.exec(text);
  if (m) {
    const [, h, mi, s, d, mo, y] = m;
    return vietnamTime(fullYear(y ?? ''), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0));
  }
  m = YEAR_FIRST.exec(text);
  if (m) {
    const [, y, mo, d, h, mi, s, zone] = m;
    const wall = vietnamTime(
      Number(y),
      Number(mo),
      Number(d),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
    );
    if (!wall || !zone) return wall;
    // The offset the statement states replaces Vietnam's.
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[^0-9]/g, '');
    const offsetMinutes =
      zone.toUpperCase() === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    return new Date(wall.getTime() + (VIETNAM_OFFSET_HOURS * 60 - offsetMinutes) * 60_000);
  }
  m = COMPACT.exec(text);
  if (m) return vietnamTime(Number(m[1]), Number(m[2]), Number(m[3]));
  if (EXCEL_SERIAL.test(text)) {
    const serial = Number(text);
    // Day 1 to the year 2200: anything else in a date column is not a date.
    if (serial < 1 || serial >= 110_000) return undefined;
    const wallAsUtc = new Date(EXCEL_EPOCH + Math.round(serial * 86_400) * 1000);
    return vietnamTime(
      wallAsUtc.getUTCFullYear(),
      wallAsUtc.getUTCMonth() + 1,
      wallAsUtc.getUTCDate(),
      wallAsUtc.getUTCHours(),
      wallAsUtc.getUTCMinutes(),
      wallAsUtc.getUTCSeconds(),
    );
  }
  return undefined;
}

/**
 * A statement row's reference when the statement gives none: the same row imported again gets the
 * same one, so it is found as a duplicate.
 */
export function madeReference(paidAt: Date, amount: number, note: string | null): string {
  const hash = createHash('sha256')
    .update(`${paidAt.toISOString()}|${amount}|${foldVietnamese(note ?? '')}`)
    .digest('hex');
  return `import:${hash.slice(0, 32)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `15/01/2024 10:05`: an instant as a Vietnamese reader writes it, in Vietnam time. */
export function formatVietnamDateTime(instant: Date): string {
  const wall = new Date(instant.getTime() + VIETNAM_OFFSET_HOURS * 3_600_000);
  return `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
