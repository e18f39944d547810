/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareVietnameseNames, foldVietnamese, formatVnd, slugify, splitVietnameseName } from './text.ts';

// The shared vectors live beside the repository checkout, whatever the checkout folder is called.
const vectorsUrl = new URL('../../../../shared/vectors/text-sample.json', import.meta.url);

interface Vectors {
  cases: { kind: string; input: string; input_codepoints?: string; expected: string; note?: string }[];
  currency_vi_VN?: { amount: number; [format: string]: unknown }[];
  gedcom_names?: { display: string; family: string; middle: string; given: string }[];
}

const vectors: Vectors = JSON.parse(readFileSync(vectorsUrl, 'utf8'));

function fromCodepoints(list: string): string {
  return String.fromCodePoint(...list.split(' ').map((cp) => Number.parseInt(cp.replace('U+', ''), 16)));
}

function formattedText(entry: Record<string, unknown>): string {
  for (const [key, value] of Object.entries(entry)) {
    if (
      key.startsWith('Intl.NumberFormat') &&
      typeof value === 'object' &&
      value !== null &&
      'text' in value
    ) {
      const text = value.text;
      if (typeof text === 'string') return text;
    }
  }
  throw new Error('vector has no formatted text');
}

describe('text vectors', () => {
  it('has only case kinds this module implements', () => {
    const kinds = new Set(vectors.cases.map((c) => c.kind));
    expect([...kinds].filter((k) => !['fold', 'compare', 'sort'].includes(k))).toEqual([]);
    expect(vectors.cases.length).toBeGreaterThan(0);
  });

  describe.each(vectors.cases.filter((c) => c.kind === 'fold'))('fold $note', (c) => {
    it('folds the input as stored', () => {
      expect(foldVietnamese(c.input)).toBe(c.expected);
    });
    it('folds the exact code points (JSON text may have been re-normalised)', () => {
      if (c.input_codepoints === undefined) return;
      expect(foldVietnamese(fromCodepoints(c.input_codepoints))).toBe(c.expected);
    });
    it('folds NFC and NFD forms alike', () => {
      expect(foldVietnamese(c.input.normalize('NFD'))).toBe(c.expected);
      expect(foldVietnamese(c.input.normalize('NFC'))).toBe(c.expected);
    });
  });

  describe.each(vectors.gedcom_names ?? [])('gedcom name $display', (g) => {
    it('splits with the explicit family field', () => {
      expect(splitVietnameseName(g.display, g.family)).toEqual({
        surname: g.family,
        middle: g.middle,
        given: g.given,
      });
    });
  });

  describe.each(vectors.currency_vi_VN ?? [])('currency $amount', (entry) => {
    it('formats like Intl vi-VN VND', () => {
      expect(formatVnd(entry.amount)).toBe(formattedText(entry));
    });
  });
});

describe('foldVietnamese', () => {
  it('handles empty and whitespace-only strings', () => {
    expect(foldVietnamese('')).toBe('');
    expect(foldVietnamese('   \t\n ')).toBe('');
    expect(foldVietnamese('\u00A0Lê\u00A0 Lợi\u3000')).toBe('le loi');
  });

  it('folds every Vietnamese vowel with every tone', () => {
    const vowels = 'aăâeêioôơuưy';
    const tones = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
    for (const v of vowels) {
      for (const t of tones) {
        const nfc = `${v}${t}`.normalize('NFC');
        expect(foldVietnamese(nfc)).toBe(v.normalize('NFD')[0]);
        expect(foldVietnamese(nfc.toUpperCase())).toBe(v.normalize('NFD')[0]);
      }
    }
  });

  it('maps đ, Đ and the eth lookalikes to d', () => {
    expect(foldVietnamese('đĐðÐ')).toBe('dddd');
  });

  it('is idempotent and leaves plain ASCII alone apart from case', () => {
    const once = foldVietnamese('Nguyễn Phúc Ánh');
    expect(foldVietnamese(once)).toBe(once);
    expect(foldVietnamese('Nguyen Van 2')).toBe('nguyen van 2');
  });

  it('lets a folded query find a name by substring', () => {
    expect(foldVietnamese('Nguyễn Văn Đức').includes(foldVietnamese('VAN DUC'))).toBe(true);
    expect(foldVietnamese('Nguyễn Văn Đức').includes(foldVietnamese('văn  đức'))).toBe(true);
  });
});

