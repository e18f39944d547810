import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { changeTracking } from './columns.ts';

export const clans = pgTable(
  'clans',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    domain: text('domain').notNull(),
    clanName: text('clan_name').notNull(),
    ...changeTracking(),
  },
  (t) => [uniqueIndex('clans_domain_key').on(t.domain)],
);
