// Every route of the OpenAPI document, called by the clan's admin with inputs generated from the
// route's own schema: well-formed, broken, huge, hostile. Whatever comes in, the answer is never a
// 5xx, and an error is always `{ success: false, message, errors? }` with nothing of the server's
// insides in it (no stack, no SQL, no file paths).
import { errorResponseSchema } from '@giapha/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, withDomain } from '../requests.ts';
import { createTestApp } from '../test-app.ts';
import { type AttackFixture, buildAttackFixture, kindOf } from './fixture.ts';
import {
  fromSchema,
  type IdSource,
  type JsonSchema,
  junk,
  oneMutation,
  queryValue,
  rawBodies,
} from './schema-arbitrary.ts';

/** Fixed, so a failure here fails the same way on every machine. */
const SEED = Number(process.env.ATTACK_FUZZ_SEED ?? 20_261_126);
/** Generated requests per route (the whole file stays within about two minutes on PGlite). */
const RUNS = Number(process.env.ATTACK_FUZZ_RUNS ?? 20);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operation: Operation;
}

interface Attempt {
  url: string;
  payload?: string;
  contentType?: string;
}

// Built at collection time: one test per route needs the route list up front.
const t = await createTestApp({ AUTH_RATE_LIMIT: '1000000', UPLOAD_RATE_LIMIT: '1000000' });
const fixture: AttackFixture = await buildAttackFixture(t.app);
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
/** Status codes per route, printed with ATTACK_FUZZ_STATS=1 to see how deep the inputs reach. */
const stats = new Map<string, Map<number, number>>();
afterAll(async () => {
  if (process.env.ATTACK_FUZZ_STATS) {
    const lines = [...stats].map(([route, counts]) => {
      const parts = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      return `${route.padEnd(60)} ${parts.join(' ')}`;
    });
    console.log(lines.join('\n'));
  }
  await t.close();
});

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const routes: Route[] = Object.entries(doc.paths)
  .flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const upper = method.toUpperCase();
      const known = METHOD_ORDER.find((m) => m === upper);
      return known ? [{ method: known, path, operation }] : [];
    }),
  )
  // Deletions last, so the rows the other routes aim at are still there.
  .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));

const ids: IdSource = {
  idFor: (name, route) => {
    const kind = kindOf(name, route);
    const own = kind ? fixture.ids[kind] : [];
    return fc.oneof(
      { arbitrary: own.length ? fc.constantFrom(...own) : fc.uuid(), weight: own.length ? 6 : 0 },
      { arbitrary: fc.constantFrom(...fixture.all), weight: 2 },
      { arbitrary: fc.uuid(), weight: 1 },
    );
  },
  slug: fixture.slugs.length ? fc.constantFrom(...fixture.slugs) : fc.string(),
};

/** Text that must never reach a client: stack frames, error class names, file paths, SQL. */
const INTERNALS =
  /\bat [\w.<>$]+ \(|\bat file:|node_modules|\/apps\/server|Error:|TypeError|RangeError|\bSELECT\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "|violates|duplicate key|syntax error|relation "|column "|PGlite|drizzle|postgres/i;

function problemOf(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  if (INTERNALS.test(response.body)) return `internals in body`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error body is not JSON';
  }
  // Exactly the project's error shape: no other keys (Fastify's `code`, `statusCode`, `stack`…).
  const shape = errorResponseSchema.strict().safeParse(body);
  if (!shape.success)
    return `not the error shape: ${shape.error.issues.map((i) => i.path.join('.')).join(', ')}`;
  if (!shape.data.message.trim()) return 'no message';
  return null;
}

function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send it as a broken escape, which is what an attacker would.
    return '%ED%A0%80';
  }
}

function pathArbitrary(route: Route): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (!names.length) return fc.constant(route.path);
  const values = names.map((name) => {
    const real =
      name === 'slug'
        ? ids.slug
        : name === 'gen'
          ? fc.integer({ min: -5, max: 600 }).map(String)
          : ids.idFor(name, route.path);
    return fc.oneof(
      { arbitrary: real, weight: 4 },
      { arbitrary: junk.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))), weight: 1 },
      { arbitrary: fc.constantFrom('%', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00'), weight: 1 },
    );
  });
  return fc.tuple(...values).map((parts) => {
    let path = route.path;
    names.forEach((name, i) => {
      const raw = parts[i] ?? '';
      // Pre-made escapes go in as they are; everything else is encoded.
      const encoded = /^(%|\.\.%2F)/.test(raw) ? raw : encodePathValue(raw);
      path = path.replace(`{${name}}`, encoded || 'x');
    });
    return path;
  });
}

function queryArbitrary(route: Route): fc.Arbitrary<string> {
  // Half the time a query a browser could send (to reach the service), else hostile values too.
  return fc.oneof(queryWith(route, 0), queryWith(route, 1));
}

