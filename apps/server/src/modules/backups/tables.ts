// What the database holds, read from its own catalogue, so a backup follows the schema as it is (on PGlite and
// PostgreSQL alike) rather than a list kept by hand: tables, their columns and keys, in foreign-key order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { migrationsDir } from '../../lib/paths.ts';

const rowsResult = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** The rows of a raw statement, whichever driver ran it. */
export async function queryRows(db: DbOrTx, statement: SQL): Promise<Record<string, unknown>[]> {
  return rowsResult.parse(await db.execute(statement)).rows;
}

const names = z.array(z.string());

export interface ForeignKey {
  columns: string[];
  references: string;
  referencedColumns: string[];
}

export interface TableInfo {
  name: string;
  /** Stored (not generated) columns, in table order. */
  columns: string[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
}

/** Postgres-quoted identifier. */
export function ident(name: string): SQL {
  return sql.raw(`"${name.replaceAll('"', '""')}"`);
}

export function identList(columns: readonly string[]): SQL {
  return sql.raw(columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(', '));
}

/** Every table of the `public` schema, parents before the tables that point at them. */
export async function describeTables(db: DbOrTx): Promise<TableInfo[]> {
  const columnRows = await queryRows(
    db,
    sql`select c.relname as name,
          json_agg(a.attname::text order by a.attnum) as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        group by c.relname`,
  );
  const constraintRows = await queryRows(
    db,
    sql`select c.relname as "table", con.contype as type, r.relname as "references",
          (select json_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
          (select json_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as "referencedColumns"
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_class r on r.oid = con.confrelid
        where n.nspname = 'public' and con.contype in ('p', 'f')`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columnRows) {
    const name = z.string().parse(row.name);
    tables.set(name, { name, columns: names.parse(row.columns), primaryKey: [], foreignKeys: [] });
  }
  for (const row of constraintRows) {
    const table = tables.get(z.string().parse(row.table));
    if (!table) continue;
    const columns = names.parse(row.columns);
    if (row.type === 'p') table.primaryKey = columns;
    else
      table.foreignKeys.push({
        columns,
        references: z.string().parse(row.references),
        referencedColumns: names.parse(row.referencedColumns),
      });
  }
  // Kahn's algorithm, alphabetical among the tables that are ready, so two dumps list tables alike.
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  const remaining = [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      table.foreignKeys.every((fk) => fk.references === table.name || done.has(fk.references)),
    );
    if (index === -1) throw new Error(`Khóa ngoại vòng tròn giữa các bảng: ${remaining.map((t) => t.name)}`);
    const [table] = remaining.splice(index, 1);
    if (!table) break;
    ordered.push(table);
    done.add(table.name);
  }
  return ordered;
}

export interface MigrationStep {
  tag: string;
  when: number;
}

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The migrations this build of the server ships, oldest first. */
export function shippedMigrations(): MigrationStep[] {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')),
  );
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** How many of the shipped migrations the database has had (0 when it was never migrated). */
export async function migrationLevel(db: DbOrTx): Promise<number> {
  const [exists] = await queryRows(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return 0;
  const [last] = await queryRows(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const lastWhen = last?.last == null ? 0 : Number(last.last);
  return shippedMigrations().filter((step) => step.when <= lastWhen).length;
}

/**
 * Applies the shipped migrations up to `level` (not beyond), exactly as drizzle's migrator does — same
 * bookkeeping table — so the normal migration at start carries on from there.
 */
export async function migrateUpTo(db: DbOrTx, level: number): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsDir }).slice(0, level);
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await queryRows(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const lastWhen = last?.last == null ? -1 : Number(last.last);
  await db.transaction(async (tx) => {
    for (const migration of migrations) {
      if (migration.folderMillis <= lastWhen) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/** Rows per table (all of them), to tell an empty database from one in use. */
export async function rowCounts(db: DbOrTx, tables: readonly TableInfo[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await queryRows(db, sql`select count(*)::int as n from ${ident(table.name)}`);
    counts.set(table.name, Number(row?.n ?? 0));
  }
  return counts;
}
