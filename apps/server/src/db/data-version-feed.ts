import type { Database } from './client.ts';
import { dataVersionsRepo } from './data-versions.ts';
import type { DataTopic } from './schema/index.ts';

/** Where a stored answer learns the clan's current data versions. */
export interface DataVersionSource {
  current(clanId: string, topics: readonly DataTopic[]): Promise<number[]>;
}

const CHANNEL = 'clan_data_version';
const MAX_KEPT = 100_000;

/**
 * The data versions of `database`. On PostgreSQL, other server processes write too: every request reads
 * them (one indexed row a topic). On the embedded database one process holds the data folder, and the
 * database announces each new version at commit, before the commit returns (migration 0015): the versions
 * are kept in memory from those announcements, read once per clan and topic, and never go back.
 */
export function dataVersionSource(database: Database): DataVersionSource {
  const read = (clanId: string, topics: readonly DataTopic[]) =>
    dataVersionsRepo(database.db, clanId).current(topics);
  if (!database.listen) return { current: read };

  const known = new Map<string, number>();
  const keep = (key: string, version: number) => {
    if ((known.get(key) ?? -1) >= version) return;
    if (known.size >= MAX_KEPT) known.clear();
    known.set(key, version);
  };
  const listening = database.listen(CHANNEL, (payload) => {
    const [clanId, topic, version] = payload.split(' ');
    if (clanId && topic && version) keep(`${clanId} ${topic}`, Number(version));
  });
  return {
    async current(clanId, topics) {
      await listening;
      const keys = topics.map((topic) => `${clanId} ${topic}`);
      if (keys.every((key) => known.has(key))) return keys.map((key) => known.get(key) ?? 0);
      const versions = await read(clanId, topics);
      keys.forEach((key, i) => {
        keep(key, versions[i] ?? 0);
      });
      return keys.map((key) => known.get(key) ?? 0);
    },
  };
}
