import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * The clan a request is about, for PostgreSQL's row-level security (the second line of tenant
 * isolation, behind the repositories' `clanId` arguments). A request enters its scope before any
 * other hook runs, with no clan; the code that resolves the clan (tenant plugin, sign-in, the
 * server-rendered pages) names it. Every connection a request takes from the pool then runs as the
 * restricted application role with `app.clan_id` set to that clan — or to nothing, which sees no
 * clan's rows at all. Work outside any request (start-up, migrations, seed, commands, tests reading
 * rows) keeps the connecting role.
 */
export interface ClanScope {
  clanId: string | null;
}

const storage = new AsyncLocalStorage<ClanScope>();

/**
 * Runs the rest of a request's hooks (`next`) inside a new scope with no clan yet. The clan is set
 * later by mutating the scope object, which every continuation of the request shares. Returns a
 * function that re-enters the scope: call it from a hook that runs after the body was read (stream
 * events lose the context), the way @fastify/request-context does.
 */
export function startRequestScope(next: () => void): (continueWith: () => void) => void {
  let resource: AsyncResource | undefined;
  storage.run({ clanId: null }, () => {
    resource = new AsyncResource('giapha-request-scope');
    next();
  });
  return (continueWith) => {
    if (resource) resource.runInAsyncScope(continueWith);
    else continueWith();
  };
}

/** Names the clan of the current request (no-op outside a request). */
export function scopeRequestToClan(clanId: string): void {
  const scope = storage.getStore();
  if (scope) scope.clanId = clanId;
}

/** The current request's scope, or undefined outside any request. */
export function currentClanScope(): ClanScope | undefined {
  return storage.getStore();
}

/** Runs `work` as if inside a request about `clanId` (null: a request that named no clan). */
export function runInClanScope<T>(clanId: string | null, work: () => T): T {
  return storage.run({ clanId }, work);
}

/**
 * Names the clan inside a transaction that made it (registering a clan): the transaction's
 * connection was scoped before the clan existed, so it is told here, for this transaction only.
 */
export async function scopeTransactionToClan(tx: Tx, clanId: string): Promise<void> {
  scopeRequestToClan(clanId);
  await tx.execute(sql`select set_config('app.clan_id', ${clanId}, true)`);
}
