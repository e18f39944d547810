// The poster's geometry: where the banner, the band column and the tree go, and the poster's size.

import type { TreeLayout } from '@giapha/genealogy';
import type { CanvasTree } from '../../model.ts';
import { measureText } from '../metrics.ts';
import type { PosterOptions } from './scene.ts';
import { cleanText } from './text.ts';

const PAD_X = 40;
const PAD_Y = 40;
const BAND_LABEL_WIDTH = 120;
const MIN_INNER_WIDTH = 480;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function formatCount(n: number): string {
  return new Intl.NumberFormat('vi-VN').format(n);
}

export interface PosterFrame {
  margin: number;
  title: string;
  subtitle: string | null;
  rows: TreeLayout['generationRows'];
  labelW: number;
  innerW: number;
  /** Font size of the title. */
  T: number;
  /** Font size of the subtitle. */
  S: number;
  titleBaseline: number;
  subtitleBaseline: number;
  bannerH: number;
  width: number;
  height: number;
  contentTop: number;
  contentBottom: number;
  /** Where the layout's origin lands on the poster. */
  ox: number;
  oy: number;
}

/** Where the banner, the band column and the tree go; the poster's size. */
export function posterFrame(tree: CanvasTree, layout: TreeLayout, options: PosterOptions): PosterFrame {
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
