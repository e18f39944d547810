import { DEFAULT_MENU_LINKS, type MenuChild, type MenuItem, type PublicMenuItem } from '@giapha/contract';
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
import { auditRepo } from '../audit/audit.repo.ts';

const t = useClanSuite();

function call(c: ClanFixture, method: RouteCall['method'], url: string, payload?: object) {
  return callAs(t.app, c, method, url, payload);
}

function addItem(c: ClanFixture, payload: object): Promise<MenuChild> {
  return createAs<MenuChild>(t.app, c, '/api/menu', payload);
}

function adminTree(c: ClanFixture, query = ''): Promise<{ data: MenuItem[]; total: number }> {
  return getOk<MenuItem[]>(t.app, c.domain, `/api/menus${query}`, c.token);
}

function publicTree(c: ClanFixture, query = ''): Promise<{ data: PublicMenuItem[]; total: number }> {
  return getOk<PublicMenuItem[]>(t.app, c.domain, `/api/public/menus${query}`);
}

/** The labels of a tree, children after their parent: `['Tin tức', ['Tin họ', 'Khuyến học']]`. */
function shape(items: readonly PublicMenuItem[]) {
  return items.map((item) =>
    item.children.length ? [item.label, item.children.map((c) => c.label)] : item.label,
  );
}

/** The starter menu as the public site serves it: the default links in order, without sub-items. */
function starterMenu(): PublicMenuItem[] {
  return DEFAULT_MENU_LINKS.map((link) => ({
    id: expect.any(String),
    label: link.label,
    url: link.url,
    openInNewTab: false,
    children: [],
  }));
}

/**
 * A clan of its own for tests that need a menu nobody else touches. Registration gives a clan the
 * starter menu; it is deleted here through the admin API so each test lists only the items it adds.
 */
async function clanWithEmptyMenu(): Promise<ClanFixture> {
  const c = await registerClan(t.app);
  // Deleting a top-level item deletes its children too; the starter menu has none anyway.
  for (const item of (await adminTree(c)).data) {
    const response = await call(c, 'DELETE', `/api/menu/${item.id}`);
    expect(response.statusCode, response.body).toBe(200);
  }
  expect(await adminTree(c)).toEqual({ success: true, data: [], total: 0 });
  return c;
}

