import { type Category, MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { dragByKeyboard, ensureDoctype } from '../../../test/dnd.ts';
import { list } from '../../../test/public-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { signInAs } from '../../../test/sessions.ts';
import { AdminCategoriesPage, MemberCategoriesPage } from './CategoriesPage.tsx';
import { AdminCategoryCreatePage, MemberCategoryCreatePage } from './CategoryCreatePage.tsx';
import { AdminCategoryDetailPage } from './CategoryDetailPage.tsx';

const NEWS = '11111111-1111-4111-8111-111111111111';
const RITES = '22222222-2222-4222-8222-222222222222';

function category(
  overrides: Partial<Category> & Pick<Category, 'id' | 'name' | 'slug' | 'position'>,
): Category {
  return {
    description: null,
    blogCount: 0,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const news = category({ id: NEWS, name: 'Tin dòng họ', slug: 'tin-dong-ho', position: 0, blogCount: 5 });
const rites = category({
  id: RITES,
  name: 'Giỗ chạp',
  slug: 'gio-chap',
  position: 3,
  description: 'Lễ giỗ, tảo mộ',
});

const listOf = (categories: Category[]) => () => list(categories);

const ROUTES = [
  { path: '/categories', element: <AdminCategoriesPage /> },
  { path: '/categories/create', element: <AdminCategoryCreatePage /> },
  { path: '/categories/detail/:id', element: <AdminCategoryDetailPage /> },
  { path: '/settings/ListCategory', element: <MemberCategoriesPage /> },
  { path: '/settings/create-category', element: <MemberCategoryCreatePage /> },
];

beforeAll(ensureDoctype);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  sessionStore.clear();
});

describe('categories list', () => {
  it('a member sees the list read-only, with the note and links that stay in the settings area', async () => {
    signInAs('user');
    const calls = stubApi({ '/api/categories': listOf([news, rites]) });
    renderAdminRoutes(ROUTES, '/settings/ListCategory');

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Tin dòng họ')).toBeTruthy();
    expect(screen.getByText('Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa danh mục.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Thêm danh mục' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Thao tác với/ })).toBeNull();
    expect(screen.queryByLabelText(/Kéo để sắp xếp/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Tin dòng họ' }).getAttribute('href')).toBe(
      `/settings/detail-category/${NEWS}`,
    );
    const [first] = calls;
    expect(first?.query.get('limit')).toBe('20');
    expect(first?.query.get('offset')).toBe('0');
  });

  it('an admin gets the add button, actions on each row and the drag grips', async () => {
    signInAs('admin');
    stubApi({ '/api/categories': listOf([news, rites]) });
    renderAdminRoutes(ROUTES, '/categories');

    await screen.findByText('Giỗ chạp');
    expect(screen.getByRole('link', { name: 'Thêm danh mục' }).getAttribute('href')).toBe(
      '/categories/create',
    );
    expect(screen.getByRole('button', { name: 'Thao tác với Giỗ chạp' })).toBeTruthy();
    expect(screen.getByLabelText('Kéo để sắp xếp Tin dòng họ')).toBeTruthy();
    expect(screen.queryByText('Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa danh mục.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tin dòng họ' }).getAttribute('href')).toBe(
      `/categories/detail/${NEWS}`,
    );
  });

  it('dragging a row gives the page its positions again in the new order', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/categories': listOf([news, rites]),
      '/api/categories/reorder': () => ({
        status: 200,
        body: { success: true, message: 'Đã lưu thứ tự danh mục' },
      }),
    });
    renderAdminRoutes(ROUTES, '/categories');
    await dragByKeyboard(await screen.findByLabelText('Kéo để sắp xếp Tin dòng họ'), 1);

    await waitFor(() => expect(calls.some((call) => call.path === '/api/categories/reorder')).toBe(true));
    expect(calls.find((call) => call.path === '/api/categories/reorder')?.body).toEqual({
      items: [
        { id: RITES, position: 0 },
        { id: NEWS, position: 3 },
      ],
    });
  });

  it('deleting says the posts become uncategorised', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/categories': listOf([news, rites]),
      [`/api/category/${NEWS}`]: () => ({ status: 200, body: { success: true, message: 'Đã xóa danh mục' } }),
    });
    renderAdminRoutes(ROUTES, '/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với Tin dòng họ' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/5 bài viết .* chuyển thành chưa phân loại/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Đã xóa danh mục')).toBeTruthy();
  });

  it('an empty list and a failed load say so', async () => {
    signInAs('admin');
    let failing = true;
    stubApi({
      '/api/categories': () =>
        failing ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } } : listOf([])(),
    });
    renderAdminRoutes(ROUTES, '/categories');
    expect(await screen.findByText('Không tải được danh sách danh mục')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có danh mục nào')).toBeTruthy();
  });
});

