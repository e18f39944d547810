import { tenantFromHost } from '@giapha/contract';
import { useSyncExternalStore } from 'react';

const STORED_DOMAIN_KEY = 'gp_domain';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the clan chosen on a host that names none (localhost, www…): register, `?domain=` links. */
export function rememberDomain(domain: string): void {
  storage()?.setItem(STORED_DOMAIN_KEY, domain.trim().toLowerCase());
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
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

/** A `?domain=` in the address (links in mails) becomes the stored clan. */
export function adoptDomainFromUrl(): void {
  const domain = new URLSearchParams(window.location.search).get('domain')?.trim();
  if (domain) rememberDomain(domain);
}

/** The current clan's domain, re-rendering when another clan is chosen (after registering one). */
export function useCurrentDomain(): string {
  return useSyncExternalStore(subscribe, currentDomain, currentDomain);
}
