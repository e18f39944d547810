// What a tiled page carries besides its part of the poster: crop marks, the dashed line the next page
// is glued up to, and the page's label and the title under the content.

import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { measureText } from '../metrics.ts';
import { type PlannedPage, pageLabel, TILE_OVERLAP_PT } from '../pages.ts';

/** Crop marks, glue guides and `Trang 2/6 — hàng 1, cột 2` around a tiled page's content. */
export function drawTileFurniture(
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
