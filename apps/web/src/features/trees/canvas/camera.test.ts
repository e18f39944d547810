import type { ParsedDecor } from '@giapha/contract';
import {
  canvasBounds,
  centredInFrame,
  FIT_PADDING,
  isInSight,
  minZoomFor,
  rectAround,
  visibleFrameOf,
} from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';

const SCREEN = { width: 1000, height: 700 };

describe('canvas camera', () => {
  it('fits the decorations with the cards, and lets zooming out go a little past the whole tree', () => {
    const banner: ParsedDecor = {
      id: 'banner',
      type: 'text',
      x: -50,
      y: -120,
      width: 400,
      height: 60,
      data: { text: 'Gia phả', fontSize: 32, color: '#000', background: null },
    };
    expect(canvasBounds({ minX: 0, minY: 0, maxX: 300, maxY: 500 }, [banner])).toEqual({
      minX: -50,
      minY: -120,
      maxX: 350,
      maxY: 500,
    });
    expect(minZoomFor({ minX: 0, minY: 0, maxX: 100, maxY: 100 }, SCREEN)).toBe(0.2);
    expect(minZoomFor({ minX: 0, minY: 0, maxX: 100_000, maxY: 100 }, SCREEN)).toBeCloseTo(
      ((SCREEN.width - 2 * FIT_PADDING) / 100_000) * 0.7,
    );
    // Not measured yet: as if the tree fitted at zoom 1.
    expect(minZoomFor({ minX: 0, minY: 0, maxX: 100_000, maxY: 100 }, { width: 0, height: 0 })).toBe(0.2);
  });

  it('leaves out what the caller covers, unless too little is left', () => {
    const placement = { left: 0, top: 60, width: 1000, height: 700, windowWidth: 1000, windowHeight: 760 };
    // A side panel 400 wide on the right and a header 100 high over the top of the window.
    expect(visibleFrameOf(SCREEN, placement, { right: 400, top: 100 })).toEqual({
      minX: 0,
      minY: 40,
      maxX: 600,
      maxY: 700,
    });
    const whole = { minX: 0, minY: 0, maxX: 1000, maxY: 700 };
    expect(visibleFrameOf(SCREEN, placement, { right: 950 })).toEqual(whole);
    expect(visibleFrameOf(SCREEN, null, { right: 400 })).toEqual(whole);
    expect(visibleFrameOf(SCREEN, { ...placement, width: 0 }, { right: 400 })).toEqual(whole);
  });

  it('centres a point in a frame and tells whether a card is well inside it', () => {
    const frame = { minX: 0, minY: 0, maxX: 600, maxY: 400 };
    expect(centredInFrame(frame, 100, 50, 2)).toEqual({ x: 100, y: 100, zoom: 2 });
    const box = { x: 0, y: 0, width: 100, height: 100 };
    expect(isInSight(box, { x: 0, y: 0, zoom: 1 }, frame, 24)).toBe(true);
    expect(isInSight(box, { x: -40, y: 0, zoom: 1 }, frame, 24)).toBe(false);
    expect(isInSight(box, { x: 0, y: 330, zoom: 1 }, frame, 24)).toBe(false);
    expect(
      rectAround([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: -10, y: 40, width: 50, height: 10 },
      ]),
    ).toEqual({ minX: -10, minY: 20, maxX: 40, maxY: 50 });
  });
});
