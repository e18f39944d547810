import { computeTreeLayout } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { largestPngScale, PNG_MAX_SIDE, pngSize, pngSizeProblem, renderTreePng, svgSize } from './png.ts';
import { sampleCanvasTree } from './sample-tree.ts';
import { renderTreeSvg } from './svg.ts';

describe('PNG export limits', () => {
  const tree = sampleCanvasTree({ persons: 300, generations: 10 });
  const svg = renderTreeSvg(tree, computeTreeLayout(tree));

  it('reads the poster size from the SVG', () => {
    const size = svgSize(svg);
    expect(size.width).toBeGreaterThan(5000);
    expect(size.height).toBeGreaterThan(1000);
    expect(pngSize(size, 0.5)).toEqual({
      width: Math.round(size.width / 2),
      height: Math.round(size.height / 2),
    });
  });

  it('allows pictures up to 16,384 px a side and says why not beyond', () => {
    expect(pngSizeProblem({ width: PNG_MAX_SIDE, height: PNG_MAX_SIDE })).toBeNull();
    const problem = pngSizeProblem({ width: PNG_MAX_SIDE + 1, height: 100 });
    expect(problem).toContain('Cây quá lớn để xuất PNG');
    expect(problem).toContain('16.384');
    expect(problem).toContain('PDF');
  });

  it('picks the largest scale that fits', () => {
    const size = svgSize(svg);
    const best = largestPngScale(size, [0.25, 0.5, 1, 2, 4]);
    expect(best).not.toBeNull();
    expect(pngSizeProblem(pngSize(size, best!))).toBeNull();
    expect(largestPngScale({ width: 1e7, height: 10 }, [0.25, 1])).toBeNull();
  });

  it('refuses a picture too big before drawing anything', async () => {
    await expect(renderTreePng(svg, 4)).rejects.toThrow(/xuất PDF/);
    await expect(renderTreePng(svg, 0)).rejects.toThrow('Tỉ lệ ảnh không hợp lệ.');
    await expect(renderTreePng('<svg/>', 1)).rejects.toThrow('Tệp SVG không có kích thước.');
  });
});
