import { describe, expect, it } from 'vitest';
import { formatLunarPhrase, formatSolarDate, parseGedcomDate, parseLunarPhrase } from './dates.ts';

const solar = (year: number, month: number | null = null, day: number | null = null) => ({
  year,
  month,
  day,
});

describe('parseGedcomDate', () => {
  it('reads exact dates, months and years', () => {
    expect(parseGedcomDate('12 APR 1945')).toEqual({
      solar: { ...solar(1945, 4, 12), qualifier: null },
      lunar: null,
      phrase: null,
      understood: true,
    });
    expect(parseGedcomDate('apr 1945').solar).toEqual({ ...solar(1945, 4), qualifier: null });
    expect(parseGedcomDate('1945').solar).toEqual({ ...solar(1945), qualifier: null });
  });

  it.each([
    ['ABT 1900', 'about'],
    ['CAL 1900', 'calculated'],
    ['EST 1900', 'estimated'],
    ['BEF 1900', 'before'],
    ['AFT 1900', 'after'],
    ['TO 1900', 'to'],
    ['FROM 1900', 'from'],
  ] as const)('reads the qualifier of %s', (value, qualifier) => {
    expect(parseGedcomDate(value)).toMatchObject({ solar: { ...solar(1900), qualifier }, phrase: null });
  });

  it('keeps ranges: the start as the date, the whole range as the phrase', () => {
    expect(parseGedcomDate('BET 1900 AND 1910')).toMatchObject({
      solar: { ...solar(1900), qualifier: 'between' },
      phrase: 'BET 1900 AND 1910',
    });
    expect(parseGedcomDate('FROM 3 MAR 1900 TO 1910')).toMatchObject({
      solar: { ...solar(1900, 3, 3), qualifier: 'from' },
      phrase: 'FROM 3 MAR 1900 TO 1910',
    });
    expect(parseGedcomDate('BET 1900 AND 1900')).toMatchObject({ phrase: null });
  });

  it('reads dual years as the new-style year', () => {
    expect(parseGedcomDate('11 FEB 1731/32').solar).toEqual({ ...solar(1732, 2, 11), qualifier: null });
    expect(parseGedcomDate('1750/51').solar?.year).toBe(1751);
    expect(parseGedcomDate('1750/53').understood).toBe(false);
  });

  it('reads Gregorian and Julian calendar escapes as solar dates; other calendars stay phrases', () => {
    expect(parseGedcomDate('@#DGREGORIAN@ 5 MAY 1800').solar).toEqual({
      ...solar(1800, 5, 5),
      qualifier: null,
    });
    expect(parseGedcomDate('ABT @#DJULIAN@ 1600').solar).toEqual({ ...solar(1600), qualifier: 'about' });
    expect(parseGedcomDate('JULIAN 12 AUG 1401').solar).toEqual({ ...solar(1401, 8, 12), qualifier: null });
    expect(parseGedcomDate('@#DHEBREW@ 1 TSH 5750')).toEqual({
      solar: null,
      lunar: null,
      phrase: '@#DHEBREW@ 1 TSH 5750',
      understood: false,
    });
    expect(parseGedcomDate('@#DFRENCH R@ 1 VEND 1').understood).toBe(false);
  });

  it('keeps interpreted dates and bare phrases', () => {
    expect(parseGedcomDate('INT 1900 (about when the war ended)')).toMatchObject({
      solar: { ...solar(1900), qualifier: null },
      phrase: 'about when the war ended',
    });
    expect(parseGedcomDate('(mùa xuân năm Giáp Tý)')).toMatchObject({
      solar: null,
      phrase: 'mùa xuân năm Giáp Tý',
    });
  });

  it('keeps what it cannot read as the phrase', () => {
    expect(parseGedcomDate('31 FEB 1900')).toMatchObject({
      solar: null,
      phrase: '31 FEB 1900',
      understood: false,
    });
    expect(parseGedcomDate('sometime')).toMatchObject({ solar: null, phrase: 'sometime', understood: false });
    expect(parseGedcomDate('1401 BCE').understood).toBe(false);
  });

  it('reads lunar dates from phrases', () => {
    expect(parseGedcomDate('INT 12 APR 1945 (âm lịch: ngày 1 tháng 3 năm 1945)')).toEqual({
      solar: { ...solar(1945, 4, 12), qualifier: null },
      lunar: { day: 1, month: 3, year: 1945, leap: false },
      phrase: null,
      understood: true,
    });
    expect(parseGedcomDate('(âm lịch: ngày 12 tháng 3 nhuận; giỗ họ)')).toEqual({
      solar: null,
      lunar: { day: 12, month: 3, year: null, leap: true },
      phrase: 'giỗ họ',
      understood: true,
    });
    // Other wordings are read and kept as written.
    expect(parseGedcomDate('(12 tháng 3 âm lịch)')).toMatchObject({
      lunar: { day: 12, month: 3, year: null, leap: false },
      phrase: '12 tháng 3 âm lịch',
    });
    expect(parseGedcomDate('mất ngày 5/8 âm lịch').lunar).toEqual({
      day: 5,
      month: 8,
      year: null,
      leap: false,
    });
  });
});

describe('lunar phrases', () => {
  it('round-trips the writer form', () => {
    for (const lunar of [
      { day: 12, month: 3, year: 1945, leap: false },
      { day: 30, month: 12, year: null, leap: false },
      { day: 1, month: 4, year: 2020, leap: true },
    ]) {
      expect(parseLunarPhrase(formatLunarPhrase(lunar))).toEqual({ lunar, rest: null });
    }
  });

  it('reads the short form "(âm lịch: 12/3)"', () => {
    expect(parseLunarPhrase('âm lịch: 12/3')?.lunar).toEqual({ day: 12, month: 3, year: null, leap: false });
    expect(parseLunarPhrase('no lunar here')).toBeNull();
    expect(parseLunarPhrase('âm lịch: 40/3')).toBeNull();
  });
});

describe('formatSolarDate', () => {
  it('writes qualifiers back', () => {
    expect(formatSolarDate({ ...solar(1945, 4, 12), qualifier: null })).toBe('12 APR 1945');
    expect(formatSolarDate({ ...solar(1945, 4), qualifier: 'about' })).toBe('ABT APR 1945');
    expect(formatSolarDate({ ...solar(1945), qualifier: 'before' })).toBe('BEF 1945');
    expect(formatSolarDate({ ...solar(1945), qualifier: 'between' })).toBe('BET 1945 AND 1945');
  });
});
