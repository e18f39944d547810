import type { Blog, Category } from '@giapha/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import {
  createAs,
  expectCreated,
  expectOk,
  getOk,
  json,
  MISSING_ID,
  readAs,
} from '../../../test/requests.ts';
import {
  expectPublicListChecks,
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { sections } from '../../db/schema/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const t = useClanSuite();

const PAST = '2024-01-15T08:00:00.000Z';
const FUTURE = '2099-01-15T08:00:00.000Z';

const { call } = t;

function createCategory(c: ClanFixture, payload: object): Promise<Category> {
  return createAs<Category>(t.app, c, '/api/category', payload);
}

function getCategory(c: ClanFixture, id: string): Promise<Category> {
  return readAs<Category>(t.app, c, `/api/category?id=${id}`);
}

function listOf(c: ClanFixture, url: string, token: string | undefined = c.token) {
  return getOk<Category[]>(t.app, c.domain, url, token);
}

function createBlog(c: ClanFixture, payload: object): Promise<Blog> {
  return createAs<Blog>(t.app, c, '/api/blog', payload);
}

describe('shared checks for every categories route', () => {
  const routes = (id: string) => [
    listCheck('/api/categories', ['?limit=abc', 'limit'], 'allowed'),
    idCheck('GET', (id) => `/api/category?id=${id}`, id, 'allowed'),
    writeCheck('POST', '/api/category', { name: 'Danh mục lạ' }, [{ name: ' ' }, 'name']),
    writeCheck('PUT', `/api/category/${id}`, { name: 'Tên bị đổi' }, [{ slug: 'Có Dấu' }, 'slug']),
    idCheck('DELETE', (id) => `/api/category/${id}`, id, 'forbidden'),
    writeCheck('PUT', '/api/categories/reorder', { items: [{ id, position: 9 }] }, [
      { items: [{ id: 'abc', position: 0 }] },
      'items.0.id',
    ]),
  ];

  it('need a signed-in user of this clan, admins to write, reject bad input, and hide other clans’ categories', async () => {
    const target = await createCategory(t.clan, { name: 'Tin dòng họ' });
    await expectSharedRouteChecks(t, routes(target.id), ({ route }) => route.url.includes(target.id));
    // Another clan's admin ordering this clan's category: the list does not match theirs.
    const reorder = await call(t.other, t.other.token, 'PUT', '/api/categories/reorder', {
      items: [{ id: target.id, position: 9 }],
    });
    expect(reorder.statusCode).toBe(400);
    expect(json(reorder)).toEqual({
      success: false,
      message: 'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang',
    });
    // Nothing above changed, moved or deleted the category, nor created one anywhere.
    expect(await getCategory(t.clan, target.id)).toMatchObject({
      name: 'Tin dòng họ',
      position: 0,
      version: 1,
    });
    const names = (await listOf(t.clan, '/api/categories?limit=100')).data.map((c) => c.name);
    expect(names).not.toContain('Danh mục lạ');
    expect((await listOf(t.other, '/api/categories?limit=100')).data).toEqual([]);
    expect((await listOf(t.other, '/api/public/categories', undefined)).data).toEqual([]);
  });

  it('the public list needs no sign-in and rejects bad paging', async () => {
    const response = await call(t.clan, undefined, 'GET', '/api/public/categories');
    expect(response.statusCode).toBe(200);
    await expectPublicListChecks(t.app, '/api/public/categories', t.clan.domain);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const noName = await call(t.clan, t.clan.token, 'POST', '/api/category', {});
    expect(json(noName).errors).toEqual([{ field: 'name', message: 'Vui lòng nhập tên danh mục' }]);
    const blankName = await call(t.clan, t.clan.token, 'POST', '/api/category', { name: '   ' });
    expect(json(blankName).errors).toEqual([{ field: 'name', message: 'Vui lòng nhập tên danh mục' }]);
    const badSlug = await call(t.clan, t.clan.token, 'POST', '/api/category', {
      name: 'A',
      slug: 'tin--dong',
    });
    expect(json(badSlug).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang' },
    ]);
    const longDescription = await call(t.clan, t.clan.token, 'POST', '/api/category', {
      name: 'A',
      description: 'x'.repeat(1001),
    });
    expect(json(longDescription).errors).toEqual([
      { field: 'description', message: 'Nội dung không được dài quá 1000 ký tự' },
    ]);
    const badVersion = await call(t.clan, t.clan.token, 'PUT', `/api/category/${MISSING_ID}`, {
      version: 'một',
    });
    expect(badVersion.statusCode).toBe(400);
    expect(json(badVersion).errors?.map((e) => e.field)).toEqual(['version']);
  });
});

