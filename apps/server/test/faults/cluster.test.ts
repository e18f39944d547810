import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuthSession, loginResponse, MESSAGES, type Person, refreshResponse } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createDatabase,
  freePort,
  postgresAdminUrl,
  type ServerProcess,
  startServer,
  stop,
  waitUntilUp,
} from './server-process.ts';

/*
 * Two server processes on different ports, one PostgreSQL database, the same JWT_SECRET: what a load
 * balancer in front of them needs. Runs in the `server-postgres` project (it needs a PostgreSQL server).
 */

const onPostgres = Boolean(inject('databaseUrl'));
const PASSWORD = 'mat-khau-hai-may-2026';

const cleanups: (() => Promise<unknown>)[] = [];
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) return;
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('server-postgres runs with TEST_DATABASE_URL set');
  const database = await createDatabase(adminUrl, 'giapha_cluster');
  cleanups.push(database.drop);
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '5',
  };
  const dirs = [
    await mkdtemp(path.join(tmpdir(), 'giapha-a-')),
    await mkdtemp(path.join(tmpdir(), 'giapha-b-')),
  ];
  for (const dir of dirs) cleanups.push(() => rm(dir, { recursive: true, force: true }));
  // Both at once on the empty database: the migrations must not trip over each other.
  [a, b] = await Promise.all([
    startServer(await freePort(), { ...shared, DATA_DIR: dirs[0] ?? '' }),
    startServer(await freePort(), { ...shared, DATA_DIR: dirs[1] ?? '' }),
  ]);
  cleanups.push(
    () => stop(a),
    () => stop(b),
  );
  await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  const domain = `ho-vu-${randomBytes(3).toString('hex')}`;
  let session: AuthSession;

  it('a clan registered on A signs in on B, and a write on either is read on the other', async () => {
    const registered = await call(a.port, 'POST', '/api/auth/register', {
      body: {
        name: 'Vũ Văn Trưởng',
        username: 'vutruong',
        email: `a@${domain}.vn`,
        password: PASSWORD,
        domain,
        clanName: 'Họ Vũ',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const login = await call(b.port, 'POST', '/api/auth/login', {
      body: { username: 'vutruong', password: PASSWORD, domain },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    session = loginResponse.parse(login.body).data;
    const token = session.tokens.access.token;

    const created = await call<Person>(a.port, 'POST', '/api/person', {
      token,
      domain,
      body: { name: 'Vũ Văn Ghi Bên A', sex: 'male', generation: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data?.id ?? '';
    const readOnB = await call<Person>(b.port, 'GET', `/api/person?id=${id}`, { token, domain });
    expect(readOnB.status).toBe(200);
    expect(readOnB.body.data?.name).toBe('Vũ Văn Ghi Bên A');

    const edited = await call<Person>(b.port, 'PUT', `/api/person?id=${id}`, {
      token,
      domain,
      body: { name: 'Vũ Văn Sửa Bên B', version: readOnB.body.data?.version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const readOnA = await call<Person>(a.port, 'GET', `/api/person?id=${id}`, { token, domain });
    expect(readOnA.body.data?.name).toBe('Vũ Văn Sửa Bên B');
    // A's copy of the version is stale now: A refuses it as B would.
    const stale = await call(a.port, 'PUT', `/api/person?id=${id}`, {
      token,
      domain,
      body: { name: 'Vũ Văn Cũ', version: readOnB.body.data?.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.versionConflict);
  });

  it('a session signed in on B works on A; a refresh token rotated on A cannot be used again on B', async () => {
    const me = await call<{ user: { username: string } }>(a.port, 'GET', '/api/auth/me', {
      token: session.tokens.access.token,
      domain,
    });
    expect(me.status, JSON.stringify(me.body)).toBe(200);

    const old = session.tokens.refresh.token;
    const rotated = await call(a.port, 'POST', '/api/auth/refresh-tokens', {
      domain,
      body: { refreshToken: old },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = refreshResponse.parse(rotated.body).data.tokens.refresh.token;
    expect(fresh).not.toBe(old);

    const reused = await call(b.port, 'POST', '/api/auth/refresh-tokens', {
      domain,
      body: { refreshToken: old },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.success).toBe(false);
    // Reuse of a spent token revokes its family: the fresh one is refused too, on either server.
    const afterReuse = await call(a.port, 'POST', '/api/auth/refresh-tokens', {
      domain,
      body: { refreshToken: fresh },
    });
    expect(afterReuse.status).toBe(401);
  });

  it('shares the login rate limit: tries on A and on B count together, the 6th is 429', async () => {
    // The clan in the address (as the web app sends it). The count is kept per clan acted on, so the
    // first test's sign-in on B (the clan in the body) is the first of the six.
    const attempt = (server: ServerProcess) =>
      call(server.port, 'POST', `/api/auth/login?domain=${domain}`, {
        body: { username: 'vutruong', password: 'sai-mat-khau' },
      });
    const statuses: number[] = [];
    for (const server of [a, a, b, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const sixth = await attempt(b);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ success: false, message: MESSAGES.tooManyRequests });
    // Even the right password waits, on both servers.
    const right = await call(a.port, 'POST', `/api/auth/login?domain=${domain}`, {
      body: { username: 'vutruong', password: PASSWORD },
    });
    expect(right.status).toBe(429);
  });
});

describe.runIf(!onPostgres)('two server processes', () => {
  it.skip('need PostgreSQL: they run in the server-postgres project', () => {});
});
