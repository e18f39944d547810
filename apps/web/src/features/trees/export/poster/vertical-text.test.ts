import { describe, expect, it } from 'vitest';
import { fitVertical, placeVertical } from './vertical-text.ts';

describe('fitVertical', () => {
  it('sets a short name in one column of letters at full size', () => {
    const fit = fitVertical('Văn An', 40, 400, 12, 6, false);
    expect(fit.size).toBe(12);
    expect(fit.columns).toEqual([
      [
        ['V', 'ă', 'n'],
        ['A', 'n'],
      ],
    ]);
  });

  it('adds columns, in reading order, when one column is too tall', () => {
    const fit = fitVertical('Tôn Nữ Hoàng Phương', 80, 120, 12, 6, false);
    expect(fit.columns.length).toBeGreaterThan(1);
    expect(fit.columns.flat().map((word) => word.join(''))).toEqual(['Tôn', 'Nữ', 'Hoàng', 'Phương']);
  });
});

describe('placeVertical', () => {
  it('puts one piece per letter with a space after each word but the last', () => {
    const fit = fitVertical('Văn An', 40, 400, 12, 6, false);
    const pieces = placeVertical(fit, 20, 0, 400, false);
    expect(pieces.map((p) => p.text + p.sep).join('')).toBe('Văn An');
    const ys = pieces.map((p) => p.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });
});
