import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { fieldError, fillIn } from '../../../test/form-fields.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { categoriesEndpoint, sampleAdminBlog, sampleCategory } from '../components/blog-admin.testing.ts';
import { BlogCreatePage } from './BlogCreatePage.tsx';

// Tiptap's typing needs a real browser: here the editor's lazy part is a plain textarea with its name.
vi.mock(
  '../../../components/RichTextEditorImpl.tsx',
  () => import('../../../test/rich-text-editor-stub.tsx'),
);

const SLUG_TAKEN = 'Đường dẫn này đã được dùng cho bài viết khác';

function renderCreatePage() {
  return renderAdminRoutes(
    [
      { path: '/admin/blogs/create', element: <BlogCreatePage /> },
      { path: '/admin/blogs/update/:slug', element: <p>Trang sửa bài viết</p> },
      { path: '/admin/blogs', element: <p>Danh sách bài viết</p> },
    ],
    '/admin/blogs/create',
  );
}

const created = (body: unknown) => ({
  status: 201,
  body: { success: true, message: 'Đã tạo bài viết', data: sampleAdminBlog({ ...createdFields(body) }) },
});

/** The post the server would make from what was sent (only the fields these tests look at). */
function createdFields(body: unknown) {
  const sent = typeof body === 'object' && body !== null ? body : {};
  const slug = 'slug' in sent && typeof sent.slug === 'string' && sent.slug ? sent.slug : 'le-gio-to';
  const status = 'status' in sent && sent.status === 'draft' ? 'draft' : 'published';
  return { slug, status, version: 1 } as const;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('BlogCreatePage', () => {
  it('makes the address from the title until the admin edits it', async () => {
    stubApi({ '/api/categories': categoriesEndpoint });
    renderCreatePage();

    const title = await screen.findByRole('textbox', { name: /Tiêu đề/ });
    const slug = screen.getByRole('textbox', { name: 'Đường dẫn' });
    await userEvent.type(title, 'Lễ Giỗ Tổ năm Đinh Dậu');
    expect(slug).toHaveProperty('value', 'le-gio-to-nam-dinh-dau');
    expect(screen.getByText(/Địa chỉ bài viết: \/blogs\/le-gio-to-nam-dinh-dau\.html/)).toBeTruthy();

    await userEvent.clear(slug);
    await userEvent.type(slug, 'gio-to');
    await userEvent.type(title, ' 2026');
    expect(slug).toHaveProperty('value', 'gio-to');
    expect(screen.getByText(/Địa chỉ bài viết: \/blogs\/gio-to\.html/)).toBeTruthy();
  });

  it('saves a draft with every field and goes on to the new post’s edit page', async () => {
    const calls = stubApi({
      '/api/categories': categoriesEndpoint,
      '/api/blog': (call) => created(call.body),
    });
    const { router } = renderCreatePage();

    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Lễ Giỗ Tổ');
    await fillIn(screen.getByRole('textbox', { name: 'Tóm tắt' }), 'Mời con cháu về dự lễ.');
    await fillIn(screen.getByRole('textbox', { name: 'Ảnh bìa' }), 'https://example.vn/bia.jpg');
    expect(screen.getByRole('img', { name: 'Ảnh bìa xem trước' }).getAttribute('src')).toBe(
      'https://example.vn/bia.jpg',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Danh mục' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tin dòng họ' }));
    await fillIn(
      await screen.findByRole('textbox', { name: 'Nội dung bài viết' }),
      '<p>Sáng mùng 10 tháng 3.</p>',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs/update/le-gio-to'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Lễ Giỗ Tổ',
      slug: 'le-gio-to',
      summary: 'Mời con cháu về dự lễ.',
      coverImage: 'https://example.vn/bia.jpg',
      categoryId: sampleCategory.id,
      content: '<p>Sáng mùng 10 tháng 3.</p>',
      status: 'draft',
    });
    expect(await screen.findByText('Đã tạo bài viết')).toBeTruthy();
  });

  it('publishes at once with no date', async () => {
    const calls = stubApi({
      '/api/categories': categoriesEndpoint,
      '/api/blog': (call) => created(call.body),
    });
    renderCreatePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Lễ Giỗ Tổ');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ngay' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      status: 'published',
      publishedAt: null,
      categoryId: null,
      summary: null,
      coverImage: null,
    });
  });

  it('schedules with the chosen time as an ISO instant', async () => {
    const calls = stubApi({
      '/api/categories': categoriesEndpoint,
      '/api/blog': (call) => created(call.body),
    });
    renderCreatePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Họp mặt cuối năm');

    await userEvent.click(screen.getByRole('button', { name: 'Lên lịch đăng' }));
    expect(await screen.findByText('Hãy chọn một thời điểm trong tương lai để lên lịch đăng')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Thời gian đăng/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sáng mai, 7:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lên lịch đăng' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const tomorrowAtSeven = dayjs().add(1, 'day').hour(7).minute(0).second(0).millisecond(0).toISOString();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      status: 'published',
      publishedAt: tomorrowAtSeven,
    });
  });

  it('a slug already taken (409) shows under the address field', async () => {
    stubApi({
      '/api/categories': categoriesEndpoint,
      '/api/blog': () => ({
        status: 409,
        body: { success: false, message: SLUG_TAKEN, errors: [{ field: 'slug', message: SLUG_TAKEN }] },
      }),
    });
    const { router } = renderCreatePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Lễ Giỗ Tổ');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));

    const slug = screen.getByRole('textbox', { name: 'Đường dẫn' });
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(slug)).toBe(SLUG_TAKEN);
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
  });

  it('asks for a title before sending anything', async () => {
    const calls = stubApi({ '/api/categories': categoriesEndpoint });
    renderCreatePage();
    await screen.findByRole('textbox', { name: /Tiêu đề/ });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Vui lòng nhập tiêu đề bài viết')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/blog')).toBe(false);
  });

  it('previews the post as the public page will show it', async () => {
    stubApi({ '/api/categories': categoriesEndpoint });
    renderCreatePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tiêu đề/ }), 'Lễ Giỗ Tổ');
    await fillIn(
      await screen.findByRole('textbox', { name: 'Nội dung bài viết' }),
      '<h2>Chương trình</h2><ul><li>Dâng hương</li></ul>',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Xem trước' }));
    const preview = await screen.findByRole('article', { name: 'Bản xem trước bài viết' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Lễ Giỗ Tổ' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Chương trình' })).toBeTruthy();
    expect(within(preview).getByRole('listitem').textContent).toBe('Dâng hương');
  });
});
