import { MESSAGES, type MenuItem, type ReorderMenusBody } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { dragByKeyboard, ensureDoctype } from '../../../test/dnd.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { MenuEditor } from './MenuEditor.tsx';

const HOME = '11111111-1111-4111-8111-111111111111';
const NEWS = '22222222-2222-4222-8222-222222222222';
const EVENTS = '33333333-3333-4333-8333-333333333333';
const CONTACT = '44444444-4444-4444-8444-444444444444';

function entry(id: string, label: string, url: string, position: number, parentId: string | null = null) {
  return {
    id,
    label,
    url,
    openInNewTab: false,
    parentId,
    position,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const tree: MenuItem[] = [
  { ...entry(HOME, 'Trang chủ', '/', 0), children: [] },
  { ...entry(NEWS, 'Tin tức', '/blogs', 1), children: [entry(EVENTS, 'Sự kiện', '/events', 0, NEWS)] },
  { ...entry(CONTACT, 'Liên hệ', '/contact', 2), children: [] },
];

const menusEndpoint = (menu: MenuItem[]) => () => ({
  status: 200,
  body: { success: true, data: menu, total: menu.length },
});

/** The tree the server answers after a reorder: the items in the order and under the parents sent. */
function reordered(call: StubbedCall): MenuItem[] {
  const sent = reorderBodyOf(call).items;
  const all = tree.flatMap((item) => [item, ...item.children]);
  const find = (id: string) => all.find((candidate) => candidate.id === id);
  return sent
    .filter((item) => item.parentId === null)
    .map((top) => {
      const found = find(top.id);
      return {
        ...entry(top.id, found?.label ?? '', found?.url ?? '/', top.position),
        children: sent
          .filter((item) => item.parentId === top.id)
          .map((child) =>
            entry(child.id, find(child.id)?.label ?? '', find(child.id)?.url ?? '/', child.position, top.id),
          ),
      };
    });
}

function reorderBodyOf(call: StubbedCall): ReorderMenusBody {
  const body = call.body;
  if (body && typeof body === 'object' && 'items' in body && Array.isArray(body.items))
    return { items: body.items };
  return { items: [] };
}

function renderEditor() {
  return renderAdminRoutes([{ path: '/admin/settings', element: <MenuEditor /> }], '/admin/settings');
}

const topLabels = () =>
  screen.getAllByTestId('menu-item').map((node) => node.querySelector('p')?.textContent ?? '');

beforeAll(ensureDoctype);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('MenuEditor', () => {
  it('shows the two-level tree in its order', async () => {
    stubApi({ '/api/menus': menusEndpoint(tree) });
    renderEditor();
    await screen.findByText('Tin tức');
    expect(topLabels()).toEqual(['Trang chủ', 'Tin tức', 'Liên hệ']);
    const news = screen.getAllByTestId('menu-item')[1];
    expect(news && within(news).getByText('Sự kiện')).toBeTruthy();
  });

  it('an empty menu says so', async () => {
    stubApi({ '/api/menus': menusEndpoint([]) });
    renderEditor();
    expect(await screen.findByText('Chưa có mục menu nào')).toBeTruthy();
  });

  it('a drag moves the item and sends every parent and position to PUT /api/menus/reorder', async () => {
    const calls = stubApi({
      '/api/menus': menusEndpoint(tree),
      '/api/menus/reorder': (call) => ({
        status: 200,
        body: { success: true, data: reordered(call), total: 3, message: 'Đã lưu thứ tự menu' },
      }),
    });
    renderEditor();
    await dragByKeyboard(await screen.findByLabelText('Kéo để sắp xếp “Trang chủ”'), 1);

    await waitFor(() => expect(topLabels()).toEqual(['Tin tức', 'Trang chủ', 'Liên hệ']));
    const put = calls.find((call) => call.path === '/api/menus/reorder');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({
      items: [
        { id: NEWS, parentId: null, position: 0 },
        { id: EVENTS, parentId: NEWS, position: 0 },
        { id: HOME, parentId: null, position: 1 },
        { id: CONTACT, parentId: null, position: 2 },
      ],
    });
  });

  it('a refused reorder puts the items back and toasts the reason', async () => {
    stubApi({
      '/api/menus': menusEndpoint(tree),
      '/api/menus/reorder': () => ({ status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } }),
    });
    renderEditor();
    await dragByKeyboard(await screen.findByLabelText('Kéo để sắp xếp “Liên hệ”'), -1);

    const alert = await screen.findByRole('alert', { name: 'Lỗi' });
    expect(within(alert).getByText('Đã có lỗi xảy ra')).toBeTruthy();
    await waitFor(() => expect(topLabels()).toEqual(['Trang chủ', 'Tin tức', 'Liên hệ']));
  });

  it('adds an item with a quick pick of a site page', async () => {
    const calls = stubApi({
      '/api/menus': menusEndpoint(tree),
      '/api/menu': () => ({
        status: 201,
        body: { success: true, data: entry(HOME, 'Album ảnh', '/albums', 3), message: 'Đã thêm mục menu' },
      }),
    });
    renderEditor();
    await screen.findByText('Tin tức');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm mục menu' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Album ảnh' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mở trong thẻ mới/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm mục' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: 'Album ảnh',
      url: '/albums',
      parentId: null,
      openInNewTab: true,
    });
    expect(await screen.findByText('Đã thêm mục menu')).toBeTruthy();
  });

  it('a link the menu cannot use is refused before sending', async () => {
    const calls = stubApi({ '/api/menus': menusEndpoint(tree) });
    renderEditor();
    await screen.findByText('Tin tức');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm mục menu' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên hiển thị/ }), 'Lạ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Liên kết/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm mục' }));

    expect(await within(dialog).findByText(MESSAGES.menuUrlInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('moves an item under another parent from the edit form', async () => {
    const calls = stubApi({
      '/api/menus': menusEndpoint(tree),
      [`/api/menu/${CONTACT}`]: () => ({
        status: 200,
        body: {
          success: true,
          data: entry(CONTACT, 'Liên hệ', '/contact', 1, NEWS),
          message: 'Đã cập nhật mục menu',
        },
      }),
    });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với “Liên hệ”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sửa' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Mục cha' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tin tức' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      label: 'Liên hệ',
      url: '/contact',
      parentId: NEWS,
      openInNewTab: false,
      version: 1,
    });
  });

  it('deleting an item with sub-items warns that they go too', async () => {
    const calls = stubApi({
      '/api/menus': menusEndpoint(tree),
      [`/api/menu/${NEWS}`]: () => ({ status: 200, body: { success: true, message: 'Đã xóa mục menu' } }),
    });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với “Tin tức”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 mục con của nó cũng sẽ bị xóa theo.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Đã xóa mục menu')).toBeTruthy();
  });
});
