import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PublicBlogList, PublicBlogsCache } from './public-blogs-cache.ts';

const answer = (total: number): PublicBlogList => ({ success: true, data: [], total });

afterEach(() => {
  vi.useRealTimers();
});

describe('PublicBlogsCache', () => {
  it('reuses an answer for its time, per clan and query', () => {
    vi.useFakeTimers();
    const cache = new PublicBlogsCache(5000);
    cache.set('a', 'q1', answer(1), cache.generation('a'));
    expect(cache.get('a', 'q1')?.total).toBe(1);
    expect(cache.get('a', 'q2')).toBeUndefined();
    expect(cache.get('b', 'q1')).toBeUndefined();
    vi.advanceTimersByTime(5001);
    expect(cache.get('a', 'q1')).toBeUndefined();
  });

  it('forgets a clan’s answers on a write, and never keeps one read before that write', () => {
    const cache = new PublicBlogsCache();
    cache.set('a', 'q', answer(1), cache.generation('a'));
    cache.set('b', 'q', answer(2), cache.generation('b'));
    const readBeforeWrite = cache.generation('a');
    cache.invalidate('a');
    expect(cache.get('a', 'q')).toBeUndefined();
    expect(cache.get('b', 'q')?.total).toBe(2);
    // A slow read that began before the write comes back: not kept.
    cache.set('a', 'q', answer(3), readBeforeWrite);
    expect(cache.get('a', 'q')).toBeUndefined();
    cache.set('a', 'q', answer(4), cache.generation('a'));
    expect(cache.get('a', 'q')?.total).toBe(4);
  });
});
