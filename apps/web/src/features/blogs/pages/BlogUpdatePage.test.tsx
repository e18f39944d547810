import type { Blog } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { categoriesEndpoint, sampleAdminBlog } from '../components/blog-admin.testing.ts';
import { BlogUpdatePage } from './BlogUpdatePage.tsx';

// Tiptap's typing needs a real browser: here the editor's lazy part is a plain textarea with its name.
vi.mock(
  '../../../components/RichTextEditorImpl.tsx',
  () => import('../../../test/rich-text-editor-stub.tsx'),
);

const STALE = 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại';
const post = sampleAdminBlog();

function renderUpdatePage(slug = post.slug) {
  return renderAdminRoutes(
    [
      { path: '/admin/blogs/update/:slug', element: <BlogUpdatePage /> },
      { path: '/admin/blogs', element: <p>Danh sách bài viết</p> },
    ],
    `/admin/blogs/update/${slug}`,
  );
}

const puts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'PUT');

/** The post loads, and a save answers with the post so changed. */
function stubLoadAndSave(saved: Partial<Blog>) {
  return stubApi({
    [`/api/blog/${post.slug}`]: () => ({ status: 200, body: { success: true, data: post } }),
    [`/api/blog/${post.id}`]: () => ({
      status: 200,
      body: { success: true, message: 'Đã cập nhật bài viết', data: { ...post, ...saved } },
    }),
    '/api/categories': categoriesEndpoint,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('BlogUpdatePage', () => {
  it('an unknown post shows “Không tìm thấy bài viết” with a way back', async () => {
    stubApi({ '/api/categories': categoriesEndpoint });
    renderUpdatePage('khong-co');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy bài viết' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Về danh sách bài viết' }));
    expect(await screen.findByText('Danh sách bài viết')).toBeTruthy();
  });

  it('loads the post into the form and links to its public page', async () => {
    const calls = stubApi({
      [`/api/blog/${post.slug}`]: () => ({ status: 200, body: { success: true, data: post } }),
      '/api/categories': categoriesEndpoint,
    });
    renderUpdatePage();
    expect(screen.getByLabelText('Đang tải')).toBeTruthy();

    const title = await screen.findByRole('textbox', { name: /Tiêu đề/ });
    expect(title).toHaveProperty('value', post.title);
    expect(screen.getByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty('value', post.slug);
    expect(await screen.findByRole('textbox', { name: 'Nội dung bài viết' })).toHaveProperty(
      'value',
      post.content,
    );
    expect(screen.getByRole('link', { name: 'Xem trên trang' }).getAttribute('href')).toBe(
      '/blogs/le-gio-to-nam-nay.html',
    );
    expect(calls[0]?.path).toBe('/api/blog/le-gio-to-nam-nay');
    // Editing the title of a saved post leaves its address alone.
    await userEvent.type(title, ' 2026');
    expect(screen.getByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty('value', post.slug);
  });

  it('saves a published post with its version and keeps its publish date', async () => {
    const calls = stubLoadAndSave({ title: 'Lễ Giỗ Tổ 2026', version: 4 });
    renderUpdatePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.path).toBe(`/api/blog/${post.id}`);
    expect(puts(calls)[0]?.body).toEqual({
      title: 'Lễ Giỗ Tổ năm nay 2026',
      slug: post.slug,
      summary: post.summary,
      coverImage: null,
      categoryId: post.category?.id,
      content: post.content,
      status: 'published',
      version: 3,
    });
    expect(await screen.findByText('Đã cập nhật bài viết')).toBeTruthy();
  });

  it('takes a published post back to draft', async () => {
    const calls = stubLoadAndSave({ status: 'draft', version: 4 });
    renderUpdatePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Chuyển về bản nháp' }));
    await waitFor(() => expect(puts(calls)[0]?.body).toMatchObject({ status: 'draft', version: 3 }));
    expect(puts(calls)[0]?.body).not.toHaveProperty('publishedAt');
    // Now a draft: the buttons to publish are back.
    expect(await screen.findByRole('button', { name: 'Đăng ngay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu nháp' })).toBeTruthy();
  });

  it('a renamed address moves the page to the new slug', async () => {
    stubLoadAndSave({ slug: 'gio-to', version: 4 });
    const { router } = renderUpdatePage();
    const slug = await screen.findByRole('textbox', { name: 'Đường dẫn' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'gio-to');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs/update/gio-to'));
    expect(await screen.findByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty('value', 'gio-to');
  });

  it('a version conflict says so and reloads the newest copy', async () => {
    let version = 3;
    const calls = stubApi({
      [`/api/blog/${post.slug}`]: () => ({
        status: 200,
        body: {
          success: true,
          data: { ...post, summary: version > 3 ? 'Tóm tắt mới' : post.summary, version },
        },
      }),
      [`/api/blog/${post.id}`]: () => {
        version = 5;
        return { status: 409, body: { success: false, message: STALE } };
      },
      '/api/categories': categoriesEndpoint,
    });
    renderUpdatePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await screen.findByText('Dữ liệu đã thay đổi');
    // The toast is an alert too: the conflict is the one titled so.
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Dữ liệu đã thay đổi'));
    if (!alert) throw new Error('the conflict alert is missing');
    expect(within(alert).getByText(STALE)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    // The admin's own edit stays; untouched fields take the newest values.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Tóm tắt' })).toHaveProperty('value', 'Tóm tắt mới'),
    );
    expect(screen.getByRole('textbox', { name: /Tiêu đề/ })).toHaveProperty(
      'value',
      'Lễ Giỗ Tổ năm nay 2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.body).toMatchObject({ version: 5, title: 'Lễ Giỗ Tổ năm nay 2026' });
  });

  it('previews the saved content', async () => {
    stubApi({
      [`/api/blog/${post.slug}`]: () => ({ status: 200, body: { success: true, data: post } }),
      '/api/categories': categoriesEndpoint,
    });
    renderUpdatePage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Xem trước' }));
    const preview = await screen.findByRole('article', { name: 'Bản xem trước bài viết' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Chương trình' })).toBeTruthy();
    expect(within(preview).getByText('Tin dòng họ')).toBeTruthy();
    expect(within(preview).getByText(/Nguyễn Văn An/)).toBeTruthy();
  });
});
