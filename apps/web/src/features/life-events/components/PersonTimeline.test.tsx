import type { LifeEvent, PersonFamilyEvents } from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { PersonMarriagesSection } from './PersonMarriagesSection.tsx';
import { PersonTimeline } from './PersonTimeline.tsx';

const PERSON_ID = '5a0f3c1e-8d2b-4c6f-9e1a-2b3c4d5e6f70';
const FAMILY_ID = '7b1e2d3c-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const EVENTS_PATH = `/api/person/${PERSON_ID}/events`;
const STAMP = '2026-03-05T09:00:00.000Z';

function sampleEvent(overrides: Partial<LifeEvent> = {}): LifeEvent {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    personId: PERSON_ID,
    familyId: null,
    type: 'occupation',
    label: null,
    value: null,
    date: null,
    place: null,
    note: null,
    position: 0,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

const degree = sampleEvent({
  id: 'e0000000-0000-4000-8000-000000000002',
  type: 'degree',
  label: 'Tiến sĩ',
  value: 'Đệ tam giáp đồng tiến sĩ xuất thân',
  date: { solar: { year: 1862 }, qualifier: 'about' },
  place: {
    id: 'p1',
    name: 'Hành Thiện, Xuân Trường, Nam Định',
    oldName: null,
    latitude: null,
    longitude: null,
  },
  note: 'Khoa Nhâm Tuất',
});
const religion = sampleEvent({
  id: 'e0000000-0000-4000-8000-000000000003',
  type: 'religion',
  value: 'Thích Minh Tâm',
});
const custom = sampleEvent({
  id: 'e0000000-0000-4000-8000-000000000004',
  type: 'custom',
  label: 'Dựng nhà thờ họ',
  position: 1,
});

const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, message } });

function renderTimeline() {
  return renderAdminRoutes([{ path: '/', element: <PersonTimeline personId={PERSON_ID} /> }], '/');
}

function writes(calls: StubbedCall[], method: string) {
  return calls.filter((call) => call.method === method);
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('PersonTimeline', () => {
  it('shows each event with its type, value, date as written, place and note; undated ones say so', async () => {
    stubApi({ [EVENTS_PATH]: () => ok([degree, religion]) });
    renderTimeline();
    expect(screen.getByRole('heading', { name: 'Các sự kiện trong đời' })).toBeTruthy();
    expect(await screen.findByText('Khoa bảng: Tiến sĩ')).toBeTruthy();
    expect(screen.getByText('Đệ tam giáp đồng tiến sĩ xuất thân')).toBeTruthy();
    expect(screen.getByText(formatLifeDate(degree.date))).toBeTruthy();
    expect(screen.getByText('Địa điểm: Hành Thiện, Xuân Trường, Nam Định')).toBeTruthy();
    expect(screen.getByText('Khoa Nhâm Tuất')).toBeTruthy();
    expect(screen.getByText('Tôn giáo')).toBeTruthy();
    expect(screen.getByText('Chưa rõ ngày')).toBeTruthy();
  });

  it('says when there is no event yet, and when the list cannot load', async () => {
    stubApi({ [EVENTS_PATH]: () => ok([]) });
    const view = renderTimeline();
    expect(await screen.findByText('Chưa có sự kiện nào.')).toBeTruthy();
    view.unmount();
    stubApi({ [EVENTS_PATH]: () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }) });
    renderTimeline();
    expect(await screen.findByText('Không tải được các sự kiện')).toBeTruthy();
  });

  it('adds an event with the chosen type and value, and toasts the server’s message', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [EVENTS_PATH]: () => ok([]),
      [`/api/person/${PERSON_ID}/event`]: () => ({
        status: 201,
        body: {
          success: true,
          data: sampleEvent({ type: 'degree', value: 'Cử nhân' }),
          message: 'Đã thêm sự kiện',
        },
      }),
    });
    renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Thêm sự kiện' }));
    const form = await screen.findByRole('form', { name: 'Thêm sự kiện' });
    await user.click(within(form).getByRole('combobox', { name: 'Loại sự kiện' }));
    await user.click(await screen.findByRole('option', { name: 'Khoa bảng' }));
    expect(within(form).getByText('Ví dụ: tú tài, cử nhân, tiến sĩ…')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Nội dung' }), 'Cử nhân');
    await user.click(within(form).getByRole('button', { name: 'Thêm sự kiện' }));

    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]?.body).toEqual({
      type: 'degree',
      label: null,
      value: 'Cử nhân',
      date: null,
      placeId: null,
      note: null,
    });
    await waitFor(() => expect(toastStore.get().map((t) => t.summary)).toContain('Đã thêm sự kiện'));
  });

  it('edits an event with its version', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [EVENTS_PATH]: () => ok([religion]),
      [`/api/life-event/${religion.id}`]: () =>
        ok({ ...religion, value: 'Thích Minh Đức', version: 2 }, 'Đã cập nhật sự kiện'),
    });
    renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Thao tác với sự kiện Tôn giáo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sửa' }));
    const form = await screen.findByRole('form', { name: 'Sửa sự kiện' });
    const value = within(form).getByRole('textbox', { name: 'Nội dung' });
    expect(value).toHaveProperty('value', 'Thích Minh Tâm');
    expect(within(form).getByText('Ví dụ: pháp danh…')).toBeTruthy();
    await user.clear(value);
    await user.type(value, 'Thích Minh Đức');
    await user.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    expect(writes(calls, 'PUT')[0]?.body).toMatchObject({
      type: 'religion',
      value: 'Thích Minh Đức',
      version: 1,
    });
  });

  it('removes an event only after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [EVENTS_PATH]: () => ok([degree]),
      [`/api/life-event/${degree.id}`]: () => ({
        status: 200,
        body: { success: true, message: 'Đã xóa sự kiện' },
      }),
    });
    renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Thao tác với sự kiện Khoa bảng: Tiến sĩ' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa sự kiện' });
    expect(writes(calls, 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(writes(calls, 'DELETE')).toHaveLength(1));
    expect(writes(calls, 'DELETE')[0]?.path).toBe(`/api/life-event/${degree.id}`);
  });

  it('moves an undated event down; dated events have no arrows', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [EVENTS_PATH]: () => ok([degree, religion, custom]),
      [`${EVENTS_PATH}/reorder`]: () => ok([degree, custom, religion], 'Đã sắp xếp lại các sự kiện'),
    });
    renderTimeline();
    await screen.findByText('Khoa bảng: Tiến sĩ');
    expect(screen.queryByRole('button', { name: 'Đưa lên: Khoa bảng: Tiến sĩ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Đưa lên: Tôn giáo' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Đưa xuống: Tôn giáo' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    expect(writes(calls, 'PUT')[0]?.body).toEqual({ ids: [custom.id, religion.id] });
  });
});

