import type { Album, CreateAlbumBody, UpdateAlbumBody } from '@giapha/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { dragByKeyboard, ensureDoctype } from '../../../test/dnd.ts';
import { photoFile, stubUploads, uploadOf } from '../../../test/fake-xhr.ts';
import { fillIn } from '../../../test/form-fields.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AlbumCreatePage } from '../pages/AlbumCreatePage.tsx';
import { AlbumUpdatePage } from '../pages/AlbumUpdatePage.tsx';
import { CLAN, PHOTO_A, PHOTO_B, PHOTO_C, sampleAlbum, uploadedImage } from './albums.testing.ts';

const NEW_1 = 'd1d1d1d1-d1d1-4d1d-8d1d-d1d1d1d1d1d1';
const NEW_2 = 'd2d2d2d2-d2d2-4d2d-8d2d-d2d2d2d2d2d2';
const NEW_3 = 'd3d3d3d3-d3d3-4d3d-8d3d-d3d3d3d3d3d3';
const NEW_4 = 'd4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4';
const url = (fileId: string) => `/uploads/${CLAN}/${fileId}.webp`;

function renderAt(path: string) {
  return renderAdminRoutes(
    [
      { path: '/admin/albums/create', element: <AlbumCreatePage /> },
      { path: '/admin/albums/update/:id', element: <AlbumUpdatePage /> },
      { path: '/admin/albums', element: <p>Danh sách album</p> },
    ],
    path,
  );
}

function photoRows(): HTMLElement[] {
  return screen.queryAllByTestId('album-photo');
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** happy-dom applies Mantine's media queries (`hiddenFrom`) to the window's width: a phone shows the arrows. */
function setViewportWidth(width: number): void {
  const happyDOM: unknown = Reflect.get(window, 'happyDOM');
  if (typeof happyDOM === 'object' && happyDOM !== null && 'setViewport' in happyDOM) {
    const setViewport: unknown = happyDOM.setViewport;
    if (typeof setViewport === 'function') setViewport.call(happyDOM, { width, height: 740 });
  }
}

beforeAll(ensureDoctype);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  setViewportWidth(1024);
});

