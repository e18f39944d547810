import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens, hashToken, newOpaqueToken } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = {
  userId: '11111111-1111-4111-8111-111111111111',
  clanId: '22222222-2222-4222-8222-222222222222',
  sessionId: '33333333-3333-4333-8333-333333333333',
};
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  const tokens = new AccessTokens(SECRET, 30);

  it('round-trips the user, the clan and the session', async () => {
    const { token, expires } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('refuses alg none, a tampered payload, another secret and an expired token', async () => {
    const { token } = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.');
    const body = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());

    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await tokens.verify(none)).toBeNull();

    const tampered = `${header}.${b64({ ...body, clan: 'other-clan' })}.${signature}`;
    expect(await tokens.verify(tampered)).toBeNull();

    const foreign = await new AccessTokens(`${SECRET}-other`, 30).sign(claims);
    expect(await tokens.verify(foreign.token)).toBeNull();

    const old = await tokens.sign(claims, new Date(Date.now() - 31 * 60_000));
    expect(await tokens.verify(old.token)).toBeNull();

    expect(await tokens.verify('not-a-jwt')).toBeNull();
  });

  it('refuses a token that names no session (signed before sessions were carried)', async () => {
    const { token } = await tokens.sign(claims);
    const { sid: _sid, ...body } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const key = new TextEncoder().encode(SECRET);
    const withoutSession = await new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await tokens.verify(withoutSession)).toBeNull();
  });
});

describe('opaque tokens', () => {
  it('are random and stored only as a hash', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });
});
