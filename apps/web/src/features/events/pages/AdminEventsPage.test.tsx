import type { EventListItem } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { sampleEventListItem, tetOccurrence } from '../../../test/event-samples.ts';
import { clearStubsAndToasts, openDeleteConfirmation, pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AdminEventsPage } from './AdminEventsPage.tsx';

const gioTo = sampleEventListItem();
const tet = sampleEventListItem({
  id: '4a2d3c5b-6e7f-4081-9bac-1d2e3f4a5b6c',
  slug: 'tet-nguyen-dan',
  title: 'Tết Nguyên Đán',
  template: 'tet',
  location: null,
  lunar: { day: 1, month: 1, year: null, leap: false },
  next: tetOccurrence(),
});
const meeting = sampleEventListItem({
  id: '5b3e4d6c-7f80-4192-8cbd-2e3f4a5b6c7d',
  slug: 'hop-mat-2025',
  title: 'Họp mặt con cháu 2025',
  calendar: 'solar',
  template: null,
  lunar: null,
  startDate: '2025-02-09',
  next: null,
});

function eventsEndpoint(events: () => EventListItem[]) {
  return (call: StubbedCall) => {
    const calendar = call.query.get('calendar');
    const matching = calendar ? events().filter((event) => event.calendar === calendar) : events();
    return pageAnswer(matching);
  };
}

function renderEventsPage() {
  return renderAdminRoutes(
    [
      { path: '/admin/events', element: <AdminEventsPage /> },
      { path: '/admin/events/update/:id', element: <p>Trang sửa sự kiện</p> },
      { path: '/admin/events/create', element: <p>Trang thêm sự kiện</p> },
    ],
    '/admin/events',
  );
}

const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/events');

afterEach(clearStubsAndToasts);

describe('AdminEventsPage', () => {
  it('lists events with their kind and next day in both calendars', async () => {
    const calls = stubApi({ '/api/events': eventsEndpoint(() => [gioTo, tet, meeting]) });
    renderEventsPage();

    const table = await screen.findByRole('table');
    const gioRow = (await within(table).findByText('Giỗ Tổ')).closest('tr');
    expect(gioRow?.textContent).toContain('Giỗ hằng năm');
    expect(gioRow?.textContent).toContain('Thứ Sáu, 16/04/2027');
    expect(gioRow?.textContent).toContain('Âm lịch 10/3');
    const tetRow = within(table).getByText('Tết Nguyên Đán').closest('tr');
    expect(tetRow?.textContent).toContain('Âm lịch hằng năm');
    expect(tetRow?.textContent).toContain('Thứ Bảy, 06/02/2027');
    const meetingRow = within(table).getByText('Họp mặt con cháu 2025').closest('tr');
    expect(meetingRow?.textContent).toContain('Dương lịch');
    expect(meetingRow?.textContent).toContain('Đã diễn ra');
    expect(screen.getByText('Hiển thị 1–3 trên tổng 3')).toBeTruthy();
    expect(listCalls(calls)[0]?.query.get('limit')).toBe('20');

    await userEvent.click(within(table).getByRole('link', { name: 'Giỗ Tổ' }));
    expect(await screen.findByText('Trang sửa sự kiện')).toBeTruthy();
  });

  it('searches and filters by kind on the server, keeping both in the address', async () => {
    const calls = stubApi({ '/api/events': eventsEndpoint(() => [gioTo, tet, meeting]) });
    const { router } = renderEventsPage();
    await screen.findByText('Giỗ Tổ');

    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm sự kiện' }), 'gio to');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('search')).toBe('gio to'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo loại lịch' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dương lịch' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('calendar')).toBe('solar'));
    expect(router.state.location.search).toBe('?q=gio+to&calendar=solar');
    await waitFor(() => expect(screen.queryByText('Tết Nguyên Đán')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => {
      const last = listCalls(calls).at(-1);
      expect(last?.query.has('search') || last?.query.has('calendar')).toBe(false);
    });
  });

  it('says so when there is none yet', async () => {
    stubApi({ '/api/events': eventsEndpoint(() => []) });
    renderEventsPage();
    expect(await screen.findByText(/Chưa có sự kiện nào\. Bấm “Thêm sự kiện” để bắt đầu/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thêm sự kiện' }).getAttribute('href')).toBe(
      '/admin/events/create',
    );
  });

  it('a failed load says so with a way to try again', async () => {
    stubApi({ '/api/events': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }) });
    renderEventsPage();
    expect(await screen.findByText('Không tải được danh sách sự kiện')).toBeTruthy();
    expect(screen.getByText('Lỗi máy chủ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('deletes an event only after confirming, toasts the server’s message and reloads the list', async () => {
    let events = [gioTo, meeting];
    const calls = stubApi({
      '/api/events': eventsEndpoint(() => events),
      [`/api/event/${meeting.id}`]: () => {
        events = [gioTo];
        return { status: 200, body: { success: true, message: 'Đã xóa sự kiện' } };
      },
    });
    renderEventsPage();

    const dialog = await openDeleteConfirmation('Thao tác với sự kiện Họp mặt con cháu 2025');
    expect(dialog.textContent).toContain('Xóa sự kiện “Họp mặt con cháu 2025”?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/event/${meeting.id}`),
    );
    expect(await screen.findByText('Đã xóa sự kiện')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Họp mặt con cháu 2025')).toBeNull());
  });
});
