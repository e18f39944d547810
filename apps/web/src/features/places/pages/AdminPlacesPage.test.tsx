import type { Place } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { pageAnswer } from '../../../test/list-pages.tsx';
import { matchMediaWith } from '../../../test/media-query.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { samplePlace as place } from '../places.testing.ts';
import { AdminPlacesPage } from './AdminPlacesPage.tsx';

const HANH_THIEN = place({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Hành Thiện, Xuân Trường, Nam Định',
  oldName: 'Hà Nam Ninh',
  latitude: 20.2506,
  longitude: 106.2318,
  usage: 12,
});
const HANH_THIEN_TYPO = place({ id: '22222222-2222-4222-8222-222222222222', name: 'Hanh Thien', usage: 2 });
const HUE = place({ id: '33333333-3333-4333-8333-333333333333', name: 'Huế' });

/** GET /api/places as the server answers it (searched without tone marks). */
function placesEndpoint(places: Place[]) {
  return (call: StubbedCall) => {
    const search = call.query.get('search');
    const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
    const matching = search ? places.filter((p) => fold(p.name).includes(fold(search))) : places;
    return pageAnswer(matching);
  };
}

function renderPage(path = '/admin/places') {
  return renderAdminRoutes([{ path: '/admin/places', element: <AdminPlacesPage /> }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
});

describe('AdminPlacesPage', () => {
  it('lists places with the old name, how much each is used and map links; searches and sorts on the server', async () => {
    const calls = stubApi({ '/api/places': placesEndpoint([HANH_THIEN, HANH_THIEN_TYPO, HUE]) });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Danh sách địa danh' });
    await within(table).findByText('Hành Thiện, Xuân Trường, Nam Định');
    expect(within(table).getByText('tên cũ: Hà Nam Ninh')).toBeTruthy();
    expect(within(table).getByText('Dùng cho 12 mục')).toBeTruthy();
    expect(within(table).getByText('Chưa dùng')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Mở bản đồ' }).getAttribute('href')).toBe(
      'geo:20.2506,106.2318?q=20.2506,106.2318',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm địa danh' }), 'hue');
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === 'hue')).toBe(true));
    expect(await screen.findByText('Tìm thấy 1 địa danh')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Dùng nhiều nhất' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('usage'));
  });

  it('invites to add the first place when there is none', async () => {
    stubApi({ '/api/places': placesEndpoint([]) });
    renderPage();
    expect(await screen.findByText('Chưa có địa danh nào')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm địa danh đầu tiên' }));
    expect(await screen.findByRole('form', { name: 'Thêm địa danh' })).toBeTruthy();
  });

  it('edits a place in a modal, at the version read; a name another place has shows under the name', async () => {
    const calls = stubApi({
      '/api/places': placesEndpoint([HANH_THIEN, HUE]),
      [`/api/place/${HUE.id}`]: (call) => {
        const body = call.body as { name?: string };
        if (body.name === 'Hành Thiện, Xuân Trường, Nam Định') {
          const message =
            'Đã có địa danh "Hành Thiện, Xuân Trường, Nam Định". Nếu đây là cùng một nơi, hãy gộp hai địa danh thay vì đổi tên';
          return { status: 409, body: { success: false, message, errors: [{ field: 'name', message }] } };
        }
        return {
          status: 200,
          body: { success: true, data: { ...HUE, ...body, version: 2 }, message: 'Đã cập nhật địa danh' },
        };
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Huế' }));
    const form = await screen.findByRole('form', { name: 'Sửa địa danh' });
    const name = within(form).getByRole('textbox', { name: /Tên địa danh/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hành Thiện, Xuân Trường, Nam Định');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(
      await within(form).findByText(
        'Đã có địa danh "Hành Thiện, Xuân Trường, Nam Định". Nếu đây là cùng một nơi, hãy gộp hai địa danh thay vì đổi tên',
      ),
    ).toBeTruthy();

    await userEvent.clear(name);
    await userEvent.type(name, 'Huế, Thừa Thiên Huế');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Vĩ độ' }), '16,4637');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(
      await within(form).findByText('Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai'),
    ).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Kinh độ' }), '107,5909');
    expect(within(form).getByRole('link', { name: 'Xem trên bản đồ web' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã cập nhật địa danh')).toBeTruthy();
    const saved = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(saved?.body).toEqual({
      name: 'Huế, Thừa Thiên Huế',
      oldName: null,
      latitude: 16.4637,
      longitude: 107.5909,
      note: null,
      version: 1,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sửa địa danh' })).toBeNull());
  });

  it('offers to merge into the place whose name a rename took', async () => {
    const message =
      'Đã có địa danh "Hành Thiện, Xuân Trường, Nam Định". Nếu đây là cùng một nơi, hãy gộp hai địa danh thay vì đổi tên';
    const calls = stubApi({
      '/api/places': placesEndpoint([HANH_THIEN, HANH_THIEN_TYPO]),
      [`/api/place/${HANH_THIEN_TYPO.id}`]: () => ({
        status: 409,
        body: { success: false, message, errors: [{ field: 'name', message }] },
      }),
      '/api/places/merge': () => ({
        status: 200,
        body: { success: true, data: { ...HANH_THIEN, usage: 14, version: 2 }, message: 'Đã gộp địa danh' },
      }),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Hanh Thien' }));
    const form = await screen.findByRole('form', { name: 'Sửa địa danh' });
    const name = within(form).getByRole('textbox', { name: /Tên địa danh/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'hành thiện, xuân trường, nam định');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    await userEvent.click(
      await within(form).findByRole('button', {
        name: 'Gộp vào địa danh “Hành Thiện, Xuân Trường, Nam Định”',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Gộp địa danh' });
    expect(within(dialog).getByRole('combobox', { name: /Gộp vào địa danh/ })).toHaveProperty(
      'value',
      'Hành Thiện, Xuân Trường, Nam Định',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gộp địa danh' }));
    expect(await screen.findByText('Đã gộp địa danh')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/places/merge')?.body).toEqual({
      fromId: HANH_THIEN_TYPO.id,
      intoId: HANH_THIEN.id,
    });
  });

  it('asks before deleting, and shows why a place in use cannot go', async () => {
    const calls = stubApi({
      '/api/places': placesEndpoint([HANH_THIEN]),
      [`/api/place/${HANH_THIEN.id}`]: () => ({
        status: 409,
        body: {
          success: false,
          message:
            'Địa danh đang được dùng cho 12 mục (nơi sinh, nơi mất, sự kiện, mộ phần). Hãy gộp vào địa danh khác hoặc bỏ chọn ở các mục đó trước khi xóa',
        },
      }),
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với địa danh Hành Thiện, Xuân Trường, Nam Định' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: /Xóa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa địa danh' });
    expect(within(dialog).getByText(/Địa danh đang được dùng cho 12 mục: hãy gộp/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(
      await screen.findByText(
        'Địa danh đang được dùng cho 12 mục (nơi sinh, nơi mất, sự kiện, mộ phần). Hãy gộp vào địa danh khác hoặc bỏ chọn ở các mục đó trước khi xóa',
      ),
    ).toBeTruthy();
  });

  it('merges a place into another chosen with the picker', async () => {
    const calls = stubApi({
      '/api/places': placesEndpoint([HANH_THIEN, HANH_THIEN_TYPO]),
      '/api/places/merge': () => ({
        status: 200,
        body: { success: true, data: { ...HANH_THIEN, usage: 14, version: 2 }, message: 'Đã gộp địa danh' },
      }),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với địa danh Hanh Thien' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Gộp vào địa danh khác' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gộp địa danh' });
    expect(
      within(dialog).getByText(/mọi nơi sinh, nơi mất, sự kiện và mộ phần đang ghi “Hanh Thien”/),
    ).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gộp địa danh' }));
    expect(await within(dialog).findByText('Vui lòng chọn địa danh sẽ giữ lại')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('combobox', { name: /Gộp vào địa danh/ }), 'hanh thien');
    await userEvent.click(await screen.findByRole('option', { name: /Xuân Trường/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gộp địa danh' }));

    expect(await screen.findByText('Đã gộp địa danh')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/places/merge')?.body).toEqual({
      fromId: HANH_THIEN_TYPO.id,
      intoId: HANH_THIEN.id,
    });
  });

  it('on a phone each place is a card', async () => {
    matchMediaWith((query) => query.includes('max-width'));
    stubApi({ '/api/places': placesEndpoint([HANH_THIEN, HUE]) });
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Danh sách địa danh' });
    const card = within(cards).getByRole('listitem', { name: 'Hành Thiện, Xuân Trường, Nam Định' });
    expect(within(card).getByText('Dùng cho 12 mục')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Mở bản đồ' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
