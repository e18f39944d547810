// The focus (hourglass) view's state: the person, controlled by the caller when it passes one (the
// public page keeps it in `?focus=`) or kept here, and the persons shown clear (hourglass.ts).
import { useCallback, useMemo, useState } from 'react';
import type { CanvasPerson } from '../model.ts';
import { hourglassOf, parentsOf } from './hourglass.ts';
import type { TreeKinship } from './kinship.ts';

export interface HourglassInput {
  kinship: TreeKinship;
  personsById: ReadonlyMap<string, CanvasPerson>;
  /** Controlled when not undefined. */
  personId: string | null | undefined;
  onChange: ((personId: string | null) => void) | undefined;
}

export interface Hourglass {
  personId: string | null;
  /** The focused person's ancestors, descendants and their spouses; null when nobody is focused. */
  shown: ReadonlySet<string> | null;
  set: (personId: string | null) => void;
}

export function useHourglass({ kinship, personsById, personId, onChange }: HourglassInput): Hourglass {
  const [own, setOwn] = useState<string | null>(null);
  const current = personId !== undefined ? personId : own;
  const set = useCallback(
    (id: string | null) => {
      setOwn(id);
      onChange?.(id);
    },
    [onChange],
  );
  const focused = current !== null && personsById.has(current) ? current : null;
  const anyFocus = focused !== null;
  // Every person's parents are worked out once somebody is focused, not on opening (a phone's 40 ms).
  const parents = useMemo(() => (anyFocus ? parentsOf(kinship) : null), [anyFocus, kinship]);
  const shown = useMemo(
    () => (focused && parents ? hourglassOf(kinship, parents, focused) : null),
    [focused, kinship, parents],
  );
  return { personId: current, shown, set };
}
