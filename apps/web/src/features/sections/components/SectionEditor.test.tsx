import type { Category, Section } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { dragByKeyboard, ensureDoctype } from '../../../test/dnd.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { SectionEditor } from './SectionEditor.tsx';

const HERO = '11111111-1111-4111-8111-111111111111';
const POSTS = '22222222-2222-4222-8222-222222222222';
const NEWS_CATEGORY = '33333333-3333-4333-8333-333333333333';

function section(overrides: Partial<Section> & Pick<Section, 'id' | 'type' | 'position'>): Section {
  return {
    title: null,
    subtitle: null,
    content: null,
    imageUrl: null,
    linkLabel: null,
    linkUrl: null,
    itemLimit: 6,
    categoryId: null,
    treeId: null,
    visible: true,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const hero = section({
  id: HERO,
  type: 'hero',
  position: 0,
  title: 'Họ Nguyễn làng Demo',
  subtitle: 'Uống nước nhớ nguồn',
});
const posts = section({ id: POSTS, type: 'featuredPosts', position: 1, title: 'Tin mới' });

const newsCategory: Category = {
  id: NEWS_CATEGORY,
  name: 'Tin dòng họ',
  slug: 'tin-dong-ho',
  description: null,
  position: 0,
  blogCount: 3,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const listOf = (sections: Section[]) => () => ({
  status: 200,
  body: { success: true, data: sections, total: sections.length },
});

function renderEditor() {
  return renderAdminRoutes([{ path: '/admin/settings', element: <SectionEditor /> }], '/admin/settings');
}

beforeAll(ensureDoctype);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('SectionEditor', () => {
  it('lists the blocks in order with their type, title and visibility, and links to the home page', async () => {
    stubApi({ '/api/sections': listOf([hero, { ...posts, visible: false }]) });
    renderEditor();

    await screen.findByText('Họ Nguyễn làng Demo');
    const rows = screen.getAllByTestId('section-item');
    expect(within(rows[0] ?? document.body).getByText('Ảnh bìa và lời chào')).toBeTruthy();
    expect(within(rows[1] ?? document.body).getByText('Bài viết nổi bật')).toBeTruthy();
    expect(within(rows[1] ?? document.body).getByText('Đang ẩn')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Hiện “Tin mới” trên trang chủ' }).checked,
    ).toBe(false);
    const homeLink = screen.getByRole('link', { name: /Xem trang chủ/ });
    expect(homeLink.getAttribute('href')).toBe('/');
    expect(homeLink.getAttribute('target')).toBe('_blank');
  });

  it('the switch hides a block with its version', async () => {
    const calls = stubApi({
      '/api/sections': listOf([hero, posts]),
      [`/api/section/${HERO}`]: () => ({
        status: 200,
        body: {
          success: true,
          data: { ...hero, visible: false, version: 2 },
          message: 'Đã cập nhật khối trang chủ',
        },
      }),
    });
    renderEditor();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Hiện “Họ Nguyễn làng Demo” trên trang chủ' }),
    );

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ visible: false, version: 1 });
    expect(await screen.findByText('Đã cập nhật khối trang chủ')).toBeTruthy();
  });

  it('adds a block of the chosen type with only the fields that matter for it', async () => {
    const calls = stubApi({
      '/api/sections': listOf([hero]),
      '/api/categories': () => ({ status: 200, body: { success: true, data: [newsCategory], total: 1 } }),
      '/api/section': () => ({
        status: 201,
        body: { success: true, data: posts, message: 'Đã thêm khối trang chủ' },
      }),
    });
    renderEditor();
    await screen.findByText('Họ Nguyễn làng Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm khối' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Bài viết nổi bật/ }));

    // A featured-posts block has no subtitle, image or button.
    expect(within(dialog).queryByRole('textbox', { name: 'Địa chỉ ảnh' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tiêu đề' }), 'Tin dòng họ mới nhất');
    const limit = within(dialog).getByRole('textbox', { name: 'Số mục hiển thị' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '4');
    const categorySelect = within(dialog).getByRole('combobox', { name: 'Danh mục' });
    await waitFor(() => expect(categorySelect).toHaveProperty('disabled', false));
    await userEvent.click(categorySelect);
    await userEvent.click(await screen.findByRole('option', { name: 'Tin dòng họ' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm khối' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'featuredPosts',
      title: 'Tin dòng họ mới nhất',
      itemLimit: 4,
      categoryId: NEWS_CATEGORY,
      visible: true,
    });
    expect(await screen.findByText('Đã thêm khối trang chủ')).toBeTruthy();
  });

  it('edits a hero block: its fields, with the version; a bad link is refused first', async () => {
    const calls = stubApi({
      '/api/sections': listOf([hero, posts]),
      [`/api/section/${HERO}`]: () => ({
        status: 200,
        body: { success: true, data: { ...hero, version: 2 }, message: 'Đã cập nhật khối trang chủ' },
      }),
    });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa “Họ Nguyễn làng Demo”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Lời chào' }).value).toBe(
      'Uống nước nhớ nguồn',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Chữ trên nút' }), 'Xem cây gia phả');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Liên kết của nút' }), 'cay gia pha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(
      await within(dialog).findByText(/Liên kết/, { selector: '.mantine-InputWrapper-error' }),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const link = within(dialog).getByRole('textbox', { name: 'Liên kết của nút' });
    await userEvent.clear(link);
    await userEvent.type(link, '/family-tree');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Họ Nguyễn làng Demo',
      subtitle: 'Uống nước nhớ nguồn',
      imageUrl: null,
      linkLabel: 'Xem cây gia phả',
      linkUrl: '/family-tree',
      visible: true,
      version: 1,
    });
  });

  it('a drag sends the new order to PUT /api/sections/reorder', async () => {
    const calls = stubApi({
      '/api/sections': listOf([hero, posts]),
      '/api/sections/reorder': () => ({
        status: 200,
        body: {
          success: true,
          data: [
            { ...posts, position: 0 },
            { ...hero, position: 1 },
          ],
          total: 2,
          message: 'Đã lưu thứ tự các khối trang chủ',
        },
      }),
    });
    renderEditor();
    await dragByKeyboard(await screen.findByLabelText('Kéo để sắp xếp “Họ Nguyễn làng Demo”'), 1);

    await waitFor(() => expect(calls.some((call) => call.path === '/api/sections/reorder')).toBe(true));
    expect(calls.find((call) => call.path === '/api/sections/reorder')?.body).toEqual({
      items: [
        { id: POSTS, position: 0 },
        { id: HERO, position: 1 },
      ],
    });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('section-item').map((row) => within(row).getAllByText(/.+/)[0]?.textContent),
      ).toEqual(['Bài viết nổi bật', 'Ảnh bìa và lời chào']),
    );
  });

  it('deletes a block after a confirmation', async () => {
    const calls = stubApi({
      '/api/sections': listOf([hero, posts]),
      [`/api/section/${POSTS}`]: () => ({
        status: 200,
        body: { success: true, message: 'Đã xóa khối trang chủ' },
      }),
    });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa “Tin mới”' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Đã xóa khối trang chủ')).toBeTruthy();
  });
});
