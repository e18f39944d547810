import { randomBytes } from 'node:crypto';
import type { AuthSession, RegisterBody } from '@giapha/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { App } from '../src/app.ts';
import { bearer, callIn, type HttpMethod, json, withDomain } from './requests.ts';
import { LateTestApp, ready, type TestApp, useTestApp } from './test-app.ts';

export function uniqueDomain(prefix = 'ho'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export const PASSWORD = 'mat-khau-an-toan';

export interface ClanFixture {
  domain: string;
  clanId: string;
  adminId: string;
  token: string;
  refreshToken: string;
  password: string;
}

/** Registers a clan with its admin and signs the admin in. */
export async function registerClan(app: App, overrides: Partial<RegisterBody> = {}): Promise<ClanFixture> {
  const domain = overrides.domain ?? uniqueDomain();
  const body: RegisterBody = {
    name: 'Nguyễn Văn Trưởng',
    username: 'truongtoc',
    email: `admin@${domain}.test`,
    password: PASSWORD,
    clanName: `Họ Nguyễn ${domain}`,
    domain,
    ...overrides,
  };
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const session = await login(app, domain, body.username, body.password);
  return {
    domain,
    clanId: session.clan._id,
    adminId: session.user.id,
    token: session.tokens.access.token,
    refreshToken: session.tokens.refresh.token,
    password: body.password,
  };
}

export async function login(
  app: App,
  domain: string,
  username: string,
  password = PASSWORD,
): Promise<AuthSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, domain },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: AuthSession }>(response).data;
}

/** Registers a member (pending) in `domain`; returns its id. */
export async function registerMember(app: App, domain: string, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: withDomain('/api/auth/register-member', domain),
    payload: {
      name: `Nguyễn Thị ${username}`,
      username,
      email: `${username}@${domain}.test`,
      password: PASSWORD,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { user: { id: string } } }>(response).data.user.id;
}

/** A member who is approved and signed in. */
export async function activeMember(app: App, clan: ClanFixture, username: string) {
  const id = await registerMember(app, clan.domain, username);
  const approved = await app.inject({
    method: 'PATCH',
    url: withDomain(`/api/user/${id}/approve`, clan.domain),
    headers: bearer(clan.token),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const session = await login(app, clan.domain, username);
  return { id, token: session.tokens.access.token };
}

export interface SignedInMember {
  id: string;
  token: string;
}

/** The world of most route tests: the app, a clan with its admin, a second clan, an approved member of the first. */
export interface ClanSuite extends TestApp {
  clan: ClanFixture;
  other: ClanFixture;
  member: SignedInMember;
  /** A request in `c`'s clan with `token`, or signed out. */
  call(
    c: { domain: string },
    token: string | undefined,
    method: HttpMethod,
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  /** A request in the suite's clan with `token`, or signed out. */
  as(
    token: string | undefined,
    method: HttpMethod,
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
}

/**
 * Sets up a {@link ClanSuite} before the file's tests and closes it after them. Its fields can be read
 * once the tests run (reading one earlier throws).
 */
export function useClanSuite(memberUsername = 'thanhvien'): ClanSuite {
  const t = useTestApp();
  let people: Pick<ClanSuite, 'clan' | 'other' | 'member'> | undefined;
  beforeAll(async () => {
    const clan = await registerClan(t.app);
    const other = await registerClan(t.app);
    const member = await activeMember(t.app, clan, memberUsername);
    people = { clan, other, member };
  });
  return new LateClanSuite(t, () => ready(people, 'the clan suite'));
}

class LateClanSuite extends LateTestApp implements ClanSuite {
  constructor(
    t: TestApp,
    private readonly people: () => Pick<ClanSuite, 'clan' | 'other' | 'member'>,
  ) {
    super(() => t);
  }
  get clan() {
    return this.people().clan;
  }
  get other() {
    return this.people().other;
  }
  get member() {
    return this.people().member;
  }
  // Arrow fields, so that `const { call } = t` keeps them working.
  call: ClanSuite['call'] = (c, token, method, url, payload) =>
    callIn(this.app, c.domain, token, method, url, payload);
  as: ClanSuite['as'] = (token, method, url, payload) =>
    callIn(this.app, this.clan.domain, token, method, url, payload);
}
