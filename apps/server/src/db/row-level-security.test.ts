import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../test/clans.ts';
import { withDomain } from '../../test/requests.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { currentClanScope, runInClanScope } from './clan-scope.ts';
import type { Db } from './client.ts';

// Row-level security is the second line of tenant isolation (migration 0009, src/db/client.ts). The
// schema checks run on both databases; the policies can only bind on the PostgreSQL server, where
// requests run as the restricted role: PGlite's single user is a superuser, which RLS never binds.

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  // drizzle's two drivers answer differently: node-postgres a QueryResult, PGlite a Results object.
  return (result as unknown as { rows: T[] }).rows;
}

async function clanTables(db: Db): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'clan_id' and t.table_type = 'BASE TABLE'
        order by 1`,
  );
  return found.map((row) => row.table_name);
}

let testApp: TestApp;
let db: Db;
let clanA: ClanFixture;
let clanB: ClanFixture;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  clanA = await registerClan(testApp.app);
  clanB = await registerClan(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

describe('the schema keeps every clan table isolated', () => {
  it('every table with a clan_id has row-level security enabled and forced, with the clan policy', async () => {
    const tables = await clanTables(db);
    expect(tables.length).toBeGreaterThan(20);
    const secured = await rows<{ relname: string; enabled: boolean; forced: boolean; policy: string | null }>(
      db,
      sql`select c.relname, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            (select p.qual from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
               and p.policyname = 'clan_isolation') as policy
          from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
    );
    const byName = new Map(secured.map((row) => [row.relname, row]));
    const missing = tables.filter((table) => {
      const row = byName.get(table);
      return !row?.enabled || !row.forced || !row.policy?.includes("current_setting('app.clan_id'");
    });
    expect(missing, 'clan tables without forced row-level security and the clan_isolation policy').toEqual(
      [],
    );
  });

  it('every foreign key between two clan tables includes clan_id, so no row can point into another clan', async () => {
    const tables = new Set(await clanTables(db));
    const keys = await rows<{ name: string; source: string; target: string; columns: string[] }>(
      db,
      sql`select con.conname as name, src.relname as source, dst.relname as target,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = con.conrelid and a.attnum = any(con.conkey)) as columns
          from pg_constraint con
          join pg_class src on src.oid = con.conrelid
          join pg_class dst on dst.oid = con.confrelid
          where con.contype = 'f' and src.relnamespace = 'public'::regnamespace`,
    );
    const betweenClanTables = keys.filter((key) => tables.has(key.source) && tables.has(key.target));
    expect(betweenClanTables.length).toBeGreaterThan(10);
    const withoutClan = betweenClanTables
      .filter((key) => !key.columns.includes('clan_id'))
      .map((key) => `${key.source}.${key.name} → ${key.target}`);
    expect(withoutClan).toEqual([]);
  });
});

describe('the policies on the PostgreSQL server', () => {
  const onServer = () => testApp.database.kind === 'postgres';

  it('a request that named no clan sees no clan’s rows; outside requests the owner sees all', async () => {
    if (!onServer()) {
      // PGlite: one superuser, whom row-level security never binds (documented in ARCHITECTURE.md).
      const [who] = await rows<{ superuser: boolean }>(
        db,
        sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
      );
      expect(who?.superuser).toBe(true);
      return;
    }
    const count = (query: ReturnType<typeof sql>) =>
      rows<{ n: number }>(db, query).then((result) => Number(result[0]?.n));
    const everyone = sql`select count(*)::int as n from users`;
    expect(await count(everyone)).toBeGreaterThanOrEqual(2);
    expect(await runInClanScope(null, () => count(everyone))).toBe(0);
    const seenByA = await runInClanScope(clanA.clanId, () =>
      rows<{ clan_id: string }>(db, sql`select distinct clan_id from users`),
    );
    expect(seenByA.map((row) => row.clan_id)).toEqual([clanA.clanId]);
    const [role] = await runInClanScope(clanA.clanId, () =>
      rows<{ name: string; bypass: boolean }>(
        db,
        sql`select current_user as name, rolbypassrls as bypass from pg_roles where rolname = current_user`,
      ),
    );
    expect(role).toEqual({ name: 'giapha_app', bypass: false });
  });

  it('writing into another clan is refused, and its rows cannot be changed or deleted', async () => {
    if (!onServer()) return;
    // Awaited inside the scope: drizzle's queries start when awaited, and take their connection then.
    const insertIntoB = runInClanScope(clanA.clanId, async () => {
      await db.execute(
        sql`insert into categories (clan_id, name, slug) values (${clanB.clanId}, 'Lén', 'len')`,
      );
    });
    await expect(insertIntoB).rejects.toMatchObject({ cause: { code: '42501' } });

    const renameB = await runInClanScope(clanA.clanId, () =>
      rows<{ id: string }>(
        db,
        sql`update users set name = 'Đổi trộm' where clan_id = ${clanB.clanId} returning id`,
      ),
    );
    expect(renameB).toEqual([]);
    const deleteB = await runInClanScope(clanA.clanId, () =>
      rows<{ id: string }>(db, sql`delete from users where clan_id = ${clanB.clanId} returning id`),
    );
    expect(deleteB).toEqual([]);
    const [stillThere] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where clan_id = ${clanB.clanId} and name <> 'Đổi trộm'`,
    );
    expect(stillThere?.n).toBe(1);
  });
});

describe('each request runs in its own clan scope', () => {
  it('from the first hook to the handler, after the body is read, and never leaking into the caller', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-rls-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp({ config, database: await openTestDatabase(), logger: false });
    // What the connection a handler takes is: its role and clan (and the scope the handler sees).
    app.post('/api/test-scope', { config: { access: 'public' } }, async () => {
      const [row] = await rows<{ role: string; clan: string }>(
        app.db,
        sql`select current_user as role, current_setting('app.clan_id', true) as clan`,
      );
      return { scope: currentClanScope()?.clanId ?? null, ...row };
    });
    try {
      await app.ready();
      // A clan of this app's own database (on PGlite a copy of the template, not the suite's).
      const clan = await registerClan(app);
      const response = await app.inject({
        method: 'POST',
        url: withDomain('/api/test-scope', clan.domain),
        payload: { padding: 'x'.repeat(200_000) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const seen = response.json<{ scope: string | null; role: string; clan: string }>();
      expect(seen.scope).toBe(clan.clanId);
      if (testApp.database.kind === 'postgres') {
        expect(seen).toMatchObject({ role: 'giapha_app', clan: clan.clanId });
      }
      // The test itself, which made the request, is still outside any request's scope.
      expect(currentClanScope()).toBeUndefined();
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
