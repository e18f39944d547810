import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dayCanChi,
  deathAnniversary,
  formatLunarDate,
  isValidLunarDate,
  jdnFromSolar,
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  type LunarDate,
  leapMonthOf,
  lunarMonthLength,
  lunarToSolar,
  monthCanChi,
  nextDeathAnniversary,
  type SolarDate,
  solarFromJdn,
  solarToLunar,
  yearCanChi,
} from './lunar.ts';

// ---------------------------------------------------------------------------------------------
// Shared vectors. Resolved from this file, since CI checks the repository out under another name
// with `shared/` beside it.

const vectorsUrl = new URL('../../../../shared/vectors/lunar-sample.json', import.meta.url);
const vectors: unknown = JSON.parse(readFileSync(vectorsUrl, 'utf8'));

function obj(v: unknown, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`${what}: expected an object`);
  return Object.fromEntries(Object.entries(v));
}
function arr(v: unknown, what: string): unknown[] {
  if (!Array.isArray(v)) throw new Error(`${what}: expected an array`);
  return v;
}
function num(v: unknown, what: string): number {
  if (typeof v !== 'number') throw new Error(`${what}: expected a number`);
  return v;
}
function str(v: unknown, what: string): string {
  if (typeof v !== 'string') throw new Error(`${what}: expected a string`);
  return v;
}
function bool(v: unknown, what: string): boolean {
  if (typeof v !== 'boolean') throw new Error(`${what}: expected a boolean`);
  return v;
}
function isoDate(v: unknown, what: string): SolarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(str(v, what));
  if (!match) throw new Error(`${what}: expected YYYY-MM-DD`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
function lunar(v: unknown, what: string): LunarDate {
  const o = obj(v, what);
  return {
    year: num(o.year, `${what}.year`),
    month: num(o.month, `${what}.month`),
    day: num(o.day, `${what}.day`),
    leap: bool(o.leap, `${what}.leap`),
  };
}

const root = obj(vectors, 'vectors');
const solarToLunarCases = arr(root.solar_to_lunar, 'solar_to_lunar').map((raw, i) => {
  const c = obj(raw, `solar_to_lunar[${i}]`);
  return {
    solar: isoDate(c.solar, 'solar'),
    expected: lunar(c.expected_vn, 'expected_vn'),
    yearCanChi: str(c.year_can_chi, 'year_can_chi'),
    note: str(c.note, 'note'),
  };
});
const lunarToSolarCases = arr(root.lunar_to_solar, 'lunar_to_solar').map((raw, i) => {
  const c = obj(raw, `lunar_to_solar[${i}]`);
  const valid = bool(c.valid, 'valid');
  return {
    lunar: lunar(c.lunar, 'lunar'),
    valid,
    expected: valid ? isoDate(c.expected_solar, 'expected_solar') : null,
    note: str(c.note, 'note'),
  };
});
const deathCases = arr(root.death_anniversary, 'death_anniversary').map((raw, i) => {
  const c = obj(raw, `death_anniversary[${i}]`);
  const death = obj(c.death, 'death');
  const expected = obj(c.expected, 'expected');
  return {
    death: lunar(death, 'death'),
    deathSolar: death.solar === undefined ? null : isoDate(death.solar, 'death.solar'),
    year: num(c.anniversary_lunar_year, 'anniversary_lunar_year'),
    lunar: lunar(expected.lunar, 'expected.lunar'),
    solar: isoDate(expected.solar, 'expected.solar'),
    clamped: bool(expected.clamped_30_to_29, 'expected.clamped_30_to_29'),
    note: str(c.note, 'note'),
  };
});

const ymd = (year: number, month: number, day: number): SolarDate => ({ year, month, day });
const lunarDate = (year: number, month: number, day: number, leap = false): LunarDate => ({
  year,
  month,
  day,
  leap,
});

describe('lunar-sample.json vectors', () => {
  it('has every section', () => {
    expect(solarToLunarCases.length).toBeGreaterThan(0);
    expect(lunarToSolarCases.length).toBeGreaterThan(0);
    expect(deathCases.length).toBeGreaterThan(0);
    expect(str(root.death_anniversary_rule, 'rule')).toContain('REGULAR month');
  });

  it.each(solarToLunarCases)('solar → lunar: $note', ({ solar, expected, yearCanChi: canChi }) => {
    expect(solarToLunar(solar)).toEqual(expected);
    expect(yearCanChi(expected.year)).toBe(canChi);
    expect(lunarToSolar(expected)).toEqual(solar);
    expect(isValidLunarDate(expected)).toBe(true);
  });

  it.each(lunarToSolarCases)('lunar → solar: $note', ({ lunar: date, valid, expected }) => {
    expect(isValidLunarDate(date)).toBe(valid);
    if (expected) {
      expect(lunarToSolar(date)).toEqual(expected);
      expect(solarToLunar(expected)).toEqual(date);
    } else {
      expect(() => lunarToSolar(date)).toThrow(RangeError);
    }
  });

  it.each(deathCases)('giỗ: $note', ({ death, deathSolar, year, lunar: expectedLunar, solar, clamped }) => {
    if (deathSolar) {
      expect(solarToLunar(deathSolar)).toEqual(death);
      expect(lunarToSolar(death)).toEqual(deathSolar);
    }
    expect(deathAnniversary(death, year)).toEqual({ lunar: expectedLunar, solar, clamped30To29: clamped });
  });

  it('follows the Can-Chi conventions', () => {
    // CAN[(jdn+9)%10] CHI[(jdn+1)%12]: Tết Giáp Thìn 2024 was a Giáp Thìn day in a Bính Dần month.
    expect(dayCanChi(ymd(2024, 2, 10))).toBe('Giáp Thìn');
    expect(dayCanChi(ymd(2024, 2, 11))).toBe('Ất Tỵ');
    expect(monthCanChi(lunarDate(2024, 1, 1))).toBe('Bính Dần');
    expect(monthCanChi(lunarDate(2024, 8, 15))).toBe('Quý Dậu');
    // A leap month is named like the regular month of its number.
    expect(monthCanChi(lunarDate(2023, 2, 1, true))).toBe(monthCanChi(lunarDate(2023, 2, 1)));
    expect(monthCanChi(lunarDate(2023, 2, 1))).toBe('Ất Mão');
    expect(yearCanChi(1900)).toBe('Canh Tý');
    expect(yearCanChi(1945)).toBe('Ất Dậu');
    expect(yearCanChi(1968)).toBe('Mậu Thân');
    expect(yearCanChi(1984)).toBe('Giáp Tý');
    expect(yearCanChi(2025)).toBe('Ất Tỵ');
    expect(yearCanChi(2026)).toBe('Bính Ngọ');
    expect(() => monthCanChi(lunarDate(2024, 13, 1))).toThrow(RangeError);
  });
});

describe('Julian Day Numbers', () => {
  it('converts known days both ways', () => {
    expect(jdnFromSolar(ymd(2000, 1, 1))).toBe(2451545);
    expect(jdnFromSolar(ymd(1968, 1, 1))).toBe(2439857);
    expect(jdnFromSolar(ymd(1900, 1, 1))).toBe(2415021);
    expect(solarFromJdn(2451545)).toEqual(ymd(2000, 1, 1));
    expect(solarFromJdn(jdnFromSolar(ymd(2024, 2, 29)))).toEqual(ymd(2024, 2, 29));
    expect(jdnFromSolar(ymd(2024, 3, 1)) - jdnFromSolar(ymd(2024, 2, 28))).toBe(2);
    expect(jdnFromSolar(ymd(1900, 3, 1)) - jdnFromSolar(ymd(1900, 2, 28))).toBe(1);
  });

  it('rejects impossible solar dates', () => {
    expect(() => jdnFromSolar(ymd(2023, 2, 29))).toThrow(RangeError);
    expect(() => jdnFromSolar(ymd(2024, 13, 1))).toThrow(RangeError);
    expect(() => jdnFromSolar(ymd(2024, 4, 31))).toThrow(RangeError);
    expect(() => jdnFromSolar(ymd(2024, 1, 0))).toThrow(RangeError);
    expect(() => jdnFromSolar(ymd(2024, 1, 1.5))).toThrow(RangeError);
    expect(() => solarFromJdn(2451545.5)).toThrow(RangeError);
    expect(() => solarToLunar(ymd(2023, 2, 29))).toThrow(RangeError);
    expect(() => dayCanChi(ymd(2023, 2, 29))).toThrow(RangeError);
  });
});

describe('well-known dates', () => {
  it('puts Tết on the right day', () => {
    const tet: Array<[number, SolarDate]> = [
      [1968, ymd(1968, 1, 29)],
      [1985, ymd(1985, 1, 21)],
      [2000, ymd(2000, 2, 5)],
      [2007, ymd(2007, 2, 17)],
      [2020, ymd(2020, 1, 25)],
      [2021, ymd(2021, 2, 12)],
      [2022, ymd(2022, 2, 1)],
      [2023, ymd(2023, 1, 22)],
      [2024, ymd(2024, 2, 10)],
      [2025, ymd(2025, 1, 29)],
      [2026, ymd(2026, 2, 17)],
    ];
    for (const [year, solar] of tet) {
      expect(lunarToSolar(lunarDate(year, 1, 1)), `Tết ${year}`).toEqual(solar);
      expect(solarToLunar(solar)).toEqual(lunarDate(year, 1, 1));
    }
    // The eve of Tết is the last day of month 12 of the year before.
    expect(solarToLunar(ymd(2024, 2, 9))).toMatchObject({ year: 2023, month: 12, leap: false });
  });

  it('puts Trung thu (15/8) on the right day', () => {
    expect(lunarToSolar(lunarDate(2024, 8, 15))).toEqual(ymd(2024, 9, 17));
    expect(lunarToSolar(lunarDate(2025, 8, 15))).toEqual(ymd(2025, 10, 6));
  });

  it('knows the leap months', () => {
    const leaps: Array<[number, number | null]> = [
      [1900, 8],
      [2001, 4],
      [2004, 2],
      [2006, 7],
      [2009, 5],
      [2012, 4],
      [2014, 9],
      [2017, 6],
      [2020, 4],
      [2023, 2],
      [2024, null],
      [2025, 6],
      [2026, null],
    ];
    for (const [year, month] of leaps) expect(leapMonthOf(year), `leap month of ${year}`).toBe(month);
  });

  it('switches from UTC+8 to UTC+7 at 1968-01-01 without a gap', () => {
    // At UTC+8 the new moon of 1968-01-29 16:29 UT falls on the 30th, as in China.
    const eve = solarToLunar(ymd(1968, 1, 28));
    expect(eve).toMatchObject({ year: 1967, month: 12, leap: false });
    expect(eve.day).toBe(lunarMonthLength(1967, 12, false));
    expect(solarToLunar(ymd(1968, 1, 29))).toEqual(lunarDate(1968, 1, 1));
    expect(yearCanChi(1967)).toBe('Đinh Mùi');
  });
});

describe('validation and range', () => {
  it('rejects impossible lunar dates', () => {
    const shortMonth = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
      (m) => lunarMonthLength(2024, m, false) === 29,
    );
    if (shortMonth === undefined) throw new Error('2024 should have a 29-day month');
    const invalid: LunarDate[] = [
      lunarDate(2024, shortMonth, 30),
      lunarDate(2024, 1, 1, true), // 2024 has no leap month
      lunarDate(2023, 3, 1, true), // 2023's leap month is 2
      lunarDate(2024, 13, 1),
      lunarDate(2024, 0, 1),
      lunarDate(2024, 1, 0),
      lunarDate(2024, 1, 31),
      lunarDate(2024, 1, 1.5),
      lunarDate(LUNAR_MIN_YEAR - 1, 1, 1),
      lunarDate(LUNAR_MAX_YEAR + 1, 1, 1),
    ];
    for (const d of invalid) {
      expect(isValidLunarDate(d), JSON.stringify(d)).toBe(false);
      expect(() => lunarToSolar(d), JSON.stringify(d)).toThrow(RangeError);
    }
    expect(isValidLunarDate(lunarDate(2023, 2, 1, true))).toBe(true);
  });

  it('throws RangeError for months and years that do not exist', () => {
    expect(() => lunarMonthLength(2024, 5, true)).toThrow(RangeError);
    expect(() => lunarMonthLength(2024, 13, false)).toThrow(RangeError);
    expect(() => lunarMonthLength(1899, 1, false)).toThrow(RangeError);
    expect(() => leapMonthOf(2101)).toThrow(RangeError);
    expect(() => leapMonthOf(1899)).toThrow(RangeError);
    expect([29, 30]).toContain(lunarMonthLength(2023, 2, true));
  });

  it('covers solar 1900-01-31 up to the eve of Tết 2101', () => {
    expect(solarToLunar(ymd(1900, 1, 31))).toEqual(lunarDate(1900, 1, 1));
    expect(() => solarToLunar(ymd(1900, 1, 30))).toThrow(RangeError);
    expect(() => solarToLunar(ymd(1850, 6, 1))).toThrow(RangeError);
    const lastDay = lunarToSolar(lunarDate(2100, 12, lunarMonthLength(2100, 12, false)));
    expect(lastDay.year).toBe(2101);
    expect(() => solarToLunar(solarFromJdn(jdnFromSolar(lastDay) + 1))).toThrow(RangeError);
    expect(() => solarToLunar(ymd(2200, 1, 1))).toThrow(RangeError);
  });
});

