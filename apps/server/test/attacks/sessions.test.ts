// Access tokens die with their session (issue 19): logout, a password changed by an admin, a password
// reset, a role change, a blocked account or a replayed refresh token end the session, and every
// access token it issued is refused on the very next request (the auth plugin checks the session in
// the query that loads the user). Two apps on one PostgreSQL database: test/faults/sessions.test.ts.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, login, PASSWORD, registerClan } from '../clans.ts';
import { tokenFromLink, waitForMail } from '../mail.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { useTestApp } from '../test-app.ts';

const SESSION_INVALID = { success: false, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' };

const t = useTestApp();
let clan: ClanFixture;

beforeAll(async () => {
  clan = await registerClan(t.app);
});

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: withDomain('/api/auth/me', clan.domain), headers: bearer(token) });

function expectEnded(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(401);
  expect(json(response)).toEqual(SESSION_INVALID);
}

/** A member signed in twice (two devices): both sessions' access and refresh tokens. */
async function memberWithTwoSessions(username: string) {
  const member = await activeMember(t.app, clan, username);
  const other = await login(t.app, clan.domain, username);
  expect((await me(member.token)).statusCode).toBe(200);
  expect((await me(other.tokens.access.token)).statusCode).toBe(200);
  return { id: member.id, token: member.token, otherToken: other.tokens.access.token };
}

const asAdmin = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: withDomain(url, clan.domain), headers: bearer(clan.token), payload });

describe('an access token ends with its session', () => {
  it('logout: /api/auth/me is 401 at once with that session’s token; another device stays signed in', async () => {
    const first = await login(t.app, clan.domain, 'truongtoc', clan.password);
    const second = await login(t.app, clan.domain, 'truongtoc', clan.password);
    expect((await me(first.tokens.access.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/logout', clan.domain),
      payload: { refreshToken: first.tokens.refresh.token },
    });
    expect(out.statusCode).toBe(200);
    expectEnded(await me(first.tokens.access.token));
    // Admin routes too, not only /me.
    expectEnded(
      await t.app.inject({
        method: 'GET',
        url: withDomain('/api/users', clan.domain),
        headers: bearer(first.tokens.access.token),
      }),
    );
    expect((await me(second.tokens.access.token)).statusCode).toBe(200);
  });

  it('logout after a refresh: the tokens issued before and after the rotation all end', async () => {
    const session = await login(t.app, clan.domain, 'truongtoc', clan.password);
    const rotated = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', clan.domain),
      payload: { refreshToken: session.tokens.refresh.token },
    });
    const tokens = json<{ data: { tokens: { access: { token: string }; refresh: { token: string } } } }>(
      rotated,
    ).data.tokens;
    expect((await me(tokens.access.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/logout', clan.domain),
      payload: { refreshToken: tokens.refresh.token },
    });
    expectEnded(await me(session.tokens.access.token));
    expectEnded(await me(tokens.access.token));
  });

  it('a replayed refresh token ends the access tokens of its family too', async () => {
    const session = await login(t.app, clan.domain, 'truongtoc', clan.password);
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: withDomain('/api/auth/refresh-tokens', clan.domain),
        payload: { refreshToken },
      });
    const rotated = json<{ data: { tokens: { access: { token: string } } } }>(
      await refresh(session.tokens.refresh.token),
    ).data.tokens;
    expect((await refresh(session.tokens.refresh.token)).statusCode).toBe(401);
    expectEnded(await me(rotated.access.token));
  });

  it('a password changed by an admin: every session of that member ends', async () => {
    const member = await memberWithTwoSessions('doimatkhau');
    const changed = await asAdmin('PUT', `/api/user?id=${member.id}`, { password: 'mat-khau-moi-2026' });
    expect(changed.statusCode, changed.body).toBe(200);
    expectEnded(await me(member.token));
    expectEnded(await me(member.otherToken));
    expect((await login(t.app, clan.domain, 'doimatkhau', 'mat-khau-moi-2026')).user.id).toBe(member.id);
  });

  it('an edit that leaves the password alone ends nothing', async () => {
    const member = await memberWithTwoSessions('doiten');
    const renamed = await asAdmin('PUT', `/api/user?id=${member.id}`, { name: 'Nguyễn Văn Đổi Tên' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it('a password reset: every session of that user ends', async () => {
    const member = await memberWithTwoSessions('quenmatkhau');
    const email = `quenmatkhau@${clan.domain}.test`;
    const forgot = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', clan.domain),
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await waitForMail(t.outboxDir, email, 'Đặt lại mật khẩu');
    const token = tokenFromLink(mail.text, '/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: withDomain(`/api/auth/reset-password?token=${token}`, clan.domain),
      payload: { password: 'mat-khau-dat-lai-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expectEnded(await me(member.token));
    expectEnded(await me(member.otherToken));
  });

  it('a role change: the member’s sessions end (a session carries the role it was opened with)', async () => {
    const member = await memberWithTwoSessions('lenquyen');
    const promoted = await asAdmin('PATCH', `/api/user/${member.id}/role`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expectEnded(await me(member.token));
    expectEnded(await me(member.otherToken));
    const again = await login(t.app, clan.domain, 'lenquyen', PASSWORD);
    expect(again.user.role).toBe('admin');
    expect((await me(again.tokens.access.token)).statusCode).toBe(200);
  });

  it('a blocked (rejected) account: its sessions end, and it cannot sign in again', async () => {
    const member = await memberWithTwoSessions('bichan');
    const blocked = await asAdmin('PATCH', `/api/user/${member.id}/reject`, {});
    expect(blocked.statusCode, blocked.body).toBe(200);
    expectEnded(await me(member.token));
    expectEnded(await me(member.otherToken));
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'bichan', password: PASSWORD, domain: clan.domain },
    });
    expect(retry.statusCode).toBe(401);
  });
});
