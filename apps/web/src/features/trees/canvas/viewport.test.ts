import { describe, expect, it } from 'vitest';
import { computeTreeLayout } from '../model.ts';
import { sampleCanvasTree } from './test-trees.ts';
import { BoxIndex, centredViewport, fitViewport, viewRect } from './viewport.ts';

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
