// Where the canvas puts the view: the opening view, the bounds a fit takes in, the part of the canvas
// the caller's overlays leave uncovered. Plain arithmetic on layouts and rectangles.
import type { LayoutBox, TreeLayout } from '../layout.ts';
import { fitZoom, type Rect, type Size, type Viewport } from './viewport.ts';

export const MAX_ZOOM = 2.5;
/** Zoom the search and "centre on" bring a person to, unless the user is closer already. */
export const READING_ZOOM = 0.85;
/** The least zoom a group of persons just added is shown at. */
export const OPENING_ZOOM = 0.5;
export const FIT_PADDING = 24;
/** A selected card this close to the edge of the uncovered part is brought back into it. */
export const IN_SIGHT_MARGIN = 24;
/** An uncovered part narrower or lower than this is not used: the whole canvas is. */
const LEAST_FRAME = 80;

/**
 * Parts of the window the caller covers with its own overlays (a side panel, a bottom sheet, a sticky
 * header), in CSS pixels from each edge of the window.
 */
export interface Obscured {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** The card the canvas opens on: in the top row, the one most lines leave from. */
export function ancestorOf(layout: TreeLayout): string | null {
  let topY = Number.POSITIVE_INFINITY;
  for (const box of layout.boxes.values()) topY = Math.min(topY, box.y);
  // Lines are counted for the top row only: a map over every edge of a large tree cost a phone ~40 ms.
  const out = new Map<string, number>();
  for (const [id, box] of layout.boxes) if (box.y <= topY + 0.5) out.set(id, 0);
  for (const edge of layout.edges) {
    const n = out.get(edge.from);
    if (n !== undefined) out.set(edge.from, n + 1);
  }
  let best: string | null = null;
  let bestY = Number.POSITIVE_INFINITY;
  let bestOut = -1;
  for (const [id, n] of out) {
    const y = layout.boxes.get(id)?.y ?? Number.POSITIVE_INFINITY;
    if (y < bestY - 0.5 || (Math.abs(y - bestY) <= 0.5 && n > bestOut)) {
      best = id;
      bestY = y;
      bestOut = n;
    }
  }
  return best;
}

/** What fitting the view takes in: the cards and the decorations (a banner above the first row). */
export function canvasBounds(
  layoutBounds: Rect,
  decors: readonly Pick<LayoutBox, 'x' | 'y' | 'width' | 'height'>[],
): Rect {
  return grownToHold(layoutBounds, decors);
}

/**
 * The least zoom allowed: a little below the one that fits the whole tree, and never above 0.2. The
 * floor is low enough for 50,000 persons across a 360 px phone (issue 23: the tree was cut at its edges).
 */
export function minZoomFor(bounds: Rect, size: Size): number {
  const wholeFit = size.width > 0 ? fitZoom(bounds, size, FIT_PADDING) : 1;
  return Math.max(0.00005, Math.min(0.2, wholeFit * 0.7));
}

/** Where the canvas element sits in the window, and the window's size (CSS pixels). */
export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
  windowWidth: number;
  windowHeight: number;
}

/**
 * The part of the canvas (of this size) not covered by the caller's overlays, in canvas pixels; the
 * whole canvas when too little is left uncovered, the canvas scrolled away or its placement unknown.
 */
export function visibleFrameOf(size: Size, placement: Placement | null, obscured: Obscured = {}): Rect {
  const { width, height } = size;
  const whole = { minX: 0, minY: 0, maxX: width, maxY: height };
  if (!placement || placement.width <= 0 || placement.height <= 0) return whole;
  const frame = {
    minX: Math.max(0, (obscured.left ?? 0) - placement.left),
    minY: Math.max(0, (obscured.top ?? 0) - placement.top),
    maxX: Math.min(width, placement.windowWidth - (obscured.right ?? 0) - placement.left),
    maxY: Math.min(height, placement.windowHeight - (obscured.bottom ?? 0) - placement.top),
  };
  return frame.maxX - frame.minX < LEAST_FRAME || frame.maxY - frame.minY < LEAST_FRAME ? whole : frame;
}

/** The viewport putting flow point (x, y) in the middle of the frame. */
export function centredInFrame(frame: Rect, x: number, y: number, zoom: number): Viewport {
  return {
    x: (frame.minX + frame.maxX) / 2 - x * zoom,
    y: (frame.minY + frame.maxY) / 2 - y * zoom,
    zoom,
  };
}

/** The smallest rectangle holding the boxes. */
export function rectAround(boxes: readonly LayoutBox[]): Rect {
  return grownToHold({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }, boxes);
}

/** A copy of `start` widened until it holds every box. */
function grownToHold(start: Rect, boxes: readonly Pick<LayoutBox, 'x' | 'y' | 'width' | 'height'>[]): Rect {
  const rect = { ...start };
  for (const box of boxes) {
    rect.minX = Math.min(rect.minX, box.x);
    rect.minY = Math.min(rect.minY, box.y);
    rect.maxX = Math.max(rect.maxX, box.x + box.width);
    rect.maxY = Math.max(rect.maxY, box.y + box.height);
  }
  return rect;
}

/** Whether the box's centre, seen through the viewport, lies in the frame at least `margin` from its edges. */
export function isInSight(box: LayoutBox, viewport: Viewport, frame: Rect, margin: number): boolean {
  const sx = viewport.x + (box.x + box.width / 2) * viewport.zoom;
  const sy = viewport.y + (box.y + box.height / 2) * viewport.zoom;
  return (
    sx >= frame.minX + margin &&
    sx <= frame.maxX - margin &&
    sy >= frame.minY + margin &&
    sy <= frame.maxY - margin
  );
}