describe('PersonMarriagesSection', () => {
  it('lists each family with the other spouse and its marriage, and adds a family event', async () => {
    const user = userEvent.setup();
    const marriage = sampleEvent({
      id: 'e0000000-0000-4000-8000-000000000009',
      personId: null,
      familyId: FAMILY_ID,
      type: 'marriage',
      date: { solar: { year: 1945, month: 2, day: 3 } },
    });
    const families: PersonFamilyEvents[] = [
      { familyId: FAMILY_ID, spouses: [{ id: 's1', name: 'Lê Thị Hoa' }], events: [marriage] },
    ];
    const calls = stubApi({
      [`/api/person/${PERSON_ID}/family-events`]: () => ok(families),
      [`/api/family/${FAMILY_ID}/event`]: () => ({
        status: 201,
        body: { success: true, data: { ...marriage, type: 'divorce' }, message: 'Đã thêm sự kiện' },
      }),
    });
    renderAdminRoutes([{ path: '/', element: <PersonMarriagesSection personId={PERSON_ID} /> }], '/');
    expect(screen.getByRole('heading', { name: 'Hôn nhân' })).toBeTruthy();
    const family = await screen.findByRole('region', { name: 'Với Lê Thị Hoa' });
    expect(within(family).getByText('Kết hôn')).toBeTruthy();
    expect(within(family).getByText(formatLifeDate(marriage.date))).toBeTruthy();

    await user.click(within(family).getByRole('button', { name: 'Thêm sự kiện: Với Lê Thị Hoa' }));
    const form = await screen.findByRole('form', { name: 'Thêm sự kiện' });
    await user.click(within(form).getByRole('combobox', { name: 'Loại sự kiện' }));
    expect(screen.queryByRole('option', { name: 'An táng' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Ly hôn' }));
    await user.click(within(form).getByRole('button', { name: 'Thêm sự kiện' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]?.body).toMatchObject({ type: 'divorce' });
  });

  it('says when the person has no spouse in the genealogy', async () => {
    stubApi({ [`/api/person/${PERSON_ID}/family-events`]: () => ok([]) });
    renderAdminRoutes([{ path: '/', element: <PersonMarriagesSection personId={PERSON_ID} /> }], '/');
    expect(await screen.findByText('Người này chưa có vợ hoặc chồng trong gia phả.')).toBeTruthy();
  });
});
