import type { Section } from '@giapha/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { callAs, createAs, getOk, json, MISSING_ID } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type RouteCall,
  writeCheck,
} from '../../../test/route-checks.ts';
import { categories } from '../../db/schema/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { treesRepo } from '../trees/trees.repo.ts';

const t = useClanSuite();

function call(c: ClanFixture, method: RouteCall['method'], url: string, payload?: object) {
  return callAs(t.app, c, method, url, payload);
}

function addSection(c: ClanFixture, payload: object): Promise<Section> {
  return createAs<Section>(t.app, c, '/api/section', payload);
}

function adminList(c: ClanFixture): Promise<{ data: Section[]; total: number }> {
  return getOk<Section[]>(t.app, c.domain, '/api/sections', c.token);
}

function publicList(c: ClanFixture, query = ''): Promise<{ data: Section[]; total: number }> {
  return getOk<Section[]>(t.app, c.domain, `/api/public/sections${query}`);
}

/** The three blocks registration gives every new clan: hero, latest posts, tree teaser. */
const STARTER_TYPES = ['hero', 'featuredPosts', 'treeTeaser'];

/** Deletes every block through the API, as an admin clearing the page before building it anew. */
async function removeAllSections(c: ClanFixture): Promise<void> {
  for (const section of (await adminList(c)).data) {
    const response = await call(c, 'DELETE', `/api/section/${section.id}`);
    expect(response.statusCode, response.body).toBe(200);
  }
  expect((await adminList(c)).total).toBe(0);
}

/** A category written straight into its table (the categories endpoints are another module's). */
async function addCategory(c: ClanFixture, slug: string): Promise<string> {
  const [row] = await t.database.db
    .insert(categories)
    .values({ clanId: c.clanId, name: `Danh mục ${slug}`, slug })
    .returning({ id: categories.id });
  if (!row) throw new Error('no category');
  return row.id;
}

async function addTree(c: ClanFixture, isPublic: boolean): Promise<string> {
  return (await treesRepo(t.database.db, c.clanId).insert({ name: 'Cây gia phả', isPublic })).id;
}

