import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { CLAN, PHOTO, samplePublicGrave } from '../graves.testing.ts';
import { GravesPage } from './GravesPage.tsx';

const PAGE = [{ path: '/graves', element: <GravesPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANCESTOR = samplePublicGrave();
const SON = samplePublicGrave({
  id: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
  person: {
    ...ANCESTOR.person,
    id: 'c0ffee00-0000-4000-8000-000000000002',
    name: 'Vũ Văn Con',
    generation: 2,
    birth: null,
  },
  cemetery: null,
  place: null,
  plot: null,
  latitude: null,
  longitude: null,
  photo: null,
});

describe('GravesPage', () => {
  it('shows the graves area by area, each with the person, their years, the place and directions', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/graves': () =>
        ok({
          areas: [
            { area: 'Nam Định', graves: [ANCESTOR] },
            { area: 'Chưa rõ nơi', graves: [SON] },
          ],
          total: 2,
        }),
    });
    renderPublicRoutes(PAGE, '/graves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mộ phần của dòng họ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mộ phần của dòng họ · Họ Nguyễn — Làng Demo'));
    const namDinh = await screen.findByRole('region', { name: 'Nam Định' });
    const card = within(namDinh).getByRole('article', { name: 'Vũ Văn Tổ' });
    const person = within(card).getByRole('link', { name: 'Vũ Văn Tổ' });
    expect(person.getAttribute('href')).toBe(`/family-tree?id=${ANCESTOR.person.treeId}`);
    expect(within(card).getByText('Đời 1')).toBeTruthy();
    expect(within(card).getByText('khoảng 1850 – 10/03/1920')).toBeTruthy();
    expect(within(card).getByText('Đất nhà, xứ Đồng Cao')).toBeTruthy();
    expect(within(card).getByText('Gò Đống Cao')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Mở bản đồ' }).getAttribute('href')).toBe(
      'geo:20.1,106.2?q=20.1,106.2',
    );
    expect(within(card).getByRole('img').getAttribute('src')).toBe(`/uploads/${CLAN}/${PHOTO}-480.webp`);
    expect(within(namDinh).getByText('1 mộ')).toBeTruthy();

    const unknown = screen.getByRole('region', { name: 'Chưa rõ nơi' });
    const son = within(unknown).getByRole('article', { name: 'Vũ Văn Con' });
    expect(within(son).getByText('? – 10/03/1920')).toBeTruthy();
    // No coordinates, no photo: no directions and no picture.
    expect(within(son).queryByRole('link', { name: 'Mở bản đồ' })).toBeNull();
    expect(within(son).queryByRole('img')).toBeNull();
  });

  it('says when no grave is public yet, and when the list cannot load', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/graves': () => ok({ areas: [], total: 0 }),
    });
    const view = renderPublicRoutes(PAGE, '/graves');
    expect(await screen.findByText('Chưa có mộ phần nào được công bố')).toBeTruthy();
    view.unmount();
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/graves': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
    });
    renderPublicRoutes(PAGE, '/graves');
    expect(await screen.findByText('Không tải được danh sách mộ phần')).toBeTruthy();
  });
});
