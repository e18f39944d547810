import { randomBytes } from 'node:crypto';
import {
  type Draft,
  type DraftListItem,
  type DraftMatch,
  draftListResponse,
  draftMatchesResponse,
  draftResponse,
  type Family,
  MAX_DRAFT_NODES,
  MAX_DRAFT_SOURCE_BYTES,
  type Person,
  type Tree,
} from '@giapha/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { bearer, callAs, json, MISSING_ID, NOT_FOUND, withDomain } from '../../../test/requests.ts';
import {
  expectAdminOnly,
  expectOtherClanGets404,
  expectRejectsBadBody,
  expectRequiresAuth,
  type RouteCall,
} from '../../../test/route-checks.ts';
import { families, persons, trees } from '../../db/schema/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const t = useClanSuite();

const OUTLINE = `GIA PHẢ HỌ NGUYỄN – CHI TRƯỞNG
Đời thứ 1: Nguyễn Văn Tổ (1820 – 1890), mất ngày 12 tháng 3 âm lịch. Mộ táng tại xứ Đồng Cao.
   Vợ: Trần Thị Hiền (mất ngày 5/7 âm lịch)
   Con trai trưởng: Nguyễn Văn Bình
   Con trai thứ hai: Nguyễn Văn Cường
   Con gái: Nguyễn Thị Duyên
Đời thứ 2:
1. Nguyễn Văn Bình (1850–1920), tên húy Bính, giỗ 20/10 âm lịch
   Vợ cả: Lê Thị Em
   Vợ hai: Phạm Thị Gấm
     1.1. Nguyễn Văn Hòa (con bà cả)
     1.2. Nguyễn Thị Hương
2. Nguyễn Văn Cường, sinh năm Canh Tuất (1850), mất năm 1900
`;

const GEDCOM = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '2 FORM LINEAGE-LINKED',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME /Trần/ Văn Lộc',
  '1 SEX M',
  '1 BIRT',
  '2 DATE ABT 1900',
  '2 PLAC Nam Định',
  '0 @I2@ INDI',
  '1 NAME /Lê/ Thị Mai',
  '1 SEX F',
  '0 @I3@ INDI',
  '1 NAME /Trần/ Văn Phúc',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 12 MAR 1930',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '0 TRLR',
  '',
].join('\r\n');

function call(c: ClanFixture, method: RouteCall['method'], url: string, payload?: object) {
  return callAs(t.app, c, method, url, payload);
}

