// Forged, altered, stale and misplaced tokens against the real app. The unit checks of the verifier
// live in src/lib/tokens.test.ts and the rotation basics in modules/auth; here every attack goes
// through HTTP and must end in 401 with the project's Vietnamese body, on member and admin routes.
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, login, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { useTestApp } from '../test-app.ts';

const SESSION_INVALID = { success: false, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' };

const t = useTestApp();
let a: ClanFixture;
let b: ClanFixture;
let member: { id: string; token: string };

beforeAll(async () => {
  a = await registerClan(t.app);
  b = await registerClan(t.app);
  member = await activeMember(t.app, a, 'thanhvien');
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function parts(token: string) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims: Record<string, unknown> = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return { header, payload, signature, claims };
}

/** A JWT signed with HMAC over `header.payload` exactly as written (so any `alg` can be claimed). */
function hmacToken(header: object, payload: object, secret: string, hash: 'sha256' | 'sha512' = 'sha256') {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

/** A member route and an admin route of `domain`, called with `token`. */
async function both(token: string, domain = a.domain): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    ['/api/auth/me', '/api/users'].map((url) =>
      t.app.inject({ method: 'GET', url: withDomain(url, domain), headers: bearer(token) }),
    ),
  );
}

async function expectRefused(token: string, domain = a.domain) {
  for (const response of await both(token, domain)) {
    expect(response.statusCode, `${token.slice(0, 40)}…: ${response.body}`).toBe(401);
    expect(json(response)).toEqual(SESSION_INVALID);
  }
}

describe('forged and altered access tokens', () => {
  it('the genuine token works (so the refusals below are about the token, not the route)', async () => {
    for (const response of await both(a.token)) expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses alg none, in any spelling, with or without a signature', async () => {
    const { claims, signature } = parts(a.token);
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      await expectRefused(`${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`);
      await expectRefused(`${b64({ alg, typ: 'JWT' })}.${b64(claims)}.${signature}`);
    }
  });

  it('refuses a payload altered after signing: role raised to admin, clan or user swapped, expiry pushed', async () => {
    const memberToken = parts(member.token);
    const admin = parts(a.token);
    const altered = [
      // A member makes themselves admin (the role is not even a claim: it must not become one).
      { ...memberToken, claims: { ...memberToken.claims, role: 'admin' } },
      // A member claims to be the clan's admin.
      { ...memberToken, claims: { ...memberToken.claims, sub: a.adminId } },
      // The admin of A points the token at clan B.
      { ...admin, claims: { ...admin.claims, clan: b.clanId } },
      // A token kept alive for ever.
      { ...admin, claims: { ...admin.claims, exp: 4_102_444_800 } },
    ];
    for (const token of altered) {
      const forged = `${token.header}.${b64(token.claims)}.${token.signature}`;
      await expectRefused(forged);
    }
    // Clan swapped: refused on B's domain as well, where the claim would point.
    await expectRefused(
      `${admin.header}.${b64({ ...admin.claims, clan: b.clanId })}.${admin.signature}`,
      b.domain,
    );
    // And the member's genuine token still reaches no admin route (the role comes from the database).
    const users = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/users', a.domain),
      headers: bearer(member.token),
    });
    expect(users.statusCode).toBe(403);
    expect(json(users).message).toBe('Bạn không có quyền thực hiện thao tác này');
  });

  it('refuses a token signed with another secret, or with the right secret under another algorithm', async () => {
    const { claims } = parts(a.token);
    await expectRefused(
      hmacToken({ alg: 'HS256', typ: 'JWT' }, claims, 'a-different-secret-of-enough-length-xx'),
    );
    // HS512 and HS384 with the server's own key: only HS256 is allowed.
    await expectRefused(hmacToken({ alg: 'HS512', typ: 'JWT' }, claims, t.app.config.jwtSecret, 'sha512'));
    // The header lies about the algorithm used for the signature.
    await expectRefused(hmacToken({ alg: 'RS256', typ: 'JWT' }, claims, t.app.config.jwtSecret));
    // A public-key algorithm whose "key" would be the HMAC secret (the classic confusion attack).
    await expectRefused(hmacToken({ alg: 'ES256', typ: 'JWT' }, claims, t.app.config.jwtSecret));
  });

  it('refuses an expired token, and one not yet valid', async () => {
    const past = new Date(Date.now() - (t.app.config.accessTokenMinutes + 1) * 60_000);
    const sessionId = String(parts(a.token).claims.sid);
    const expired = await t.app.accessTokens.sign({ userId: a.adminId, clanId: a.clanId, sessionId }, past);
    await expectRefused(expired.token);
    const key = new TextEncoder().encode(t.app.config.jwtSecret);
    const notYet = await new SignJWT({ clan: a.clanId, sid: sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(a.adminId)
      .setIssuer('giapha')
      .setNotBefore(Math.floor(Date.now() / 1000) + 3600)
      .setExpirationTime('2h')
      .sign(key);
    await expectRefused(notYet);
  });

  it('refuses a correctly signed token that is not an access token, or names no user of this clan', async () => {
    const key = new TextEncoder().encode(t.app.config.jwtSecret);
    const sign = (claims: Record<string, unknown>, subject: string, issuer = 'giapha') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(issuer)
        .setExpirationTime('10m')
        .sign(key);
    const sid = String(parts(a.token).claims.sid);
    // Another type (a ledger grant, a reset link…) signed with the same key is no session.
    await expectRefused(await sign({ clan: a.clanId, sid, typ: 'refresh' }, a.adminId));
    await expectRefused(await sign({ clan: a.clanId, sid }, a.adminId));
    await expectRefused(await sign({ clan: a.clanId, sid, typ: 'access' }, a.adminId, 'someone-else'));
    // No session, a session id that is no id, another user's session.
    await expectRefused(await sign({ clan: a.clanId, typ: 'access' }, a.adminId));
    await expectRefused(await sign({ clan: a.clanId, sid: "x' or 1=1 --", typ: 'access' }, a.adminId));
    await expectRefused(
      await sign({ clan: a.clanId, sid: String(parts(member.token).claims.sid), typ: 'access' }, a.adminId),
    );
    // B's admin with A's clan: the user is looked up in A only.
    await expectRefused(await sign({ clan: a.clanId, sid, typ: 'access' }, b.adminId));
  });

  it("refuses clan A's genuine token on clan B's domain, on member and admin routes alike", async () => {
    await expectRefused(a.token, b.domain);
    await expectRefused(member.token, b.domain);
  });

  it('refuses a refresh token, or garbage, presented as the access token', async () => {
    await expectRefused(a.refreshToken);
    for (const junk of ['x', 'a.b.c', '...', `${a.token}.extra`, a.token.slice(0, -2)]) {
      await expectRefused(junk);
    }
  });

  it('asks to sign in when the header carries no bearer token at all', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer ', `Basic ${a.token}`, `Token ${a.token}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: withDomain('/api/auth/me', a.domain),
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(json(response)).toEqual({ success: false, message: 'Vui lòng đăng nhập' });
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (domain: string, refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', domain),
      payload: { refreshToken },
    });
  const tokensOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: { tokens: { access: { token: string }; refresh: { token: string } } } }>(response)
      .data.tokens;
  };

  it('a token replayed from the middle of a chain revokes the newest one of the family, not other logins', async () => {
    const clan = await registerClan(t.app);
    const first = tokensOf(await refresh(clan.domain, clan.refreshToken));
    const second = tokensOf(await refresh(clan.domain, first.refresh.token));
    const newest = tokensOf(await refresh(clan.domain, second.refresh.token));
    const elsewhere = await login(t.app, clan.domain, 'truongtoc');

    // The thief replays the token stolen two rotations ago.
    const replayed = await refresh(clan.domain, first.refresh.token);
    expect(replayed.statusCode).toBe(401);
    expect(json(replayed)).toEqual(SESSION_INVALID);
    // The holder's newest token of that family is dead too…
    const newestAfter = await refresh(clan.domain, newest.refresh.token);
    expect(newestAfter.statusCode).toBe(401);
    expect(json(newestAfter)).toEqual(SESSION_INVALID);
    // …and stays dead (no token ever comes back to life).
    expect((await refresh(clan.domain, newest.refresh.token)).statusCode).toBe(401);
    // The other device's login is another family and goes on.
    expect((await refresh(clan.domain, elsewhere.tokens.refresh.token)).statusCode).toBe(200);
  });

  it('two uses of one refresh token at the same moment: at most one wins, and the family ends', async () => {
    const clan = await registerClan(t.app);
    const answers = await Promise.all([
      refresh(clan.domain, clan.refreshToken),
      refresh(clan.domain, clan.refreshToken),
      refresh(clan.domain, clan.refreshToken),
    ]);
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won.length).toBeLessThanOrEqual(1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode).toBe(401);
      expect(json(lost)).toEqual(SESSION_INVALID);
    }
    // Whatever the winner got belongs to a family that saw a replay: it must not work.
    for (const winner of won) {
      const next = await refresh(clan.domain, tokensOf(winner).refresh.token);
      expect(next.statusCode, 'the token issued beside a replay must be revoked').toBe(401);
    }
  });

  it("refuses clan A's refresh token on B's domain without spending it", async () => {
    const clan = await registerClan(t.app);
    const crossed = await refresh(b.domain, clan.refreshToken);
    expect(crossed.statusCode).toBe(401);
    expect(json(crossed)).toEqual(SESSION_INVALID);
    // Presenting it to the wrong clan revoked nothing: its owner may still use it once.
    expect((await refresh(clan.domain, clan.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an access token presented as a refresh token', async () => {
    const response = await refresh(a.domain, a.token);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(SESSION_INVALID);
  });
});
