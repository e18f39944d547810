import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { clans } from '../../db/schema/index.ts';

export type ClanRow = typeof clans.$inferSelect;

/** The clans table is the tenant root: it is looked up by domain before any clan is known. */
export function clansRepo(db: DbOrTx) {
  return {
    async findByDomain(domain: string): Promise<ClanRow | undefined> {
      const [row] = await db.select().from(clans).where(eq(clans.domain, domain)).limit(1);
      return row;
    },

    async findById(clanId: string): Promise<ClanRow | undefined> {
      const [row] = await db.select().from(clans).where(eq(clans.id, clanId)).limit(1);
      return row;
    },

    async insert(values: { domain: string; clanName: string }): Promise<ClanRow> {
      return insertedRow('clans', await db.insert(clans).values(values).returning());
    },
  };
}
