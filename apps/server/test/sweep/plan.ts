// How the sweep calls each route: path and query values from clan A's rows (by name, and for `id` by the
// resource the path names), a JSON body generated from the route's zod schema, and a small table of
// overrides for what a schema cannot say. A route without an override is still called.
import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { jpeg, multipartBody } from '../../src/modules/uploads/images.testing.ts';
import { login, PASSWORD } from '../clans.ts';
import type { TestApp } from '../test-app.ts';
import type { SweepFixture } from './fixture.ts';
import type { SweepRoute } from './route-table.ts';
import { type Json, type Known, minimalValue, unique } from './values.ts';

export interface Context {
  t: TestApp;
  f: SweepFixture;
}

export interface PreparedRequest {
  url: string;
  /** The JSON body, when the route takes one (mass assignment adds fields to it). */
  json?: Record<string, Json>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export interface RouteOverride {
  /** Path parameter values, when the resource the path names is not the one to use. */
  params?: (f: SweepFixture) => Record<string, string>;
  query?: (f: SweepFixture) => Record<string, string>;
  /** A JSON body (called for each request: creates stay unique). */
  body?: (context: Context) => Promise<Record<string, Json>> | Record<string, Json>;
  /** A body that is not JSON (multipart uploads). */
  raw?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Extra headers, made from the body (a bank notification's signature). */
  sign?: (context: Context, payload: string) => Record<string, string>;
  /** Statuses besides 2xx an allowed caller may get, and why. */
  allowed?: { statuses: number[]; why: string };
  /** Statuses besides 404 clan B's admin may get when the request names clan A's rows, and why. */
  otherClan?: { statuses: number[]; why: string };
  /** Order of the allowed callers' pass: reads 0, writes 1, destructive writes 2+, deletes 3+. */
  phase?: number;
}

/** The rows of clan A a path's `id` names, by the path's first segment. */
function resourceId(path: string, f: SweepFixture): string {
  const rows = f.rows;
  const segment = path.split('/').filter((part) => part && part !== 'api' && part !== 'public')[0] ?? '';
  const bySegment: Record<string, string> = {
    user: f.member.id,
    users: f.member.id,
    menu: rows.menuId,
    menus: rows.menuId,
    section: rows.sectionId,
    sections: rows.sectionId,
    category: rows.categoryId,
    categories: rows.categoryId,
    blog: rows.blogId,
    blogs: rows.blogId,
    album: rows.albumId,
    albums: rows.albumId,
    event: rows.eventId,
    events: rows.eventId,
    bank: rows.bankId,
    banks: rows.bankId,
    campaign: rows.campaignId,
    campaigns: rows.campaignId,
    campaignTransaction: rows.donationId,
    campaignTransactions: rows.donationId,
    source: rows.sourceId,
    sources: rows.sourceId,
    'source-page': rows.sourcePageId,
    citation: rows.citationId,
    person: rows.personId,
    persons: rows.personId,
    family: rows.personId,
    tree: rows.treeId,
    trees: rows.treeId,
    'tree-graph': rows.treeId,
    'ai-temp-trees': rows.draftId,
    grave: rows.graveId,
    'life-event': rows.lifeEventId,
    place: rows.placeId,
    places: rows.placeId,
    'person-claims': rows.personClaimId,
    branch: rows.branchId,
    branches: rows.branchId,
  };
  const id = bySegment[segment];
  if (!id) throw new Error(`the sweep does not know which row ${path} names: add it to resourceId`);
  return id;
}

function slugFor(path: string, f: SweepFixture): string {
  if (path.includes('/blog')) return f.rows.blogSlug;
  if (path.includes('/event')) return f.rows.eventSlug;
  if (path.includes('/campaign')) return f.rows.campaignSlug;
  throw new Error(`the sweep does not know which slug ${path} names`);
}

function pathValue(name: string, path: string, f: SweepFixture): string {
  switch (name) {
    case 'id':
      return resourceId(path, f);
    case 'slug':
      return slugFor(path, f);
    case 'treeId':
      return f.rows.treeId;
    case 'personId':
      return f.rows.childId;
    case 'gen':
      return '1';
    case 'userId':
      return f.member.id;
    case 'key':
      return 'khoa-khong-hop-le';
    default:
      throw new Error(`the sweep has no value for {${name}} in ${path}: add it to pathValue`);
  }
}

/** Query parameters filled in: the required ones, and every id-like one. */
function queryValue(name: string, path: string, f: SweepFixture): string | undefined {
  const rows = f.rows;
  const values: Record<string, () => string> = {
    id: () => resourceId(path, f),
    treeId: () => rows.treeId,
    campaignId: () => rows.campaignId,
    categoryId: () => rows.categoryId,
    categorySlug: () => rows.categorySlug,
    slug: () => rows.campaignSlug,
    clanId: () => f.a.clanId,
    personId: () => rows.personId,
    username: () => 'thanhvien',
    email: () => `thanhvien@${f.a.domain}.test`,
    token: () => 'ma-khong-hop-le',
    dateTime: () => new Date().toISOString(),
  };
  return values[name]?.();
}

/** Field values by name, wherever they appear in a body. */
export function knownFields(f: SweepFixture): Known {
  const rows = f.rows;
  return {
    treeId: () => rows.treeId,
    sourceTreeId: () => rows.treeId,
    personId: () => rows.personId,
    splitPersonId: () => rows.grandchildId,
    fatherId: () => rows.personId,
    motherId: () => rows.spouseId,
    familyId: () => rows.childFamilyId,
    categoryId: () => rows.categoryId,
    campaignId: () => rows.campaignId,
    bankAccountId: () => rows.bankId,
    clanId: () => f.a.clanId,
    name: () => `Người quét ${unique()}`,
    title: () => `Bài quét ${unique()}`,
    label: () => `Mục quét ${unique()}`,
    clanName: () => `Họ Quét ${unique()}`,
    username: () => `sweep${unique()}`,
    domain: () => `sweep-${unique()}`,
    email: () => `sweep-${unique()}@example.vn`,
    password: () => PASSWORD,
    url: () => '/quet',
    bankBin: () => '970436',
    accountNumber: () => String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
    accountHolder: () => 'NGUYEN VAN QUET',
    amount: () => 100_000,
    paidAt: () => new Date().toISOString(),
    otp: () => '0000',
    sex: () => 'male',
  };
}

async function freshRefreshToken(context: Context): Promise<string> {
  const session = await login(context.t.app, context.f.a.domain, 'thanhvien');
  return session.tokens.refresh.token;
}

const REORDER = {
  statuses: [400],
  why: 'a reorder names the clan’s whole list: another clan’s ids do not match it (nothing is moved)',
};

const UNKNOWN_CAMPAIGN = {
  statuses: [400],
  why: 'a campaign the clan does not have is a field to choose again: 400 "Vui lòng chọn chiến dịch"',
};

/** Per route, only what the generic rules cannot work out. */
export const OVERRIDES: Record<string, RouteOverride> = {
  'POST /api/auth/login': {
    body: () => ({ username: 'thanhvien', password: PASSWORD }),
  },
  'POST /api/auth/refresh-tokens': {
    body: async (context) => ({ refreshToken: await freshRefreshToken(context) }),
  },
  'POST /api/auth/logout': {
    body: async (context) => ({ refreshToken: await freshRefreshToken(context) }),
  },
  'POST /api/auth/reset-password': {
    allowed: { statuses: [400], why: 'the link’s token is not a real one' },
  },
  'GET /api/auth/verify-email': {
    allowed: { statuses: [400], why: 'the link’s token is not a real one' },
  },
  'POST /api/campaign/verify-otp': {
    allowed: { statuses: [400], why: 'the campaign’s ledger is public: there is no code to check' },
  },
  'POST /api/webhooks/bank': {
    body: () => ({
      reference: `FT${unique()}`,
      amount: 150_000,
      description: 'Ung ho quy',
    }),
    sign: (context, payload) => {
      const signature = createHmac('sha256', context.f.webhookSecret).update(payload).digest('hex');
      return { 'x-signature': `sha256=${signature}` };
    },
  },
  'POST /api/webhooks/bank/secret': { phase: 2 },
  'POST /api/campaignTransaction': { otherClan: UNKNOWN_CAMPAIGN },
  'POST /api/upload': {
    raw: async () => multipartBody(await jpeg()),
  },
  'POST /api/campaignTransactions/import/preview': {
    raw: async () =>
      multipartBody(
        Buffer.from('Ngày;Số tham chiếu;Số tiền;Mô tả\n15/01/2026;FT26015001;500.000;QUYHO ung ho\n'),
        { field: 'file', filename: 'sao-ke.csv', contentType: 'text/csv' },
      ),
  },
  'POST /api/campaignTransactions/import': {
    otherClan: UNKNOWN_CAMPAIGN,
    body: (context) => ({
      campaignId: context.f.rows.campaignId,
      mapping: { paidAt: 0, reference: 1, amount: 2, note: 3, donorName: 3 },
      rows: [['15/01/2026', `FT${unique()}`, '500.000', 'ung ho']],
    }),
  },
  'POST /api/ai-temp-trees': {
    body: () => ({ source: 'text', text: 'Đời thứ 1: Nguyễn Văn Quét\n   Con trai: Nguyễn Văn Một\n' }),
  },
  'PATCH /api/user/{id}/approve': { params: (f) => ({ id: f.spareUsers[0] ?? '' }) },
  'PATCH /api/user/{id}/reject': { params: (f) => ({ id: f.spareUsers[1] ?? '' }) },
  'PATCH /api/user/{id}/role': {
    body: () => ({ role: 'user' }),
  },
  'DELETE /api/user/{id}': { params: (f) => ({ id: f.spareUsers[2] ?? '' }), phase: 3 },
  // "Me" in the tree (issue 23): the member's request is decided once; a linked account asks no more.
  'POST /api/me/person-claim': {
    allowed: { statuses: [409], why: 'the account or the person is already linked (the sweep links them)' },
    phase: 2,
  },
  'DELETE /api/me/person-claim': {
    allowed: { statuses: [404], why: 'no request is pending once the sweep decided or replaced it' },
    phase: 3,
  },
  'GET /api/me/kinship/{id}': { params: (f) => ({ id: f.rows.personId }) },
  'DELETE /api/me/person': {
    allowed: { statuses: [404], why: 'the caller’s account is not linked to anyone' },
    phase: 3,
  },
  // Giỗ reminders by mail (issue 24).
  'PUT /api/me/reminders': {
    body: () => ({ mailEnabled: false, daysAhead: [7, 1], includeEvents: true }),
  },
  'POST /api/me/reminder-follows': {
    body: (context) => ({ personId: context.f.rows.personId }),
    allowed: { statuses: [409], why: 'a caller follows a person once: the second call is a duplicate' },
  },
  'DELETE /api/me/reminder-follow/{id}': {
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    allowed: { statuses: [404], why: 'no follow has this id (the routes’ own tests remove real ones)' },
  },
  'POST /api/public/reminders/unsubscribe': {
    query: (f) => ({ user: f.member.id, key: 'A'.repeat(32) }),
    allowed: {
      statuses: [404],
      why: 'a key the member was never given (the routes’ own tests use the real one)',
    },
  },
  'PATCH /api/person-claims/{id}': {
    body: () => ({ decision: 'approved' }),
    allowed: {
      statuses: [409, 403],
      why: 'a request is decided once; a member who heads no branch decides none (issue 24)',
    },
    phase: 1,
  },
  // Branches (issue 24): members who head no branch see no member links; one branch per root and tree.
  'GET /api/person-claims': {
    allowed: { statuses: [403], why: 'a member who heads no branch sees no member links' },
  },
  'GET /api/branch/{id}/pending-members': {
    allowed: { statuses: [403], why: 'only admins and the branch’s keepers see its pending members' },
  },
  'POST /api/branch': {
    body: (context) => ({ treeId: context.f.rows.treeId, rootPersonId: context.f.rows.grandchildId }),
    allowed: {
      statuses: [409],
      why: 'one branch per root and tree: the second call roots at the same person',
    },
  },
  'PUT /api/branch/{id}/keepers': { body: () => ({ keepers: [] }), phase: 2 },
  'DELETE /api/branch/{id}': { phase: 3 },
  'PUT /api/user/{id}/person': {
    body: () => ({ personId: null }),
  },
  // Members' suggestions (issue 24): the fixture holds no suggestion, so an id names none (404); a member
  // who heads no branch reviews nothing (403).
  'POST /api/suggestions': {
    body: (context) => ({
      kind: 'editPerson',
      personId: context.f.rows.personId,
      changes: { name: `Nguyễn Văn ${unique()}` },
    }),
  },
  'GET /api/suggestions': {
    allowed: { statuses: [403], why: 'a member who heads no branch reviews nothing' },
  },
  'GET /api/suggestion/{id}': {
    params: (f) => ({ id: f.rows.personId }),
    allowed: { statuses: [403, 404], why: 'the fixture holds no suggestion; a plain member reviews nothing' },
  },
  'PATCH /api/suggestion/{id}': {
    params: (f) => ({ id: f.rows.personId }),
    body: () => ({ action: 'reject', version: 1, reason: 'Không đúng' }),
    allowed: { statuses: [403, 404], why: 'the fixture holds no suggestion; a plain member reviews nothing' },
  },
  'DELETE /api/me/suggestion/{id}': {
    params: (f) => ({ id: f.rows.personId }),
    allowed: { statuses: [404], why: 'the fixture holds no suggestion of the caller' },
    phase: 3,
  },
  'PUT /api/menus/reorder': {
    otherClan: REORDER,
    body: (context) => ({ items: [{ id: context.f.rows.menuId, parentId: null, position: 0 }] }),
  },
  'PUT /api/sections/reorder': {
    otherClan: REORDER,
    body: (context) => ({ items: [{ id: context.f.rows.sectionId, position: 0 }] }),
  },
  'PUT /api/categories/reorder': {
    otherClan: REORDER,
    body: (context) => ({ items: [{ id: context.f.rows.categoryId, position: 0 }] }),
  },
  'PUT /api/persons/update-multiple-positions': {
    body: (context) => ({
      treeId: context.f.rows.treeId,
      positions: [{ id: context.f.rows.personId, x: 10, y: 20 }],
    }),
  },
  'POST /api/family/add-child': {
    body: (context) => ({
      treeId: context.f.rows.treeId,
      fatherId: context.f.rows.grandchildId,
      child: { name: `Nguyễn Văn ${unique()}`, sex: 'male' },
    }),
  },
  'POST /api/family/add-spouse': {
    body: (context) => ({
      treeId: context.f.rows.treeId,
      personId: context.f.rows.grandchildId,
      spouse: { name: `Lê Thị ${unique()}`, sex: 'female' },
    }),
  },
  'POST /api/tree/remove-family': { phase: 2 },
  'POST /api/tree/remove-family-auto': {
    phase: 2,
    body: (context) => ({ treeId: context.f.rows.treeId, familyId: context.f.rows.familyId }),
  },
  'POST /api/event': {
    body: () => ({ title: `Giỗ quét ${unique()}`, startDate: '2026-05-01' }),
  },
  'POST /api/family/add-multiple-children': {
    body: (context) => ({
      treeId: context.f.rows.treeId,
      fatherId: context.f.rows.grandchildId,
      children: [{ name: `Nguyễn Văn ${unique()}`, sex: 'male' }],
    }),
  },
  'POST /api/ai-temp-trees/{id}/publish': { phase: 2 },
  'POST /api/ai-temp-trees/{id}/publish-with-families': {
    phase: 2,
    allowed: { statuses: [409], why: 'the draft was published a moment before' },
  },
  'DELETE /api/person': { query: (f) => ({ id: f.rows.looseQueryPersonId }) },
  'DELETE /api/person/{id}': { params: (f) => ({ id: f.rows.loosePersonId }) },
  'DELETE /api/tree/{id}': { params: (f) => ({ id: f.rows.splitTreeId }) },
  'DELETE /api/campaignTransaction/{id}': { phase: 3 },
  'DELETE /api/campaign/{id}': { phase: 4 },
  'DELETE /api/bank/{id}': { phase: 5 },
  // Sources (issue 21): new citations name no page, so the fixture's page is free once its citation goes.
  'POST /api/citation': {
    body: (context) => ({
      sourceId: context.f.rows.sourceId,
      personId: context.f.rows.personId,
      fact: 'name',
    }),
  },
  'PUT /api/source/{id}/pages/reorder': {
    body: (context) => ({ items: [{ id: context.f.rows.sourcePageId, position: 0 }] }),
  },
  'DELETE /api/citation/{id}': { phase: 3 },
  'DELETE /api/source-page/{id}': { phase: 4 },
  'DELETE /api/source/{id}': { phase: 5 },
  // Life events (issue 21): a family's routes name the root's family; a reorder lists exactly the
  // root's undated events as they are when it runs (the sweep's own creates add some).
  'GET /api/family/{id}/events': { params: (f) => ({ id: f.rows.familyId }) },
  'POST /api/family/{id}/event': {
    params: (f) => ({ id: f.rows.familyId }),
    body: () => ({ type: 'marriage' }),
  },
  'PUT /api/person/{id}/events/reorder': {
    body: async (context) => {
      const { a, rows } = context.f;
      const listed = await context.t.app.inject({
        method: 'GET',
        url: `/api/person/${rows.personId}/events?domain=${a.domain}`,
        headers: { authorization: `Bearer ${a.token}` },
      });
      const events = z
        .object({ data: z.array(z.object({ id: z.string(), date: z.unknown() })) })
        .parse(listed.json());
      return { ids: events.data.filter((e) => e.date === null).map((e) => e.id) };
    },
  },
  'DELETE /api/life-event/{id}': { phase: 3 },
  // Places (issue 21): the spare place is merged into the fixture's, which is deleted last.
  'POST /api/places/merge': {
    phase: 2,
    body: (context) => ({ fromId: context.f.rows.sparePlaceId, intoId: context.f.rows.placeId }),
  },
  'DELETE /api/place/{id}': {
    phase: 4,
    allowed: {
      statuses: [409],
      why: 'a write of the sweep may have named the place (409 "Địa danh đang được dùng…")',
    },
  },
  // Calendar feeds (issue 24): the sweep's rows have no giỗ and its member no key it was given.
  'GET /api/public/calendar/member/{userId}/{key}/calendar.ics': {
    params: (f) => ({ userId: f.member.id, key: 'A'.repeat(32) }),
    allowed: {
      statuses: [404],
      why: 'a key the member was never given: 404 "Địa chỉ lịch không đúng…" (modules/calendar tests the real one)',
    },
  },
  'GET /api/public/person/{id}/gio.ics': {
    allowed: { statuses: [404], why: 'the sweep’s person has no lunar day of death: no giỗ to download' },
  },
  'GET /api/person/{id}/gio.ics': {
    allowed: { statuses: [404], why: 'the sweep’s person has no lunar day of death: no giỗ to download' },
  },
  'GET /api/public/branch/{id}/calendar.ics': {
    allowed: { statuses: [404], why: 'the sweep’s branch may be on a tree visitors cannot see' },
  },
};

export function overrideFor(route: SweepRoute): RouteOverride {
  return OVERRIDES[route.key] ?? {};
}

/** Reads first, then writes, destructive writes, and deletes last. */
export function phaseOf(route: SweepRoute): number {
  const phase = overrideFor(route).phase;
  if (phase !== undefined) return phase;
  if (route.method === 'GET') return 0;
  if (route.method === 'DELETE') return 3;
  return 1;
}

const jsonObject = z.record(z.string(), z.json());

/** The request clan A's values make for this route (the clan-B pass sends the same on its own domain). */
export async function prepare(route: SweepRoute, context: Context): Promise<PreparedRequest> {
  const { f } = context;
  const override = overrideFor(route);
  const params = override.params?.(f) ?? {};
  let url = route.path;
  for (const name of route.pathParams) {
    url = url.replace(`{${name}}`, encodeURIComponent(params[name] ?? pathValue(name, route.path, f)));
  }
  const query = new URLSearchParams();
  const overrideQuery = override.query?.(f) ?? {};
  for (const { name, required } of route.query) {
    const value = overrideQuery[name] ?? queryValue(name, route.path, f);
    if (value !== undefined) query.set(name, value);
    else if (required) throw new Error(`the sweep has no value for ?${name} of ${route.key}`);
  }
  if (query.size > 0) url = `${url}?${query.toString()}`;

  if (override.raw) {
    const { payload, headers } = await override.raw();
    return { url, payload, headers };
  }
  let json: Record<string, Json> | undefined;
  if (override.body) json = await override.body(context);
  else if (route.body) json = jsonObject.parse(minimalValue(route.body, knownFields(f)) ?? {});
  return { url, ...(json ? { json } : {}) };
}

/** The payload and headers of a prepared request, the body's signature added where the route wants one. */
export async function wire(
  route: SweepRoute,
  context: Context,
  request: PreparedRequest,
  json: Record<string, Json> | undefined = request.json,
): Promise<{ payload?: InjectOptions['payload']; headers: Record<string, string> }> {
  if (json === undefined) return { payload: request.payload, headers: request.headers ?? {} };
  const payload = JSON.stringify(json);
  const signed = overrideFor(route).sign?.(context, payload) ?? {};
  return { payload, headers: { 'content-type': 'application/json', ...signed } };
}
