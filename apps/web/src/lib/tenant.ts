import { TENANT_COOKIE, tenantFromHost, tenantLabelFromHost } from '@giapha/contract';
import { useSyncExternalStore } from 'react';

const STORED_DOMAIN_KEY = 'gp_domain';
/** A year: the clan chosen on a bare host is a lasting preference, not a session. */
const TENANT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The server renders the app shell (title, 404) for the same clan the browser will show: it cannot read
 * local storage, so the remembered clan goes into a cookie of this host too (not a secret: no Secure flag,
 * so it also works on http://192.168.… while testing on a phone).
 */
function writeTenantCookie(domain: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our members use
  document.cookie = `${TENANT_COOKIE}=${encodeURIComponent(domain)}; Max-Age=${TENANT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Remembers the clan chosen on a host that names none (localhost, www…): register, `?domain=` links. */
export function rememberDomain(domain: string): void {
  const value = domain.trim().toLowerCase();
  storage()?.setItem(STORED_DOMAIN_KEY, value);
  writeTenantCookie(value);
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
/** Calls `listener` whenever a clan is chosen (it may be the same one); returns the unsubscribe. */
export function onDomainChosen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The clan this page is about (spec §1): host label, else the stored value, else VITE_DEV_DOMAIN. */
export function currentDomain(): string {
  return (
    tenantFromHost(window.location.host, {
      stored: storage()?.getItem(STORED_DOMAIN_KEY),
      devDomain: import.meta.env.VITE_DEV_DOMAIN ?? 'demo',
    }) ?? 'demo'
  );
}

/**
 * At start: a `?domain=` in the address (a shared link, a link in a mail) wins and becomes the stored
 * clan; a clan stored earlier is copied into the cookie the server reads, should it be missing.
 */
export function adoptDomainFromUrl(): void {
  const domain = new URLSearchParams(window.location.search).get('domain')?.trim();
  if (domain) {
    rememberDomain(domain);
    return;
  }
  const stored = storage()?.getItem(STORED_DOMAIN_KEY)?.trim();
  if (stored) writeTenantCookie(stored);
}

/** The current clan's domain, re-rendering when another clan is chosen (after registering one). */
export function useCurrentDomain(): string {
  return useSyncExternalStore(onDomainChosen, currentDomain, currentDomain);
}

/**
 * The full address of `path` to share (copy, send by Zalo): on a host that names no clan (bare
 * localhost, www, an IP) it carries `?domain=` so whoever opens it lands on this clan, not on their own.
 */
export function shareableUrl(path: string, domain = currentDomain()): string {
  const url = new URL(path, window.location.origin);
  if (!tenantLabelFromHost(window.location.host)) url.searchParams.set('domain', domain);
  return url.toString();
}

/**
 * The address of clan `domain`'s home page as seen from here, to show and share: this origin with
 * `?domain=` on a host that names no clan, this origin on the clan's own host; null on another clan's
 * host (its address there is not this app's to guess).
 */
export function clanHomeUrl(domain: string): string | null {
  const label = tenantLabelFromHost(window.location.host);
  if (label && label !== domain) return null;
  return shareableUrl('/', domain);
}
