import { describe, expect, it } from 'vitest';
import type { DraftEvent, DraftFamily, DraftGrave, DraftLifeDate, DraftPerson, DraftTree } from '../draft.ts';
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

describe('writeGedcom: the whole record', () => {
  const record: DraftTree = {
    persons: [
      p('I1', 'Nguyễn Văn An', {
        surname: 'Nguyễn',
        sex: 'male',
        nameHanNom: '阮文安',
        otherNames: [{ kind: 'phapDanh', value: 'Minh Tâm' }],
        birth: life({
          solar: { year: 1890 },
          place: 'Hà Nội',
          coordinates: { latitude: 21.0285, longitude: 105.8542 },
        }),
        death: life({ lunar: { day: 1, month: 3, year: 1945, leap: false }, place: 'Huế' }),
        deceased: true,
        events: [
          {
            type: 'burial',
            label: null,
            value: null,
            date: life({ solar: { year: 1945 }, place: 'Nghĩa trang làng' }),
            note: 'Mộ đất',
            citations: [{ sourceId: 'S1', page: 'tờ 3', quote: 'táng tại xứ Đồng Cao' }],
          },
          { type: 'reburial', label: null, value: null, date: life({ solar: { year: 1948 } }), note: null },
          {
            type: 'degree',
            label: 'Tiến sĩ',
            value: 'khoa Nhâm Tuất',
            date: null,
            note: null,
          },
          { type: 'occupation', label: null, value: 'Dạy học', date: null, note: null },
          { type: 'residence', label: null, value: 'Xóm Đình', date: life({ place: 'Huế' }), note: null },
          { type: 'custom', label: 'Khao vọng', value: null, date: null, note: null },
        ],
        citations: [
          { fact: 'birth', sourceId: 'S1', page: 'tờ 2', quote: null },
          { fact: 'general', sourceId: 'S1', page: null, quote: null },
        ],
        gedcomExtra: '1 _UID 1234\n1 OBJE\n2 FILE anh.jpg',
      }),
      p('I2', 'Trần Thị Bưởi', {
        sex: 'female',
        birth: life({ place: 'Nam Định', coordinates: { latitude: -1.5, longitude: -70.25 } }),
      }),
    ],
    families: [
      {
        id: 'F1',
        fatherId: 'I1',
        motherId: 'I2',
        children: [],
        marriage: null,
        events: [
          {
            type: 'marriage',
            label: null,
            value: null,
            date: life({ solar: { year: 1910 }, place: 'Huế' }),
            note: null,
          },
          { type: 'divorce', label: null, value: null, date: life({ solar: { year: 1920 } }), note: null },
        ],
        citations: [{ sourceId: 'S1', page: 'tờ 4', quote: null }],
        gedcomExtra: '1 _STAT ok',
      },
    ],
    warnings: [],
    report: [],
    sources: [
      {
        id: 'S1',
        title: 'Gia phả họ Nguyễn',
        author: 'Nguyễn Văn Bình',
        date: 'soạn năm Tự Đức thứ 5',
        repository: 'Nhà thờ họ',
        note: null,
        gedcomExtra: '1 ABBR GPHN',
      },
    ],
  };
  const text = writeGedcom(record, { now: NOW });
  const v7 = writeGedcom(record, { now: NOW, version: '7.0' });

  it('writes places with their coordinates in N/S/E/W form', () => {
    expect(text).toContain('1 BIRT\n2 DATE 1890\n2 PLAC Hà Nội\n3 MAP\n4 LATI N21.0285\n4 LONG E105.8542\n');
    expect(text).toContain('1 BIRT\n2 PLAC Nam Định\n3 MAP\n4 LATI S1.5\n4 LONG W70.25\n');
    // Lunar only: the Gregorian day derived from it, said so in the words.
    expect(text).toContain(
      '1 DEAT\n2 DATE INT 12 APR 1945 (âm lịch, dương lịch quy đổi: ngày 1 tháng 3 năm Ất Dậu 1945)\n2 PLAC Huế\n',
    );
  });

  it('writes the Hán-Nôm name and pháp danh as further names', () => {
    expect(text).toContain(
      '1 NAME 阮文安\n2 TYPE aka\n2 _TYPE hanNom\n1 NAME Minh Tâm\n2 TYPE aka\n2 _TYPE phapDanh\n',
    );
    expect(v7).toContain(
      '1 NAME /Nguyễn/ Văn An\n2 GIVN Văn An\n2 SURN Nguyễn\n2 TRAN 阮文安\n3 LANG vi-Hani\n',
    );
    expect(v7).toContain('1 NAME Minh Tâm\n2 TYPE AKA\n2 _TYPE phapDanh\n');
  });

  it('writes life events with their standard tags or EVEN and TYPE', () => {
    expect(text).toContain(
      '1 BURI\n2 DATE 1945\n2 PLAC Nghĩa trang làng\n2 NOTE Mộ đất\n2 SOUR @S1@\n3 PAGE tờ 3\n3 DATA\n4 TEXT táng tại xứ Đồng Cao\n',
    );
    expect(text).toContain('1 EVEN\n2 TYPE Cải táng\n2 DATE 1948\n');
    expect(text).toContain('1 EVEN khoa Nhâm Tuất\n2 TYPE Khoa bảng: Tiến sĩ\n');
    expect(text).toContain('1 OCCU Dạy học\n');
    expect(text).toContain('1 RESI\n2 ADDR Xóm Đình\n2 PLAC Huế\n');
    expect(v7).toContain('1 RESI Xóm Đình\n2 PLAC Huế\n');
    expect(text).toContain('1 EVEN\n2 TYPE Khao vọng\n');
  });

  it('writes family events, sources, citations and kept lines', () => {
    expect(text).toContain(
      '0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 MARR\n2 DATE 1910\n2 PLAC Huế\n1 DIV\n2 DATE 1920\n1 SOUR @S1@\n2 PAGE tờ 4\n1 _STAT ok\n',
    );
    expect(text).toContain(
      '1 BIRT\n2 DATE 1890\n2 PLAC Hà Nội\n3 MAP\n4 LATI N21.0285\n4 LONG E105.8542\n2 SOUR @S1@\n3 PAGE tờ 2\n',
    );
    expect(text).toContain('1 SOUR @S1@\n1 FAMS @F1@\n1 _UID 1234\n1 OBJE\n2 FILE anh.jpg\n0 @I2@ INDI');
    expect(text).toContain(
      '0 @S1@ SOUR\n1 TITL Gia phả họ Nguyễn\n1 AUTH Nguyễn Văn Bình\n1 PUBL soạn năm Tự Đức thứ 5\n1 REPO\n2 NOTE Nhà thờ họ\n1 ABBR GPHN\n0 TRLR\n',
    );
    expect(v7).toContain('1 REPO @VOID@\n2 NOTE Nhà thờ họ\n');
  });

  it('writes a 7.0 header and dates with PHRASE, and no CONC', () => {
    expect(v7.split('\n').slice(0, 5)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SOUR GIAPHA',
      '2 NAME Gia phả',
    ]);
    expect(v7).not.toContain('CHAR');
    expect(v7).toContain(
      '1 DEAT\n2 DATE 12 APR 1945\n3 PHRASE âm lịch, dương lịch quy đổi: ngày 1 tháng 3 năm Ất Dậu 1945\n',
    );
    const long = writeGedcom(
      { ...record, persons: [p('X', 'An', { notes: 'a '.repeat(300) })], families: [], sources: [] },
      { now: NOW, version: '7.0' },
    );
    expect(long).not.toContain('CONC');
  });

  it.each(['5.5.1', '7.0'] as const)('reads the whole record back from GEDCOM %s', (version) => {
    const back = parseGedcomText(writeGedcom(record, { now: NOW, version }));
    expect(back.warnings).toEqual([]);
    expect(back.sources).toEqual(record.sources);
    // A plain first MARR is read as the family's marriage.
    const [family] = record.families;
    const [marriage, ...events] = family?.events ?? [];
    expect(back.families).toEqual([{ ...family, marriage: marriage?.date, events }]);
    // Trần Thị Bưởi had no surname set: the writer marked the first word, which now comes back.
    expect(back.persons).toEqual(
      record.persons.map((x) =>
        x.id === 'I2' ? { ...x, surname: 'Trần', generation: 1 } : { ...x, generation: 1 },
      ),
    );
  });

  it('drops citations of sources missing from the file, with a warning', () => {
    const back = parseGedcomText('0 HEAD\n0 @I1@ INDI\n1 NAME An\n1 SOUR @S9@\n2 PAGE 3\n0 TRLR\n');
    expect(back.persons[0]?.citations).toBeUndefined();
    expect(back.warnings).toEqual([
      { line: 4, text: 'SOUR @S9@', message: 'Nguồn @S9@ không có trong tệp; đã bỏ trích dẫn.' },
    ]);
  });
});

