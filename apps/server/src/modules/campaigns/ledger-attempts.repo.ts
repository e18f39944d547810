import { LEDGER_CODE_LOCK_MINUTES, LEDGER_CODE_MAX_FAILURES } from '@giapha/contract';
import { eq, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerCodeAttempts } from '../../db/schema/index.ts';

/** Wrong ledger codes of one clan per visitor (client address) and campaign, and the lock they earn. */
export function ledgerAttemptsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const visitor = (campaignId: string, clientKey: string) => [
    eq(ledgerCodeAttempts.campaignId, campaignId),
    eq(ledgerCodeAttempts.clientKey, clientKey),
  ];

  return {
    /** Until when the visitor must wait; null when they may try. */
    async lockedUntil(campaignId: string, clientKey: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: ledgerCodeAttempts.lockedUntil })
        .from(ledgerCodeAttempts)
        .where(clan.where(ledgerCodeAttempts, ...visitor(campaignId, clientKey)))
        .limit(1);
      const until = row?.lockedUntil ?? null;
      return until && until > now ? until : null;
    },

    /**
     * Counts one more wrong code, in one statement so concurrent tries all count. The failure that
     * reaches the limit locks the visitor and starts the count again for after the lock.
     */
    async recordFailure(campaignId: string, clientKey: string, now: Date): Promise<void> {
      const lockUntil = new Date(now.getTime() + LEDGER_CODE_LOCK_MINUTES * 60_000);
      const reached = sql`(${ledgerCodeAttempts.failures} + 1 >= ${LEDGER_CODE_MAX_FAILURES})`;
      await db
        .insert(ledgerCodeAttempts)
        .values(
          clan.row({
            campaignId,
            clientKey,
            // The first failure of a visitor: the limit is more than one.
            failures: 1,
            updatedAt: now,
          }),
        )
        .onConflictDoUpdate({
          target: [ledgerCodeAttempts.clanId, ledgerCodeAttempts.campaignId, ledgerCodeAttempts.clientKey],
          set: {
            failures: sql`case when ${reached} then 0 else ${ledgerCodeAttempts.failures} + 1 end`,
            lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${ledgerCodeAttempts.lockedUntil} end`,
            updatedAt: now,
          },
        });
    },

    /** The right code: the visitor's failures are forgotten. */
    async clear(campaignId: string, clientKey: string): Promise<void> {
      await db
        .delete(ledgerCodeAttempts)
        .where(clan.where(ledgerCodeAttempts, ...visitor(campaignId, clientKey)));
    },

    /** Every visitor's count for a campaign (the campaign is deleted). */
    async clearCampaign(campaignId: string): Promise<void> {
      await db
        .delete(ledgerCodeAttempts)
        .where(clan.where(ledgerCodeAttempts, eq(ledgerCodeAttempts.campaignId, campaignId)));
    },
  };
}
