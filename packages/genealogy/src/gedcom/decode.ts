// Bytes → text for GEDCOM files: UTF-8 (with or without BOM), UTF-16 LE/BE (BOM or the zero-byte
// pattern of "0 HEAD"), and otherwise the HEAD's `1 CHAR` value: UTF-8, UNICODE, ANSEL, ASCII or
// ANSI/CP1252. Pure code (no TextDecoder: the package is typed without DOM or Node libraries).

export type GedcomEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'ASCII' | 'CP1252';

export interface DecodedGedcom {
  text: string;
  encoding: GedcomEncoding;
  /** Problems met while choosing the encoding (unknown CHAR, invalid UTF-8…). */
  warnings: string[];
}

const CHUNK = 8192;

/** Collects UTF-16 code units and turns them into a string chunk by chunk (linear, bounded stack). */
class UnitWriter {
  private readonly buf = new Uint16Array(CHUNK);
  private n = 0;
  private readonly parts: string[] = [];

  push(unit: number): void {
    if (this.n === CHUNK) this.flush();
    this.buf[this.n++] = unit;
  }

  pushCodePoint(cp: number): void {
    if (cp > 0xffff) {
      const v = cp - 0x10000;
      this.push(0xd800 + (v >> 10));
      this.push(0xdc00 + (v & 0x3ff));
    } else {
      this.push(cp);
    }
  }

  private flush(): void {
    this.parts.push(String.fromCharCode(...this.buf.subarray(0, this.n)));
    this.n = 0;
  }

  done(): string {
    this.flush();
    return this.parts.join('');
  }
}

