import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  branches,
  clans,
  persons,
  reminderFollows,
  reminderSends,
  reminderSettings,
  users,
} from '../../db/schema/index.ts';

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

/** The choices a member saves; the calendar key is left as it is. */
export interface ReminderChoicesRow {
  mailEnabled: boolean;
  daysAhead: number[];
  includeEvents: boolean;
}

/** A follow with the name of what it follows. */
export interface FollowRow {
  id: string;
  branchId: string | null;
  personId: string | null;
  branchName: string | null;
  personName: string | null;
}

/** A member the digest writes to. */
export interface RecipientRow {
  id: string;
  name: string;
  email: string;
  daysAhead: number[];
  includeEvents: boolean;
}

/** One send record: what, on which day, how many days ahead. */
export interface SendKey {
  subject: string;
  occursOn: string;
  daysAhead: number;
}

/** Every clan of the instance (the schedule and the command go through them one by one). */
export async function allClanIds(db: DbOrTx): Promise<{ id: string; domain: string }[]> {
  return db.select({ id: clans.id, domain: clans.domain }).from(clans).orderBy(asc(clans.domain));
}

/** A member's giỗ reminders in one clan: settings, follows and the record of what was sent. */
export function remindersRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  return {
    async settings(userId: string): Promise<ReminderSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(reminderSettings)
        .where(clan.where(reminderSettings, eq(reminderSettings.userId, userId)))
        .limit(1);
      return row;
    },

    /** Saves a member's choices (a first save makes their row). */
    async saveSettings(userId: string, choices: Partial<ReminderChoicesRow>): Promise<void> {
      await db
        .insert(reminderSettings)
        .values(clan.row({ userId, ...choices }))
        .onConflictDoUpdate({
          target: [reminderSettings.clanId, reminderSettings.userId],
          set: { ...choices, updatedAt: new Date() },
        });
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(clan.byId(users, userId)).limit(1);
      return row !== undefined;
    },

    async follows(userId: string): Promise<FollowRow[]> {
      return db
        .select({
          id: reminderFollows.id,
          branchId: reminderFollows.branchId,
          personId: reminderFollows.personId,
          branchName: branches.name,
          personName: persons.name,
        })
        .from(reminderFollows)
        .leftJoin(branches, clan.byId(branches, reminderFollows.branchId))
        .leftJoin(persons, clan.byId(persons, reminderFollows.personId))
        .where(clan.where(reminderFollows, eq(reminderFollows.userId, userId)))
        .orderBy(asc(reminderFollows.createdAt), asc(reminderFollows.id));
    },

    async insertFollow(
      userId: string,
      target: { branchId: string } | { personId: string },
    ): Promise<{ id: string }> {
      return insertedRow(
        'reminder_follows',
        await db
          .insert(reminderFollows)
          .values(clan.row({ userId, ...target }))
          .returning({ id: reminderFollows.id }),
      );
    },

    async deleteFollow(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(reminderFollows)
        .where(clan.where(reminderFollows, eq(reminderFollows.id, id), eq(reminderFollows.userId, userId)))
        .returning({ id: reminderFollows.id });
      return rows.length > 0;
    },

    async branchName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: branches.name })
        .from(branches)
        .where(clan.byId(branches, id))
        .limit(1);
      return row?.name;
    },

    async personName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: persons.name })
        .from(persons)
        .where(clan.byId(persons, id))
        .limit(1);
      return row?.name;
    },

    /** Active members with mail on and an address that looks like one. */
    async recipients(): Promise<RecipientRow[]> {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          daysAhead: reminderSettings.daysAhead,
          includeEvents: reminderSettings.includeEvents,
        })
        .from(reminderSettings)
        .innerJoin(users, clan.byId(users, reminderSettings.userId))
        .where(
          clan.where(
            reminderSettings,
            eq(reminderSettings.mailEnabled, true),
            and(eq(users.status, 'active'), like(users.email, '%_@_%')),
          ),
        )
        .orderBy(asc(users.id));
    },

    /**
     * Records the sends of one member under a lock on (clan, member), in the caller's transaction: the rows
     * not recorded before come back, and only those may be mailed.
     */
    async recordSends(userId: string, keys: readonly SendKey[]): Promise<SendKey[]> {
      if (keys.length === 0) return [];
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${clan.clanId}::text), hashtext(${userId}::text))`,
      );
      return db
        .insert(reminderSends)
        .values(clan.rows(keys.map((key) => ({ userId, ...key }))))
        .onConflictDoNothing()
        .returning({
          subject: reminderSends.subject,
          occursOn: reminderSends.occursOn,
          daysAhead: reminderSends.daysAhead,
        });
    },

    /** Takes back sends whose mail could not leave, so the next run tries again. */
    async forgetSends(userId: string, keys: readonly SendKey[]): Promise<void> {
      for (const key of keys) {
        await db
          .delete(reminderSends)
          .where(
            clan.where(
              reminderSends,
              eq(reminderSends.userId, userId),
              eq(reminderSends.subject, key.subject),
              eq(reminderSends.occursOn, key.occursOn),
              eq(reminderSends.daysAhead, key.daysAhead),
            ),
          );
      }
    },

    /** Sends recorded for a member (tests and the admin's view). */
    async sendsOf(userIds: readonly string[]): Promise<(SendKey & { userId: string })[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: reminderSends.userId,
          subject: reminderSends.subject,
          occursOn: reminderSends.occursOn,
          daysAhead: reminderSends.daysAhead,
        })
        .from(reminderSends)
        .where(clan.where(reminderSends, inArray(reminderSends.userId, userIds)));
    },
  };
}
