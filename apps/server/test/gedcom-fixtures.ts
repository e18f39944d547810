import type { DraftNode } from '@giapha/contract';
// GEDCOM files as other programs write them, for the import tests: what Gramps, webtrees, Family Tree
// Maker, MyHeritage, Ancestry, RootsMagic and Legacy put in real files (records without names, notes of
// many pages split by CONT/CONC, custom _TAGs, sources and media, pointers to nothing, repeated xrefs,
// dates no parser reads), in UTF-8 and in ANSEL; and a seeded generator of odd files for the fuzz test.
// Test support only: imported by the ai-trees tests.

/** A long note: paragraphs of Vietnamese text, `length` characters or more. */
export function longNote(length: number): string {
  const sentence =
    'Cụ tổ họ Nguyễn từ Thanh Hóa ra Bắc lập nghiệp, khai khẩn đất hoang, dựng làng, lập đình thờ Thành hoàng.';
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 1; size < length; i++) {
    const p = `Đoạn ${i}. ${sentence} ${sentence}`;
    paragraphs.push(p);
    size += p.length + 1;
  }
  return paragraphs.join('\n');
}

/** A note as GEDCOM lines: the first line of each paragraph CONT, cut into CONC pieces of `width` characters. */
export function noteLines(level: number, note: string, width = 60, xref?: string): string[] {
  const lines: string[] = [];
  note.split('\n').forEach((paragraph, i) => {
    const pieces = paragraph.match(new RegExp(`.{1,${width}}`, 'gu')) ?? [''];
    pieces.forEach((piece, k) => {
      if (i === 0 && k === 0) lines.push(`${level} ${xref ? `@${xref}@ ` : ''}NOTE ${piece}`);
      else lines.push(`${level + 1} ${k === 0 ? 'CONT' : 'CONC'} ${piece}`);
    });
  });
  return lines;
}

export const NOTE_15K = longNote(15_500);
export const NOTE_SHARED = longNote(16_200);
export const LONG_NAME = `Nguyễn ${'Phúc '.repeat(70)}An`.trim();