/** Strict UTF-8; null when the bytes are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array, start = 0): string | null {
  const out = new UnitWriter();
  let i = start;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      out.push(b);
      i++;
      continue;
    }
    let need: number;
    let cp: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      cp = b & 0x0f;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      cp = b & 0x07;
      min = 0x10000;
    } else {
      return null;
    }
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    out.pushCodePoint(cp);
    i += need + 1;
  }
  return out.done();
}

export function decodeUtf16(bytes: Uint8Array, littleEndian: boolean, start = 0): string {
  const out = new UnitWriter();
  for (let i = start; i + 1 < bytes.length; i += 2) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    out.push(littleEndian ? a | (b << 8) : (a << 8) | b);
  }
  return out.done();
}

// Windows-1252 0x80–0x9F; the rest of the high half is Latin-1. Undefined bytes keep their C1 code.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

export function decodeCp1252(bytes: Uint8Array, start = 0): string {
  const out = new UnitWriter();
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    out.push(b >= 0x80 && b < 0xa0 ? (CP1252_HIGH[b - 0x80] ?? b) : b);
  }
  return out.done();
}

// ANSEL (ANSI Z39.47 / MARC-8 Latin) spacing characters, plus GEDCOM's additions (0xBE, 0xBF, 0xCD–0xCF).
const ANSEL_SPACING: Record<number, number> = {
  161: 0x141, // Ł
  162: 0xd8, // Ø
  163: 0x110, // Đ
  164: 0xde, // Þ
  165: 0xc6, // Æ
  166: 0x152, // Œ
  167: 0x2b9, // ʹ
  168: 0xb7, // ·
  169: 0x266d, // ♭
  170: 0xae, // ®
  171: 0xb1, // ±
  172: 0x1a0, // Ơ
  173: 0x1af, // Ư
  174: 0x2bc, // ʼ
  176: 0x2bb, // ʻ
  177: 0x142, // ł
  178: 0xf8, // ø
  179: 0x111, // đ
  180: 0xfe, // þ
  181: 0xe6, // æ
  182: 0x153, // œ
  183: 0x2ba, // ʺ
  184: 0x131, // ı
  185: 0xa3, // £
  186: 0xf0, // ð
  188: 0x1a1, // ơ
  189: 0x1b0, // ư
  190: 0x25a1, // □
  191: 0x25a0, // ■
  192: 0xb0, // °
  193: 0x2113, // ℓ
  194: 0x2117, // ℗
  195: 0xa9, // ©
  196: 0x266f, // ♯
  197: 0xbf, // ¿
  198: 0xa1, // ¡
  199: 0xdf, // ß
  200: 0x20ac, // €
  205: 0x65, // midline e
  206: 0x6f, // midline o
  207: 0xdf, // ß (GEDCOM)
};

// ANSEL combining diacritics; in ANSEL they come BEFORE the letter they sit on.
const ANSEL_COMBINING: Record<number, number> = {
  224: 0x309, // hook above (Vietnamese hỏi)
  225: 0x300, // grave (huyền)
  226: 0x301, // acute (sắc)
  227: 0x302, // circumflex
  228: 0x303, // tilde (ngã)
  229: 0x304, // macron
  230: 0x306, // breve
  231: 0x307, // dot above
  232: 0x308, // diaeresis
  233: 0x30c, // caron
  234: 0x30a, // ring above
  235: 0xfe20, // ligature, left half
  236: 0xfe21, // ligature, right half
  237: 0x315, // comma above right
  238: 0x30b, // double acute
  239: 0x310, // candrabindu
  240: 0x327, // cedilla
  241: 0x328, // ogonek
  242: 0x323, // dot below (nặng)
  243: 0x324, // double dot below
  244: 0x325, // ring below
  245: 0x333, // double underline
  246: 0x332, // underline
  247: 0x326, // comma below
  248: 0x31c, // right half ring below
  249: 0x32e, // breve below
  250: 0xfe22, // double tilde, left half
  251: 0xfe23, // double tilde, right half
  254: 0x313, // comma above
};

/** ANSEL → Unicode (NFC): marks are moved after their base letter, then composed. */
export function decodeAnsel(bytes: Uint8Array, start = 0): string {
  const out = new UnitWriter();
  const pending: number[] = [];
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    const mark = ANSEL_COMBINING[b];
    if (mark !== undefined) {
      pending.push(mark);
      continue;
    }
    if (b === 0x0a || b === 0x0d) {
      // Marks before a line end: a CONC line continues the word, so they sit on its first letter;
      // otherwise they have no letter to sit on and are dropped rather than moved across lines.
      const resume = pending.length > 0 ? concValueStart(bytes, i) : -1;
      if (resume < 0) {
        pending.length = 0;
      } else {
        for (; i < resume; i++) out.push(bytes[i] ?? 0);
        i--;
        continue;
      }
    }
    out.push(b < 0x80 ? b : (ANSEL_SPACING[b] ?? 0xfffd));
    for (const m of pending) out.push(m);
    pending.length = 0;
  }
  for (const m of pending) out.push(m);
  return out.done().normalize('NFC');
}

/** Bytes of a line end (CRLF, LF or CR) starting at `at`; 0 when there is none. */
function lineEndLength(bytes: Uint8Array, at: number): number {
  const b = bytes[at];
  if (b === 0x0d) return bytes[at + 1] === 0x0a ? 2 : 1;
  return b === 0x0a ? 1 : 0;
}

/**
 * When the line end at `at` is followed by a `n CONC ` line, the index of that line's value (after the
 * one delimiter); else -1.
 */
function concValueStart(bytes: Uint8Array, at: number): number {
  let i = at + lineEndLength(bytes, at);
  if (i === at) return -1;
  while (bytes[i] === 0x20 || bytes[i] === 0x09) i++;
  const digits = i;
  while ((bytes[i] ?? 0) >= 0x30 && (bytes[i] ?? 0) <= 0x39) i++;
  if (i === digits || i - digits > 2 || bytes[i] !== 0x20) return -1;
  while (bytes[i] === 0x20) i++;
  const tag = String.fromCharCode(bytes[i] ?? 0, bytes[i + 1] ?? 0, bytes[i + 2] ?? 0, bytes[i + 3] ?? 0);
  if (tag.toUpperCase() !== 'CONC') return -1;
  i += 4;
  if (bytes[i] === 0x20) return i + 1;
  return lineEndLength(bytes, i) > 0 || i >= bytes.length ? i : -1;
}

