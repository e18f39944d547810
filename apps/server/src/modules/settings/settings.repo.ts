import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

export type SiteSettingRow = typeof siteSettings.$inferSelect;
/** Every stored field of the setting (the key, version and time are the repository's). */
export type SiteSettingValues = Omit<SiteSettingRow, 'clanId' | 'updatedAt' | 'version'>;

export function settingsRepo(db: DbOrTx) {
  return {
    /** The clan's row by primary key; undefined until its admin first saves. */
    async find(clanId: string): Promise<SiteSettingRow | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.clanId, clanId)).limit(1);
      return row;
    },

    /** The same, locking the row until the transaction ends (a merge reads, then writes). */
    async findForUpdate(clanId: string): Promise<SiteSettingRow | undefined> {
      const [row] = await db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.clanId, clanId))
        .limit(1)
        .for('update');
      return row;
    },

    /** The first save; undefined when a row appeared meanwhile. */
    async insert(
      clanId: string,
      values: SiteSettingValues,
      version: number,
    ): Promise<SiteSettingRow | undefined> {
      const [row] = await db
        .insert(siteSettings)
        .values({ ...values, clanId, version })
        .onConflictDoNothing({ target: siteSettings.clanId })
        .returning();
      return row;
    },

    /** Writes when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      clanId: string,
      values: SiteSettingValues,
      expectedVersion?: number,
    ): Promise<SiteSettingRow | undefined> {
      const conditions = [eq(siteSettings.clanId, clanId)];
      if (expectedVersion !== undefined) conditions.push(eq(siteSettings.version, expectedVersion));
      const [row] = await db
        .update(siteSettings)
        .set({ ...values, updatedAt: new Date(), version: sql`${siteSettings.version} + 1` })
        .where(and(...conditions))
        .returning();
      return row;
    },
  };
}
