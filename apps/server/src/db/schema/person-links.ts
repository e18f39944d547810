import type { PersonClaimStatus } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { createdAt } from './columns.ts';
import { persons } from './genealogy.ts';
import { users } from './users.ts';

/**
 * A member's "Tôi là …" request (issue 23): the person they say they are (null: not in the tree yet),
 * waiting for an admin. At most one pending request per member; decided ones stay as history.
 */
export const personClaims = pgTable(
  'person_claims',
  {
    ...clanRowKey(),
    userId: uuid('user_id').notNull(),
    personId: uuid('person_id'),
    note: text('note'),
    status: text('status').$type<PersonClaimStatus>().notNull().default('pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    clanPrimaryKey(t),
    uniqueIndex('person_claims_clan_user_pending_key')
      .on(t.clanId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('person_claims_clan_status_idx').on(t.clanId, t.status, t.createdAt),
    index('person_claims_clan_person_idx').on(t.clanId, t.personId),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
    // A claim on a deleted person goes with it (the member can ask again).
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
    // No foreign key on decided_by: the deciding admin may be deleted later; the audit log names them.
  ],
);
