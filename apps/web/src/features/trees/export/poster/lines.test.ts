import { describe, expect, it } from 'vitest';
import { boundsOfPolylines } from './lines.ts';

describe('boundsOfPolylines', () => {
  it('spans every point of every polyline', () => {
    expect(
      boundsOfPolylines([
        [10, 20, 10, 40],
        [5, 30, 25, 30, 25, 35],
      ]),
    ).toEqual({ x: 5, y: 20, width: 20, height: 20 });
  });

  it('is an empty box at the origin for no points', () => {
    expect(boundsOfPolylines([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    expect(boundsOfPolylines([[7]])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});
