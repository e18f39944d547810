import { type AuthSession, type Clan, clanSchema, type User, userSchema } from '@giapha/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { currentDomain } from './tenant.ts';

/** Spec §9: the auth cookie `gp_auth` (user and clan) and the token cookie. */
export const AUTH_COOKIE = 'gp_auth';
export const TOKEN_COOKIE = 'gp_auth_token';

export interface SessionToken {
  accessToken: string;
  refreshToken: string;
}

export interface Session {
  user: User | null;
  clan: Clan | null;
  token: SessionToken;
}

const signedOut: Session = { user: null, clan: null, token: { accessToken: '', refreshToken: '' } };

const authCookieSchema = z.object({ user: userSchema, clan: clanSchema });
const tokenCookieSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

function parseJson(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function load(): Session {
  const auth = authCookieSchema.safeParse(parseJson(readCookie(AUTH_COOKIE)));
  const token = tokenCookieSchema.safeParse(parseJson(readCookie(TOKEN_COOKIE)));
  if (!auth.success || !token.success) return signedOut;
  return { user: auth.data.user, clan: auth.data.clan, token: token.data };
}

let current: Session = typeof document === 'undefined' ? signedOut : load();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login stores user, clan and both tokens (spec §4). */
  signIn(session: AuthSession): void {
    const next: Session = {
      user: session.user,
      clan: session.clan,
      token: { accessToken: session.tokens.access.token, refreshToken: session.tokens.refresh.token },
    };
    writeCookie(AUTH_COOKIE, JSON.stringify({ user: next.user, clan: next.clan }));
    writeCookie(TOKEN_COOKIE, JSON.stringify(next.token));
    publish(next);
  },
  setTokens(accessToken: string, refreshToken: string): void {
    const token = { accessToken, refreshToken };
    writeCookie(TOKEN_COOKIE, JSON.stringify(token));
    publish({ ...current, token });
  },
  setUser(user: User): void {
    if (!current.clan) return;
    writeCookie(AUTH_COOKIE, JSON.stringify({ user, clan: current.clan }));
    publish({ ...current, user });
  },
  /** Logout clears everything and removes both cookies. */
  clear(): void {
    removeCookie(AUTH_COOKIE);
    removeCookie(TOKEN_COOKIE);
    publish(signedOut);
  },
  /** Re-reads the cookies (another tab signed in or out). */
  reload(): void {
    publish(load());
  },
};

/** Signed in only when a user exists and the access token is non-empty (spec §3) — for this site's clan. */
export function isAuthenticated(session: Session, domain = currentDomain()): boolean {
  return session.user !== null && session.token.accessToken !== '' && session.clan?.domain === domain;
}

export function isAdmin(session: Session): boolean {
  // Default role is user when none is returned (spec §6).
  return isAuthenticated(session) && (session.user?.role ?? 'user') === 'admin';
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
