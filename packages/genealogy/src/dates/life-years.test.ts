import { describe, expect, it } from 'vitest';
import { deathAnniversaryLabel, lifeYear, lifeYears } from './life-years.ts';
import type { QualifiedDate as LifeDate } from './types.ts';

const years = (birth: LifeDate | null, death: LifeDate | null, deceased = death !== null) =>
  lifeYears({ birth, death, deceased });

describe('lifeYears', () => {
  it('shows the years as written, qualifiers in the short style', () => {
    expect(
      years({ solar: { year: 1850 }, qualifier: 'about' }, { solar: { year: 1920, month: 3, day: 12 } }),
    ).toBe('k. 1850 – 1920');
    expect(
      years({ solar: { year: 1850 }, qualifier: 'after' }, { solar: { year: 1920 }, qualifier: 'before' }),
    ).toBe('s. 1850 – tr. 1920');
    expect(
      years({ solar: { year: 1850 }, qualifier: 'between', end: { solar: { year: 1860 } } }, null, true),
    ).toBe('1850–1860 – ?');
    expect(years({ solar: { year: 1713, month: 1, day: 13, dualYear: true } }, null)).toBe('1712/13');
    expect(years(null, { lunar: { year: 1864, month: 3, day: 10, leap: false } })).toBe('? – 1864 ÂL');
  });

  it('leaves out what has no year', () => {
    expect(years(null, { lunar: { day: 12, month: 7, leap: false } })).toBe('');
    expect(years({ phrase: 'cuối đời Tự Đức' }, null)).toBe('');
    expect(lifeYear(null)).toBe('');
  });
});

describe('deathAnniversaryLabel', () => {
  it('comes only from an exact lunar day of death', () => {
    expect(deathAnniversaryLabel({ death: { lunar: { day: 12, month: 7, leap: true } } })).toBe(
      'Giỗ 12/7 nhuận âm lịch',
    );
    expect(
      deathAnniversaryLabel({ death: { lunar: { day: 12, month: 7, leap: false }, qualifier: 'about' } }),
    ).toBe('');
    expect(deathAnniversaryLabel({ death: { lunar: { canChi: 'Giáp Tý', leap: false } } })).toBe('');
  });
});
