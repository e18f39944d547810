import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createTestApp, ready, type TestApp } from '../test-app.ts';

/** Whether the run has a PostgreSQL server: the embedded database belongs to one process. */
export const onPostgres = Boolean(inject('databaseUrl'));

/**
 * Two apps on one PostgreSQL database and one JWT_SECRET, standing for two server processes behind a
 * load balancer; made before the file's tests (on PostgreSQL only) and closed after them.
 */
export function useTwoProcesses(): { readonly a: TestApp; readonly b: TestApp } {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    if (!onPostgres) return;
    const JWT_SECRET = randomBytes(32).toString('hex');
    a = await createTestApp({ JWT_SECRET });
    b = await createTestApp({ JWT_SECRET });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  return {
    get a() {
      return ready(a, 'process A');
    },
    get b() {
      return ready(b, 'process B');
    },
  };
}
