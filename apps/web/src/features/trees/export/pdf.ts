// The poster as a vector PDF (pdf-lib): the same scene as the SVG, text set in embedded Noto Sans so
// every Vietnamese letter prints, on one sheet (A0–A4) or on tiled sheets to glue together. The work
// is cut into slices with a yield to the event loop between them, so a 2,000-person tree never freezes
// the page, and progress is reported as it goes. Only the export action imports this module.

import type { TreeLayout } from '@giapha/genealogy';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { CanvasTree } from '../model.ts';
import { type ExportFonts, loadNotoSans } from './fonts.ts';
import { MAX_TILED_PAGES, type PageLayoutOptions, type PlannedPage, planPages } from './pages.ts';
import { colorOf, groupByLook, intersects, PageDrawer } from './pdf/page-drawer.ts';
import { drawTileFurniture } from './pdf/tile-furniture.ts';
import { buildPosterScene, type PosterLines, type PosterOptions, type PosterScene } from './poster.ts';

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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    for (const list of groupByLook(lines)) {
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
