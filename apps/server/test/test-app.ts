import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../src/db/client.ts';
import './provided.ts';

export interface TestApp {
  app: App;
  database: Database;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

/** A fresh database for one test file: the run's migrated PGlite dump, or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const url = inject('databaseUrl');
  if (url) return openPostgres(url, 4);
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return fromPglite(client);
}

/** The real app on a real database, with the file outbox in a temporary DATA_DIR. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // Tests register many clans from one address; the limit itself is tested with a low value.
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // The daily reminder send would mail on its own; tests send a day's reminders when they mean to.
    REMINDERS_ENABLED: '0',
    ...env,
  });
  const database = await openTestDatabase();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  } catch (error) {
    // An app that cannot start (a test of a wrong setting) leaves no database or folder behind.
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A {@link createTestApp} made before the file's tests and closed after them. Its fields can be read
 * once the tests run (reading one earlier throws).
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(env);
  });
  afterAll(async () => {
    await made?.close();
  });
  return new LateTestApp(() => ready(made, 'the test app'));
}

export function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is read before its beforeAll ran`);
  return value;
}

/** A test app that is made later (in a beforeAll): each field is read from it when used. */
export class LateTestApp implements TestApp {
  constructor(private readonly made: () => TestApp) {}
  get app() {
    return this.made().app;
  }
  get database() {
    return this.made().database;
  }
  get dataDir() {
    return this.made().dataDir;
  }
  get outboxDir() {
    return this.made().outboxDir;
  }
  close() {
    return this.made().close();
  }
}
