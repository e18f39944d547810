import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Rows whose window ended are deleted once every this many counts (by the process that counts). */
const PURGE_EVERY = 1000;

let counted = 0;

/**
 * Counts one request for `key` in a window of `timeWindow` ms: the row is created, counted or restarted
 * (its window over) in one statement, atomically, whichever process gets there first. Returns the
 * count in the window and the milliseconds left of it.
 */
export async function countRequest(
  db: Db,
  key: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const now = sql`clock_timestamp()`;
  const expired = sql`${rateLimits.resetAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`${now} + make_interval(secs => ${timeWindow / 1000})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - ${now}) * 1000))::integer`,
    });
  if (!row) throw new Error('rate_limits: no row returned');
  if (++counted % PURGE_EVERY === 0) {
    await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < clock_timestamp()`);
  }
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** The count of `key` in its current window without counting (0 when none is running). */
export async function readCount(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - clock_timestamp()) * 1000))::integer`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > clock_timestamp()`)
    .limit(1);
  return row ? { current: Number(row.current), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/**
 * A @fastify/rate-limit store in the `rate_limits` table, so every server process on one PostgreSQL
 * counts against the same limit. Keys start with `namespace`: the processes of one deployment share
 * it, and anything else on the same database (another deployment, the test suite's many apps) does not.
 */
export function postgresRateLimitStore(db: Db, namespace: string): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; a route's store is made by `child` with its key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = `${namespace}|`,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Reads without counting (`{ increment: false }`: the per-account limits count failures only). */
    read(key: string, callback: Callback): void {
      readCount(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /**
     * Each limited route counts on its own, as the in-memory store does. A limiter made outside a
     * route (`app.createRateLimit`, the per-account limits) has no route: its keys name themselves.
     */
    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      if (route.method === undefined && route.url === undefined) {
        return new PostgresStore(undefined, `${this.prefix}limiter|`);
      }
      return new PostgresStore(undefined, `${this.prefix}${String(route.method)} ${String(route.url)}|`);
    }
  }
  return PostgresStore;
}
