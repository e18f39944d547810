// Bursts against every endpoint that guesses at a secret (modules/auth tests cover login, and
// modules/uploads the upload limit): once the limit is passed the answer is 429 in Vietnamese, per
// address and clan, and a spoofed X-Forwarded-For does not buy a fresh allowance.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { useTestApp } from '../test-app.ts';

const LIMIT = 3;
const TOO_MANY = { success: false, message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút' };

const t = useTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
let clan: ClanFixture;
let other: ClanFixture;

beforeAll(async () => {
  // Two registrations from one address use up 2 of the register route's 3: it is tested from another.
  clan = await registerClan(t.app);
  other = await registerClan(t.app);
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

describe('the clan a guess acts on, not the clan in the URL or Host', () => {
  const TOO_MANY_FOR_ACCOUNT = {
    success: false,
    message: 'Tài khoản này đã bị thử đăng nhập quá nhiều lần, vui lòng thử lại sau ít phút',
  };
  let guessed = 0;
  /** Each per-address test guesses at an account of its own, so the per-account count stays apart. */
  const nextUsername = () => `ai-do-${++guessed}`;
  const wrongLogin = (
    url: string,
    from: string,
    headers: Record<string, string> = {},
    domain = clan.domain,
    username = 'truongtoc',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { username, password: 'doan-sai-mat-khau', domain },
      remoteAddress: from,
    });

  it('login: rotating `?domain=zzN` while the body names one clan reaches 429', async () => {
    const from = nextAddress();
    const username = nextUsername();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      statuses.push(
        (await wrongLogin(`/api/auth/login?domain=zz${i}`, from, {}, clan.domain, username)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });

  it('login: rotating `Host: xN.localhost` while the body names one clan reaches 429', async () => {
    const from = nextAddress();
    const username = nextUsername();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await wrongLogin(
        '/api/auth/login',
        from,
        { host: `x${i}.localhost` },
        clan.domain,
        username,
      );
      statuses.push(response.statusCode);
      if (i === LIMIT + 1) expect(json(response)).toEqual(TOO_MANY);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });

  it('login: rotating the URL clan and the Host together changes nothing either', async () => {
    const from = nextAddress();
    const username = nextUsername();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await wrongLogin(
        `/api/auth/login?domain=ho-khac-${i}`,
        from,
        { host: `ho-gia-${i}.localhost` },
        clan.domain,
        username,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });

  it('register-member: the clan in the body decides, whatever `?domain=` says', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/register-member?domain=zz${i}`,
        headers: { host: `x${i}.localhost` },
        payload: {
          name: 'Lê Văn Thử',
          username: 'x',
          email: 'x@x.vn',
          password: 'ngan',
          domain: clan.domain,
        },
        remoteAddress: from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('clan routes (check-username, forgot-password, the ledger code): a rotating Host buys nothing', async () => {
    for (const [name, call] of endpoints.filter(([n]) =>
      [
        'GET /api/auth/check-username',
        'POST /api/auth/forgot-password',
        'POST /api/campaign/verify-otp',
      ].includes(n),
    )) {
      const from = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) {
        const request = call(clan.domain);
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, host: `x${i}.localhost` },
          remoteAddress: from,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1), `${name}: ${statuses}`).toBe(429);
    }
  });

  it('one account guessed from many addresses: 429 with its own message once the account’s allowance is spent', async () => {
    const target = await registerClan(t.app);
    // The owner signing in often is no guess: right passwords do not count.
    for (let i = 0; i < LIMIT + 1; i++) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'truongtoc', password: target.password, domain: target.domain },
        remoteAddress: nextAddress(),
      });
      expect(signIn.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    let last = await wrongLogin('/api/auth/login', nextAddress(), {}, target.domain);
    statuses.push(last.statusCode);
    for (let i = 1; i < LIMIT + 2; i++) {
      // Every try from a fresh address (a botnet), each far below the per-address limit.
      last = await wrongLogin('/api/auth/login', nextAddress(), {}, target.domain);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    expect(json(last)).toEqual(TOO_MANY_FOR_ACCOUNT);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(60);
    // Even the right password waits; the same username in another clan does not.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'truongtoc', password: target.password, domain: target.domain },
      remoteAddress: nextAddress(),
    });
    expect(right.statusCode).toBe(429);
    const elsewhere = await registerClan(t.app);
    expect((await wrongLogin('/api/auth/login', nextAddress(), {}, elsewhere.domain)).statusCode).toBe(401);
  });

  it('the account is named by the clan the body names, in any spelling of the username', async () => {
    const target = await registerClan(t.app);
    const statuses: number[] = [];
    for (const [i, username] of [
      'truongtoc',
      'TRUONGTOC',
      ' TruongToc ',
      'truongTOC',
      'truongtoc',
    ].entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/login?domain=zz${i}`,
        headers: { host: `x${i}.localhost` },
        payload: { username, password: 'doan-sai', domain: target.domain.toUpperCase() },
        remoteAddress: nextAddress(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('one campaign’s ledger code guessed from many addresses: 429 with its own message', async () => {
    const owner = await registerClan(t.app);
    await t.app.inject({
      method: 'POST',
      url: withDomain('/api/bank', owner.domain),
      headers: bearer(owner.token),
      payload: { bankBin: '970436', accountNumber: '0011001234567', accountHolder: 'A' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/campaign', owner.domain),
      headers: bearer(owner.token),
      payload: { title: 'Quỹ khuyến học', status: 'open', ledgerPrivacy: 'code', ledgerCode: '123456' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = json<{ data: { id: string } }>(created).data.id;
    const guess = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: withDomain('/api/campaign/verify-otp', owner.domain),
        payload: { campaignId, otp },
        remoteAddress: nextAddress(),
      });
    // The right code, from anyone, counts nothing.
    expect((await guess('123456')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await guess(`00${i}000`)).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(400));
    const refused = await guess('123456');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      success: false,
      message: 'Mã xem sổ công đức của chiến dịch này đã bị thử quá nhiều lần, vui lòng thử lại sau ít phút',
    });
  });
});
