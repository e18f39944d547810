import { describe, expect, it } from 'vitest';
import type { DraftFamily, DraftLifeDate, DraftPerson, DraftTree } from '../draft.ts';
import { parseGedcom, parseGedcomText } from './parse.ts';
import { writeGedcom } from './write.ts';

const NOW = new Date('2026-11-23T10:00:00Z');

function p(id: string, name: string, extra: Partial<DraftPerson> = {}): DraftPerson {
  return {
    id,
    name,
    surname: null,
    sex: 'unknown',
    generation: null,
    ordinalNumber: null,
    birth: null,
    death: null,
    deceased: false,
    otherNames: [],
    notes: null,
    ...extra,
  };
}

function life(d: Partial<DraftLifeDate>): DraftLifeDate {
  return { place: null, ...d };
}

const founder = p('I1', 'Nguyễn Văn An', {
  surname: 'Nguyễn',
  sex: 'male',
  generation: 1,
  birth: life({ solar: { year: 1890 }, qualifier: 'about', place: 'Hà Nội' }),
  // Lunar beside an exact solar date: the INT phrase.
  death: life({
    solar: { year: 1945, month: 4, day: 12 },
    lunar: { day: 1, month: 3, year: 1945, leap: false },
    place: 'Làng Đông Ngạc',
  }),
  deceased: true,
  otherNames: [{ kind: 'tenHuy', value: 'Cả' }],
  notes: 'Cụ tổ đời thứ nhất.\nCó công lập làng.',
});

const tree: DraftTree = {
  persons: [
    founder,
    p('I2', 'Trần Thị Bưởi', {
      sex: 'female',
      generation: 1,
      // Lunar only, leap month, with words kept beside it.
      death: life({ lunar: { day: 12, month: 4, leap: true }, phrase: 'giỗ chung' }),
      deceased: true,
    }),
    p('I3', 'Lê Thị Hai', {
      surname: 'Lê',
      sex: 'female',
      generation: 1,
      // Lunar beside a qualified date: an event note.
      death: life({
        solar: { year: 1950 },
        qualifier: 'before',
        lunar: { day: 5, month: 8, year: 1949, leap: false },
      }),
      deceased: true,
    }),
    p('I4', 'Nguyễn Văn Bình', { surname: 'Nguyễn', sex: 'male', generation: 2, deceased: true }),
    p('I5', 'Nguyễn Thị Nuôi', { surname: 'Nguyễn', sex: 'female', generation: 2 }),
    p('I6', 'Tôn Thất Kế', { surname: 'Tôn Thất', sex: 'male', generation: 2 }),
    p('I7', 'Út', { generation: 2, birth: life({ phrase: 'mùa lũ năm Thìn' }) }),
  ],
  families: [
    {
      id: 'F1',
      fatherId: 'I1',
      motherId: 'I2',
      children: [
        { personId: 'I4', relation: 'birth' },
        { personId: 'I5', relation: 'adopted' },
      ],
      marriage: life({ solar: { year: 1910, month: 2 }, place: 'Nam Định' }),
    },
    {
      id: 'F2',
      fatherId: 'I1',
      motherId: 'I3',
      children: [
        { personId: 'I6', relation: 'step' },
        { personId: 'I7', relation: 'foster' },
      ],
      marriage: null,
    },
  ],
  warnings: [],
  report: [],
};

