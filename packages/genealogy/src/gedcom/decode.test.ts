import { describe, expect, it } from 'vitest';
import { decodeAnsel, decodeGedcom } from './decode.ts';
import { parseGedcom } from './parse.ts';

const SAMPLE = '0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME /Nguyễn/ Văn Đức\n0 TRLR\n';

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const le = Buffer.from((bom ? '\uFEFF' : '') + text, 'utf16le');
  if (littleEndian) return new Uint8Array(le);
  const be = new Uint8Array(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0;
    be[i + 1] = le[i] ?? 0;
  }
  return be;
}

/** ASCII text with ANSEL bytes spliced in where `{xx}` names a byte in hex. */
function ansel(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      out.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      out.push(text.charCodeAt(i));
    }
  }
  return new Uint8Array(out);
}

function firstName(bytes: Uint8Array): string | undefined {
  return parseGedcom(bytes).persons[0]?.name;
}

describe('decodeGedcom', () => {
  it('reads UTF-8 with and without a BOM', () => {
    const plain = new Uint8Array(Buffer.from(SAMPLE, 'utf8'));
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    expect(decodeGedcom(plain)).toMatchObject({ text: SAMPLE, encoding: 'UTF-8', warnings: [] });
    expect(decodeGedcom(withBom)).toMatchObject({ text: SAMPLE, encoding: 'UTF-8' });
    expect(firstName(withBom)).toBe('Nguyễn Văn Đức');
  });

  it('reads UTF-16 LE and BE, with a BOM or from the zero-byte pattern', () => {
    const text = SAMPLE.replace('UTF-8', 'UNICODE');
    for (const le of [true, false]) {
      for (const bom of [true, false]) {
        const d = decodeGedcom(utf16(text, le, bom));
        expect(d.encoding).toBe(le ? 'UTF-16LE' : 'UTF-16BE');
        expect(d.text).toBe(text);
        expect(firstName(utf16(text, le, bom))).toBe('Nguyễn Văn Đức');
      }
    }
  });

  it('reads ANSEL: extended letters, and combining marks moved after their letter and composed', () => {
    // Đặng = Đ, (dot below, breve) a, ng; Nguyễn = Nguy, (circumflex, tilde) e, n; ơ and ư letters (Trường).
    const bytes = ansel(
      '0 HEAD\r\n1 CHAR ANSEL\r\n0 @I1@ INDI\r\n1 NAME /{a3}{f2}{e6}ang/ Th{e2}{bc}m\r\n0 @I2@ INDI\r\n1 NAME /Nguy{e3}{e4}en/ Tr{bd}{e1}{bc}ng\r\n0 TRLR\r\n',
    );
    const tree = parseGedcom(bytes);
    expect(tree.persons.map((p) => p.name)).toEqual(['Đặng Thớm', 'Nguyễn Trường']);
    expect(tree.persons[0]?.surname).toBe('Đặng');
    expect(tree.persons[0]?.name).toBe('Đặng Thớm'.normalize('NFC'));
  });

  it('reads a file declared ANSEL that is really UTF-8 as UTF-8, with a warning', () => {
    const tree = parseGedcom(
      new Uint8Array(Buffer.from('0 HEAD\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME /Đặng/ Thơm\n0 TRLR\n')),
    );
    expect(tree.persons[0]?.name).toBe('Đặng Thơm');
    expect(tree.warnings[0]?.message).toContain('UTF-8');
  });

  it('maps the ANSEL spacing letters', () => {
    const d = decodeAnsel(ansel('{a1}{a2}{a3}{a4}{a5}{a6}{ac}{ad}{b1}{b2}{b3}{b5}{b6}{b8}{ba}{bc}{bd}'));
    expect(d).toBe('ŁØĐÞÆŒƠƯłøđæœıðơư');
  });

  it('reads ANSI / CP1252 files, including the 0x80–0x9F range', () => {
    const bytes = new Uint8Array([
      ...Buffer.from('0 HEAD\n1 CHAR ANSI\n0 @I1@ INDI\n1 NAME /Dupr', 'latin1'),
      0xe9,
      ...Buffer.from('/ Fran', 'latin1'),
      0xe7,
      0x6f,
      0x69,
      0x73,
      0x20,
      0x93,
      0x4a,
      0x94,
      ...Buffer.from('\n0 TRLR\n', 'latin1'),
    ]);
    const d = decodeGedcom(bytes);
    expect(d.encoding).toBe('CP1252');
    expect(firstName(bytes)).toBe('Dupré François “J”');
  });

  it('falls back to CP1252 with a warning when a file claiming UTF-8 is not', () => {
    const bytes = new Uint8Array([
      ...Buffer.from('0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ren', 'latin1'),
      0xe9,
    ]);
    const tree = parseGedcom(bytes);
    expect(tree.persons[0]?.name).toBe('René');
    expect(tree.warnings[0]).toMatchObject({ text: 'HEAD.CHAR' });
    expect(tree.warnings[0]?.message).toContain('Windows-1252');
  });

  it('warns about an unknown CHAR value and still reads the file', () => {
    const tree = parseGedcom(
      new Uint8Array(Buffer.from('0 HEAD\n1 CHAR KLINGON\n0 @I1@ INDI\n1 NAME An\n0 TRLR\n')),
    );
    expect(tree.persons[0]?.name).toBe('An');
    expect(tree.warnings[0]?.message).toContain('KLINGON');
  });

  it('reads plain ASCII', () => {
    const bytes = new Uint8Array(
      Buffer.from('0 HEAD\n1 CHAR ASCII\n0 @I1@ INDI\n1 NAME /Smith/ John\n0 TRLR\n'),
    );
    expect(decodeGedcom(bytes).warnings).toEqual([]);
    expect(firstName(bytes)).toBe('Smith John');
  });
});

