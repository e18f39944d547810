import { eq, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { branches, reminderFollows, reminderSettings, trees, users } from '../../db/schema/index.ts';

/** What a member's private feed needs of them: whether they may still have one, its key, events or not. */
export interface FeedMemberRow {
  active: boolean;
  calendarKey: number;
  includeEvents: boolean;
  /** Whether they follow any branch or person (else their feed is the whole clan's). */
  follows: boolean;
}

/** A branch whose feed is asked for: where it starts, and whether its tree is public. */
export interface FeedBranchRow {
  id: string;
  name: string;
  treeId: string;
  rootPersonId: string;
  treeIsPublic: boolean;
}

/** The calendar feeds' reads and the one write (a new private address), for one clan. */
export function calendarRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  return {
    /** A member and their reminder settings (no settings row: key 0, events included); undefined if no such user. */
    async feedMember(userId: string): Promise<FeedMemberRow | undefined> {
      const [row] = await db
        .select({
          status: users.status,
          calendarKey: reminderSettings.calendarKey,
          includeEvents: reminderSettings.includeEvents,
          follows: sql<boolean>`exists (select 1 from ${reminderFollows} where ${clan.where(
            reminderFollows,
            eq(reminderFollows.userId, users.id),
          )})`,
        })
        .from(users)
        .leftJoin(reminderSettings, clan.where(reminderSettings, eq(reminderSettings.userId, users.id)))
        .where(clan.byId(users, userId))
        .limit(1);
      if (!row) return undefined;
      return {
        active: row.status === 'active',
        calendarKey: row.calendarKey ?? 0,
        includeEvents: row.includeEvents ?? true,
        follows: row.follows === true,
      };
    },

    /** Counts the member's calendar key up (making their settings row if need be); the new key. */
    async nextCalendarKey(userId: string): Promise<number> {
      const [row] = await db
        .insert(reminderSettings)
        .values(clan.row({ userId, calendarKey: 1 }))
        .onConflictDoUpdate({
          target: [reminderSettings.clanId, reminderSettings.userId],
          set: { calendarKey: sql`${reminderSettings.calendarKey} + 1`, updatedAt: new Date() },
        })
        .returning({ calendarKey: reminderSettings.calendarKey });
      if (!row) throw new Error('the calendar key was not saved');
      return row.calendarKey;
    },

    async branch(id: string): Promise<FeedBranchRow | undefined> {
      const [row] = await db
        .select({
          id: branches.id,
          name: branches.name,
          treeId: branches.treeId,
          rootPersonId: branches.rootPersonId,
          treeIsPublic: trees.isPublic,
        })
        .from(branches)
        .innerJoin(trees, clan.byId(trees, branches.treeId))
        .where(clan.byId(branches, id))
        .limit(1);
      return row;
    },
  };
}
