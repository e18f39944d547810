import { and, eq, like, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { startsWithPattern } from './search.ts';

/** A clan table whose rows have an id and a slug unique within the clan. */
export type SluggedTable = PgTable & {
  clanId: AnyPgColumn<{ data: string }>;
  id: AnyPgColumn<{ data: string }>;
  slug: AnyPgColumn<{ data: string; notNull: true }>;
};

/** A clan table whose rows have an id and a version counted up on each change. */
export type VersionedTable = PgTable & {
  clanId: AnyPgColumn<{ data: string }>;
  id: AnyPgColumn<{ data: string }>;
  version: AnyPgColumn<{ data: number }>;
};

/** Whether another row of the clan (not `exceptId`) in `table` already uses `slug`. */
export async function slugTakenIn(
  db: DbOrTx,
  table: SluggedTable,
  clanId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clanId, clanId), eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The slugs of the clan's rows in `table` (other than `exceptId`) that start with `prefix`. */
export async function slugsStartingWithIn(
  db: DbOrTx,
  table: SluggedTable,
  clanId: string,
  prefix: string,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        eq(table.clanId, clanId),
        like(table.slug, startsWithPattern(prefix)),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.slug);
}

/**
 * Where the clan's row `id` of `table` is still at `expectedVersion` (any version when not given): the
 * condition of an update that must miss — and answer 409 — when someone else changed the row meanwhile.
 */
export function atVersion(
  table: VersionedTable,
  clanId: string,
  id: string,
  expectedVersion: number | undefined,
): SQL | undefined {
  return and(
    eq(table.clanId, clanId),
    eq(table.id, id),
    expectedVersion === undefined ? undefined : eq(table.version, expectedVersion),
  );
}

/** The row's version counted up, for the `set` of an update. */
export function nextVersion(table: VersionedTable): SQL {
  return sql`${table.version} + 1`;
}