/** The persons and families every fixture file holds, as GEDCOM lines (encoding-neutral text). */
export function awkwardRecords(): string[] {
  return [
    // Gramps: no NAME at all, a _UID, a citation with its own page and note.
    '0 @I1@ INDI',
    '1 SEX M',
    '1 _UID 9F3C2B1A0E5D4C3B',
    '1 SOUR @S1@',
    '2 PAGE tr. 12',
    '2 NOTE Nguồn: gia phả chép tay',
    '1 FAMS @F1@',
    // webtrees / MyHeritage: `NAME //` with empty parts.
    '0 @I2@ INDI',
    '1 NAME //',
    '2 GIVN',
    '2 SURN',
    '1 SEX F',
    '1 FAMS @F1@',
    // Family Tree Maker: the note of many pages, a media object, a custom event.
    '0 @I3@ INDI',
    '1 NAME Văn Phúc /Nguyễn/',
    '1 SEX M',
    '1 BIRT',
    '2 DATE Tết năm Giáp Tý',
    '2 PLAC Làng Đông Ngạc, huyện Từ Liêm, phủ Hoài Đức, trấn Sơn Tây',
    '2 _PRIM Y',
    '1 DEAT',
    '2 DATE 31 FEB 1900',
    '1 OBJE @O1@',
    '1 _MILT Lính khố đỏ',
    '2 DATE BET 1940 AND 1945',
    ...noteLines(1, NOTE_15K),
    '1 FAMC @F1@',
    '2 _FREL Natural',
    '2 _MREL Natural',
    // RootsMagic / Legacy: a shared note record, an empty FAMC, a FAMC and a NOTE to nothing.
    '0 @I4@ INDI',
    `1 NAME ${LONG_NAME}`,
    '1 NOTE @N1@',
    '1 NOTE @N404@',
    '1 FAMC',
    '1 FAMC @F404@',
    '1 BIRT',
    `2 DATE ${'khoảng đầu thế kỷ, năm ấy được mùa '.repeat(20).trim()}`,
    `2 PLAC ${'Xóm Thượng, '.repeat(60).trim()}`,
    '1 DEAT Y',
    '2 DATE 1 JAN 10000',
    // Ancestry: the same xref twice, many other names.
    '0 @I5@ INDI',
    '1 NAME Lê Thị /Hoa/',
    ...Array.from({ length: 25 }, (_, i) => `1 NAME Tên gọi khác ${i + 1}`),
    '0 @I5@ INDI',
    '1 NAME Lê Văn /Trùng/',
    '1 SEX M',
    // A family whose husband and wife are one person, with a child who is its father.
    '0 @I6@ INDI',
    '1 NAME Phạm /Văn/ Một',
    '0 @F2@ FAM',
    '1 HUSB @I6@',
    '1 WIFE @I6@',
    '1 CHIL @I6@',
    '0 @F1@ FAM',
    '1 HUSB @I1@',
    '1 WIFE @I2@',
    '1 HUSB @I404@',
    '1 CHIL @I3@',
    '1 CHIL @I3@',
    '1 CHIL @I404@',
    '1 MARR',
    '2 DATE INT 1 MAR 1920 (âm lịch: ngày 12 tháng 1 năm 1920)',
    '1 _STAT Married',
    ...noteLines(0, NOTE_SHARED, 80, 'N1'),
    '0 @S1@ SOUR',
    '1 TITL Gia phả họ Nguyễn',
    '0 @O1@ OBJE',
    '1 FILE anh-cu-to.jpg',
    '0 _PLAC_DEFN',
    '1 PLAC Hà Nội',
    '0 @R1@ REPO',
    '1 NAME Nhà thờ họ',
  ];
}

export function gedcomText(records: string[], char: string, source = 'GRAMPS', eol = '\r\n'): string {
  return [
    '0 HEAD',
    `1 SOUR ${source}`,
    '2 VERS 5.1.6',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    `1 CHAR ${char}`,
    ...records,
    '0 TRLR',
    '',
  ].join(eol);
}

// ANSEL: the marks of a letter come before it; ơ, ư, đ are letters of their own.
const ANSEL_MARKS: Record<string, number> = {
  '\u0309': 0xe0,
  '\u0300': 0xe1,
  '\u0301': 0xe2,
  '\u0302': 0xe3,
  '\u0303': 0xe4,
  '\u0306': 0xe6,
  '\u0323': 0xf2,
};
const ANSEL_LETTERS: Record<string, number> = {
  Đ: 0xa3,
  đ: 0xb3,
  Ơ: 0xac,
  ơ: 0xbc,
  Ư: 0xad,
  ư: 0xbd,
};

/** Vietnamese text as ANSEL bytes (what Family Tree Maker and Legacy write when told to). */
export function toAnsel(text: string): Buffer {
  const out: number[] = [];
  for (const char of text.normalize('NFC')) {
    const letter = ANSEL_LETTERS[char];
    if (letter !== undefined) {
      out.push(letter);
      continue;
    }
    const parts = [...char.normalize('NFD')];
    let base = parts[0] ?? '';
    const marks: number[] = [];
    for (const mark of parts.slice(1)) {
      if (mark === '\u031b') {
        base = `${base}\u031b`.normalize('NFC');
        continue;
      }
      const code = ANSEL_MARKS[mark];
      if (code === undefined) throw new Error(`no ANSEL for ${JSON.stringify(mark)}`);
      marks.push(code);
    }
    const baseByte = ANSEL_LETTERS[base] ?? base.charCodeAt(0);
    if (ANSEL_LETTERS[base] === undefined && baseByte > 0x7f) {
      throw new Error(`no ANSEL for ${JSON.stringify(base)}`);
    }
    out.push(...marks, baseByte);
  }
  return Buffer.from(out);
}