describe('formatLunarDate', () => {
  it('writes day/month (nhuận) năm Can-Chi', () => {
    expect(formatLunarDate(lunarDate(2024, 8, 15))).toBe('15/8 năm Giáp Thìn');
    expect(formatLunarDate(lunarDate(2023, 2, 3, true))).toBe('3/2 nhuận năm Quý Mão');
  });
});

describe('giỗ', () => {
  it('keeps a leap-month death in the regular month, the first one when the year doubles it', () => {
    const death = { day: 3, month: 2, leap: true };
    expect(deathAnniversary(death, 2023).lunar).toEqual(lunarDate(2023, 2, 3));
    expect(deathAnniversary(death, 2023).solar).toEqual(ymd(2023, 2, 22));
    expect(deathAnniversary(death, 2024).lunar.leap).toBe(false);
  });

  it('moves day 30 to day 29 in a short month, and only then', () => {
    for (const year of [2023, 2024, 2025]) {
      for (let month = 1; month <= 12; month += 1) {
        const giỗ = deathAnniversary({ day: 30, month, leap: false }, year);
        const short = lunarMonthLength(year, month, false) === 29;
        expect(giỗ.clamped30To29).toBe(short);
        expect(giỗ.lunar).toEqual(lunarDate(year, month, short ? 29 : 30));
        expect(giỗ.solar).toEqual(lunarToSolar(giỗ.lunar));
      }
    }
    expect(deathAnniversary({ day: 29, month: 1, leap: false }, 2024).clamped30To29).toBe(false);
  });

  it('rejects an impossible day or month of death', () => {
    expect(() => deathAnniversary({ day: 31, month: 1, leap: false }, 2024)).toThrow(RangeError);
    expect(() => deathAnniversary({ day: 1, month: 0, leap: false }, 2024)).toThrow(RangeError);
    expect(() => deathAnniversary({ day: 1, month: 1, leap: false }, 2101)).toThrow(RangeError);
  });

  it('finds the next giỗ on or after a day, across the lunar new year', () => {
    const death = { day: 10, month: 12, leap: false };
    // 10/12 of Giáp Thìn fell on 2025-01-09, before Tết Ất Tỵ.
    expect(nextDeathAnniversary(death, ymd(2025, 1, 1)).solar).toEqual(ymd(2025, 1, 9));
    expect(nextDeathAnniversary(death, ymd(2025, 1, 9)).solar).toEqual(ymd(2025, 1, 9));
    // A day later the next one is 10/12 of Ất Tỵ, in January 2026.
    const next = nextDeathAnniversary(death, ymd(2025, 1, 10));
    expect(next.lunar).toEqual(lunarDate(2025, 12, 10));
    expect(next.solar).toEqual(ymd(2026, 1, 28));
    // A death early in the year, asked for late in the Gregorian year: next lunar year.
    const early = nextDeathAnniversary({ day: 5, month: 1, leap: false }, ymd(2024, 12, 31));
    expect(early.solar).toEqual(ymd(2025, 2, 2));
    // A day of 2024 between Gregorian and lunar new year still belongs to lunar 2023.
    expect(nextDeathAnniversary({ day: 1, month: 1, leap: false }, ymd(2024, 1, 5)).solar).toEqual(
      ymd(2024, 2, 10),
    );
  });
});

