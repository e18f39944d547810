// Horizontal text on the poster: cleaning what a user typed, wrapping and shrinking it into a box and
// placing its lines, all measured with the Noto Sans advance widths the renderers draw with.

import { HALF_CAP_HEIGHT, measureText } from '../metrics.ts';
import type { PosterPiece, PosterText, PosterTextRole } from './scene.ts';

/** The advance from one line to the next, in em. */
export const LINE_HEIGHT = 1.22;

const CONTROL = /[\p{Cc}\ufffe\uffff]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SPACES = /\s+/g;
/** A letter with its combining marks. */
export const GRAPHEME = /\P{M}\p{M}*/gu;

/** NFC, one line, no characters an XML document or a PDF string cannot hold. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(LONE_SURROGATE, '').replace(CONTROL, ' ').replace(SPACES, ' ').trim();
}

export interface FittedLines {
  size: number;
  lines: { text: string; sep: '' | ' ' }[];
}

/** Greedy word wrap at `size`; null when a word alone is wider than `maxWidth`. */
function wrapWords(words: readonly string[], maxWidth: number, size: number, bold: boolean): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (measureText(word, size, bold) > maxWidth) return null;
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && measureText(candidate, size, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Breaks words wider than the line into pieces (the last resort for one very long word). */
function wrapBreakingWords(words: readonly string[], maxWidth: number, size: number, bold: boolean) {
  const lines: { text: string; sep: '' | ' ' }[] = [];
  let current = '';
  const flush = (sep: '' | ' ') => {
    if (current !== '') lines.push({ text: current, sep });
    current = '';
  };
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measureText(candidate, size, bold) <= maxWidth) {
      current = candidate;
      continue;
    }
    flush(' ');
    if (measureText(word, size, bold) <= maxWidth) {
      current = word;
      continue;
    }
    for (const grapheme of word.match(GRAPHEME) ?? []) {
      if (current !== '' && measureText(current + grapheme, size, bold) > maxWidth) flush('');
      current += grapheme;
    }
  }
  flush('');
  return lines;
}

/** The largest size from `size` down to `minSize` at which `text` wraps into the box. */
export function fitLines(
  text: string,
  maxWidth: number,
  maxHeight: number,
  size: number,
  minSize: number,
  bold: boolean,
  maxLines = Number.POSITIVE_INFINITY,
): FittedLines {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || maxWidth <= 0 || maxHeight <= 0) return { size, lines: [] };
  const step = Math.max(0.25, size * 0.04);
  for (let s = size; s >= minSize - 1e-9; s -= step) {
    const lines = wrapWords(words, maxWidth, s, bold);
    if (lines && lines.length <= maxLines && lines.length * s * LINE_HEIGHT <= maxHeight) {
      return {
        size: s,
        lines: lines.map((line, i) => ({ text: line, sep: i < lines.length - 1 ? ' ' : '' })),
      };
    }
    // A word wider than the card: past a little shrinking, break it rather than shrink it to nothing.
    if (!lines && s <= size * 0.8) {
      const broken = wrapBreakingWords(words, maxWidth, s, bold);
      if (broken.length <= maxLines && broken.length * s * LINE_HEIGHT <= maxHeight)
        return { size: s, lines: broken };
    }
  }
  const lines = wrapBreakingWords(words, maxWidth, minSize, bold);
  const fitsHeight = maxHeight / Math.max(1, lines.length * LINE_HEIGHT);
  return { size: Math.max(0.5, Math.min(minSize, fitsHeight)), lines };
}

/** Centred lines, the block centred vertically between `top` and `top + height`. */
export function placeLines(fitted: FittedLines, cx: number, top: number, height: number): PosterPiece[] {
  const lineHeight = fitted.size * LINE_HEIGHT;
  const start = top + (height - fitted.lines.length * lineHeight) / 2;
  return fitted.lines.map((line, i) => ({
    text: line.text,
    sep: line.sep,
    x: cx,
    y: start + i * lineHeight + lineHeight / 2 + HALF_CAP_HEIGHT * fitted.size,
  }));
}

/** One line centred at (cx, baseline), shrunk to `maxWidth`. */
export function singleLine(
  role: PosterTextRole,
  text: string,
  cx: number,
  baseline: number,
  size: number,
  maxWidth: number,
  bold: boolean,
  color: string,
): PosterText {
  const width = measureText(text, size, bold);
  const fitted = width > maxWidth && width > 0 ? (size * maxWidth) / width : size;
  return {
    role,
    size: fitted,
    bold,
    color,
    vertical: false,
    pieces: [{ text, x: cx, y: baseline, sep: '' }],
  };
}
