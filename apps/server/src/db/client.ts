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
import { type ClanScope, currentClanScope } from './clan-scope.ts';
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
  /** Whether requests run under PostgreSQL's row-level security (the server database, role usable). */
  rowLevelSecurity(): Promise<boolean>;
  /**
   * The embedded database only: calls `onPayload` with each notification on `channel`, delivered before the
   * commit that sent it returns (one process holds the data folder, so nothing else writes).
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
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
    rowLevelSecurity: async () => false,
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
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

/**
 * The role a request's queries run as on PostgreSQL: it owns no table and has no BYPASSRLS, so the
 * row-level security policies of every clan table apply to it (migration 0009). The connecting user
 * must be a member of it (the migration grants that); where it is not, the server runs on the
 * application layer's checks alone and says so at start.
 */
export const APP_ROLE = 'giapha_app';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * A pool whose connections, when taken inside a request, run as {@link APP_ROLE} with `app.clan_id`
 * set to the request's clan (see clan-scope.ts); outside a request they keep the connecting role.
 * The scope is read when `connect` is called, in the caller's async context.
 */
class ClanScopedPool extends pg.Pool {
  /** What each connection was last set to, so a connection that stays as it was costs no query. */
  private readonly applied = new WeakMap<pg.PoolClient, string>();
  private appRoleUsable: Promise<boolean> | null = null;

  /** Asks the server again whether the application role can be used (after migrations made it). */
  recheckAppRole(): void {
    this.appRoleUsable = null;
  }

  appRoleAvailable(): Promise<boolean> {
    // A failed question is asked again next time rather than remembered.
    this.appRoleUsable ??= this.askAppRoleUsable().catch(() => {
      this.appRoleUsable = null;
      return false;
    });
    return this.appRoleUsable;
  }

  private async askAppRoleUsable(): Promise<boolean> {
    // A connection of the pool itself, not `this.query`, which would come back here through `connect`.
    const client = await super.connect();
    try {
      const result = await client.query<{ usable: boolean }>(
        `select case when exists (select 1 from pg_roles where rolname = $1)
           then pg_has_role(current_user, $1, 'MEMBER') else false end as usable`,
        [APP_ROLE],
      );
      return result.rows[0]?.usable === true;
    } finally {
      client.release();
    }
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const scoped = this.scopedClient(currentClanScope());
    if (!callback) return scoped;
    scoped.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), undefined, () => {}),
    );
    return undefined;
  }

  private async scopedClient(scope: ClanScope | undefined): Promise<pg.PoolClient> {
    const client = await super.connect();
    try {
      const wanted = scope && (await this.appRoleAvailable()) ? `app:${scope.clanId ?? ''}` : 'owner';
      if ((this.applied.get(client) ?? 'owner') !== wanted) {
        if (wanted === 'owner') {
          await client.query(
            `select set_config('role', 'none', false), set_config('app.clan_id', '', false)`,
          );
        } else {
          await client.query(`select set_config('role', $1, false), set_config('app.clan_id', $2, false)`, [
            APP_ROLE,
            scope?.clanId ?? '',
          ]);
        }
        this.applied.set(client, wanted);
      }
      return client;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new ClanScopedPool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db, { migrationsFolder: migrationsDir });
      pool.recheckAppRole();
    },
    rowLevelSecurity: () => pool.appRoleAvailable(),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