describe('shared checks for every menus route', () => {
  it('need a signed-in admin of this clan, reject bad input, and hide other clans’ items', async () => {
    const target = await addItem(t.clan, { label: 'Đích', url: '/dich' });
    // Clan B's admin using clan A's ids: 404 (reorder: 400, the list does not match B's menu).
    const routes = [
      listCheck('/api/menus', ['?limit=0', 'limit'], 'forbidden'),
      writeCheck('POST', '/api/menu', { label: 'Không được thêm', url: '/x' }, [
        { label: 'A', url: 'javascript:alert(1)' },
        'url',
      ]),
      writeCheck('PUT', `/api/menu/${target.id}`, { label: 'Đổi tên' }, [{ label: '' }, 'label']),
      idCheck('DELETE', (id) => `/api/menu/${id}`, target.id, 'forbidden'),
      writeCheck('PUT', '/api/menus/reorder', { items: [{ id: target.id, parentId: null, position: 5 }] }, [
        { items: [] },
        'items',
      ]),
    ];
    await expectSharedRouteChecks(t, routes, ({ route }) => route.url.includes(target.id));
    const foreignReorder = await call(t.other, 'PUT', '/api/menus/reorder', {
      items: [{ id: target.id, parentId: null, position: 5 }],
    });
    expect(foreignReorder.statusCode).toBe(400);
    expect(json(foreignReorder).message).toBe(
      'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang',
    );
    const foreignParent = await call(t.other, 'POST', '/api/menu', {
      label: 'Con',
      url: '/c',
      parentId: target.id,
    });
    expect(foreignParent.statusCode).toBe(404);
    expect(json(foreignParent).message).toBe('Không tìm thấy mục menu');

    // Nothing above changed clan A's item or added one anywhere.
    const mine = (await adminTree(t.clan)).data.find((i) => i.id === target.id);
    expect(mine).toMatchObject({ label: 'Đích', url: '/dich', version: 1, children: [] });
    expect((await adminTree(t.clan)).data.map((i) => i.label)).not.toContain('Không được thêm');
    // Clan B still has exactly its starter menu.
    expect(await publicTree(t.other)).toEqual({ success: true, data: starterMenu(), total: 7 });
    expect((await adminTree(t.other)).total).toBe(7);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const cases: [object, string, string][] = [
      [{ url: '/x' }, 'label', 'Vui lòng nhập tên mục menu'],
      [{ label: '  ', url: '/x' }, 'label', 'Vui lòng nhập tên mục menu'],
      [{ label: 'A' }, 'url', 'Vui lòng nhập liên kết'],
      [
        { label: 'A', url: 'javascript:alert(1)' },
        'url',
        'Liên kết phải là một trang của website (bắt đầu bằng /), một địa chỉ http(s)://, mailto: hoặc tel:',
      ],
      [
        { label: 'A', url: '//evil.example/x' },
        'url',
        'Liên kết phải là một trang của website (bắt đầu bằng /), một địa chỉ http(s)://, mailto: hoặc tel:',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(t.clan, 'POST', '/api/menu', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors).toEqual([{ field, message }]);
    }
  });
});

describe('menu tree', () => {
  it('gives a newly registered clan the default links, in order and without sub-items', async () => {
    const c = await registerClan(t.app);
    const site = await publicTree(c);
    expect(site).toEqual({ success: true, data: starterMenu(), total: DEFAULT_MENU_LINKS.length });
    expect(site.data.map((item) => ({ label: item.label, url: item.url }))).toEqual(DEFAULT_MENU_LINKS);

    const admin = await adminTree(c);
    expect(admin.total).toBe(DEFAULT_MENU_LINKS.length);
    expect(admin.data.map((item) => item.id)).toEqual(site.data.map((item) => item.id));
    expect(admin.data).toEqual(
      DEFAULT_MENU_LINKS.map((link, position) => ({
        id: expect.any(String),
        label: link.label,
        url: link.url,
        openInNewTab: false,
        parentId: null,
        position,
        version: 1,
        updatedAt: expect.any(String),
        children: [],
      })),
    );
  });

  it('appends items last among their siblings and serves the tree in order, publicly without versions', async () => {
    const c = await clanWithEmptyMenu();
    expect(await publicTree(c)).toEqual({ success: true, data: [], total: 0 });
    const home = await addItem(c, { label: 'Trang chủ', url: '/' });
    const news = await addItem(c, { label: 'Tin tức', url: '/blogs' });
    const created = await call(c, 'POST', '/api/menu', {
      label: 'Tin họ',
      url: '/blogs?category=tin-ho',
      parentId: news.id,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).message).toBe('Đã thêm mục menu');
    const child = json<{ data: MenuChild }>(created).data;
    expect(child).toMatchObject({ parentId: news.id, position: 0, version: 1, openInNewTab: false });
    await addItem(c, { label: 'Khuyến học', url: '/blogs?category=khuyen-hoc', parentId: news.id });
    await addItem(c, { label: 'Facebook', url: 'https://facebook.com/ho', openInNewTab: true });
    expect(home.position).toBe(0);
    expect(news.position).toBe(1);

    const tree = await publicTree(c);
    expect(tree.total).toBe(3);
    expect(shape(tree.data)).toEqual(['Trang chủ', ['Tin tức', ['Tin họ', 'Khuyến học']], 'Facebook']);
    expect(tree.data[1]?.children[0]).toEqual({
      id: child.id,
      label: 'Tin họ',
      url: '/blogs?category=tin-ho',
      openInNewTab: false,
    });
    expect(tree.data[2]).toEqual({
      id: expect.any(String),
      label: 'Facebook',
      url: 'https://facebook.com/ho',
      openInNewTab: true,
      children: [],
    });
    // Pages count top-level items; children come with their parent.
    const page = await publicTree(c, '?limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(shape(page.data)).toEqual([['Tin tức', ['Tin họ', 'Khuyến học']]]);

    const admin = await adminTree(c);
    expect(admin.data[1]).toMatchObject({ id: news.id, parentId: null, position: 1, version: 1 });
    expect(admin.data[1]?.children.map((x) => [x.label, x.parentId, x.position])).toEqual([
      ['Tin họ', news.id, 0],
      ['Khuyến học', news.id, 1],
    ]);
  });

  it('keeps two levels: no child under a child, no parent with children under another, never itself', async () => {
    const c = await clanWithEmptyMenu();
    const news = await addItem(c, { label: 'Tin tức', url: '/blogs' });
    const child = await addItem(c, { label: 'Tin họ', url: '/blogs?category=tin-ho', parentId: news.id });
    const about = await addItem(c, { label: 'Giới thiệu', url: '/gioi-thieu' });
    const tooDeep = 'Menu chỉ có hai cấp: mục con không thể chứa mục con khác';

    const underChild = await call(c, 'POST', '/api/menu', { label: 'Cháu', url: '/x', parentId: child.id });
    expect(underChild.statusCode).toBe(400);
    expect(json(underChild).message).toBe(tooDeep);
    const unknownParent = await call(c, 'POST', '/api/menu', { label: 'X', url: '/x', parentId: MISSING_ID });
    expect(unknownParent.statusCode).toBe(404);
    expect(json(unknownParent).message).toBe('Không tìm thấy mục menu');

    const parentUnderOther = await call(c, 'PUT', `/api/menu/${news.id}`, { parentId: about.id });
    expect(parentUnderOther.statusCode).toBe(400);
    expect(json(parentUnderOther).message).toBe(tooDeep);
    const itself = await call(c, 'PUT', `/api/menu/${about.id}`, { parentId: about.id });
    expect(itself.statusCode).toBe(400);
    expect(json(itself).message).toBe(tooDeep);
    const toChild = await call(c, 'PUT', `/api/menu/${about.id}`, { parentId: child.id });
    expect(toChild.statusCode).toBe(400);
    expect(json(toChild).message).toBe(tooDeep);

    // A childless item may move under a top-level one: it goes last there.
    const moved = await call(c, 'PUT', `/api/menu/${about.id}`, { parentId: news.id, version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).message).toBe('Đã cập nhật mục menu');
    expect(json<{ data: MenuChild }>(moved).data).toMatchObject({
      parentId: news.id,
      position: 1,
      version: 2,
    });
    expect(shape((await publicTree(c)).data)).toEqual([['Tin tức', ['Tin họ', 'Giới thiệu']]]);
  });

  it(`allows at most 30 sub-items under one item`, async () => {
    const c = await clanWithEmptyMenu();
    const parent = await addItem(c, { label: 'Các chi', url: '/branch' });
    for (let i = 1; i <= 30; i++)
      await addItem(c, { label: `Chi ${i}`, url: `/branch?chi=${i}`, parentId: parent.id });
    const full = await call(c, 'POST', '/api/menu', { label: 'Chi 31', url: '/x', parentId: parent.id });
    expect(full.statusCode).toBe(400);
    expect(json(full).message).toBe('Mỗi mục menu chỉ chứa tối đa 30 mục con');
  });

  it('updates the fields sent, refuses a stale version with 409, and deletes an item with its children', async () => {
    const c = await clanWithEmptyMenu();
    const news = await addItem(c, { label: 'Tin tức', url: '/blogs' });
    const child = await addItem(c, { label: 'Tin họ', url: '/blogs?category=tin-ho', parentId: news.id });
    const contact = await addItem(c, { label: 'Liên hệ', url: '/contact' });

    const renamed = await call(c, 'PUT', `/api/menu/${news.id}`, { label: 'Tin tức dòng họ', version: 1 });
    expect(json<{ data: MenuChild }>(renamed).data).toMatchObject({
      label: 'Tin tức dòng họ',
      url: '/blogs',
      openInNewTab: false,
      parentId: null,
      position: 0,
      version: 2,
    });
    const stale = await call(c, 'PUT', `/api/menu/${news.id}`, { url: '/tin-tuc', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    const missing = await call(c, 'PUT', `/api/menu/${MISSING_ID}`, { label: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy mục menu');

    const deleted = await call(c, 'DELETE', `/api/menu/${news.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true, message: 'Đã xóa mục menu' });
    expect(shape((await publicTree(c)).data)).toEqual(['Liên hệ']);
    expect((await call(c, 'PUT', `/api/menu/${child.id}`, { label: 'X' })).statusCode).toBe(404);
    expect((await call(c, 'DELETE', `/api/menu/${news.id}`)).statusCode).toBe(404);
    expect((await adminTree(c)).data.map((i) => i.id)).toEqual([contact.id]);

    const actions = (await auditRepo(t.database.db, c.clanId).list(20)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['menu.create', 'menu.update', 'menu.delete']));
  });
});

describe('PUT /api/menus/reorder', () => {
  it('moves items between levels and positions in one go and returns the new tree', async () => {
    const c = await clanWithEmptyMenu();
    const home = await addItem(c, { label: 'Trang chủ', url: '/' });
    const news = await addItem(c, { label: 'Tin tức', url: '/blogs' });
    const clanNews = await addItem(c, { label: 'Tin họ', url: '/blogs?category=tin-ho', parentId: news.id });
    const study = await addItem(c, {
      label: 'Khuyến học',
      url: '/blogs?category=khuyen-hoc',
      parentId: news.id,
    });
    const tree = await addItem(c, { label: 'Gia phả', url: '/family-tree' });

    const response = await call(c, 'PUT', '/api/menus/reorder', {
      items: [
        { id: tree.id, parentId: null, position: 0 },
        { id: home.id, parentId: null, position: 1 },
        { id: news.id, parentId: null, position: 2 },
        // Listed but unchanged: keeps its version.
        { id: study.id, parentId: news.id, position: 1 },
        // A child becomes a top-level item.
        { id: clanNews.id, parentId: null, position: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: MenuItem[]; total: number; message: string }>(response);
    expect(body.message).toBe('Đã lưu thứ tự menu');
    expect(body.total).toBe(4);
    expect(shape(body.data)).toEqual(['Gia phả', 'Trang chủ', ['Tin tức', ['Khuyến học']], 'Tin họ']);
    expect(shape((await publicTree(c)).data)).toEqual(shape(body.data));
    expect(body.data).toEqual((await adminTree(c)).data);
    // Only the rows that moved got a new version.
    const studyAfter = body.data.find((i) => i.id === news.id)?.children[0];
    expect(studyAfter).toMatchObject({ id: study.id, position: 1, version: 1 });
    expect(body.data.find((i) => i.id === tree.id)?.version).toBe(2);

    // Moving a top-level item under another: allowed when it has no children.
    const under = await call(c, 'PUT', '/api/menus/reorder', {
      items: [{ id: home.id, parentId: tree.id, position: 0 }],
    });
    expect(under.statusCode, under.body).toBe(200);
    expect(shape(json<{ data: MenuItem[] }>(under).data)).toEqual([
      ['Gia phả', ['Trang chủ']],
      ['Tin tức', ['Khuyến học']],
      'Tin họ',
    ]);
  });

  it('refuses a third level, unknown ids and duplicates, and changes nothing then', async () => {
    const c = await clanWithEmptyMenu();
    const news = await addItem(c, { label: 'Tin tức', url: '/blogs' });
    const child = await addItem(c, { label: 'Tin họ', url: '/blogs?category=tin-ho', parentId: news.id });
    const about = await addItem(c, { label: 'Giới thiệu', url: '/gioi-thieu' });
    const before = await adminTree(c);
    const mismatch = 'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang';
    const tooDeep = 'Menu chỉ có hai cấp: mục con không thể chứa mục con khác';
    const cases: [object[], string][] = [
      [[{ id: about.id, parentId: child.id, position: 0 }], tooDeep],
      [[{ id: news.id, parentId: about.id, position: 0 }], tooDeep],
      [[{ id: about.id, parentId: about.id, position: 0 }], tooDeep],
      [
        [
          { id: about.id, parentId: news.id, position: 0 },
          { id: news.id, parentId: about.id, position: 0 },
        ],
        tooDeep,
      ],
      [[{ id: MISSING_ID, parentId: null, position: 0 }], mismatch],
      [[{ id: about.id, parentId: MISSING_ID, position: 0 }], mismatch],
      [
        [
          { id: about.id, parentId: null, position: 0 },
          { id: about.id, parentId: null, position: 1 },
        ],
        mismatch,
      ],
    ];
    for (const [items, message] of cases) {
      const response = await call(c, 'PUT', '/api/menus/reorder', { items });
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(json(response).message).toBe(message);
    }
    expect(await adminTree(c)).toEqual(before);
  });
});
