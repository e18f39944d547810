// How a poster goes onto paper: one sheet with the poster scaled to fit, or A4 (or other) sheets
// covering it at a readable scale, with overlapping edges to glue them together. Light (no pdf-lib):
// the export dialog uses it to tell how many pages a tiled export makes.

import type { Box } from './poster.ts';

export const PAPER_SIZES = ['A0', 'A1', 'A2', 'A3', 'A4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export type Orientation = 'landscape' | 'portrait';

/** Portrait width and height in PDF points (1/72 inch), ISO 216. */
export const PAPER_POINTS: Record<PaperSize, readonly [number, number]> = {
  A0: [2383.94, 3370.39],
  A1: [1683.78, 2383.94],
  A2: [1190.55, 1683.78],
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
};

const MM = 72 / 25.4;
/** Poster: white space kept around the poster on its sheet. */
export const POSTER_MARGIN_PT = 6 * MM;
/** Tiled: margin every printer can print inside, and how much neighbouring pages repeat. */
export const TILE_MARGIN_PT = 10 * MM;
export const TILE_OVERLAP_PT = 10 * MM;
/** Tiled: points per layout pixel unless told (a 11 px name prints at 6.6 pt). */
export const DEFAULT_TILE_SCALE = 0.6;
/** More pages than this is not a poster any more: the export refuses. */
export const MAX_TILED_PAGES = 400;

export interface PageLayoutOptions {
  paper: PaperSize;
  orientation: Orientation;
  /** false: one sheet, the poster scaled to fit; true: sheets of `paper` covering the poster at `scale`. */
  tiled: boolean;
  /** Tiled: PDF points per layout pixel (default 0.6). */
  scale?: number;
}

export interface PlannedPage {
  /** 1-based, row by row. */
  number: number;
  /** 1-based. */
  row: number;
  col: number;
  /** The part of the poster on this page, in layout pixels. */
  view: Box;
  /** Where that part goes on the page, in points from the page's top-left corner. */
  target: Box;
}

export interface PagePlan {
  pageWidth: number;
  pageHeight: number;
  /** Points per layout pixel. */
  scale: number;
  rows: number;
  cols: number;
  tiled: boolean;
  pages: PlannedPage[];
}

export function pageSize(paper: PaperSize, orientation: Orientation): { width: number; height: number } {
  const [short, long] = PAPER_POINTS[paper];
  return orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

/** How many tiles of `content` (overlapping by `overlap`) cover `length`. */
export function tileCount(length: number, content: number, overlap: number): number {
  if (length <= content) return 1;
  return Math.ceil((length - overlap) / (content - overlap));
}

/** The pages of a poster `width` × `height` layout pixels. */
export function planPages(width: number, height: number, options: PageLayoutOptions): PagePlan {
  const { width: pageWidth, height: pageHeight } = pageSize(options.paper, options.orientation);
  if (!options.tiled) {
    const availW = pageWidth - 2 * POSTER_MARGIN_PT;
    const availH = pageHeight - 2 * POSTER_MARGIN_PT;
    const scale = Math.min(availW / Math.max(1, width), availH / Math.max(1, height));
    const target = {
      x: (pageWidth - width * scale) / 2,
      y: (pageHeight - height * scale) / 2,
      width: width * scale,
      height: height * scale,
    };
    return {
      pageWidth,
      pageHeight,
      scale,
      rows: 1,
      cols: 1,
      tiled: false,
      pages: [{ number: 1, row: 1, col: 1, view: { x: 0, y: 0, width, height }, target }],
    };
  }
  const scale =
    typeof options.scale === 'number' && Number.isFinite(options.scale) && options.scale > 0
      ? options.scale
      : DEFAULT_TILE_SCALE;
  const contentW = pageWidth - 2 * TILE_MARGIN_PT;
  const contentH = pageHeight - 2 * TILE_MARGIN_PT;
  const cols = tileCount(width * scale, contentW, TILE_OVERLAP_PT);
  const rows = tileCount(height * scale, contentH, TILE_OVERLAP_PT);
  const pages: PlannedPage[] = [];
  for (let row = 1; row <= rows; row++) {
    for (let col = 1; col <= cols; col++) {
      pages.push({
        number: pages.length + 1,
        row,
        col,
        view: {
          x: ((col - 1) * (contentW - TILE_OVERLAP_PT)) / scale,
          y: ((row - 1) * (contentH - TILE_OVERLAP_PT)) / scale,
          width: contentW / scale,
          height: contentH / scale,
        },
        target: { x: TILE_MARGIN_PT, y: TILE_MARGIN_PT, width: contentW, height: contentH },
      });
    }
  }
  return { pageWidth, pageHeight, scale, rows, cols, tiled: true, pages };
}

/** `Trang 2/6 — hàng 1, cột 2`: what a tiled page says to help assemble the poster. */
export function pageLabel(page: PlannedPage, total: number): string {
  return `Trang ${page.number}/${total} — hàng ${page.row}, cột ${page.col}`;
}
