import { type SQL, sql } from 'drizzle-orm';

/** A `like` pattern finding `term` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A `like` pattern for values starting with `prefix`, with `%`, `_` and `\` taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `expr` lower-cased and without Vietnamese marks, in SQL (`Giỗ Tổ` → `gio to`), for accent-blind search. */
export function folded(expr: unknown): SQL {
  return sql`lower(unaccent(${expr}))`;
}
