import type { LifeDate } from '@giapha/contract';
import {
  canChiOfYear,
  deathAnniversaryOf,
  formatLifeDate,
  formatLunarWords,
  isLunarConvertible,
  isValidLunarDate,
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  lunarToSolar,
  type SolarDate,
  solarToLunar,
} from '@giapha/genealogy';

/** A death also shows its giỗ. */
export type DateFieldKind = 'birth' | 'death' | 'event';

export interface DateFieldHelp {
  /** What the text was read as, in words (`Hiểu là: khoảng 1850`). */
  understood: string | null;
  /** The day in the other calendar, the year's Can Chi, the giỗ. */
  lines: string[];
  /** The solar and lunar dates given are not the same day. */
  warning: string | null;
  /** The same day with its other calendar added, offered with a button. */
  completion: { date: LifeDate; label: string } | null;
}

const NO_HELP: DateFieldHelp = { understood: null, lines: [], warning: null, completion: null };

const pad2 = (n: number) => String(n).padStart(2, '0');
const solarText = (d: SolarDate) => `${pad2(d.day)}/${pad2(d.month)}/${d.year}`;

function isPhraseOnly(date: LifeDate): boolean {
  return !date.solar && !date.lunar && !date.end && !date.qualifier;
}

/** The solar day of an exact date, when it is a whole one. */
function exactSolarDay(date: LifeDate): SolarDate | null {
  const s = date.solar;
  return s?.month != null && s.day != null ? { year: s.year, month: s.month, day: s.day } : null;
}

/** The lunar day of an exact date, when day, month and year are known and the day exists. */
function exactLunarDay(date: LifeDate) {
  const l = date.lunar;
  if (l?.day == null || l.month == null || l.year == null) return null;
  const lunar = { year: l.year, month: l.month, day: l.day, leap: l.leap };
  return isValidLunarDate(lunar) ? lunar : null;
}

/** The other calendar of an exact day: a line, a completion, or a warning when both disagree. */
function otherCalendar(date: LifeDate, help: DateFieldHelp): void {
  const solar = exactSolarDay(date);
  if (solar && !date.solar?.dualYear) {
    if (!isLunarConvertible(solar)) {
      help.lines.push(`Ngày âm lịch chỉ tính được cho các năm ${LUNAR_MIN_YEAR}–${LUNAR_MAX_YEAR}`);
      return;
    }
    const lunar = solarToLunar(solar);
    const given = date.lunar;
    if (!given) {
      help.lines.push(`Âm lịch: ${formatLunarWords(lunar)}`);
      help.completion = { date: { ...date, lunar }, label: 'Thêm ngày âm lịch tương ứng' };
      return;
    }
    const same =
      (given.day == null || given.day === lunar.day) &&
      (given.month == null || (given.month === lunar.month && given.leap === lunar.leap)) &&
      (given.year == null || given.year === lunar.year);
    if (!same) {
      help.warning = `Ngày âm lịch và dương lịch không khớp nhau: ngày ${solarText(solar)} là ${formatLunarWords(lunar)} âm lịch.`;
    }
    return;
  }
  const lunar = exactLunarDay(date);
  if (lunar && !date.solar) {
    const converted = lunarToSolar(lunar);
    help.lines.push(`Dương lịch: ${solarText(converted)}`);
    help.completion = { date: { ...date, solar: converted }, label: 'Thêm ngày dương lịch tương ứng' };
  }
}

/** For a death: the giỗ, or why it cannot be known from this date. */
function gio(date: LifeDate, help: DateFieldHelp): void {
  const day = deathAnniversaryOf(date);
  if (day) {
    // A leap-month death is remembered in the regular month; day 30 of a short month falls on 29.
    const shortMonth = day.day === 30 ? ' (tháng thiếu thì giỗ ngày 29)' : '';
    help.lines.push(`Ngày giỗ: ${day.day}/${day.month} âm lịch hằng năm${shortMonth}`);
  } else if (date.qualifier || date.end) {
    help.lines.push('Ngày mất chưa chắc chắn nên chưa tính được ngày giỗ');
  } else if (help.completion?.date.lunar) {
    help.lines.push('Thêm ngày âm lịch tương ứng để tính ngày giỗ');
  }
}

/**
 * What a date field shows under the text: the date in words (when the text is typed, not the stored
 * form), the other calendar of an exact day, a lone year's Can Chi and, for a death, the giỗ.
 */
export function dateFieldHelp(date: LifeDate | null, kind: DateFieldKind, typed: boolean): DateFieldHelp {
  if (!date) return NO_HELP;
  const help: DateFieldHelp = { understood: null, lines: [], warning: null, completion: null };
  if (isPhraseOnly(date)) {
    help.understood = `Không đọc được thành ngày, sẽ lưu nguyên văn: “${date.phrase ?? ''}”`;
    return help;
  }
  if (typed) help.understood = `Hiểu là: ${formatLifeDate(date)}`;
  if (!date.qualifier && !date.end && !date.calendar) otherCalendar(date, help);
  const solar = date.solar;
  if (solar && solar.month == null && !date.lunar && !date.end && !date.calendar) {
    help.lines.push(`Năm ${solar.year}: năm ${canChiOfYear(solar.year)}`);
  }
  if (kind === 'death') gio(date, help);
  return help;
}

/** The forms the field reads, for its help. */
export const DATE_FIELD_FORMS: readonly { example: string; meaning: string }[] = [
  { example: '12/3/1928', meaning: 'ngày, tháng, năm dương lịch' },
  { example: '3/1928 · 1928', meaning: 'chỉ biết tháng và năm, hoặc năm' },
  { example: 'khoảng 1850 · trước 1900 · sau 1900', meaning: 'ngày ước chừng (gõ không dấu cũng được)' },
  { example: 'giữa 1850 và 1860 · từ 1850 đến 1860', meaning: 'một khoảng thời gian' },
  { example: '10/3 âm lịch · 10/3 ÂL', meaning: 'ngày âm lịch, như ngày giỗ' },
  { example: 'ngày 10 tháng 3 nhuận năm Giáp Tý', meaning: 'âm lịch với năm Can Chi' },
  { example: 'năm Giáp Tý', meaning: 'chỉ biết năm Can Chi' },
  { example: '1712/13', meaning: 'năm kép (lịch cũ/lịch mới)' },
  { example: 'ABT 1850 · BET 1850 AND 1860', meaning: 'dạng GEDCOM' },
  { example: '“cuối đời Tự Đức”', meaning: 'chữ khác được lưu nguyên văn' },
];
