import { describe, expect, it } from 'vitest';
import { moveInArray } from './move-in-array.ts';

describe('moveInArray', () => {
  it('moves one item and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveInArray(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInArray(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the order when a position is out of range', () => {
    expect(moveInArray(['a', 'b'], 2, 0)).toEqual(['a', 'b']);
    expect(moveInArray(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
