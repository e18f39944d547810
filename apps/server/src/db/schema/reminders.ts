import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { clanId, createdAt, updatedAt } from './columns.ts';
import { persons } from './genealogy.ts';
import { users } from './users.ts';

/**
 * A member's giỗ reminders (issue 24): mail on or off, the days ahead, whether clan events come too, and
 * the key of their private calendar address (counted up when they reset it, so the old address stops).
 * No row: mail off, the default days, events included, key 0.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    clanId: clanId(),
    userId: uuid('user_id').notNull(),
    mailEnabled: boolean('mail_enabled').notNull().default(false),
    daysAhead: integer('days_ahead').array().notNull().default(sql`'{7,1}'::integer[]`),
    includeEvents: boolean('include_events').notNull().default(true),
    calendarKey: integer('calendar_key').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.userId] }),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
  ],
);

/** A branch or a person a member follows; with none, the member follows the whole clan. */
export const reminderFollows = pgTable(
  'reminder_follows',
  {
    ...clanRowKey(),
    userId: uuid('user_id').notNull(),
    branchId: uuid('branch_id'),
    personId: uuid('person_id'),
    createdAt: createdAt(),
  },
  (t) => [
    clanPrimaryKey(t),
    check('reminder_follows_one_target', sql`(${t.branchId} is null) <> (${t.personId} is null)`),
    uniqueIndex('reminder_follows_branch_key')
      .on(t.clanId, t.userId, t.branchId)
      .where(sql`${t.branchId} is not null`),
    uniqueIndex('reminder_follows_person_key')
      .on(t.clanId, t.userId, t.personId)
      .where(sql`${t.personId} is not null`),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
    clanReference(t.clanId, t.branchId, branches).onDelete('cascade'),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
  ],
);

/**
 * One reminder sent: a member, what it was about (`person:<id>` for a giỗ, `event:<id>`), the day it falls
 * on and how many days ahead it was sent. Written before the mail leaves; the key makes a second process
 * (or a restart) skip it.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    clanId: clanId(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    occursOn: date('occurs_on', { mode: 'string' }).notNull(),
    daysAhead: integer('days_ahead').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.userId, t.subject, t.occursOn, t.daysAhead] }),
    index('reminder_sends_clan_sent_idx').on(t.clanId, t.sentAt),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
  ],
);
