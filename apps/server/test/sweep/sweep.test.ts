// The isolation and access sweep: every route × method of the OpenAPI document, called as anonymous, a
// pending member, a member, a branch editor, clan A's admin and clan B's admin (with clan A's ids).
// Expectations come from the route's declared access only. See docs/ARCHITECTURE.md, "Proving isolation".
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  buildFixture,
  type Caller,
  type ClanTable,
  clanChecksums,
  clanIds,
  clanTables,
  perTable,
  queryRows,
  type SweepFixture,
  send,
} from './fixture.ts';
import { HOSTILE_DOMAINS, HOSTILE_HOSTS } from './hostile-domains.ts';
import { type Context, overrideFor, type PreparedRequest, phaseOf, prepare, wire } from './plan.ts';
import { loadRouteTable, type SweepRoute } from './route-table.ts';
import { type Json, topLevelKeys } from './values.ts';

const t: TestApp = await createTestApp();
const table = await loadRouteTable(t.app);
const routes = table.routes;
const guarded = routes.filter(
  (route) => route.access === 'member' || route.access === 'editor' || route.access === 'admin',
);
const adminOnly = routes.filter((route) => route.access === 'admin');
/** Writes of persons, families and what hangs on them: admins, and members keeping a branch (issue 24). */
const editorRoutes = routes.filter((route) => route.access === 'editor');
const byPhase = [...routes].sort((x, y) => phaseOf(x) - phaseOf(y));
const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
/** Writes with a JSON body (uploads are multipart; a few POSTs take no body). */
const jsonWrites = writes.filter(
  (route) => route.body !== undefined || overrideFor(route).body !== undefined,
);

let f: SweepFixture;
let context: Context;
let tables: ClanTable[];
const prepared = new Map<string, PreparedRequest>();

beforeAll(async () => {
  f = await buildFixture(t);
  context = { t, f };
  tables = await clanTables(t.database.db);
  for (const route of routes) prepared.set(route.key, await prepare(route, context));
});
afterAll(async () => {
  await t.close();
});

function requestFor(route: SweepRoute): PreparedRequest {
  const request = prepared.get(route.key);
  if (!request) throw new Error(`no request prepared for ${route.key}`);
  return request;
}

async function call(
  route: SweepRoute,
  caller: Caller,
  request: PreparedRequest = requestFor(route),
  json: Record<string, Json> | undefined = request.json,
) {
  const { payload, headers } = await wire(route, context, request, json);
  return send(t, caller, route.method, request.url, { payload, headers });
}

const errorBody = z.object({ success: z.literal(false), message: z.string() });

function expectError(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBody.parse(response.json());
  if (message) expect(body.message).toBe(message);
}

it(`the route table: every operation of the OpenAPI document (${routes.length}) declares its access and is registered`, () => {
  expect(table.problems).toEqual([]);
  // Registered from the contract's route table (packages/contract/src/api), so server and web agree.
  expect(table.notInContract).toEqual([]);
  expect(routes.length).toBeGreaterThan(100);
  const counts = Object.fromEntries(
    ['platform', 'public', 'member', 'editor', 'admin'].map((access) => [
      access,
      routes.filter((route) => route.access === access).length,
    ]),
  );
  expect(counts.member).toBeGreaterThan(0);
  expect(counts.editor).toBeGreaterThan(0);
  expect(counts.admin).toBeGreaterThan(0);
});

/**
 * The rule of plugins/auth.ts, written down once: a pending (not yet approved) member cannot sign in
 * (401 "đang chờ duyệt"), and a token of theirs — signed by the server itself — opens nothing: 401
 * "Phiên đăng nhập không hợp lệ hoặc đã hết hạn" on every member and admin route, like any user who is
 * not active.
 */
const PENDING_RULE = { status: 401, message: MESSAGES.sessionInvalid };