function multipart(bytes: Buffer, { field = 'file', filename = 'ho-tran.ged', name = '' } = {}) {
  const boundary = `----giapha${randomBytes(8).toString('hex')}`;
  const nameField = name
    ? `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`
    : '';
  const head = Buffer.from(
    `${nameField}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(c: ClanFixture, bytes: Buffer, options: Parameters<typeof multipart>[1] = {}) {
  const { payload, headers } = multipart(bytes, options);
  return t.app.inject({
    method: 'POST',
    url: withDomain('/api/ai-temp-trees', c.domain),
    headers: { ...bearer(c.token), ...headers },
    payload,
  });
}

async function fromText(c: ClanFixture, text = OUTLINE, name?: string): Promise<Draft> {
  const response = await call(c, 'POST', '/api/ai-temp-trees', { source: 'text', text, name });
  expect(response.statusCode, response.body).toBe(201);
  expect(json(response).message).toBe('Đã tạo cây gia phả nháp');
  return draftResponse.parse(response.json()).data;
}

async function fromFile(c: ClanFixture, bytes: Buffer, options: Parameters<typeof multipart>[1] = {}) {
  const response = await upload(c, bytes, options);
  expect(response.statusCode, response.body).toBe(201);
  return draftResponse.parse(response.json()).data;
}

function node(draft: Draft, name: string) {
  const found = draft.nodes.find((n) => n.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

async function rowCounts(clanId: string) {
  const [p] = await t.database.db.select({ n: count() }).from(persons).where(eq(persons.clanId, clanId));
  const [f] = await t.database.db.select({ n: count() }).from(families).where(eq(families.clanId, clanId));
  const [tr] = await t.database.db.select({ n: count() }).from(trees).where(eq(trees.clanId, clanId));
  return { persons: p?.n, families: f?.n, trees: tr?.n };
}

describe('shared checks', () => {
  it('every route needs a signed-in admin and hides other clans’ drafts', async () => {
    const draft = await fromText(t.clan);
    const id = draft.id;
    const routes: RouteCall[] = [
      { method: 'POST', url: '/api/ai-temp-trees', payload: { source: 'text', text: OUTLINE } },
      { method: 'GET', url: '/api/ai-temp-trees' },
      { method: 'GET', url: '/api/ai-temp-trees/options' },
      { method: 'GET', url: `/api/ai-temp-trees/${id}` },
      { method: 'PATCH', url: `/api/ai-temp-trees/${id}`, payload: { name: 'Mới' } },
      { method: 'DELETE', url: `/api/ai-temp-trees/${id}` },
      { method: 'GET', url: `/api/ai-temp-trees/${id}/visualization` },
      {
        method: 'PUT',
        url: `/api/ai-temp-trees/${id}/positions`,
        payload: { positions: [{ id: 'x', x: 1, y: 2 }] },
      },
      { method: 'GET', url: `/api/ai-temp-trees/${id}/matches` },
      { method: 'POST', url: `/api/ai-temp-trees/${id}/publish`, payload: {} },
      {
        method: 'POST',
        url: `/api/ai-temp-trees/${id}/publish-with-families`,
        payload: { nodes: draft.nodes, families: draft.families, connections: [] },
      },
    ];
    for (const route of routes) {
      await expectRequiresAuth(t.app, route, t.clan.domain);
      await expectAdminOnly(t.app, route, t.clan.domain, t.member.token);
      if (route.url.includes(id)) await expectOtherClanGets404(t.app, route, t.other, t.clan.domain);
    }
    // Nothing above changed the draft.
    const still = await call(t.clan, 'GET', `/api/ai-temp-trees/${id}`);
    expect(json<{ data: Draft }>(still).data).toMatchObject({
      status: 'draft',
      name: draft.name,
      version: 1,
    });
  });

  it('rejects bad input with the field named', async () => {
    const draft = await fromText(t.clan);
    const id = draft.id;
    const bad: [RouteCall, string][] = [
      [{ method: 'POST', url: '/api/ai-temp-trees', payload: { source: 'text', text: '  ' } }, 'text'],
      [{ method: 'POST', url: '/api/ai-temp-trees', payload: { source: 'pdf', text: 'x' } }, 'source'],
      [{ method: 'GET', url: '/api/ai-temp-trees?status=old' }, 'status'],
      [{ method: 'GET', url: '/api/ai-temp-trees/khong-phai-id' }, 'id'],
      [{ method: 'PATCH', url: `/api/ai-temp-trees/${id}`, payload: { name: '' } }, 'name'],
      [
        { method: 'PATCH', url: `/api/ai-temp-trees/${id}`, payload: { nodes: [{ id: 'a' }] } },
        'nodes.0.name',
      ],
      [{ method: 'PUT', url: `/api/ai-temp-trees/${id}/positions`, payload: { positions: [] } }, 'positions'],
      [
        {
          method: 'PUT',
          url: `/api/ai-temp-trees/${id}/positions`,
          payload: { positions: [{ id: 'a', x: 'x', y: 0 }] },
        },
        'positions.0.x',
      ],
      [{ method: 'POST', url: `/api/ai-temp-trees/${id}/publish`, payload: { name: '' } }, 'name'],
      [
        {
          method: 'POST',
          url: `/api/ai-temp-trees/${id}/publish-with-families`,
          payload: { nodes: [], families: [], connections: [] },
        },
        'nodes',
      ],
    ];
    for (const [route, field] of bad)
      await expectRejectsBadBody(t.app, route, t.clan.domain, t.clan.token, field);
  });

  it('unknown drafts are 404 Not Found', async () => {
    for (const [method, url] of [
      ['GET', `/api/ai-temp-trees/${MISSING_ID}`],
      ['DELETE', `/api/ai-temp-trees/${MISSING_ID}`],
      ['GET', `/api/ai-temp-trees/${MISSING_ID}/visualization`],
      ['GET', `/api/ai-temp-trees/${MISSING_ID}/matches`],
    ] as const) {
      const response = await call(t.clan, method, url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND);
    }
  });
});

describe('POST /api/ai-temp-trees', () => {
  it('makes a draft from gia phả outline text', async () => {
    const draft = await fromText(t.clan, OUTLINE, 'Chi trưởng');
    expect(draft).toMatchObject({ name: 'Chi trưởng', source: 'text', sourceName: null, status: 'draft' });
    expect(draft.nodeCount).toBe(draft.nodes.length);
    expect(draft.familyCount).toBe(draft.families.length);
    const to = node(draft, 'Nguyễn Văn Tổ');
    const binh = node(draft, 'Nguyễn Văn Bình');
    expect(to.generation).toBe(1);
    expect(draft.connections).toContainEqual({ from: to.id, to: binh.id, kind: 'child' });
    expect(draft.positions).toHaveLength(draft.nodes.length);
    const audit = await auditRepo(t.database.db, t.clan.clanId).list(5);
    expect(audit.map((a) => a.action)).toContain('draft.create');
  });

  it('names an unnamed text draft by its date', async () => {
    const draft = await fromText(t.clan, 'Đời thứ 1: Nguyễn Văn Một');
    expect(draft.name).toMatch(/^Gia phả nháp \d{2}\/\d{2}\/\d{4}$/);
  });

  it('rejects text with nobody in it', async () => {
    const response = await call(t.clan, 'POST', '/api/ai-temp-trees', {
      source: 'text',
      text: 'Không có ai cả.',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Không tìm thấy người nào trong nội dung đã gửi');
  });

  it('says the model is not configured', async () => {
    const response = await call(t.clan, 'POST', '/api/ai-temp-trees', {
      source: 'model',
      text: 'Ông Nguyễn Văn A',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Chưa cấu hình mô hình AI để đọc văn bản');
    const options = await call(t.clan, 'GET', '/api/ai-temp-trees/options');
    expect(json(options)).toEqual({ success: true, data: { modelAvailable: false } });
  });

  it('imports a UTF-8 GEDCOM file and flags the second import of the same file', async () => {
    const bytes = Buffer.from(`\uFEFF${GEDCOM}`, 'utf8');
    const first = await fromFile(t.clan, bytes);
    expect(first).toMatchObject({
      name: 'ho-tran',
      source: 'gedcom',
      sourceName: 'ho-tran.ged',
      duplicateOfId: null,
    });
    expect(first.nodes.map((n) => n.name).sort()).toEqual(['Lê Thị Mai', 'Trần Văn Lộc', 'Trần Văn Phúc']);
    expect(node(first, 'Trần Văn Lộc').birth).toMatchObject({ solar: { year: 1900 }, qualifier: 'about' });
    expect(first.families).toHaveLength(1);

    const second = await fromFile(t.clan, bytes, { name: 'Lần hai' });
    expect(second).toMatchObject({ name: 'Lần hai', duplicateOfId: first.id });
    const list = json<{ data: DraftListItem[] }>(
      await call(t.clan, 'GET', '/api/ai-temp-trees?limit=50'),
    ).data;
    expect(list.find((d) => d.id === second.id)?.duplicateOfId).toBe(first.id);
    expect(list.find((d) => d.id === first.id)?.duplicateOfId).toBeNull();
    // Another clan importing the same file is no duplicate.
    expect((await fromFile(t.other, bytes)).duplicateOfId).toBeNull();
  });

  it('imports a UTF-16 GEDCOM file', async () => {
    const text = GEDCOM.replace('1 CHAR UTF-8', '1 CHAR UNICODE');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const draft = await fromFile(t.clan, le, { filename: 'utf16.ged' });
    expect(draft.nodes.map((n) => n.name).sort()).toEqual(['Lê Thị Mai', 'Trần Văn Lộc', 'Trần Văn Phúc']);
  });

  it('rejects a file with more persons than a draft holds', async () => {
    const individuals = Array.from(
      { length: MAX_DRAFT_NODES + 1 },
      (_, i) => `0 @I${i}@ INDI\n1 NAME Người /Thứ/ ${i}`,
    );
    const file = Buffer.from(['0 HEAD', '1 CHAR UTF-8', ...individuals, '0 TRLR'].join('\n'));
    const response = await upload(t.clan, file);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Cây gia phả nháp có quá nhiều người: tối đa 20.000 người');
  });

  it('rejects files that are missing, not GEDCOM or too large', async () => {
    const wrongField = await upload(t.clan, Buffer.from(GEDCOM), { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(json(wrongField).message).toBe('Vui lòng chọn tệp GEDCOM (.ged)');

    const notGedcom = await upload(t.clan, Buffer.from('%PDF-1.4 không phải gia phả'));
    expect(notGedcom.statusCode).toBe(415);
    expect(json(notGedcom).message).toBe('Không đọc được tệp: chỉ nhận tệp GEDCOM (.ged)');

    const huge = await upload(
      t.clan,
      Buffer.concat([Buffer.from(GEDCOM), Buffer.alloc(MAX_DRAFT_SOURCE_BYTES)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(json(huge).message).toBe('Tệp quá lớn: tối đa 20 MB');
  });
});

describe('reviewing a draft', () => {
  it('lists drafts newest first, by status', async () => {
    const draft = await fromText(t.other, OUTLINE, 'Mới nhất');
    const response = await call(t.other, 'GET', '/api/ai-temp-trees?status=draft&limit=1');
    expect(response.statusCode).toBe(200);
    const body = draftListResponse.parse(response.json());
    expect(body.data[0]).toMatchObject({ id: draft.id, name: 'Mới nhất', nodeCount: draft.nodeCount });
    expect(body.total).toBeGreaterThanOrEqual(1);
    const published = json<{ total: number }>(
      await call(t.other, 'GET', '/api/ai-temp-trees?status=published'),
    );
    expect(published.total).toBe(0);
  });

  it('saves edits, checks every family link and the version', async () => {
    const draft = await fromText(t.clan);
    const binh = node(draft, 'Nguyễn Văn Bình');
    const nodes = draft.nodes.map((n) => (n.id === binh.id ? { ...n, name: 'Nguyễn Văn Bính' } : n));
    const saved = await call(t.clan, 'PATCH', `/api/ai-temp-trees/${draft.id}`, {
      nodes,
      name: 'Đã sửa',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe('Đã lưu cây gia phả nháp');
    const data = json<{ data: Draft }>(saved).data;
    expect(data).toMatchObject({ name: 'Đã sửa', version: 2 });
    expect(node(data, 'Nguyễn Văn Bính').id).toBe(binh.id);

    const stale = await call(t.clan, 'PATCH', `/api/ai-temp-trees/${draft.id}`, { name: 'Cũ', version: 1 });
    expect(stale.statusCode).toBe(409);

    // Removing a node some family names leaves a dangling link.
    const dangling = await call(t.clan, 'PATCH', `/api/ai-temp-trees/${draft.id}`, {
      nodes: nodes.filter((n) => n.id !== binh.id),
    });
    expect(dangling.statusCode).toBe(400);
    expect(json(dangling).message).toBe('Quan hệ gia đình trỏ tới người không có trong cây nháp');

    // Dropping the node and its links is fine; connections and counts follow.
    const families = data.families
      .filter((f) => f.fatherId !== binh.id)
      .map((f) => ({ ...f, children: f.children.filter((c) => c.personId !== binh.id) }));
    const trimmed = await call(t.clan, 'PATCH', `/api/ai-temp-trees/${draft.id}`, {
      nodes: nodes.filter((n) => n.id !== binh.id),
      families,
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const after = json<{ data: Draft }>(trimmed).data;
    expect(after.nodeCount).toBe(draft.nodeCount - 1);
    expect(after.familyCount).toBe(families.length);
    expect(after.connections.some((c) => c.from === binh.id || c.to === binh.id)).toBe(false);
    expect(after.positions.some((p) => p.id === binh.id)).toBe(false);
  });

  it('merges positions and fills the missing ones in the visualization', async () => {
    const draft = await fromText(t.clan);
    const [first, second] = draft.nodes;
    if (!first || !second) throw new Error('draft too small');
    const response = await call(t.clan, 'PUT', `/api/ai-temp-trees/${draft.id}/positions`, {
      positions: [
        { id: first.id, x: 1234, y: 567 },
        { id: 'khong-co', x: 1, y: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const positions = json<{ data: Draft }>(response).data.positions;
    expect(positions).toContainEqual({ id: first.id, x: 1234, y: 567 });
    expect(positions.some((p) => p.id === 'khong-co')).toBe(false);
    expect(positions.find((p) => p.id === second.id)).toEqual(
      draft.positions.find((p) => p.id === second.id),
    );

    // A node added later has no stored position; the visualization lays it out.
    const added = { ...second, id: 'moi', name: 'Nguyễn Văn Mới' };
    await call(t.clan, 'PATCH', `/api/ai-temp-trees/${draft.id}`, { nodes: [...draft.nodes, added] });
    const view = draftResponse.parse(
      (await call(t.clan, 'GET', `/api/ai-temp-trees/${draft.id}/visualization`)).json(),
    ).data;
    expect(view.positions).toHaveLength(draft.nodes.length + 1);
    expect(view.positions).toContainEqual({ id: first.id, x: 1234, y: 567 });
    expect(view.positions.find((p) => p.id === 'moi')).toBeDefined();
  });

  it('deletes a draft', async () => {
    const draft = await fromText(t.clan);
    const response = await call(t.clan, 'DELETE', `/api/ai-temp-trees/${draft.id}`);
    expect(json(response)).toEqual({ success: true, message: 'Đã xóa cây gia phả nháp' });
    expect((await call(t.clan, 'GET', `/api/ai-temp-trees/${draft.id}`)).statusCode).toBe(404);
  });
});

async function treeGraph(c: ClanFixture, treeId: string) {
  const response = await call(c, 'GET', `/api/tree-graph?id=${treeId}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { persons: Person[]; families: Family[]; tree: Tree } }>(response).data;
}

