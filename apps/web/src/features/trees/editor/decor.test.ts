import { type DecorNode, parseDecor, parseDecors } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { addDecor, DECOR_GAP, deleteDecor, moveDecor, newDecor, updateDecor } from './decor.ts';

const banner = {
  type: 'text',
  data: { text: 'Gia phả họ Nguyễn — Làng Đông Ngạc', fontSize: 36, color: '#7a1f1f', background: '#fff4d6' },
} as const;
const seal: DecorNode = {
  id: 'seal',
  type: 'image',
  x: 10,
  y: 20,
  width: 100,
  height: 100,
  data: { url: '/seal.png', alt: 'Con dấu họ Nguyễn' },
};

describe('decor list edits', () => {
  it('adds a new decor centred above the first row', () => {
    const bounds = { minX: 0, minY: 0, maxX: 1000, maxY: 600 };
    const decor = newDecor({ type: 'text', data: { ...banner.data } }, bounds, 'b1');
    expect(decor.type).toBe('text');
    expect(decor.width).toBeGreaterThan(0);
    expect(decor.x + (decor.width ?? 0) / 2).toBeCloseTo(500, 0);
    expect(decor.y + (decor.height ?? 0)).toBe(-DECOR_GAP);
    expect(decor.data).toEqual(banner.data);
    const list = addDecor([seal], decor);
    expect(list.map((d) => d.id)).toEqual(['seal', 'b1']);
    expect(parseDecors(list)).toHaveLength(2);
  });

  it('adds an image as a square of the chosen width', () => {
    const decor = newDecor(
      { type: 'image', data: { url: '/seal.png', alt: 'Con dấu' }, width: 80 },
      { minX: 0, minY: 100, maxX: 200, maxY: 400 },
      'i1',
    );
    expect(decor).toMatchObject({ x: 60, y: 100 - DECOR_GAP - 80, width: 80, height: 80 });
  });

  it('moves one decor, keeping the others and the original list', () => {
    const other: DecorNode = { ...seal, id: 'other' };
    const before = [seal, other];
    const after = moveDecor(before, 'seal', 40.4, -75.6);
    expect(after).toEqual([{ ...seal, x: 40, y: -76 }, other]);
    expect(before[0]).toEqual(seal);
  });

  it('updates a decor in place and deletes one', () => {
    const updated = updateDecor([seal], 'seal', {
      type: 'image',
      data: { url: '/new.png', alt: 'Ảnh mới' },
      width: 60,
    });
    expect(updated).toEqual([{ ...seal, width: 60, height: 60, data: { url: '/new.png', alt: 'Ảnh mới' } }]);
    expect(deleteDecor([seal, { ...seal, id: 'x' }], 'seal').map((d) => d.id)).toEqual(['x']);
  });

  it('skips unknown types and invalid data when parsing', () => {
    expect(parseDecor({ id: 'a', type: 'video', x: 0, y: 0, data: { url: '/a.mp4' } })).toBeNull();
    expect(parseDecor({ id: 'b', type: 'text', x: 0, y: 0, data: { text: 5 } })).toBeNull();
    expect(parseDecor({ id: 'c', type: 'image', x: 0, y: 0 })).toBeNull();
    expect(
      parseDecor({ id: 'd', type: 'image', x: 0, y: 0, data: { url: 'javascript:x', alt: '' } }),
    ).toBeNull();
    expect(parseDecor(seal)).toMatchObject({ id: 'seal', type: 'image', width: 100, height: 100 });
  });
});
