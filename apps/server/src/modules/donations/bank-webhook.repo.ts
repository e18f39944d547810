import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bankWebhookSecrets } from '../../db/schema/index.ts';

/** One clan's secret for signing bank notifications (one per clan). */
export function bankWebhookRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async findSecret(): Promise<string | undefined> {
      const [row] = await db
        .select({ secret: bankWebhookSecrets.secret })
        .from(bankWebhookSecrets)
        .where(clan.where(bankWebhookSecrets))
        .limit(1);
      return row?.secret;
    },

    /** Stores `secret` unless the clan has one already; true when it was stored. */
    async insertSecretIfMissing(secret: string): Promise<boolean> {
      const rows = await db
        .insert(bankWebhookSecrets)
        .values(clan.row({ secret }))
        .onConflictDoNothing({ target: bankWebhookSecrets.clanId })
        .returning({ clanId: bankWebhookSecrets.clanId });
      return rows.length > 0;
    },

    /** Replaces the clan's secret (or stores its first). */
    async replaceSecret(secret: string): Promise<void> {
      await db
        .insert(bankWebhookSecrets)
        .values(clan.row({ secret }))
        .onConflictDoUpdate({ target: bankWebhookSecrets.clanId, set: { secret, createdAt: new Date() } });
    },
  };
}