/** Bytes a UTF-8 sequence starting with `lead` has in all (0 for a byte that cannot start one). */
function utf8Length(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * Programs that split long values with CONC by bytes may cut a UTF-8 character in two: its first bytes
 * end one line and the rest start the CONC value. Moves each such head after the `n CONC ` of the next
 * line, so the character is whole again (the CONC join then reads it as written). Same length as given.
 */
export function rejoinSplitUtf8(bytes: Uint8Array, start = 0): { bytes: Uint8Array; rejoined: number } {
  let out: Uint8Array | null = null;
  let rejoined = 0;
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b !== 0x0a && b !== 0x0d) continue;
    // The last character of the line: its lead byte within the last three bytes, and too few followers.
    let lead = i - 1;
    while (lead >= start && lead > i - 4 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead--;
    const total = lead >= start ? utf8Length(bytes[lead] ?? 0) : 0;
    const head = i - lead;
    if (total === 0 || head >= total) {
      if (b === 0x0d && bytes[i + 1] === 0x0a) i++;
      continue;
    }
    const value = concValueStart(bytes, i);
    const rest = total - head;
    let fits = value >= 0;
    for (let k = 0; fits && k < rest; k++) fits = ((bytes[value + k] ?? 0) & 0xc0) === 0x80;
    if (!fits) {
      if (b === 0x0d && bytes[i + 1] === 0x0a) i++;
      continue;
    }
    const target: Uint8Array = out ?? Uint8Array.from(bytes);
    out = target;
    const headBytes = bytes.slice(lead, i);
    target.set(bytes.subarray(i, value), lead);
    target.set(headBytes, value - head);
    rejoined++;
    i = value + rest - 1;
  }
  return { bytes: out ?? bytes, rejoined };
}

/**
 * UTF-8 with each invalid byte read as U+FFFD; `valid` counts the well-formed multi-byte characters,
 * `invalid` the bytes replaced (to tell a UTF-8 file with a few bad bytes from a file in another code).
 */
export function decodeUtf8Lenient(
  bytes: Uint8Array,
  start = 0,
): { text: string; valid: number; invalid: number } {
  const out = new UnitWriter();
  let valid = 0;
  let invalid = 0;
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      out.push(b);
      i++;
      continue;
    }
    const total = utf8Length(b);
    let cp = total === 2 ? b & 0x1f : total === 3 ? b & 0x0f : b & 0x07;
    let ok = total > 0;
    for (let k = 1; ok && k < total; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (c & 0x3f);
    }
    const min = total === 2 ? 0x80 : total === 3 ? 0x800 : 0x10000;
    if (ok && cp >= min && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) {
      out.pushCodePoint(cp);
      valid++;
      i += total;
    } else {
      out.push(0xfffd);
      invalid++;
      i++;
    }
  }
  return { text: out.done(), valid, invalid };
}

/** The value of `1 CHAR` in the HEAD, read from the first bytes as ASCII (null when absent). */
function headChar(bytes: Uint8Array, start: number): string | null {
  const end = Math.min(bytes.length, start + 16384);
  let head = '';
  for (let i = start; i < end; i++) {
    const b = bytes[i] ?? 0;
    head += b < 0x80 ? String.fromCharCode(b) : '?';
  }
  const lines = head.split(/\r\n|\r|\n/);
  for (let k = 1; k < lines.length; k++) {
    const line = (lines[k] ?? '').trim();
    if (line.startsWith('0 ')) break; // the HEAD record ended
    const m = /^1\s+CHAR\s+(.+)$/i.exec(line);
    if (m?.[1]) return m[1].trim().toUpperCase();
  }
  return null;
}

/**
 * UTF-8 when the bytes are UTF-8 (after rejoining characters cut by CONC), or mostly so (a few bad bytes
 * become U+FFFD, with a warning); null when they read as another code.
 */
