import type { Rect, Size } from '@giapha/genealogy';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { ACCENT, drawMiniMap, type OverviewModel } from './overview.ts';
import classes from './TreeCanvas.module.css';

export const MINIMAP_SIZE: Size = { width: 200, height: 140 };

export interface TreeMiniMapHandle {
  /** Draws the rectangle of the flow in view (called on every viewport change). */
  showView: (view: Rect) => void;
}

interface TreeMiniMapProps {
  model: OverviewModel;
  bounds: Rect;
  /** A flow point to centre the view on (click or drag on the map). */
  onCentre: (x: number, y: number) => void;
}

/**
 * The whole tree in 200 × 140 pixels with the part in view outlined; React Flow's own minimap only
 * knows the mounted cards, which culling keeps to those near the view.
 */
export const TreeMiniMap = forwardRef<TreeMiniMapHandle, TreeMiniMapProps>(function TreeMiniMap(
  { model, bounds, onCentre },
  ref,
) {
  const baseRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<HTMLCanvasElement>(null);
  const transform = useRef({ scale: 1, offsetX: 0, offsetY: 0 });
  const lastView = useRef<Rect | null>(null);
  const dpr = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);

  const paintView = useCallback(
    (view: Rect) => {
      lastView.current = view;
      const ctx = viewRef.current?.getContext('2d');
      if (!ctx) return;
      const { scale, offsetX, offsetY } = transform.current;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, MINIMAP_SIZE.width * dpr, MINIMAP_SIZE.height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const x = view.minX * scale + offsetX;
      const y = view.minY * scale + offsetY;
      const w = Math.max(3, (view.maxX - view.minX) * scale);
      const h = Math.max(3, (view.maxY - view.minY) * scale);
      ctx.fillStyle = 'rgb(179 53 53 / 12%)';
      ctx.fillRect(x, y, w, h);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = ACCENT;
      ctx.strokeRect(x, y, w, h);
    },
    [dpr],
  );

  useImperativeHandle(ref, () => ({ showView: paintView }), [paintView]);

  useEffect(() => {
    const ctx = baseRef.current?.getContext('2d');
    if (!ctx) return;
    transform.current = drawMiniMap(ctx, model, bounds, MINIMAP_SIZE, dpr);
    if (lastView.current) paintView(lastView.current);
  }, [model, bounds, dpr, paintView]);

  const centreAt = (clientX: number, clientY: number, element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    const { scale, offsetX, offsetY } = transform.current;
    onCentre((clientX - rect.left - offsetX) / scale, (clientY - rect.top - offsetY) / scale);
  };

  const canvasProps = {
    width: MINIMAP_SIZE.width * dpr,
    height: MINIMAP_SIZE.height * dpr,
    style: { width: MINIMAP_SIZE.width, height: MINIMAP_SIZE.height },
  };
  return (
    <div
      className={classes.minimap}
      style={MINIMAP_SIZE}
      role="img"
      aria-label="Bản đồ thu nhỏ của cây gia phả"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        centreAt(event.clientX, event.clientY, event.currentTarget);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) centreAt(event.clientX, event.clientY, event.currentTarget);
      }}
    >
      <canvas ref={baseRef} {...canvasProps} />
      <canvas ref={viewRef} {...canvasProps} />
    </div>
  );
});
