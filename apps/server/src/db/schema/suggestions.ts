import type { SuggestionKind, SuggestionStatus } from '@giapha/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { changeTracking } from './columns.ts';
import { persons, trees } from './genealogy.ts';
import { users } from './users.ts';

/**
 * A change a member proposes where they cannot edit (issue 24): what kind, on which person (and tree),
 * the proposed values and the values they were made against (`base`, at `base_version` of the person),
 * and how a reviewer decided. `result` names what an approval made (a new person, family, file…).
 */
export const suggestions = pgTable(
  'suggestions',
  {
    ...clanRowKey(),
    authorId: uuid('author_id').notNull(),
    kind: text('kind').$type<SuggestionKind>().notNull(),
    personId: uuid('person_id').notNull(),
    /** The other person of a duplicate report. */
    otherPersonId: uuid('other_person_id'),
    treeId: uuid('tree_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    base: jsonb('base').$type<Record<string, unknown>>(),
    baseVersion: integer('base_version'),
    note: text('note'),
    status: text('status').$type<SuggestionStatus>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('suggestions_clan_status_idx').on(t.clanId, t.status, t.createdAt),
    index('suggestions_clan_author_idx').on(t.clanId, t.authorId, t.createdAt),
    index('suggestions_clan_person_idx').on(t.clanId, t.personId),
    clanReference(t.clanId, t.authorId, users).onDelete('cascade'),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
    clanReference(t.clanId, t.otherPersonId, persons).onDelete('cascade'),
    clanReference(t.clanId, t.treeId, trees).onDelete('cascade'),
    // No foreign key on reviewed_by: the reviewer may be deleted later; the audit log names them.
  ],
);