describe('writeGedcom: graves', () => {
  const grave: DraftGrave = {
    cemetery: 'Nghĩa trang làng Đông Ngạc',
    plot: 'Khu B, hàng 3, mộ số 12',
    place: 'Đông Ngạc, Từ Liêm, Hà Nội',
    coordinates: { latitude: 21.0876, longitude: 105.7812 },
    note: 'Mộ xây năm 1990.\nBia đá mới.',
    photos: ['/uploads/clan/mo.webp', 'https://anh.example.org/bia.jpg?w=800'],
  };
  const onFamilyLand: DraftGrave = {
    cemetery: 'Đất nhà, xứ Đồng Cao',
    plot: null,
    place: null,
    coordinates: null,
    note: null,
    photos: [],
  };
  const onlyAPoint: DraftGrave = {
    cemetery: null,
    plot: null,
    place: null,
    coordinates: { latitude: 16.4637, longitude: 107.5909 },
    note: 'Chưa rõ nghĩa trang',
    photos: [],
  };
  const burial = (extra: Partial<DraftEvent>): DraftEvent => ({
    type: 'burial',
    label: null,
    value: null,
    date: null,
    note: null,
    ...extra,
  });
  const withGraves: DraftTree = {
    persons: [
      p('I1', 'Phạm Văn Cẩn', {
        deceased: true,
        // Says nothing the grave does not: written once, as the grave.
        events: [burial({ date: life({ place: grave.place }) })],
        graves: [grave, onFamilyLand],
      }),
      p('I2', 'Phạm Thị Dung', {
        deceased: true,
        // Dated: the burial and the grave are both written.
        events: [burial({ date: life({ solar: { year: 1950 }, place: 'Huế' }) })],
        graves: [onlyAPoint],
        gedcomExtra: '1 OBJE @O1@',
      }),
    ],
    families: [],
    warnings: [],
    report: [],
  };
  const text = writeGedcom(withGraves, { now: NOW });
  const v7 = writeGedcom(withGraves, { now: NOW, version: '7.0' });

  it('writes a grave as a BURI with its place, point, note, photos and the _GRAVE marker (5.5.1)', () => {
    expect(text).toContain(
      [
        '1 BURI',
        '2 PLAC Đông Ngạc, Từ Liêm, Hà Nội',
        '3 MAP',
        '4 LATI N21.0876',
        '4 LONG E105.7812',
        '2 NOTE Nghĩa trang: Nghĩa trang làng Đông Ngạc; Vị trí: Khu B, hàng 3, mộ số 12',
        '3 CONT Mộ xây năm 1990.',
        '3 CONT Bia đá mới.',
        '2 OBJE',
        '3 FILE /uploads/clan/mo.webp',
        '4 FORM webp',
        '2 OBJE',
        '3 FILE https://anh.example.org/bia.jpg?w=800',
        '4 FORM jpg',
        '2 _GRAVE',
        '3 _CEMETERY Nghĩa trang làng Đông Ngạc',
        '3 _PLOT Khu B, hàng 3, mộ số 12',
        '',
      ].join('\n'),
    );
    // No place: the cemetery is the PLAC.
    expect(text).toContain(
      '1 BURI\n2 PLAC Đất nhà, xứ Đồng Cao\n2 NOTE Nghĩa trang: Đất nhà, xứ Đồng Cao\n2 _GRAVE\n3 _CEMETERY Đất nhà, xứ Đồng Cao\n',
    );
    // Neither: the burial is asserted (`Y`) and the point rides under the marker.
    expect(text).toContain(
      '1 BURI Y\n2 NOTE Chưa rõ nghĩa trang\n2 _GRAVE\n3 MAP\n4 LATI N16.4637\n4 LONG E107.5909\n',
    );
  });

  it('writes a burial event beside the graves only when it says more than they do', () => {
    const persons = text.split('0 @I2@ INDI');
    expect(persons[0]?.match(/^1 BURI/gm)).toHaveLength(2);
    expect(persons[1]).toContain('1 BURI\n2 DATE 1950\n2 PLAC Huế\n');
    expect(persons[1]?.match(/^1 BURI/gm)).toHaveLength(2);
  });

  it('writes 7.0 photos as multimedia records and documents the grave tags in HEAD.SCHMA', () => {
    expect(v7.split('\n').slice(0, 7)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SCHMA',
      '2 TAG _GRAVE https://giapha.vn/gedcom/_GRAVE',
      '2 TAG _CEMETERY https://giapha.vn/gedcom/_CEMETERY',
      '2 TAG _PLOT https://giapha.vn/gedcom/_PLOT',
    ]);
    // @O1@ is taken by a kept line: the photos take other xrefs.
    expect(v7).toContain('2 OBJE @O2@\n2 OBJE @O3@\n2 _GRAVE\n');
    expect(v7).toContain(
      '0 @O2@ OBJE\n1 FILE /uploads/clan/mo.webp\n2 FORM image/webp\n0 @O3@ OBJE\n1 FILE https://anh.example.org/bia.jpg?w=800\n2 FORM image/jpeg\n0 TRLR\n',
    );
    expect(writeGedcom(tree, { now: NOW, version: '7.0' })).not.toContain('SCHMA');
  });

  it.each(['5.5.1', '7.0'] as const)('reads the graves back from GEDCOM %s', (version) => {
    const back = parseGedcomText(writeGedcom(withGraves, { now: NOW, version }));
    expect(back.warnings).toEqual([]);
    expect(back.persons.map((x) => x.graves)).toEqual([[grave, onFamilyLand], [onlyAPoint]]);
    // The dated burial stays an event; the one the grave said is not made up again.
    expect(back.persons.map((x) => x.events)).toEqual([undefined, withGraves.persons[1]?.events]);
    expect(back.report.find((r) => r.tag === 'OBJE')).toEqual(
      version === '7.0' ? { tag: 'OBJE', imported: 2, skipped: 0 } : undefined,
    );
  });

  it('reads a BURI without the marker as a burial event, and warns of a photo missing from the file', () => {
    const back = parseGedcomText(
      '0 HEAD\n0 @I1@ INDI\n1 NAME An\n1 BURI\n2 PLAC Huế\n1 BURI\n2 OBJE @O9@\n2 _GRAVE\n3 _PLOT Hàng 2\n0 TRLR\n',
    );
    expect(back.persons[0]?.events).toEqual([burial({ date: life({ place: 'Huế' }) })]);
    expect(back.persons[0]?.graves).toEqual([
      { cemetery: null, plot: 'Hàng 2', place: null, coordinates: null, note: null, photos: [] },
    ]);
    expect(back.warnings).toEqual([
      { line: 7, text: 'OBJE @O9@', message: 'Ảnh @O9@ không có trong tệp; đã bỏ.' },
    ]);
  });
});