function utf8Repaired(bytes: Uint8Array, start: number, warnings: string[]): string | null {
  const strict = decodeUtf8(bytes, start);
  if (strict !== null) return strict;
  const { bytes: joined, rejoined } = rejoinSplitUtf8(bytes, start);
  if (rejoined > 0) {
    const text = decodeUtf8(joined, start);
    if (text !== null) {
      warnings.push(`Đã nối lại ${rejoined} chữ bị cắt đôi giữa hai dòng CONC.`);
      return text;
    }
  }
  const lenient = decodeUtf8Lenient(joined, start);
  if (lenient.valid <= lenient.invalid) return null;
  warnings.push(
    `Tệp có ${lenient.invalid} byte không đúng UTF-8; đã thay bằng dấu \uFFFD, phần còn lại đọc theo UTF-8.`,
  );
  return lenient.text;
}

function utf8OrCp1252(bytes: Uint8Array, start: number, warnings: string[], why: string): DecodedGedcom {
  const utf8 = utf8Repaired(bytes, start, warnings);
  if (utf8 !== null) return { text: utf8, encoding: 'UTF-8', warnings };
  warnings.push(`${why}; đã đọc theo Windows-1252.`);
  return { text: decodeCp1252(bytes, start), encoding: 'CP1252', warnings };
}

export function decodeGedcom(bytes: Uint8Array): DecodedGedcom {
  const warnings: string[] = [];
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    return utf8OrCp1252(bytes, 3, warnings, 'Tệp có dấu UTF-8 ở đầu nhưng không phải UTF-8 hợp lệ');
  }
  if (b0 === 0xff && b1 === 0xfe)
    return { text: decodeUtf16(bytes, true, 2), encoding: 'UTF-16LE', warnings };
  if (b0 === 0xfe && b1 === 0xff)
    return { text: decodeUtf16(bytes, false, 2), encoding: 'UTF-16BE', warnings };
  // "0 HEAD" in UTF-16 without a BOM: every other byte is zero.
  if (b0 !== undefined && b0 !== 0 && b1 === 0) {
    return { text: decodeUtf16(bytes, true), encoding: 'UTF-16LE', warnings };
  }
  if (b0 === 0 && b1 !== undefined && b1 !== 0) {
    return { text: decodeUtf16(bytes, false), encoding: 'UTF-16BE', warnings };
  }
  const declared = headChar(bytes, 0);
  switch (declared) {
    case 'ANSEL': {
      // Some programs write UTF-8 but declare ANSEL; ANSEL text with marks is never valid UTF-8.
      const utf8 = bytes.some((b) => b >= 0x80)
        ? (decodeUtf8(bytes) ?? decodeUtf8(rejoinSplitUtf8(bytes).bytes))
        : null;
      if (utf8 !== null) {
        warnings.push('Tệp khai báo mã ANSEL nhưng thực ra là UTF-8; đã đọc theo UTF-8.');
        return { text: utf8, encoding: 'UTF-8', warnings };
      }
      return { text: decodeAnsel(bytes), encoding: 'ANSEL', warnings };
    }
    case 'ANSI':
    case 'CP1252':
    case 'WINDOWS-1252':
    case 'IBMPC':
    case 'IBM WINDOWS':
    case 'ISO-8859-1':
    case 'LATIN1': {
      // Many programs write UTF-8 whatever they declare; valid UTF-8 with non-ASCII bytes is a safe bet.
      const utf8 = decodeUtf8(bytes) ?? decodeUtf8(rejoinSplitUtf8(bytes).bytes);
      if (utf8 !== null) return { text: utf8, encoding: 'UTF-8', warnings };
      return { text: decodeCp1252(bytes), encoding: 'CP1252', warnings };
    }
    case null:
    case 'UTF-8':
    case 'UTF8':
    case 'ASCII':
    case 'UNICODE':
      return utf8OrCp1252(
        bytes,
        0,
        warnings,
        `Tệp khai báo mã ${declared ?? 'UTF-8 (mặc định)'} nhưng không phải UTF-8 hợp lệ`,
      );
    default:
      return withUnknownWarning(utf8OrCp1252(bytes, 0, [], 'Tệp không phải UTF-8 hợp lệ'), declared);
  }
}

function withUnknownWarning(d: DecodedGedcom, declared: string): DecodedGedcom {
  return {
    ...d,
    warnings: [`Không nhận ra bảng mã "${declared}" (HEAD.CHAR); đã đọc theo ${d.encoding}.`, ...d.warnings],
  };
}
