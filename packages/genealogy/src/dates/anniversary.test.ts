import { describe, expect, it } from 'vitest';
import { deathAnniversaryOf } from './anniversary.ts';
import { parseLifeDate } from './parse.ts';

const gio = (text: string, fromSolar = false) => deathAnniversaryOf(parseLifeDate(text).date, { fromSolar });

describe('deathAnniversaryOf', () => {
  it('keeps the recorded lunar day and month', () => {
    expect(gio('10/3 âm lịch')).toEqual({ day: 10, month: 3, leap: false });
    expect(gio('mùng 10 tháng 3 nhuận năm 1864 âm lịch')).toEqual({ day: 10, month: 3, leap: true });
    expect(gio('12/04/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)')).toEqual({
      day: 1,
      month: 3,
      leap: false,
    });
  });

  it('never takes an approximation', () => {
    expect(gio('khoảng ngày 10 tháng 3 (âm lịch)')).toBeNull();
    expect(gio('trước ngày 10 tháng 3 (âm lịch)')).toBeNull();
    expect(gio('giữa ngày 10 tháng 3 (âm lịch) và ngày 12 tháng 3 (âm lịch)')).toBeNull();
    expect(gio('khoảng 12/4/1945', true)).toBeNull();
    expect(gio('tháng 3 năm 1864 âm lịch')).toBeNull();
    expect(gio('năm Giáp Tý')).toBeNull();
    expect(gio('cuối đời Tự Đức')).toBeNull();
    expect(deathAnniversaryOf(null)).toBeNull();
  });

  it('converts an exact solar day only when asked', () => {
    expect(gio('12/4/1945')).toBeNull();
    expect(gio('12/4/1945', true)).toEqual({ day: 1, month: 3, leap: false });
    expect(gio('4/1945', true)).toBeNull();
    expect(gio('12/4/1800', true)).toBeNull(); // outside the calendar's years
    expect(gio('@#DJULIAN@ 1 JAN 1950', true)).toBeNull();
  });
});
