import pg from 'pg';
import type { Database } from './client.ts';

/** Any fixed number: the advisory lock that the server processes of one database take to migrate. */
const MIGRATION_LOCK = 7_140_215_031;

/**
 * Applies the migrations, one process at a time on PostgreSQL: servers started together on an empty
 * database (a deployment of several) would otherwise run the same CREATEs at once and all but one fail.
 * The lock is a session advisory lock on a connection of its own, released when it closes.
 */
export async function migrateExclusively(database: Database, databaseUrl: string | undefined): Promise<void> {
  if (database.kind !== 'postgres' || !databaseUrl) {
    await database.migrate();
    return;
  }
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await database.migrate();
  } finally {
    await lock.end();
  }
}
