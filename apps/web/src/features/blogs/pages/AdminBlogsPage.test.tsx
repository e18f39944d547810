import type { Blog, BlogListItem } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts, openDeleteConfirmation, pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { categoriesEndpoint, sampleAdminBlog, sampleCategory } from '../components/blog-admin.testing.ts';
import { AdminBlogsPage } from './AdminBlogsPage.tsx';

function listItem({ content: _content, ...blog }: Blog): BlogListItem {
  return blog;
}

const published = listItem(sampleAdminBlog());
const draft = listItem(
  sampleAdminBlog({
    id: '6c1d7a2f-3e4b-4d5c-9faa-1b2c3d4e5f60',
    slug: 'ban-nhap-gia-pha',
    title: 'Bản nháp về gia phả',
    status: 'draft',
    publishedAt: null,
    category: null,
    viewCount: 0,
    version: 1,
  }),
);
const scheduled = listItem(
  sampleAdminBlog({
    id: '7d2e8b3a-4f5c-4e6d-8abb-2c3d4e5f6071',
    slug: 'hop-mat-cuoi-nam',
    title: 'Họp mặt cuối năm',
    publishedAt: '2099-12-20T01:00:00.000Z',
    version: 2,
  }),
);

/** GET /api/blogs as the server answers it (state filtered); PUT and DELETE answer as the server would. */
function blogsEndpoint(blogs: BlogListItem[]) {
  return (call: StubbedCall) => {
    const state = call.query.get('state');
    const matching = state
      ? blogs.filter((b) =>
          state === 'draft'
            ? b.status === 'draft'
            : state === 'scheduled'
              ? b.status === 'published' && (b.publishedAt ?? '') > '2090'
              : b.status === 'published' && (b.publishedAt ?? '') < '2090',
        )
      : blogs;
    return pageAnswer(matching);
  };
}

function renderBlogsPage(path = '/admin/blogs') {
  return renderAdminRoutes(
    [
      { path: '/admin/blogs', element: <AdminBlogsPage /> },
      { path: '/admin/blogs/update/:slug', element: <p>Trang sửa bài viết</p> },
      { path: '/admin/blogs/create', element: <p>Trang viết bài mới</p> },
    ],
    path,
  );
}

const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/blogs');

afterEach(clearStubsAndToasts);

describe('AdminBlogsPage', () => {
  it('lists posts with category, state, publish time, views, and a way to write a new one', async () => {
    const calls = stubApi({
      '/api/blogs': blogsEndpoint([published, draft, scheduled]),
      '/api/categories': categoriesEndpoint,
    });
    renderBlogsPage();

    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Lễ Giỗ Tổ năm nay')).closest('tr');
    expect(row?.textContent).toContain('Tin dòng họ');
    expect(row?.textContent).toContain('Đã đăng');
    expect(row?.textContent).toMatch(/05\/03\/2026 \d\d:00/);
    expect(row?.textContent).toContain('1.234');
    expect(within(table).getByText('Bản nháp về gia phả').closest('tr')?.textContent).toContain('Bản nháp');
    expect(within(table).getByText('Họp mặt cuối năm').closest('tr')?.textContent).toContain('Đã lên lịch');
    expect(screen.getByText('Hiển thị 1–3 trên tổng 3')).toBeTruthy();
    const [first] = listCalls(calls);
    expect(first?.query.get('limit')).toBe('20');
    expect(first?.query.get('offset')).toBe('0');

    await userEvent.click(screen.getByRole('link', { name: 'Viết bài mới' }));
    expect(await screen.findByText('Trang viết bài mới')).toBeTruthy();
  });

  it('says so when there is no post yet', async () => {
    stubApi({ '/api/blogs': blogsEndpoint([]), '/api/categories': categoriesEndpoint });
    renderBlogsPage();
    expect(await screen.findByText('Chưa có bài viết nào. Bấm “Viết bài mới” để bắt đầu.')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    stubApi({
      '/api/blogs': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
      '/api/categories': categoriesEndpoint,
    });
    renderBlogsPage();
    expect(await screen.findByText('Không tải được danh sách bài viết')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('searches, filters by state and category on the server, keeping them in the address', async () => {
    const calls = stubApi({
      '/api/blogs': blogsEndpoint([published, draft, scheduled]),
      '/api/categories': categoriesEndpoint,
    });
    const { router } = renderBlogsPage();
    await screen.findByText('Lễ Giỗ Tổ năm nay');

    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm bài viết' }), 'gio to');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('search')).toBe('gio to'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo trạng thái' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bản nháp' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('state')).toBe('draft'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo danh mục' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tin dòng họ' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('categoryId')).toBe(sampleCategory.id));
    expect(router.state.location.search).toBe(`?q=gio+to&state=draft&category=${sampleCategory.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => {
      const last = listCalls(calls).at(-1);
      expect(last?.query.has('search') || last?.query.has('state') || last?.query.has('categoryId')).toBe(
        false,
      );
    });
  });

  it('deletes a post only after confirming, then reloads the list', async () => {
    let blogs = [published, draft];
    const calls = stubApi({
      '/api/blogs': (call) => blogsEndpoint(blogs)(call),
      [`/api/blog/${draft.id}`]: () => {
        blogs = [published];
        return { status: 200, body: { success: true, message: 'Đã xóa bài viết' } };
      },
      '/api/categories': categoriesEndpoint,
    });
    renderBlogsPage();

    const dialog = await openDeleteConfirmation('Thao tác với bài viết Bản nháp về gia phả');
    expect(dialog.textContent).toContain('Xóa bài viết “Bản nháp về gia phả”?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/blog/${draft.id}`),
    );
    expect(await screen.findByText('Đã xóa bài viết')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Bản nháp về gia phả')).toBeNull());
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const calls = stubApi({ '/api/blogs': blogsEndpoint([draft]), '/api/categories': categoriesEndpoint });
    renderBlogsPage();
    await userEvent.click(
      within(await openDeleteConfirmation('Thao tác với bài viết Bản nháp về gia phả')).getByRole('button', {
        name: 'Hủy',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('publishes a draft and unpublishes a post with their versions', async () => {
    const calls = stubApi({
      '/api/blogs': blogsEndpoint([published, draft]),
      [`/api/blog/${draft.id}`]: () => ({
        status: 200,
        body: {
          success: true,
          message: 'Đã cập nhật bài viết',
          data: sampleAdminBlog({
            ...draft,
            status: 'published',
            publishedAt: '2026-03-07T01:00:00.000Z',
            version: 2,
          }),
        },
      }),
      [`/api/blog/${published.id}`]: () => ({
        status: 200,
        body: {
          success: true,
          message: 'Đã cập nhật bài viết',
          data: sampleAdminBlog({ status: 'draft', version: 4 }),
        },
      }),
      '/api/categories': categoriesEndpoint,
    });
    renderBlogsPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với bài viết Bản nháp về gia phả' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Xem trên trang' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Đăng ngay' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PUT' && call.path === `/api/blog/${draft.id}`)?.body,
      ).toEqual({
        status: 'published',
        publishedAt: null,
        version: 1,
      }),
    );
    expect(await screen.findByText('Đã đăng bài viết')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Thao tác với bài viết Lễ Giỗ Tổ năm nay' }));
    const view = await screen.findByRole('menuitem', { name: 'Xem trên trang' });
    expect(view.getAttribute('href')).toBe('/blogs/le-gio-to-nam-nay.html');
    expect(view.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Chuyển về bản nháp' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PUT' && call.path === `/api/blog/${published.id}`)?.body,
      ).toEqual({
        status: 'draft',
        version: 3,
      }),
    );
  });
});
