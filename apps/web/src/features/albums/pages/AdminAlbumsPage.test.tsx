import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts, openDeleteConfirmation, pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { CLAN, listItem, PHOTO_A, sampleAlbum } from '../components/albums.testing.ts';
import { AdminAlbumsPage } from './AdminAlbumsPage.tsx';

const gio = listItem(sampleAlbum());
const xuan = listItem(
  sampleAlbum({
    id: '6c1d7a2f-3e4b-4d5c-9faa-1b2c3d4e5f60',
    slug: 'hop-mat-dau-xuan',
    title: 'Họp mặt đầu xuân',
    eventDate: null,
    images: [],
    coverImage: null,
  }),
);

/** GET /api/albums as the server answers it (searched without diacritics); DELETE as the server would. */
function albumsEndpoint(albums: (typeof gio)[]) {
  return (call: StubbedCall) => {
    const search = call.query.get('search');
    const matching = search
      ? albums.filter((a) => a.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(search))
      : albums;
    return pageAnswer(matching);
  };
}

function renderPage(path = '/admin/albums') {
  return renderAdminRoutes(
    [
      { path: '/admin/albums', element: <AdminAlbumsPage /> },
      { path: '/admin/albums/update/:id', element: <p>Trang sửa album</p> },
      { path: '/admin/albums/create', element: <p>Trang tạo album</p> },
    ],
    path,
  );
}

afterEach(clearStubsAndToasts);

describe('AdminAlbumsPage', () => {
  it('lists albums with their cover thumbnail, date and photo count, and links to edit and create', async () => {
    stubApi({ '/api/albums': albumsEndpoint([gio, xuan]) });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Danh sách album' });
    const link = await within(table).findByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' });
    expect(link.getAttribute('href')).toBe(`/admin/albums/update/${gio.id}`);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const firstRow = rows[0] ?? document.body;
    // The cover is shown small: its 320 px thumbnail, not the full photo.
    expect(firstRow.querySelector('img')?.getAttribute('src')).toBe(`/uploads/${CLAN}/${PHOTO_A}-thumb.webp`);
    expect(within(firstRow).getAllByText('26/04/2026').length).toBeGreaterThan(0);
    expect(within(firstRow).getByText('3')).toBeTruthy();
    // No cover: a placeholder, no broken image.
    expect(rows[1]?.querySelector('img')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Tạo album' }));
    expect(await screen.findByText('Trang tạo album')).toBeTruthy();
  });

  it('searches on the server, and says when nothing matches', async () => {
    const calls = stubApi({ '/api/albums': albumsEndpoint([gio, xuan]) });
    renderPage();
    await screen.findByText('Họp mặt đầu xuân');

    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm album' }), 'gio to');
    await waitFor(() => expect(screen.queryByText('Họp mặt đầu xuân')).toBeNull());
    expect(screen.getByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
    expect(calls.at(-1)?.query.get('search')).toBe('gio to');
    expect(screen.getByText('Tìm thấy 1 album')).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Tìm album' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm album' }), 'khong co');
    expect(await screen.findByText('Không tìm thấy album nào khớp với “khong co”')).toBeTruthy();
  });

  it('shows the empty state and the spec’s message when the list fails', async () => {
    stubApi({ '/api/albums': albumsEndpoint([]) });
    const { unmount } = renderPage();
    expect(await screen.findByText('Chưa có album nào. Bấm “Tạo album” để bắt đầu.')).toBeTruthy();
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không thể lấy danh sách bộ sưu tập');
  });

  it('deletes after a confirmation that warns the photos go too, then lists again', async () => {
    let albums = [gio, xuan];
    const calls = stubApi({
      '/api/albums': (call) => albumsEndpoint(albums)(call),
      [`/api/album/${gio.id}`]: (call) => {
        if (call.method !== 'DELETE') return { status: 405, body: { success: false, message: 'x' } };
        albums = [xuan];
        return { status: 200, body: { success: true, message: 'Đã xóa album' } };
      },
    });
    renderPage();

    const dialog = await openDeleteConfirmation('Thao tác với album Lễ Giỗ Tổ năm Bính Ngọ');
    expect(dialog.textContent).toContain('Xóa album “Lễ Giỗ Tổ năm Bính Ngọ”?');
    expect(dialog.textContent).toContain('3 ảnh trong album cũng sẽ bị xóa vĩnh viễn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa album và ảnh' }));

    const table = screen.getByRole('table', { name: 'Danh sách album' });
    await waitFor(() => expect(within(table).queryByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/album/${gio.id}`)).toBe(true);
    expect(await screen.findByText('Đã xóa album')).toBeTruthy();
  });

  it('says the spec’s message when a delete fails without a reason', async () => {
    stubApi({
      '/api/albums': albumsEndpoint([gio]),
      [`/api/album/${gio.id}`]: () => ({ status: 500, body: {} }),
    });
    renderPage();
    await userEvent.click(
      within(await openDeleteConfirmation('Thao tác với album Lễ Giỗ Tổ năm Bính Ngọ')).getByRole('button', {
        name: 'Xóa album và ảnh',
      }),
    );
    expect(await screen.findByText('Không thể xóa bộ sưu tập')).toBeTruthy();
    expect(screen.getByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
  });
});
