import { describe, expect, it } from 'vitest';
import { sampleCanvasTree } from '../sample-tree.ts';
import {
  DEFAULT_EXPORT_SETTINGS,
  exportFileBaseName,
  exportSummary,
  pageOptionsOf,
  posterOptionsOf,
  smallestFontSize,
  verticalFromError,
} from './export-settings.ts';

const tree = sampleCanvasTree({ persons: 10, generations: 3 });
const person = tree.persons[1]!;

describe('verticalFromError', () => {
  it('asks for a generation from 1 to 500 only when vertical names are on', () => {
    expect(verticalFromError(false, 'x')).toBeNull();
    expect(verticalFromError(true, '5')).toBeNull();
    expect(verticalFromError(true, '0')).toBe('Nhập số đời từ 1 đến 500');
    expect(verticalFromError(true, '2.5')).toBe('Nhập số đời từ 1 đến 500');
    expect(verticalFromError(true, '501')).toBe('Nhập số đời từ 1 đến 500');
  });
});

describe('posterOptionsOf', () => {
  it('takes the typed title, else the branch title, and vertical names only when valid', () => {
    const base = { bands: true, vertical: true, verticalFrom: '3', title: '' };
    expect(posterOptionsOf(base, 'Cây', null)).toEqual({ bands: true, verticalNamesFrom: 3 });
    expect(posterOptionsOf(base, 'Cây', person).title).toBe(`Cây — nhánh ${person.name}`);
    expect(posterOptionsOf({ ...base, title: '  Riêng ' }, 'Cây', person).title).toBe('Riêng');
    expect(posterOptionsOf({ ...base, verticalFrom: '0' }, 'Cây', null).verticalNamesFrom).toBeNull();
  });
});

describe('pageOptionsOf', () => {
  it('prints tiles on A4 at the chosen scale, a poster on the chosen paper', () => {
    expect(pageOptionsOf(DEFAULT_EXPORT_SETTINGS)).toEqual({
      paper: 'A1',
      orientation: 'landscape',
      tiled: false,
      scale: 0.6,
    });
    expect(pageOptionsOf({ ...DEFAULT_EXPORT_SETTINGS, pageMode: 'tiled', tileScale: '0.8' })).toEqual({
      paper: 'A4',
      orientation: 'landscape',
      tiled: true,
      scale: 0.8,
    });
  });
});

describe('exportFileBaseName and smallestFontSize', () => {
  it('names a branch after the tree and the person', () => {
    expect(exportFileBaseName('Gia phả họ Lê', null)).toBe('gia-pha-ho-le');
    expect(exportFileBaseName('Gia phả họ Lê', { ...person, name: 'Lê Văn An' })).toBe(
      'gia-pha-ho-le-nhanh-le-van-an',
    );
  });

  it('is the smallest positive font size of the styles, at most 12', () => {
    const sizes = tree.generationSizes;
    const withSizes = (a: number, b: number) => ({
      generationSizes: { ...sizes, '1': { ...sizes['1'], fontSize: a }, '2': { ...sizes['2'], fontSize: b } },
    });
    expect(smallestFontSize(withSizes(9, 0))).toBe(
      Math.min(9, sizes['3'].fontSize, sizes['4'].fontSize, sizes['5'].fontSize),
    );
    const big = { ...sizes['1'], fontSize: 20 };
    expect(smallestFontSize({ generationSizes: { '1': big, '2': big, '3': big, '4': big, '5': big } })).toBe(
      12,
    );
  });
});

describe('exportSummary', () => {
  const plan = { pageWidth: 1, pageHeight: 1, scale: 0.5, rows: 2, cols: 3, tiled: true, pages: [] };
  it('counts tiled pages and warns when a poster prints names too small', () => {
    expect(exportSummary(plan, null, null, 12, 'A4')).toBe(
      '0 trang A4 (2 hàng × 3 cột), tên in cỡ khoảng 6 pt.',
    );
    expect(exportSummary({ ...plan, tiled: false, scale: 0.25 }, null, null, 12, 'A3')).toBe(
      'Một tờ A3, tên in cỡ khoảng 3 pt. Chữ nhỏ khó đọc: chọn khổ giấy lớn hơn, ghép nhiều trang A4 hoặc xuất một nhánh.',
    );
  });

  it('gives the PNG size unless it is too big', () => {
    expect(exportSummary(null, { width: 1200, height: 800 }, null, 12, 'A1')).toBe(
      'Ảnh 1.200 × 800 điểm ảnh.',
    );
    expect(exportSummary(null, { width: 1200, height: 800 }, 'quá lớn', 12, 'A1')).toBeNull();
  });
});
