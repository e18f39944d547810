// Names set vertically, letter under letter, in one to four columns read left to right.

import { HALF_CAP_HEIGHT, measureText } from '../metrics.ts';
import type { PosterPiece } from './scene.ts';
import { GRAPHEME } from './text.ts';

/** The advance from one letter to the next, the gap between words and between columns, in em. */
const LETTER_ADVANCE = 1.22;
const WORD_GAP = 0.8;
const COLUMN_GAP = 0.45;

export interface VerticalFit {
  size: number;
  /** Columns left to right; each a list of words, each word its letters. */
  columns: string[][][];
}

function columnHeight(words: readonly string[][], size: number): number {
  let letters = 0;
  for (const word of words) letters += word.length;
  return (letters * LETTER_ADVANCE + Math.max(0, words.length - 1) * WORD_GAP) * size;
}

function columnWidth(words: readonly string[][], size: number, bold: boolean): number {
  let width = 0;
  for (const word of words)
    for (const letter of word) width = Math.max(width, measureText(letter, size, bold));
  return width;
}

/** Splits the words into `count` columns of about equal height, in reading order. */
function splitColumns(words: readonly string[][], count: number): string[][][] {
  const total = words.reduce((sum, w) => sum + w.length + WORD_GAP, 0);
  const columns: string[][][] = [];
  let current: string[][] = [];
  let height = 0;
  words.forEach((word, i) => {
    const remainingWords = words.length - i;
    const remainingColumns = count - columns.length;
    const wordHeight = word.length + WORD_GAP;
    if (
      current.length > 0 &&
      remainingColumns > 1 &&
      (height + wordHeight / 2 > total / count || remainingWords < remainingColumns)
    ) {
      columns.push(current);
      current = [];
      height = 0;
    }
    current.push(word);
    height += wordHeight;
  });
  if (current.length > 0) columns.push(current);
  return columns;
}

export function fitVertical(
  text: string,
  maxWidth: number,
  maxHeight: number,
  size: number,
  minSize: number,
  bold: boolean,
): VerticalFit {
  const words = text
    .split(' ')
    .filter(Boolean)
    .map((word) => word.match(GRAPHEME) ?? []);
  if (words.length === 0) return { size, columns: [] };
  const step = Math.max(0.25, size * 0.04);
  const maxColumns = Math.min(words.length, 4);
  const measure = (columns: string[][][], s: number) => {
    const height = Math.max(...columns.map((c) => columnHeight(c, s)));
    const width =
      columns.reduce((sum, c) => sum + columnWidth(c, s, bold), 0) + (columns.length - 1) * COLUMN_GAP * s;
    return { width, height };
  };
  for (let s = size; s >= minSize - 1e-9; s -= step) {
    for (let count = 1; count <= maxColumns; count++) {
      const columns = splitColumns(words, count);
      const { width, height } = measure(columns, s);
      if (width <= maxWidth && height <= maxHeight) return { size: s, columns };
    }
  }
  // Nothing fits at the smallest size: the column count that needs the least shrinking, shrunk.
  let best: VerticalFit = { size: minSize, columns: splitColumns(words, 1) };
  let bestScale = 0;
  for (let count = 1; count <= maxColumns; count++) {
    const columns = splitColumns(words, count);
    const { width, height } = measure(columns, minSize);
    const scale = Math.min(1, maxWidth / width, maxHeight / height);
    if (scale > bestScale) {
      bestScale = scale;
      best = { size: Math.max(0.5, minSize * scale), columns };
    }
  }
  return best;
}

export function placeVertical(fit: VerticalFit, cx: number, top: number, height: number, bold: boolean) {
  const s = fit.size;
  const widths = fit.columns.map((c) => columnWidth(c, s, bold));
  const total = widths.reduce((a, b) => a + b, 0) + (fit.columns.length - 1) * COLUMN_GAP * s;
  const pieces: PosterPiece[] = [];
  let left = cx - total / 2;
  // Columns start level at the top of the block, which is centred in the card.
  const blockTop = top + (height - Math.max(0, ...fit.columns.map((c) => columnHeight(c, s)))) / 2;
  fit.columns.forEach((column, ci) => {
    const width = widths[ci] ?? 0;
    const x = left + width / 2;
    let y = blockTop;
    column.forEach((word, wi) => {
      word.forEach((letter, li) => {
        const lastOfWord = li === word.length - 1;
        const lastOfName = lastOfWord && wi === column.length - 1 && ci === fit.columns.length - 1;
        pieces.push({
          text: letter,
          x,
          y: y + (LETTER_ADVANCE * s) / 2 + HALF_CAP_HEIGHT * s,
          sep: lastOfWord && !lastOfName ? ' ' : '',
        });
        y += LETTER_ADVANCE * s;
      });
      y += WORD_GAP * s;
    });
    left += width + COLUMN_GAP * s;
  });
  return pieces;
}
