import type { PublicAlbum } from '@giapha/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { notFound, ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { CLAN, listItem, PHOTO_A, PHOTO_B, sampleAlbum } from '../components/albums.testing.ts';
import { AlbumDetailPage } from './AlbumDetailPage.tsx';

const { version: _version, updatedAt: _updatedAt, ...publicFields } = listItem(sampleAlbum());
const ALBUM: PublicAlbum = {
  ...publicFields,
  images: [
    ...sampleAlbum().images,
    // A photo given by URL: no smaller copies to offer.
    { url: 'https://example.vn/anh-cu.jpg', fileId: null, size: null, uploadAt: null, caption: null },
  ],
  imageCount: 4,
};

const DETAIL = [{ path: '/albums/:slug', element: <AlbumDetailPage /> }];

function renderAlbum(path = '/albums/le-gio-to-nam-binh-ngo.html') {
  const calls = stubApi({
    '/api/public/setting': () => demoSetting,
    '/api/public/album/le-gio-to-nam-binh-ngo': () => ok(ALBUM),
  });
  return { calls, ...renderPublicRoutes(DETAIL, path) };
}

function lightbox(): HTMLElement {
  return screen.getByRole('dialog');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AlbumDetailPage', () => {
  it('shows the album’s title, date, count and description, and a grid of lazily loaded photos', async () => {
    const { calls } = renderAlbum();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/public/album/le-gio-to-nam-binh-ngo')).toBe(true);
    expect(screen.getByText('26/04/2026')).toBeTruthy();
    expect(screen.getByText('4 ảnh')).toBeTruthy();
    expect(screen.getByText('Ảnh buổi lễ tại nhà thờ họ.')).toBeTruthy();

    const grid = screen.getByRole('list', { name: 'Ảnh trong album Lễ Giỗ Tổ năm Bính Ngọ' });
    const images = [...grid.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy');
    const base = `/uploads/${CLAN}/${PHOTO_A}`;
    expect(images[0]?.getAttribute('src')).toBe(`${base}-480.webp`);
    expect(images[0]?.getAttribute('srcset')).toBe(
      `${base}-480.webp 480w, ${base}-1024.webp 1024w, ${base}.webp 2048w`,
    );
    expect(images[0]?.getAttribute('sizes')).toContain('50vw');
    expect(images[0]?.getAttribute('alt')).toBe('Dâng hương');
    expect(images[3]?.getAttribute('src')).toBe('https://example.vn/anh-cu.jpg');
    expect(images[3]?.hasAttribute('srcset')).toBe(false);
  });

  it('opens a photo in the viewer: its caption and place, the arrow keys, Esc, focus and scrolling', async () => {
    renderAlbum();
    const opener = await screen.findByRole('button', { name: 'Xem ảnh 1 / 4: Dâng hương' });
    await userEvent.click(opener);

    const viewer = lightbox();
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(within(viewer).getByText('1 / 4')).toBeTruthy();
    expect(within(viewer).getByText('Dâng hương')).toBeTruthy();
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(`/uploads/${CLAN}/${PHOTO_A}.webp`);
    // Focus moves into the viewer; the page under it does not scroll.
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Đóng' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(viewer).getByRole('button', { name: 'Ảnh trước' })).toHaveProperty('disabled', true);

    await userEvent.keyboard('{ArrowRight}');
    expect(within(lightbox()).getByText('2 / 4')).toBeTruthy();
    expect(within(lightbox()).getByRole('img').getAttribute('src')).toBe(`/uploads/${CLAN}/${PHOTO_B}.webp`);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(lightbox()).getByText('3 / 4')).toBeTruthy();
    expect(within(lightbox()).getByText('Các cụ cao niên')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(lightbox()).getByText('2 / 4')).toBeTruthy();
    await userEvent.click(within(lightbox()).getByRole('button', { name: 'Ảnh sau' }));
    await userEvent.click(within(lightbox()).getByRole('button', { name: 'Ảnh sau' }));
    expect(within(lightbox()).getByText('4 / 4')).toBeTruthy();
    expect(within(lightbox()).getByRole('button', { name: 'Ảnh sau' })).toHaveProperty('disabled', true);
    // The last photo stays the last.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(lightbox()).getByText('4 / 4')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    // Focus goes back to the photo that opened the viewer.
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the viewer and closes by its button', async () => {
    renderAlbum();
    await userEvent.click(await screen.findByRole('button', { name: 'Xem ảnh 2 / 4' }));
    const viewer = lightbox();
    const close = within(viewer).getByRole('button', { name: 'Đóng' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Ảnh trước' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Ảnh sau' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Ảnh sau' }));
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns photos with a sideways swipe, not with a small or vertical one', async () => {
    renderAlbum();
    await userEvent.click(await screen.findByRole('button', { name: 'Xem ảnh 2 / 4' }));
    const stage = within(lightbox()).getByRole('img').parentElement ?? document.body;
    const swipe = (fromX: number, toX: number, fromY = 300, toY = 300) => {
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, clientX: fromX, clientY: fromY });
      fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(within(lightbox()).getByText('3 / 4')).toBeTruthy();
    swipe(100, 320);
    expect(within(lightbox()).getByText('2 / 4')).toBeTruthy();
    swipe(300, 280);
    swipe(200, 140, 100, 400);
    expect(within(lightbox()).getByText('2 / 4')).toBeTruthy();
  });

  it('says the album is not found for an unknown slug', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/album/khong-co': () => notFound,
    });
    renderPublicRoutes(DETAIL, '/albums/khong-co.html');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy album' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang album' }).getAttribute('href')).toBe('/albums');
  });
});
