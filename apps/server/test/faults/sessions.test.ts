import { MESSAGES } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { activeMember, login, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import type { TestApp } from '../test-app.ts';
import { onPostgres, useTwoProcesses } from './two-processes.ts';

/*
 * Two apps on one PostgreSQL database and one JWT_SECRET stand for two server processes behind a load
 * balancer: a session ended on one is ended on the other at once (each request checks its session in
 * the database; nothing is cached), issue 19. The embedded database belongs to one process.
 */

const two = useTwoProcesses();

describe.runIf(onPostgres)('a session ended on one process, seen by the other', () => {
  const me = (t: TestApp, domain: string, token: string) =>
    t.app.inject({ method: 'GET', url: withDomain('/api/auth/me', domain), headers: bearer(token) });

  it('logout on A: the access token is refused on B at the next request', async () => {
    const clan = await registerClan(two.a.app);
    const session = await login(two.b.app, clan.domain, 'truongtoc', clan.password);
    const token = session.tokens.access.token;
    expect((await me(two.a, clan.domain, token)).statusCode).toBe(200);
    expect((await me(two.b, clan.domain, token)).statusCode).toBe(200);

    const out = await two.a.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/logout', clan.domain),
      payload: { refreshToken: session.tokens.refresh.token },
    });
    expect(out.statusCode).toBe(200);
    for (const t of [two.b, two.a]) {
      const after = await me(t, clan.domain, token);
      expect(after.statusCode).toBe(401);
      expect(json(after)).toEqual({ success: false, message: MESSAGES.sessionInvalid });
    }
  });

  it('a member blocked on B: their token is refused on A at the next request', async () => {
    const clan = await registerClan(two.a.app);
    const member = await activeMember(two.a.app, clan, 'haimay');
    expect((await me(two.a, clan.domain, member.token)).statusCode).toBe(200);
    const blocked = await two.b.app.inject({
      method: 'PATCH',
      url: withDomain(`/api/user/${member.id}/reject`, clan.domain),
      headers: bearer(clan.token),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await me(two.a, clan.domain, member.token)).statusCode).toBe(401);
  });
});

describe.runIf(!onPostgres)('a session ended on one process, seen by the other', () => {
  it.skip('needs PostgreSQL: it runs in the server-postgres project', () => {});
});