describe('POST /api/category', () => {
  it('makes the slug from the Vietnamese name, numbers repeats, appends at the end and is audited', async () => {
    const c = await registerClan(t.app);
    const response = await call(c, c.token, 'POST', '/api/category', {
      name: 'Giỗ chạp – Lễ tết',
      description: '  Các ngày giỗ trong năm  ',
    });
    const body = expectCreated<Category>(response, 'Đã tạo danh mục');
    expect(body.data).toMatchObject({
      name: 'Giỗ chạp – Lễ tết',
      slug: 'gio-chap-le-tet',
      description: 'Các ngày giỗ trong năm',
      position: 0,
      blogCount: 0,
      version: 1,
    });
    expect(await getCategory(c, body.data.id)).toEqual(body.data);

    const again = await createCategory(c, { name: 'Giỗ Chạp — lễ Tết', slug: '' });
    expect(again).toMatchObject({ slug: 'gio-chap-le-tet-2', position: 1 });
    const third = await createCategory(c, { name: 'Giỗ chạp lễ tết' });
    expect(third).toMatchObject({ slug: 'gio-chap-le-tet-3', position: 2 });
    const typed = await createCategory(c, { name: 'Tin tức', slug: 'tin-moi' });
    expect(typed).toMatchObject({ slug: 'tin-moi', position: 3 });
    const symbols = await createCategory(c, { name: '***' });
    expect(symbols.slug).toBe('danh-muc');

    const audit = await auditRepo(t.database.db, c.clanId).list(20);
    expect(audit.filter((a) => a.action === 'category.create')).toHaveLength(5);
    expect(audit.find((a) => a.targetId === typed.id)).toMatchObject({
      actorId: c.adminId,
      targetType: 'category',
    });
  });

  it('refuses a typed slug another category has: 409 naming the field', async () => {
    const c = await registerClan(t.app);
    await createCategory(c, { name: 'Tin dòng họ' });
    const taken = await call(c, c.token, 'POST', '/api/category', { name: 'Tin khác', slug: 'tin-dong-ho' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({
      success: false,
      message: 'Đường dẫn này đã được dùng cho danh mục khác',
      errors: [{ field: 'slug', message: 'Đường dẫn này đã được dùng cho danh mục khác' }],
    });
    // Slugs are unique per clan only.
    expect(await createCategory(t.other, { name: 'Tin', slug: 'tin-dong-ho' })).toMatchObject({
      slug: 'tin-dong-ho',
    });
  });
});

describe('GET /api/categories, /api/category and /api/public/categories', () => {
  it('list in the clan’s order with totals, 20 by default, and search without diacritics', async () => {
    const c = await registerClan(t.app);
    for (let i = 1; i <= 22; i += 1)
      await createCategory(c, { name: `Mục số ${String(i).padStart(2, '0')}` });
    const first = await listOf(c, '/api/categories');
    expect(first.total).toBe(22);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]?.name).toBe('Mục số 01');
    const rest = await listOf(c, '/api/categories?offset=20');
    expect(rest.data.map((x) => x.name)).toEqual(['Mục số 21', 'Mục số 22']);
    const pub = await listOf(c, '/api/public/categories?limit=5', undefined);
    expect(pub.total).toBe(22);
    expect(pub.data.map((x) => x.position)).toEqual([0, 1, 2, 3, 4]);
    expect((await listOf(c, '/api/public/categories', undefined)).data).toHaveLength(20);

    const d = await registerClan(t.app);
    await createCategory(d, { name: 'Tin dòng họ' });
    await createCategory(d, { name: 'Gương sáng con cháu' });
    await createCategory(d, { name: 'Đời sống 100%' });
    const found = await listOf(d, '/api/categories?search=tin%20DONG');
    expect(found.data.map((x) => x.name)).toEqual(['Tin dòng họ']);
    expect(found.total).toBe(1);
    expect((await listOf(d, '/api/categories?search=guong%20sang')).data.map((x) => x.name)).toEqual([
      'Gương sáng con cháu',
    ]);
    expect((await listOf(d, '/api/categories?search=doi%20song')).total).toBe(1);
    // `%` is a character, not a wildcard.
    expect((await listOf(d, '/api/categories?search=%25')).data.map((x) => x.name)).toEqual([
      'Đời sống 100%',
    ]);
    expect((await listOf(d, '/api/categories?search=khong%20co')).total).toBe(0);
  });

  it('count published and due posts for visitors and every post for members', async () => {
    const c = await registerClan(t.app);
    const news = await createCategory(c, { name: 'Tin dòng họ' });
    const empty = await createCategory(c, { name: 'Trống' });
    await createBlog(c, {
      title: 'Bài đã đăng',
      categoryId: news.id,
      status: 'published',
      publishedAt: PAST,
    });
    await createBlog(c, { title: 'Bài đăng ngay', categoryId: news.id, status: 'published' });
    await createBlog(c, {
      title: 'Bài hẹn giờ',
      categoryId: news.id,
      status: 'published',
      publishedAt: FUTURE,
    });
    await createBlog(c, { title: 'Bài nháp', categoryId: news.id });
    await createBlog(c, { title: 'Bài không danh mục', status: 'published' });

    const pub = await listOf(c, '/api/public/categories', undefined);
    expect(pub.data.map((x) => [x.name, x.blogCount])).toEqual([
      ['Tin dòng họ', 2],
      ['Trống', 0],
    ]);
    const admin = await listOf(c, '/api/categories');
    expect(admin.data.map((x) => [x.name, x.blogCount])).toEqual([
      ['Tin dòng họ', 4],
      ['Trống', 0],
    ]);
    expect((await getCategory(c, news.id)).blogCount).toBe(4);
    expect((await getCategory(c, empty.id)).blogCount).toBe(0);

    const missing = await call(c, c.token, 'GET', `/api/category?id=${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Không tìm thấy danh mục' });
  });
});

describe('PUT /api/category/:id', () => {
  it('changes the fields sent, remakes a blank slug from the name, and refuses stale versions and taken slugs', async () => {
    const c = await registerClan(t.app);
    const category = await createCategory(c, { name: 'Tin dòng họ', description: 'Mô tả' });
    await createCategory(c, { name: 'Gương sáng' });

    const renamed = await call(c, c.token, 'PUT', `/api/category/${category.id}`, {
      name: 'Tin tức dòng họ',
      version: 1,
    });
    const body = expectOk<Category>(renamed, 'Đã cập nhật danh mục');
    // The slug stays unless asked: links already shared keep working.
    expect(body.data).toMatchObject({
      name: 'Tin tức dòng họ',
      slug: 'tin-dong-ho',
      description: 'Mô tả',
      version: 2,
    });

    const reslugged = await call(c, c.token, 'PUT', `/api/category/${category.id}`, {
      slug: '',
      description: '',
    });
    expect(json<{ data: Category }>(reslugged).data).toMatchObject({
      slug: 'tin-tuc-dong-ho',
      description: null,
      version: 3,
    });

    const stale = await call(c, c.token, 'PUT', `/api/category/${category.id}`, { name: 'Cũ', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });

    const taken = await call(c, c.token, 'PUT', `/api/category/${category.id}`, { slug: 'guong-sang' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn này đã được dùng cho danh mục khác' },
    ]);
    // Its own slug is not "taken".
    const same = await call(c, c.token, 'PUT', `/api/category/${category.id}`, { slug: 'tin-tuc-dong-ho' });
    expect(same.statusCode).toBe(200);
    expect(await getCategory(c, category.id)).toMatchObject({ name: 'Tin tức dòng họ', version: 3 });

    const missing = await call(c, c.token, 'PUT', `/api/category/${MISSING_ID}`, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy danh mục');
  });

  it('a renamed category shows at once in the public blog list', async () => {
    const c = await registerClan(t.app);
    const category = await createCategory(c, { name: 'Tin cũ' });
    await createBlog(c, { title: 'Một bài', categoryId: category.id, status: 'published' });
    const before = await call(c, undefined, 'GET', '/api/public/blogs');
    expect(json<{ data: Blog[] }>(before).data[0]?.category?.name).toBe('Tin cũ');
    await call(c, c.token, 'PUT', `/api/category/${category.id}`, { name: 'Tin mới', slug: '' });
    const after = await call(c, undefined, 'GET', '/api/public/blogs');
    expect(json<{ data: Blog[] }>(after).data[0]?.category).toEqual({
      id: category.id,
      name: 'Tin mới',
      slug: 'tin-moi',
    });
  });
});

describe('DELETE /api/category/:id', () => {
  it('deletes the category and leaves its posts and home sections uncategorised', async () => {
    const c = await registerClan(t.app);
    const category = await createCategory(c, { name: 'Sắp xóa' });
    const keep = await createCategory(c, { name: 'Giữ lại' });
    const post = await createBlog(c, {
      title: 'Bài trong mục',
      categoryId: category.id,
      status: 'published',
    });
    const kept = await createBlog(c, { title: 'Bài mục khác', categoryId: keep.id, status: 'published' });
    const [section] = await t.database.db
      .insert(sections)
      .values({ clanId: c.clanId, type: 'featuredPosts', categoryId: category.id })
      .returning();
    if (!section) throw new Error('no section inserted');

    const response = await call(c, c.token, 'DELETE', `/api/category/${category.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Đã xóa danh mục' });

    const gone = await call(c, c.token, 'GET', `/api/category?id=${category.id}`);
    expect(gone.statusCode).toBe(404);
    const admin = await call(c, c.token, 'GET', `/api/blog?id=${post.id}`);
    expect(json<{ data: Blog }>(admin).data).toMatchObject({ title: 'Bài trong mục', category: null });
    const pub = await call(c, undefined, 'GET', `/api/public/blog/${post.slug}`);
    expect(json<{ data: Blog }>(pub).data.category).toBeNull();
    expect(
      json<{ data: Blog }>(await call(c, c.token, 'GET', `/api/blog?id=${kept.id}`)).data.category?.id,
    ).toBe(keep.id);
    const [sectionAfter] = await t.database.db
      .select()
      .from(sections)
      .where(and(eq(sections.clanId, c.clanId), eq(sections.id, section.id)));
    expect(sectionAfter?.categoryId).toBeNull();

    const again = await call(c, c.token, 'DELETE', `/api/category/${category.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('Không tìm thấy danh mục');
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'category.delete', {
      actorId: c.adminId,
      targetId: category.id,
    });
  });
});

describe('PUT /api/categories/reorder', () => {
  it('sets every position in one go, keeps versions, and changes nothing when an id is not the clan’s', async () => {
    const c = await registerClan(t.app);
    const a = await createCategory(c, { name: 'A' });
    const b = await createCategory(c, { name: 'B' });
    const d = await createCategory(c, { name: 'C' });
    const response = await call(c, c.token, 'PUT', '/api/categories/reorder', {
      items: [
        { id: d.id, position: 0 },
        { id: a.id, position: 1 },
        { id: b.id, position: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Đã lưu thứ tự danh mục' });
    const order = await listOf(c, '/api/public/categories', undefined);
    expect(order.data.map((x) => [x.name, x.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    // A drag is not an edit: an open edit form stays current.
    expect(order.data.map((x) => x.version)).toEqual([1, 1, 1]);

    const foreign = await createCategory(t.other, { name: 'Của họ khác' });
    const mismatch = await call(c, c.token, 'PUT', '/api/categories/reorder', {
      items: [
        { id: a.id, position: 0 },
        { id: foreign.id, position: 1 },
      ],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).message).toBe(
      'Danh sách sắp xếp không khớp với dữ liệu hiện tại, vui lòng tải lại trang',
    );
    expect((await listOf(c, '/api/categories')).data.map((x) => x.name)).toEqual(['C', 'A', 'B']);
    expect((await getCategory(t.other, foreign.id)).position).toBe(foreign.position);

    const empty = await call(c, c.token, 'PUT', '/api/categories/reorder', { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors?.map((e) => e.field)).toEqual(['items']);
  });
});
