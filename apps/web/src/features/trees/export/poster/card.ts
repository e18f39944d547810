// One person's card on the poster: its colours from the generation style, then the generation label,
// the years and the name fitted inside it.

import { type LayoutBox, lifeSpanLabel, styleForGeneration, type TreeLayout } from '@giapha/genealogy';
import type { CanvasPerson, CanvasTree } from '../../model.ts';
import { mixColors, normalizeColor } from '../colors.ts';
import { POSTER_COLORS, type PosterCard, type PosterText } from './scene.ts';
import { cleanText, fitLines, LINE_HEIGHT, placeLines, singleLine } from './text.ts';
import { fitVertical, placeVertical } from './vertical-text.ts';

/** A CSS font weight that the bold face should draw. */
export function isBold(weight: string | number): boolean {
  if (typeof weight === 'number') return weight >= 600;
  const value = weight.trim().toLowerCase();
  if (value === 'bold' || value === 'bolder') return true;
  const n = Number(value);
  return Number.isFinite(n) && n >= 600;
}

/** The generation of the band a box sits in (for persons with no generation of their own). */
export function generationOfRow(layout: TreeLayout, box: LayoutBox): number | null {
  for (const row of layout.generationRows) {
    if (box.y >= row.y - 0.5 && box.y < row.y + Math.max(row.height, 1)) return row.generation;
  }
  return null;
}

/** The card of `person`, its top-left corner at (x, y) on the poster. */
export function buildCard(
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
