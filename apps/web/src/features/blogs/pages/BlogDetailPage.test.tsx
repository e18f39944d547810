import type { PublicBlog } from '@giapha/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { blogItem, notFound, ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { BlogDetailPage } from './BlogDetailPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST: PublicBlog = {
  ...blogItem({
    id: 'b1',
    slug: 'le-gio-to',
    title: 'Lễ Giỗ Tổ năm Bính Ngọ',
    summary: 'Thư mời con cháu về dự lễ.',
    coverImage: '/uploads/gio-to.jpg',
    category: { id: 'k2', name: 'Lễ hội', slug: 'le-hoi' },
    publishedAt: '2026-03-15T02:00:00.000Z',
    author: { id: 'u1', name: 'Nguyễn Văn An' },
    viewCount: 1234,
  }),
  content:
    '<h2>Chương trình</h2><ul><li>Tế lễ</li><li>Thụ lộc</li></ul><p>Xem <a href="https://maps.example.com">bản đồ</a>.</p><img src="/uploads/nha-tho.jpg" alt="Nhà thờ họ">',
};

const DETAIL = [{ path: '/blogs/:slug', element: <BlogDetailPage /> }];

describe('BlogDetailPage', () => {
  it('asks for the slug without .html and shows the post', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/blog/le-gio-to': () => ok(POST),
    });
    renderPublicRoutes(DETAIL, '/blogs/le-gio-to.html');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/public/blog/le-gio-to')).toBe(true);
    expect(screen.getByRole('link', { name: 'Lễ hội' }).getAttribute('href')).toBe('/blogs?category=le-hoi');
    expect(screen.getByText('15/03/2026')).toBeTruthy();
    expect(screen.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.getByText('1.234 lượt xem')).toBeTruthy();
    expect(screen.getByText('Thư mời con cháu về dự lễ.')).toBeTruthy();

    // The server's sanitized HTML, rendered as the reader's text.
    expect(screen.getByRole('heading', { level: 2, name: 'Chương trình' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tế lễ', 'Thụ lộc']);
    expect(screen.getByRole('link', { name: 'bản đồ' }).getAttribute('href')).toBe(
      'https://maps.example.com',
    );
    expect(screen.getByRole('img', { name: 'Nhà thờ họ' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Tất cả tin tức' }).getAttribute('href')).toBe('/blogs');
    await waitFor(() => expect(document.title).toBe('Lễ Giỗ Tổ năm Bính Ngọ · Họ Nguyễn — Làng Demo'));
  });

  it('an unknown post says it cannot be found, with a way back to the news', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/blog/khong-co': () => notFound,
    });
    renderPublicRoutes(DETAIL, '/blogs/khong-co.html');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy bài viết' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang tin tức' }).getAttribute('href')).toBe('/blogs');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/blog/le-gio-to': () => ({
        status: 500,
        body: { success: false, message: 'Đã có lỗi xảy ra' },
      }),
    });
    renderPublicRoutes(DETAIL, '/blogs/le-gio-to.html');
    expect(await screen.findByText('Không thể tải bài viết')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
