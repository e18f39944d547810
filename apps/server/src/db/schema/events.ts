import type { EventCalendar, EventTemplate } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanRowKey } from './clan-columns.ts';
import { changeTracking } from './columns.ts';

/**
 * A clan event. Dates are calendar days (`YYYY-MM-DD`, Vietnam time) rather than instants: a giỗ
 * falls on a day wherever the reader is. `start_date` is set for `solar` and (worked out) for
 * `lunar`; yearly kinds have none and are resolved per year. No foreign key on `person_id` (as
 * elsewhere, a composite SET NULL would null clan_id): the person service clears it.
 */
export const events = pgTable(
  'events',
  {
    ...clanRowKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    coverImage: text('cover_image'),
    location: text('location'),
    calendar: text('calendar').$type<EventCalendar>().notNull(),
    startDate: text('start_date'),
    endDate: text('end_date'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    lunarDay: integer('lunar_day'),
    lunarMonth: integer('lunar_month'),
    lunarYear: integer('lunar_year'),
    lunarLeap: boolean('lunar_leap').notNull().default(false),
    personId: uuid('person_id'),
    template: text('template').$type<EventTemplate>(),
    /** Folded (no case, tone marks, đ) title, summary and location, for the trigram search index. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('events_clan_slug_key').on(t.clanId, t.slug),
    index('events_clan_start_date_idx').on(t.clanId, t.startDate),
    index('events_clan_calendar_idx').on(t.clanId, t.calendar),
    index('events_clan_person_idx').on(t.clanId, t.personId),
    index('events_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type EventRow = typeof events.$inferSelect;
