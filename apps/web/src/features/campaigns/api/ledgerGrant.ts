import { LEDGER_GRANT_HEADER, type LedgerGrant, ledgerGrantSchema } from '@giapha/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api.ts';

const KEY_PREFIX = 'gp_ledger_grant:';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function publish(): void {
  for (const listener of listeners) listener();
}

function parseStored(value: string | null | undefined): LedgerGrant | null {
  if (!value) return null;
  try {
    const parsed = ledgerGrantSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored, still valid grant to read this campaign's ledger (an expired or broken one is dropped). */
export function readLedgerGrant(campaignId: string, now = Date.now()): LedgerGrant | null {
  const store = storage();
  const stored = parseStored(store?.getItem(KEY_PREFIX + campaignId));
  if (stored && Date.parse(stored.expiresAt) > now) return stored;
  store?.removeItem(KEY_PREFIX + campaignId);
  return null;
}

/** Kept for the tab's session only, per campaign, until the server's `expiresAt`. */
export function saveLedgerGrant(campaignId: string, grant: LedgerGrant): void {
  storage()?.setItem(KEY_PREFIX + campaignId, JSON.stringify(grant));
  publish();
}

export function dropLedgerGrant(campaignId: string): void {
  storage()?.removeItem(KEY_PREFIX + campaignId);
  publish();
}

/**
 * The grant the visitor holds for a campaign's ledger (null without one), with ways to keep a new one
 * and drop a refused one. It drops itself when it expires while the page is open.
 */
export function useLedgerGrant(campaignId: string) {
  const grant = useSyncExternalStore(
    subscribe,
    () => readLedgerGrant(campaignId)?.grant ?? null,
    () => null,
  );
  const expiresAt = grant ? (readLedgerGrant(campaignId)?.expiresAt ?? null) : null;

  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setTimeout(
      () => dropLedgerGrant(campaignId),
      Math.max(0, Date.parse(expiresAt) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [campaignId, expiresAt]);

  const save = useCallback((next: LedgerGrant) => saveLedgerGrant(campaignId, next), [campaignId]);
  const drop = useCallback(() => dropLedgerGrant(campaignId), [campaignId]);
  return { grant, save, drop };
}

/** The header that carries the grant to the public ledger routes (none without a grant). */
export function ledgerGrantHeaders(grant: string | null): Record<string, string> {
  return grant ? { [LEDGER_GRANT_HEADER]: grant } : {};
}

/** The ledger refused the grant (expired, or the code was changed): the visitor must enter it again. */
export function isGrantRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
