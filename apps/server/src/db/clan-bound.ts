import { and, eq, getTableColumns, getTableName, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgJson, PgJsonb, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { startsWithPattern } from './search.ts';

/** A table whose rows belong to one clan. */
export type ClanTable = PgTable & { clanId: AnyPgColumn<{ data: string }> };

/** A clan table whose rows have an id. */
export type IdentifiedTable = ClanTable & { id: AnyPgColumn<{ data: string }> };

/** A clan table whose rows have an id and a slug unique within the clan. */
export type SluggedTable = ClanTable & {
  id: AnyPgColumn<{ data: string }>;
  slug: AnyPgColumn<{ data: string; notNull: true }>;
};

/** A clan table whose rows have an id and a version counted up on each change. */
export type VersionedTable = ClanTable & {
  id: AnyPgColumn<{ data: string }>;
  version: AnyPgColumn<{ data: number }>;
};

/**
 * The one way a query reaches a clan table: a repository is made for one clan and builds every condition,
 * join and inserted row through this object, so the clan cannot be left out or mistyped
 * (`clan-bound.guard.test.ts` refuses a query on a clan table written any other way).
 */
export interface ClanBound {
  readonly db: DbOrTx;
  readonly clanId: string;
  /** `table.clan_id = <clan>` and `conditions`: the `where` of a query, or the `on` of a join. */
  where(table: ClanTable, ...conditions: (SQL | undefined)[]): SQL;
  /** The clan's row `id` of `table` (the id, or the column holding it for a join's `on`). */
  byId(table: IdentifiedTable, id: string | AnyPgColumn): SQL;
  /** The clan's row `id` of `table`, still at `expectedVersion` (any version when not given). */
  atVersion(table: VersionedTable, id: string, expectedVersion: number | undefined): SQL;
  /** `values` as a row of the clan, for an insert. */
  row<T extends object>(values: T): T & { clanId: string };
  /** `values` as rows of the clan, for an insert. */
  rows<T extends object>(values: readonly T[]): (T & { clanId: string })[];
  /**
   * Inserts `values` as rows of the clan in ONE statement with one parameter (the rows as JSON), however
   * many there are: for bulk writes (publishing a draft, a split), where drizzle's multi-row `values`
   * costs more to build than the database takes to insert. A key missing from a row is null.
   */
  insertRows<T extends object>(table: ClanTable, values: readonly T[]): Promise<void>;
  /** Whether another row of the clan (not `exceptId`) in `table` already uses `slug`. */
  slugTaken(table: SluggedTable, slug: string, exceptId?: string): Promise<boolean>;
  /** The slugs of the clan's rows in `table` (other than `exceptId`) that start with `prefix`. */
  slugsStartingWith(table: SluggedTable, prefix: string, exceptId?: string): Promise<string[]>;
  /** A repository's slug lookups on `table`: `slugTaken` and `slugsStartingWith` above, for its rows. */
  slugLookups(table: SluggedTable): {
    slugTaken(slug: string, exceptId?: string): Promise<boolean>;
    slugsStartingWith(prefix: string, exceptId?: string): Promise<string[]>;
  };
  /** Deletes the clan's row `id` of `table`; whether there was one. */
  deleteById(table: IdentifiedTable, id: string): Promise<boolean>;
  /** Deletes the clan's rows of `table` with these ids (any number: 5,000 a statement, for parameter limits). */
  deleteByIds(table: IdentifiedTable, ids: readonly string[]): Promise<void>;
  /**
   * How many rows of `table` match `condition`, for a page read from `offset` whose rows carry that count
   * (`count(*) over()`): a page past the end has no row to carry it, so it is counted apart.
   */
  pageTotal(
    table: ClanTable,
    condition: SQL,
    page: readonly { total: number }[],
    offset: number,
  ): Promise<number>;
}

export function clanBound(db: DbOrTx, clanId: string): ClanBound {
  const where = (table: ClanTable, ...conditions: (SQL | undefined)[]): SQL =>
    and(eq(table.clanId, clanId), ...conditions) ?? sql`false`;
  const byId = (table: IdentifiedTable, id: string | AnyPgColumn): SQL => where(table, eq(table.id, id));
  async function slugTaken(table: SluggedTable, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(where(table, eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined))
      .limit(1);
    return row !== undefined;
  }
  async function slugsStartingWith(
    table: SluggedTable,
    prefix: string,
    exceptId?: string,
  ): Promise<string[]> {
    const rows = await db
      .select({ slug: table.slug })
      .from(table)
      .where(
        where(
          table,
          like(table.slug, startsWithPattern(prefix)),
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      );
    return rows.map((r) => r.slug);
  }
  return {
    db,
    clanId,
    where,
    byId,
    insertRows: async (table, values) => {
      if (values.length === 0) return;
      await db.execute(
        jsonRowsInsert(
          table,
          values.map((v) => ({ ...v, clanId })),
        ),
      );
    },
    atVersion: (table, id, expectedVersion) =>
      where(
        table,
        eq(table.id, id),
        expectedVersion === undefined ? undefined : eq(table.version, expectedVersion),
      ),
    row: (values) => ({ ...values, clanId }),
    rows: (values) => values.map((v) => ({ ...v, clanId })),
    slugTaken,
    slugsStartingWith,
    slugLookups(table) {
      return {
        slugTaken: (slug, exceptId) => slugTaken(table, slug, exceptId),
        slugsStartingWith: (prefix, exceptId) => slugsStartingWith(table, prefix, exceptId),
      };
    },
    async deleteById(table, id) {
      const rows = await db.delete(table).where(byId(table, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    async deleteByIds(table, ids) {
      for (let i = 0; i < ids.length; i += 5000) {
        await db.delete(table).where(where(table, inArray(table.id, ids.slice(i, i + 5000))));
      }
    },
    async pageTotal(table, condition, page, offset) {
      const first = page[0];
      if (first) return first.total;
      if (offset === 0) return 0;
      const [counted] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(condition);
      return counted?.n ?? 0;
    },
  };
}

/** The row's version counted up, for the `set` of an update. */
export function nextVersion(table: VersionedTable): SQL {
  return sql`${table.version} + 1`;
}

/**
 * `insert into table (…) select … from json_to_recordset($1)`: `rows` (keys are the table's property names)
 * as one JSON parameter. Columns are the keys any row has, plus those with a default computed in JS.
 */
function jsonRowsInsert(table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const columns = Object.entries(getTableColumns(table));
  const given = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined)));
  const used = columns.filter(([key, column]) => given.has(key) || column.defaultFn || column.onUpdateFn);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used) {
      let value = row[key];
      if (value === undefined) value = column.defaultFn?.() ?? column.onUpdateFn?.();
      // JSON columns go in as JSON; other values as the driver would send them (dates as ISO text).
      record[column.name] =
        value === undefined || value === null || column instanceof PgJsonb || column instanceof PgJson
          ? (value ?? null)
          : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.raw(used.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  return sql`insert into ${sql.identifier(getTableName(table))} (${names})
    select ${names} from json_to_recordset(${JSON.stringify(records)}::json) as r(${types})`;
}