describe('shared checks for every sections route', () => {
  it('need a signed-in admin of this clan, reject bad input, and hide other clans’ blocks', async () => {
    const target = await addSection(t.clan, {
      type: 'richText',
      title: 'Đích',
      content: '<p>Giữ nguyên</p>',
    });
    // Clan B's admin using clan A's ids: 404 (reorder: 400, the list does not match B's blocks).
    const routes = [
      listCheck('/api/sections', ['?offset=-1', 'offset'], 'forbidden'),
      writeCheck('POST', '/api/section', { type: 'hero', title: 'Không được thêm' }, [
        { type: 'hero', itemLimit: 13 },
        'itemLimit',
      ]),
      writeCheck('PUT', `/api/section/${target.id}`, { title: 'Đổi tên' }, [
        { linkUrl: 'javascript:alert(1)' },
        'linkUrl',
      ]),
      idCheck('DELETE', (id) => `/api/section/${id}`, target.id, 'forbidden'),
      writeCheck('PUT', '/api/sections/reorder', { items: [{ id: target.id, position: 9 }] }, [
        { items: [{ id: 'abc', position: 0 }] },
        'items.0.id',
      ]),
    ];
    await expectSharedRouteChecks(t, routes, ({ route }) => route.url.includes(target.id));
    const foreignReorder = await call(t.other, 'PUT', '/api/sections/reorder', {
      items: [{ id: target.id, position: 9 }],
    });
    expect(foreignReorder.statusCode).toBe(400);
    expect(json(foreignReorder).message).toBe(
      'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang',
    );

    // A's category and tree are not B's to use.
    const categoryId = await addCategory(t.clan, 'tin-dong-ho');
    const treeId = await addTree(t.clan, true);
    const foreignCategory = await call(t.other, 'POST', '/api/section', {
      type: 'featuredPosts',
      categoryId,
    });
    expect(foreignCategory.statusCode).toBe(404);
    expect(json(foreignCategory).message).toBe('Không tìm thấy danh mục');
    const foreignTree = await call(t.other, 'POST', '/api/section', { type: 'treeTeaser', treeId });
    expect(foreignTree.statusCode).toBe(404);
    expect(json(foreignTree).message).toBe('Không tìm thấy cây gia phả');

    // Nothing above changed A's block (placed after its three starter blocks), and B has only its starters.
    const mine = (await adminList(t.clan)).data;
    expect(target.position).toBe(STARTER_TYPES.length);
    expect(mine.find((s) => s.id === target.id)).toMatchObject({
      title: 'Đích',
      position: target.position,
      version: 1,
    });
    expect(mine.map((s) => s.title)).not.toContain('Không được thêm');
    const theirs = await publicList(t.other);
    expect(theirs.total).toBe(STARTER_TYPES.length);
    expect(theirs.data.map((s) => s.type)).toEqual(STARTER_TYPES);
    expect(theirs.data.every((s) => s.version === 1)).toBe(true);
    expect((await adminList(t.other)).total).toBe(STARTER_TYPES.length);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const cases: [object, string, string][] = [
      [{ type: 'banner' }, 'type', 'Loại khối không hợp lệ'],
      [
        { type: 'hero', imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        'Ảnh phải là ảnh đã tải lên hoặc một địa chỉ bắt đầu bằng https://',
      ],
      [
        { type: 'hero', linkUrl: 'javascript:alert(1)' },
        'linkUrl',
        'Liên kết phải là một trang của website (bắt đầu bằng /), một địa chỉ http(s)://, mailto: hoặc tel:',
      ],
      [{ type: 'hero', title: 'x'.repeat(201) }, 'title', 'Nội dung không được dài quá 200 ký tự'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(t.clan, 'POST', '/api/section', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors).toEqual([{ field, message }]);
    }
  });
});

describe('home-page blocks', () => {
  it('gives a newly registered clan three starter blocks, shown to visitors and to its admin', async () => {
    const c = await registerClan(t.app);
    const visible = await publicList(c);
    expect(visible.total).toBe(3);
    expect(visible.data.map((s) => [s.type, s.title, s.position, s.visible])).toEqual([
      ['hero', null, 0, true],
      ['featuredPosts', 'Tin tức mới', 1, true],
      ['treeTeaser', 'Cây gia phả', 2, true],
    ]);
    const [hero, posts, teaser] = visible.data;
    expect(hero).toMatchObject({
      subtitle: expect.stringMatching(/\S/),
      linkLabel: 'Xem cây gia phả',
      linkUrl: '/family-tree',
    });
    expect(posts).toMatchObject({ itemLimit: 6, categoryId: null, linkUrl: null });
    expect(teaser).toMatchObject({ itemLimit: 3, treeId: null, linkUrl: null });

    const all = await adminList(c);
    expect(all.total).toBe(3);
    expect(all.data).toEqual(visible.data);
  });

  it('appends blocks last with their defaults and shows visitors only the visible ones, in order', async () => {
    const c = await registerClan(t.app);
    // New blocks go after the three starter blocks registration created.
    const starterIds = (await adminList(c)).data.map((s) => s.id);
    expect(starterIds).toHaveLength(3);
    const created = await call(c, 'POST', '/api/section', {
      type: 'hero',
      title: 'Họ Nguyễn',
      subtitle: 'Uống nước nhớ nguồn',
      linkLabel: 'Xem gia phả',
      linkUrl: '/family-tree',
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).message).toBe('Đã thêm khối trang chủ');
    const hero = json<{ data: Section }>(created).data;
    expect(hero).toEqual({
      id: expect.any(String),
      type: 'hero',
      title: 'Họ Nguyễn',
      subtitle: 'Uống nước nhớ nguồn',
      content: null,
      imageUrl: null,
      linkLabel: 'Xem gia phả',
      linkUrl: '/family-tree',
      itemLimit: 3,
      categoryId: null,
      treeId: null,
      visible: true,
      position: 3,
      version: 1,
      updatedAt: expect.any(String),
    });
    const posts = await addSection(c, { type: 'featuredPosts', title: 'Tin tức' });
    expect(posts).toMatchObject({ itemLimit: 6, position: 4 });
    const hidden = await addSection(c, { type: 'upcomingEvents', visible: false });
    expect(hidden).toMatchObject({ itemLimit: 3, position: 5, visible: false });
    const text = await addSection(c, { type: 'richText', content: '<p>Lược sử</p>', itemLimit: 1 });
    expect(text).toMatchObject({ itemLimit: 1, position: 6 });

    const visible = await publicList(c);
    expect(visible.total).toBe(6);
    expect(visible.data.map((s) => s.id)).toEqual([...starterIds, hero.id, posts.id, text.id]);
    const page = await publicList(c, '?limit=1&offset=4');
    expect(page).toMatchObject({ total: 6, data: [{ id: posts.id }] });
    const all = await adminList(c);
    expect(all.total).toBe(7);
    expect(all.data.map((s) => s.id)).toEqual([...starterIds, hero.id, posts.id, hidden.id, text.id]);

    // Hiding a block takes it off the public page.
    await call(c, 'PUT', `/api/section/${posts.id}`, { visible: false });
    expect((await publicList(c)).data.map((s) => s.id)).toEqual([...starterIds, hero.id, text.id]);
  });

  it('stores rich text inert: event handlers and javascript: links are removed, images and links kept', async () => {
    const c = await registerClan(t.app);
    const section = await addSection(c, {
      type: 'richText',
      content:
        '<h2>Lược sử</h2><img src=x onerror=alert(1)><a href="javascript:alert(1)">bấm</a>' +
        '<script>alert(1)</script><img src="https://anh.vn/nha-tho.jpg" onload="alert(1)" alt="Nhà thờ họ">' +
        '<a href="/family-tree" onclick="alert(1)">Gia phả</a>',
    });
    const stored = section.content ?? '';
    for (const bad of ['onerror', 'onload', 'onclick', 'javascript:', '<script', 'alert(1)</script>']) {
      expect(stored).not.toContain(bad);
    }
    expect(stored).toBe(
      '<h2>Lược sử</h2><a>bấm</a><img src="https://anh.vn/nha-tho.jpg" alt="Nhà thờ họ" />' +
        '<a href="/family-tree">Gia phả</a>',
    );
    expect((await publicList(c)).data.find((s) => s.id === section.id)?.content).toBe(stored);

    const updated = await call(c, 'PUT', `/api/section/${section.id}`, {
      content: '<p>Mới</p><img src=x onerror=alert(1)>',
    });
    expect(json<{ data: Section }>(updated).data.content).toBe('<p>Mới</p>');
    // Nothing left after sanitizing is no content.
    const emptied = await call(c, 'PUT', `/api/section/${section.id}`, {
      content: '<script>alert(1)</script>',
    });
    expect(json<{ data: Section }>(emptied).data.content).toBeNull();
  });

  it('updates the fields sent, keeps the type, refuses a stale version with 409, and deletes', async () => {
    const c = await registerClan(t.app);
    const categoryId = await addCategory(c, 'tin-dong-ho');
    const section = await addSection(c, { type: 'featuredPosts', title: 'Tin tức', categoryId });
    expect(section.categoryId).toBe(categoryId);

    const response = await call(c, 'PUT', `/api/section/${section.id}`, {
      type: 'hero',
      subtitle: 'Tin mới của dòng họ',
      itemLimit: 4,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).message).toBe('Đã cập nhật khối trang chủ');
    expect(json<{ data: Section }>(response).data).toMatchObject({
      type: 'featuredPosts',
      title: 'Tin tức',
      subtitle: 'Tin mới của dòng họ',
      itemLimit: 4,
      categoryId,
      version: 2,
    });
    const stale = await call(c, 'PUT', `/api/section/${section.id}`, { title: 'Cũ', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    const unknownCategory = await call(c, 'PUT', `/api/section/${section.id}`, { categoryId: MISSING_ID });
    expect(unknownCategory.statusCode).toBe(404);
    expect(json(unknownCategory).message).toBe('Không tìm thấy danh mục');
    const cleared = await call(c, 'PUT', `/api/section/${section.id}`, { categoryId: null, title: '' });
    expect(json<{ data: Section }>(cleared).data).toMatchObject({
      categoryId: null,
      title: null,
      version: 3,
    });

    const missing = await call(c, 'PUT', `/api/section/${MISSING_ID}`, { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy khối trang chủ');
    const deleted = await call(c, 'DELETE', `/api/section/${section.id}`);
    expect(json(deleted)).toEqual({ success: true, message: 'Đã xóa khối trang chủ' });
    // Only the starter blocks from registration are left.
    const left = await adminList(c);
    expect(left.total).toBe(3);
    expect(left.data.map((s) => s.id)).not.toContain(section.id);
    expect((await call(c, 'DELETE', `/api/section/${section.id}`)).statusCode).toBe(404);

    const actions = (await auditRepo(t.database.db, c.clanId).list(20)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['section.create', 'section.update', 'section.delete']));
  });

  it('reads a deleted category as none, and shows visitors a tree only while it is public', async () => {
    const c = await registerClan(t.app);
    const categoryId = await addCategory(c, 'gio-to');
    const privateTree = await addTree(c, false);
    const posts = await addSection(c, { type: 'featuredPosts', categoryId });
    const teaser = await addSection(c, { type: 'treeTeaser', treeId: privateTree });
    expect(teaser.treeId).toBe(privateTree);
    const unknownTree = await call(c, 'POST', '/api/section', { type: 'treeTeaser', treeId: MISSING_ID });
    expect(unknownTree.statusCode).toBe(404);
    expect(json(unknownTree).message).toBe('Không tìm thấy cây gia phả');

    await t.database.db
      .delete(categories)
      .where(and(eq(categories.clanId, c.clanId), eq(categories.id, categoryId)));
    const visitorView = (await publicList(c)).data;
    expect(visitorView.find((s) => s.id === posts.id)?.categoryId).toBeNull();
    expect(visitorView.find((s) => s.id === teaser.id)?.treeId).toBeNull();
    const adminView = (await adminList(c)).data;
    expect(adminView.find((s) => s.id === teaser.id)?.treeId).toBe(privateTree);
    expect(adminView.find((s) => s.id === posts.id)?.categoryId).toBeNull();

    await treesRepo(t.database.db, c.clanId).update(privateTree, { isPublic: true });
    expect((await publicList(c)).data.find((s) => s.id === teaser.id)?.treeId).toBe(privateTree);
  });
});

describe('PUT /api/sections/reorder', () => {
  it('sets the new order in one go and returns every block', async () => {
    const c = await registerClan(t.app);
    // The starter blocks are removed so that these four are the whole page and their order is exact.
    await removeAllSections(c);
    const a = await addSection(c, { type: 'hero' });
    const b = await addSection(c, { type: 'featuredPosts' });
    const hidden = await addSection(c, { type: 'campaigns', visible: false });
    const d = await addSection(c, { type: 'richText' });

    const response = await call(c, 'PUT', '/api/sections/reorder', {
      items: [
        { id: d.id, position: 0 },
        { id: a.id, position: 1 },
        { id: hidden.id, position: 2 },
        { id: b.id, position: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: Section[]; total: number; message: string }>(response);
    expect(body.message).toBe('Đã lưu thứ tự các khối trang chủ');
    expect(body.total).toBe(4);
    expect(body.data.map((s) => [s.id, s.position])).toEqual([
      [d.id, 0],
      [a.id, 1],
      [hidden.id, 2],
      [b.id, 3],
    ]);
    // Only blocks that moved got a new version.
    expect(body.data.find((s) => s.id === hidden.id)?.version).toBe(1);
    expect(body.data.find((s) => s.id === d.id)?.version).toBe(2);
    expect((await publicList(c)).data.map((s) => s.id)).toEqual([d.id, a.id, b.id]);

    for (const items of [
      [{ id: MISSING_ID, position: 0 }],
      [
        { id: a.id, position: 0 },
        { id: a.id, position: 1 },
      ],
    ]) {
      const refused = await call(c, 'PUT', '/api/sections/reorder', { items });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe(
        'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang',
      );
    }
    expect((await adminList(c)).data.map((s) => s.id)).toEqual([d.id, a.id, hidden.id, b.id]);
  });
});
