import type { AuthSession } from '@giapha/contract';
import { sessionStore } from '../lib/session.ts';

type SessionUser = AuthSession['user'];

/**
 * A signed-in session of the demo clan: Nguyễn Văn An (`an`), active and verified, with fixed tokens
 * (`access-1`, `refresh-1`). Tests name only what they look at (the role, the username…).
 */
export function sampleSession(
  user: Partial<SessionUser> = {},
  clanName = 'Họ Nguyễn — Làng Demo',
): AuthSession {
  return {
    user: {
      id: 'u1',
      name: 'Nguyễn Văn An',
      username: 'an',
      email: 'an@example.com',
      role: 'admin',
      status: 'active',
      domain: 'demo',
      emailVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
      ...user,
    },
    clan: { _id: 'c1', clanName, domain: 'demo' },
    tokens: {
      access: { token: 'access-1', expires: '2026-01-01T00:30:00.000Z' },
      refresh: { token: 'refresh-1', expires: '2026-02-01T00:00:00.000Z' },
    },
  };
}

/** Signs the sample user in with `role` (sessionStore; the test clears it afterwards). */
export function signInAs(role: SessionUser['role']): void {
  sessionStore.signIn(sampleSession({ role }));
}
