import { computeTreeLayout } from '@giapha/genealogy';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fonts, loadFonts } from './fonts.testing.ts';
import { measureText } from './metrics.ts';
import { pageSize, TILE_MARGIN_PT, TILE_OVERLAP_PT } from './pages.ts';
import { renderTreePdf } from './pdf.ts';
import { posterSize } from './poster.ts';
import { sampleCanvasTree } from './sample-tree.ts';

const tree300 = sampleCanvasTree({ persons: 300, generations: 10 });
const layout300 = computeTreeLayout(tree300);

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

/** Names of the embedded fonts that carry their font file. */
function embeddedFonts(doc: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.get(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRef) || !(doc.context.lookup(file) instanceof PDFRawStream)) continue;
    names.push(String(object.get(PDFName.of('FontName'))));
  }
  return names.sort();
}

describe('renderTreePdf', () => {
  it('makes an A1 poster with Noto Sans embedded', async () => {
    const bytes = await renderTreePdf(tree300, layout300, {
      paper: 'A1',
      orientation: 'landscape',
      tiled: false,
      loadFonts,
    });
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(isPdf(bytes)).toBe(true);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([2384, 1684]);
    expect(doc.getTitle()).toBe('Gia phả họ Nguyễn Đình');
    const names = embeddedFonts(doc);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^\/NotoSans-Bold/);
    expect(names[1]).toMatch(/^\/NotoSans-Regular/);
  });

  it('tiles A4 pages over the poster, as many as the overlap needs', async () => {
    const scale = 0.5;
    const bytes = await renderTreePdf(tree300, layout300, {
      paper: 'A4',
      orientation: 'portrait',
      tiled: true,
      scale,
      loadFonts,
    });
    expect(isPdf(bytes)).toBe(true);
    const doc = await PDFDocument.load(bytes);
    const { width: pw, height: ph } = pageSize('A4', 'portrait');
    const poster = posterSize(tree300, layout300);
    const across = (length: number, page: number) => {
      const content = page - 2 * TILE_MARGIN_PT;
      return length <= content ? 1 : Math.ceil((length - TILE_OVERLAP_PT) / (content - TILE_OVERLAP_PT));
    };
    const expected = across(poster.width * scale, pw) * across(poster.height * scale, ph);
    expect(expected).toBeGreaterThan(4);
    expect(doc.getPageCount()).toBe(expected);
    for (const page of doc.getPages()) {
      expect(Math.round(page.getWidth())).toBe(595);
      expect(Math.round(page.getHeight())).toBe(842);
    }
    expect(embeddedFonts(doc)).toHaveLength(2);
  });

  it('draws any Vietnamese name with the embedded font (no WinAnsi encoding error)', async () => {
    const tree = sampleCanvasTree({ persons: 12, generations: 3 });
    const names = [
      'Nguyễn Thị Ánh Tuyết',
      'Đặng Ưng Ơn',
      'Trịnh Thị Mỹ Duyên',
      'Phạm Quỳnh Hương',
      'Huỳnh Hữu Đức',
      'Lê Thị Kiều Oanh',
      'Tôn Thất Thuyết',
    ];
    names.forEach((name, i) => {
      tree.persons[i]!.name = name;
    });
    const bytes = await renderTreePdf(tree, computeTreeLayout(tree), {
      paper: 'A4',
      orientation: 'landscape',
      tiled: false,
      title: 'Phả đồ họ Đặng – Hà Tĩnh',
      verticalNamesFrom: 2,
      loadFonts,
    });
    expect(isPdf(bytes)).toBe(true);
    // Every letter has a glyph in Noto Sans (nothing prints as an empty box) and the widths the
    // poster uses are the font's.
    const font = fontkit.create(Buffer.from(fonts.regular));
    const bold = fontkit.create(Buffer.from(fonts.bold));
    const alphabet = 'aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵđ';
    for (const name of [
      ...names,
      alphabet,
      alphabet.toUpperCase(),
      'Đời 12',
      '1920 – 1990',
      'k. 1850 – tr. 1920',
      '1850–1860 – 10/3/1864 ÂL',
      'Giỗ 12/3 nhuận âm lịch',
    ]) {
      for (const ch of name) expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!)).toBe(true);
      const advance = (f: typeof font) =>
        [...name].reduce((sum, ch) => sum + f.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth, 0);
      expect(measureText(name, 1000)).toBeCloseTo(advance(font), 6);
      expect(measureText(name, 1000, true)).toBeCloseTo(advance(bold), 6);
    }
  });

  it('makes a 2,000-person PDF in slices, reporting progress up to 100 %', async () => {
    const tree = sampleCanvasTree({ persons: 2000, generations: 18 });
    const layout = computeTreeLayout(tree);
    const calls: [number, number][] = [];
    let yields = 0;
    let ticking = true;
    const tick = () => {
      yields++;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const bytes = await renderTreePdf(
      tree,
      layout,
      { paper: 'A0', orientation: 'landscape', tiled: false, loadFonts, verticalNamesFrom: 12 },
      (done, total) => calls.push([done, total]),
    );
    ticking = false;
    expect(isPdf(bytes)).toBe(true);
    expect(calls.length).toBeGreaterThan(20);
    const total = calls[0]![1];
    expect(calls.every(([, t]) => t === total)).toBe(true);
    for (let i = 1; i < calls.length; i++) expect(calls[i]![0]).toBeGreaterThanOrEqual(calls[i - 1]![0]);
    expect(calls.at(-1)).toEqual([total, total]);
    // Other tasks ran while the PDF was being made.
    expect(yields).toBeGreaterThan(20);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
  }, 60_000);

  it('stops when aborted and refuses more pages than a print run', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      renderTreePdf(tree300, layout300, {
        paper: 'A4',
        orientation: 'portrait',
        tiled: false,
        loadFonts,
        signal: controller.signal,
      }),
    ).rejects.toThrow();
    await expect(
      renderTreePdf(tree300, layout300, {
        paper: 'A4',
        orientation: 'portrait',
        tiled: true,
        scale: 5,
        loadFonts,
      }),
    ).rejects.toThrow(/quá 400 trang/);
  });
});
