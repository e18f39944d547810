// Which person cards React Flow is given for a view (ARCHITECTURE "The tree on the web"): the cards in
// a window around the view, at most NODE_CAP of them plus the ends of lines crossing it; none when the
// view is zoomed out below OVERVIEW_ZOOM or holds more than NODE_CAP boxes (the overview is drawn then).

import {
  contains,
  ENDPOINT_CAP,
  expand,
  intersects,
  NODE_CAP,
  OVERVIEW_ZOOM,
  type Rect,
} from '@giapha/genealogy';
import type { OverviewModel } from './overview.ts';

export type CanvasMode = 'nodes' | 'overview';

export interface Cull {
  mode: CanvasMode;
  /** The flow rectangle whose cards are mounted (null in overview mode). */
  window: Rect | null;
  ids: readonly string[];
  model: OverviewModel | null;
  /** The first view is drawn (the attributes a benchmark waits for are set from then on). */
  ready: boolean;
}

export const NO_IDS: readonly string[] = [];

/** Before the first view: nothing mounted, nothing drawn. */
export const INITIAL_CULL: Cull = { mode: 'nodes', window: null, ids: NO_IDS, model: null, ready: false };

/** Cards for a readable view with few enough boxes in it, the overview otherwise. */
export function modeFor(model: OverviewModel, zoom: number, view: Rect): CanvasMode {
  if (zoom < OVERVIEW_ZOOM) return 'overview';
  return model.index.count(view, NODE_CAP + 1) > NODE_CAP ? 'overview' : 'nodes';
}

/** The cards around the view: half a view on each side, less when that would pass the cap. */
export function mountWindow(model: OverviewModel, view: Rect): Cull {
  let window = expand(view, 0.5);
  if (model.index.count(window, NODE_CAP + 1) > NODE_CAP) window = expand(view, 0.1);
  if (model.index.count(window, NODE_CAP + 1) > NODE_CAP) window = view;
  const ids = model.index.within(window, NODE_CAP);
  // Lines crossing the window need both ends mounted; those ends lie outside it and are not drawn.
  const mounted = new Set(ids);
  let extra = 0;
  for (const line of model.lines) {
    if (extra >= ENDPOINT_CAP) break;
    const a = model.index.boxes[line.from];
    const b = model.index.boxes[line.to];
    if (!a || !b) continue;
    const rect = {
      minX: Math.min(a.x, b.x),
      minY: Math.min(a.y, b.y),
      maxX: Math.max(a.x + a.width, b.x + b.width),
      maxY: Math.max(a.y + a.height, b.y + b.height),
    };
    if (!intersects(rect, window)) continue;
    for (const end of [line.from, line.to]) {
      const id = model.index.ids[end];
      if (id !== undefined && !mounted.has(id) && extra < ENDPOINT_CAP) {
        mounted.add(id);
        ids.push(id);
        extra++;
      }
    }
  }
  return { mode: 'nodes', window, ids, model, ready: true };
}

/**
 * The cull for a view in the given mode, or null when the previous one still serves: a pan within the
 * mounted window, or more panning in the overview, changes nothing React renders.
 */
export function nextCull(previous: Cull, model: OverviewModel, mode: CanvasMode, view: Rect): Cull | null {
  if (mode === 'overview') {
    if (previous.mode === 'overview' && previous.ready) return null;
    return { mode: 'overview', window: null, ids: NO_IDS, model, ready: true };
  }
  const win = previous.window;
  const stale =
    !previous.ready ||
    previous.mode !== 'nodes' ||
    previous.model !== model ||
    !win ||
    !contains(win, view) ||
    // Zoomed far in since: a smaller window mounts fewer cards.
    win.maxX - win.minX > (view.maxX - view.minX) * 4;
  return stale ? mountWindow(model, view) : null;
}