describe('splitVietnameseName', () => {
  it('uses first word, middle words and last word', () => {
    expect(splitVietnameseName('Nguyễn Văn An')).toEqual({ surname: 'Nguyễn', middle: 'Văn', given: 'An' });
    expect(splitVietnameseName('Trần Thị Ngọc Ánh')).toEqual({
      surname: 'Trần',
      middle: 'Thị Ngọc',
      given: 'Ánh',
    });
    expect(splitVietnameseName('Lê Lợi')).toEqual({ surname: 'Lê', middle: '', given: 'Lợi' });
  });

  it('treats a one-word name as the given name', () => {
    expect(splitVietnameseName('Gióng')).toEqual({ surname: '', middle: '', given: 'Gióng' });
    expect(splitVietnameseName('  Gióng  ', 'Nguyễn')).toEqual({ surname: '', middle: '', given: 'Gióng' });
  });

  it('returns empty parts for empty or blank names', () => {
    const empty = { surname: '', middle: '', given: '' };
    expect(splitVietnameseName('')).toEqual(empty);
    expect(splitVietnameseName('   ')).toEqual(empty);
    expect(splitVietnameseName('', 'Nguyễn')).toEqual(empty);
  });

  it('lets a compound surname win when the name starts with it', () => {
    expect(splitVietnameseName('Tôn Thất Thuyết', 'Tôn Thất')).toEqual({
      surname: 'Tôn Thất',
      middle: '',
      given: 'Thuyết',
    });
    expect(splitVietnameseName('Nguyễn Phúc Vĩnh Thụy', 'Nguyễn Phúc')).toEqual({
      surname: 'Nguyễn Phúc',
      middle: 'Vĩnh',
      given: 'Thụy',
    });
    expect(splitVietnameseName('Âu Dương Lân', 'Âu Dương')).toEqual({
      surname: 'Âu Dương',
      middle: '',
      given: 'Lân',
    });
  });

  it('matches the explicit surname across NFD, case, tone marks and spacing, keeping the name as written', () => {
    const nfdName = 'Tôn  Thất Đạm'.normalize('NFD');
    expect(splitVietnameseName(nfdName, 'tôn thất')).toEqual({
      surname: 'Tôn Thất',
      middle: '',
      given: 'Đạm',
    });
    expect(splitVietnameseName('Tôn Thất Đạm', ' Ton   That '.normalize('NFD'))).toEqual({
      surname: 'Tôn Thất',
      middle: '',
      given: 'Đạm',
    });
  });

  it('returns NFC words even from NFD input', () => {
    const parts = splitVietnameseName('Nguyễn Văn Đức'.normalize('NFD'));
    expect(parts.surname).toBe('Nguyễn'.normalize('NFC'));
    expect(parts.surname).toBe('Nguy\u1EC5n');
    expect(parts.middle).toBe('V\u0103n');
  });

  it('falls back to the heuristic when the explicit surname does not prefix the name', () => {
    expect(splitVietnameseName('Nguyễn Văn An', 'Trần')).toEqual({
      surname: 'Nguyễn',
      middle: 'Văn',
      given: 'An',
    });
    // Prefix of a word is not a match.
    expect(splitVietnameseName('Tônthất Văn An', 'Tôn')).toEqual({
      surname: 'Tônthất',
      middle: 'Văn',
      given: 'An',
    });
    expect(splitVietnameseName('Nguyễn Văn An', '   ')).toEqual({
      surname: 'Nguyễn',
      middle: 'Văn',
      given: 'An',
    });
    expect(splitVietnameseName('Nguyễn Văn An', null)).toEqual({
      surname: 'Nguyễn',
      middle: 'Văn',
      given: 'An',
    });
  });

  it('keeps the heuristic when the name is only the compound surname', () => {
    expect(splitVietnameseName('Tôn Thất', 'Tôn Thất')).toEqual({
      surname: 'Tôn',
      middle: '',
      given: 'Thất',
    });
  });
});

