import { computeTreeLayout } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { sampleCanvasTree } from '../sample-tree.ts';
import { posterFrame } from './frame.ts';

const tree = sampleCanvasTree({ persons: 12, generations: 3 });
const layout = computeTreeLayout(tree);

describe('posterFrame', () => {
  it('counts persons and generations under the title unless told otherwise', () => {
    expect(posterFrame(tree, layout, {}).subtitle).toBe(`12 người · ${layout.generationRows.length} đời`);
    expect(posterFrame(tree, layout, { subtitle: null }).subtitle).toBeNull();
    expect(posterFrame(tree, layout, { title: '  \u0007 ' }).title).toBe('Phả đồ');
  });

  it('takes a margin of 40 unless a finite, non-negative one is given', () => {
    expect(posterFrame(tree, layout, { margin: -5 }).margin).toBe(40);
    expect(posterFrame(tree, layout, { margin: Number.NaN }).margin).toBe(40);
    expect(posterFrame(tree, layout, { margin: 0 }).margin).toBe(0);
  });

  it('widens the poster for a long title and drops the band column when bands are off', () => {
    const short = posterFrame(tree, layout, { title: 'Họ Lê' });
    const long = posterFrame(tree, layout, { title: 'Gia phả '.repeat(40) });
    expect(long.width).toBeGreaterThan(short.width);
    expect(long.T).toBe(28);
    expect(short.labelW).toBeGreaterThan(0);
    expect(posterFrame(tree, layout, { bands: false }).labelW).toBe(0);
  });
});
