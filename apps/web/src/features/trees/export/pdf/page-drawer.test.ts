import { describe, expect, it } from 'vitest';
import type { PosterLines } from '../poster.ts';
import { groupByLook, intersects } from './page-drawer.ts';

const box = { x: 0, y: 0, width: 10, height: 10 };

describe('intersects', () => {
  it('counts touching edges as meeting', () => {
    expect(intersects(box, { x: 10, y: 10, width: 5, height: 5 })).toBe(true);
    expect(intersects(box, { x: 10.5, y: 0, width: 5, height: 5 })).toBe(false);
    expect(intersects(box, { x: 2, y: 2, width: 1, height: 1 })).toBe(true);
  });
});

describe('groupByLook', () => {
  const lines = (kind: PosterLines['kind'], color: string, dash: number[] | null): PosterLines => ({
    kind,
    color,
    width: 1,
    dash,
    polylines: [],
    bbox: box,
  });

  it('groups lines of the same colour, width and dash, in order of first appearance', () => {
    const a = lines('birth', '#000000', null);
    const b = lines('secondary', '#000000', [6, 4]);
    const c = lines('spouse', '#000000', null);
    expect(groupByLook([a, b, c])).toEqual([[a, c], [b]]);
    expect(groupByLook([])).toEqual([]);
  });
});
