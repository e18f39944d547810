// The poster both exports draw (SVG and PDF): a title banner, generation bands labelled `Đời N` on the
// left, cards in the generation styles and elbow lines from parents to children. Everything is placed
// here, in layout pixels, so the two renderers only translate shapes and never decide anything.

import type { LayoutBox, TreeLayout } from '@giapha/genealogy';
import { type CanvasPerson, type CanvasTree, lifeSpanLabel, styleForGeneration } from '../model.ts';
import { mixColors, normalizeColor } from './colors.ts';
import { HALF_CAP_HEIGHT, measureText } from './metrics.ts';

export interface PosterOptions {
  /** The banner's title (default: the tree's name). */
  title?: string;
  /** The line under the title (default `300 người · 10 đời`); null for none. */
  subtitle?: string | null;
  /** Names of persons of this generation and deeper are set vertically, letter under letter (null: never). */
  verticalNamesFrom?: number | null;
  /** Generation bands with their `Đời N` labels on the left (default true). */
  bands?: boolean;
  /** Space around the poster, in layout pixels (default 40). */
  margin?: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PosterRect extends Box {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

/** One positioned run of text, centred on `x`, its baseline at `y`. */
export interface PosterPiece {
  text: string;
  x: number;
  y: number;
  /**
   * What follows the run in the text's content (a space between the words of a name split over lines
   * or letters), so that the SVG's text reads `Nguyễn Văn An`. Not drawn: a renderer that writes it
   * moves the run by half its width to keep the visible part centred.
   */
  sep: '' | ' ';
}

export type PosterTextRole = 'title' | 'subtitle' | 'band' | 'name' | 'generation' | 'years';

export interface PosterText {
  role: PosterTextRole;
  size: number;
  bold: boolean;
  color: string;
  vertical: boolean;
  pieces: PosterPiece[];
}

export interface PosterCard extends PosterRect {
  personId: string;
  name: string;
  generation: number | null;
  texts: PosterText[];
}

export interface PosterBand {
  generation: number;
  rects: PosterRect[];
  label: PosterText | null;
}

export interface PosterLines {
  kind: 'birth' | 'secondary' | 'spouse';
  color: string;
  width: number;
  dash: number[] | null;
  /** Each polyline as x0, y0, x1, y1, … */
  polylines: number[][];
  bbox: Box;
}

export interface PosterScene {
  width: number;
  height: number;
  background: string;
  title: string;
  /** Frame and banner: drawn first. */
  rects: PosterRect[];
  texts: PosterText[];
  bands: PosterBand[];
  lines: PosterLines[];
  cards: PosterCard[];
  personCount: number;
  generationCount: number;
}

// Colours of a traditional phả đồ: lacquer red, gold, parchment.
export const POSTER_COLORS = {
  background: '#fdf8ec',
  red: '#8e1b1b',
  redDark: '#7a1616',
  gold: '#d9a441',
  cream: '#fbe9bf',
  bandLight: '#fbf3de',
  bandDark: '#f3e6c6',
  line: '#5e4432',
  lineSecondary: '#9a7a5c',
} as const;

const PAD_X = 40;
const PAD_Y = 40;
const BAND_LABEL_WIDTH = 120;
const MIN_INNER_WIDTH = 480;
const LINE_HEIGHT = 1.22;
/** Vertical names: the advance from one letter to the next, and the gap between words, in em. */
const LETTER_ADVANCE = 1.22;
const WORD_GAP = 0.8;
const COLUMN_GAP = 0.45;
const SPOUSE_MAX_GAP = 40;

const CONTROL = /[\p{Cc}\ufffe\uffff]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SPACES = /\s+/g;
const GRAPHEME = /\P{M}\p{M}*/gu;

/** NFC, one line, no characters an XML document or a PDF string cannot hold. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(LONE_SURROGATE, '').replace(CONTROL, ' ').replace(SPACES, ' ').trim();
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function isBold(weight: string | number): boolean {
  if (typeof weight === 'number') return weight >= 600;
  const value = weight.trim().toLowerCase();
  if (value === 'bold' || value === 'bolder') return true;
  const n = Number(value);
  return Number.isFinite(n) && n >= 600;
}

// ---------------------------------------------------------------------------------------------
// Fitting text into boxes

interface FittedLines {
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
function placeLines(fitted: FittedLines, cx: number, top: number, height: number): PosterPiece[] {
  const lineHeight = fitted.size * LINE_HEIGHT;
  const start = top + (height - fitted.lines.length * lineHeight) / 2;
  return fitted.lines.map((line, i) => ({
    text: line.text,
    sep: line.sep,
    x: cx,
    y: start + i * lineHeight + lineHeight / 2 + HALF_CAP_HEIGHT * fitted.size,
  }));
}

interface VerticalFit {
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

function placeVertical(fit: VerticalFit, cx: number, top: number, height: number, bold: boolean) {
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

/** One line centred at (cx, baseline), shrunk to `maxWidth`. */
function singleLine(
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

// ---------------------------------------------------------------------------------------------
// Cards

function generationOfRow(layout: TreeLayout, box: LayoutBox): number | null {
  for (const row of layout.generationRows) {
    if (box.y >= row.y - 0.5 && box.y < row.y + Math.max(row.height, 1)) return row.generation;
  }
  return null;
}

function buildCard(
  person: CanvasPerson,
  box: LayoutBox,
  rowGeneration: number | null,
  tree: CanvasTree,
  x: number,
  y: number,
  verticalFrom: number | null,
): PosterCard {
  const style = styleForGeneration(tree.generationSizes, person.generation);
  const fill = normalizeColor(style.backgroundColor, '#ffffff');
  const strokeWidth = Number.isFinite(style.borderWidth) ? Math.max(0, style.borderWidth) : 1;
  const stroke = strokeWidth > 0 ? normalizeColor(style.borderColor, '#000000') : null;
  const color = normalizeColor(style.textColor, '#000000') ?? '#000000';
  const muted = mixColors(color, fill ?? POSTER_COLORS.background, 0.35);
  const bold = isBold(style.fontWeight);
  const f = Number.isFinite(style.fontSize) && style.fontSize > 0 ? style.fontSize : 12;
  const { width: w, height: h } = box;
  const name = cleanText(person.name) || '?';
  const generation = person.generation ?? rowGeneration;
  const cx = x + w / 2;
  const pad = Math.max(3, strokeWidth + 2, Math.min(w, h) * 0.05);
  const innerW = Math.max(1, w - 2 * pad);
  const texts: PosterText[] = [];

  let top = y + pad;
  let bottom = y + h - pad;
  const genSize = Math.max(4, f * 0.72);
  const yearsText = cleanText(lifeSpanLabel(person));
  const yearsSize = Math.max(4, f * 0.8);
  const nameRoom = () => bottom - top;

  // The generation label and the years go first when the card is too small for them and a name.
  const genLabel = generation === null ? null : `Đời ${generation}`;
  if (genLabel && nameRoom() - genSize * 1.5 >= f * 1.6) {
    texts.push(singleLine('generation', genLabel, cx, top + genSize * 1.0, genSize, innerW, false, muted));
    top += genSize * 1.5;
  }
  if (yearsText && nameRoom() - yearsSize * 1.5 >= f * 1.6) {
    const fitted = fitLines(
      yearsText,
      innerW,
      yearsSize * LINE_HEIGHT * 2,
      yearsSize,
      yearsSize * 0.75,
      false,
      2,
    );
    const blockH = fitted.lines.length * fitted.size * LINE_HEIGHT;
    texts.push({
      role: 'years',
      size: fitted.size,
      bold: false,
      color,
      vertical: false,
      pieces: placeLines(fitted, cx, bottom - blockH, blockH),
    });
    bottom -= blockH + fitted.size * 0.3;
  }

  const room = Math.max(1, nameRoom());
  const vertical = verticalFrom !== null && generation !== null && generation >= verticalFrom;
  if (vertical) {
    const fit = fitVertical(name, innerW, room, f, Math.max(3, f * 0.45), bold);
    texts.push({
      role: 'name',
      size: fit.size,
      bold,
      color,
      vertical: true,
      pieces: placeVertical(fit, cx, top, room, bold),
    });
  } else {
    const fitted = fitLines(name, innerW, room, f, Math.max(3, f * 0.45), bold);
    texts.push({
      role: 'name',
      size: fitted.size,
      bold,
      color,
      vertical: false,
      pieces: placeLines(fitted, cx, top, room),
    });
  }

  return {
    personId: person.id,
    name,
    generation,
    x,
    y,
    width: w,
    height: h,
    fill,
    stroke,
    strokeWidth,
    texts,
  };
}

// ---------------------------------------------------------------------------------------------
// Lines

function boundsOfPolylines(polylines: readonly number[][]): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const line of polylines) {
    for (let i = 0; i + 1 < line.length; i += 2) {
      const px = line[i]!;
      const py = line[i + 1]!;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
    }
  }
  if (minX === Number.POSITIVE_INFINITY) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function linesOf(kind: PosterLines['kind'], polylines: number[][]): PosterLines {
  const secondary = kind === 'secondary';
  return {
    kind,
    color: secondary ? POSTER_COLORS.lineSecondary : POSTER_COLORS.line,
    width: kind === 'birth' ? 1.6 : kind === 'spouse' ? 1.1 : 1.3,
    dash: secondary ? [6, 4] : null,
    polylines,
    bbox: boundsOfPolylines(polylines),
  };
}

function buildLines(tree: CanvasTree, layout: TreeLayout, ox: number, oy: number): PosterLines[] {
  const { boxes } = layout;
  const result: PosterLines[] = [];

  // Birth edges: one stem, one bus and a drop per child for every parent box; the children of a man's
  // second wife hang from her box, on a bus a little lower so the two households stay apart.
  const groups = new Map<string, { familyId: string; children: LayoutBox[] }>();
  const secondary: [LayoutBox, LayoutBox][] = [];
  for (const edge of layout.edges) {
    const parent = boxes.get(edge.from);
    const child = boxes.get(edge.to);
    if (!parent || !child) continue;
    if (edge.kind === 'secondary') {
      secondary.push([parent, child]);
      continue;
    }
    let group = groups.get(edge.from);
    if (!group) {
      group = { familyId: edge.familyId, children: [] };
      groups.set(edge.from, group);
    }
    group.children.push(child);
  }
  const householdsOfFamily = new Map<string, number>();
  for (const [fromId, group] of groups) {
    const parent = boxes.get(fromId)!;
    const order = householdsOfFamily.get(group.familyId) ?? 0;
    householdsOfFamily.set(group.familyId, order + 1);
    const px = parent.x + parent.width / 2 + ox;
    const pb = parent.y + parent.height + oy;
    const below = group.children.filter((c) => c.y + oy > pb + 4);
    const polylines: number[][] = [];
    if (below.length > 0) {
      const minTop = Math.min(...below.map((c) => c.y + oy));
      // A little below the middle of the gap: clear of the band edge, which is at the middle.
      const busY = Math.min(pb + (minTop - pb) * 0.56 + order * 7, minTop - 4);
      polylines.push([px, pb, px, busY]);
      const xs = below.map((c) => c.x + c.width / 2 + ox);
      const minX = Math.min(px, ...xs);
      const maxX = Math.max(px, ...xs);
      if (maxX - minX > 0.01) polylines.push([minX, busY, maxX, busY]);
      for (const c of below) polylines.push([c.x + c.width / 2 + ox, busY, c.x + c.width / 2 + ox, c.y + oy]);
    }
    for (const c of group.children) {
      if (below.includes(c)) continue;
      const cx = c.x + c.width / 2 + ox;
      const ct = c.y + oy;
      const mid = (pb + ct) / 2;
      polylines.push([px, pb, px, mid, cx, mid, cx, ct]);
    }
    if (polylines.length > 0) result.push(linesOf('birth', polylines));
  }

  for (const [parent, child] of secondary) {
    const px = parent.x + parent.width / 2 + ox;
    const pb = parent.y + parent.height + oy;
    const cx = child.x + child.width / 2 + ox;
    const ct = child.y + oy;
    const mid = ct > pb + 4 ? Math.min(pb + (ct - pb) * 0.56 + 9, ct - 3) : (pb + ct) / 2;
    result.push(linesOf('secondary', [[px, pb, px, mid, cx, mid, cx, ct]]));
  }

  // Spouses beside each other: the double line of a marriage between neighbouring boxes.
  for (const family of tree.families) {
    const partners = [family.father, family.mother, ...family.spouses]
      .filter((id): id is string => typeof id === 'string')
      .map((id) => boxes.get(id))
      .filter((box): box is LayoutBox => box !== undefined)
      .sort((a, b) => a.x - b.x);
    const polylines: number[][] = [];
    for (let i = 0; i + 1 < partners.length; i++) {
      const a = partners[i]!;
      const b = partners[i + 1]!;
      const gap = b.x - (a.x + a.width);
      if (Math.abs(a.y - b.y) > 0.5 || gap <= 0 || gap > SPOUSE_MAX_GAP) continue;
      const my = a.y + Math.min(a.height, b.height) / 2 + oy;
      const x1 = a.x + a.width + ox;
      const x2 = b.x + ox;
      polylines.push([x1, my - 2, x2, my - 2], [x1, my + 2, x2, my + 2]);
    }
    if (polylines.length > 0) result.push(linesOf('spouse', polylines));
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The poster

function formatCount(n: number): string {
  return new Intl.NumberFormat('vi-VN').format(n);
}

interface PosterFrame {
  margin: number;
  title: string;
  subtitle: string | null;
  rows: TreeLayout['generationRows'];
  labelW: number;
  innerW: number;
  T: number;
  S: number;
  titleBaseline: number;
  subtitleBaseline: number;
  bannerH: number;
  width: number;
  height: number;
  contentTop: number;
  contentBottom: number;
  ox: number;
  oy: number;
}

/** Where the banner, the band column and the tree go; the poster's size. */
function posterFrame(tree: CanvasTree, layout: TreeLayout, options: PosterOptions): PosterFrame {
  const margin = Number.isFinite(options.margin) && (options.margin ?? 0) >= 0 ? (options.margin ?? 40) : 40;
  const title = cleanText(options.title ?? tree.name) || 'Phả đồ';
  const rows = [...layout.generationRows].sort((a, b) => a.y - b.y);
  const subtitle =
    options.subtitle === null
      ? null
      : cleanText(
          options.subtitle ?? `${formatCount(layout.boxes.size)} người · ${formatCount(rows.length)} đời`,
        ) || null;

  // Extent of the tree, with room above the first row and below the last.
  const { bounds } = layout;
  const hasBoxes = layout.boxes.size > 0;
  const minX = hasBoxes ? bounds.minX : 0;
  const maxX = hasBoxes ? bounds.maxX : 0;
  const firstRow = rows[0];
  const lastRow = rows[rows.length - 1];
  const contentTop = Math.min(hasBoxes ? bounds.minY : 0, firstRow ? firstRow.y : 0) - PAD_Y;
  const contentBottom =
    Math.max(hasBoxes ? bounds.maxY : 0, lastRow ? lastRow.y + lastRow.height : 0) + PAD_Y;
  const treeW = maxX - minX + 2 * PAD_X;
  const treeH = contentBottom - contentTop;
  const labelW = options.bands !== false ? BAND_LABEL_WIDTH : 0;

  // Banner: the title grows with the poster, and the poster widens for a long title on a small tree.
  let innerW = Math.max(labelW + treeW, MIN_INNER_WIDTH);
  const titleUnit = measureText(title, 1, true);
  let T = clamp(innerW / 24, 40, 200);
  if (titleUnit * T + 2 * T > innerW) T = innerW / (titleUnit + 2);
  if (T < 28) {
    T = 28;
    innerW = titleUnit * T + 2 * T;
  }
  const S = T * 0.42;
  const titleBaseline = margin + T * 0.45 + T * 0.95;
  const subtitleBaseline = titleBaseline + T * 0.35 + S * 1.2;
  const bannerH = (subtitle ? subtitleBaseline : titleBaseline) - margin + T * 0.5;
  const gap = Math.max(20, T * 0.4);
  const areaY = margin + bannerH + gap;
  return {
    margin,
    title,
    subtitle,
    rows,
    labelW,
    innerW,
    T,
    S,
    titleBaseline,
    subtitleBaseline,
    bannerH,
    width: margin * 2 + innerW,
    height: areaY + treeH + margin,
    contentTop,
    contentBottom,
    ox: margin + labelW + (innerW - labelW - treeW) / 2 + PAD_X - minX,
    oy: areaY - contentTop,
  };
}

/** The poster's size in layout pixels, without placing anything (for page counts and PNG sizes). */
export function posterSize(
  tree: CanvasTree,
  layout: TreeLayout,
  options: PosterOptions = {},
): { width: number; height: number } {
  const { width, height } = posterFrame(tree, layout, options);
  return { width, height };
}

/** Places the whole poster in layout pixels (one layout pixel is one unit of the SVG's viewBox). */
export function buildPosterScene(
  tree: CanvasTree,
  layout: TreeLayout,
  options: PosterOptions = {},
): PosterScene {
  const verticalFrom =
    typeof options.verticalNamesFrom === 'number' && Number.isFinite(options.verticalNamesFrom)
      ? options.verticalNamesFrom
      : null;
  const frame = posterFrame(tree, layout, options);
  const { margin, title, subtitle, rows, labelW, innerW, T, S, width, height, ox, oy } = frame;
  const { titleBaseline, subtitleBaseline, bannerH, contentTop, contentBottom } = frame;
  const showBands = labelW > 0;

  const rects: PosterRect[] = [];
  const texts: PosterText[] = [];
  rects.push({ x: 0, y: 0, width, height, fill: POSTER_COLORS.background, stroke: null, strokeWidth: 0 });
  if (margin >= 8) {
    const outer = margin * 0.35;
    const inner = margin * 0.6;
    rects.push({
      x: outer,
      y: outer,
      width: width - 2 * outer,
      height: height - 2 * outer,
      fill: null,
      stroke: POSTER_COLORS.red,
      strokeWidth: Math.max(2, margin * 0.08),
    });
    rects.push({
      x: inner,
      y: inner,
      width: width - 2 * inner,
      height: height - 2 * inner,
      fill: null,
      stroke: POSTER_COLORS.gold,
      strokeWidth: Math.max(1, margin * 0.025),
    });
  }
  rects.push({
    x: margin,
    y: margin,
    width: innerW,
    height: bannerH,
    fill: POSTER_COLORS.red,
    stroke: null,
    strokeWidth: 0,
  });
  for (const [inset, strokeWidth] of [
    [T * 0.14, Math.max(1.5, T * 0.035)],
    [T * 0.24, Math.max(0.75, T * 0.012)],
  ] as const) {
    rects.push({
      x: margin + inset,
      y: margin + inset,
      width: innerW - 2 * inset,
      height: bannerH - 2 * inset,
      fill: null,
      stroke: POSTER_COLORS.gold,
      strokeWidth,
    });
  }
  const centreX = margin + innerW / 2;
  texts.push(
    singleLine('title', title, centreX, titleBaseline, T, innerW - 2 * T, true, POSTER_COLORS.cream),
  );
  if (subtitle) {
    texts.push(
      singleLine(
        'subtitle',
        subtitle,
        centreX,
        subtitleBaseline,
        S,
        innerW - 2 * T,
        false,
        POSTER_COLORS.gold,
      ),
    );
  }

  const bands: PosterBand[] = [];
  if (showBands) {
    rows.forEach((row, i) => {
      const prev = rows[i - 1];
      const next = rows[i + 1];
      const top = prev ? (prev.y + prev.height + row.y) / 2 : contentTop;
      const bottom = next ? (row.y + row.height + next.y) / 2 : contentBottom;
      const y = top + oy;
      const h = bottom - top;
      const even = i % 2 === 0;
      const body: PosterRect = {
        x: margin + labelW,
        y,
        width: innerW - labelW,
        height: h,
        fill: even ? POSTER_COLORS.bandLight : POSTER_COLORS.bandDark,
        stroke: null,
        strokeWidth: 0,
      };
      const labelBox: PosterRect = {
        x: margin,
        y,
        width: labelW,
        height: h,
        fill: even ? POSTER_COLORS.red : POSTER_COLORS.redDark,
        stroke: POSTER_COLORS.gold,
        strokeWidth: 1,
      };
      const size = Math.max(4, Math.min(30, h * 0.22));
      const label = singleLine(
        'band',
        `Đời ${row.generation}`,
        margin + labelW / 2,
        y + h / 2 + HALF_CAP_HEIGHT * size,
        size,
        labelW - 20,
        true,
        POSTER_COLORS.cream,
      );
      bands.push({ generation: row.generation, rects: [body, labelBox], label });
    });
  }

  const lines = buildLines(tree, layout, ox, oy);

  const persons = new Map(tree.persons.map((p) => [p.id, p]));
  const cards: PosterCard[] = [];
  for (const [id, box] of layout.boxes) {
    const person = persons.get(id);
    if (!person) continue;
    cards.push(
      buildCard(person, box, generationOfRow(layout, box), tree, box.x + ox, box.y + oy, verticalFrom),
    );
  }

  return {
    width,
    height,
    background: POSTER_COLORS.background,
    title,
    rects,
    texts,
    bands,
    lines,
    cards,
    personCount: layout.boxes.size,
    generationCount: rows.length,
  };
}
