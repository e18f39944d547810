import type { DataVersionSource } from '../../db/data-version-feed.ts';
import type { DataTopic } from '../../db/schema/index.ts';

/** Clans whose parts are kept in memory, per kind of part (a home page's part is a few KB). */
const MAX_KEPT = 2_000;

interface Kept<T> {
  version: string;
  until: number;
  value: Promise<T>;
}

/** Answers of one kind per clan, kept until one of their data topics moves (or `freshForMs` passes). */
export class KeptParts<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    private readonly versions: DataVersionSource,
    private readonly topics: readonly DataTopic[],
    private readonly freshForMs?: number,
  ) {}

  async get(clanId: string, build: () => Promise<T>): Promise<T> {
    const version = (await this.versions.current(clanId, this.topics)).join('.');
    const now = Date.now();
    const kept = this.kept.get(clanId);
    if (kept && kept.version === version && kept.until > now) return kept.value;
    const value = build();
    const entry: Kept<T> = {
      version,
      until: this.freshForMs === undefined ? Number.POSITIVE_INFINITY : now + this.freshForMs,
      value,
    };
    // Most recently built last: the oldest go first.
    this.kept.delete(clanId);
    this.kept.set(clanId, entry);
    value.catch(() => {
      if (this.kept.get(clanId) === entry) this.kept.delete(clanId);
    });
    while (this.kept.size > MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    return value;
  }
}
