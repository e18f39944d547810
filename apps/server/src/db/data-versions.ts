import { eq } from 'drizzle-orm';
import { clanBound } from './clan-bound.ts';
import type { DbOrTx } from './client.ts';
import { clanDataVersions, type DataTopic } from './schema/index.ts';

/**
 * A clan's data versions (schema/data-versions.ts): moved by the database's own triggers when a write commits,
 * read before a stored answer is reused. A topic never written yet is at version 0.
 */
export function dataVersionsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async current(topic: DataTopic): Promise<number> {
      const [row] = await db
        .select({ version: clanDataVersions.version })
        .from(clanDataVersions)
        .where(clan.where(clanDataVersions, eq(clanDataVersions.topic, topic)))
        .limit(1);
      return row?.version ?? 0;
    },
  };
}