describe('creating a category', () => {
  it('sends the slug made from the name, then returns to the list', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/categories': listOf([news]),
      '/api/category': () => ({
        status: 201,
        body: {
          success: true,
          data: category({ id: RITES, name: 'Giỗ chạp', slug: 'gio-chap', position: 1 }),
          message: 'Đã tạo danh mục',
        },
      }),
    });
    const { router } = renderAdminRoutes(ROUTES, '/categories/create');

    await userEvent.type(await screen.findByRole('textbox', { name: /Tên danh mục/ }), 'Giỗ chạp & Tảo mộ');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Đường dẫn/ }).value).toBe(
      'gio-chap-tao-mo',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Mô tả' }), 'Lễ giỗ trong năm');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo danh mục' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Giỗ chạp & Tảo mộ',
      slug: 'gio-chap-tao-mo',
      description: 'Lễ giỗ trong năm',
    });
    expect(await screen.findByText('Đã tạo danh mục')).toBeTruthy();
  });

  it('a slug typed by hand stays when the name changes', async () => {
    signInAs('admin');
    stubApi({});
    renderAdminRoutes(ROUTES, '/categories/create');
    const slug = await screen.findByRole<HTMLInputElement>('textbox', { name: /Đường dẫn/ });
    await userEvent.type(slug, 'le-gio');
    await userEvent.type(screen.getByRole('textbox', { name: /Tên danh mục/ }), 'Giỗ chạp');
    expect(slug.value).toBe('le-gio');
  });

  it('a slug already in use (409) is shown on the slug field', async () => {
    signInAs('admin');
    stubApi({
      '/api/category': () => ({ status: 409, body: { success: false, message: MESSAGES.categorySlugTaken } }),
    });
    renderAdminRoutes(ROUTES, '/categories/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Tên danh mục/ }), 'Tin dòng họ');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo danh mục' }));

    const slug = screen.getByRole('textbox', { name: /Đường dẫn/ });
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    const errorId = slug
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(MESSAGES.categorySlugTaken);
  });

  it('a member is told that only admins may add categories', async () => {
    signInAs('user');
    stubApi({});
    renderAdminRoutes(ROUTES, '/settings/create-category');
    expect(await screen.findByText('Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa danh mục.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Tên danh mục/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Về danh sách danh mục' }).getAttribute('href')).toBe(
      '/settings/ListCategory',
    );
  });
});

describe('editing a category', () => {
  it('saves with the loaded version', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/categories': listOf([news, rites]),
      '/api/category': () => ({ status: 200, body: { success: true, data: rites } }),
      [`/api/category/${RITES}`]: () => ({
        status: 200,
        body: { success: true, data: { ...rites, version: 2 }, message: 'Đã cập nhật danh mục' },
      }),
    });
    const { router } = renderAdminRoutes(ROUTES, `/categories/detail/${RITES}`);
    const name = await screen.findByRole('textbox', { name: /Tên danh mục/ });
    await waitFor(() => expect(name).toHaveProperty('value', 'Giỗ chạp'));
    // Editing the name of a saved category leaves its slug alone.
    await userEvent.type(name, ' trong năm');
    expect(screen.getByRole('textbox', { name: /Đường dẫn/ })).toHaveProperty('value', 'gio-chap');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Giỗ chạp trong năm',
      slug: 'gio-chap',
      description: 'Lễ giỗ, tảo mộ',
      version: 1,
    });
  });
});