describe('compareVietnameseNames', () => {
  const sign = (n: number) => Math.sign(n);

  it('orders by given name before middle and surname', () => {
    expect(sign(compareVietnameseNames('Trần Văn An', 'Nguyễn Văn Bình'))).toBe(-1);
    expect(sign(compareVietnameseNames('Nguyễn Văn Bình', 'Trần Văn An'))).toBe(1);
    expect(sign(compareVietnameseNames('Nguyễn Thị An', 'Nguyễn Văn An'))).toBe(-1);
    expect(sign(compareVietnameseNames('Trần Văn An', 'Nguyễn Văn An'))).toBe(1);
  });

  it('follows the Vietnamese alphabet', () => {
    expect(sign(compareVietnameseNames('Lê Văn Anh', 'Lê Văn Ăn'))).toBe(-1);
    expect(sign(compareVietnameseNames('Lê Văn Ăn', 'Lê Văn Ân'))).toBe(-1);
    expect(sign(compareVietnameseNames('Lê Văn Dũng', 'Lê Văn Đức'))).toBe(-1);
    expect(sign(compareVietnameseNames('Lê Văn Đức', 'Lê Văn Em'))).toBe(-1);
  });

  it('uses the explicit surname for compound family names', () => {
    // Without the surname field, "Thất" would be read as the middle name and sort after "Phúc".
    const a = { name: 'Tôn Thất Thuyết', surname: 'Tôn Thất' };
    const b = { name: 'Nguyễn Phúc Thuyết' };
    expect(sign(compareVietnameseNames(a, b))).toBe(-1);
    expect(sign(compareVietnameseNames({ name: 'Tôn Thất Thuyết' }, b))).toBe(1);
  });

  it('accepts strings and NameParts alike', () => {
    expect(compareVietnameseNames('Lê Lợi', { name: 'Lê Lợi' })).toBe(0);
    expect(compareVietnameseNames({ name: 'Lê Lợi', surname: null }, 'Lê Lợi')).toBe(0);
  });

  it('treats NFC and NFD spellings as equal', () => {
    expect(compareVietnameseNames('Nguyễn Văn Đức', 'Nguyễn Văn Đức'.normalize('NFD'))).toBe(0);
  });

  it('breaks ties on the full string so different spellings order deterministically', () => {
    const ab = compareVietnameseNames('Nguyễn Hoà', 'Nguyễn Hòa');
    expect(ab).not.toBe(0);
    expect(sign(compareVietnameseNames('Nguyễn Hòa', 'Nguyễn Hoà'))).toBe(-sign(ab));
  });

  it('puts empty names first', () => {
    expect(sign(compareVietnameseNames('', 'An'))).toBe(-1);
    expect(compareVietnameseNames('', '  ')).not.toBeNaN();
  });

  it('sorts a list of ten names', () => {
    const names = [
      'Nguyễn Thị Yến',
      'Trần Văn Đức',
      'Lê Văn Dũng',
      { name: 'Tôn Thất Bình', surname: 'Tôn Thất' },
      'Phạm Thị Ánh',
      'Hoàng Văn An',
      'Võ Thị Ân',
      'Đặng Văn Ăn',
      'Bùi Thị Anh',
      'Nguyễn Văn Anh',
    ];
    const sorted = [...names].sort(compareVietnameseNames).map((n) => (typeof n === 'string' ? n : n.name));
    expect(sorted).toEqual([
      'Hoàng Văn An',
      'Bùi Thị Anh',
      'Nguyễn Văn Anh',
      'Phạm Thị Ánh',
      'Đặng Văn Ăn',
      'Võ Thị Ân',
      'Tôn Thất Bình',
      'Lê Văn Dũng',
      'Trần Văn Đức',
      'Nguyễn Thị Yến',
    ]);
  });

  it('is antisymmetric over a sample', () => {
    const sample = ['Lê Lợi', 'Lê Văn Lợi', 'Lê', '', 'Lý Thường Kiệt', 'Ðinh Bộ Lĩnh', 'Đinh Bộ Lĩnh'];
    for (const a of sample) {
      for (const b of sample) {
        expect(sign(compareVietnameseNames(a, b))).toBe(-sign(compareVietnameseNames(b, a)) || 0);
      }
    }
  });
});

describe('formatVnd', () => {
  it('groups thousands with dots and ends with NBSP ₫', () => {
    expect(formatVnd(1234567)).toBe('1.234.567\u00A0₫');
    expect(formatVnd(0)).toBe('0\u00A0₫');
    expect(formatVnd(999)).toBe('999\u00A0₫');
    expect(formatVnd(1e21)).toBe('1.000.000.000.000.000.000.000\u00A0₫');
  });

  it('agrees with Intl vi-VN for whole and half amounts', () => {
    const intl = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    for (const amount of [1, 12, 123, 1234, 50000, 1234567, 2.5, 0.5, 1.4, -5, -2.5, 1e15]) {
      expect(formatVnd(amount)).toBe(intl.format(amount));
    }
  });

  it('never prints negative zero', () => {
    expect(formatVnd(-0)).toBe('0\u00A0₫');
    expect(formatVnd(-0.4)).toBe('0\u00A0₫');
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatVnd(Number.NaN)).toThrow(RangeError);
    expect(() => formatVnd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('slugify', () => {
  it('folds Vietnamese titles into ASCII slugs', () => {
    expect(slugify('Giỗ Tổ Hùng Vương 2026')).toBe('gio-to-hung-vuong-2026');
    expect(slugify('  Đón Xuân — Bính Ngọ!  ')).toBe('don-xuan-binh-ngo');
    expect(slugify('ĐẠI HỘI DÒNG HỌ Nguyễn Đức')).toBe('dai-hoi-dong-ho-nguyen-duc');
  });

  it('is empty when nothing is left and never ends on a hyphen when cut', () => {
    expect(slugify('— !!! —')).toBe('');
    expect(slugify('ab cd ef', 3)).toBe('ab');
  });
});
