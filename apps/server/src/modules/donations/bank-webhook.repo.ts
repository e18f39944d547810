import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankWebhookSecrets } from '../../db/schema/index.ts';

/** The clan's secret for signing bank notifications (one per clan). */
export function bankWebhookRepo(db: DbOrTx) {
  return {
    async findSecret(clanId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ secret: bankWebhookSecrets.secret })
        .from(bankWebhookSecrets)
        .where(eq(bankWebhookSecrets.clanId, clanId))
        .limit(1);
      return row?.secret;
    },

    /** Stores `secret` unless the clan has one already; true when it was stored. */
    async insertSecretIfMissing(clanId: string, secret: string): Promise<boolean> {
      const rows = await db
        .insert(bankWebhookSecrets)
        .values({ clanId, secret })
        .onConflictDoNothing({ target: bankWebhookSecrets.clanId })
        .returning({ clanId: bankWebhookSecrets.clanId });
      return rows.length > 0;
    },

    /** Replaces the clan's secret (or stores its first). */
    async replaceSecret(clanId: string, secret: string): Promise<void> {
      await db
        .insert(bankWebhookSecrets)
        .values({ clanId, secret })
        .onConflictDoUpdate({ target: bankWebhookSecrets.clanId, set: { secret, createdAt: new Date() } });
    },
  };
}
