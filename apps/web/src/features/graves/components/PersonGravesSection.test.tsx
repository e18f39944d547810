import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { list } from '../../../test/public-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { CLAN, PERSON_ID, PHOTO, sampleGrave } from '../graves.testing.ts';
import { PersonGravesSection } from './PersonGravesSection.tsx';

const GRAVES_PATH = `/api/person/${PERSON_ID}/graves`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(deceased = true) {
  return renderAdminRoutes(
    [{ path: '/', element: <PersonGravesSection personId={PERSON_ID} deceased={deceased} /> }],
    '/',
  );
}

/** navigator.geolocation answering with a position, or failing with `code`. */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('code' in answer) {
      failure?.({
        code: answer.code,
        message: 'no',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
    } else {
      success({
        coords: {
          ...answer,
          accuracy: 5,
          altitude: null,
          altitudeAccuracy: null,
          heading: null,
          speed: null,
        },
        timestamp: 0,
      } as GeolocationPosition);
    }
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function writes(calls: StubbedCall[], method: string) {
  return calls.filter((call) => call.method === method);
}

// The modal forms are typed into key by key: slow on a busy machine.
describe('PersonGravesSection', { timeout: 20_000 }, () => {
  it('says a living person has no grave, and offers nothing', async () => {
    const calls = stubApi({});
    renderSection(false);
    expect(screen.getByRole('heading', { name: 'Mộ phần' })).toBeTruthy();
    expect(screen.getByText(/Mộ phần chỉ dành cho người đã mất/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm mộ phần' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lists the graves with their place, plot, photos and directions', async () => {
    stubApi({ [GRAVES_PATH]: () => list([sampleGrave()]) });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Nghĩa trang làng Hành Thiện' });
    expect(within(card).getByText('Hành Thiện, Xuân Trường, Nam Định')).toBeTruthy();
    expect(within(card).getByText('Khu B, hàng 3, mộ số 12')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Mở bản đồ' }).getAttribute('href')).toBe(
      'geo:20.2619,106.3135?q=20.2619,106.3135',
    );
    const images = within(card).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      `/uploads/${CLAN}/${PHOTO}-thumb.webp`,
      'https://example.com/bia.jpg',
    ]);
    expect(images[1]?.getAttribute('alt')).toBe('Bia mộ: Bia dựng năm 1995');
  });

  it('invites the first grave when there is none, and says when the list cannot load', async () => {
    stubApi({ [GRAVES_PATH]: () => list([]) });
    const view = renderSection();
    expect(await screen.findByText('Chưa ghi mộ phần nào')).toBeTruthy();
    view.unmount();
    stubApi({ [GRAVES_PATH]: () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }) });
    renderSection();
    expect(await screen.findByText('Không thể tải danh sách mộ phần')).toBeTruthy();
  });

  it('adds a grave where the member stands, from the phone’s position', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [GRAVES_PATH]: () => list([]),
      [`/api/person/${PERSON_ID}/grave`]: () => ({
        status: 201,
        body: { success: true, data: sampleGrave({ photos: [] }), message: 'Đã thêm mộ phần' },
      }),
    });
    const locate = stubGeolocation({ latitude: 20.261934567, longitude: 106.31351 });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Thêm mộ phần' }));
    const form = await screen.findByRole('form', { name: 'Thêm mộ phần' });
    await user.type(within(form).getByLabelText('Nghĩa trang hoặc nơi an táng'), 'Nghĩa trang làng');
    await user.type(within(form).getByLabelText('Vị trí mộ'), 'Hàng 3');
    await user.click(within(form).getByRole('button', { name: 'Lấy vị trí hiện tại' }));
    expect(locate).toHaveBeenCalled();
    expect(within(form).getByLabelText('Vĩ độ')).toHaveProperty('value', '20.261935');
    expect(within(form).getByLabelText('Kinh độ')).toHaveProperty('value', '106.31351');
    await user.click(within(form).getByRole('button', { name: 'Thêm mộ phần' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]?.body).toEqual({
      cemetery: 'Nghĩa trang làng',
      placeId: null,
      plot: 'Hàng 3',
      latitude: 20.261935,
      longitude: 106.31351,
      note: null,
      photos: [],
    });
    expect(await screen.findByText('Đã thêm mộ phần')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Thêm mộ phần' })).toBeNull());
  });

  it('says why the position could not be read, and checks the coordinates typed', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ [GRAVES_PATH]: () => list([]) });
    stubGeolocation({ code: 1 });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Thêm mộ phần' }));
    const form = await screen.findByRole('form', { name: 'Thêm mộ phần' });
    await user.click(within(form).getByRole('button', { name: 'Lấy vị trí hiện tại' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Không lấy được vị trí: hãy cho phép trang dùng vị trí của thiết bị rồi thử lại',
    );
    await user.type(within(form).getByLabelText('Vĩ độ'), '95');
    await user.click(within(form).getByRole('button', { name: 'Thêm mộ phần' }));
    expect(await within(form).findByText('Vĩ độ phải là số từ -90 đến 90')).toBeTruthy();
    expect(within(form).getByText('Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai')).toBeTruthy();
    expect(writes(calls, 'POST')).toEqual([]);
  });

  it('edits at the loaded version, and offers the newest copy after someone else saved first', async () => {
    const user = userEvent.setup();
    const grave = sampleGrave();
    const calls = stubApi({
      [GRAVES_PATH]: () => list([grave]),
      [`/api/grave/${grave.id}`]: () => ({
        status: 409,
        body: {
          success: false,
          message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
        },
      }),
    });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Nghĩa trang làng Hành Thiện' });
    await user.click(within(card).getByRole('button', { name: 'Sửa' }));
    const form = await screen.findByRole('form', { name: 'Sửa mộ phần' });
    const plot = within(form).getByLabelText('Vị trí mộ');
    await user.clear(plot);
    await user.type(plot, 'Hàng 4');
    await user.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(form).findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(writes(calls, 'PUT')[0]?.body).toMatchObject({ plot: 'Hàng 4', version: 3 });
    expect(within(form).getByRole('button', { name: 'Tải lại dữ liệu mới nhất' })).toBeTruthy();
  });

  it('deletes a grave only after the admin confirms', async () => {
    const user = userEvent.setup();
    const grave = sampleGrave();
    const calls = stubApi({
      [GRAVES_PATH]: () => list([grave]),
      [`/api/grave/${grave.id}`]: () => ({ status: 200, body: { success: true, message: 'Đã xóa mộ phần' } }),
    });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Nghĩa trang làng Hành Thiện' });
    await user.click(within(card).getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa mộ phần' });
    expect(writes(calls, 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(writes(calls, 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Đã xóa mộ phần')).toBeTruthy();
  });
});
