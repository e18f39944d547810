import {
  ancestorOf,
  BoxIndex,
  boxesInView,
  computeTreeLayout,
  LEGIBLE_NAME_PX,
  legibleZoomAt,
  minZoomFor,
  openingViewport,
  type Size,
  styleForGeneration,
  type Viewport,
} from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { ancestorLine, buildKinship } from './kinship.ts';
import { sampleCanvasTree, smallFamily } from './trees.testing.ts';

const DESKTOP = { width: 1366, height: 850 - 60 };
// A 360 × 740 phone: the site header and the strip left to scroll the page by.
const PHONE = { width: 360, height: 740 - 60 - 48 };

const tree = sampleCanvasTree(2000, 18);
const layout = computeTreeLayout(tree);
const kinship = buildKinship(tree);
const index = new BoxIndex(layout);
const byId = new Map(tree.persons.map((p) => [p.id, p]));
const fontOf = (id: string) =>
  styleForGeneration(tree.generationSizes, byId.get(id)?.generation ?? null).fontSize;

/** The least drawn size (font px × zoom) of the names of the boxes meeting the view. */
function leastNamePx(viewport: Viewport, size: Size): number {
  const view = {
    minX: -viewport.x / viewport.zoom,
    minY: -viewport.y / viewport.zoom,
    maxX: (size.width - viewport.x) / viewport.zoom,
    maxY: (size.height - viewport.y) / viewport.zoom,
  };
  let least = Number.POSITIVE_INFINITY;
  for (const [id, box] of layout.boxes) {
    if (
      box.x > view.maxX ||
      box.x + box.width < view.minX ||
      box.y > view.maxY ||
      box.y + box.height < view.minY
    ) {
      continue;
    }
    least = Math.min(least, fontOf(id) * viewport.zoom);
  }
  return least;
}

function frameOf(size: Size) {
  return { minX: 0, minY: 0, maxX: size.width, maxY: size.height };
}

function open(size: Size, centreId: string | null) {
  const frame = frameOf(size);
  const minZoom = minZoomFor(layout.bounds, size);
  return openingViewport({ layout, index, bounds: layout.bounds, frame, minZoom, fontOf, centreId });
}

describe('the opening view (issue 23)', () => {
  for (const [label, size] of [
    ['desktop 1366 × 850', DESKTOP],
    ['phone 360 × 740', PHONE],
  ] as const) {
    it(`opens a big tree on its founder with every name in view drawn at least 12 px (${label})`, () => {
      const view = open(size, null);
      expect(view).not.toBeNull();
      if (!view) return;
      expect(leastNamePx(view, size)).toBeGreaterThanOrEqual(LEGIBLE_NAME_PX - 1e-9);
      // Several persons in view: on the founder's line, the first card whose view holds several sits
      // at the top, centred across (the founder of this wide clan is alone above his children).
      expect(boxesInView(index, view, frameOf(size))).toBeGreaterThanOrEqual(3);
      const onTop = [...layout.boxes.entries()].find(
        ([, b]) =>
          Math.abs(view.y + b.y * view.zoom - 72) < 1e-6 &&
          Math.abs(view.x + (b.x + b.width / 2) * view.zoom - size.width / 2) < 1e-6,
      );
      expect(onTop).toBeDefined();
      if (!onTop) return;
      expect(ancestorLine(kinship, layout, onTop[0]).persons.has(ancestorOf(layout) ?? '')).toBe(true);
    });

    it(`opens centred on the person asked for, names legible (${label})`, () => {
      const deep = tree.persons.find((p) => p.generation === 9 && layout.boxes.has(p.id));
      expect(deep).toBeDefined();
      if (!deep) return;
      const view = open(size, deep.id);
      const box = layout.boxes.get(deep.id);
      if (!view || !box) throw new Error('no view');
      expect(view.x + (box.x + box.width / 2) * view.zoom).toBeCloseTo(size.width / 2);
      expect(view.y + (box.y + box.height / 2) * view.zoom).toBeCloseTo(size.height / 2);
      expect(leastNamePx(view, size)).toBeGreaterThanOrEqual(LEGIBLE_NAME_PX - 1e-9);
      expect(boxesInView(index, view, frameOf(size))).toBeGreaterThanOrEqual(3);
    });
  }

  it('fits a small tree, never farther than its names are legible at', () => {
    const small = smallFamily();
    const smallLayout = computeTreeLayout(small);
    const frame = { minX: 0, minY: 0, maxX: DESKTOP.width, maxY: DESKTOP.height };
    const view = openingViewport({
      layout: smallLayout,
      index: new BoxIndex(smallLayout),
      bounds: smallLayout.bounds,
      frame,
      minZoom: 0.1,
      fontOf: () => 13,
      centreId: null,
    });
    expect(view?.zoom).toBeGreaterThanOrEqual(12 / 13);
    // All five on screen.
    if (view) expect(boxesInView(new BoxIndex(smallLayout), view, frameOf(DESKTOP))).toBe(5);
  });

  it('the zoom a search centres at makes the names around the person legible', () => {
    const someone = tree.persons[1500];
    if (!someone) throw new Error('no person');
    const zoom = legibleZoomAt(layout, index, fontOf, someone.id, PHONE);
    expect(fontOf(someone.id) * zoom).toBeGreaterThanOrEqual(LEGIBLE_NAME_PX);
  });

  it('lets the whole of a 50,000-person-wide tree fit on a phone', () => {
    const wide = { minX: 0, minY: 0, maxX: 7_000_000, maxY: 8000 };
    const least = minZoomFor(wide, { width: 360, height: 632 });
    expect(7_000_000 * least).toBeLessThan(360);
  });
});
