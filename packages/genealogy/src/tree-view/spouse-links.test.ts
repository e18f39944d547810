import { describe, expect, it } from 'vitest';
import type { LayoutBox, TreeLayout } from '../layout.ts';
import { spouseLinkId, spouseLinks } from './spouse-links.ts';

function layoutOf(boxes: Record<string, LayoutBox>): TreeLayout {
  return {
    boxes: new Map(Object.entries(boxes)),
    edges: [],
    bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
    generationRows: [],
  };
}

const box = (x: number, y: number): LayoutBox => ({ x, y, width: 100, height: 200 });

describe('spouse links', () => {
  it('joins a head to each wife beside him, left to right, and not to one drawn on another row', () => {
    const families = new Map([
      ['f1', { id: 'f1', father: 'an', mother: 'binh', spouses: ['cuc', 'dao'] }],
      ['f2', { id: 'f2', father: null, mother: 'em', spouses: [] }],
    ]);
    const layout = layoutOf({
      an: box(200, 0),
      binh: box(320, 0),
      cuc: box(80, 0),
      dao: box(200, 260),
      em: box(500, 0),
    });
    expect(spouseLinks({ families }, layout)).toEqual([
      { id: spouseLinkId('f1', 'binh'), left: 'an', right: 'binh' },
      { id: spouseLinkId('f1', 'cuc'), left: 'cuc', right: 'an' },
    ]);
  });
});
