import type { Category } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { blogItem, list, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { BlogsPage } from './BlogsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STAMP = '2026-01-01T00:00:00.000Z';

function category(id: string, name: string, slug: string): Category {
  return {
    id,
    name,
    slug,
    description: null,
    position: 0,
    blogCount: 1,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

const CATEGORIES = [category('k1', 'Tin dòng họ', 'tin-dong-ho'), category('k2', 'Lễ hội', 'le-hoi')];

const GIO_TO = blogItem({
  id: 'le-gio-to',
  title: 'Lễ Giỗ Tổ năm Bính Ngọ',
  summary: 'Thư mời con cháu về dự lễ.',
  category: { id: 'k2', name: 'Lễ hội', slug: 'le-hoi' },
  publishedAt: '2026-03-15T02:00:00.000Z',
});
const HOP_HO = blogItem({
  id: 'hop-ho',
  title: 'Họp họ cuối năm',
  category: { id: 'k1', name: 'Tin dòng họ', slug: 'tin-dong-ho' },
});

const BLOGS = [{ path: '/blogs', element: <BlogsPage /> }];

function blogCalls(calls: StubbedCall[]): StubbedCall[] {
  return calls.filter((call) => call.path === '/api/public/blogs');
}

function stubBlogs(answer: (call: StubbedCall) => ReturnType<typeof list>) {
  return stubApi({
    '/api/public/setting': () => demoSetting,
    '/api/public/categories': () => list(CATEGORIES),
    '/api/public/blogs': answer,
  });
}

describe('BlogsPage', () => {
  it('lists the posts as cards and names the tab after the page', async () => {
    stubBlogs(() => list([GIO_TO, HOP_HO]));
    renderPublicRoutes(BLOGS, '/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tin tức' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' });
    expect(card.getAttribute('href')).toBe('/blogs/le-gio-to.html');
    expect(within(card).getByText('Lễ hội')).toBeTruthy();
    expect(within(card).getByText('15/03/2026')).toBeTruthy();
    expect(within(card).getByText('Thư mời con cháu về dự lễ.')).toBeTruthy();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Tin tức · Họ Nguyễn — Làng Demo'));
  });

  it('filters by the category named in the address, and by the chip chosen', async () => {
    const calls = stubBlogs((call) =>
      call.query.get('categorySlug') === 'tin-dong-ho' ? list([HOP_HO]) : list([GIO_TO]),
    );
    const { router } = renderPublicRoutes(BLOGS, '/blogs?category=le-hoi');

    expect(await screen.findByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeTruthy();
    expect(blogCalls(calls)[0]?.query.get('categorySlug')).toBe('le-hoi');
    expect(screen.getByRole('radio', { name: 'Lễ hội' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('radio', { name: 'Tin dòng họ' }));
    expect(await screen.findByRole('link', { name: 'Họp họ cuối năm' })).toBeTruthy();
    expect(router.state.location.search).toBe('?category=tin-dong-ho');
    expect(blogCalls(calls).at(-1)?.query.get('categorySlug')).toBe('tin-dong-ho');

    await userEvent.click(screen.getByRole('radio', { name: 'Tất cả' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(blogCalls(calls).at(-1)?.query.has('categorySlug')).toBe(false));
  });

  it('searches by the words in the address and by what is typed', async () => {
    const calls = stubBlogs((call) => (call.query.get('search') === 'gio to' ? list([GIO_TO]) : list([])));
    const { router } = renderPublicRoutes(BLOGS, '/blogs?search=gio%20to');

    expect(await screen.findByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Tìm bài viết' });
    expect(field).toHaveProperty('value', 'gio to');
    expect(blogCalls(calls)[0]?.query.get('search')).toBe('gio to');

    await userEvent.clear(field);
    await userEvent.type(field, 'khong co');
    await waitFor(() => expect(router.state.location.search).toBe('?search=khong+co'));
    expect(await screen.findByText('Không tìm thấy bài viết phù hợp')).toBeTruthy();
    expect(blogCalls(calls).at(-1)?.query.get('search')).toBe('khong co');
  });

  it('says when the clan has no posts yet', async () => {
    stubBlogs(() => list([]));
    renderPublicRoutes(BLOGS, '/blogs');
    expect(await screen.findByText('Chưa có bài viết nào')).toBeTruthy();
  });

  it('pages through the posts ten at a time, the page kept in the address', async () => {
    const calls = stubBlogs(() => list([GIO_TO], 25));
    const { router } = renderPublicRoutes(BLOGS, '/blogs?page=2');
    expect(await screen.findByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeTruthy();
    expect(blogCalls(calls)[0]?.query.get('offset')).toBe('10');
    expect(blogCalls(calls)[0]?.query.get('limit')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Trang 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(blogCalls(calls).at(-1)?.query.get('offset')).toBe('20'));
  });

  it('offers a retry when the posts cannot be loaded', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/categories': () => list(CATEGORIES),
      '/api/public/blogs': () => ({ status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } }),
    });
    renderPublicRoutes(BLOGS, '/blogs');
    expect(await screen.findByText('Không thể tải danh sách bài viết')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
