import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleDates } from '../dates/sample-dates.testing.ts';
import { DATE_QUALIFIERS, isRangeQualifier, type QualifiedDate } from '../dates/types.ts';
import { applyDateNote, parseLunarPhrase, readGedcomDate, writeGedcomDate } from './dates.ts';

const read = (value: string, phrase: string | null = null) => readGedcomDate(value, phrase);

describe('readGedcomDate', () => {
  it('reads exact dates, months and years', () => {
    expect(read('12 APR 1945')).toEqual({
      date: { solar: { year: 1945, month: 4, day: 12 } },
      understood: true,
      problem: null,
    });
    expect(read('apr 1945').date).toEqual({ solar: { year: 1945, month: 4 } });
    expect(read('1945').date).toEqual({ solar: { year: 1945 } });
    expect(read('').date).toBeNull();
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
    expect(read(value).date).toEqual({ solar: { year: 1900 }, qualifier });
  });

  it('reads ranges with both ends', () => {
    expect(read('BET 1900 AND 1910').date).toEqual({
      solar: { year: 1900 },
      qualifier: 'between',
      end: { solar: { year: 1910 } },
    });
    expect(read('FROM 3 MAR 1900 TO 1910').date).toEqual({
      solar: { year: 1900, month: 3, day: 3 },
      qualifier: 'fromTo',
      end: { solar: { year: 1910 } },
    });
    expect(read('BET 1900 AND 1900').date).toMatchObject({ end: { solar: { year: 1900 } } });
    expect(read('BET 1900').understood).toBe(false);
  });

  it('reads dual years as the new-style year, marked', () => {
    expect(read('11 FEB 1731/32').date).toEqual({ solar: { year: 1732, month: 2, day: 11, dualYear: true } });
    expect(read('1750/51').date?.solar?.year).toBe(1751);
    expect(read('1699/00').date?.solar).toEqual({ year: 1700, dualYear: true });
    expect(read('1750/53').understood).toBe(false);
  });

  it('keeps calendars as written', () => {
    expect(read('@#DGREGORIAN@ 5 MAY 1800').date).toEqual({ solar: { year: 1800, month: 5, day: 5 } });
    expect(read('ABT @#DJULIAN@ 1600').date).toEqual({
      solar: { year: 1600 },
      qualifier: 'about',
      calendar: 'julian',
    });
    expect(read('JULIAN 12 AUG 1401').date).toEqual({
      solar: { year: 1401, month: 8, day: 12 },
      calendar: 'julian',
    });
    expect(read('@#DHEBREW@ 1 TSH 5750').date).toEqual({
      solar: { year: 5750, month: 1, day: 1 },
      calendar: 'hebrew',
    });
    expect(read('@#DFRENCH R@ 1 VEND 1').date).toEqual({
      solar: { year: 1, month: 1, day: 1 },
      calendar: 'french',
    });
    expect(read('FRENCH_R 27 THER 77').date).toEqual({
      solar: { year: 77, month: 11, day: 27 },
      calendar: 'french',
    });
    // The 13th month of these calendars has no place in a 12-month date: kept as written.
    expect(read('HEBREW 1 ELL 5750')).toMatchObject({
      date: { phrase: 'HEBREW 1 ELL 5750' },
      understood: false,
    });
    expect(read('BET @#DJULIAN@ 1600 AND 1700').understood).toBe(false);
  });

  it('keeps interpreted dates, bare phrases and 7.0 phrases', () => {
    expect(read('INT 1900 (about when the war ended)').date).toEqual({
      solar: { year: 1900 },
      phrase: 'about when the war ended',
    });
    expect(read('(mùa xuân năm Giáp Tý)').date).toEqual({ phrase: 'mùa xuân năm Giáp Tý' });
    expect(read('ABT 1900', 'during the war').date).toEqual({
      solar: { year: 1900 },
      qualifier: 'about',
      phrase: 'during the war',
    });
    expect(read('', 'cuối đời Tự Đức').date).toEqual({ phrase: 'cuối đời Tự Đức' });
  });

  it('keeps what it cannot read as the phrase', () => {
    expect(read('31 FEB 1900')).toMatchObject({
      date: { phrase: '31 FEB 1900' },
      understood: false,
      problem: 'Không có ngày 31/2/1900',
    });
    expect(read('sometime')).toEqual({ date: { phrase: 'sometime' }, understood: false, problem: null });
    expect(read('1401 BCE').understood).toBe(false);
  });

  it('reads lunar dates from phrases, old and new wordings', () => {
    expect(read('INT 12 APR 1945 (âm lịch: ngày 1 tháng 3 năm 1945)')).toEqual({
      date: {
        solar: { year: 1945, month: 4, day: 12 },
        lunar: { day: 1, month: 3, year: 1945, leap: false },
      },
      understood: true,
      problem: null,
    });
    expect(read('INT 12 APR 1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)').date).toEqual({
      solar: { year: 1945, month: 4, day: 12 },
      lunar: { day: 1, month: 3, year: 1945, leap: false },
    });
    expect(read('(âm lịch: ngày 12 tháng 3 nhuận; giỗ họ)').date).toEqual({
      lunar: { day: 12, month: 3, leap: true },
      phrase: 'giỗ họ',
    });
    expect(read('(âm lịch: khoảng năm Giáp Tý)').date).toEqual({
      lunar: { canChi: 'Giáp Tý', leap: false },
      qualifier: 'about',
    });
    // Other wordings are read and kept as written.
    expect(read('(12 tháng 3 âm lịch)').date).toEqual({
      lunar: { day: 12, month: 3, leap: false },
      phrase: '12 tháng 3 âm lịch',
    });
    expect(read('mất ngày 5/8 âm lịch').date?.lunar).toEqual({ day: 5, month: 8, leap: false });
  });
});

