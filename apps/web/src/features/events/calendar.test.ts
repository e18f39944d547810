import type { EventOccurrence } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { sampleOccurrence } from '../../test/event-samples.ts';
import {
  addMonths,
  countdownLabel,
  formatLunarLong,
  formatSolarWithWeekday,
  lunarCellText,
  lunarMonthsLabel,
  monthWeeks,
  occurrencesByDay,
  parseMonthParam,
  weekdayOrder,
  yearlyDaysAfter,
} from './calendar.ts';

describe('the month grid', () => {
  it('February 2027, Sunday first: Tết Đinh Mùi (06/02/2027) reads 1/1, the days around it their lunar day', () => {
    const weeks = monthWeeks({ year: 2027, month: 2 }, 0);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // The first week opens with Sunday 31 January (lunar 24 of the twelfth month).
    const first = weeks[0]?.[0];
    expect(first?.iso).toBe('2027-01-31');
    expect(first?.inMonth).toBe(false);
    const cells = weeks.flat();
    const text = (iso: string) => {
      const lunar = cells.find((cell) => cell.iso === iso)?.lunar;
      return lunar ? lunarCellText(lunar) : '';
    };
    expect(text('2027-02-05')).toBe('29');
    expect(text('2027-02-06')).toBe('1/1');
    expect(text('2027-02-07')).toBe('2');
    expect(text('2027-02-28')).toBe('23');
  });

  it('Monday first when the clan asks for it', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const weeks = monthWeeks({ year: 2027, month: 2 }, 1);
    expect(weeks[0]?.[0]?.iso).toBe('2027-02-01');
    expect(weeks.at(-1)?.at(-1)?.iso).toBe('2027-02-28');
  });

  it('the first day of a leap month is marked N (1/6N on 25/07/2025)', () => {
    const cell = monthWeeks({ year: 2025, month: 7 }, 0)
      .flat()
      .find((c) => c.iso === '2025-07-25');
    expect(cell?.lunar ? lunarCellText(cell.lunar) : '').toBe('1/6N');
  });

  it('the header names the lunar months a solar month touches, with their Can-Chi year', () => {
    expect(lunarMonthsLabel({ year: 2026, month: 12 })).toBe('Tháng 10 – 11 năm Bính Ngọ');
    expect(lunarMonthsLabel({ year: 2027, month: 2 })).toBe('Tháng 12 năm Bính Ngọ – tháng 1 năm Đinh Mùi');
  });

  it('reads and moves the month of the address', () => {
    expect(parseMonthParam('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonthParam('2026-13')).toBeUndefined();
    expect(parseMonthParam('1800-01')).toBeUndefined();
    expect(parseMonthParam('tháng 12')).toBeUndefined();
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });
});

describe('occurrences on the grid', () => {
  it('a multi-day event marks each of its days within the month', () => {
    const long: EventOccurrence = sampleOccurrence({
      title: 'Hội làng',
      date: '2027-01-30',
      endDate: '2027-02-02',
    });
    const gio = sampleOccurrence({ source: 'gio', title: 'Giỗ cụ An', date: '2027-02-06' });
    const byDay = occurrencesByDay([long, gio], { year: 2027, month: 2 });
    expect([...byDay.keys()]).toEqual(['2027-02-01', '2027-02-02', '2027-02-06']);
    expect(byDay.get('2027-02-06')?.[0]?.title).toBe('Giỗ cụ An');
  });
});

describe('words for days', () => {
  it('solar with weekday, lunar in words, days left', () => {
    expect(formatSolarWithWeekday({ year: 2027, month: 2, day: 6 })).toBe('Thứ Bảy, 06/02/2027');
    expect(formatLunarLong({ day: 10, month: 3, year: 2025, leap: false })).toBe('ngày 10 tháng 3 năm Ất Tỵ');
    expect(formatLunarLong({ day: 1, month: 6, year: 2025, leap: true })).toBe(
      'ngày 1 tháng 6 nhuận năm Ất Tỵ',
    );
    expect(countdownLabel(0)).toBe('hôm nay');
    expect(countdownLabel(1)).toBe('ngày mai');
    expect(countdownLabel(12)).toBe('còn 12 ngày');
  });

  it('a yearly event’s next years: Giỗ Tổ 10/3 after 26/04/2026, and Thanh Minh', () => {
    const gioTo = yearlyDaysAfter(
      { calendar: 'lunarYearly', lunar: { day: 10, month: 3, leap: false } },
      { year: 2026, month: 4, day: 26 },
      2,
    );
    expect(gioTo.map((day) => day.solar)).toEqual([
      { year: 2027, month: 4, day: 16 },
      { year: 2028, month: 4, day: 4 },
    ]);
    const thanhMinh = yearlyDaysAfter(
      { calendar: 'thanhMinh', lunar: null },
      { year: 2026, month: 4, day: 5 },
      1,
    );
    expect(thanhMinh[0]?.solar).toEqual({ year: 2027, month: 4, day: 5 });
    expect(yearlyDaysAfter({ calendar: 'solar', lunar: null }, { year: 2026, month: 1, day: 1 }, 3)).toEqual(
      [],
    );
  });
});
