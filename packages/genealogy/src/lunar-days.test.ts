import { describe, expect, it } from 'vitest';
import {
  addSolarDays,
  compareSolarDates,
  formatIsoDay,
  isLunarConvertible,
  leapMonthOf,
  lunarMonthLength,
  lunarToSolar,
  parseIsoDay,
  type SolarDate,
  solarMonthRange,
  solarToLunar,
  thanhMinhDate,
  thanhMinhDatesBetween,
  vietnamDayOf,
  vietnamToday,
  yearlyLunarDatesBetween,
} from './lunar.ts';

const day = (iso: string): SolarDate => {
  const d = parseIsoDay(iso);
  if (!d) throw new Error(`bad day ${iso}`);
  return d;
};
const isoDays = (dates: readonly SolarDate[]) => dates.map(formatIsoDay);

describe('ISO days', () => {
  it('formats and parses YYYY-MM-DD, refusing days that do not exist', () => {
    expect(formatIsoDay({ year: 2026, month: 4, day: 5 })).toBe('2026-04-05');
    expect(formatIsoDay({ year: 987, month: 1, day: 1 })).toBe('0987-01-01');
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-4-5', '05/04/2025', '']) {
      expect(parseIsoDay(bad), bad).toBeUndefined();
    }
  });

  it('adds days across months and years, and compares days', () => {
    expect(addSolarDays(day('2024-12-31'), 1)).toEqual(day('2025-01-01'));
    expect(addSolarDays(day('2024-03-01'), -1)).toEqual(day('2024-02-29'));
    expect(addSolarDays(day('2026-01-01'), 364)).toEqual(day('2026-12-31'));
    expect(compareSolarDates(day('2026-02-16'), day('2026-02-17'))).toBeLessThan(0);
    expect(compareSolarDates(day('2026-02-17'), day('2026-02-17'))).toBe(0);
  });

  it('gives a month’s first and last day', () => {
    expect(solarMonthRange(2024, 2)).toEqual({ first: day('2024-02-01'), last: day('2024-02-29') });
    expect(solarMonthRange(2027, 4)).toEqual({ first: day('2027-04-01'), last: day('2027-04-30') });
    expect(() => solarMonthRange(2027, 13)).toThrow(RangeError);
  });

  it('knows which days have a lunar date', () => {
    expect(isLunarConvertible(day('1900-01-30'))).toBe(false);
    expect(isLunarConvertible(day('1900-01-31'))).toBe(true);
    expect(isLunarConvertible(day('2101-01-28'))).toBe(true);
    expect(isLunarConvertible(day('2101-12-31'))).toBe(false);
    expect(isLunarConvertible(day('1750-06-01'))).toBe(false);
  });
});

describe('today in Vietnam', () => {
  it('is the UTC+7 day, whatever the machine’s zone', () => {
    // 16:59 UTC is 23:59 in Hà Nội; 17:00 UTC is already the next day there.
    expect(vietnamDayOf(new Date('2026-02-16T16:59:59Z'))).toEqual(day('2026-02-16'));
    expect(vietnamDayOf(new Date('2026-02-16T17:00:00Z'))).toEqual(day('2026-02-17'));
    expect(vietnamDayOf(new Date('2025-12-31T20:00:00-05:00'))).toEqual(day('2026-01-01'));
    expect(vietnamToday(new Date('2026-06-30T23:30:00+07:00'))).toEqual(day('2026-06-30'));
  });
});

describe('Thanh Minh', () => {
  it('falls on the day the sun reaches 15°, in Vietnam’s time', () => {
    const expected: Record<number, string> = {
      2021: '2021-04-04',
      2022: '2022-04-05',
      2023: '2023-04-05',
      2024: '2024-04-04',
      2025: '2025-04-04',
      2026: '2026-04-05',
    };
    for (const [year, iso] of Object.entries(expected)) {
      expect(formatIsoDay(thanhMinhDate(Number(year))), year).toBe(iso);
    }
  });

  it('is 4 or 5 April every year from 1950 to 2100', () => {
    for (let year = 1950; year <= 2100; year += 1) {
      const date = thanhMinhDate(year);
      expect(date.month, String(year)).toBe(4);
      expect([4, 5], String(year)).toContain(date.day);
    }
  });

  it('lists the days within a range, one per year', () => {
    expect(isoDays(thanhMinhDatesBetween(day('2024-01-01'), day('2026-12-31')))).toEqual([
      '2024-04-04',
      '2025-04-04',
      '2026-04-05',
    ]);
    expect(thanhMinhDatesBetween(day('2026-04-06'), day('2027-04-04'))).toEqual([]);
    expect(isoDays(thanhMinhDatesBetween(day('2026-04-05'), day('2026-04-05')))).toEqual(['2026-04-05']);
    // Years without lunar dates give nothing rather than failing.
    expect(thanhMinhDatesBetween(day('1800-01-01'), day('1800-12-31'))).toEqual([]);
  });
});

describe('yearly lunar dates within a solar range', () => {
  it('finds Tết and the last day of the year before it in a month around Tết', () => {
    // Lunar 2026 ends with a 29-day month 12: a death on 30/12 is remembered on 29/12 = 2027-02-05.
    expect(lunarMonthLength(2026, 12, false)).toBe(29);
    const february = solarMonthRange(2027, 2);
    const tet = yearlyLunarDatesBetween({ day: 1, month: 1, leap: false }, february.first, february.last);
    expect(tet.map((d) => [formatIsoDay(d.solar), d.lunar])).toEqual([
      ['2027-02-06', { year: 2027, month: 1, day: 1, leap: false }],
    ]);
    const lastDay = yearlyLunarDatesBetween(
      { day: 30, month: 12, leap: false },
      february.first,
      february.last,
    );
    expect(lastDay.map((d) => [formatIsoDay(d.solar), d.lunar, d.clamped30To29])).toEqual([
      ['2027-02-05', { year: 2026, month: 12, day: 29, leap: false }, true],
    ]);
  });

  it('finds the dates of two lunar years when the range holds both', () => {
    // Month 12 of a lunar year falls in January of the next solar year: thirteen solar months from
    // January 2025 hold 10/12 of lunar 2024 and of lunar 2025.
    const dates = yearlyLunarDatesBetween(
      { day: 10, month: 12, leap: false },
      day('2025-01-01'),
      day('2026-01-31'),
    );
    expect(dates.map((d) => d.lunar.year)).toEqual([2024, 2025]);
    for (const d of dates) expect(solarToLunar(d.solar)).toEqual(d.lunar);
  });

  it('keeps a leap-month date in the regular month', () => {
    expect(leapMonthOf(2025)).toBe(6);
    const dates = yearlyLunarDatesBetween(
      { day: 15, month: 6, leap: true },
      day('2025-01-01'),
      day('2026-12-31'),
    );
    expect(dates.map((d) => d.lunar)).toEqual([
      { year: 2025, month: 6, day: 15, leap: false },
      { year: 2026, month: 6, day: 15, leap: false },
    ]);
    expect(dates[0]?.solar).toEqual(lunarToSolar({ year: 2025, month: 6, day: 15, leap: false }));
  });

  it('gives nothing outside the range or the calendar’s years', () => {
    expect(
      yearlyLunarDatesBetween({ day: 1, month: 1, leap: false }, day('2027-02-07'), day('2027-12-31')),
    ).toEqual([]);
    expect(
      yearlyLunarDatesBetween({ day: 1, month: 1, leap: false }, day('1700-01-01'), day('1700-12-31')),
    ).toEqual([]);
  });
});
