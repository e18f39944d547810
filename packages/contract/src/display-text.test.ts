import { describe, expect, it } from 'vitest';
import { cleanDisplayText, displayText, optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

describe('cleanDisplayText', () => {
  it('removes direction-changing characters (overrides, embeddings, isolates, marks)', () => {
    for (const code of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f,
    ]) {
      const char = String.fromCodePoint(code);
      expect(cleanDisplayText(`Nguyễn${char}Văn`), code.toString(16)).toBe('NguyễnVăn');
    }
    expect(cleanDisplayText('Nguyễn \u202Enăv\u202C Đức')).toBe('Nguyễn năv Đức');
    expect(cleanDisplayText('\u061CLê')).toBe('Lê');
  });

  it('removes zero-width and blank characters', () => {
    for (const code of [
      0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2064, 0xfeff, 0x180e, 0x00ad, 0x034f, 0x3164,
    ]) {
      const char = String.fromCodePoint(code);
      expect(cleanDisplayText(`Trần${char}Thị`), code.toString(16)).toBe('TrầnThị');
    }
    expect(cleanDisplayText('\uFEFFPhạm Văn Đồng')).toBe('Phạm Văn Đồng');
    // Control characters and tag characters outside a flag go too.
    expect(cleanDisplayText('Lê\u0000\u0007\u007F\u009BVăn\u{E0041}')).toBe('LêVăn');
  });

  it('makes one line: breaks, tabs and runs of spaces become one space, ends trimmed', () => {
    expect(cleanDisplayText('  Nguyễn\n\tVăn\u2028\u00A0 An\r\n ')).toBe('Nguyễn Văn An');
    expect(cleanDisplayText('Nguyễn \u200B Văn')).toBe('Nguyễn Văn');
  });

  it('stores NFC: a decomposed name equals the composed one', () => {
    const decomposed = 'Nguye\u0302\u0303n'; // e + circumflex + tilde
    expect(cleanDisplayText(decomposed)).toBe('Nguyễn');
    expect(cleanDisplayText(decomposed)).toBe(cleanDisplayText('Nguyễn'));
  });

  it('keeps emoji sequences whole (joiners, skin tones, presentation selectors, flags)', () => {
    for (const emoji of ['👨‍👩‍👧', '👩🏽‍🚀', '🏳️‍⚧️', '👨‍🦰', '❤️‍🔥', '🇻🇳', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣']) {
      expect(cleanDisplayText(`Gia đình ${emoji} họ Lê`), emoji).toBe(`Gia đình ${emoji} họ Lê`);
    }
  });

  it('removes a joiner that joins no emoji', () => {
    expect(cleanDisplayText('An\u200D👨')).toBe('An👨');
    expect(cleanDisplayText('👨\u200DAn')).toBe('👨An');
    expect(cleanDisplayText('\u200D\u200D')).toBe('');
  });

  it('leaves ordinary Vietnamese text as it is', () => {
    const text = 'Đỗ Thị Ngọc Ánh — Chi trưởng (đời thứ 12), "Họ Nguyễn Phúc"';
    expect(cleanDisplayText(text)).toBe(text);
  });
});

describe('displayText', () => {
  const name = displayText(10, MESSAGES.personNameRequired);

  it('gives the cleaned value', () => {
    expect(name.parse(' Nguyễn\u202EVăn ')).toBe('NguyễnVăn');
  });

  it('refuses a value that is only invisible characters with the field’s message', () => {
    const result = name.safeParse('\u200B\u202E\uFEFF ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.personNameRequired);
    expect(name.safeParse(42).error?.issues[0]?.message).toBe(MESSAGES.personNameRequired);
  });

  it('counts the length after cleaning', () => {
    expect(name.parse(`${'\u200B'.repeat(50)}Lê Văn Tám`)).toBe('Lê Văn Tám');
    expect(name.safeParse('Lê Văn Tám Một').error?.issues[0]?.message).toBe(
      MESSAGES.textTooLong.replace('{max}', '10'),
    );
  });
});

describe('optionalDisplayText', () => {
  const surname = optionalDisplayText(100);

  it('blank (or only invisible characters) becomes null; missing stays missing', () => {
    expect(surname.parse('\u200B ')).toBeNull();
    expect(surname.parse(null)).toBeNull();
    expect(surname.parse(undefined)).toBeUndefined();
    expect(surname.parse('Nguyễn\u2066 Phúc')).toBe('Nguyễn Phúc');
  });
});
