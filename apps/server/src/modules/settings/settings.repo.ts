import { eq, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

export type SiteSettingRow = typeof siteSettings.$inferSelect;
/** Every stored field of the setting (the key, version and time are the repository's). */
export type SiteSettingValues = Omit<SiteSettingRow, 'clanId' | 'updatedAt' | 'version'>;

/** The site setting of one clan: one row, keyed by the clan. */
export function settingsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    /** The clan's row by primary key; undefined until its admin first saves. */
    async find(): Promise<SiteSettingRow | undefined> {
      const [row] = await db.select().from(siteSettings).where(clan.where(siteSettings)).limit(1);
      return row;
    },

    /** The same, locking the row until the transaction ends (a merge reads, then writes). */
    async findForUpdate(): Promise<SiteSettingRow | undefined> {
      const [row] = await db
        .select()
        .from(siteSettings)
        .where(clan.where(siteSettings))
        .limit(1)
        .for('update');
      return row;
    },

    /** The first save; undefined when a row appeared meanwhile. */
    async insert(values: SiteSettingValues, version: number): Promise<SiteSettingRow | undefined> {
      const [row] = await db
        .insert(siteSettings)
        .values(clan.row({ ...values, version }))
        .onConflictDoNothing({ target: siteSettings.clanId })
        .returning();
      return row;
    },

    /** Writes when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(values: SiteSettingValues, expectedVersion?: number): Promise<SiteSettingRow | undefined> {
      const [row] = await db
        .update(siteSettings)
        .set({ ...values, updatedAt: new Date(), version: sql`${siteSettings.version} + 1` })
        .where(
          clan.where(
            siteSettings,
            expectedVersion === undefined ? undefined : eq(siteSettings.version, expectedVersion),
          ),
        )
        .returning();
      return row;
    },
  };
}
