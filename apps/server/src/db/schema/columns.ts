import { sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').notNull().default(sql`gen_random_uuid()`);
export const clanId = () => uuid('clan_id').notNull();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const version = () => integer('version').notNull().default(1);

/** When a row was made and last changed, and its version (counted up on each change; a stale write is a 409). */
export const changeTracking = () => ({ createdAt: createdAt(), updatedAt: updatedAt(), version: version() });
