import { describe, expect, it } from 'vitest';
import { fileSlug } from './download.ts';
import { runExport } from './run-export.ts';
import { sampleCanvasTree } from './sample-tree.ts';

describe('fileSlug', () => {
  it('makes a file name of a Vietnamese title', () => {
    expect(fileSlug('Gia phả họ Nguyễn Đình')).toBe('gia-pha-ho-nguyen-dinh');
    expect(fileSlug('  Họ Đặng — chi 2 / Hà Tĩnh ')).toBe('ho-dang-chi-2-ha-tinh');
    expect(fileSlug('家譜')).toBe('gia-pha');
  });
});

describe('runExport', () => {
  it('makes the SVG file of a tree, reporting progress to the end', async () => {
    const tree = sampleCanvasTree({ persons: 60, generations: 5 });
    const progress: number[] = [];
    const result = await runExport(
      {
        tree,
        format: 'svg',
        poster: { verticalNamesFrom: 4 },
        page: { paper: 'A3', orientation: 'landscape', tiled: false },
        pngScale: 1,
        fileName: 'gia-pha-ho-nguyen-dinh',
      },
      (fraction) => progress.push(fraction),
    );
    expect(result.filename).toBe('gia-pha-ho-nguyen-dinh.svg');
    expect(result.blob.type).toContain('image/svg+xml');
    const text = await result.blob.text();
    expect(text).toContain('Gia phả họ Nguyễn Đình');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const tree = sampleCanvasTree({ persons: 10, generations: 3 });
    await expect(
      runExport(
        {
          tree,
          format: 'svg',
          poster: {},
          page: { paper: 'A3', orientation: 'landscape', tiled: false },
          pngScale: 1,
          fileName: 'x',
        },
        () => {},
        controller.signal,
      ),
    ).rejects.toThrow();
  });
});
