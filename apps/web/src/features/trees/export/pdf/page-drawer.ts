// Drawing the poster's shapes on one PDF page: the scene's layout pixels (y down) become the page's
// points (y up), clipped to the part of the poster the page shows.

import {
  clip,
  endPath,
  LineCapStyle,
  lineTo,
  moveTo,
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
import { rgbOf } from '../colors.ts';
import { measureText } from '../metrics.ts';
import type { PlannedPage } from '../pages.ts';
import type { Box, PosterLines, PosterRect, PosterText } from '../poster.ts';

/** Thinnest line and border drawn, in points (a hairline still shows on paper). */
const MIN_LINE_PT = 0.25;

/** Whether two boxes touch or overlap. */
export function intersects(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** A `#rrggbb` colour as pdf-lib's RGB. */
export function colorOf(hex: string) {
  const { r, g, b } = rgbOf(hex);
  return rgb(r, g, b);
}

/** Lines of the same colour, width and dash, in the order each look first appears. */
export function groupByLook(lines: readonly PosterLines[]): PosterLines[][] {
  const byLook = new Map<string, PosterLines[]>();
  for (const l of lines) {
    const key = `${l.color}|${l.width}|${l.dash?.join(',') ?? ''}`;
    const list = byLook.get(key);
    if (list) list.push(l);
    else byLook.set(key, [l]);
  }
  return [...byLook.values()];
}

/** Draws scene shapes onto one page: scene (layout px, y down) → page (points, y up). */
export class PageDrawer {
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
          const sx = line[i];
          const sy = line[i + 1];
          if (sx === undefined || sy === undefined) continue;
          const px = this.x(sx);
          const py = this.y(sy);
          ops.push(i === 0 ? moveTo(px, py) : lineTo(px, py));
        }
      }
    }
    ops.push(stroke(), popGraphicsState());
    this.page.pushOperators(...ops);
  }
}
