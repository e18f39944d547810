// The real app for a bench: built in-process on PGlite on disk (a temporary DATA_DIR, as in production) or on
// PostgreSQL (BENCH_DATABASE_URL), listening on a free 127.0.0.1 port, with one registered clan whose admin is
// signed in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginResponse } from '@giapha/contract';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';

export interface ClanApp {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The clan's domain, for `?domain=` on every request. */
  domain: string;
  /** `Bearer …` of the clan's admin. */
  authorization: string;
  /** The clan's id and its admin's, for fixtures written straight to the database. */
  clanId: string;
  userId: string;
  /** The app's database. */
  database: Database;
  /** Registers one more clan on the same app and signs its admin in. */
  addClan: (
    domain: string,
  ) => Promise<{ domain: string; authorization: string; clanId: string; userId: string }>;
  /** Stops the app and deletes its data folder. */
  close: () => Promise<void>;
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

/** Starts the app with a clan `domain` registered by `username` (the clan's admin) and signs in. */
export async function startClanApp(options: {
  domain: string;
  username: string;
  password: string;
  clanName: string;
}): Promise<ClanApp> {
  const { domain, username, password, clanName } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), `giapha-${domain}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const { database, drop } = await openBenchDatabase(dataDir);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${portOf(app.server)}`;
  const addClan = async (clanDomain: string) => {
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Nguyễn Văn Đo',
        username,
        email: `${username}@${clanDomain}.vn`,
        password,
        domain: clanDomain,
        clanName,
      }),
    });
    if (register.status !== 201)
      throw new Error(`register failed: ${register.status} ${await register.text()}`);
    const login = await fetch(`${base}/api/auth/login?domain=${clanDomain}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const session = loginResponse.parse(await login.json()).data;
    return {
      domain: clanDomain,
      authorization: `Bearer ${session.tokens.access.token}`,
      clanId: session.clan._id,
      userId: session.user.id,
    };
  };
  const first = await addClan(domain);
  return {
    base,
    ...first,
    database,
    addClan,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database of a bench app: PGlite on disk in `dataDir`, or, when BENCH_DATABASE_URL names a PostgreSQL server,
 * a database made on it for the run (`drop` removes it).
 */
export async function openBenchDatabase(
  dataDir: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) {
    const database = await openPglite(path.join(dataDir, 'db'));
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `giapha_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