describe('writeGedcom', () => {
  const text = writeGedcom(tree, { sourceName: 'ho-nguyen.ged', now: NOW });
  const lines = text.split('\n');

  it('writes a GEDCOM 5.5.1 UTF-8 header and trailer', () => {
    expect(lines.slice(0, 12)).toEqual([
      '0 HEAD',
      '1 SOUR GIAPHA',
      '2 NAME Gia phả',
      '1 DATE 23 NOV 2026',
      '1 FILE ho-nguyen.ged',
      '1 SUBM @U1@',
      '1 GEDC',
      '2 VERS 5.5.1',
      '2 FORM LINEAGE-LINKED',
      '1 CHAR UTF-8',
      '0 @U1@ SUBM',
      '1 NAME Gia phả',
    ]);
    expect(lines.at(-2)).toBe('0 TRLR');
  });

  it('writes names in Vietnamese order with the surname marked', () => {
    expect(lines).toContain('1 NAME /Nguyễn/ Văn An');
    expect(lines).toContain('1 NAME /Trần/ Thị Bưởi');
    expect(lines).toContain('1 NAME /Tôn Thất/ Kế');
    expect(lines).toContain('1 NAME Út');
  });

  it('writes lunar dates as date phrases beside the Gregorian date', () => {
    expect(text).toContain(
      '1 DEAT\n2 DATE INT 12 APR 1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)\n2 PLAC Làng Đông Ngạc\n',
    );
    expect(text).toContain('2 DATE (âm lịch: ngày 12 tháng 4 nhuận; giỗ chung)');
    expect(text).toContain('2 DATE BEF 1950\n2 NOTE Âm lịch: trước ngày 5 tháng 8 năm Kỷ Sửu 1949\n');
    expect(text).toContain('1 DEAT Y');
  });

  it('writes families with all wives and children, and PEDI for adopted, foster and step children', () => {
    expect(text).toContain(
      '0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 CHIL @I4@\n1 CHIL @I5@\n1 MARR\n2 DATE FEB 1910\n',
    );
    expect(text).toContain('1 FAMC @F1@\n2 PEDI adopted\n');
    expect(text).toContain('1 FAMC @F2@\n2 PEDI foster\n2 _PEDI step\n');
    expect(text).toContain('1 FAMS @F1@\n1 FAMS @F2@\n');
  });

  it('round-trips persons, families, links, names, dates and lunar dates', () => {
    const back = parseGedcom(new Uint8Array(Buffer.from(text, 'utf8')));
    expect(back.warnings).toEqual([]);
    // Trần Thị Bưởi had no surname set: the writer marked the first word, which now comes back.
    expect(back.persons).toEqual(tree.persons.map((x) => (x.id === 'I2' ? { ...x, surname: 'Trần' } : x)));
    expect(back.families).toEqual(tree.families);
  });

  it('splits long values with CONC and keeps newlines with CONT', () => {
    const long = `${'Ông là người hiền lành, chăm chỉ. '.repeat(20)}@cuối`;
    const t = writeGedcom(
      { ...tree, persons: [p('X', 'An', { notes: `${long}\nDòng hai` })], families: [] },
      { now: NOW },
    );
    const out = t.split('\n');
    expect(out.every((l) => l.length <= 255)).toBe(true);
    expect(out.some((l) => l.startsWith('2 CONC '))).toBe(true);
    expect(out).toContain('2 CONT Dòng hai');
    expect(parseGedcomText(t).persons[0]?.notes).toBe(`${long.trim()}\nDòng hai`);
  });

  it('gives ids that cannot be xrefs new ones, keeping the links', () => {
    const odd: DraftTree = {
      persons: [p('a b', 'Nguyễn An'), p('c-d', 'Nguyễn Bình')],
      families: [
        {
          id: 'fam 1',
          fatherId: 'a b',
          motherId: null,
          children: [{ personId: 'c-d', relation: 'birth' }],
          marriage: null,
        } satisfies DraftFamily,
      ],
      warnings: [],
      report: [],
    };
    const back = parseGedcomText(writeGedcom(odd, { now: NOW }));
    expect(back.persons.map((x) => [x.id, x.name, x.surname])).toEqual([
      ['I1', 'Nguyễn An', 'Nguyễn'],
      ['I2', 'Nguyễn Bình', 'Nguyễn'],
    ]);
    expect(back.families[0]).toMatchObject({
      id: 'F1',
      fatherId: 'I1',
      children: [{ personId: 'I2', relation: 'birth' }],
    });
  });
});
