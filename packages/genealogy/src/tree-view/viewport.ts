// Viewport arithmetic for the canvas: which boxes a rectangle of the flow touches (a uniform grid over
// the layout, so a query costs the boxes near it, not the whole tree), the view rectangle of a React
// Flow viewport, and the viewport that fits a rectangle or centres a point.
import type { LayoutBox, TreeLayout } from '../layout.ts';

export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Below this zoom the tree is drawn on the overview `<canvas>` and no card is mounted. */
export const OVERVIEW_ZOOM = 0.5;
/** At most this many cards are handed to React Flow (STACK-NOTES: 3,000 mounted pan at ~7 fps). */
export const NODE_CAP = 1000;
/** Cards mounted only because a line crossing the window ends on them (drawn offscreen, not in the DOM). */
export const ENDPOINT_CAP = 200;

/** The boxes of a layout in flat arrays with a grid index over them. */
export class BoxIndex {
  readonly ids: string[] = [];
  readonly boxes: LayoutBox[] = [];
  private readonly cells = new Map<number, number[]>();
  private readonly cell: number;
  private readonly columns: number;
  private readonly originX: number;
  private readonly originY: number;
  private readonly stamps: Uint32Array;
  private stamp = 0;

  constructor(layout: TreeLayout) {
    const { bounds } = layout;
    this.originX = bounds.minX;
    this.originY = bounds.minY;
    for (const [id, box] of layout.boxes) {
      this.ids.push(id);
      this.boxes.push(box);
    }
    const width = Math.max(1, bounds.maxX - bounds.minX);
    const height = Math.max(1, bounds.maxY - bounds.minY);
    // About 4 boxes per cell on average, never tiny cells.
    this.cell = Math.max(400, Math.sqrt((width * height * 4) / Math.max(1, this.ids.length)));
    this.columns = Math.ceil(width / this.cell) + 1;
    this.stamps = new Uint32Array(this.ids.length);
    this.boxes.forEach((box, i) => {
      const [c0, r0, c1, r1] = this.cellRange(box.x, box.y, box.x + box.width, box.y + box.height);
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          const key = r * this.columns + c;
          const list = this.cells.get(key);
          if (list) list.push(i);
          else this.cells.set(key, [i]);
        }
      }
    });
  }

  get size(): number {
    return this.ids.length;
  }

  private cellRange(
    minX: number,
    minY: number,
    maxX: number,
    maxY: number,
  ): [number, number, number, number] {
    const clampCol = (v: number) => Math.min(this.columns - 1, Math.max(0, v));
    const c0 = clampCol(Math.floor((minX - this.originX) / this.cell));
    const c1 = clampCol(Math.floor((maxX - this.originX) / this.cell));
    const r0 = Math.max(0, Math.floor((minY - this.originY) / this.cell));
    const r1 = Math.max(0, Math.floor((maxY - this.originY) / this.cell));
    return [c0, r0, c1, r1];
  }

  /** Calls `visit` once for each box intersecting `rect`; stops when it returns false. */
  query(rect: Rect, visit: (index: number) => boolean | undefined): void {
    if (this.ids.length === 0 || rect.maxX < rect.minX || rect.maxY < rect.minY) return;
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const [c0, r0, c1, r1] = this.cellRange(rect.minX, rect.minY, rect.maxX, rect.maxY);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const list = this.cells.get(r * this.columns + c);
        if (!list) continue;
        for (const i of list) {
          if (this.stamps[i] === this.stamp) continue;
          this.stamps[i] = this.stamp;
          const box = this.boxes[i]!;
          if (
            box.x > rect.maxX ||
            box.y > rect.maxY ||
            box.x + box.width < rect.minX ||
            box.y + box.height < rect.minY
          ) {
            continue;
          }
          if (visit(i) === false) return;
        }
      }
    }
  }

  /** How many boxes intersect `rect`, counting no further than `stopAt`. */
  count(rect: Rect, stopAt = Number.POSITIVE_INFINITY): number {
    let n = 0;
    this.query(rect, () => {
      n++;
      return n < stopAt;
    });
    return n;
  }

  /** The boxes intersecting `rect`, nearest to its centre first when there are more than `cap`. */
  within(rect: Rect, cap: number): string[] {
    const hits: number[] = [];
    this.query(rect, (i) => {
      hits.push(i);
      return undefined;
    });
    if (hits.length > cap) {
      const cx = (rect.minX + rect.maxX) / 2;
      const cy = (rect.minY + rect.maxY) / 2;
      const distance = (i: number) => {
        const box = this.boxes[i]!;
        return Math.hypot(box.x + box.width / 2 - cx, box.y + box.height / 2 - cy);
      };
      hits.sort((a, b) => distance(a) - distance(b));
      hits.length = cap;
    }
    return hits.map((i) => this.ids[i]!);
  }

  /** The box under a flow point, if any. */
  at(x: number, y: number): string | null {
    let found: string | null = null;
    this.query({ minX: x, minY: y, maxX: x, maxY: y }, (i) => {
      found = this.ids[i]!;
      return false;
    });
    return found;
  }
}

