import type { publicBlogListResponse } from '@giapha/contract';
import type { z } from 'zod';

/** How long a public blog list answer is reused: also the longest a due scheduled post waits to show. */
export const PUBLIC_BLOGS_CACHE_MS = 5_000;
const MAX_ENTRIES_PER_CLAN = 500;
const MAX_CLANS = 10_000;

/** The public list's answer, as the route sends it. */
export type PublicBlogList = z.infer<typeof publicBlogListResponse>;

interface ClanEntries {
  /** Changes on every write to the clan's posts or categories; an answer read before it is not kept. */
  generation: number;
  answers: Map<string, { body: PublicBlogList; until: number }>;
}

/**
 * The public blog list is the busiest read of a clan's site (home page, blog list, every visitor), so
 * its answers are kept for a few seconds per clan and query, and dropped at once when this process
 * writes a post or a category. Other processes catch up within the same few seconds.
 */
export class PublicBlogsCache {
  private readonly byClan = new Map<string, ClanEntries>();
  private lastGeneration = 0;

  constructor(private readonly ttlMs = PUBLIC_BLOGS_CACHE_MS) {}

  private entries(clanId: string): ClanEntries {
    let entries = this.byClan.get(clanId);
    if (!entries) {
      if (this.byClan.size >= MAX_CLANS) this.byClan.clear();
      entries = { generation: ++this.lastGeneration, answers: new Map() };
      this.byClan.set(clanId, entries);
    }
    return entries;
  }

  /** The clan's current generation: read it before querying, hand it to `set` with the answer. */
  generation(clanId: string): number {
    return this.entries(clanId).generation;
  }

  get(clanId: string, key: string): PublicBlogList | undefined {
    const answers = this.byClan.get(clanId)?.answers;
    const entry = answers?.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.body;
    answers?.delete(key);
    return undefined;
  }

  /** Keeps an answer unless a write came in while it was being read (it may predate the write). */
  set(clanId: string, key: string, body: PublicBlogList, readAtGeneration: number): void {
    const entries = this.entries(clanId);
    if (entries.generation !== readAtGeneration) return;
    if (entries.answers.size >= MAX_ENTRIES_PER_CLAN) entries.answers.clear();
    entries.answers.set(key, { body, until: Date.now() + this.ttlMs });
  }

  /** Forgets the clan's answers; called after a write to its posts or categories has committed. */
  invalidate(clanId: string): void {
    const entries = this.entries(clanId);
    entries.generation = ++this.lastGeneration;
    entries.answers.clear();
  }
}

const caches = new WeakMap<object, PublicBlogsCache>();

/** One cache per database (so per app): the blogs and categories services share it. */
export function publicBlogsCache(db: object): PublicBlogsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicBlogsCache();
    caches.set(db, cache);
  }
  return cache;
}
