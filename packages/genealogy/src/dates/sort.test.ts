import { describe, expect, it } from 'vitest';
import { parseLifeDate } from './parse.ts';
import { compareLifeDates, lifeDateSortKey } from './sort.ts';

const read = (text: string) => parseLifeDate(text).date;
const key = (text: string, hint: number | null = null) => lifeDateSortKey(read(text), hint);

describe('lifeDateSortKey', () => {
  it('orders dates in time, whatever their precision and qualifier', () => {
    const texts = [
      'trước 1850',
      '1850',
      '3/1850',
      '12/3/1850',
      'sau 1850',
      'khoảng 1851',
      'giữa 1852 và 1860',
      'từ 1853 đến 1854',
      '1/1/1860',
    ];
    const shuffled = [...texts].reverse();
    shuffled.sort((a, b) => compareLifeDates(read(a), read(b)));
    expect(shuffled).toEqual(texts);
  });

  it('converts lunar dates within the calendar’s years, and places the others near Tết', () => {
    // Tết Ất Dậu was 13 February 1945; ngày 1 tháng 3 âm lịch was 12 April 1945.
    expect(key('ngày 1 tháng 3 năm 1945 âm lịch')).toBe(key('12/4/1945'));
    const old = key('ngày 10 tháng 3 năm 1864 âm lịch');
    expect(old).not.toBeNull();
    expect(old).toBeGreaterThan(key('1/3/1864') ?? 0);
    expect(old).toBeLessThan(key('1/6/1864') ?? 0);
  });

  it('places a year known by its Can Chi name only near a hint', () => {
    expect(key('năm Giáp Tý')).toBeNull();
    expect(key('năm Giáp Tý', 1870)).toBe(key('năm 1864 âm lịch'));
    expect(key('năm Giáp Tý', 1900)).toBe(key('năm 1924 âm lịch'));
  });

  it('has no key for what cannot be placed', () => {
    expect(lifeDateSortKey(null)).toBeNull();
    expect(key('cuối đời Tự Đức')).toBeNull();
    expect(key('10/3 âm lịch')).toBeNull();
    expect(lifeDateSortKey({ solar: { year: 5000 }, calendar: 'hebrew' })).toBeNull();
  });

  it('reads Julian days in the Julian calendar', () => {
    // 1 January 1700 (Julian) was 11 January 1700 (Gregorian): ten days apart until the Julian 29 February.
    expect(key('@#DJULIAN@ 1 JAN 1700')).toBe(key('11/1/1700'));
  });

  it('puts dates without a key last', () => {
    const dates = [read('cuối đời'), read('1850'), null, read('1800')];
    dates.sort(compareLifeDates);
    expect(dates.slice(0, 2)).toEqual([read('1800'), read('1850')]);
  });
});
