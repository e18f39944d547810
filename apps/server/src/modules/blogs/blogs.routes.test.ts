import {
  type Blog,
  type BlogListItem,
  type Category,
  type PublicBlog,
  publicBlogListResponse,
} from '@giapha/contract';
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
  NOT_FOUND,
  readAs,
  updateAs,
} from '../../../test/requests.ts';
import {
  expectPublicListChecks,
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { blogsRepo } from './blogs.repo.ts';

const t = useClanSuite();

const PAST = '2024-01-15T08:00:00.000Z';
const FUTURE = '2099-01-15T08:00:00.000Z';

const { call } = t;

function createBlog(c: ClanFixture, payload: object): Promise<Blog> {
  return createAs<Blog>(t.app, c, '/api/blog', payload);
}

function updateBlog(c: ClanFixture, id: string, payload: object): Promise<Blog> {
  return updateAs<Blog>(t.app, c, `/api/blog/${id}`, payload);
}

function createCategory(c: ClanFixture, payload: object): Promise<Category> {
  return createAs<Category>(t.app, c, '/api/category', payload);
}

function adminGet(c: ClanFixture, id: string): Promise<Blog> {
  return readAs<Blog>(t.app, c, `/api/blog?id=${id}`);
}

async function publicList(c: ClanFixture, query = '') {
  const response = await call(c, undefined, 'GET', `/api/public/blogs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  // The body is exactly the contract's shape (nothing more, nothing less).
  const body = json<{ data: unknown[]; total: number }>(response);
  expect(publicBlogListResponse.parse(body)).toEqual(body);
  return json<{ data: PublicBlog[]; total: number }>(response);
}

function adminList(c: ClanFixture, query = '') {
  return getOk<BlogListItem[]>(t.app, c.domain, `/api/blogs${query}`, c.token);
}

async function publicGet(c: ClanFixture, slug: string) {
  return call(c, undefined, 'GET', `/api/public/blog/${encodeURIComponent(slug)}`);
}

describe('shared checks for every blogs route', () => {
  const routes = (id: string, slug: string): SharedRouteCheck[] => [
    listCheck('/api/blogs', ['?state=archived', 'state'], 'forbidden'),
    idCheck('GET', (id) => `/api/blog?id=${id}`, id, 'forbidden'),
    {
      route: { method: 'GET', url: `/api/blog/${slug}` },
      bad: [{ method: 'GET', url: '/api/blog/%20' }, 'slug'],
      member: 'forbidden',
    },
    writeCheck('POST', '/api/blog', { title: 'Bài của người lạ' }, [{ title: '' }, 'title']),
    writeCheck('PUT', `/api/blog/${id}`, { title: 'Tiêu đề bị đổi' }, [{ status: 'archived' }, 'status']),
    idCheck('DELETE', (id) => `/api/blog/${id}`, id, 'forbidden'),
  ];

  it('admin routes need a signed-in admin of this clan, reject bad input, and hide other clans’ posts', async () => {
    const target = await createBlog(t.clan, { title: 'Bài đích', content: '<p>Nội dung</p>' });
    await expectSharedRouteChecks(t, routes(target.id, target.slug), ({ route }) =>
      [target.id, target.slug].some((key) => route.url.includes(key)),
    );
    // Nothing above changed or deleted the post, nor created one anywhere.
    expect(await adminGet(t.clan, target.id)).toMatchObject({
      title: 'Bài đích',
      content: '<p>Nội dung</p>',
      version: 1,
    });
    expect((await adminList(t.clan, '?limit=100')).data.map((b) => b.title)).not.toContain(
      'Bài của người lạ',
    );
    expect((await adminList(t.other)).total).toBe(0);
  });

  it('public routes need no sign-in, reject bad input, and show only the asking clan’s posts', async () => {
    const post = await createBlog(t.clan, { title: 'Bài công khai của họ A', status: 'published' });
    expect((await publicGet(t.clan, post.slug)).statusCode).toBe(200);
    expect(json(await publicGet(t.other, post.slug))).toEqual(NOT_FOUND);
    expect((await publicGet(t.other, post.slug)).statusCode).toBe(404);
    expect((await publicList(t.other)).total).toBe(0);
    await expectPublicListChecks(t.app, '/api/public/blogs', t.clan.domain, [
      ['?categoryId=abc', 'categoryId'],
    ]);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const noTitle = await call(t.clan, t.clan.token, 'POST', '/api/blog', { content: '<p>x</p>' });
    expect(json(noTitle).errors).toEqual([{ field: 'title', message: 'Vui lòng nhập tiêu đề bài viết' }]);
    const blankTitle = await call(t.clan, t.clan.token, 'POST', '/api/blog', { title: '  ' });
    expect(json(blankTitle).errors).toEqual([{ field: 'title', message: 'Vui lòng nhập tiêu đề bài viết' }]);
    const badSlug = await call(t.clan, t.clan.token, 'POST', '/api/blog', { title: 'A', slug: 'Giỗ Tổ' });
    expect(json(badSlug).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang' },
    ]);
    const badCover = await call(t.clan, t.clan.token, 'POST', '/api/blog', {
      title: 'A',
      coverImage: 'javascript:alert(1)',
    });
    expect(json(badCover).errors).toEqual([
      { field: 'coverImage', message: 'Ảnh phải là ảnh đã tải lên hoặc một địa chỉ bắt đầu bằng https://' },
    ]);
    const badDate = await call(t.clan, t.clan.token, 'POST', '/api/blog', {
      title: 'A',
      publishedAt: '15/01/2024',
    });
    expect(json(badDate).errors?.map((e) => e.field)).toEqual(['publishedAt']);
    const longSummary = await call(t.clan, t.clan.token, 'POST', '/api/blog', {
      title: 'A',
      summary: 'x'.repeat(1001),
    });
    expect(json(longSummary).errors).toEqual([
      { field: 'summary', message: 'Nội dung không được dài quá 1000 ký tự' },
    ]);
  });
});

describe('POST /api/blog', () => {
  it('makes the slug from the Vietnamese title and numbers repeats; author, dates and audit', async () => {
    const c = await registerClan(t.app);
    const response = await call(c, c.token, 'POST', '/api/blog', {
      title: 'Giỗ Tổ Hùng Vương',
      summary: 'Lễ giỗ Tổ năm nay',
      content: '<h2>Chương trình</h2><ul><li>Dâng hương</li></ul>',
      coverImage: 'https://anh.example.vn/anh-bia.jpg',
    });
    const body = expectCreated<Blog>(response, 'Đã tạo bài viết');
    expect(body.data).toMatchObject({
      slug: 'gio-to-hung-vuong',
      title: 'Giỗ Tổ Hùng Vương',
      summary: 'Lễ giỗ Tổ năm nay',
      coverImage: 'https://anh.example.vn/anh-bia.jpg',
      content: '<h2>Chương trình</h2><ul><li>Dâng hương</li></ul>',
      status: 'draft',
      publishedAt: null,
      category: null,
      author: { id: c.adminId, name: 'Nguyễn Văn Trưởng' },
      viewCount: 0,
      version: 1,
    });
    expect(await adminGet(c, body.data.id)).toEqual(body.data);

    const second = await createBlog(c, { title: 'Giỗ tổ Hùng vương', slug: '' });
    expect(second.slug).toBe('gio-to-hung-vuong-2');
    const third = await createBlog(c, { title: 'GIỖ TỔ HÙNG VƯƠNG!' });
    expect(third.slug).toBe('gio-to-hung-vuong-3');
    expect((await createBlog(c, { title: '“…”' })).slug).toBe('bai-viet');
    expect((await createBlog(c, { title: '?!' })).slug).toBe('bai-viet-2');
    expect((await createBlog(c, { title: 'Tùy ý', slug: 'duong-dan-rieng' })).slug).toBe('duong-dan-rieng');
    const long = await createBlog(c, { title: `Bài ${'rất '.repeat(60)}dài` });
    expect(long.slug.length).toBeLessThanOrEqual(120);
    expect((await createBlog(c, { title: `Bài ${'rất '.repeat(60)}dài` })).slug).toMatch(/^bai-rat-.*-2$/);

    const before = Date.now();
    const now = await createBlog(c, { title: 'Đăng ngay', status: 'published' });
    expect(now.status).toBe('published');
    expect(Date.parse(now.publishedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(now.publishedAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    const dated = await createBlog(c, { title: 'Nháp có ngày', publishedAt: '2024-03-01T09:30:00+07:00' });
    expect(dated).toMatchObject({ status: 'draft', publishedAt: '2024-03-01T02:30:00.000Z' });

    await expectAuditEntry(t.database, c.clanId, (a) => a.targetId === body.data.id, {
      action: 'blog.create',
      actorId: c.adminId,
      targetType: 'blog',
    });
  });

  it('refuses a typed slug another post has (409 naming the field) and a category of another clan (404)', async () => {
    const c = await registerClan(t.app);
    await createBlog(c, { title: 'Giỗ Tổ' });
    const taken = await call(c, c.token, 'POST', '/api/blog', { title: 'Khác', slug: 'gio-to' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({
      success: false,
      message: 'Đường dẫn này đã được dùng cho bài viết khác',
      errors: [{ field: 'slug', message: 'Đường dẫn này đã được dùng cho bài viết khác' }],
    });
    const foreign = await createCategory(t.other, { name: 'Của họ khác' });
    const wrongCategory = await call(c, c.token, 'POST', '/api/blog', { title: 'X', categoryId: foreign.id });
    expect(wrongCategory.statusCode).toBe(404);
    expect(json(wrongCategory)).toEqual({ success: false, message: 'Không tìm thấy danh mục' });
    expect((await adminList(c)).data.map((b) => b.title)).toEqual(['Giỗ Tổ']);
  });
});

describe('stored content is inert', () => {
  const payloads = [
    '<p>Ảnh <img src=x onerror=alert(1)> đây</p>',
    '<svg onload=alert(1)><circle r="5"/></svg><p>Sau svg</p>',
    '<p><a href="javascript:alert(1)">Bấm vào</a></p>',
    '<p style="background:url(javascript:alert(1))">Có kiểu</p>',
    '<script>alert(1)</script><p onclick="alert(1)">Nút</p>',
    '<p><a href=" JaVaScRiPt:alert(1)">Hoa thường</a><img src="data:text/html,<script>alert(1)</script>"></p>',
  ];

  function expectInert(html: string) {
    expect(html).not.toMatch(/<script|<svg|\son\w+\s*=|javascript:|style=|data:text/i);
  }

  it('keeps no script, handler, javascript: URL or style, read back through admin and public endpoints', async () => {
    const c = await registerClan(t.app);
    for (const [i, content] of payloads.entries()) {
      const post = await createBlog(c, { title: `Thử XSS ${i}`, content, status: 'published' });
      expectInert(post.content);
      expectInert((await adminGet(c, post.id)).content);
      const bySlug = await call(c, c.token, 'GET', `/api/blog/${post.slug}`);
      expectInert(json<{ data: Blog }>(bySlug).data.content);
      const pub = await publicGet(c, post.slug);
      expect(pub.statusCode).toBe(200);
      expectInert(json<{ data: PublicBlog }>(pub).data.content);
      // The same on an update.
      const updated = await updateBlog(c, post.id, { content: `<p>Sửa</p>${content}` });
      expectInert(updated.content);
      expectInert(json<{ data: PublicBlog }>(await publicGet(c, post.slug)).data.content);
    }
    // What is harmless stays: text, links and images.
    const safe = await createBlog(c, {
      title: 'An toàn',
      content:
        '<h2>Tiêu đề</h2><p><a href="https://example.vn/gia-pha">Liên kết</a></p><img src="https://example.vn/a.jpg" alt="Ảnh"><blockquote>Trích dẫn</blockquote>',
    });
    expect(safe.content).toBe(
      '<h2>Tiêu đề</h2><p><a href="https://example.vn/gia-pha">Liên kết</a></p><img src="https://example.vn/a.jpg" alt="Ảnh" /><blockquote>Trích dẫn</blockquote>',
    );
    const img = await createBlog(c, { title: 'Ảnh lỗi', content: payloads[0] });
    // An image whose address is not one of the clan's images (here `x`) is dropped with its handler.
    expect(img.content).toBe('<p>Ảnh  đây</p>');
  });
});

describe('GET /api/public/blogs and /api/public/blog/:slug', () => {
  it('show published and due posts only, newest first; a scheduled post appears once due', async () => {
    const c = await registerClan(t.app);
    const older = await createBlog(c, {
      title: 'Bài cũ',
      status: 'published',
      publishedAt: '2023-05-01T00:00:00Z',
    });
    const newer = await createBlog(c, { title: 'Bài mới', status: 'published', publishedAt: PAST });
    const draft = await createBlog(c, { title: 'Bài nháp', content: '<p>bí mật</p>' });
    const datedDraft = await createBlog(c, { title: 'Nháp có ngày cũ', publishedAt: PAST });
    const scheduled = await createBlog(c, { title: 'Bài hẹn giờ', status: 'published', publishedAt: FUTURE });

    const list = await publicList(c);
    expect(list.data.map((b) => b.title)).toEqual(['Bài mới', 'Bài cũ']);
    expect(list.total).toBe(2);
    // Visitors see no admin fields and no content in lists.
    expect(Object.keys(list.data[0] ?? {}).sort()).toEqual(
      [
        'author',
        'category',
        'coverImage',
        'id',
        'publishedAt',
        'slug',
        'summary',
        'title',
        'viewCount',
      ].sort(),
    );
    for (const hidden of [draft, datedDraft, scheduled]) {
      const response = await publicGet(c, hidden.slug);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND);
    }
    const unknown = await publicGet(c, 'khong-co-bai-nay');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual(NOT_FOUND);

    // The scheduled post's day comes.
    await updateBlog(c, scheduled.id, { publishedAt: '2024-06-01T00:00:00Z' });
    expect((await publicList(c)).data.map((b) => b.title)).toEqual(['Bài hẹn giờ', 'Bài mới', 'Bài cũ']);
    expect((await publicGet(c, scheduled.slug)).statusCode).toBe(200);
    // Unpublished again: gone at once.
    await updateBlog(c, newer.id, { status: 'draft' });
    expect((await publicList(c)).data.map((b) => b.id)).toEqual([scheduled.id, older.id]);
    expect((await publicGet(c, newer.slug)).statusCode).toBe(404);

    // Paging: limit, offset, total; 10 by default.
    for (let i = 0; i < 10; i += 1) {
      await createBlog(c, {
        title: `Tin số ${i}`,
        status: 'published',
        publishedAt: `2022-01-${10 + i}T00:00:00Z`,
      });
    }
    const first = await publicList(c);
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(12);
    const second = await publicList(c, '?limit=5&offset=10');
    expect(second.data.map((b) => b.title)).toEqual(['Tin số 1', 'Tin số 0']);
    expect(second.total).toBe(12);
    const past = await publicList(c, '?offset=50');
    expect(past).toEqual({ success: true, data: [], total: 12 });
  });

  it('a post inserted already due shows without any update', async () => {
    const c = await registerClan(t.app);
    await blogsRepo(t.database.db, c.clanId).insert({
      slug: 'da-den-ngay',
      title: 'Đã đến ngày',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      authorId: c.adminId,
    });
    await blogsRepo(t.database.db, c.clanId).insert({
      slug: 'chua-den-ngay',
      title: 'Chưa đến ngày',
      status: 'published',
      publishedAt: new Date(Date.now() + 86_400_000),
      authorId: c.adminId,
    });
    expect((await publicList(c)).data.map((b) => b.slug)).toEqual(['da-den-ngay']);
  });

  it('search ignores case and diacritics (`gio to` finds `Giỗ Tổ`) and filters by category id or slug', async () => {
    const c = await registerClan(t.app);
    const news = await createCategory(c, { name: 'Tin dòng họ' });
    const rites = await createCategory(c, { name: 'Giỗ chạp – Lễ tết' });
    await createBlog(c, {
      title: 'Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ',
      categoryId: rites.id,
      status: 'published',
      publishedAt: PAST,
    });
    await createBlog(c, {
      title: 'Họp mặt đầu xuân',
      summary: 'Con cháu về dự giỗ tổ và họp mặt',
      categoryId: news.id,
      status: 'published',
      publishedAt: '2023-01-01T00:00:00Z',
    });
    await createBlog(c, {
      title: 'Đường làng mới',
      categoryId: news.id,
      status: 'published',
      publishedAt: PAST,
    });
    await createBlog(c, { title: 'Giỗ Tổ (nháp)', categoryId: rites.id });
    await createBlog(c, { title: 'Giảm 100% học phí', status: 'published', publishedAt: PAST });

    const found = await publicList(c, '?search=gio%20to');
    expect(found.data.map((b) => b.title)).toEqual([
      'Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ',
      'Họp mặt đầu xuân',
    ]);
    expect(found.total).toBe(2);
    expect((await publicList(c, '?search=GIỖ%20TỔ')).total).toBe(2);
    expect((await publicList(c, '?search=duong%20lang')).data.map((b) => b.title)).toEqual([
      'Đường làng mới',
    ]);
    expect((await publicList(c, '?search=binh%20ngo')).total).toBe(1);
    // `%` and `_` are characters, not wildcards.
    expect((await publicList(c, '?search=100%25')).data.map((b) => b.title)).toEqual(['Giảm 100% học phí']);
    expect((await publicList(c, '?search=_')).total).toBe(0);
    expect((await publicList(c, '?search=%25%25')).total).toBe(0);

    const bySlug = await publicList(c, `?categorySlug=${rites.slug}`);
    expect(bySlug.data.map((b) => b.title)).toEqual(['Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ']);
    expect(bySlug.data[0]?.category).toEqual({
      id: rites.id,
      name: 'Giỗ chạp – Lễ tết',
      slug: 'gio-chap-le-tet',
    });
    expect(bySlug.total).toBe(1);
    const byId = await publicList(c, `?categoryId=${news.id}`);
    expect(byId.data.map((b) => b.title)).toEqual(['Đường làng mới', 'Họp mặt đầu xuân']);
    expect((await publicList(c, `?categorySlug=${news.slug}&search=hop%20mat`)).total).toBe(1);
    expect((await publicList(c, '?categorySlug=khong-co')).total).toBe(0);
    expect((await publicList(c, `?categoryId=${MISSING_ID}`)).total).toBe(0);
  });

  it('counts a visit without touching the version or the last edit time', async () => {
    const c = await registerClan(t.app);
    const post = await createBlog(c, { title: 'Được đọc nhiều', status: 'published', publishedAt: PAST });
    const first = json<{ data: PublicBlog }>(await publicGet(c, post.slug)).data;
    expect(first.viewCount).toBe(1);
    const second = json<{ data: PublicBlog }>(await publicGet(c, post.slug)).data;
    expect(second.viewCount).toBe(2);
    const admin = await adminGet(c, post.id);
    expect(admin).toMatchObject({ viewCount: 2, version: 1, updatedAt: post.updatedAt });
    // An editor who opened the post before those visits still saves.
    const saved = await updateBlog(c, post.id, { title: 'Được đọc rất nhiều', version: 1 });
    expect(saved).toMatchObject({ version: 2, viewCount: 2 });
    // Admins reading a post do not count as visits.
    await call(c, c.token, 'GET', `/api/blog/${post.slug}`);
    expect((await adminGet(c, post.id)).viewCount).toBe(2);
  });

  it('a category or author that is gone shows as null', async () => {
    const c = await registerClan(t.app);
    await blogsRepo(t.database.db, c.clanId).insert({
      slug: 'mo-coi',
      title: 'Mồ côi',
      status: 'published',
      publishedAt: new Date(Date.parse(PAST)),
      categoryId: MISSING_ID,
      authorId: MISSING_ID,
    });
    const [item] = (await publicList(c)).data;
    expect(item).toMatchObject({ slug: 'mo-coi', category: null, author: null });
    expect(json<{ data: PublicBlog }>(await publicGet(c, 'mo-coi')).data).toMatchObject({
      category: null,
      author: null,
      content: '',
    });
  });
});

describe('GET /api/blogs, /api/blog?id and /api/blog/:slug (admin)', () => {
  it('list every state, last edited first, filtered by state, search and category', async () => {
    const c = await registerClan(t.app);
    const news = await createCategory(c, { name: 'Tin dòng họ' });
    const draft = await createBlog(c, { title: 'Nháp Giỗ Tổ', categoryId: news.id });
    const scheduled = await createBlog(c, { title: 'Hẹn giờ', status: 'published', publishedAt: FUTURE });
    const published = await createBlog(c, { title: 'Đã đăng', status: 'published', categoryId: news.id });

    const all = await adminList(c);
    expect(all.data.map((b) => b.id)).toEqual([published.id, scheduled.id, draft.id]);
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({ status: 'published', version: 1, category: { id: news.id } });
    expect(all.data[0]).not.toHaveProperty('content');
    expect((await adminList(c, '?state=draft')).data.map((b) => b.id)).toEqual([draft.id]);
    expect((await adminList(c, '?state=scheduled')).data.map((b) => b.id)).toEqual([scheduled.id]);
    expect((await adminList(c, '?state=published')).data.map((b) => b.id)).toEqual([published.id]);
    expect((await adminList(c, '?search=gio%20to')).data.map((b) => b.id)).toEqual([draft.id]);
    expect((await adminList(c, `?categoryId=${news.id}`)).total).toBe(2);
    expect((await adminList(c, `?categoryId=${news.id}&state=draft`)).total).toBe(1);
    expect((await adminList(c, '?limit=1&offset=1')).data.map((b) => b.id)).toEqual([scheduled.id]);

    await updateBlog(c, draft.id, { summary: 'Đã sửa' });
    expect((await adminList(c)).data[0]?.id).toBe(draft.id);

    // The update page opens a post by slug, in any state.
    for (const post of [draft, scheduled, published]) {
      const bySlug = await call(c, c.token, 'GET', `/api/blog/${post.slug}`);
      expect(bySlug.statusCode).toBe(200);
      expect(json<{ data: Blog }>(bySlug).data.id).toBe(post.id);
    }
    const missingSlug = await call(c, c.token, 'GET', '/api/blog/khong-co');
    expect(missingSlug.statusCode).toBe(404);
    expect(json(missingSlug)).toEqual({ success: false, message: 'Không tìm thấy bài viết' });
    const missingId = await call(c, c.token, 'GET', `/api/blog?id=${MISSING_ID}`);
    expect(json(missingId)).toEqual({ success: false, message: 'Không tìm thấy bài viết' });
  });
});

describe('PUT /api/blog/:id', () => {
  it('changes the fields sent by the same rules, and refuses stale versions', async () => {
    const c = await registerClan(t.app);
    const category = await createCategory(c, { name: 'Gương sáng' });
    await createBlog(c, { title: 'Bài khác', slug: 'da-co' });
    const post = await createBlog(c, { title: 'Bản nháp đầu', summary: 'Tóm tắt', content: '<p>Một</p>' });

    const edited = await call(c, c.token, 'PUT', `/api/blog/${post.id}`, {
      title: 'Gương sáng học tập',
      categoryId: category.id,
      version: 1,
    });
    const body = expectOk<Blog>(edited, 'Đã cập nhật bài viết');
    // Fields not sent keep their value; the slug stays unless asked.
    expect(body.data).toMatchObject({
      title: 'Gương sáng học tập',
      slug: 'ban-nhap-dau',
      summary: 'Tóm tắt',
      content: '<p>Một</p>',
      category: { id: category.id, name: 'Gương sáng', slug: 'guong-sang' },
      version: 2,
    });
    // The search follows the new title.
    expect((await adminList(c, '?search=guong%20sang%20hoc')).total).toBe(1);

    expect((await updateBlog(c, post.id, { slug: '' })).slug).toBe('guong-sang-hoc-tap');
    expect((await updateBlog(c, post.id, { slug: 'guong-sang-hoc-tap' })).version).toBe(3);
    const taken = await call(c, c.token, 'PUT', `/api/blog/${post.id}`, { slug: 'da-co' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn này đã được dùng cho bài viết khác' },
    ]);

    const stale = await call(c, c.token, 'PUT', `/api/blog/${post.id}`, { title: 'Ghi đè', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    expect((await adminGet(c, post.id)).title).toBe('Gương sáng học tập');

    // Publishing without a date publishes now; clearing the category and summary.
    const published = await updateBlog(c, post.id, { status: 'published', categoryId: null, summary: '' });
    expect(published).toMatchObject({ status: 'published', category: null, summary: null });
    expect(Date.parse(published.publishedAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await publicList(c)).data.map((b) => b.id)).toEqual([post.id]);
    // A future date schedules it.
    const rescheduled = await updateBlog(c, post.id, { publishedAt: FUTURE });
    expect(rescheduled).toMatchObject({ status: 'published', publishedAt: '2099-01-15T08:00:00.000Z' });
    expect((await publicList(c)).total).toBe(0);
    expect((await adminList(c, '?state=scheduled')).data.map((b) => b.id)).toEqual([post.id]);

    const foreign = await createCategory(t.other, { name: 'Họ khác' });
    const wrong = await call(c, c.token, 'PUT', `/api/blog/${post.id}`, { categoryId: foreign.id });
    expect(wrong.statusCode).toBe(404);
    expect(json(wrong).message).toBe('Không tìm thấy danh mục');
    const missing = await call(c, c.token, 'PUT', `/api/blog/${MISSING_ID}`, { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy bài viết');

    const audit = await auditRepo(t.database.db, c.clanId).list(50);
    expect(audit.filter((a) => a.action === 'blog.update' && a.targetId === post.id).length).toBeGreaterThan(
      0,
    );
  });
});

describe('DELETE /api/blog/:id', () => {
  it('deletes the post: gone from admin and public endpoints, audited', async () => {
    const c = await registerClan(t.app);
    const post = await createBlog(c, { title: 'Sắp xóa', status: 'published' });
    expect((await publicList(c)).total).toBe(1);
    const response = await call(c, c.token, 'DELETE', `/api/blog/${post.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Đã xóa bài viết' });
    expect((await call(c, c.token, 'GET', `/api/blog?id=${post.id}`)).statusCode).toBe(404);
    expect((await publicGet(c, post.slug)).statusCode).toBe(404);
    expect((await publicList(c)).total).toBe(0);
    const again = await call(c, c.token, 'DELETE', `/api/blog/${post.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('Không tìm thấy bài viết');
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'blog.delete', {
      actorId: c.adminId,
      targetId: post.id,
    });
  });
});

describe('the public list query', () => {
  it('reads rows, category, author and total in one statement, without the content column', async () => {
    const c = await registerClan(t.app);
    const query = blogsRepo(t.database.db, c.clanId).publicListQuery({
      limit: 20,
      offset: 0,
      search: 'gio to',
      categorySlug: 'tin',
    });
    const text = query.toSQL().sql;
    expect(text).toMatch(/left join "categories"/);
    expect(text).toMatch(/left join "users"/);
    expect(text).toContain('count(*) over()');
    expect(text).not.toContain('"content"');
  });
});
