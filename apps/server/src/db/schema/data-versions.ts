import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What a stored public or member answer is built from, by topic: `trees` (persons, families, trees, their
 * positions and places), `site` (the clan, its settings, menu and home sections), `blogs` (posts and
 * categories), `calendar` (events, branches, members' reminder settings and follows: the calendar feeds).
 * Triggers (migrations 0015 and 0019) move a clan's topic to a new value of one sequence when a
 * transaction that wrote those tables commits, whichever code wrote them, so an answer stored at one version
 * is never served after the data changed, on any server process sharing the database.
 */
export type DataTopic = 'trees' | 'site' | 'blogs' | 'calendar';

export const clanDataVersions = pgTable(
  'clan_data_versions',
  {
    clanId: uuid('clan_id').notNull(),
    topic: text('topic').$type<DataTopic>().notNull(),
    /** From `clan_data_version_seq`: never reused, even when a clan is deleted and restored. */
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clanId, t.topic] })],
);

/**
 * The topics a transaction changed, one row per writing statement; applied to `clan_data_versions` at
 * commit by a deferred trigger (so the version row is locked only while committing, never while other
 * rows are held) and deleted there, so the table is empty outside transactions.
 */
export const clanDataChanges = pgTable('clan_data_changes', {
  clanId: uuid('clan_id').notNull(),
  topic: text('topic').$type<DataTopic>().notNull(),
});
