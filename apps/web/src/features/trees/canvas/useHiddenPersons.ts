// What the canvas hides: collapsed branches and the "N generations from a person" view. It owns both,
// tells the caller the union and lays the tree out without it (`layoutFor`, by default
// `computeTreeLayout(tree, { hiddenPersonIds })`); with nothing hidden the caller's layout is drawn.

import { computeTreeLayout, type TreeLayout } from '@giapha/genealogy';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CanvasPerson, CanvasTree } from '../model.ts';
import { branchesHiding, NO_HIDDEN, toggled, union, without } from './hiding.ts';
import { allBut, collapsedBy, generationsFrom, type TreeKinship } from './kinship.ts';

/** "N generations from a person": only they and their descendants that many generations down are shown. */
export interface GenerationsFocus {
  personId: string;
  generations: number;
}

export interface HiddenPersonsInput {
  tree: CanvasTree;
  kinship: TreeKinship;
  personsById: ReadonlyMap<string, CanvasPerson>;
  layout: TreeLayout;
  layoutFor?: (hidden: ReadonlySet<string>) => TreeLayout;
  onHiddenChange?: (hidden: ReadonlySet<string>) => void;
}

export interface HiddenPersons {
  /** The persons whose branch is collapsed (as toggled; some may have left the tree since). */
  collapsed: ReadonlySet<string>;
  /** Per collapsed person still in the tree, the persons their branch hides. */
  collapsedSets: ReadonlyMap<string, ReadonlySet<string>>;
  focus: GenerationsFocus | null;
  setFocus: (focus: GenerationsFocus | null) => void;
  /** Everyone hidden, by a branch or by the generations view. */
  hidden: ReadonlySet<string>;
  /** The layout drawn: the caller's, or the one without the hidden persons. */
  shownLayout: TreeLayout;
  toggleCollapsed: (personId: string) => void;
  expandAll: () => void;
  /** Shows a person hidden by a collapsed branch or outside the N generations in view. */
  reveal: (personId: string) => void;
}

export function useHiddenPersons({
  tree,
  kinship,
  personsById,
  layout,
  layoutFor,
  onHiddenChange,
}: HiddenPersonsInput): HiddenPersons {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(NO_HIDDEN);
  const [focus, setFocus] = useState<GenerationsFocus | null>(null);
  const collapsedSets = useMemo(() => {
    const sets = new Map<string, Set<string>>();
    for (const id of collapsed) if (personsById.has(id)) sets.set(id, collapsedBy(kinship, id));
    return sets;
  }, [collapsed, kinship, personsById]);
  const focusShown = useMemo(
    () =>
      focus && personsById.has(focus.personId)
        ? generationsFrom(kinship, focus.personId, focus.generations)
        : null,
    [focus, kinship, personsById],
  );
  const hidden = useMemo(
    () => union([...collapsedSets.values(), focusShown ? allBut(tree.persons, focusShown) : NO_HIDDEN]),
    [collapsedSets, focusShown, tree.persons],
  );
  useEffect(() => {
    onHiddenChange?.(hidden);
  }, [hidden, onHiddenChange]);

  const shownLayout = useMemo(() => {
    if (hidden.size === 0) return layout;
    return layoutFor ? layoutFor(hidden) : computeTreeLayout(tree, { hiddenPersonIds: hidden });
  }, [hidden, layout, layoutFor, tree]);

  const toggleCollapsed = useCallback((personId: string) => {
    setCollapsed((prev) => toggled(prev, personId));
  }, []);
  const expandAll = useCallback(() => setCollapsed(NO_HIDDEN), []);

  const reveal = useCallback(
    (personId: string) => {
      if (focusShown && !focusShown.has(personId)) setFocus(null);
      const opened = branchesHiding(collapsedSets, personId);
      if (opened.length > 0) setCollapsed((prev) => without(prev, opened));
    },
    [collapsedSets, focusShown],
  );

  return {
    collapsed,
    collapsedSets,
    focus,
    setFocus,
    hidden,
    shownLayout,
    toggleCollapsed,
    expandAll,
    reveal,
  };
}