/** A small deterministic generator (mulberry32), so a failing fuzz case can be replayed by its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_TAGS = [
  'NAME',
  'SEX',
  'BIRT',
  'DEAT',
  'DATE',
  'PLAC',
  'NOTE',
  'CONT',
  'CONC',
  'FAMC',
  'FAMS',
  'HUSB',
  'WIFE',
  'CHIL',
  'SOUR',
  'OBJE',
  'PEDI',
  '_UID',
  '_FREL',
  '_TYPE',
  'GIVN',
  'SURN',
  'MARR',
  'x',
];

/** An odd GEDCOM file: records of random tags, values and levels, in a random one of the encodings. */
export function oddGedcom(seed: number): { bytes: Buffer; label: string } {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const count = 2 + Math.floor(next() * 12);
  const xref = () =>
    pick(['@I1@', '@I2@', '@I3@', '@F1@', '@F2@', '@N1@', '@I999@', '@@', '@', '', '@VOID@']);
  const value = (): string =>
    pick([
      () => '',
      () => xref(),
      () => 'Nguyễn Văn /An/',
      () => '//',
      () => ' / / ',
      () => `${'Trần '.repeat(Math.floor(next() * 80))}Bình`,
      () => 'ABT 1850',
      () => '32 ABC 99999',
      () => `BET 1900 AND ${Math.floor(next() * 20_000)}`,
      () => 'INT 1 JAN 1900 (âm lịch: ngày 40 tháng 13)',
      () => 'chữ\u0000có\u0001điều\u001fkhiển',
      () => '\u202eđảo chiều\u202c\u200b',
      () => '👨‍👩‍👧 gia đình',
      () => 'x'.repeat(Math.floor(next() * 3000)),
      () => 'M',
      () => 'F',
    ])();
  const lines: string[] = [];
  for (let r = 0; r < count; r++) {
    const kind = pick(['INDI', 'INDI', 'INDI', 'FAM', 'NOTE', 'SOUR', '_CUSTOM']);
    const id = pick(['I1', 'I2', 'I3', 'F1', 'F2', 'N1', `X${r}`, '', 'I1'.repeat(80)]);
    lines.push(id ? `0 @${id}@ ${kind}` : `0 ${kind}`);
    const children = Math.floor(next() * 10);
    let level = 1;
    for (let c = 0; c < children; c++) {
      lines.push(`${level} ${pick(ODD_TAGS)} ${value()}`.trimEnd());
      level = Math.max(1, Math.min(level + pick([-1, 0, 1, 2]), 4));
    }
  }
  const encoding = pick(['utf8', 'utf8-bom', 'utf16le', 'ansel-declared', 'garbage'] as const);
  const text = gedcomText(
    lines,
    encoding === 'ansel-declared' ? 'ANSEL' : 'UTF-8',
    pick(['GRAMPS', 'FTM']),
    pick(['\r\n', '\n', '\r']),
  );
  const utf8 = Buffer.from(text, 'utf8');
  const bytes =
    encoding === 'utf8-bom'
      ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])
      : encoding === 'utf16le'
        ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
        : encoding === 'garbage'
          ? Buffer.concat([utf8, Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x0a, 0xe1, 0xba]), utf8.subarray(6)])
          : utf8;
  return { bytes, label: `seed ${seed} (${encoding}, ${count} records)` };
}

/** A draft person with every field empty but its id and name (`fields` override). */
export function draftNode(id: string, fields: Partial<DraftNode> = {}): DraftNode {
  return {
    id,
    name: `Người ${id}`,
    surname: null,
    sex: 'unknown',
    generation: null,
    ordinalNumber: null,
    birth: null,
    death: null,
    deceased: false,
    otherNames: [],
    notes: null,
    matchPersonId: null,
    ...fields,
  };
}
