// What frames the tree: the poster's double border, the red banner with its title and the generation
// bands labelled `Đời N` down the left.

import { HALF_CAP_HEIGHT } from '../metrics.ts';
import type { PosterFrame } from './frame.ts';
import { POSTER_COLORS, type PosterBand, type PosterRect, type PosterText } from './scene.ts';
import { singleLine } from './text.ts';

/** The background, the border (when the margin has room for it), the banner and its title lines. */
export function frameAndBanner(frame: PosterFrame): { rects: PosterRect[]; texts: PosterText[] } {
  const { margin, title, subtitle, innerW, T, S, width, height } = frame;
  const { titleBaseline, subtitleBaseline, bannerH } = frame;
  const rects: PosterRect[] = [];
  const texts: PosterText[] = [];
  rects.push({ x: 0, y: 0, width, height, fill: POSTER_COLORS.background, stroke: null, strokeWidth: 0 });
  if (margin >= 8) {
    // Two borders in the margin: a thick red one outside, a thin gold one inside it.
    const border = (inset: number, stroke: string, strokeWidth: number): PosterRect => ({
      x: inset,
      y: inset,
      width: width - 2 * inset,
      height: height - 2 * inset,
      fill: null,
      stroke,
      strokeWidth,
    });
    rects.push(border(margin * 0.35, POSTER_COLORS.red, Math.max(2, margin * 0.08)));
    rects.push(border(margin * 0.6, POSTER_COLORS.gold, Math.max(1, margin * 0.025)));
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
  return { rects, texts };
}

/** One band per generation row, alternating shades, each edge halfway between two rows; none when off. */
export function generationBands(frame: PosterFrame): PosterBand[] {
  const { margin, rows, labelW, innerW, contentTop, contentBottom, oy } = frame;
  const bands: PosterBand[] = [];
  if (labelW <= 0) return bands;
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
  return bands;
}