function queryWith(route: Route, junkWeight: number): fc.Arbitrary<string> {
  const params = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
  const options = { ids, route: route.path, junkWeight };
  const pairs = params.map((p) =>
    fc.option(
      queryValue(p.schema ?? {}, p.name, options).map((v) => [p.name, v] as const),
      { freq: p.required ? 8 : 3 },
    ),
  );
  const extra = fc.option(
    fc.constantFrom(
      ['limit', '100000'] as const,
      ['__proto__[x]', '1'] as const,
      ['constructor[prototype][x]', '1'] as const,
      ['domain', 'khac'] as const,
      ['offset', '-1'] as const,
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...pairs), junkWeight > 0 ? extra : fc.constant(null)).map(([chosen, more]) => {
    const parts: string[] = [];
    for (const pair of [...chosen, more]) {
      if (!pair) continue;
      parts.push(`${encodePathValue(pair[0])}=${encodePathValue(pair[1])}`);
    }
    return parts.join('&');
  });
}

function bodySchema(route: Route): JsonSchema | undefined {
  return route.operation.requestBody?.content?.['application/json']?.schema;
}

function bodyArbitrary(route: Route): fc.Arbitrary<unknown> {
  const schema = bodySchema(route);
  // Bodies the fixture made rows with (they pass every refinement a schema cannot express).
  const seen = fixture.examples.get(`${route.method} ${route.path}`) ?? [];
  const seeds = seen.length
    ? [
        { arbitrary: fc.constantFrom(...seen), weight: 1 },
        { arbitrary: oneMutation(fc.constantFrom(...seen)), weight: 3 },
      ]
    : [];
  // Routes that read their own body (multipart or JSON checked in the handler) have no schema here.
  if (!schema)
    return fc.oneof(
      ...seeds,
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: junk, weight: 2 },
    );
  const wellFormed = fromSchema(schema, '', { ids, route: route.path, junkWeight: 0 });
  return fc.oneof(
    ...seeds,
    // Bodies the contract accepts: the service itself, its rules and its SQL are what is tried.
    { arbitrary: wellFormed, weight: 3 },
    // One thing wrong in an otherwise good body.
    { arbitrary: oneMutation(wellFormed), weight: 3 },
    // Hostile values anywhere, any number of them.
    { arbitrary: fromSchema(schema, '', { ids, route: route.path, junkWeight: 1 }), weight: 2 },
    { arbitrary: junk, weight: 1 },
  );
}

function attemptArbitrary(route: Route): fc.Arbitrary<Attempt> {
  return fc
    .tuple(pathArbitrary(route), queryArbitrary(route), bodyArbitrary(route))
    .map(([path, query, body]) => {
      const url = withDomain(query ? `${path}?${query}` : path, fixture.clan.domain);
      if (route.method === 'GET' || body === undefined) return { url };
      return { url, payload: JSON.stringify(body), contentType: 'application/json' };
    });
}

async function send(route: Route, attempt: Attempt) {
  const response = await t.app.inject({
    method: route.method,
    url: attempt.url,
    headers: {
      ...bearer(fixture.clan.token),
      ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
    },
    ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
  });
  const key = `${route.method} ${route.path}`;
  const counts = stats.get(key) ?? new Map<number, number>();
  counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  stats.set(key, counts);
  return response;
}

function describeFailure(route: Route, attempt: Attempt, response: LightMyRequestResponse, problem: string) {
  return [
    `${route.method} ${attempt.url.slice(0, 300)} → ${problem}`,
    `  sent (${attempt.contentType ?? 'no type'}): ${(attempt.payload ?? '').slice(0, 400)}`,
    `  got ${response.statusCode}: ${response.body.slice(0, 400)}`,
  ].join('\n');
}

describe('schema-driven fuzzing of every route (as the clan admin)', () => {
  it('found the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx or leaks internals',
    async (_name, route) => {
      const failures: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(attemptArbitrary(route), async (attempt) => {
            const response = await send(route, attempt);
            const problem = problemOf(response);
            if (problem) failures.push(describeFailure(route, attempt, response, problem));
            return problem === null;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => {
          // The failures collected say more than fast-check's own report; they are asserted below.
        });

      if (route.method !== 'GET') {
        const path = fc.sample(pathArbitrary(route), { seed: SEED, numRuns: 1 })[0] ?? route.path;
        for (const raw of rawBodies) {
          const attempt: Attempt = {
            url: withDomain(path, fixture.clan.domain),
            payload: raw.body,
            ...(raw.contentType ? { contentType: raw.contentType } : {}),
          };
          const response = await send(route, attempt);
          const problem = problemOf(response);
          if (problem) failures.push(describeFailure(route, attempt, response, `${raw.label}: ${problem}`));
        }
      }
      expect(failures).toEqual([]);
    },
    // Bounded by RUNS; the room is for a machine shared with other work (scrypt on auth routes).
    120_000,
  );

  it('left Object.prototype alone', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.x).toBeUndefined();
  });

  it('kept the admin signed in and the clan intact (the attacks aimed at rows, not at the caller)', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', fixture.clan.domain),
      headers: bearer(fixture.clan.token),
    });
    expect(me.statusCode, me.body).toBe(200);
  });
});
