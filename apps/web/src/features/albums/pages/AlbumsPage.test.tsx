import type { PublicAlbumListItem } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { list, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { CLAN, listItem, PHOTO_A, sampleAlbum } from '../components/albums.testing.ts';
import { AlbumsPage, PUBLIC_ALBUMS_PAGE_SIZE } from './AlbumsPage.tsx';

function publicItem(overrides: Parameters<typeof sampleAlbum>[0] = {}): PublicAlbumListItem {
  const { version: _version, updatedAt: _updatedAt, ...item } = listItem(sampleAlbum(overrides));
  return item;
}

const GIO = publicItem();
const XUAN = publicItem({
  id: '6c1d7a2f-3e4b-4d5c-9faa-1b2c3d4e5f60',
  slug: 'hop-mat-dau-xuan',
  title: 'Họp mặt đầu xuân',
  eventDate: null,
  images: [],
  coverImage: null,
});

const PAGE = [{ path: '/albums', element: <AlbumsPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AlbumsPage', () => {
  it('shows each album’s cover, title, date and photo count, linking to its page', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/albums': () => list([GIO, XUAN]),
    });
    renderPublicRoutes(PAGE, '/albums');

    expect(await screen.findByRole('heading', { level: 1, name: 'Album ảnh' })).toBeTruthy();
    const cards = await screen.findAllByTestId('album-card');
    expect(cards).toHaveLength(2);
    const first = cards[0] ?? document.body;
    expect(first.getAttribute('href')).toBe('/albums/le-gio-to-nam-binh-ngo.html');
    expect(within(first).getByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
    expect(within(first).getByText('26/04/2026')).toBeTruthy();
    expect(within(first).getByText('3 ảnh')).toBeTruthy();
    const cover = first.querySelector('img');
    expect(cover?.getAttribute('src')).toBe(`/uploads/${CLAN}/${PHOTO_A}-480.webp`);
    expect(cover?.getAttribute('loading')).toBe('lazy');
    expect(cover?.getAttribute('srcset')).toContain('1024w');
    expect(within(cards[1] ?? document.body).getByText('0 ảnh')).toBeTruthy();
    expect(cards[1]?.querySelector('img')).toBeNull();
    const request = calls.find((call) => call.path === '/api/public/albums');
    expect(request?.query.get('limit')).toBe(String(PUBLIC_ALBUMS_PAGE_SIZE));
    expect(request?.query.get('offset')).toBe('0');
  });

  it('searches on the server and pages through many albums', async () => {
    const many = Array.from({ length: PUBLIC_ALBUMS_PAGE_SIZE }, (_, i) =>
      publicItem({
        id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        slug: `album-${i}`,
        title: `Album số ${i + 1}`,
      }),
    );
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/albums': (call: StubbedCall) =>
        call.query.get('search') ? list([GIO]) : list(call.query.get('offset') === '0' ? many : [XUAN], 13),
    });
    const { router } = renderPublicRoutes(PAGE, '/albums');
    expect(await screen.findByText('Album số 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    expect(await screen.findByText('Họp mặt đầu xuân')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.query.get('offset')).toBe(String(PUBLIC_ALBUMS_PAGE_SIZE));

    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm album' }), 'gio to');
    await waitFor(() => expect(router.state.location.search).toBe('?search=gio+to'));
    expect(await screen.findByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
    expect(calls.at(-1)?.query.get('search')).toBe('gio to');
  });

  it('has an empty state, a no-match state and the spec’s message on failure', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/albums': () => list([]) });
    const { unmount } = renderPublicRoutes(PAGE, '/albums');
    expect(await screen.findByText('Chưa có album nào')).toBeTruthy();
    unmount();

    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/albums': () => list([]) });
    const searched = renderPublicRoutes(PAGE, '/albums?search=khong%20co');
    expect(await screen.findByText('Không tìm thấy album phù hợp')).toBeTruthy();
    searched.unmount();

    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/albums': () => ({ status: 500, body: {} }),
    });
    renderPublicRoutes(PAGE, '/albums');
    expect(await screen.findByText('Không thể lấy danh sách bộ sưu tập')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