describe('applyDateNote', () => {
  it('reads the notes the writer gives a qualified date, and leaves other notes alone', () => {
    const base: QualifiedDate = { solar: { year: 1950 }, qualifier: 'before' };
    expect(applyDateNote(base, 'Âm lịch: ngày 5 tháng 8 năm 1949')).toEqual({
      date: { ...base, lunar: { day: 5, month: 8, year: 1949, leap: false } },
      note: null,
    });
    expect(applyDateNote(base, 'Âm lịch: trước ngày 5 tháng 8 năm Kỷ Sửu 1949; theo bia')).toEqual({
      date: { ...base, lunar: { day: 5, month: 8, year: 1949, leap: false }, phrase: 'theo bia' },
      note: null,
    });
    expect(applyDateNote(base, 'Ngày ghi trong nguồn: theo bia')).toEqual({
      date: { ...base, phrase: 'theo bia' },
      note: null,
    });
    // Another note naming a lunar date gives it and stays a note.
    expect(applyDateNote(base, 'mất ngày 1 tháng 3 âm lịch')).toEqual({
      date: { ...base, lunar: { day: 1, month: 3, leap: false } },
      note: 'mất ngày 1 tháng 3 âm lịch',
    });
    expect(applyDateNote(base, 'Cụ là người hiền lành')).toBeNull();
  });
});

describe('parseLunarPhrase', () => {
  it('reads the short form "(âm lịch: 12/3)"', () => {
    expect(parseLunarPhrase('âm lịch: 12/3')?.lunar).toEqual({ day: 12, month: 3, leap: false });
    expect(parseLunarPhrase('no lunar here')).toBeNull();
    expect(parseLunarPhrase('âm lịch: 40/3')).toBeNull();
  });
});

/** The date read back from what the writer gives, its note applied as the record reader does. */
function roundTrip(date: QualifiedDate, version: '5.5.1' | '7.0'): QualifiedDate | null {
  const out = writeGedcomDate(date, version);
  if (out === null) return null;
  const read = readGedcomDate(out.value, out.phrase);
  const back = read.date ?? {};
  return out.note === null ? back : (applyDateNote(back, out.note)?.date ?? null);
}

describe('writeGedcomDate', () => {
  it('writes qualifiers, ranges, dual years and calendars', () => {
    const value = (d: QualifiedDate, version: '5.5.1' | '7.0' = '5.5.1') =>
      writeGedcomDate(d, version)?.value;
    expect(value({ solar: { year: 1945, month: 4, day: 12 } })).toBe('12 APR 1945');
    expect(value({ solar: { year: 1945, month: 4 }, qualifier: 'about' })).toBe('ABT APR 1945');
    expect(value({ solar: { year: 1945 }, qualifier: 'before' })).toBe('BEF 1945');
    expect(value({ solar: { year: 1900 }, qualifier: 'between', end: { solar: { year: 1910 } } })).toBe(
      'BET 1900 AND 1910',
    );
    expect(value({ solar: { year: 1900 }, qualifier: 'fromTo', end: { solar: { year: 1910 } } })).toBe(
      'FROM 1900 TO 1910',
    );
    expect(value({ solar: { year: 1713, month: 1, day: 13, dualYear: true } })).toBe('13 JAN 1712/13');
    expect(value({ solar: { year: 1700, month: 1, day: 1 }, calendar: 'julian' })).toBe(
      '@#DJULIAN@ 1 JAN 1700',
    );
    expect(value({ solar: { year: 1700, month: 1, day: 1 }, calendar: 'julian' }, '7.0')).toBe(
      'JULIAN 1 JAN 1700',
    );
    expect(value({ solar: { year: 1, month: 1, day: 1 }, calendar: 'french' })).toBe('@#DFRENCH R@ 1 VEND 1');
    expect(writeGedcomDate({ solar: { year: 1900 }, phrase: 'x' }, '7.0')).toEqual({
      value: '1900',
      phrase: 'x',
      note: null,
    });
    expect(writeGedcomDate({ solar: { year: 1900 }, qualifier: 'about', phrase: 'x' })).toEqual({
      value: 'ABT 1900',
      phrase: null,
      note: 'Ngày ghi trong nguồn: x',
    });
    expect(writeGedcomDate(null)).toBeNull();
    expect(writeGedcomDate({})).toBeNull();
  });

  it.each(['5.5.1', '7.0'] as const)('gives back every date shape (GEDCOM %s)', (version) => {
    for (const date of sampleDates()) {
      // A range whose second end is lunar while the first is solar is not among the shapes.
      expect({ date, back: roundTrip(date, version) }).toEqual({ date, back: date });
    }
  });
});