describe('day-by-day consistency', () => {
  it('holds for every day of lunar years 1900–2100', () => {
    const first = jdnFromSolar(lunarToSolar(lunarDate(LUNAR_MIN_YEAR, 1, 1)));
    const last = jdnFromSolar(
      lunarToSolar(lunarDate(LUNAR_MAX_YEAR, 12, lunarMonthLength(LUNAR_MAX_YEAR, 12, false))),
    );
    expect(solarFromJdn(first)).toEqual(ymd(1900, 1, 31));
    expect(last).toBeGreaterThanOrEqual(jdnFromSolar(ymd(2100, 12, 31)));

    // Failures are collected and asserted once: 73 000 `expect` calls would dominate the run time.
    const failures: string[] = [];
    const fail = (jdn: number, message: string): void => {
      if (failures.length < 20) failures.push(`${JSON.stringify(solarFromJdn(jdn))}: ${message}`);
    };
    const yearMonths = new Map<number, LunarDate[]>();
    let prev: LunarDate | null = null;

    for (let jdn = first; jdn <= last; jdn += 1) {
      const solar = solarFromJdn(jdn);
      const l = solarToLunar(solar);
      const back = lunarToSolar(l);
      if (jdnFromSolar(back) !== jdn) fail(jdn, `round trip gave ${JSON.stringify(back)}`);
      if (!isValidLunarDate(l)) fail(jdn, `${JSON.stringify(l)} is not valid`);

      if (l.day === 1) {
        const months = yearMonths.get(l.year) ?? [];
        months.push(l);
        yearMonths.set(l.year, months);
        if (l.month === 1 && !l.leap) {
          const inWindow = (solar.month === 1 && solar.day >= 19) || (solar.month === 2 && solar.day <= 21);
          if (!inWindow) fail(jdn, `Tết ${l.year} outside Jan 19 – Feb 21`);
        }
      }

      if (prev) {
        if (l.day === 1) {
          // The month that just ended must be 29 or 30 days long, and months follow in order.
          if (prev.day !== 29 && prev.day !== 30) fail(jdn, `previous month ended on day ${prev.day}`);
          if (prev.day !== lunarMonthLength(prev.year, prev.month, prev.leap))
            fail(jdn, 'month length mismatch');
          // A leap month repeats the regular month just ended; otherwise the number goes up by one.
          const follows = l.leap
            ? !prev.leap && l.month === prev.month && l.year === prev.year
            : l.month === (prev.month % 12) + 1 && l.year === (prev.month === 12 ? prev.year + 1 : prev.year);
          if (!follows) fail(jdn, `${JSON.stringify(l)} does not follow ${JSON.stringify(prev)}`);
        } else if (
          l.day !== prev.day + 1 ||
          l.month !== prev.month ||
          l.year !== prev.year ||
          l.leap !== prev.leap
        ) {
          fail(jdn, `${JSON.stringify(l)} does not follow ${JSON.stringify(prev)}`);
        }
      }
      prev = l;
    }

    for (const [year, months] of yearMonths) {
      const leaps = months.filter((m) => m.leap);
      const expectedCount = leaps.length === 1 ? 13 : 12;
      if (leaps.length > 1 || months.length !== expectedCount) {
        failures.push(`${year}: ${months.length} months, ${leaps.length} leap`);
      }
      if ((leaps[0]?.month ?? null) !== leapMonthOf(year)) failures.push(`${year}: leapMonthOf disagrees`);
    }
    expect(yearMonths.size).toBe(LUNAR_MAX_YEAR - LUNAR_MIN_YEAR + 1);
    expect(failures).toEqual([]);
  });
});