describe('characters cut between a line and its CONC', () => {
  const note = 'Ông Nguyễn Văn Đức dựng nhà thờ họ ở làng Đông Ngạc.';

  /** The note's UTF-8 bytes cut after `at` bytes (inside a character), the rest on a CONC line. */
  function splitFile(at: number, eol = '\r\n'): Uint8Array {
    const bytes = Buffer.from(note, 'utf8');
    return new Uint8Array(
      Buffer.concat([
        Buffer.from(`0 HEAD${eol}1 CHAR UTF-8${eol}0 @I1@ INDI${eol}1 NAME /Nguyễn/ Văn Đức${eol}1 NOTE `),
        bytes.subarray(0, at),
        Buffer.from(`${eol}2 CONC `),
        bytes.subarray(at),
        Buffer.from(`${eol}0 TRLR${eol}`),
      ]),
    );
  }

  it('joins the character again and reads the file as UTF-8, not Windows-1252', () => {
    const bytes = Buffer.from(note, 'utf8');
    // Every cut inside a multi-byte character of the note, with both kinds of line end.
    const cuts = [...bytes.keys()].filter((i) => i > 0 && ((bytes[i] ?? 0) & 0xc0) === 0x80);
    expect(cuts.length).toBeGreaterThan(10);
    for (const eol of ['\r\n', '\n']) {
      for (const at of cuts) {
        const tree = parseGedcom(splitFile(at, eol));
        expect(tree.persons[0]?.notes, `cut at ${at}`).toBe(note);
        expect(tree.persons[0]?.name).toBe('Nguyễn Văn Đức');
        expect(tree.warnings.map((w) => w.message).join(' ')).toContain('nối lại 1 chữ');
      }
    }
  });

  it('reads a mostly UTF-8 file with a few bad bytes as UTF-8, the bad bytes as U+FFFD', () => {
    const bytes = new Uint8Array([
      ...Buffer.from('0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME /Nguyễn/ Thị Ánh\n1 NOTE Lỗi ', 'utf8'),
      0xff,
      ...Buffer.from(' ở đây\n0 TRLR\n', 'utf8'),
    ]);
    const tree = parseGedcom(bytes);
    expect(tree.persons[0]).toMatchObject({ name: 'Nguyễn Thị Ánh', notes: 'Lỗi \uFFFD ở đây' });
    expect(tree.warnings[0]?.message).toContain('1 byte không đúng UTF-8');
  });

  it('ANSEL: marks that end a line sit on the first letter of the CONC value', () => {
    // "Nguyễn" cut after the marks of ễ: circumflex and tilde end the line, the e starts the CONC.
    const tree = parseGedcom(
      ansel('0 HEAD\r\n1 CHAR ANSEL\r\n0 @I1@ INDI\r\n1 NAME Nguy{e3}{e4}\r\n2 CONC en\r\n0 TRLR\r\n'),
    );
    expect(tree.persons[0]?.name).toBe('Nguyễn');
  });
});
