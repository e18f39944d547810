import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository accepts the database or a transaction alike. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const pgliteExtensions = { unaccent, pg_trgm, btree_gin };

/** Wraps an open PGlite instance (on disk, in memory or loaded from a dump). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: migrationsDir });
    },
    close: async () => {
      if (client.closed) return;
      // Flush everything to the data directory before the process goes away.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  return fromPglite(client);
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db, { migrationsFolder: migrationsDir });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
