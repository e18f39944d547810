// The zoomed-out tree, drawn on a plain <canvas> (DESIGN §3): generation bands, boxes filled with their
// generation's colours, parent–child elbows, spouse links, branch outlines, names once they are
// legible, and screen-size labels ("Đời N" at the left edge, each branch's head and count). Called in a
// requestAnimationFrame after every viewport change; it only touches the boxes and lines in view.
import type { GenerationStyle } from '@giapha/contract';
import { type BoxIndex, intersects, type Rect, type Size, type Viewport, viewRect } from '@giapha/genealogy';
import { drawBands, drawBranches, drawStructureLabels, fitText } from './overviewStructure.ts';
import type { TreeStructure } from './structure.ts';

export const CANVAS_BACKGROUND = '#faf6ee';
export const LINE_COLOUR = '#8c7b6b';
export const ACCENT = '#b33535';
const MINIMAP_BOX = '#9a8878';

export interface OverviewLine {
  id: string;
  /** Box indexes in the BoxIndex. */
  from: number;
  to: number;
  kind: 'birth' | 'secondary' | 'spouse';
}

export interface OverviewModel {
  index: BoxIndex;
  lines: OverviewLine[];
  /** What the boxes are painted with, built on the first overview paint (not on opening). */
  labels: () => OverviewLabels;
  /** Generation bands and branch outlines, built on the first zoomed-out paint (not on opening). */
  structure: () => TreeStructure;
}

/** Per box: the generation style it is drawn with, its name and whether the name runs vertically. */
export interface OverviewLabels {
  styles: GenerationStyle[];
  names: string[];
  vertical: boolean[];
}

export interface OverviewMarks {
  selectedId: string | null;
  highlightedPersons: ReadonlySet<string>;
  highlightedLines: ReadonlySet<string>;
  /** The focus (hourglass) view's persons: everyone else is faded. Null: no focus. */
  focus: ReadonlySet<string> | null;
}

/** How much of a faded box or line shows in the focus view. */
export const FADED_ALPHA = 0.15;

/** Names are drawn only when their scaled font is at least this many screen pixels. */
export const MIN_LEGIBLE_FONT = 9;
const MAX_NAMED_BOXES = 3000;

function lineRect(model: OverviewModel, line: OverviewLine): Rect {
  const a = model.index.boxes[line.from]!;
  const b = model.index.boxes[line.to]!;
  return {
    minX: Math.min(a.x, b.x),
    minY: Math.min(a.y, b.y),
    maxX: Math.max(a.x + a.width, b.x + b.width),
    maxY: Math.max(a.y + a.height, b.y + b.height),
  };
}

function tracePath(ctx: CanvasRenderingContext2D, model: OverviewModel, line: OverviewLine): void {
  const a = model.index.boxes[line.from]!;
  const b = model.index.boxes[line.to]!;
  if (line.kind === 'spouse') {
    const y = Math.min(a.y + a.height / 2, b.y + b.height / 2);
    ctx.moveTo(a.x + a.width, y);
    ctx.lineTo(b.x, y);
    return;
  }
  const x1 = a.x + a.width / 2;
  const y1 = a.y + a.height;
  const x2 = b.x + b.width / 2;
  const y2 = b.y;
  const mid = (y1 + y2) / 2;
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1, mid);
  ctx.lineTo(x2, mid);
  ctx.lineTo(x2, y2);
}

