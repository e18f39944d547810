// The selected person (controlled by the caller or kept here) and the line from the ancestor down to
// the highlighted person (by default the selected one).
import type { TreeLayout } from '@giapha/genealogy';
import { useCallback, useMemo, useState } from 'react';
import { type AncestorLine, ancestorLine, type TreeKinship } from './kinship.ts';
import { pathLine } from './pathLine.ts';

export interface SelectionInput {
  /** Controlled selection; undefined lets the canvas keep its own. */
  selectedPersonId: string | null | undefined;
  onSelectPerson: ((personId: string | null) => void) | undefined;
  /** The line's person; undefined: the selected person, null: no line. */
  highlightPersonId: string | null | undefined;
  /** A kinship path to draw instead of the ancestor line (two persons or more). */
  highlightPath: readonly string[] | null | undefined;
  kinship: TreeKinship;
  shownLayout: TreeLayout;
}

export interface Selection {
  selectedId: string | null;
  select: (personId: string | null) => void;
  line: AncestorLine;
}

export function useSelection({
  selectedPersonId,
  onSelectPerson,
  highlightPersonId,
  highlightPath,
  kinship,
  shownLayout,
}: SelectionInput): Selection {
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const selectedId = selectedPersonId !== undefined ? selectedPersonId : ownSelection;
  const select = useCallback(
    (personId: string | null) => {
      setOwnSelection(personId);
      onSelectPerson?.(personId);
    },
    [onSelectPerson],
  );
  const lineTarget = highlightPersonId === undefined ? selectedId : highlightPersonId;
  const line = useMemo(() => {
    if (highlightPath && highlightPath.length > 1) return pathLine(kinship, shownLayout, highlightPath);
    return lineTarget
      ? ancestorLine(kinship, shownLayout, lineTarget)
      : { persons: new Set<string>(), edges: new Set<string>() };
  }, [kinship, shownLayout, lineTarget, highlightPath]);
  return { selectedId, select, line };
}
