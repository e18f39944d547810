import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate limits when several server processes share one PostgreSQL: one row per
 * limited key (route and client), counting until `reset_at`. UNLOGGED in the migration: counts are not
 * worth a write-ahead log, and a database crash that empties them only forgives some attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
