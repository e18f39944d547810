import { describe, expect, it } from 'vitest';
import { branchesHiding, NO_HIDDEN, toggled, union, without } from './hiding.ts';

describe('canvas hiding sets', () => {
  it('the union of empty sets is the one shared empty set', () => {
    expect(union([])).toBe(NO_HIDDEN);
    expect(union([new Set(), NO_HIDDEN])).toBe(NO_HIDDEN);
    expect([...union([new Set(['a']), new Set(), new Set(['b', 'a'])])].sort()).toEqual(['a', 'b']);
  });

  it('toggling adds a missing id and removes a present one, without touching the given set', () => {
    const set = new Set(['a']);
    expect([...toggled(set, 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggled(set, 'a')]).toEqual([]);
    expect([...set]).toEqual(['a']);
    expect([...without(new Set(['a', 'b', 'c']), ['a', 'c'])]).toEqual(['b']);
  });

  it('finds the collapsed branches that hide a person', () => {
    const sets = new Map([
      ['an', new Set(['duc', 'cuc', 'giang'])],
      ['duc', new Set(['giang'])],
    ]);
    expect(branchesHiding(sets, 'giang').sort()).toEqual(['an', 'duc']);
    expect(branchesHiding(sets, 'cuc')).toEqual(['an']);
    expect(branchesHiding(sets, 'an')).toEqual([]);
  });
});
