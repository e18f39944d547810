import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeMember, login, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Two apps on one PostgreSQL database and one JWT_SECRET stand for two server processes behind a load
 * balancer: a session ended on one is ended on the other at once (each request checks its session in
 * the database; nothing is cached), issue 19. The embedded database belongs to one process.
 */

const onPostgres = Boolean(inject('databaseUrl'));

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  const JWT_SECRET = randomBytes(32).toString('hex');
  a = await createTestApp({ JWT_SECRET });
  b = await createTestApp({ JWT_SECRET });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe.runIf(onPostgres)('a session ended on one process, seen by the other', () => {
  const me = (t: TestApp, domain: string, token: string) =>
    t.app.inject({ method: 'GET', url: withDomain('/api/auth/me', domain), headers: bearer(token) });

  it('logout on A: the access token is refused on B at the next request', async () => {
    const clan = await registerClan(a.app);
    const session = await login(b.app, clan.domain, 'truongtoc', clan.password);
    const token = session.tokens.access.token;
    expect((await me(a, clan.domain, token)).statusCode).toBe(200);
    expect((await me(b, clan.domain, token)).statusCode).toBe(200);

    const out = await a.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/logout', clan.domain),
      payload: { refreshToken: session.tokens.refresh.token },
    });
    expect(out.statusCode).toBe(200);
    for (const t of [b, a]) {
      const after = await me(t, clan.domain, token);
      expect(after.statusCode).toBe(401);
      expect(json(after)).toEqual({ success: false, message: MESSAGES.sessionInvalid });
    }
  });

  it('a member blocked on B: their token is refused on A at the next request', async () => {
    const clan = await registerClan(a.app);
    const member = await activeMember(a.app, clan, 'haimay');
    expect((await me(a, clan.domain, member.token)).statusCode).toBe(200);
    const blocked = await b.app.inject({
      method: 'PATCH',
      url: withDomain(`/api/user/${member.id}/reject`, clan.domain),
      headers: bearer(clan.token),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await me(a, clan.domain, member.token)).statusCode).toBe(401);
  });
});

describe.runIf(!onPostgres)('a session ended on one process, seen by the other', () => {
  it.skip('needs PostgreSQL: it runs in the server-postgres project', () => {});
});