describe('lunar-only dates', () => {
  const year1850 = { year: 1850, leap: false };
  const day1945 = { day: 5, month: 8, year: 1945, leap: false };

  it.each([
    // [qualifier, 5.5.1 DATE, 5.5.1 NOTE, lunar words]
    [null, 'ABT 1850', 'năm Canh Tuất 1850'],
    ['about', 'ABT 1850', 'khoảng năm Canh Tuất 1850'],
    ['estimated', 'EST 1850', 'ước tính năm Canh Tuất 1850'],
    ['calculated', 'CAL 1850', 'tính ra năm Canh Tuất 1850'],
    ['before', 'BEF 1850', 'trước năm Canh Tuất 1850'],
    ['after', 'AFT 1850', 'sau năm Canh Tuất 1850'],
    ['from', 'FROM 1850', 'từ năm Canh Tuất 1850'],
    ['to', 'TO 1850', 'đến năm Canh Tuất 1850'],
    ['between', 'BET 1850 AND 10 SEP 1945', 'giữa năm Canh Tuất 1850 và ngày 5 tháng 8 năm Ất Dậu 1945'],
    ['fromTo', 'FROM 1850 TO 10 SEP 1945', 'từ năm Canh Tuất 1850 đến ngày 5 tháng 8 năm Ất Dậu 1945'],
  ] as const)(
    '%s: a Gregorian DATE derived from the lunar year, the lunar words beside it',
    (qualifier, value, words) => {
      const date: QualifiedDate = { lunar: year1850 };
      if (qualifier !== null) date.qualifier = qualifier;
      if (qualifier === 'between' || qualifier === 'fromTo') date.end = { lunar: day1945 };
      // A lunar year is not a Gregorian one: an unqualified lunar year is ABT its number.
      expect(writeGedcomDate(date, '5.5.1')).toEqual({
        value,
        phrase: null,
        note: `Âm lịch, dương lịch quy đổi: ${words}`,
      });
      expect(writeGedcomDate(date, '7.0')).toEqual({
        value,
        phrase: `âm lịch, dương lịch quy đổi: ${words}`,
        note: null,
      });
      for (const version of ['5.5.1', '7.0'] as const) expect(roundTrip(date, version)).toEqual(date);
    },
  );

  it('derives the exact day when the lunar calendar converts it, and the year otherwise', () => {
    expect(writeGedcomDate({ lunar: day1945 })).toEqual({
      value: 'INT 10 SEP 1945 (âm lịch, dương lịch quy đổi: ngày 5 tháng 8 năm Ất Dậu 1945)',
      phrase: null,
      note: null,
    });
    expect(writeGedcomDate({ lunar: day1945, qualifier: 'about', phrase: 'theo bia' }, '7.0')).toEqual({
      value: 'ABT 10 SEP 1945',
      phrase: 'âm lịch, dương lịch quy đổi: khoảng ngày 5 tháng 8 năm Ất Dậu 1945; theo bia',
      note: null,
    });
    // Before 1900 the calendar is not tabled: the year.
    expect(writeGedcomDate({ lunar: { day: 10, month: 3, year: 1864, leap: false } })?.value).toBe(
      'ABT 1864',
    );
    // No year (a Can Chi name, a day and month), or a range's end without one: words only, as before.
    expect(writeGedcomDate({ lunar: { canChi: 'Giáp Tý', leap: false }, qualifier: 'about' })).toEqual({
      value: '(âm lịch: khoảng năm Giáp Tý)',
      phrase: null,
      note: null,
    });
    expect(
      writeGedcomDate({
        lunar: year1850,
        qualifier: 'between',
        end: { lunar: { day: 2, month: 5, leap: false } },
      }),
    ).toEqual({ value: '(âm lịch: giữa năm Canh Tuất 1850 và ngày 2 tháng 5)', phrase: null, note: null });
  });

  it('gives back lunar-only dates of the converted years, every qualifier, with and without words', () => {
    const days = [
      day1945,
      { day: 29, month: 12, year: 2000, leap: false },
      { day: 15, month: 4, year: 2020, leap: true },
    ];
    for (const version of ['5.5.1', '7.0'] as const) {
      for (const qualifier of [null, ...DATE_QUALIFIERS]) {
        for (const lunar of days) {
          const date: QualifiedDate = { lunar };
          if (qualifier !== null) date.qualifier = qualifier;
          if (isRangeQualifier(qualifier)) date.end = { lunar: { month: 1, year: 2030, leap: false } };
          for (const d of [date, { ...date, phrase: 'theo bia đá' }]) {
            expect({ version, d, back: roundTrip(d, version) }).toEqual({ version, d, back: d });
          }
        }
      }
    }
  });

  it('reads the derived DATE away, and an ordinary lunar wording beside a DATE as both sides', () => {
    expect(read('ABT 1850', 'âm lịch, dương lịch quy đổi: khoảng năm Canh Tuất 1850').date).toEqual({
      lunar: year1850,
      qualifier: 'about',
    });
    expect(read('ABT 1850', 'âm lịch: khoảng năm Canh Tuất 1850').date).toEqual({
      solar: { year: 1850 },
      lunar: year1850,
      qualifier: 'about',
    });
    expect(
      applyDateNote(
        { solar: { year: 1850 }, qualifier: 'about' },
        'Âm lịch, dương lịch quy đổi: năm Canh Tuất 1850',
      ),
    ).toEqual({
      date: { lunar: year1850 },
      note: null,
    });
  });
});

