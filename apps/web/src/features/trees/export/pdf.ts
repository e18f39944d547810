// The poster as a vector PDF (pdf-lib): the same scene as the SVG, text set in embedded Noto Sans so
// every Vietnamese letter prints, on one sheet (A0–A4) or on tiled sheets to glue together. The work
// is cut into slices with a yield to the event loop between them, so a 2,000-person tree never freezes
// the page, and progress is reported as it goes. Only the export action imports this module.

import type { TreeLayout } from '@giapha/genealogy';
import fontkit from '@pdf-lib/fontkit';
import {
  clip,
  endPath,
  LineCapStyle,
  lineTo,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setDashPattern,
  setLineCap,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import type { CanvasTree } from '../model.ts';
import { rgbOf } from './colors.ts';
import { type ExportFonts, loadNotoSans } from './fonts.ts';
import { measureText } from './metrics.ts';
import {
  MAX_TILED_PAGES,
  type PageLayoutOptions,
  type PlannedPage,
  pageLabel,
  planPages,
  TILE_OVERLAP_PT,
} from './pages.ts';
import {
  type Box,
  buildPosterScene,
  type PosterLines,
  type PosterOptions,
  type PosterRect,
  type PosterScene,
  type PosterText,
} from './poster.ts';

export type { ExportFonts } from './fonts.ts';

export interface TreePdfOptions extends PosterOptions, PageLayoutOptions {
  /** Where the Noto Sans files come from (default: the files Vite serves). Tests read them from disk. */
  loadFonts?: () => Promise<ExportFonts>;
  /** Longest stretch of work between two yields to the event loop, in ms (default 12). */
  sliceMs?: number;
  /** Stops the export at the next yield (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

export type ProgressCallback = (done: number, total: number) => void;

/**
 * One glyph per letter, so that text copies and searches as written. pdf-lib's ToUnicode map gives
 * each glyph the letter the font's cmap assigns it, but Noto Sans' `ccmp` splits ị, ọ, ụ… into the
 * plain letter and a combining dot below: the map then reads the first glyph as `i`, and whether the
 * dot comes back depends on the viewer (pdftotext gave "Thi", "Ngoc"). Text is NFC (`cleanText`),
 * and every Vietnamese letter has its own precomposed glyph, so the substitutions that swap glyphs
 * (composition, localized forms, ligatures) are turned off; positioning (marks, kerning) is not
 * written by pdf-lib anyway.
 */
const EMBED_OPTIONS = {
  subset: false,
  features: { ccmp: false, locl: false, rlig: false, liga: false, clig: false, calt: false, rclt: false },
};

/** Thinnest line and border drawn, in points (a hairline still shows on paper). */
const MIN_LINE_PT = 0.25;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function intersects(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

function colorOf(hex: string) {
  const { r, g, b } = rgbOf(hex);
  return rgb(r, g, b);
}

/** Draws scene shapes onto one page: scene (layout px, y down) → page (points, y up). */
class PageDrawer {
  private readonly page: PDFPage;
  private readonly planned: PlannedPage;
  private readonly scale: number;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  private readonly pageHeight: number;

  constructor(
    page: PDFPage,
    planned: PlannedPage,
    scale: number,
    fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = page;
    this.planned = planned;
    this.scale = scale;
    this.fonts = fonts;
    this.pageHeight = page.getHeight();
  }

  x(sceneX: number): number {
    return this.planned.target.x + (sceneX - this.planned.view.x) * this.scale;
  }

  y(sceneY: number): number {
    return this.pageHeight - (this.planned.target.y + (sceneY - this.planned.view.y) * this.scale);
  }

  visible(box: Box): boolean {
    return intersects(box, this.planned.view);
  }

  clipToTarget(): void {
    const t = this.planned.target;
    this.page.pushOperators(
      pushGraphicsState(),
      rectangle(t.x, this.pageHeight - t.y - t.height, t.width, t.height),
      clip(),
      endPath(),
    );
  }

  endClip(): void {
    this.page.pushOperators(popGraphicsState());
  }

  rect(rect: PosterRect): void {
    if (!rect.fill && !(rect.stroke && rect.strokeWidth > 0)) return;
    if (!this.visible(rect)) return;
    this.page.drawRectangle({
      x: this.x(rect.x),
      y: this.y(rect.y + rect.height),
      width: rect.width * this.scale,
      height: rect.height * this.scale,
      ...(rect.fill ? { color: colorOf(rect.fill) } : {}),
      ...(rect.stroke && rect.strokeWidth > 0
        ? {
            borderColor: colorOf(rect.stroke),
            borderWidth: Math.max(MIN_LINE_PT, rect.strokeWidth * this.scale),
          }
        : { borderWidth: 0 }),
    });
  }

  text(text: PosterText): void {
    const font = text.bold ? this.fonts.bold : this.fonts.regular;
    const size = text.size * this.scale;
    const color = colorOf(text.color);
    for (const piece of text.pieces) {
      if (piece.text === '' || piece.text === ' ') continue;
      const width = measureText(piece.text, text.size, text.bold) * this.scale;
      this.page.drawText(piece.text, {
        x: this.x(piece.x) - width / 2,
        y: this.y(piece.y),
        size,
        font,
        color,
      });
    }
  }

  /** Lines of the same look stroked as one path. */
  lines(groups: readonly PosterLines[]): void {
    const first = groups[0];
    if (!first) return;
    const { r, g, b } = rgbOf(first.color);
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      setStrokingRgbColor(r, g, b),
      setLineWidth(Math.max(MIN_LINE_PT, first.width * this.scale)),
      setLineCap(LineCapStyle.Projecting),
    ];
    if (first.dash) {
      ops.push(
        setDashPattern(
          first.dash.map((d) => Math.max(0.5, d * this.scale)),
          0,
        ),
      );
    }
    for (const group of groups) {
      for (const line of group.polylines) {
        for (let i = 0; i + 1 < line.length; i += 2) {
          const px = this.x(line[i]!);
          const py = this.y(line[i + 1]!);
          ops.push(i === 0 ? moveTo(px, py) : lineTo(px, py));
        }
      }
    }
    ops.push(stroke(), popGraphicsState());
    this.page.pushOperators(...ops);
  }
}

/** Crop marks, glue guides and `Trang 2/6 — hàng 1, cột 2` around a tiled page's content. */
function drawTileFurniture(
  page: PDFPage,
  planned: PlannedPage,
  total: number,
  plan: { rows: number; cols: number },
  title: string,
  font: PDFFont,
): void {
  const h = page.getHeight();
  const t = planned.target;
  const grey = rgb(0.45, 0.45, 0.45);
  const light = rgb(0.7, 0.7, 0.7);
  const left = t.x;
  const right = t.x + t.width;
  const top = h - t.y;
  const bottom = h - t.y - t.height;
  const mark = 8;
  const off = 3;
  for (const [cx, cy, dx, dy] of [
    [left, top, -1, 1],
    [right, top, 1, 1],
    [left, bottom, -1, -1],
    [right, bottom, 1, -1],
  ] as const) {
    page.drawLine({
      start: { x: cx + dx * off, y: cy },
      end: { x: cx + dx * (off + mark), y: cy },
      thickness: 0.4,
      color: grey,
    });
    page.drawLine({
      start: { x: cx, y: cy + dy * off },
      end: { x: cx, y: cy + dy * (off + mark) },
      thickness: 0.4,
      color: grey,
    });
  }
  // Where the next page's content starts: lay it over this one up to the dashed line.
  if (planned.col < plan.cols) {
    const x = right - TILE_OVERLAP_PT;
    page.drawLine({
      start: { x, y: bottom },
      end: { x, y: top },
      thickness: 0.4,
      color: light,
      dashArray: [3, 3],
    });
  }
  if (planned.row < plan.rows) {
    const y = bottom + TILE_OVERLAP_PT;
    page.drawLine({
      start: { x: left, y },
      end: { x: right, y },
      thickness: 0.4,
      color: light,
      dashArray: [3, 3],
    });
  }
  // The label and the title sit under the content, clear of the crop marks.
  const size = 8;
  const inset = off + mark + 4;
  const label = pageLabel(planned, total);
  page.drawText(label, { x: left + inset, y: bottom - 16, size, font, color: grey });
  const maxTitle = t.width - 2 * inset - measureText(label, size) - 24;
  let shown = title;
  while (shown.length > 1 && measureText(shown, size) > maxTitle) shown = `${shown.slice(0, -2)}…`;
  if (maxTitle > 20) {
    page.drawText(shown, {
      x: right - inset - measureText(shown, size),
      y: bottom - 16,
      size,
      font,
      color: grey,
    });
  }
}

interface PageWork {
  planned: PlannedPage;
  lines: PosterLines[];
  cards: PosterScene['cards'];
}

/**
 * The poster as a PDF: `paper` and `orientation` for one sheet (`tiled: false`) or for each of the
 * sheets that cover it at `scale` points per layout pixel (`tiled: true`). Calls `onProgress` as
 * cards are drawn, up to `(total, total)` when the file is ready.
 */
export async function renderTreePdf(
  tree: CanvasTree,
  layout: TreeLayout,
  options: TreePdfOptions,
  onProgress?: ProgressCallback,
): Promise<Uint8Array> {
  const sliceMs = options.sliceMs ?? 12;
  const { signal } = options;
  let sliceStart = performance.now();
  const yieldNow = async () => {
    await nextTask();
    signal?.throwIfAborted();
    sliceStart = performance.now();
  };
  const maybeYield = async () => {
    if (performance.now() - sliceStart >= sliceMs) await yieldNow();
  };
  signal?.throwIfAborted();

  const scene = buildPosterScene(tree, layout, options);
  const plan = planPages(scene.width, scene.height, options);
  if (plan.pages.length > MAX_TILED_PAGES) {
    throw new Error(
      `Cần ${plan.pages.length} trang, quá ${MAX_TILED_PAGES} trang cho một lần in. Hãy chọn cỡ chữ nhỏ hơn, khổ giấy lớn hơn hoặc xuất một nhánh.`,
    );
  }

  // What each page shows (a card on the seam between two pages is drawn on both).
  const work: PageWork[] = plan.pages.map((planned) => ({
    planned,
    lines: scene.lines.filter((l) => intersects(l.bbox, planned.view)),
    cards: scene.cards.filter((c) => intersects(c, planned.view)),
  }));
  const total = work.reduce((sum, w) => sum + w.cards.length + Math.ceil(w.lines.length / 20) + 1, 0) + 1;
  let done = 0;
  onProgress?.(0, total);
  await maybeYield();

  const fonts = await (options.loadFonts ?? loadNotoSans)();
  await yieldNow();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // Whole fonts (about 0.3 MB each once compressed): pdf-lib's subsetting loses most glyphs of Noto
  // Sans (Hopding/pdf-lib#1232: the letters are missing from the page, though the text extracts).
  const regular = await doc.embedFont(fonts.regular, EMBED_OPTIONS);
  await yieldNow();
  const bold = await doc.embedFont(fonts.bold, EMBED_OPTIONS);
  await yieldNow();
  doc.setTitle(scene.title);
  doc.setSubject(`Phả đồ · ${scene.personCount} người · ${scene.generationCount} đời`);
  doc.setLanguage('vi-VN');
  doc.setCreator('Gia phả');

  for (const { planned, lines, cards } of work) {
    const page = doc.addPage([plan.pageWidth, plan.pageHeight]);
    if (!plan.tiled) {
      page.drawRectangle({
        x: 0,
        y: 0,
        width: plan.pageWidth,
        height: plan.pageHeight,
        color: colorOf(scene.background),
        borderWidth: 0,
      });
    }
    const draw = new PageDrawer(page, planned, plan.scale, { regular, bold });
    draw.clipToTarget();
    for (const rect of scene.rects) draw.rect(rect);
    for (const text of scene.texts) draw.text(text);
    for (const band of scene.bands) {
      for (const rect of band.rects) draw.rect(rect);
      if (band.label) draw.text(band.label);
    }
    // Lines by look (solid birth, spouse, dashed secondary), each look one path per slice.
    const byLook = new Map<string, PosterLines[]>();
    for (const l of lines) {
      const key = `${l.color}|${l.width}|${l.dash?.join(',') ?? ''}`;
      const list = byLook.get(key);
      if (list) list.push(l);
      else byLook.set(key, [l]);
    }
    for (const list of byLook.values()) {
      for (let i = 0; i < list.length; i += 200) {
        draw.lines(list.slice(i, i + 200));
        done += Math.ceil(Math.min(200, list.length - i) / 20);
        await maybeYield();
      }
    }
    let sinceReport = 0;
    for (const card of cards) {
      draw.rect(card);
      for (const text of card.texts) draw.text(text);
      done++;
      if (++sinceReport >= 25) {
        sinceReport = 0;
        onProgress?.(Math.min(done, total - 1), total);
        await maybeYield();
      }
    }
    draw.endClip();
    if (plan.tiled) drawTileFurniture(page, planned, plan.pages.length, plan, scene.title, regular);
    done++;
    onProgress?.(Math.min(done, total - 1), total);
    await maybeYield();
  }

  // Compressing the fonts and writing the objects; pdf-lib yields between batches of objects itself.
  await yieldNow();
  const bytes = await doc.save({ objectsPerTick: 50 });
  signal?.throwIfAborted();
  onProgress?.(total, total);
  return bytes;
}
