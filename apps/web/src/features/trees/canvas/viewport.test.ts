import {
  BoxIndex,
  centredViewport,
  computeTreeLayout,
  fitViewport,
  type Viewport,
  viewportShowing,
  viewRect,
} from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { sampleCanvasTree } from './trees.testing.ts';

describe('canvas viewport', () => {
  const layout = computeTreeLayout(sampleCanvasTree(2000, 18));
  const index = new BoxIndex(layout);

  it('the grid index finds exactly the boxes a rectangle touches', () => {
    const rect = { minX: 1000, minY: 300, maxX: 4000, maxY: 1500 };
    const expected = [...layout.boxes]
      .filter(
        ([, b]) =>
          b.x <= rect.maxX && b.x + b.width >= rect.minX && b.y <= rect.maxY && b.y + b.height >= rect.minY,
      )
      .map(([id]) => id)
      .sort();
    expect(index.within(rect, Number.POSITIVE_INFINITY).sort()).toEqual(expected);
    expect(index.count(rect)).toBe(expected.length);
    expect(index.count(rect, 3)).toBe(Math.min(3, expected.length));
  });

  it('caps a window to the boxes nearest its centre', () => {
    const all = {
      minX: layout.bounds.minX,
      minY: layout.bounds.minY,
      maxX: layout.bounds.maxX,
      maxY: layout.bounds.maxY,
    };
    expect(index.count(all)).toBe(layout.boxes.size);
    expect(index.within(all, 100)).toHaveLength(100);
  });

  it('finds the box under a point', () => {
    const [id, box] = [...layout.boxes][10]!;
    expect(index.at(box.x + 2, box.y + 2)).toBe(id);
    expect(index.at(layout.bounds.maxX + 500, 0)).toBeNull();
  });

  it('fits and centres viewports', () => {
    const size = { width: 1000, height: 600 };
    const fit = fitViewport({ minX: 0, minY: 0, maxX: 2000, maxY: 600 }, size, 0, 0.01, 2);
    expect(fit.zoom).toBe(0.5);
    const fitted = viewRect(fit, size);
    expect([fitted.minX + 0, fitted.minY, fitted.maxX, fitted.maxY]).toEqual([0, -300, 2000, 900]);
    const centred = centredViewport(500, 500, 2, size);
    const view = viewRect(centred, size);
    expect((view.minX + view.maxX) / 2).toBe(500);
    expect((view.minY + view.maxY) / 2).toBe(500);
  });
});

describe('viewportShowing (children just added)', () => {
  const frame = { minX: 0, minY: 0, maxX: 1000, maxY: 600 };
  const screenRect = (rect: { minX: number; minY: number; maxX: number; maxY: number }, v: Viewport) => ({
    minX: v.x + rect.minX * v.zoom,
    minY: v.y + rect.minY * v.zoom,
    maxX: v.x + rect.maxX * v.zoom,
    maxY: v.y + rect.maxY * v.zoom,
  });

  it('centres a small group at the preferred zoom, wholly inside the frame', () => {
    const rect = { minX: 5000, minY: 3000, maxX: 5400, maxY: 3200 };
    const v = viewportShowing(rect, frame, 0.85, 24, 0.5, 2.5);
    expect(v.zoom).toBe(0.85);
    const shown = screenRect(rect, v);
    expect(shown.minX).toBeGreaterThanOrEqual(0);
    expect(shown.maxX).toBeLessThanOrEqual(1000);
    expect((shown.minX + shown.maxX) / 2).toBeCloseTo(500);
    expect((shown.minY + shown.maxY) / 2).toBeCloseTo(300);
  });

  it('zooms out just enough for a wide row of children, and centres in the part a panel leaves free', () => {
    const rect = { minX: 0, minY: 0, maxX: 1800, maxY: 200 };
    const free = { minX: 0, minY: 0, maxX: 640, maxY: 600 };
    const v = viewportShowing(rect, free, 0.85, 20, 0.2, 2.5);
    expect(v.zoom).toBeCloseTo(600 / 1800);
    const shown = screenRect(rect, v);
    expect(shown.minX).toBeCloseTo(20);
    expect(shown.maxX).toBeCloseTo(620);
  });

  it('never goes below the least zoom (the group is then centred)', () => {
    const rect = { minX: 0, minY: 0, maxX: 10_000, maxY: 200 };
    const v = viewportShowing(rect, frame, 0.85, 24, 0.5, 2.5);
    expect(v.zoom).toBe(0.5);
    expect(v.x + 5000 * v.zoom).toBeCloseTo(500);
  });
});
