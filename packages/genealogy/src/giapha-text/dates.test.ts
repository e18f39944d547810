import { describe, expect, it } from 'vitest';
import { canChiYears, foldSameLength, parseDatePhrase, readVietnameseNumber } from './dates.ts';

describe('readVietnameseNumber', () => {
  it.each([
    ['nhat', 1],
    ['mot', 1],
    ['hai', 2],
    ['tu', 4],
    ['bon', 4],
    ['nam', 5],
    ['muoi', 10],
    ['muoi mot', 11],
    ['muoi lam', 15],
    ['hai muoi', 20],
    ['hai muoi mot', 21],
    ['hai muoi tu', 24],
    ['ba muoi lam', 35],
    ['12', 12],
  ])('%s = %i', (words, value) => {
    expect(readVietnameseNumber(words.split(' '))?.value).toBe(value);
  });

  it('stops after the number and refuses other words', () => {
    expect(readVietnameseNumber(['hai', 'nguyen'])).toEqual({ value: 2, used: 1 });
    expect(readVietnameseNumber(['nguyen'])).toBeNull();
    expect(readVietnameseNumber([])).toBeNull();
  });
});

describe('foldSameLength', () => {
  it('folds like foldVietnamese and keeps every index', () => {
    const text = 'Ngày 12 THÁNG Chạp, Đồng Ðinh';
    const folded = foldSameLength(text);
    expect(folded).toBe('ngay 12 thang chap, dong dinh');
    expect(folded).toHaveLength(text.length);
  });
});

describe('parseDatePhrase', () => {
  it('reads solar and lunar forms', () => {
    expect(parseDatePhrase('ngày 3/4/1850').date.solar).toEqual({
      year: 1850,
      month: 4,
      day: 3,
    });
    expect(parseDatePhrase('3-4-1850').date.solar).toEqual({ year: 1850, month: 4, day: 3 });
    expect(parseDatePhrase('tháng 4 năm 1850').date.solar).toEqual({
      year: 1850,
      month: 4,
      day: null,
    });
    expect(parseDatePhrase('trước năm 1850').date.qualifier).toBe('before');
    expect(parseDatePhrase('12 tháng 3 (ÂL)').date.lunar).toEqual({
      day: 12,
      month: 3,
      year: null,
      leap: false,
    });
    expect(parseDatePhrase('mùng 1 tháng 3 nhuận').date.lunar).toEqual({
      day: 1,
      month: 3,
      year: null,
      leap: true,
    });
  });

  it('keeps what it cannot read', () => {
    const invalid = parseDatePhrase('31/2/1900');
    expect(invalid.date).toEqual({ solar: null, lunar: null, phrase: '31/2/1900', place: null });
    expect(invalid.leftover).toEqual(['31/2/1900']);
    // 1941 had no leap fourth month.
    expect(parseDatePhrase('2 tháng 4 nhuận năm 1941 âm lịch').leftover).toHaveLength(1);
    expect(parseDatePhrase('lúc nửa đêm').leftover).toEqual(['lúc nửa đêm']);
  });

  it('Can-Chi years', () => {
    const parsed = parseDatePhrase('năm Canh Tuất');
    expect(parsed.canChi?.text).toBe('Canh Tuất');
    expect(parsed.leftover).toEqual([]);
    expect(parsed.date.phrase).toBe('năm Canh Tuất');
    const canChi = parsed.canChi;
    if (!canChi) throw new Error('no can-chi');
    expect(canChiYears(canChi, 1800, 1920)).toEqual([1850, 1910]);
    // Tý and Tỵ fold alike: the Can decides.
    const giapTy = parseDatePhrase('Giáp Tý').canChi;
    const quyTy = parseDatePhrase('Quý Tỵ').canChi;
    if (!giapTy || !quyTy) throw new Error('no can-chi');
    expect(canChiYears(giapTy, 1980, 2000)).toEqual([1984]);
    expect(canChiYears(quyTy, 2000, 2020)).toEqual([2013]);
  });
});
