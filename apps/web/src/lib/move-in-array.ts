/** `items` with the one at `from` moved to `to` (a new array; the same order when either is out of range). */
export function moveInArray<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to > next.length - 1) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