describe('AlbumForm: a new album', () => {
  it('uploads picked photos three at a time with their progress, retries a failure, and saves them in order', async () => {
    setViewportWidth(360);
    const sent = stubUploads();
    let created: CreateAlbumBody | undefined;
    const saved = sampleAlbum({ id: 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5', version: 1 });
    const calls = stubApi({
      '/api/album': (call) => {
        if (call.method === 'POST') {
          created = call.body as CreateAlbumBody;
          return { status: 201, body: { success: true, message: 'Đã tạo album', data: saved } };
        }
        return { status: 200, body: { success: true, data: saved } };
      },
    });
    renderAt('/admin/albums/create');

    await fillIn(await screen.findByRole('textbox', { name: /Tên album/ }), 'Lễ Giỗ Tổ năm Bính Ngọ');
    expect(screen.getByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty(
      'value',
      'le-gio-to-nam-binh-ngo',
    );
    expect(screen.getByText('Album chưa có ảnh nào.')).toBeTruthy();

    const files = ['mot.jpg', 'hai.jpg', 'ba.jpg', 'bon.jpg'].map((name) => photoFile(name));
    await userEvent.upload(fileInput(), files);

    // Three travel at once; the fourth waits its turn.
    expect(photoRows()).toHaveLength(4);
    expect(sent).toHaveLength(3);
    expect(sent.map((xhr) => [xhr.method, xhr.url.split('?')[0]])).toEqual([
      ['POST', '/api/upload'],
      ['POST', '/api/upload'],
      ['POST', '/api/upload'],
    ]);
    expect(within(photoRows()[3] ?? document.body).getByText('Đang chờ tải lên…')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Tạo album' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('Đang tải lên 4 ảnh… Chờ tải xong rồi lưu.')).toBeTruthy();

    act(() => uploadOf('mot.jpg').progress(0.45));
    const first = photoRows()[0] ?? document.body;
    expect(within(first).getByText('Đang tải lên 45%')).toBeTruthy();
    expect(
      within(first)
        .getByRole('progressbar', { name: 'Tiến độ tải lên mot.jpg' })
        .getAttribute('aria-valuenow'),
    ).toBe('45');

    // One finishes: the fourth starts.
    act(() => uploadOf('mot.jpg').succeed(NEW_1));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(uploadOf('bon.jpg')).toBeTruthy();
    // The finished photo shows its thumbnail and takes a caption.
    expect(first.querySelector('img')?.getAttribute('src')).toBe(`/uploads/${CLAN}/${NEW_1}-thumb.webp`);

    // One fails with the server's reason; it keeps its place and can be tried again.
    act(() => uploadOf('hai.jpg').respond(413, { success: false, message: 'Ảnh quá lớn: tối đa 15 MB' }));
    const second = photoRows()[1] ?? document.body;
    expect(await within(second).findByText('Ảnh quá lớn: tối đa 15 MB')).toBeTruthy();
    await userEvent.click(within(second).getByRole('button', { name: 'Thử tải lại hai.jpg' }));
    await waitFor(() => expect(sent).toHaveLength(5));
    act(() => uploadOf('hai.jpg').succeed(NEW_2));
    act(() => uploadOf('ba.jpg').succeed(NEW_3));
    act(() => uploadOf('bon.jpg').succeed(NEW_4));
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(screen.getByText('4 ảnh sẽ được lưu.')).toBeTruthy();

    // Captions, a cover, and the last photo moved to the front by the phone's arrows.
    await fillIn(screen.getByRole('textbox', { name: 'Chú thích ảnh 1' }), 'Dâng hương');
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ảnh 3 làm ảnh bìa' }));
    expect(within(photoRows()[2] ?? document.body).getByText('Ảnh bìa')).toBeTruthy();
    for (const place of [4, 3, 2]) {
      await userEvent.click(screen.getByRole('button', { name: `Đưa ảnh ${place} lên trước` }));
    }
    expect(screen.getByRole('button', { name: 'Đưa ảnh 1 lên trước' })).toHaveProperty('disabled', true);

    await userEvent.click(save);
    await waitFor(() => expect(created).toBeDefined());
    expect(created).toEqual({
      title: 'Lễ Giỗ Tổ năm Bính Ngọ',
      slug: 'le-gio-to-nam-binh-ngo',
      description: null,
      eventDate: null,
      coverImage: url(NEW_3),
      images: [
        { url: url(NEW_4), fileId: NEW_4, caption: null },
        { url: url(NEW_1), fileId: NEW_1, caption: 'Dâng hương' },
        { url: url(NEW_2), fileId: NEW_2, caption: null },
        { url: url(NEW_3), fileId: NEW_3, caption: null },
      ],
    });
    // Saved: on to the album's own edit page.
    expect(await screen.findByText('Đã tạo album')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sửa album' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  }, 60_000);

  it('refuses a file too large or not a picture without sending it, and lets it be removed', async () => {
    const sent = stubUploads();
    stubApi({});
    renderAt('/admin/albums/create');
    await screen.findByRole('textbox', { name: /Tên album/ });
    const huge = photoFile('to-qua.jpg', 16 * 1024 * 1024);
    const text = new File(['xin chào'], 'ghi-chu.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(), [huge, text], { applyAccept: false });
    expect(sent).toHaveLength(0);
    expect(await screen.findByText('Ảnh quá lớn: tối đa 15 MB')).toBeTruthy();
    expect(screen.getByText('Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC')).toBeTruthy();
    expect(screen.getByText('2 ảnh tải lên không thành công sẽ không được lưu.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ ảnh 1 khỏi album' }));
    expect(photoRows()).toHaveLength(1);
  });

  it('takes photos dropped on the drop zone', async () => {
    const sent = stubUploads();
    stubApi({});
    renderAt('/admin/albums/create');
    const zone = await screen.findByTestId('photo-dropzone');
    const files = [photoFile('keo-1.jpg'), photoFile('keo-2.jpg')];
    const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone.getAttribute('data-over')).toBe('true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone.getAttribute('data-over')).toBeNull();
    await waitFor(() => expect(sent.map((xhr) => xhr.fileName)).toEqual(['keo-1.jpg', 'keo-2.jpg']));
  });
});

describe('AlbumForm: editing an album', () => {
  it('reorders by dragging, removes a photo, changes the cover and saves with the version', async () => {
    const album = sampleAlbum();
    let changes: UpdateAlbumBody | undefined;
    stubApi({
      '/api/album': () => ({ status: 200, body: { success: true, data: album } }),
      [`/api/album/${album.id}`]: (call) => {
        changes = call.body as UpdateAlbumBody;
        const images = (changes.images ?? []).map((image) =>
          uploadedImage(image.fileId ?? '', image.caption ?? null),
        );
        const updated: Album = { ...album, images, imageCount: images.length, version: 3 };
        return { status: 200, body: { success: true, message: 'Đã cập nhật album', data: updated } };
      },
    });
    renderAt(`/admin/albums/update/${album.id}`);

    expect(await screen.findByDisplayValue('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
    expect(photoRows()).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Chú thích ảnh 1' })).toHaveProperty('value', 'Dâng hương');
    // The saved cover is marked; no other photo is.
    expect(within(photoRows()[0] ?? document.body).getByText('Ảnh bìa')).toBeTruthy();
    expect(screen.getAllByText('Ảnh bìa')).toHaveLength(1);

    // The first photo dragged two places down (by keyboard, as the drag library allows).
    await dragByKeyboard(screen.getByLabelText('Kéo để đổi vị trí ảnh 1'), 2);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Chú thích ảnh 3' })).toHaveProperty('value', 'Dâng hương'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ ảnh 1 khỏi album' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ảnh 1 làm ảnh bìa' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Chú thích ảnh 1' }));
    await fillIn(screen.getByRole('textbox', { name: 'Chú thích ảnh 1' }), 'Các cụ');

    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(changes).toBeDefined());
    expect(changes).toEqual({
      title: 'Lễ Giỗ Tổ năm Bính Ngọ',
      slug: 'le-gio-to-nam-binh-ngo',
      description: 'Ảnh buổi lễ tại nhà thờ họ.',
      eventDate: '2026-04-26',
      coverImage: url(PHOTO_C),
      images: [
        { url: url(PHOTO_C), fileId: PHOTO_C, caption: 'Các cụ' },
        { url: url(PHOTO_A), fileId: PHOTO_A, caption: 'Dâng hương' },
      ],
      version: 2,
    });
    expect(await screen.findByText('Đã cập nhật album')).toBeTruthy();
    // The photo taken out is gone from the list as saved.
    expect(changes?.images?.some((image) => image.fileId === PHOTO_B)).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    const album = sampleAlbum();
    stubApi({ '/api/album': () => ({ status: 200, body: { success: true, data: album } }) });
    setViewportWidth(360);
    const { router } = renderAt(`/admin/albums/update/${album.id}`);
    await screen.findByDisplayValue('Lễ Giỗ Tổ năm Bính Ngọ');
    await userEvent.click(screen.getByRole('button', { name: 'Đưa ảnh 2 lên trước' }));
    await userEvent.click(screen.getByRole('link', { name: 'Danh sách album' }));
    expect(await screen.findByRole('dialog', { name: 'Rời trang khi chưa lưu?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ở lại trang' }));
    expect(router.state.location.pathname).toBe(`/admin/albums/update/${album.id}`);
  });

  it('shows the stale-version warning with a way to reload', async () => {
    const album = sampleAlbum();
    stubApi({
      '/api/album': () => ({ status: 200, body: { success: true, data: album } }),
      [`/api/album/${album.id}`]: () => ({
        status: 409,
        body: {
          success: false,
          message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
        },
      }),
    });
    renderAt(`/admin/albums/update/${album.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' })).toBeTruthy();
  });
});
