// The <canvas> under the pane that shows the tree zoomed out (overview.ts draws it): painted in the
// culling's animation frame, with the selection and the ancestor line of the latest render.

import type { Size, Viewport } from '@giapha/genealogy';
import { type RefObject, useCallback, useRef } from 'react';
import { drawOverview, type OverviewMarks, type OverviewModel } from './overview.ts';

export interface OverviewCanvas {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Draws the model as seen through the viewport (the canvas takes the size and the pixel ratio). */
  paint: (model: OverviewModel, viewport: Viewport, size: Size) => void;
  /** Wipes the drawing (the cards are mounted again). */
  clear: () => void;
}

export function useOverviewCanvas(marks: OverviewMarks): OverviewCanvas {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Read when a frame paints, so painting does not change with every selection.
  const marksRef = useRef(marks);
  marksRef.current = marks;

  const paint = useCallback((model: OverviewModel, viewport: Viewport, size: Size) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const { width, height } = size;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
    }
    drawOverview(ctx, model, viewport, size, dpr, marksRef.current);
  }, []);

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
    }
  }, []);

  return { canvasRef, paint, clear };
}
