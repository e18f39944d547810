// The text of an exported poster must copy and search as it was written: every Vietnamese letter,
// extracted from the PDF by poppler's `pdftotext` (the tool most viewers' search behaves like).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeTreeLayout } from '@giapha/genealogy';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFonts } from './fonts.testing.ts';
import { renderTreePdf } from './pdf.ts';
import { sampleCanvasTree } from './sample-tree.ts';

const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((file) => existsSync(file));

/** Each vowel with its five tones, then d and đ: the base letters and the 67 Vietnamese ones. */
const VOWELS = ['a', 'ă', 'â', 'e', 'ê', 'i', 'o', 'ô', 'ơ', 'u', 'ư', 'y'];
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];
const LOWER_WORDS = [
  ...VOWELS.map((vowel) => TONES.map((tone) => `${vowel}${tone}`.normalize('NFC')).join('')),
  'dđ',
];
const LOWER = LOWER_WORDS.join(' ');
const UPPER = LOWER.toUpperCase();

const dir = mkdtempSync(path.join(tmpdir(), 'giapha-pdf-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text poppler reads from `bytes`, on one line per line of the page. */
function extract(bytes: Uint8Array, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(PDFTOTEXT ?? 'pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe.skipIf(!PDFTOTEXT)('text extracted from a PDF poster (pdftotext)', () => {
  it('the alphabet is complete: 134 Vietnamese letters, upper and lower case', () => {
    const letters = new Set([...`${LOWER}${UPPER}`.replace(/ /g, '')].filter((ch) => ch > '\u007f'));
    expect(letters.size).toBe(134);
  });

  it.each([
    ['lower', LOWER],
    ['upper', UPPER],
  ])('every %s-case Vietnamese letter copies as written, in bold and regular', async (name, text) => {
    const tree = sampleCanvasTree({ persons: 3, generations: 2 });
    const bytes = await renderTreePdf(tree, computeTreeLayout(tree), {
      paper: 'A4',
      orientation: 'landscape',
      tiled: false,
      title: text,
      subtitle: text,
      loadFonts,
    });
    const found = lines(extract(bytes, name));
    // The title (bold) and the subtitle (regular), each its own line, letter for letter (NFC).
    expect(found.filter((line) => line === text)).toHaveLength(2);
  });

  it('names on the cards search as written: “Thị”, “Ngọc”, “Vũ”', async () => {
    const tree = sampleCanvasTree({ persons: 3, generations: 2 });
    const names = ['Phan Thị Nhàn', 'Nguyễn Ngọc Vũ', 'Lê Thị Ịch Ọanh'];
    names.forEach((full, i) => {
      tree.persons[i]!.name = full;
    });
    const bytes = await renderTreePdf(tree, computeTreeLayout(tree), {
      paper: 'A4',
      orientation: 'portrait',
      tiled: false,
      title: 'Phả đồ họ Phan – Nghệ An',
      loadFonts,
    });
    const text = extract(bytes, 'names').replace(/\s+/g, ' ');
    expect(text).toContain('Phả đồ họ Phan – Nghệ An');
    for (const word of ['Phan', 'Thị', 'Nhàn', 'Nguyễn', 'Ngọc', 'Vũ', 'Lê', 'Ịch', 'Ọanh']) {
      expect(text, word).toContain(word);
    }
    expect(text).not.toMatch(/Thi\b/);
    expect(text).not.toContain('Ngoc');
  });
});

if (!PDFTOTEXT) {
  console.warn('pdftotext (poppler-utils) is not installed: the PDF text extraction tests are skipped.');
}
