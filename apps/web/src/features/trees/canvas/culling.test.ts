import {
  computeTreeLayout,
  ENDPOINT_CAP,
  expand,
  type LayoutBox,
  NODE_CAP,
  OVERVIEW_ZOOM,
  spouseLinks,
  viewRect,
} from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { INITIAL_CULL, modeFor, mountWindow, nextCull } from './culling.ts';
import { buildKinship } from './kinship.ts';
import { buildOverviewModel } from './overviewModel.ts';
import { sampleCanvasTree } from './trees.testing.ts';

describe('canvas culling', () => {
  const tree = sampleCanvasTree(5000, 20);
  const layout = computeTreeLayout(tree);
  const personsById = new Map(tree.persons.map((p) => [p.id, p]));
  const model = buildOverviewModel(
    layout,
    spouseLinks(buildKinship(tree), layout),
    personsById,
    tree.generationSizes,
    buildKinship(tree),
  );
  const screen = { width: 1000, height: 700 };
  const reading = viewRect({ x: 0, y: 0, zoom: 0.85 }, screen);

  it('draws the overview when zoomed out or when the view holds more than the cap', () => {
    expect(modeFor(model, 0.85, reading)).toBe('nodes');
    expect(modeFor(model, OVERVIEW_ZOOM - 0.01, reading)).toBe('overview');
    // The whole tree at a readable zoom: far more than NODE_CAP boxes in view.
    expect(modeFor(model, 1, layout.bounds)).toBe('overview');
  });

  it('mounts the cards around the view, never more than the cap plus the ends of crossing lines', () => {
    const cull = mountWindow(model, reading);
    expect(cull.mode).toBe('nodes');
    expect(cull.ready).toBe(true);
    expect(cull.window).toEqual(expand(reading, 0.5));
    expect(cull.ids.length).toBeGreaterThan(0);
    expect(cull.ids.length).toBeLessThanOrEqual(NODE_CAP + ENDPOINT_CAP);
    expect(new Set(cull.ids).size).toBe(cull.ids.length);
    // Every card touching the view is mounted.
    for (const id of model.index.within(reading, Number.POSITIVE_INFINITY)) expect(cull.ids).toContain(id);
  });

  it('shrinks the window when half a view around would hold more than the cap', () => {
    // A dense grid: 100 × 100 boxes of 10 × 10, 20 apart, no lines.
    const boxes = new Map<string, LayoutBox>();
    for (let row = 0; row < 100; row++) {
      for (let column = 0; column < 100; column++) {
        boxes.set(`p${row}-${column}`, { x: column * 20, y: row * 20, width: 10, height: 10 });
      }
    }
    const grid = buildOverviewModel(
      { boxes, edges: [], bounds: { minX: 0, minY: 0, maxX: 1990, maxY: 1990 }, generationRows: [] },
      [],
      new Map(),
      tree.generationSizes,
      buildKinship({ families: [] }),
    );
    // 30 × 30 boxes in view; half a view around would hold 60 × 60, a tenth 36 × 36: the view itself.
    const view = { minX: 600, minY: 600, maxX: 1195, maxY: 1195 };
    expect(modeFor(grid, 1, view)).toBe('nodes');
    const cull = mountWindow(grid, view);
    expect(cull.window).toEqual(view);
    expect(cull.ids).toHaveLength(900);
    // A view of 10 × 10 boxes keeps half a view around it (about 20 × 20 boxes).
    const small = { minX: 600, minY: 600, maxX: 795, maxY: 795 };
    expect(mountWindow(grid, small).window).toEqual(expand(small, 0.5));
  });

  it('keeps the mounted window while the view pans inside it, and mounts again when it leaves', () => {
    const first = nextCull(INITIAL_CULL, model, 'nodes', reading);
    expect(first).not.toBeNull();
    if (!first) return;
    const nudged = { ...reading, minX: reading.minX + 20, maxX: reading.maxX + 20 };
    expect(nextCull(first, model, 'nodes', nudged)).toBeNull();
    const width = reading.maxX - reading.minX;
    const away = { ...reading, minX: reading.minX + 3 * width, maxX: reading.maxX + 3 * width };
    expect(nextCull(first, model, 'nodes', away)?.window).toEqual(expand(away, 0.5));
    // Zoomed far in: a smaller window.
    const close = {
      minX: reading.minX,
      minY: reading.minY,
      maxX: reading.minX + width / 5,
      maxY: reading.minY + 50,
    };
    expect(nextCull(first, model, 'nodes', close)).not.toBeNull();
    // A new model (another layout) always mounts again.
    expect(nextCull(first, { ...model }, 'nodes', nudged)).not.toBeNull();
  });

  it('enters the overview once, with no cards, and stays there while panning', () => {
    const overview = nextCull(INITIAL_CULL, model, 'overview', reading);
    expect(overview).toMatchObject({ mode: 'overview', window: null, ids: [], ready: true });
    if (!overview) return;
    expect(nextCull(overview, model, 'overview', reading)).toBeNull();
    expect(nextCull(overview, model, 'nodes', reading)?.mode).toBe('nodes');
  });
});