/** Draws the part of the tree in view. `size` is in CSS pixels; the canvas is `size × dpr` device pixels. */
export function drawOverview(
  ctx: CanvasRenderingContext2D,
  model: OverviewModel,
  viewport: Viewport,
  size: Size,
  dpr: number,
  marks: OverviewMarks,
): void {
  const { zoom } = viewport;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size.width * dpr, size.height * dpr);
  ctx.setTransform(dpr * zoom, 0, 0, dpr * zoom, dpr * viewport.x, dpr * viewport.y);
  const view = viewRect(viewport, size);
  const pixel = 1 / zoom;
  const focus = marks.focus;
  const structure = model.structure();
  drawBands(ctx, structure, view, zoom);

  // Lines first, under the boxes: one path per kind, then the highlighted line on top.
  ctx.lineWidth = pixel;
  ctx.strokeStyle = LINE_COLOUR;
  const dashed: OverviewLine[] = [];
  const accent: OverviewLine[] = [];
  const faded: OverviewLine[] = [];
  const ids = model.index.ids;
  ctx.beginPath();
  for (const line of model.lines) {
    if (!intersects(lineRect(model, line), view)) continue;
    if (focus && !(focus.has(ids[line.from]!) && focus.has(ids[line.to]!))) faded.push(line);
    else if (marks.highlightedLines.has(line.id)) accent.push(line);
    else if (line.kind === 'secondary') dashed.push(line);
    else tracePath(ctx, model, line);
  }
  ctx.stroke();
  if (faded.length > 0) {
    ctx.globalAlpha = FADED_ALPHA;
    ctx.beginPath();
    for (const line of faded) tracePath(ctx, model, line);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  if (dashed.length > 0) {
    ctx.setLineDash([4 * pixel, 3 * pixel]);
    ctx.beginPath();
    for (const line of dashed) tracePath(ctx, model, line);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (accent.length > 0) {
    ctx.lineWidth = 2.5 * pixel;
    ctx.strokeStyle = ACCENT;
    ctx.beginPath();
    for (const line of accent) tracePath(ctx, model, line);
    ctx.stroke();
  }

  // Boxes: filled with the generation's background; as dots (border colour) when under 3 px wide.
  const visible: number[] = [];
  model.index.query(view, (i) => {
    visible.push(i);
    return undefined;
  });
  const selectedId = marks.selectedId;
  const labels = model.labels();
  for (const i of visible) {
    const box = model.index.boxes[i]!;
    const style = labels.styles[i]!;
    const id = model.index.ids[i]!;
    const marked = id === selectedId || marks.highlightedPersons.has(id);
    ctx.globalAlpha = focus && !focus.has(id) ? FADED_ALPHA : 1;
    if (box.width * zoom < 3) {
      ctx.fillStyle = marked ? ACCENT : style.borderColor;
      ctx.fillRect(box.x, box.y, box.width, box.height);
      continue;
    }
    ctx.fillStyle = style.backgroundColor;
    ctx.fillRect(box.x, box.y, box.width, box.height);
    ctx.lineWidth = marked ? 3 * pixel : Math.max(pixel, style.borderWidth);
    ctx.strokeStyle = marked ? ACCENT : style.borderColor;
    ctx.strokeRect(box.x, box.y, box.width, box.height);
  }
  ctx.globalAlpha = 1;
  drawBranches(ctx, structure, view, zoom);
  if (visible.length <= MAX_NAMED_BOXES) drawNames(ctx, model, labels, visible, zoom);
  drawStructureLabels(ctx, structure, viewport, size, dpr);
}

function drawNames(
  ctx: CanvasRenderingContext2D,
  model: OverviewModel,
  labels: OverviewLabels,
  visible: readonly number[],
  zoom: number,
): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const i of visible) {
    const style = labels.styles[i]!;
    if (style.fontSize * zoom < MIN_LEGIBLE_FONT) continue;
    const box = model.index.boxes[i]!;
    ctx.font = `${style.fontWeight} ${style.fontSize}px ${style.fontFamily}, sans-serif`;
    ctx.fillStyle = style.textColor;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (labels.vertical[i]) {
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(Math.PI / 2);
      ctx.fillText(fitText(ctx, labels.names[i]!, box.height - 12), 0, 0);
      ctx.restore();
    } else {
      ctx.fillText(fitText(ctx, labels.names[i]!, box.width - 8), cx, cy);
    }
  }
}

/** Draws the whole tree small (the minimap's background). */
export function drawMiniMap(
  ctx: CanvasRenderingContext2D,
  model: OverviewModel,
  bounds: Rect,
  size: Size,
  dpr: number,
): { scale: number; offsetX: number; offsetY: number } {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.min((size.width - 8) / width, (size.height - 8) / height);
  const offsetX = (size.width - width * scale) / 2 - bounds.minX * scale;
  const offsetY = (size.height - height * scale) / 2 - bounds.minY * scale;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size.width * dpr, size.height * dpr);
  ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * offsetX, dpr * offsetY);
  const minSide = 1.2 / scale;
  ctx.fillStyle = MINIMAP_BOX;
  for (const box of model.index.boxes) {
    ctx.fillRect(box.x, box.y, Math.max(box.width, minSide), Math.max(box.height, minSide));
  }
  return { scale, offsetX, offsetY };
}
