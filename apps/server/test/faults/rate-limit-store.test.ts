import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { MESSAGES } from '@giapha/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countRequest } from '../../src/plugins/rate-limit-store.ts';
import { rateLimitNamespace, redisRateLimitPrefix } from '../../src/plugins/security.ts';
import { PASSWORD, registerClan } from '../clans.ts';
import { json } from '../requests.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Two apps built on one database stand for two server processes behind a load balancer (the process
 * version, with real ports, is in cluster.test.ts). On PostgreSQL they count logins together; the
 * embedded database belongs to one process, which counts in memory. With REDIS_URL (the Redis server
 * named by TEST_REDIS_URL; .ci/run sets it when one answers) they count in Redis, on either database.
 */

const onPostgres = Boolean(inject('databaseUrl'));
const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = '5';

let a: TestApp;
let b: TestApp;
let c: TestApp;

beforeAll(async () => {
  // One deployment: the same secret (sessions and rate limits are shared by it).
  const JWT_SECRET = randomBytes(32).toString('hex');
  a = await createTestApp({ AUTH_RATE_LIMIT: LIMIT, JWT_SECRET });
  b = await createTestApp({ AUTH_RATE_LIMIT: LIMIT, JWT_SECRET });
  // Another deployment on the same database counts on its own.
  c = await createTestApp({ AUTH_RATE_LIMIT: LIMIT });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await c?.close();
});

function login(t: TestApp, domain: string, password = 'sai-mat-khau') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'truongtoc', password, domain },
  });
}

/** Wrong passwords for one account, each from a fresh address, alternating between `apps`. */
async function guessFromManyAddresses(apps: TestApp[], domain: string, tries: number) {
  const username = `ai-do-${randomBytes(3).toString('hex')}`;
  const answers: { status: number; body: unknown }[] = [];
  for (let i = 0; i < tries; i++) {
    const t = apps[i % apps.length];
    if (!t) throw new Error('no app');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'sai-mat-khau', domain },
      remoteAddress: `203.0.113.${10 + i}`,
    });
    answers.push({ status: response.statusCode, body: json(response) });
  }
  return answers;
}

describe.runIf(onPostgres)('rate limits on PostgreSQL, shared by the server processes', () => {
  it('3 logins on A and 3 on B: the 6th is 429, and so is the next one on A', async () => {
    // Registering counts on the register route, not on login: each route has its own count.
    const clan = await registerClan(a.app);
    const answers: number[] = [];
    // The fixture signed in once on A: two more on A, then three on B, the last with the right password.
    for (const t of [a, a, b, b]) answers.push((await login(t, clan.domain)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401]);
    const sixth = await login(b, clan.domain, PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual({ success: false, message: MESSAGES.tooManyRequests });
    expect((await login(a, clan.domain, PASSWORD)).statusCode).toBe(429);
    // A server of another deployment (another JWT_SECRET) on the same database keeps its own count.
    expect((await login(c, clan.domain)).statusCode).toBe(401);
  });

  it('one account guessed from many addresses on A and B: the 6th is 429 for the account', async () => {
    const clan = await registerClan(a.app);
    const answers = await guessFromManyAddresses([a, b], clan.domain, 7);
    expect(answers.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(answers.at(-1)?.body).toEqual({ success: false, message: MESSAGES.tooManyAccountAttempts });
  });

  it('counts every one of 40 simultaneous requests exactly once, and starts again after the window', async () => {
    const incr = (key: string, window: number) => countRequest(a.database.db, key, window);
    const key = `kiem-thu-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => incr(key, 1500)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const r of results) {
      expect(r.ttl).toBeGreaterThan(0);
      expect(r.ttl).toBeLessThanOrEqual(1500);
    }
    // Another key (another route, address or clan) is another count.
    expect((await incr(`${key}-autre`, 1500)).current).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await incr(key, 1500)).current).toBe(1);
  });
});

describe.runIf(!onPostgres)('rate limits on the embedded database (one process)', () => {
  it('count in memory: the 6th login of a minute is 429', async () => {
    const clan = await registerClan(a.app);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await login(a, clan.domain)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401]);
    const sixth = await login(a, clan.domain, PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual({ success: false, message: MESSAGES.tooManyRequests });
    // B is another process with its own database and its own count.
    expect(a.database.kind).toBe('pglite');
  });
});

describe.runIf(redisUrl)('rate limits in Redis (REDIS_URL), shared by the server processes', () => {
  const url = redisUrl ?? '';
  let d: TestApp;
  let e: TestApp;
  let other: TestApp;
  let redis: Redis;
  const JWT_SECRET = randomBytes(32).toString('hex');

  beforeAll(async () => {
    d = await createTestApp({ AUTH_RATE_LIMIT: LIMIT, JWT_SECRET, REDIS_URL: url });
    e = await createTestApp({ AUTH_RATE_LIMIT: LIMIT, JWT_SECRET, REDIS_URL: url });
    other = await createTestApp({ AUTH_RATE_LIMIT: LIMIT, REDIS_URL: url });
    redis = new Redis(url);
  });
  afterAll(async () => {
    await d?.close();
    await e?.close();
    await other?.close();
    await redis?.quit();
  });

  it('3 logins on one server and 3 on the other: the 6th is 429; another deployment counts apart', async () => {
    const clan = await registerClan(d.app);
    // On the embedded database each app has its own rows: the clan exists on D only, and a sign-in on
    // E fails as unknown — but it is counted before it is answered, like any other.
    const answers: number[] = [];
    for (const t of [d, d, e, e]) answers.push((await login(t, clan.domain)).statusCode);
    expect(answers.slice(0, 2)).toEqual([401, 401]);
    for (const status of answers.slice(2)) expect(status).not.toBe(429);
    const sixth = await login(e, clan.domain, PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toEqual({ success: false, message: MESSAGES.tooManyRequests });
    expect((await login(d, clan.domain, PASSWORD)).statusCode).toBe(429);
    expect((await login(other, clan.domain)).statusCode).not.toBe(429);

    // The counts are Redis keys of this deployment's namespace, each ending with its window: the
    // fixture's sign-in, four failed, two refused (registering counts on a route of its own).
    const keys = await redis.keys(`${redisRateLimitPrefix(rateLimitNamespace(JWT_SECRET))}*`);
    const counts = await Promise.all(
      keys.map(async (key) => ({ key, count: Number(await redis.get(key)), ttl: await redis.pttl(key) })),
    );
    const logins = counts.filter(({ key }) => key.includes('/api/auth/login'));
    expect(logins.map(({ count }) => count)).toEqual([7]);
    for (const { key, ttl } of counts) {
      expect(ttl).toBeGreaterThan(0);
      // Per address a minute; per account (`account|…`, all addresses together) 15 minutes.
      expect(ttl).toBeLessThanOrEqual(key.includes('account|') ? 15 * 60_000 : 60_000);
    }
  });

  it('one account guessed from many addresses on both servers: the 6th is 429 for the account', async () => {
    const clan = await registerClan(d.app);
    // On the embedded database each app has its own rows: the same clan is registered on both.
    if (d.database.kind === 'pglite') await registerClan(e.app, { domain: clan.domain });
    const answers = await guessFromManyAddresses([d, e], clan.domain, 7);
    expect(answers.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(answers.at(-1)?.body).toEqual({ success: false, message: MESSAGES.tooManyAccountAttempts });
  });

  it('a REDIS_URL that does not answer stops the start', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    await new Promise((resolve) => server.close(resolve));
    await expect(createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` })).rejects.toThrow(
      /^Không kết nối được Redis \(REDIS_URL\): .*ECONNREFUSED/,
    );
  });
});
