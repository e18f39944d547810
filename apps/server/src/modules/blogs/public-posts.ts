/**
 * How long a stored answer that lists published posts is reused at the same data version: a post scheduled
 * for a time shows at most this long after it, since no write marks the moment it becomes due.
 */
export const PUBLIC_POSTS_FRESH_MS = 5_000;

/** How the public reads that list or count published posts are stored (`registerStored`). */
export const PUBLIC_POSTS_STORED = {
  topics: ['blogs'],
  audience: 'public',
  freshForMs: PUBLIC_POSTS_FRESH_MS,
} as const;
