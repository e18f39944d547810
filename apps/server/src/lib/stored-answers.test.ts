import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { dataVersionSource } from '../db/data-version-feed.ts';
import { acceptedEncoding, ifNoneMatch, StoredAnswers } from './stored-answers.ts';

describe('content negotiation of stored answers', () => {
  it('takes br before gzip, honours q=0 and *, and sends plain otherwise', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('matches If-None-Match weakly, in lists, and *', () => {
    expect(ifNoneMatch('"a-1"', '"a-1"')).toBe(true);
    expect(ifNoneMatch('W/"a-1"', '"a-1"')).toBe(true);
    expect(ifNoneMatch('"x", "a-1"', '"a-1"')).toBe(true);
    expect(ifNoneMatch('*', '"a-1"')).toBe(true);
    expect(ifNoneMatch('"a-2"', '"a-1"')).toBe(false);
    expect(ifNoneMatch(undefined, '"a-1"')).toBe(false);
  });
});

describe('StoredAnswers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  function serve(store: StoredAnswers, clanId: string, build: () => Promise<string>, freshForMs?: number) {
    const app = Fastify();
    app.get<{ Params: { key: string } }>('/answer/:key', (request, reply) =>
      store.send(request, reply, {
        clanId,
        topics: ['trees'],
        key: request.params.key,
        audience: 'public',
        ...(freshForMs === undefined ? {} : { freshForMs }),
        build,
      }),
    );
    return app;
  }

  it('builds again after freshForMs even at the same version (posts that become due)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let builds = 0;
      const app = serve(
        new StoredAnswers(dataVersionSource(database)),
        randomUUID(),
        async () => JSON.stringify({ builds: ++builds }),
        5_000,
      );
      await app.inject({ method: 'GET', url: '/answer/a' });
      vi.advanceTimersByTime(4_000);
      expect((await app.inject({ method: 'GET', url: '/answer/a' })).body).toBe('{"builds":1}');
      vi.advanceTimersByTime(2_000);
      expect((await app.inject({ method: 'GET', url: '/answer/a' })).body).toBe('{"builds":2}');
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds an answer once for requests that arrive together, then serves it stored', async () => {
    let builds = 0;
    const store = new StoredAnswers(dataVersionSource(database));
    const app = serve(store, randomUUID(), async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return JSON.stringify({ success: true, data: 'x'.repeat(5000) });
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ method: 'GET', url: '/answer/a', headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(builds).toBe(1);
    await app.inject({ method: 'GET', url: '/answer/a' });
    expect(builds).toBe(1);
    await app.close();
  });

  it('does not keep a failed build, and forgets the least recently used answers past its budget', async () => {
    let fail = true;
    const store = new StoredAnswers(dataVersionSource(database), 12_000);
    const app = serve(store, randomUUID(), async () => {
      if (fail) throw new Error('đọc lỗi');
      return JSON.stringify({ data: 'y'.repeat(5000) });
    });
    expect((await app.inject({ method: 'GET', url: '/answer/a' })).statusCode).toBe(500);
    fail = false;
    expect((await app.inject({ method: 'GET', url: '/answer/a' })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/answer/b' });
    expect(store.storedBytes).toBeLessThanOrEqual(12_000);
    await app.inject({ method: 'GET', url: '/answer/c' });
    expect(store.storedBytes).toBeLessThanOrEqual(12_000);
    await app.close();
  });
});
