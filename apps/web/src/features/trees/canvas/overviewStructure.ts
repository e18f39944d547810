// The structure drawn on the zoomed-out canvas (structure.ts): tinted generation bands and branch
// outlines in flow space, then their labels in screen space — fixed-size text (≥ 12 px) that stays
// readable at any zoom: "Đời N" held at the left edge, each branch's head and count held in view.

import type { Rect, Size, Viewport } from '@giapha/genealogy';
import type { TreeStructure } from './structure.ts';

const BAND_TINT = 'rgba(140, 123, 107, 0.08)';
const OUTLINE = 'rgba(179, 53, 53, 0.55)';
const LABEL_TEXT = '#4a3b2e';
const LABEL_BACK = 'rgba(255, 255, 255, 0.92)';
const BAND_FONT = '600 13px system-ui, sans-serif';
const BRANCH_FONT = '700 13px system-ui, sans-serif';
/** Screen pixels between a branch's boxes and its outline. */
const OUTLINE_PAD = 10;
/** Branch labels stay below the toolbar's first row. */
const TOOLBAR_ROOM = 56;
/** Band labels sit this far from the left edge, and branch labels right of them. */
const BAND_LABEL_LEFT = 6;
const BAND_LABEL_ROOM = 64;
/** A branch label narrower than this would say nothing: left out. */
const LEAST_LABEL = 110;
/** The zoom buttons' column in the bottom-left corner (TreeCanvas.module.css .zoomControls). */
const ZOOM_BUTTONS_HEIGHT = 125;

function overlaps(a: Rect, b: Rect): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

export function fitText(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let end = text.length;
  while (end > 1 && ctx.measureText(`${text.slice(0, end)}…`).width > max) end--;
  return `${text.slice(0, end)}…`;
}

function rounded(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  if (typeof ctx.roundRect === 'function') ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
}

/** Every other generation's rows tinted across the view (flow space, under the lines). */
export function drawBands(
  ctx: CanvasRenderingContext2D,
  structure: TreeStructure,
  view: Rect,
  zoom: number,
): void {
  const pad = 12 / zoom;
  ctx.fillStyle = BAND_TINT;
  for (const band of structure.bands) {
    if (band.generation % 2 === 1) continue;
    if (band.maxY + pad < view.minY || band.minY - pad > view.maxY) continue;
    ctx.fillRect(view.minX, band.minY - pad, view.maxX - view.minX, band.maxY - band.minY + 2 * pad);
  }
}

/** A rounded outline around each branch's boxes (flow space, over the boxes). */
export function drawBranches(
  ctx: CanvasRenderingContext2D,
  structure: TreeStructure,
  view: Rect,
  zoom: number,
): void {
  if (structure.branches.length === 0) return;
  const pad = OUTLINE_PAD / zoom;
  ctx.lineWidth = 1.5 / zoom;
  ctx.strokeStyle = OUTLINE;
  ctx.setLineDash([6 / zoom, 4 / zoom]);
  ctx.beginPath();
  for (const { rect } of structure.branches) {
    if (rect.maxX + pad < view.minX || rect.minX - pad > view.maxX) continue;
    if (rect.maxY + pad < view.minY || rect.minY - pad > view.maxY) continue;
    rounded(
      ctx,
      rect.minX - pad,
      rect.minY - pad,
      rect.maxX - rect.minX + 2 * pad,
      rect.maxY - rect.minY + 2 * pad,
      8 / zoom,
    );
  }
  ctx.stroke();
  ctx.setLineDash([]);
}

function pill(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, height: number): void {
  const width = ctx.measureText(text).width + 12;
  ctx.fillStyle = LABEL_BACK;
  ctx.beginPath();
  rounded(ctx, x, y - height / 2, width, height, height / 2);
  ctx.fill();
  ctx.fillStyle = LABEL_TEXT;
  ctx.fillText(text, x + 6, y + 0.5);
}

/** The labels, in screen pixels: branch heads first, then the generations over them at the left edge. */
export function drawStructureLabels(
  ctx: CanvasRenderingContext2D,
  structure: TreeStructure,
  viewport: Viewport,
  size: Size,
  dpr: number,
): void {
  const { zoom } = viewport;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const toScreenX = (x: number) => viewport.x + x * zoom;
  const toScreenY = (y: number) => viewport.y + y * zoom;

  ctx.font = BRANCH_FONT;
  // The biggest branches first; a label that would overlap one drawn already is left out.
  const placed: Rect[] = [];
  const byCount = [...structure.branches].sort((a, b) => b.count - a.count);
  for (const branch of byCount) {
    const left = toScreenX(branch.rect.minX) - OUTLINE_PAD;
    const right = toScreenX(branch.rect.maxX) + OUTLINE_PAD;
    const top = toScreenY(branch.rect.minY) - OUTLINE_PAD;
    const bottom = toScreenY(branch.rect.maxY) + OUTLINE_PAD;
    if (right < 0 || left > size.width || bottom < 0 || top > size.height) continue;
    const from = Math.max(left, BAND_LABEL_ROOM);
    const room = Math.min(right, size.width - 8) - from - 12;
    if (room < LEAST_LABEL) continue;
    const text = fitText(ctx, branch.label, room);
    // Above the outline, or held under the toolbar while the branch runs on below it.
    const y = Math.max(top - 12, Math.min(TOOLBAR_ROOM, bottom - 12));
    if (y > size.height - 8) continue;
    const rect = { minX: from, maxX: from + ctx.measureText(text).width + 12, minY: y - 10, maxY: y + 10 };
    if (placed.some((other) => overlaps(other, rect))) continue;
    placed.push(rect);
    pill(ctx, text, from, y, 20);
  }

  ctx.font = BAND_FONT;
  let lastY = Number.NEGATIVE_INFINITY;
  for (const band of structure.bands) {
    const top = toScreenY(band.minY);
    const bottom = toScreenY(band.maxY);
    if (bottom < 0 || top > size.height) continue;
    const y = Math.min(
      Math.max((top + bottom) / 2, Math.max(top, 0) + 10),
      Math.min(bottom, size.height) - 10,
    );
    // Thin bands (a far zoom) are labelled every few generations, never overlapping.
    if (y - lastY < 22) continue;
    lastY = y;
    // Clear of the zoom buttons in the bottom-left corner.
    pill(ctx, `Đời ${band.generation}`, y > size.height - ZOOM_BUTTONS_HEIGHT ? 48 : BAND_LABEL_LEFT, y, 20);
  }
}
