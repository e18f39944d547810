import { useRef } from 'react';

/** Whether two objects hold the same keys with identical (`Object.is`) values. */
function sameFields(a: object, b: object): boolean {
  const aEntries = Object.entries(a);
  const bFields = new Map(Object.entries(b));
  return (
    aEntries.length === bFields.size &&
    aEntries.every(([key, value]) => bFields.has(key) && Object.is(bFields.get(key), value))
  );
}

/**
 * The object as it was last render while every field is still identical: one dependency for a memo that
 * must rerun when any of many inputs changes, instead of listing each input again.
 */
export function useStableFields<T extends object>(fields: T): T {
  const kept = useRef(fields);
  if (!sameFields(kept.current, fields)) kept.current = fields;
  return kept.current;
}
