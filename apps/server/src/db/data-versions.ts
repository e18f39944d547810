import { inArray } from 'drizzle-orm';
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
    /** The versions of `topics`, in their order, read in one statement. */
    async current(topics: readonly DataTopic[]): Promise<number[]> {
      const rows = await db
        .select({ topic: clanDataVersions.topic, version: clanDataVersions.version })
        .from(clanDataVersions)
        .where(clan.where(clanDataVersions, inArray(clanDataVersions.topic, [...topics])));
      const byTopic = new Map(rows.map((row) => [row.topic, row.version]));
      return topics.map((topic) => byTopic.get(topic) ?? 0);
    },
  };
}
