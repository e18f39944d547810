// Moving the view: moves with or without animation (decisions taken during an animated move start
// from where it will end), fitting, centring in the part of the canvas left uncovered, and the
// opening view once React Flow and the canvas' size are ready.
import {
  type BoxIndex,
  centredInFrame as centredInFrameOf,
  centredViewport,
  FIT_PADDING,
  type FontOf,
  legibleZoomAt,
  MAX_ZOOM,
  minZoomFor,
  type Obscured,
  openingViewport,
  type Rect,
  type TreeLayout,
  type Viewport,
  viewportShowing,
  visibleFrameOf,
} from '@giapha/genealogy';
import { useReactFlow } from '@xyflow/react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Culling } from './useCulling.ts';

/** The culling's view of the canvas; `openedRef` is set here when the opening view is chosen. */
export interface CameraInput
  extends Pick<Culling, 'viewportRef' | 'sizeRef' | 'size' | 'openedRef' | 'schedule'> {
  rootRef: RefObject<HTMLElement | null>;
  obscured: Obscured | undefined;
  /** What a fit takes in. */
  bounds: Rect;
  shownLayout: TreeLayout;
  /** The drawn layout's boxes in a grid index (the overview model's). */
  index: BoxIndex;
  /** A card's name font size (its generation style's). */
  fontOf: FontOf;
  /** The person the canvas opens centred on (the `?focus=` person, the member's own); null: the founder. */
  openOnId: string | null;
}

export interface Camera {
  minZoom: number;
  moveTo: (viewport: Viewport, duration: number) => void;
  /** The viewport, or where the animated move under way will end. */
  settledViewport: () => Viewport;
  /** The part of the canvas not covered by the caller's overlays, in canvas pixels. */
  visibleFrame: () => Rect;
  /** The viewport putting flow point (x, y) in the middle of the uncovered part of the canvas. */
  centredInFrame: (x: number, y: number, zoom: number) => Viewport;
  fit: () => void;
  /** Centres the view on a flow point at the same zoom, at once (the minimap). */
  centreAt: (x: number, y: number) => void;
  /** For React Flow's onInit: the opening view waits for it. */
  onFlowInit: () => void;
  /** The least zoom at which the names around this person, centred, are legible (≥ 12 px). */
  legibleZoomFor: (personId: string) => number;
}

/** The toolbar's first row: a fit leaves it clear. */
const TOOLBAR_ROOM = 52;

export function useCamera({
  rootRef,
  viewportRef,
  sizeRef,
  size,
  openedRef,
  schedule,
  obscured,
  bounds,
  shownLayout,
  index,
  fontOf,
  openOnId,
}: CameraInput): Camera {
  const flow = useReactFlow();
  const [flowReady, setFlowReady] = useState(false);
  const minZoom = minZoomFor(bounds, size);

  const targetRef = useRef<{ viewport: Viewport; until: number } | null>(null);
  const moveTo = useCallback(
    (viewport: Viewport, duration: number) => {
      targetRef.current = { viewport, until: performance.now() + duration };
      void flow.setViewport(viewport, { duration });
      if (duration === 0) {
        viewportRef.current = viewport;
        schedule();
      }
    },
    [flow, schedule, viewportRef],
  );
  const settledViewport = useCallback((): Viewport => {
    const target = targetRef.current;
    return target && performance.now() < target.until ? target.viewport : viewportRef.current;
  }, [viewportRef]);

  const obscuredTop = obscured?.top ?? 0;
  const obscuredRight = obscured?.right ?? 0;
  const obscuredBottom = obscured?.bottom ?? 0;
  const obscuredLeft = obscured?.left ?? 0;
  const visibleFrame = useCallback((): Rect => {
    const element = rootRef.current;
    const rect = element?.getBoundingClientRect();
    const placement = rect
      ? {
          left: rect.left,
          top: rect.top,
          width: rect.width,
          height: rect.height,
          windowWidth: window.innerWidth,
          windowHeight: window.innerHeight,
        }
      : null;
    return visibleFrameOf(sizeRef.current, placement, {
      top: obscuredTop,
      right: obscuredRight,
      bottom: obscuredBottom,
      left: obscuredLeft,
    });
  }, [rootRef, sizeRef, obscuredTop, obscuredRight, obscuredBottom, obscuredLeft]);

  const centredInFrame = useCallback(
    (x: number, y: number, zoom: number): Viewport => centredInFrameOf(visibleFrame(), x, y, zoom),
    [visibleFrame],
  );

  // The whole tree in the uncovered part, below the toolbar (on a phone too: issue 23).
  const fit = useCallback(() => {
    const current = sizeRef.current;
    if (current.width <= 0) return;
    const frame = visibleFrame();
    const below = { ...frame, minY: Math.min(frame.maxY - 80, frame.minY + TOOLBAR_ROOM) };
    moveTo(viewportShowing(bounds, below, 1, FIT_PADDING / 2, minZoom, 1), 300);
  }, [bounds, minZoom, moveTo, sizeRef, visibleFrame]);

  const legibleZoomFor = useCallback(
    (personId: string) => {
      const frame = visibleFrame();
      const size = { width: frame.maxX - frame.minX, height: frame.maxY - frame.minY };
      return Math.min(MAX_ZOOM, legibleZoomAt(shownLayout, index, fontOf, personId, size));
    },
    [shownLayout, index, fontOf, visibleFrame],
  );

  const centreAt = useCallback(
    (x: number, y: number) => moveTo(centredViewport(x, y, viewportRef.current.zoom, sizeRef.current), 0),
    [moveTo, viewportRef, sizeRef],
  );

  const onFlowInit = useCallback(() => setFlowReady(true), []);

  // Opening (issue 23): names legible, centred on the person asked for, else the founder at the top.
  const openOnRef = useRef(openOnId);
  openOnRef.current = openOnId;
  useEffect(() => {
    if (openedRef.current || !flowReady || size.width <= 0 || size.height <= 0) return;
    openedRef.current = true;
    const opening = openingViewport({
      layout: shownLayout,
      index,
      bounds,
      frame: visibleFrame(),
      minZoom,
      fontOf,
      centreId: openOnRef.current,
    });
    if (opening) moveTo(opening, 0);
    else schedule();
  }, [
    flowReady,
    size,
    bounds,
    minZoom,
    shownLayout,
    index,
    fontOf,
    visibleFrame,
    moveTo,
    schedule,
    openedRef,
  ]);

  return {
    minZoom,
    moveTo,
    settledViewport,
    visibleFrame,
    centredInFrame,
    fit,
    centreAt,
    onFlowInit,
    legibleZoomFor,
  };
}
