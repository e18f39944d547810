import type { DataVersionSource } from '../../db/data-version-feed.ts';
import type { DataTopic } from '../../db/schema/index.ts';

/** Parts kept in memory, per kind of part (a home page's part is a few KB, a painted tree view tens). */
const MAX_KEPT = 2_000;

interface Kept<T> {
  version: string;
  until: number;
  value: Promise<T>;
}

/**
 * Answers of one kind per clan (or per `key` within a clan: one per tree), kept until one of the clan's
 * data topics moves (or `freshForMs` passes).
 */
export class KeptParts<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    private readonly versions: DataVersionSource,
    private readonly topics: readonly DataTopic[],
    private readonly freshForMs?: number,
    private readonly maxKept = MAX_KEPT,
  ) {}

  async get(clanId: string, build: () => Promise<T>, key = clanId): Promise<T> {
    const version = (await this.versions.current(clanId, this.topics)).join('.');
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && kept.version === version && kept.until > now) return kept.value;
    const value = build();
    const entry: Kept<T> = {
      version,
      until: this.freshForMs === undefined ? Number.POSITIVE_INFINITY : now + this.freshForMs,
      value,
    };
    // Most recently built last: the oldest go first.
    this.kept.delete(key);
    this.kept.set(key, entry);
    value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    while (this.kept.size > this.maxKept) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    return value;
  }
}
