import { describe, expect, it } from 'vitest';
import { cleanText, fitLines, placeLines, singleLine } from './text.ts';

describe('cleanText', () => {
  it('makes one NFC line without control characters or lone surrogates', () => {
    expect(cleanText('  Nguye\u0302\u0303n\tVăn\n\u0007An \ud800 ')).toBe('Nguyễn Văn An');
  });
});

describe('placeLines', () => {
  it('centres the block of lines vertically, one line height apart', () => {
    const fitted = fitLines('Nguyễn Văn Thành', 60, 200, 10, 6, false);
    const pieces = placeLines(fitted, 50, 0, 100);
    expect(pieces.map((p) => p.x)).toEqual(pieces.map(() => 50));
    const gaps = pieces.slice(1).map((p, i) => p.y - (pieces[i]?.y ?? 0));
    for (const gap of gaps) expect(gap).toBeCloseTo(12.2, 6);
    const middle = ((pieces[0]?.y ?? 0) + (pieces.at(-1)?.y ?? 0)) / 2;
    expect(middle).toBeGreaterThan(50);
    expect(middle).toBeLessThan(55);
  });
});

describe('singleLine', () => {
  it('keeps the size when the text fits and shrinks it to the width when not', () => {
    expect(singleLine('title', 'Phả đồ', 0, 0, 20, 1000, true, '#000000').size).toBe(20);
    const shrunk = singleLine('title', 'Gia phả họ Nguyễn Đình', 0, 0, 20, 50, true, '#000000');
    expect(shrunk.size).toBeLessThan(20);
    expect(shrunk.pieces).toEqual([{ text: 'Gia phả họ Nguyễn Đình', x: 0, y: 0, sep: '' }]);
  });
});