/** The rectangle of the flow a viewport shows. */
export function viewRect(viewport: Viewport, size: Size): Rect {
  const zoom = viewport.zoom || 1;
  return {
    minX: -viewport.x / zoom,
    minY: -viewport.y / zoom,
    maxX: (size.width - viewport.x) / zoom,
    maxY: (size.height - viewport.y) / zoom,
  };
}

export function expand(rect: Rect, fraction: number): Rect {
  const dx = (rect.maxX - rect.minX) * fraction;
  const dy = (rect.maxY - rect.minY) * fraction;
  return { minX: rect.minX - dx, minY: rect.minY - dy, maxX: rect.maxX + dx, maxY: rect.maxY + dy };
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.minX >= outer.minX &&
    inner.minY >= outer.minY &&
    inner.maxX <= outer.maxX &&
    inner.maxY <= outer.maxY
  );
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

/** The viewport showing `rect` whole, centred, with `padding` screen pixels around it. */
export function fitViewport(
  rect: Rect,
  size: Size,
  padding: number,
  minZoom: number,
  maxZoom: number,
): Viewport {
  // The whole screen is the frame, and no zoom is preferred over the one that fits.
  const screen = { minX: 0, minY: 0, maxX: size.width, maxY: size.height };
  return viewportShowing(rect, screen, Number.POSITIVE_INFINITY, padding, minZoom, maxZoom);
}

/**
 * The viewport that shows `rect` (flow coordinates) in the middle of `frame` (the uncovered part of the
 * canvas, in screen pixels): at `preferredZoom` when it fits, else zoomed out just enough, never below
 * `minZoom` nor above `maxZoom` (then it is centred and may overflow).
 */
export function viewportShowing(
  rect: Rect,
  frame: Rect,
  preferredZoom: number,
  padding: number,
  minZoom: number,
  maxZoom: number,
): Viewport {
  const width = Math.max(1, rect.maxX - rect.minX);
  const height = Math.max(1, rect.maxY - rect.minY);
  const fits = Math.min(
    Math.max(1, frame.maxX - frame.minX - padding * 2) / width,
    Math.max(1, frame.maxY - frame.minY - padding * 2) / height,
  );
  const zoom = Math.min(maxZoom, Math.max(minZoom, Math.min(preferredZoom, fits)));
  return {
    x: (frame.minX + frame.maxX) / 2 - ((rect.minX + rect.maxX) / 2) * zoom,
    y: (frame.minY + frame.maxY) / 2 - ((rect.minY + rect.maxY) / 2) * zoom,
    zoom,
  };
}

/** The zoom at which the whole layout fits the screen. */
export function fitZoom(bounds: Rect, size: Size, padding: number): number {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  return Math.min((size.width - padding * 2) / width, (size.height - padding * 2) / height);
}

/** The viewport centring the flow point (x, y) at `zoom`. */
export function centredViewport(x: number, y: number, zoom: number, size: Size): Viewport {
  return { x: size.width / 2 - x * zoom, y: size.height / 2 - y * zoom, zoom };
}
