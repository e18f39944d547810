// Follows the viewport and the canvas' size outside React state and, in one requestAnimationFrame per
// change, decides which cards are mounted (culling.ts) or paints the overview instead. A pan re-renders
// nothing until the view leaves the mounted window.

import { type Rect, type Size, type Viewport, viewRect } from '@giapha/genealogy';
import { useStoreApi } from '@xyflow/react';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Cull, INITIAL_CULL, modeFor, nextCull } from './culling.ts';
import type { OverviewModel } from './overview.ts';

export interface CullingInput {
  /** The canvas element, measured for the size of the view. */
  rootRef: RefObject<HTMLDivElement | null>;
  model: OverviewModel;
  paintOverview: (model: OverviewModel, viewport: Viewport, size: Size) => void;
  clearOverview: () => void;
  /** Told the flow rectangle in view on every frame (the minimap outlines it). */
  onView: (view: Rect) => void;
}

export interface Culling {
  cull: Cull;
  /** The cull as of the last frame (handlers read it without re-rendering). */
  cullRef: RefObject<Cull>;
  /** The viewport as React Flow's store holds it, or as last set by a move without animation. */
  viewportRef: RefObject<Viewport>;
  sizeRef: RefObject<Size>;
  size: Size;
  /** Set once the opening view is chosen: nothing is culled before (it would mount the cards around 0, 0). */
  openedRef: RefObject<boolean>;
  /** Culls (or paints) again in the next animation frame. */
  schedule: () => void;
}

export function useCulling({ rootRef, model, paintOverview, clearOverview, onView }: CullingInput): Culling {
  const store = useStoreApi();
  const viewportRef = useRef<Viewport>({ x: 0, y: 0, zoom: 1 });
  const sizeRef = useRef<Size>({ width: 0, height: 0 });
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const openedRef = useRef(false);
  const frameRef = useRef(0);
  const [cull, setCull] = useState<Cull>(INITIAL_CULL);
  const cullRef = useRef(cull);
  // The frame uses what the latest render gave.
  const latest = useRef({ model, paintOverview, clearOverview, onView });
  latest.current = { model, paintOverview, clearOverview, onView };

  const tick = useCallback(() => {
    frameRef.current = 0;
    const currentSize = sizeRef.current;
    if (currentSize.width <= 0 || currentSize.height <= 0 || !openedRef.current) return;
    const { model: current, paintOverview: paint, clearOverview: clear, onView: show } = latest.current;
    const viewport = viewportRef.current;
    const view = viewRect(viewport, currentSize);
    show(view);
    const mode = modeFor(current, viewport.zoom, view);
    const previous = cullRef.current;
    if (mode === 'overview') paint(current, viewport, currentSize);
    else if (previous.mode === 'overview') clear();
    const next = nextCull(previous, current, mode, view);
    if (next) {
      cullRef.current = next;
      setCull(next);
    }
  }, []);

  const schedule = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(tick);
  }, [tick]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  // The viewport, as React Flow's store holds it: every pan, zoom, pinch and programmatic move.
  useEffect(
    () =>
      store.subscribe((state) => {
        const [x, y, zoom] = state.transform;
        const current = viewportRef.current;
        if (current.x === x && current.y === y && current.zoom === zoom) return;
        viewportRef.current = { x, y, zoom };
        schedule();
      }),
    [store, schedule],
  );

  // The canvas' own size (no layout in happy-dom: it stays 0 and nothing is culled in).
  useLayoutEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      const current = sizeRef.current;
      if (next.width === current.width && next.height === current.height) return;
      sizeRef.current = next;
      setSize(next);
      schedule();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootRef, schedule]);

  return { cull, cullRef, viewportRef, sizeRef, size, openedRef, schedule };
}
