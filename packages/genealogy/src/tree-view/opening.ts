// The first view and the zoom names are read at (issue 23): every name in view is drawn at least
// LEGIBLE_NAME_PX screen pixels (the card's font size × the zoom). The canvas opens centred on the
// signed-in member's person or the person of `?focus=`, else on the founder near the top.
import type { TreeLayout } from '../layout.ts';
import { ancestorOf, centredInFrame, FIT_PADDING, MAX_ZOOM } from './camera.ts';
import type { BoxIndex, Rect, Size, Viewport } from './viewport.ts';
import { viewportShowing } from './viewport.ts';

/** The least size a name is drawn at, in screen pixels, where the canvas opens or centres on a person. */
export const LEGIBLE_NAME_PX = 12;
/** No card's name is drawn larger than this (a generation style's font size, in flow pixels). */
const FIT_FONT_BOUND = 60;
/** Room above the founder's card for the toolbar when the canvas opens on him. */
const TOP_ROOM = 72;

/** The name's font size of a person's card (their generation style's). */
export type FontOf = (personId: string) => number;

/** The least font size among the boxes meeting the rectangle (Infinity when none does). */
function leastFontIn(index: BoxIndex, fontOf: FontOf, rect: Rect): number {
  let least = Number.POSITIVE_INFINITY;
  index.query(rect, (i) => {
    least = Math.min(least, fontOf(index.ids[i]!));
    return undefined;
  });
  return least;
}

/**
 * The least zoom at which every name in the view it gives is legible. `viewAt(zoom)` is the flow
 * rectangle seen at that zoom; a closer zoom sees less, so a few rounds settle it.
 */
export function legibleZoom(
  index: BoxIndex,
  fontOf: FontOf,
  viewAt: (zoom: number) => Rect,
  startFont: number,
): number {
  let zoom = Math.min(MAX_ZOOM, LEGIBLE_NAME_PX / Math.max(1, startFont));
  for (let round = 0; round < 6; round++) {
    const least = leastFontIn(index, fontOf, viewAt(zoom));
    if (!Number.isFinite(least)) break;
    const needed = Math.min(MAX_ZOOM, LEGIBLE_NAME_PX / Math.max(1, least));
    if (needed <= zoom + 1e-9) break;
    zoom = needed;
  }
  return zoom;
}

/** The legible zoom for a view centred on flow point (x, y) in a frame of this size. */
export function legibleZoomAt(
  layout: TreeLayout,
  index: BoxIndex,
  fontOf: FontOf,
  personId: string,
  frame: Size,
): number {
  const box = layout.boxes.get(personId);
  if (!box) return LEGIBLE_NAME_PX / Math.max(1, fontOf(personId));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const viewAt = (zoom: number): Rect => ({
    minX: cx - frame.width / 2 / zoom,
    maxX: cx + frame.width / 2 / zoom,
    minY: cy - frame.height / 2 / zoom,
    maxY: cy + frame.height / 2 / zoom,
  });
  return legibleZoom(index, fontOf, viewAt, fontOf(personId));
}

export interface OpeningInput {
  layout: TreeLayout;
  /** The layout's boxes in a grid index (the overview model's). */
  index: BoxIndex;
  /** What a fit takes in (the cards and the decorations). */
  bounds: Rect;
  /** The part of the canvas the caller's overlays leave uncovered. */
  frame: Rect;
  minZoom: number;
  fontOf: FontOf;
  /** The person to open centred on (the member's own, or `?focus=`); null: the founder. */
  centreId: string | null;
}

/**
 * The first view: centred on `centreId` when it has a box; else a tree that fits legibly is fitted;
 * else the founder's card sits at the top, centred across. Always at a zoom where the names in view
 * are legible. Null when there is nothing to open on (the view stays where it is).
 */
