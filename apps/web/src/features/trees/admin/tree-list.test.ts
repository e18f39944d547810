import { describe, expect, it } from 'vitest';
import { editorPath, formatCount, publicTreePath } from './tree-list.ts';

describe('tree list helpers', () => {
  it('links to the editor and to the public page of a tree', () => {
    expect(editorPath({ _id: 'abc' })).toBe('/tree/abc');
    expect(publicTreePath({ _id: 'a b&c' })).toBe('/family-tree?id=a%20b%26c');
  });

  it('groups thousands with a dot', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(12)).toBe('12');
  });
});
