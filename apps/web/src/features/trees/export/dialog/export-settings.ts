// What the export dialog asks for, and the pure rules that turn those answers into the options of
// the export, its file name and the line that tells how big the result will be.

import type { CanvasPerson, CanvasTree } from '../../model.ts';
import { fileSlug } from '../download.ts';
import {
  DEFAULT_TILE_SCALE,
  type Orientation,
  PAPER_SIZES,
  type PageLayoutOptions,
  type PagePlan,
  type PaperSize,
} from '../pages.ts';
import type { PngSize } from '../png.ts';
import type { PosterOptions } from '../poster.ts';
import type { ExportFormat } from '../run-export.ts';

export type ExportScope = 'tree' | 'branch';
export type PageMode = 'poster' | 'tiled';

export interface ExportSettings {
  scope: ExportScope;
  format: ExportFormat;
  pageMode: PageMode;
  paper: PaperSize;
  orientation: Orientation;
  /** The tiled print's scale, as the select's value. */
  tileScale: string;
  /** PNG pixels per layout pixel, as the select's value. */
  pngScale: string;
  bands: boolean;
  vertical: boolean;
  /** The generation from which names are vertical, as typed. */
  verticalFrom: string;
  embedSvgFonts: boolean;
  /** A title typed by the user; empty for the default one. */
  title: string;
}

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  scope: 'tree',
  format: 'pdf',
  pageMode: 'poster',
  paper: 'A1',
  orientation: 'landscape',
  tileScale: String(DEFAULT_TILE_SCALE),
  pngScale: '1',
  bands: true,
  vertical: false,
  verticalFrom: '5',
  embedSvgFonts: false,
  title: '',
};

export const TILE_SCALES = [
  { value: '0.4', label: 'Nhỏ (40 %)' },
  { value: '0.6', label: 'Vừa (60 %)' },
  { value: '0.8', label: 'Lớn (80 %)' },
  { value: '1', label: 'Như trên màn hình (100 %)' },
];
export const PNG_SCALES = [
  { value: '0.25', label: '25 %' },
  { value: '0.5', label: '50 %' },
  { value: '1', label: '100 %' },
  { value: '2', label: '200 % (nét hơn)' },
];
/** Below this size (points) printed names are hard to read. */
const READABLE_PT = 6;

export const formatNumber = (n: number, digits = 0) =>
  new Intl.NumberFormat('vi-VN', { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(n);

export function isPaperSize(value: string | null): value is PaperSize {
  return PAPER_SIZES.some((size) => size === value);
}

/** The message under the generation field when vertical names are on and the number is not one. */
export function verticalFromError(vertical: boolean, verticalFrom: string): string | null {
  const from = Number(verticalFrom);
  return vertical && !(Number.isInteger(from) && from >= 1 && from <= 500)
    ? 'Nhập số đời từ 1 đến 500'
    : null;
}

/** Bands, vertical names and the title: the user's, else the branch's, else the tree's own. */
export function posterOptionsOf(
  settings: Pick<ExportSettings, 'bands' | 'vertical' | 'verticalFrom' | 'title'>,
  treeName: string,
  branchOf: CanvasPerson | null,
): PosterOptions {
  const verticalOk = settings.vertical && !verticalFromError(settings.vertical, settings.verticalFrom);
  const options: PosterOptions = {
    bands: settings.bands,
    verticalNamesFrom: verticalOk ? Number(settings.verticalFrom) : null,
  };
  const customTitle = settings.title.trim();
  if (customTitle) options.title = customTitle;
  else if (branchOf) options.title = `${treeName} — nhánh ${branchOf.name}`;
  return options;
}

/** A tiled print is always on A4. */
export function pageOptionsOf(
  settings: Pick<ExportSettings, 'pageMode' | 'paper' | 'orientation' | 'tileScale'>,
): PageLayoutOptions {
  return {
    paper: settings.pageMode === 'tiled' ? 'A4' : settings.paper,
    orientation: settings.orientation,
    tiled: settings.pageMode === 'tiled',
    scale: Number(settings.tileScale) || DEFAULT_TILE_SCALE,
  };
}

/** The smallest font size of the tree's generation styles (12 when none is smaller). */
export function smallestFontSize(tree: Pick<CanvasTree, 'generationSizes'>): number {
  const sizes = Object.values(tree.generationSizes).map((s) => s.fontSize);
  return Math.min(...sizes.filter((s) => s > 0), 12);
}

/** The file's name without extension: the tree's, with the person's for a branch. */
export function exportFileBaseName(treeName: string, branchOf: CanvasPerson | null): string {
  return branchOf ? `${fileSlug(treeName)}-nhanh-${fileSlug(branchOf.name, 'nguoi')}` : fileSlug(treeName);
}

/** How many pages and how big the names print, or the PNG's size; null when there is nothing to say. */
export function exportSummary(
  plan: PagePlan | null,
  png: PngSize | null,
  pngProblem: string | null,
  smallestFont: number,
  paper: PaperSize,
): string | null {
  if (plan) {
    const printed = smallestFont * plan.scale;
    const fontNote = `tên in cỡ khoảng ${formatNumber(printed, 1)} pt`;
    let summary = plan.tiled
      ? `${formatNumber(plan.pages.length)} trang A4 (${plan.rows} hàng × ${plan.cols} cột), ${fontNote}.`
      : `Một tờ ${paper}, ${fontNote}.`;
    if (!plan.tiled && printed < READABLE_PT) {
      summary += ' Chữ nhỏ khó đọc: chọn khổ giấy lớn hơn, ghép nhiều trang A4 hoặc xuất một nhánh.';
    }
    return summary;
  }
  if (png && !pngProblem) return `Ảnh ${formatNumber(png.width)} × ${formatNumber(png.height)} điểm ảnh.`;
  return null;
}