export function openingViewport({
  layout,
  index,
  bounds,
  frame,
  minZoom,
  fontOf,
  centreId,
}: OpeningInput): Viewport | null {
  if (layout.boxes.size === 0) return viewportShowing(bounds, frame, 1, FIT_PADDING, minZoom, 1);
  const frameSize = { width: frame.maxX - frame.minX, height: frame.maxY - frame.minY };
  const centreBox = centreId ? layout.boxes.get(centreId) : undefined;
  if (centreId && centreBox) {
    const zoom = Math.max(minZoom, legibleZoomAt(layout, index, fontOf, centreId, frameSize));
    return centredInFrame(frame, centreBox.x + centreBox.width / 2, centreBox.y + centreBox.height / 2, zoom);
  }
  // A small tree is fitted, but never closer than names need. A big one is not looked at box by box:
  // at its fitting zoom no name of a card font under FIT_FONT_BOUND px can be legible.
  const roughFit = viewportShowing(bounds, frame, MAX_ZOOM, FIT_PADDING, minZoom, MAX_ZOOM);
  if (roughFit.zoom * FIT_FONT_BOUND >= LEGIBLE_NAME_PX) {
    const whole = legibleZoom(index, fontOf, () => bounds, LEGIBLE_NAME_PX);
    const fitted = viewportShowing(bounds, frame, Math.max(1, whole), FIT_PADDING, minZoom, MAX_ZOOM);
    if (fitted.zoom >= whole) return fitted;
  }

  const root = ancestorOf(layout);
  if (!root || !layout.boxes.has(root)) return null;
  // The founder of a wide tree sits far above his children (the tidy layout centres him over them):
  // alone on screen, he tells little. Down his line, the first person whose view holds several persons.
  // When no view down the line holds several, the one holding most (the founder's on a tie) is kept.
  let personId = root;
  let best = topView(layout, index, fontOf, personId, frame, minZoom);
  let bestCount = boxesInView(index, best, frame, SEVERAL);
  for (let depth = 0; depth < MAX_DESCENT && bestCount < SEVERAL; depth++) {
    const next = middleChild(layout, personId);
    if (!next) break;
    personId = next;
    const view = topView(layout, index, fontOf, personId, frame, minZoom);
    const count = boxesInView(index, view, frame, SEVERAL);
    if (count > bestCount) {
      best = view;
      bestCount = count;
    }
  }
  return best;
}

/** "Several persons in view" on opening. */
const SEVERAL = 3;
/** How far down the founder's line the opening looks for a view with several persons. */
const MAX_DESCENT = 12;

/** The view with the person's card at the top, centred across, names legible. */
function topView(
  layout: TreeLayout,
  index: BoxIndex,
  fontOf: FontOf,
  personId: string,
  frame: Rect,
  minZoom: number,
): Viewport {
  const box = layout.boxes.get(personId);
  if (!box) return { x: 0, y: 0, zoom: 1 };
  const cx = box.x + box.width / 2;
  const top = frame.minY + TOP_ROOM;
  const half = (frame.maxX - frame.minX) / 2;
  const viewAt = (zoom: number): Rect => ({
    minX: cx - half / zoom,
    maxX: cx + half / zoom,
    minY: box.y - TOP_ROOM / zoom,
    maxY: box.y + (frame.maxY - top) / zoom,
  });
  const zoom = Math.max(minZoom, legibleZoom(index, fontOf, viewAt, fontOf(personId)));
  return { x: (frame.minX + frame.maxX) / 2 - cx * zoom, y: top - box.y * zoom, zoom };
}

/** The child drawn nearest under the person (the middle of the children in a tidy layout). */
function middleChild(layout: TreeLayout, personId: string): string | null {
  const box = layout.boxes.get(personId);
  if (!box) return null;
  const cx = box.x + box.width / 2;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const edge of layout.edges) {
    if (edge.from !== personId) continue;
    const child = layout.boxes.get(edge.to);
    if (!child || child.y <= box.y) continue;
    const distance = Math.abs(child.x + child.width / 2 - cx);
    if (distance < bestDistance) {
      best = edge.to;
      bestDistance = distance;
    }
  }
  return best;
}

/** How many boxes meet the part of the canvas `frame` (canvas pixels) seen through the viewport. */
export function boxesInView(
  index: BoxIndex,
  viewport: Viewport,
  frame: Rect,
  stopAt = Number.POSITIVE_INFINITY,
): number {
  const view = {
    minX: (frame.minX - viewport.x) / viewport.zoom,
    minY: (frame.minY - viewport.y) / viewport.zoom,
    maxX: (frame.maxX - viewport.x) / viewport.zoom,
    maxY: (frame.maxY - viewport.y) / viewport.zoom,
  };
  return index.count(view, stopAt);
}