// Real files (../shared/gedcom, see its README): how many DATE values come back exactly.
const SHARED = join(import.meta.dirname, '../../../../../shared/gedcom');
const files = existsSync(SHARED)
  ? [
      join(SHARED, 'gedcom70/date.ged'),
      ...readdirSync(join(SHARED, 'samples'))
        .filter((f) => f.endsWith('.ged'))
        .map((f) => join(SHARED, 'samples', f)),
    ].filter((f) => existsSync(f))
  : [];

describe.skipIf(files.length === 0)('DATE values of real files', () => {
  if (files.length === 0) console.info(`Skipped: ${SHARED} is absent (see its README).`);

  it.each(files)('%s: dates come back exactly', (file) => {
    const lines = readFileSync(file, 'latin1').split(/\r?\n/);
    const version = lines.some((l) => /^2 VERS 7/.test(l)) ? '7.0' : '5.5.1';
    let total = 0;
    let exact = 0;
    let same = 0;
    const lost: string[] = [];
    // The same date in another spelling (`abt`, `Jul`, `December`) is written the standard way.
    const spelling = (s: string) => s.toUpperCase().replace(/\b([A-Z]{3})[A-Z]+\b/g, '$1');
    lines.forEach((line, i) => {
      const m = /^\s*\d+ DATE ?(.*?)\s*$/.exec(line);
      if (!m) return;
      total++;
      const value = (m[1] ?? '').replace(/\s+/g, ' ');
      const phrase =
        version === '7.0' ? (/^\s*\d+ PHRASE (.*)$/.exec(lines[i + 1] ?? '')?.[1] ?? null) : null;
      const out = writeGedcomDate(readGedcomDate(value, phrase).date, version);
      const back = out?.value ?? '';
      const backPhrase = out?.phrase ?? null;
      if (back === value && backPhrase === phrase) exact++;
      if (spelling(back) === spelling(value) && backPhrase === phrase) same++;
      else lost.push(`${value}${phrase ? ` + ${phrase}` : ''} → ${back}`);
    });
    const pct = (n: number) => `${((n / Math.max(total, 1)) * 100).toFixed(1)}%`;
    console.info(
      `${file}: ${exact}/${total} DATE values exact (${pct(exact)}), ${same} the same date (${pct(same)})` +
        (lost.length > 0 ? `; lost: ${lost.slice(0, 6).join(' | ')}` : ''),
    );
    // date.ged holds every 7.0 form; only GREGORIAN written out (the default calendar) is not kept.
    expect(same / total).toBeGreaterThanOrEqual(file.endsWith('date.ged') ? 0.9 : 1);
  });
});
