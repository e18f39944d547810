import { describe, expect, it } from 'vitest';
import { yearCanChi } from '../lunar.ts';
import {
  CAN_CHI_NAMES,
  canChiOfYear,
  canChiYearsNear,
  canonicalCanChi,
  isCanChiName,
  readCanChi,
} from './can-chi.ts';

describe('Can Chi', () => {
  it('has the 60 names, in the lunar calendar’s order', () => {
    expect(CAN_CHI_NAMES).toHaveLength(60);
    expect(new Set(CAN_CHI_NAMES).size).toBe(60);
    expect(CAN_CHI_NAMES[0]).toBe('Giáp Tý');
    expect(CAN_CHI_NAMES[59]).toBe('Quý Hợi');
    for (let year = 1800; year < 1920; year++) expect(canChiOfYear(year)).toBe(yearCanChi(year));
  });

  it('reads names with or without tone marks, and tells Tý from Tỵ', () => {
    expect(canonicalCanChi('giap ty')).toBe('Giáp Tý');
    expect(canonicalCanChi('At ty')).toBe('Ất Tỵ');
    expect(canonicalCanChi('Quý Mẹo')).toBe('Quý Mão');
    expect(canonicalCanChi('Giáp Sửu')).toBeNull();
    expect(readCanChi('Giáp Sửu')).toMatchObject({ kind: 'invalid', written: 'Giáp Sửu' });
    expect(readCanChi('Nguyễn Văn')).toBeNull();
    expect(isCanChiName('Giáp Tý')).toBe(true);
    expect(isCanChiName('giap ty')).toBe(false);
  });

  it('finds the years of a name nearest a hint', () => {
    expect(canChiYearsNear('Giáp Tý', 1870)).toEqual([1864, 1924, 1804]);
    expect(canChiYearsNear('Giáp Tý', 1864, 1)).toEqual([1864]);
    expect(canChiYearsNear('Ất Dậu', 1950, 2)).toEqual([1945, 2005]);
    expect(canChiYearsNear('Giáp Sửu', 1950)).toEqual([]);
  });
});