describe(`who may call: ${guarded.length} member/editor/admin routes × (anonymous, pending member, clan B's token), ${adminOnly.length + editorRoutes.length} admin/editor routes × member`, () => {
  it('a pending member cannot sign in', async () => {
    const response = await send(t, { domain: f.a.domain }, 'POST', '/api/auth/login', {
      payload: { username: 'choduyet', password: 'mat-khau-an-toan' },
    });
    expectError(response, 401, MESSAGES.accountPending);
  });

  it.each(guarded)('$key ($access)', async (route) => {
    expectError(await call(route, { domain: f.a.domain }), 401, MESSAGES.loginRequired);
    expectError(
      await call(route, { domain: f.a.domain, token: f.pending.token }),
      PENDING_RULE.status,
      PENDING_RULE.message,
    );
    expectError(await call(route, { domain: f.a.domain, token: f.b.token }), 401, MESSAGES.sessionInvalid);
    const asMember = await call(route, { domain: f.a.domain, token: f.member.token });
    // A member who keeps no branch may call no editor route (issue 24).
    if (route.access === 'admin' || route.access === 'editor') expectError(asMember, 403, MESSAGES.forbidden);
    else expect(asMember.statusCode, asMember.body).toBeLessThan(500);
  });
});

/**
 * The branch-editor role (issue 24): an active member who keeps the branch of one leaf (Bình's second son).
 * Every `editor` route called with clan A's values, which all name persons and families outside that
 * branch, is refused with 403 "Người này không thuộc chi bạn được giao quản lý" and changes no row; every
 * `admin` route (tree-level and clan-wide actions) is refused with 403 too. Runs before the allowed
 * callers' pass, which deletes rows the values name.
 */