describe('publishing', () => {
  it('publishes a draft as a tree with its persons and families, once', async () => {
    const home = await registerClan(t.app);
    const draft = await fromText(home);
    const response = await call(home, 'POST', `/api/ai-temp-trees/${draft.id}/publish`, {
      name: 'Họ Nguyễn chi trưởng',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: { draft: DraftListItem; tree: Tree }; message: string }>(response);
    expect(body.message).toBe('Đã xuất bản cây gia phả');
    expect(body.data.draft).toMatchObject({ status: 'published', treeId: body.data.tree._id });
    expect(body.data.tree).toMatchObject({ name: 'Họ Nguyễn chi trưởng', personCount: draft.nodeCount });

    const graph = await treeGraph(home, body.data.tree._id);
    expect(graph.persons).toHaveLength(draft.nodeCount);
    const to = graph.persons.find((p) => p.name === 'Nguyễn Văn Tổ');
    const binh = graph.persons.find((p) => p.name === 'Nguyễn Văn Bình');
    expect(to).toMatchObject({ generation: 1, deceased: true, birth: { solar: { year: 1820 } } });
    expect(to?.death?.lunar).toMatchObject({ day: 12, month: 3 });
    expect(binh?.otherNames.tenHuy).toBe('Bính');
    const toFamily = graph.families.find((f) => f.father === to?.id);
    expect(toFamily?.children.map((c) => c.personId)).toContain(binh?.id);

    const again = await call(home, 'POST', `/api/ai-temp-trees/${draft.id}/publish`, {});
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Cây gia phả nháp này đã được xuất bản');
    const edit = await call(home, 'PATCH', `/api/ai-temp-trees/${draft.id}`, { name: 'Sửa' });
    expect(edit.statusCode).toBe(409);
    const audit = await auditRepo(t.database.db, home.clanId).list(5);
    expect(audit.map((a) => a.action)).toContain('draft.publish');
  });

  it('publishes the edited families and reuses matched persons', async () => {
    const home = await registerClan(t.app);
    const first = await fromFile(home, Buffer.from(GEDCOM));
    const published = await call(home, 'POST', `/api/ai-temp-trees/${first.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const firstTree = json<{ data: { tree: Tree } }>(published).data.tree;
    const firstGraph = await treeGraph(home, firstTree._id);
    const phuc = firstGraph.persons.find((p) => p.name === 'Trần Văn Phúc');
    // The person's date is the whole qualified date; the place is one of the clan's places.
    expect(firstGraph.persons.find((p) => p.name === 'Trần Văn Lộc')).toMatchObject({
      birth: { solar: { year: 1900 }, qualifier: 'about' },
      birthPlace: expect.objectContaining({ name: 'Nam Định' }),
      notes: null,
    });
    expect(phuc?.birth?.solar).toEqual({ year: 1930, month: 3, day: 12 });
    if (!phuc) throw new Error('Phúc not published');

    // A second draft names Phúc again (same generation), with a son: the match finds him.
    const text = 'Đời thứ 2: Trần Văn Phúc (1930)\n   Con trai trưởng: Trần Văn Quý';
    const second = await fromText(home, text);
    const matches: DraftMatch[] = draftMatchesResponse.parse(
      (await call(home, 'GET', `/api/ai-temp-trees/${second.id}/matches`)).json(),
    ).data;
    const phucNode = node(second, 'Trần Văn Phúc');
    const match = matches.find((m) => m.nodeId === phucNode.id);
    expect(match?.candidates).toEqual([
      expect.objectContaining({
        personId: phuc.id,
        name: 'Trần Văn Phúc',
        treeId: firstTree._id,
        birthYear: 1930,
      }),
    ]);
    expect(matches.find((m) => m.nodeId === node(second, 'Trần Văn Quý').id)?.candidates).toEqual([]);

    const nodes = second.nodes.map((n) => (n.id === phucNode.id ? { ...n, matchPersonId: phuc.id } : n));
    const before = await rowCounts(home.clanId);
    const response = await call(home, 'POST', `/api/ai-temp-trees/${second.id}/publish-with-families`, {
      nodes,
      families: second.families,
      connections: second.connections,
      name: 'Nhánh Phúc',
    });
    expect(response.statusCode, response.body).toBe(200);
    const tree = json<{ data: { tree: Tree } }>(response).data.tree;
    expect(await rowCounts(home.clanId)).toEqual({
      persons: (before.persons ?? 0) + 1,
      families: (before.families ?? 0) + second.families.length,
      trees: (before.trees ?? 0) + 1,
    });
    const graph = await treeGraph(home, tree._id);
    const quy = graph.persons.find((p) => p.name === 'Trần Văn Quý');
    expect(graph.persons.map((p) => p.id)).toContain(phuc.id);
    expect(graph.families.find((f) => f.father === phuc.id)?.children.map((c) => c.personId)).toEqual([
      quy?.id,
    ]);
  });

  it('rejects bad links in publish-with-families', async () => {
    const draft = await fromText(t.clan);
    const response = await call(t.clan, 'POST', `/api/ai-temp-trees/${draft.id}/publish-with-families`, {
      nodes: draft.nodes,
      families: [{ id: 'f', fatherId: 'khong-co', motherId: null, children: [], marriage: null }],
      connections: [],
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Quan hệ gia đình trỏ tới người không có trong cây nháp');
  });

  it('leaves nothing half-made when publishing fails midway', async () => {
    const home = await registerClan(t.app);
    const foreign = await fromFile(t.other, Buffer.from(GEDCOM.replace('Văn Lộc', 'Văn Lạ')));
    const foreignTree = json<{ data: { tree: Tree } }>(
      await call(t.other, 'POST', `/api/ai-temp-trees/${foreign.id}/publish`, {}),
    ).data.tree;
    const stranger = (await treeGraph(t.other, foreignTree._id)).persons[0];
    if (!stranger) throw new Error('no stranger');

    const draft = await fromText(home);
    const before = await rowCounts(home.clanId);
    // The last node is matched to another clan's person: the tree and the other persons are written
    // before the families that name that person fail their foreign key.
    const last = draft.nodes.length - 1;
    const nodes = draft.nodes.map((n, i) => (i === last ? { ...n, matchPersonId: stranger.id } : n));
    const response = await call(home, 'POST', `/api/ai-temp-trees/${draft.id}/publish-with-families`, {
      nodes,
      families: draft.families,
      connections: draft.connections,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors).toEqual([
      { field: `nodes.${last}.matchPersonId`, message: expect.any(String) },
    ]);
    expect(await rowCounts(home.clanId)).toEqual(before);
    const still = json<{ data: Draft }>(await call(home, 'GET', `/api/ai-temp-trees/${draft.id}`)).data;
    expect(still).toMatchObject({ status: 'draft', treeId: null });
    const [mine] = await t.database.db
      .select({ n: count() })
      .from(persons)
      .where(and(eq(persons.clanId, home.clanId), eq(persons.name, 'Nguyễn Văn Tổ')));
    expect(mine?.n).toBe(0);
  });
});

describe('OpenAPI document', () => {
  it('describes the draft routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    expect(paths).toContain('/api/ai-temp-trees/{id}/publish-with-families');
    expect(paths).toContain('/api/tree/{id}/gedcom');
  });
});
