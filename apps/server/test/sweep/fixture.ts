// Clan A with one real row of every entity, made through the public API as a user would; clan B with its
// admin. Ids are read back from the responses.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { DbOrTx } from '../../src/db/client.ts';
import { jpeg, multipartBody } from '../../src/modules/uploads/images.testing.ts';
import { appointKeeper } from '../branches.ts';
import { activeMember, type ClanFixture, PASSWORD, registerClan, registerMember } from '../clans.ts';
import { bearer, type HttpMethod, withDomain } from '../requests.ts';
import type { TestApp } from '../test-app.ts';

export interface Caller {
  domain: string;
  token?: string;
}

export interface SendOptions {
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export function send(t: TestApp, caller: Caller, method: HttpMethod, url: string, options: SendOptions = {}) {
  return t.app.inject({
    method,
    url: withDomain(url, caller.domain),
    headers: { ...(caller.token ? bearer(caller.token) : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

const rowsResult = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** The rows of a raw statement, on PGlite and node-postgres alike. */
export async function queryRows(db: DbOrTx, statement: SQL): Promise<Record<string, unknown>[]> {
  return rowsResult.parse(await db.execute(statement)).rows;
}

function data<T extends z.ZodType>(response: LightMyRequestResponse, status: number, schema: T): z.infer<T> {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
  const body = z.object({ data: z.unknown() }).parse(response.json());
  return schema.parse(body.data);
}

const withId = z.object({ id: z.string() });
const withSlug = z.object({ id: z.string(), slug: z.string() });
const treeData = z.object({ _id: z.string() });
const personData = z.object({ id: z.string() });

/** Clan A's real values, by what they are. */
export interface ClanARows {
  treeId: string;
  splitTreeId: string;
  /** The root of the tree, its wife, their son (the split person) and his son. */
  personId: string;
  spouseId: string;
  childId: string;
  grandchildId: string;
  /** A person on the tree nobody else needs (deleted by DELETE /api/person/{id}). */
  loosePersonId: string;
  looseQueryPersonId: string;
  familyId: string;
  childFamilyId: string;
  categoryId: string;
  categorySlug: string;
  blogId: string;
  blogSlug: string;
  menuId: string;
  sectionId: string;
  albumId: string;
  eventId: string;
  eventSlug: string;
  bankId: string;
  campaignId: string;
  campaignSlug: string;
  donationId: string;
  draftId: string;
  /** A source with a page, cited by the root (issue 21). */
  sourceId: string;
  sourcePageId: string;
  citationId: string;
  uploadId: string;
  uploadUrl: string;
  /** A grave of the root, who has died (issue 21). */
  graveId: string;
  /** An undated life event of the root (issue 21). */
  lifeEventId: string;
  /** A place, and a spare one that POST /api/places/merge merges into it (issue 21). */
  placeId: string;
  sparePlaceId: string;
  /** A pending member's "Tôi là …" request made at registration, naming the grandchild (issue 23). */
  personClaimId: string;
  /** A branch rooted at the tree's root, made by the admin through the API; nobody keeps it (issue 24). */
  branchId: string;
  /** Bình's second son, a leaf: the root of the branch the sweep's editor keeps (issue 24). */
  keptLeafId: string;
}

export interface SweepFixture {
  a: ClanFixture;
  b: ClanFixture;
  member: { id: string; token: string };
  /**
   * An active member appointed editor of the branch rooted at `rows.keptLeafId` (issue 24): every value
   * the sweep sends names someone outside it.
   */
  editor: { id: string; token: string };
  /** Registered, not approved: signs in to nothing; holds a token the server itself signed. */
  pending: { id: string; token: string };
  /** Pending users the user routes approve, reject and delete, so the others stay as they are. */
  spareUsers: string[];
  /** Clan A's secret for signed bank notifications (the sweep rotates it only after using it). */
  webhookSecret: string;
  rows: ClanARows;
}

const OUTLINE = `GIA PHẢ HỌ NGUYỄN
Đời thứ 1: Nguyễn Văn Tổ (1820 – 1890)
   Vợ: Trần Thị Hiền
   Con trai trưởng: Nguyễn Văn Bình
`;

export async function buildFixture(t: TestApp): Promise<SweepFixture> {
  const a = await registerClan(t.app);
  const b = await registerClan(t.app);
  const admin: Caller = { domain: a.domain, token: a.token };
  const post = (url: string, payload: object) => send(t, admin, 'POST', url, { payload });

  const member = await activeMember(t.app, a, 'thanhvien');
  const pendingId = await registerMember(t.app, a.domain, 'choduyet');
  const pending = {
    id: pendingId,
    token: (await t.app.accessTokens.sign({ userId: pendingId, clanId: a.clanId, sessionId: randomUUID() }))
      .token,
  };
  const spareUsers: string[] = [];
  for (const name of ['duphong1', 'duphong2', 'duphong3']) {
    spareUsers.push(await registerMember(t.app, a.domain, name));
  }

  // The family tree: Tổ + Hiền → Bình → Cường; Bình's branch split into its own tree.
  const tree = data(await post('/api/tree', { name: 'Cây họ Nguyễn', isPublic: true }), 201, treeData);
  const root = data(
    await post('/api/tree/create-person-family', {
      treeId: tree._id,
      personData: { name: 'Nguyễn Văn Tổ', sex: 'male', generation: 1 },
    }),
    201,
    z.object({ person: personData, family: withId }),
  );
  const spouse = data(
    await post('/api/family/add-spouse', {
      treeId: tree._id,
      personId: root.person.id,
      spouse: { name: 'Trần Thị Hiền', sex: 'female' },
    }),
    201,
    z.object({ spouse: personData }),
  );
  const child = data(
    await post('/api/family/add-child', {
      treeId: tree._id,
      fatherId: root.person.id,
      motherId: spouse.spouse.id,
      child: { name: 'Nguyễn Văn Bình', sex: 'male' },
    }),
    201,
    z.object({ child: personData }),
  );
  const grandchild = data(
    await post('/api/family/add-child', {
      treeId: tree._id,
      fatherId: child.child.id,
      child: { name: 'Nguyễn Văn Cường', sex: 'male' },
    }),
    201,
    z.object({ child: personData, family: withId }),
  );
  const split = data(
    await post('/api/tree/split', { sourceTreeId: tree._id, splitPersonId: child.child.id }),
    201,
    treeData,
  );
  // Bình's second son, a leaf: the branch editor keeps the branch rooted at him and nothing else (issue 24).
  const keptLeaf = data(
    await post('/api/family/add-child', {
      treeId: tree._id,
      fatherId: child.child.id,
      child: { name: 'Nguyễn Văn Nhánh', sex: 'male' },
    }),
    201,
    z.object({ child: personData }),
  );
  const editor = await activeMember(t.app, a, 'bientapchi');
  await appointKeeper(t.database.db, a.clanId, {
    treeId: tree._id,
    rootPersonId: keptLeaf.child.id,
    userId: editor.id,
    role: 'editor',
    name: 'Chi Nguyễn Văn Nhánh',
  });
  const branch = data(
    await post('/api/branch', { treeId: tree._id, rootPersonId: root.person.id }),
    201,
    z.object({ _id: z.string() }),
  );
  const loose = data(
    await post('/api/person', { name: 'Nguyễn Văn Lẻ', sex: 'male', treeId: tree._id }),
    201,
    personData,
  );
  const looseQuery = data(
    await post('/api/person', { name: 'Nguyễn Thị Lẻ', sex: 'female', treeId: tree._id }),
    201,
    personData,
  );

  // The website.
  const upload = data(
    await send(t, admin, 'POST', '/api/upload', multipartBody(await jpeg())),
    201,
    z.object({ file: z.object({ _id: z.string(), url: z.string() }) }),
  );
  // The root has died; his grave, with a photo (issue 21).
  expect(
    (await send(t, admin, 'PUT', `/api/person?id=${root.person.id}`, { payload: { deceased: true } }))
      .statusCode,
  ).toBe(200);
  const grave = data(
    await post(`/api/person/${root.person.id}/grave`, {
      cemetery: 'Nghĩa trang làng',
      photos: [{ url: upload.file.url }],
    }),
    201,
    withId,
  );
  const category = data(await post('/api/category', { name: 'Tin họ tộc' }), 201, withSlug);
  const blog = data(
    await post('/api/blog', {
      title: 'Lễ giỗ tổ năm nay',
      categoryId: category.id,
      content: '<p>Con cháu về dự lễ.</p>',
      coverImage: upload.file.url,
      status: 'published',
    }),
    201,
    withSlug,
  );
  const menu = data(await post('/api/menu', { label: 'Giới thiệu', url: '/gioi-thieu' }), 201, withId);
  const section = data(await post('/api/section', { type: 'hero', title: 'Chào mừng' }), 201, withId);
  const album = data(
    await post('/api/album', { title: 'Lễ giỗ tổ', images: [{ url: upload.file.url }] }),
    201,
    withId,
  );
  const event = data(
    await post('/api/event', { title: 'Giỗ tổ', personId: root.person.id, startDate: '2026-04-10' }),
    201,
    withSlug,
  );

  // Fundraising.
  const bank = data(
    await post('/api/bank', {
      bankBin: '970436',
      accountNumber: '0123456789',
      accountHolder: 'Nguyen Van Truong',
    }),
    201,
    withId,
  );
  const campaign = data(
    await post('/api/campaign', {
      title: 'Quỹ xây nhà thờ họ',
      status: 'open',
      bankAccountId: bank.id,
      ledgerPrivacy: 'public',
      goalAmount: 100_000_000,
    }),
    201,
    withSlug,
  );
  const donation = data(
    await post('/api/campaignTransaction', {
      campaignId: campaign.id,
      amount: 500_000,
      paidAt: new Date().toISOString(),
      donorName: 'Nguyễn Văn An',
    }),
    201,
    withId,
  );
  await post('/api/campaignTransaction', {
    campaignId: campaign.id,
    amount: 200_000,
    paidAt: new Date().toISOString(),
    donorName: 'Trần Thị Bích',
  });
  const webhook = data(
    await send(t, admin, 'POST', '/api/webhooks/bank/secret'),
    200,
    z.object({ secret: z.string() }),
  );

  // An undated life event of the root (issue 21).
  const lifeEvent = data(
    await post(`/api/person/${root.person.id}/event`, { type: 'occupation', value: 'Dạy học' }),
    201,
    withId,
  );

  // A draft tree.
  const draft = data(await post('/api/ai-temp-trees', { source: 'text', text: OUTLINE }), 201, withId);

  // A source with a scanned page, cited for the root's birth (issue 21).
  const source = data(await post('/api/source', { title: 'Gia phả chữ Hán', kind: 'book' }), 201, withId);
  const sourcePage = data(
    await post(`/api/source/${source.id}/page`, { label: 'tờ 1', image: upload.file.url }),
    201,
    withId,
  );
  const citation = data(
    await post('/api/citation', {
      sourceId: source.id,
      pageId: sourcePage.id,
      personId: root.person.id,
      fact: 'birth',
    }),
    201,
    withId,
  );

  // Two places; the spare one is merged into the other (issue 21).
  const place = data(await post('/api/place', { name: 'Hành Thiện, Xuân Trường, Nam Định' }), 201, withId);
  const sparePlace = data(await post('/api/place', { name: 'Hanh Thien' }), 201, withId);

  // A newcomer says who they are in the tree as they register (issue 23); the admin decides it.
  const registered = await send(t, { domain: a.domain }, 'POST', '/api/auth/register-member', {
    payload: {
      name: 'Nguyễn Văn Toila',
      username: 'toila',
      email: `toila@${a.domain}.test`,
      password: PASSWORD,
      personId: grandchild.child.id,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const claims = await send(t, admin, 'GET', '/api/person-claims?status=pending');
  const claim = z.object({ data: z.array(withId) }).parse(claims.json()).data[0];
  if (!claim) throw new Error('the registration made no request');

  return {
    a,
    b,
    member,
    editor,
    pending,
    spareUsers,
    webhookSecret: webhook.secret,
    rows: {
      treeId: tree._id,
      splitTreeId: split._id,
      personId: root.person.id,
      spouseId: spouse.spouse.id,
      childId: child.child.id,
      grandchildId: grandchild.child.id,
      loosePersonId: loose.id,
      looseQueryPersonId: looseQuery.id,
      familyId: root.family.id,
      childFamilyId: grandchild.family.id,
      categoryId: category.id,
      categorySlug: category.slug,
      blogId: blog.id,
      blogSlug: blog.slug,
      menuId: menu.id,
      sectionId: section.id,
      albumId: album.id,
      eventId: event.id,
      eventSlug: event.slug,
      bankId: bank.id,
      campaignId: campaign.id,
      campaignSlug: campaign.slug,
      donationId: donation.id,
      draftId: draft.id,
      sourceId: source.id,
      sourcePageId: sourcePage.id,
      citationId: citation.id,
      uploadId: upload.file._id,
      uploadUrl: upload.file.url,
      graveId: grave.id,
      lifeEventId: lifeEvent.id,
      placeId: place.id,
      sparePlaceId: sparePlace.id,
      personClaimId: claim.id,
      branchId: branch._id,
      keptLeafId: keptLeaf.child.id,
    },
  };
}

export interface ClanTable {
  name: string;
  columns: string[];
}

/** Every table with a `clan_id` column, from the database's own catalogue. */
export async function clanTables(db: DbOrTx): Promise<ClanTable[]> {
  const rows = await queryRows(
    db,
    sql`select c.table_name as name, json_agg(c.column_name::text order by c.ordinal_position) as columns
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        group by c.table_name
        having bool_or(c.column_name = 'clan_id')
        order by c.table_name`,
  );
  return z.array(z.object({ name: z.string(), columns: z.array(z.string()) })).parse(rows);
}

export function ident(name: string): SQL {
  return sql.raw(`"${name.replaceAll('"', '""')}"`);
}

const tableValues = z.array(z.object({ name: z.string(), value: z.string() }));

/** One statement over many tables: `select <name>, <value> from <table> …` joined by `union all`. */
export async function perTable(
  db: DbOrTx,
  tables: readonly ClanTable[],
  select: (table: SQL, info: ClanTable) => SQL,
): Promise<Record<string, string>> {
  if (tables.length === 0) return {};
  const parts = tables.map(
    (table) => sql`select ${table.name}::text as name, (${select(ident(table.name), table)})::text as value`,
  );
  const rows = await queryRows(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(tableValues.parse(rows).map((row) => [row.name, row.value]));
}

/** md5 of each clan table's rows for one clan, in a stable order (count and checksum per table). */
export function clanChecksums(db: DbOrTx, tables: readonly ClanTable[], clanId: string) {
  return perTable(
    db,
    tables,
    (table) =>
      sql`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '')
          from ${table} t where t.clan_id = ${clanId}`,
  );
}

/** Every uuid id of clan A's rows, and the clan's own id: what clan B must never see. */
export async function clanIds(db: DbOrTx, tables: readonly ClanTable[], clanId: string): Promise<string[]> {
  const ids = new Set<string>([clanId]);
  for (const table of tables) {
    if (!table.columns.includes('id')) continue;
    const rows = await queryRows(
      db,
      sql`select id::text as id from ${ident(table.name)} where clan_id = ${clanId}`,
    );
    for (const row of rows) {
      if (typeof row.id === 'string' && /^[0-9a-f-]{36}$/i.test(row.id)) ids.add(row.id);
    }
  }
  return [...ids];
}
