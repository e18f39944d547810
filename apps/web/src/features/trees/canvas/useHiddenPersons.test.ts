import { computeTreeLayout } from '@giapha/genealogy';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_HIDDEN } from './hiding.ts';
import { buildKinship } from './kinship.ts';
import { smallFamily } from './trees.testing.ts';
import { useHiddenPersons } from './useHiddenPersons.ts';

function renderHidden() {
  const tree = smallFamily();
  const layout = computeTreeLayout(tree);
  const kinship = buildKinship(tree);
  const personsById = new Map(tree.persons.map((p) => [p.id, p]));
  const onHiddenChange = vi.fn();
  const view = renderHook(() => useHiddenPersons({ tree, kinship, personsById, layout, onHiddenChange }));
  return { ...view, layout, onHiddenChange };
}

function sorted(set: ReadonlySet<string>): string[] {
  return [...set].sort();
}

describe('useHiddenPersons', () => {
  it('draws the caller’s layout while nothing is hidden', () => {
    const { result, layout, onHiddenChange } = renderHidden();
    expect(result.current.hidden).toBe(NO_HIDDEN);
    expect(result.current.shownLayout).toBe(layout);
    expect(onHiddenChange).toHaveBeenLastCalledWith(NO_HIDDEN);
  });

  it('a collapsed branch hides the descendants and tells the caller; expanding all shows them again', () => {
    const { result, onHiddenChange } = renderHidden();
    act(() => result.current.toggleCollapsed('duc'));
    expect(sorted(result.current.hidden)).toEqual(['giang']);
    expect(result.current.shownLayout.boxes.has('giang')).toBe(false);
    expect(sorted(onHiddenChange.mock.lastCall?.[0])).toEqual(['giang']);
    act(() => result.current.toggleCollapsed('an'));
    expect(sorted(result.current.hidden)).toEqual(['cuc', 'duc', 'giang']);
    expect(result.current.collapsed.size).toBe(2);
    act(() => result.current.toggleCollapsed('an'));
    expect(sorted(result.current.hidden)).toEqual(['giang']);
    act(() => result.current.expandAll());
    expect(result.current.hidden).toBe(NO_HIDDEN);
  });

  it('shows N generations from a person, and revealing someone outside them shows the whole tree', () => {
    const { result } = renderHidden();
    act(() => result.current.setFocus({ personId: 'an', generations: 2 }));
    expect(sorted(result.current.hidden)).toEqual(['giang']);
    act(() => result.current.reveal('duc'));
    expect(result.current.focus).not.toBeNull();
    act(() => result.current.reveal('giang'));
    expect(result.current.focus).toBeNull();
    expect(result.current.hidden).toBe(NO_HIDDEN);
  });

  it('revealing a person opens every collapsed branch hiding them, and only those', () => {
    const { result } = renderHidden();
    act(() => result.current.toggleCollapsed('duc'));
    act(() => result.current.toggleCollapsed('an'));
    act(() => result.current.reveal('cuc'));
    expect(sorted(result.current.collapsed)).toEqual(['duc']);
    expect(sorted(result.current.hidden)).toEqual(['giang']);
  });
});
