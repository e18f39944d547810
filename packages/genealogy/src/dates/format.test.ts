import { describe, expect, it } from 'vitest';
import { formatLifeDate, formatLunarWording } from './format.ts';
import type { QualifiedDate } from './types.ts';

const long = (d: QualifiedDate) => formatLifeDate(d);
const short = (d: QualifiedDate) => formatLifeDate(d, { style: 'short' });

describe('formatLifeDate (long)', () => {
  it('writes solar dates to their precision', () => {
    expect(long({ solar: { year: 1928, month: 3, day: 12 } })).toBe('12/03/1928');
    expect(long({ solar: { year: 1928, month: 3 } })).toBe('3/1928');
    expect(long({ solar: { year: 1850 } })).toBe('1850');
    expect(long({ solar: { year: 1713, month: 1, day: 13, dualYear: true } })).toBe('13/01/1712/13');
    expect(long({ solar: { year: 1700, dualYear: true } })).toBe('1699/00');
  });

  it('writes every qualifier in Vietnamese', () => {
    const y = (year: number) => ({ solar: { year } });
    expect(long({ ...y(1850), qualifier: 'about' })).toBe('khoảng 1850');
    expect(long({ ...y(1850), qualifier: 'estimated' })).toBe('ước tính 1850');
    expect(long({ ...y(1850), qualifier: 'calculated' })).toBe('tính ra 1850');
    expect(long({ solar: { year: 1928, month: 3 }, qualifier: 'before' })).toBe('trước 3/1928');
    expect(long({ ...y(1900), qualifier: 'after' })).toBe('sau 1900');
    expect(long({ ...y(1850), qualifier: 'between', end: y(1860) })).toBe('giữa 1850 và 1860');
    expect(long({ ...y(1850), qualifier: 'from' })).toBe('từ 1850');
    expect(long({ ...y(1860), qualifier: 'to' })).toBe('đến 1860');
    expect(long({ ...y(1850), qualifier: 'fromTo', end: y(1860) })).toBe('từ 1850 đến 1860');
    expect(long({ ...y(1850), qualifier: 'between' })).toBe('giữa 1850 và ?');
  });

  it('writes lunar dates with the year’s Can Chi name, then its number', () => {
    expect(long({ lunar: { day: 10, month: 3, canChi: 'Giáp Tý', leap: false } })).toBe(
      'ngày 10 tháng 3 năm Giáp Tý (âm lịch)',
    );
    expect(long({ lunar: { canChi: 'Giáp Tý', leap: false } })).toBe('năm Giáp Tý (âm lịch)');
    expect(long({ lunar: { day: 10, month: 3, year: 1864, leap: true } })).toBe(
      'ngày 10 tháng 3 nhuận năm Giáp Tý 1864 (âm lịch)',
    );
    expect(long({ lunar: { day: 10, month: 3, leap: false } })).toBe('ngày 10 tháng 3 (âm lịch)');
    expect(
      long({
        solar: { year: 1945, month: 4, day: 12 },
        lunar: { day: 1, month: 3, year: 1945, leap: false },
      }),
    ).toBe('12/04/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)');
    expect(long({ lunar: { year: 1864, leap: false }, qualifier: 'about' })).toBe(
      'khoảng năm Giáp Tý 1864 (âm lịch)',
    );
  });

  it('keeps phrases verbatim, quoted beside a date or when they would read as a date', () => {
    expect(long({ phrase: 'cuối đời Tự Đức' })).toBe('cuối đời Tự Đức');
    expect(long({ solar: { year: 1850 }, phrase: 'theo bia' })).toBe('1850 “theo bia”');
    expect(long({ phrase: '1850' })).toBe('“1850”');
    expect(long({ phrase: 'khoảng 1850' })).toBe('“khoảng 1850”');
  });

  it('marks other calendars', () => {
    expect(long({ solar: { year: 1700, month: 1, day: 1 }, calendar: 'julian' })).toBe(
      '01/01/1700 (lịch Julius)',
    );
    expect(long({ solar: { year: 5000 }, calendar: 'hebrew' })).toBe('5000 (lịch Do Thái)');
  });

  it('gives nothing for no date', () => {
    expect(formatLifeDate(null)).toBe('');
    expect(formatLifeDate({})).toBe('');
  });
});

describe('formatLifeDate (short)', () => {
  it('is compact for tree cards', () => {
    expect(short({ solar: { year: 1850 }, qualifier: 'about' })).toBe('k. 1850');
    expect(short({ solar: { year: 1850 }, qualifier: 'before' })).toBe('tr. 1850');
    expect(short({ solar: { year: 1850 }, qualifier: 'after' })).toBe('s. 1850');
    expect(short({ solar: { year: 1850 }, qualifier: 'estimated' })).toBe('ư. 1850');
    expect(short({ solar: { year: 1850 }, qualifier: 'between', end: { solar: { year: 1860 } } })).toBe(
      '1850–1860',
    );
    expect(short({ solar: { year: 1850 }, qualifier: 'fromTo', end: { solar: { year: 1860 } } })).toBe(
      '1850–1860',
    );
    expect(short({ lunar: { day: 10, month: 3, leap: false } })).toBe('10/3 ÂL');
    expect(short({ lunar: { day: 10, month: 3, year: 1864, leap: true } })).toBe('10/3n/1864 ÂL');
    expect(short({ solar: { year: 1928, month: 3, day: 12 }, phrase: 'x' })).toBe('12/3/1928');
    expect(short({ phrase: 'cuối đời Tự Đức' })).toBe('cuối đời Tự Đức');
    for (const d of [
      { solar: { year: 1850 }, qualifier: 'about' as const },
      { lunar: { day: 10, month: 3, year: 1864, leap: true } },
      { solar: { year: 1928, month: 12, day: 31 }, qualifier: 'before' as const },
    ]) {
      expect(short(d).length).toBeLessThanOrEqual(14);
    }
  });
});

describe('formatLunarWording', () => {
  it('writes the lunar side with its qualifier and no (âm lịch) mark', () => {
    expect(
      formatLunarWording({ lunar: { day: 1, month: 3, year: 1945, leap: false }, qualifier: 'about' }),
    ).toBe('khoảng ngày 1 tháng 3 năm Ất Dậu 1945');
    expect(formatLunarWording({ solar: { year: 1850 } })).toBe('');
  });
});
