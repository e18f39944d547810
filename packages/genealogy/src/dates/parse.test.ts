import { describe, expect, it } from 'vitest';
import { formatLifeDate } from './format.ts';
import { parseLifeDate } from './parse.ts';
import { sampleDates } from './sample-dates.testing.ts';

const date = (text: string) => {
  const read = parseLifeDate(text);
  expect(read.problem).toBeNull();
  return read.date;
};
const problem = (text: string) => {
  const read = parseLifeDate(text);
  expect(read.date).toBeNull();
  return read.problem;
};

describe('parseLifeDate', () => {
  it('reads nothing from an empty field', () => {
    expect(parseLifeDate('')).toEqual({ date: null, problem: null });
    expect(parseLifeDate('   ')).toEqual({ date: null, problem: null });
  });

  it('reads typed solar dates', () => {
    expect(date('12/3/1928')).toEqual({ solar: { year: 1928, month: 3, day: 12 } });
    expect(date('12-03-1928')).toEqual({ solar: { year: 1928, month: 3, day: 12 } });
    expect(date('12.03.1928')).toEqual({ solar: { year: 1928, month: 3, day: 12 } });
    expect(date('3/1928')).toEqual({ solar: { year: 1928, month: 3 } });
    expect(date('1928')).toEqual({ solar: { year: 1928 } });
    expect(date('năm 1928')).toEqual({ solar: { year: 1928 } });
    expect(date('ngày 12 tháng 3 năm 1928')).toEqual({ solar: { year: 1928, month: 3, day: 12 } });
    expect(date('1712/13')).toEqual({ solar: { year: 1713, dualYear: true } });
    expect(date('13/1/1712/13')).toEqual({ solar: { year: 1713, month: 1, day: 13, dualYear: true } });
  });

  it('reads qualifiers, with or without tone marks, and their short forms', () => {
    const about = { solar: { year: 1850 }, qualifier: 'about' };
    expect(date('khoảng 1850')).toEqual(about);
    expect(date('k. 1850')).toEqual(about);
    expect(date('khoang 1850')).toEqual(about);
    expect(date('KHOẢNG 1850')).toEqual(about);
    expect(date('ước 1850')).toEqual({ solar: { year: 1850 }, qualifier: 'estimated' });
    expect(date('uoc tinh 1850')).toEqual({ solar: { year: 1850 }, qualifier: 'estimated' });
    expect(date('tính ra 1850')).toEqual({ solar: { year: 1850 }, qualifier: 'calculated' });
    expect(date('trước 3/1928')).toEqual({ solar: { year: 1928, month: 3 }, qualifier: 'before' });
    expect(date('tr. 1928')).toEqual({ solar: { year: 1928 }, qualifier: 'before' });
    expect(date('sau 1900')).toEqual({ solar: { year: 1900 }, qualifier: 'after' });
    expect(date('s. 1900')).toEqual({ solar: { year: 1900 }, qualifier: 'after' });
    expect(date('từ 1850')).toEqual({ solar: { year: 1850 }, qualifier: 'from' });
    expect(date('đến 1860')).toEqual({ solar: { year: 1860 }, qualifier: 'to' });
  });

  it('reads ranges', () => {
    const between = { solar: { year: 1850 }, qualifier: 'between', end: { solar: { year: 1860 } } };
    expect(date('giữa 1850 và 1860')).toEqual(between);
    expect(date('giua 1850 va 1860')).toEqual(between);
    expect(date('1850-1860')).toEqual(between);
    expect(date('1850–1860')).toEqual(between);
    expect(date('từ 1850 đến 1860')).toEqual({ ...between, qualifier: 'fromTo' });
    expect(problem('giữa 1860 và 1850')).toBe('Ngày cuối đứng trước ngày đầu');
  });

  it('reads lunar dates', () => {
    expect(date('10/3 âm lịch')).toEqual({ lunar: { day: 10, month: 3, leap: false } });
    expect(date('10/3 ÂL')).toEqual({ lunar: { day: 10, month: 3, leap: false } });
    expect(date('10/3 (âm lịch)')).toEqual({ lunar: { day: 10, month: 3, leap: false } });
    expect(date('ngày 10 tháng 3')).toEqual({ lunar: { day: 10, month: 3, leap: false } });
    expect(date('ngày 10 tháng 3 năm Giáp Tý')).toEqual({
      lunar: { day: 10, month: 3, canChi: 'Giáp Tý', leap: false },
    });
    expect(date('ngay 10 thang 3 nam giap ty')).toEqual({
      lunar: { day: 10, month: 3, canChi: 'Giáp Tý', leap: false },
    });
    expect(date('mùng 10 tháng 3 nhuận năm 1864 âm lịch')).toEqual({
      lunar: { day: 10, month: 3, year: 1864, leap: true },
    });
    expect(date('năm Giáp Tý')).toEqual({ lunar: { canChi: 'Giáp Tý', leap: false } });
    expect(date('năm Giáp Tý 1864')).toEqual({ lunar: { year: 1864, leap: false } });
    expect(date('tháng Chạp năm Quý Mão')).toEqual({ lunar: { month: 12, canChi: 'Quý Mão', leap: false } });
    expect(date('10/4 nhuận năm 2020 âm lịch')).toEqual({
      lunar: { day: 10, month: 4, year: 2020, leap: true },
    });
    expect(date('12/04/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)')).toEqual({
      solar: { year: 1945, month: 4, day: 12 },
      lunar: { day: 1, month: 3, year: 1945, leap: false },
    });
  });

  it('reads GEDCOM forms', () => {
    expect(date('ABT 1850')).toEqual({ solar: { year: 1850 }, qualifier: 'about' });
    expect(date('abt 1850')).toEqual({ solar: { year: 1850 }, qualifier: 'about' });
    expect(date('BET 1850 AND 1860')).toEqual({
      solar: { year: 1850 },
      qualifier: 'between',
      end: { solar: { year: 1860 } },
    });
    expect(date('13 JAN 1712/13')).toEqual({ solar: { year: 1713, month: 1, day: 13, dualYear: true } });
    expect(date('INT 1850 (words)')).toEqual({ solar: { year: 1850 }, phrase: 'words' });
    expect(date('@#DJULIAN@ 1 JAN 1700')).toEqual({
      solar: { year: 1700, month: 1, day: 1 },
      calendar: 'julian',
    });
    expect(problem('31 FEB 1900')).toMatch(/31\/2\/1900/);
  });

  it('refuses dates that cannot exist, in Vietnamese', () => {
    expect(problem('31/02/1900')).toBe('Không có ngày 31/2/1900: tháng 2 năm 1900 chỉ có 28 ngày');
    expect(problem('29/2/1900')).toMatch(/chỉ có 28 ngày/);
    expect(date('29/2/2000')).toEqual({ solar: { year: 2000, month: 2, day: 29 } });
    expect(problem('tháng 13 năm 1900')).toMatch(/tháng 13/);
    expect(problem('12/13/1900')).toMatch(/tháng 13/);
    expect(problem('năm Giáp Sửu')).toBe(
      '“Giáp Sửu” không phải tên năm Can Chi (Giáp chỉ đi với Tý, Dần, Thìn, Ngọ, Thân, Tuất)',
    );
    expect(problem('năm Ất Sửu 1864')).toBe('Năm 1864 là năm Giáp Tý, không phải Ất Sửu');
    expect(problem('10/4 nhuận năm 2023 âm lịch')).toBe(
      'Năm âm lịch Quý Mão 2023 nhuận tháng 2, không có tháng 4 nhuận',
    );
    expect(problem('30/1 năm 2024 âm lịch')).toMatch(/chỉ có 29 ngày/);
    expect(problem('35/3 âm lịch')).toBe('Ngày âm lịch phải từ 1 đến 30');
    expect(problem('1712/15')).toMatch(/Năm kép/);
    // Outside the 1900–2100 table the leap month cannot be checked, so it is kept.
    expect(date('10/4 nhuận năm 1864 âm lịch')).toEqual({
      lunar: { day: 10, month: 4, year: 1864, leap: true },
    });
  });

  it('keeps what it cannot read as the phrase, verbatim', () => {
    expect(date('cuối đời Tự Đức')).toEqual({ phrase: 'cuối đời Tự Đức' });
    expect(date('  mùa xuân   năm ấy ')).toEqual({ phrase: 'mùa xuân năm ấy' });
    expect(date('1850 “theo bia đá”')).toEqual({ solar: { year: 1850 }, phrase: 'theo bia đá' });
    expect(date('“1850”')).toEqual({ phrase: '1850' });
  });

  it('reads back everything formatLifeDate writes', () => {
    const dates = sampleDates();
    expect(dates.length).toBeGreaterThan(200);
    for (const d of dates) {
      const text = formatLifeDate(d);
      const read = parseLifeDate(text);
      expect({ text, ...read }).toEqual({ text, date: d, problem: null });
    }
  });
});
