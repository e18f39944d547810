// Bursts against every endpoint that guesses at a secret (modules/auth tests cover login, and
// modules/uploads the upload limit): once the limit is passed the answer is 429 in Vietnamese, per
// address and clan, and a spoofed X-Forwarded-For does not buy a fresh allowance.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, createTestApp, json, registerClan, type TestApp, withDomain } from '../helpers.ts';

const LIMIT = 3;
const TOO_MANY = { success: false, message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút' };

let t: TestApp;
let clan: ClanFixture;
let other: ClanFixture;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  // Two registrations from one address use up 2 of the register route's 3: it is tested from another.
  clan = await registerClan(t.app);
  other = await registerClan(t.app);
});
afterAll(async () => {
  await t.close();
});

type Call = (domain: string) => Omit<InjectOptions, 'remoteAddress'>;

/** Each limited endpoint, with a request that is otherwise an ordinary (often wrong) try. */
const endpoints: [string, Call][] = [
  [
    'POST /api/auth/register',
    (domain) => ({
      method: 'POST',
      url: withDomain('/api/auth/register', domain),
      payload: { username: 'x' },
    }),
  ],
  [
    'POST /api/auth/register-member',
    (domain) => ({
      method: 'POST',
      url: withDomain('/api/auth/register-member', domain),
      payload: { name: 'Lê Văn Thử', username: 'x', email: 'x@x.vn', password: 'ngan' },
    }),
  ],
  [
    'POST /api/auth/forgot-password',
    (domain) => ({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', domain),
      payload: { email: `ai-do-${randomUUID()}@x.vn` },
    }),
  ],
  [
    'POST /api/auth/reset-password',
    (domain) => ({
      method: 'POST',
      url: withDomain(`/api/auth/reset-password?token=${randomUUID()}`, domain),
      payload: { password: 'mat-khau-doan-mo-2026' },
    }),
  ],
  [
    'POST /api/auth/refresh-tokens',
    (domain) => ({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', domain),
      payload: { refreshToken: randomUUID() },
    }),
  ],
  [
    'GET /api/auth/check-username',
    (domain) => ({
      method: 'GET',
      url: withDomain(`/api/auth/check-username?username=u${Date.now()}`, domain),
    }),
  ],
  [
    'GET /api/auth/check-email',
    (domain) => ({ method: 'GET', url: withDomain('/api/auth/check-email?email=a@x.vn', domain) }),
  ],
  [
    'GET /api/auth/verify-email',
    (domain) => ({ method: 'GET', url: withDomain(`/api/auth/verify-email?token=${randomUUID()}`, domain) }),
  ],
  [
    'POST /api/campaign/verify-otp',
    (domain) => ({
      method: 'POST',
      url: withDomain('/api/campaign/verify-otp', domain),
      payload: { campaignId: randomUUID(), otp: '000000' },
    }),
  ],
];

let address = 10;
/** A fresh client address for each test, so one test's burst never spends another's allowance. */
function nextAddress(): string {
  address++;
  return `198.51.100.${address}`;
}

describe(`a burst of ${LIMIT + 2} from one address (limit ${LIMIT} a minute)`, () => {
  it.each(endpoints)('%s answers 429 in Vietnamese once the limit is passed', async (_name, call) => {
    const from = nextAddress();
    const statuses: number[] = [];
    let last = await t.app.inject({ ...call(clan.domain), remoteAddress: from });
    statuses.push(last.statusCode);
    for (let i = 1; i < LIMIT + 2; i++) {
      last = await t.app.inject({ ...call(clan.domain), remoteAddress: from });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, LIMIT), `${statuses}`).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    expect(json(last)).toEqual(TOO_MANY);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('what the limit is counted by', () => {
  const forgot = endpoints.find(([name]) => name === 'POST /api/auth/forgot-password')?.[1];
  const burst = async (domain: string, from: string, headers: Record<string, string> = {}) => {
    if (!forgot) throw new Error('no forgot-password endpoint');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const request = forgot(domain);
      statuses.push(
        (await t.app.inject({ ...request, headers: { ...request.headers, ...headers }, remoteAddress: from }))
          .statusCode,
      );
    }
    return statuses;
  };

  it('a spoofed X-Forwarded-For does not reset the count (no proxy is trusted by default)', async () => {
    const from = nextAddress();
    expect((await burst(clan.domain, from)).at(-1)).toBe(429);
    for (const forwarded of ['203.0.113.1', '203.0.113.2, 10.0.0.1', '::1']) {
      const again = await burst(clan.domain, from, { 'x-forwarded-for': forwarded, 'x-real-ip': forwarded });
      expect(again, forwarded).toEqual(Array(LIMIT + 1).fill(429));
    }
  });

  it('another address, or the same address on another clan, keeps its own allowance', async () => {
    const from = nextAddress();
    expect((await burst(clan.domain, from)).at(-1)).toBe(429);
    expect((await burst(other.domain, from)).slice(0, LIMIT)).not.toContain(429);
    expect((await burst(clan.domain, nextAddress())).slice(0, LIMIT)).not.toContain(429);
  });

  it('a domain spelled in capitals or with spaces is the same clan, not a fresh allowance', async () => {
    const from = nextAddress();
    expect((await burst(clan.domain, from)).at(-1)).toBe(429);
    for (const spelling of [clan.domain.toUpperCase(), ` ${clan.domain} `]) {
      expect(await burst(spelling, from), spelling).toEqual(Array(LIMIT + 1).fill(429));
    }
  });
});