describe('a file from another program, in and out again', () => {
  const file = [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 5.5.1',
    '1 CHAR UTF-8',
    '0 @I1@ INDI',
    '1 NAME Johann /Bach/',
    '1 BIRT',
    '2 DATE @#DJULIAN@ 21 MAR 1685',
    '2 PLAC Eisenach',
    '1 BIRT',
    '2 DATE 31 MAR 1685',
    '2 NOTE Gregorian reckoning',
    '1 DEAT',
    '2 DATE 28 JUL 1750',
    '1 DEAT',
    '2 DATE 1750',
    '1 FAMS @F1@',
    '0 @I2@ INDI',
    '1 NAME Maria /Bach/',
    '1 FAMS @F1@',
    '0 @F1@ FAM',
    '1 HUSB @I1@',
    '1 WIFE @I2@',
    '1 MARR',
    '0 TRLR',
    '',
  ].join('\n');
  const out = writeGedcom(parseGedcomText(file), { now: NOW });

  it('writes a calendar escape as it is, not doubled', () => {
    expect(out).toContain('1 BIRT\n2 DATE @#DJULIAN@ 21 MAR 1685\n2 PLAC Eisenach\n');
  });

  it('keeps a second birth and a second death as the file wrote them', () => {
    expect(out).toContain('1 BIRT\n2 DATE 31 MAR 1685\n2 NOTE Gregorian reckoning\n');
    expect(out).toContain('1 DEAT\n2 DATE 1750\n');
    expect(out.match(/^1 (BIRT|DEAT)$/gm)).toHaveLength(4);
  });

  it('keeps a marriage known without a date or a place', () => {
    expect(out).toMatch(/0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 MARR\n/);
  });
});