describe(`a branch editor: ${editorRoutes.length} editor routes outside their branch and ${adminOnly.length} admin routes → 403, clan A unchanged`, () => {
  let before: Record<string, string>;
  let last: Record<string, string>;
  const editor = () => ({ domain: f.a.domain, token: f.editor.token });

  beforeAll(async () => {
    before = await clanChecksums(t.database.db, tables, f.a.clanId);
    last = before;
  });

  async function expectUnchanged() {
    const now = await clanChecksums(t.database.db, tables, f.a.clanId);
    const changed = changedTables(last, now);
    last = now;
    expect(changed, 'clan A tables changed by this call').toEqual([]);
  }

  it.each(editorRoutes)('$key (editor, outside the branch)', async (route) => {
    const response = await call(route, editor(), await prepare(route, context));
    expectError(response, 403, MESSAGES.outsideBranch);
    await expectUnchanged();
  });

  it.each(adminOnly)('$key (admin)', async (route) => {
    const response = await call(route, editor(), await prepare(route, context));
    expectError(response, 403, MESSAGES.forbidden);
    await expectUnchanged();
  });

  it(`left every clan table's rows of clan A as they were`, async () => {
    expect(changedTables(before, await clanChecksums(t.database.db, tables, f.a.clanId))).toEqual([]);
  });

  it('inside the branch the same editor writes: the leaf (200), a child of theirs (201), their boxes (200)', async () => {
    const leaf = f.rows.keptLeafId;
    const { treeId } = f.rows;
    const edited = await send(t, editor(), 'PUT', `/api/person?id=${leaf}&treeId=${treeId}`, {
      payload: { biography: 'Trưởng chi ghi' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await send(t, editor(), 'POST', '/api/family/add-child', {
      payload: { treeId, fatherId: leaf, child: { name: 'Nguyễn Văn Nhánh Con', sex: 'male' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const childId = z.object({ data: z.object({ child: z.object({ id: z.string() }) }) }).parse(added.json())
      .data.child.id;
    const moved = await send(t, editor(), 'PUT', '/api/persons/update-multiple-positions', {
      payload: {
        treeId,
        positions: [
          { id: leaf, x: 5, y: 5 },
          { id: childId, x: 5, y: 200 },
        ],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}

/** A route that names one of clan A's rows: by a path parameter, a required id, or an id in its body. */
function namesClanARow(route: SweepRoute, request: PreparedRequest, aIds: Set<string>): boolean {
  if (route.pathParams.length > 0) return true;
  const query = new URL(request.url, 'http://x').searchParams;
  for (const { name, required } of route.query) {
    const value = query.get(name);
    if (required && value && aIds.has(value)) return true;
  }
  return (
    JSON.stringify(request.json ?? {})
      .match(/[0-9a-f-]{36}/g)
      ?.some((id) => aIds.has(id)) ?? false
  );
}

describe(`clan B's admin with clan A's values: ${routes.length} routes, 404 or none of clan A's rows; clan A unchanged`, () => {
  let before: Record<string, string>;
  let last: Record<string, string>;
  let aIds: Set<string>;

  beforeAll(async () => {
    before = await clanChecksums(t.database.db, tables, f.a.clanId);
    last = before;
    aIds = new Set(await clanIds(t.database.db, tables, f.a.clanId));
  });

  it('sees every row of clan A it is about to guard', () => {
    const seeded = ['users', 'trees', 'persons', 'families', 'categories', 'blogs', 'menu_items', 'sections'];
    seeded.push('albums', 'events', 'bank_accounts', 'campaigns', 'donations', 'draft_trees', 'files');
    for (const name of seeded) expect(before[name], name).toMatch(/^[1-9]\d*:[0-9a-f]{32}$/);
    expect(aIds.size).toBeGreaterThan(20);
  });

  it.each(routes)('$key ($access)', async (route) => {
    const response = await call(route, { domain: f.b.domain, token: f.b.token });
    expect(response.statusCode, response.body).toBeLessThan(500);
    const leaked = [...aIds].filter((id) => response.body.includes(id));
    expect(leaked, response.body).toEqual([]);
    if (namesClanARow(route, requestFor(route), aIds)) {
      const other = overrideFor(route).otherClan?.statuses ?? [];
      if (!other.includes(response.statusCode)) expectError(response, 404);
    }
    const now = await clanChecksums(t.database.db, tables, f.a.clanId);
    const changed = changedTables(last, now);
    last = now;
    expect(changed, 'clan A tables changed by this call').toEqual([]);
  });

  it(`left every clan table's rows of clan A byte for byte as they were`, async () => {
    expect(changedTables(before, await clanChecksums(t.database.db, tables, f.a.clanId))).toEqual([]);
  });
});

const MASS_VERSION = 987_654;

/**
 * Per clan table, how many rows took what a mass-assignment request sent: the injected id, the
 * version, or an author who is not one of clan A's users.
 */
async function rowsThatTook(injectedId: string): Promise<Record<string, string>> {
  const found = await perTable(t.database.db, tables, (table, info) => {
    const has = (column: string) => info.columns.includes(column);
    const conditions = [
      has('id') ? sql`x.id::text = ${injectedId}` : undefined,
      has('version') ? sql`x.version = ${MASS_VERSION}` : undefined,
      has('created_by')
        ? sql`(x.clan_id = ${f.a.clanId} and x.created_by is not null and not exists
              (select 1 from users u where u.id = x.created_by and u.clan_id = ${f.a.clanId}))`
        : undefined,
    ].filter((condition) => condition !== undefined);
    if (conditions.length === 0) return sql`select 0`;
    return sql`select count(*) from ${table} x where ${sql.join(conditions, sql` or `)}`;
  });
  return Object.fromEntries(Object.entries(found).filter(([, count]) => count !== '0'));
}

const userRoles = z.array(z.object({ id: z.string(), role: z.string() }));

async function rolesOfClanA() {
  const rows = await queryRows(
    t.database.db,
    sql`select id::text as id, role from users where clan_id = ${f.a.clanId} order by id`,
  );
  return new Map(userRoles.parse(rows).map((row) => [row.id, row.role]));
}

function callerFor(route: SweepRoute): Caller {
  if (route.access === 'admin' || route.access === 'editor') return { domain: f.a.domain, token: f.a.token };
  if (route.access === 'member') return { domain: f.a.domain, token: f.member.token };
  return { domain: f.a.domain };
}

describe(`allowed callers: ${routes.length} routes (reads, writes, then deletes), never a 5xx; mass assignment on ${jsonWrites.length} JSON writes`, () => {
  it.each(byPhase)('$key ($access)', async (route) => {
    const caller = callerFor(route);
    // Fresh values: creates must not collide with what the clan-B pass made from the same request.
    const response = await call(route, caller, await prepare(route, context));
    const allowed = overrideFor(route).allowed?.statuses ?? [];
    if (response.statusCode >= 300) {
      expect(allowed, `${route.key} → ${response.statusCode} ${response.body}`).toContain(
        response.statusCode,
      );
      errorBody.parse(response.json());
    }

    if (!jsonWrites.includes(route)) return;
    // Mass assignment: the valid body plus fields a caller must not set.
    const contract = topLevelKeys(route.body);
    const injectedId = randomUUID();
    const extras: Record<string, Json> = {
      clanId: f.b.clanId,
      _id: injectedId,
      createdBy: f.b.adminId,
      ...(contract.has('id') ? {} : { id: injectedId }),
      ...(contract.has('version') ? {} : { version: MASS_VERSION }),
      ...(contract.has('role') ? {} : { role: 'admin' }),
    };
    const fresh = await prepare(route, context);
    const bBefore = await clanChecksums(t.database.db, tables, f.b.clanId);
    const rolesBefore = await rolesOfClanA();
    const massive = await call(route, caller, fresh, { ...fresh.json, ...extras });
    expect(massive.statusCode, massive.body).toBeLessThan(500);

    // Nothing landed in clan B, no row took the id, the author or the version sent.
    expect(changedTables(bBefore, await clanChecksums(t.database.db, tables, f.b.clanId))).toEqual([]);
    expect(await rowsThatTook(injectedId)).toEqual({});
    // No one became an admin: existing users keep their role, new ones are plain members.
    const rolesAfter = await rolesOfClanA();
    for (const [id, role] of rolesAfter) expect(role, id).toBe(rolesBefore.get(id) ?? 'user');
  });
});

/** Hostile `domain` values (issue 19) reach every route: 400 before the clan lookup, never a 5xx. */
const DOMAIN_INVALID = {
  success: false,
  message: MESSAGES.invalidInput,
  errors: [{ field: 'domain', message: MESSAGES.domainInvalid }],
};

describe(`hostile domain values: ${routes.length} routes × ${HOSTILE_DOMAINS.length} in ?domain= and ${HOSTILE_HOSTS.length} in Host`, () => {
  it.each(routes)('$key ($access)', async (route) => {
    const { url } = requestFor(route);
    const token = route.access === 'public' || route.access === 'platform' ? undefined : f.a.token;
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    for (const hostile of HOSTILE_DOMAINS) {
      const response = await t.app.inject({
        method: route.method,
        url: `${url}${url.includes('?') ? '&' : '?'}domain=${encodeURIComponent(hostile)}`,
        headers,
      });
      expect(response.statusCode, `${JSON.stringify(hostile)} → ${response.body}`).toBe(400);
      expect(response.json()).toEqual(DOMAIN_INVALID);
    }
    for (const host of HOSTILE_HOSTS) {
      const response = await t.app.inject({ method: route.method, url, headers: { ...headers, host } });
      expect(response.statusCode, `${host} → ${response.body}`).toBeLessThan(500);
      // Platform routes name no clan by their address (sign-in names it in the body): they ignore a
      // Host that cannot name one. Every other route needs the clan and refuses.
      if (route.access !== 'platform') expect(response.json(), host).toEqual(DOMAIN_INVALID);
    }
  });
});
