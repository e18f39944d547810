import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { sampleOccurrence, tetOccurrence } from '../../../test/event-samples.ts';
import { list, renderPublicRoutes, settingWith } from '../../../test/public-pages.tsx';
import { EventsPage } from './EventsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EVENTS = [{ path: '/events', element: <EventsPage /> }];

const TET = tetOccurrence({ eventId: 'e-tet', slug: 'tet-nguyen-dan' });
const GIO = sampleOccurrence({
  source: 'gio',
  title: 'Giỗ cụ Nguyễn Văn An',
  date: '2027-02-10',
  lunar: { day: 5, month: 1, year: 2027, leap: false },
  person: { id: 'p-1', name: 'Nguyễn Văn An' },
  treeId: 't-1',
});

function dayCell(date: string) {
  return screen.getByRole('button', { name: new RegExp(date.replaceAll('/', '\\/')) });
}

describe('EventsPage', () => {
  it('shows the month of the address with lunar days, markers on the right days, and the day tapped', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/events-in-month': (call) =>
        call.query.get('dateTime') === '2027-02-01' ? list([TET, GIO]) : list([]),
      '/api/public/events': () => list([TET, GIO]),
    });
    const { router } = renderPublicRoutes(EVENTS, '/events?month=2027-02');

    expect(await screen.findByRole('heading', { level: 2, name: 'Tháng 2 năm 2027' })).toBeTruthy();
    expect(screen.getByTestId('lunar-months').textContent).toBe(
      'Âm lịch: Tháng 12 năm Bính Ngọ – tháng 1 năm Đinh Mùi',
    );
    // Sunday first (the clan keeps the spec's default).
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);

    // Tết Đinh Mùi falls on Saturday 06/02/2027: the cell says 1/1 and carries an event marker.
    await waitFor(() => expect(dayCell('06/02/2027').querySelector('[data-marker="event"]')).not.toBeNull());
    const tet = dayCell('06/02/2027');
    expect(tet.getAttribute('aria-label')).toBe(
      'Thứ Bảy, 06/02/2027, âm lịch ngày 1 tháng 1 năm Đinh Mùi, 1 sự kiện',
    );
    expect(tet.querySelector('[data-lunar]')?.textContent).toBe('1/1');
    expect(dayCell('05/02/2027').querySelector('[data-lunar]')?.textContent).toBe('29');
    expect(dayCell('10/02/2027').querySelector('[data-marker="gio"]')).not.toBeNull();
    expect(dayCell('11/02/2027').querySelector('[data-marker]')).toBeNull();
    expect(
      calls.some(
        (call) => call.path === '/api/public/events-in-month' && call.query.get('dateTime') === '2027-02-01',
      ),
    ).toBe(true);

    // The month's list: an event opens its page, a giỗ the person's tree.
    const monthList = screen.getByRole('list', { name: 'Sự kiện tháng 2/2027' });
    expect(within(monthList).getByRole('link', { name: 'Tết Nguyên Đán' }).getAttribute('href')).toBe(
      '/events/tet-nguyen-dan.html',
    );
    expect(within(monthList).getByRole('link', { name: 'Giỗ cụ Nguyễn Văn An' }).getAttribute('href')).toBe(
      '/family-tree?id=t-1',
    );

    // Tapping a day shows it in both calendars with what happens on it; the address keeps it.
    await userEvent.click(dayCell('10/02/2027'));
    const day = await screen.findByRole('region', { name: 'Thứ Tư, 10/02/2027' });
    expect(within(day).getByText(/ngày 5 tháng 1 năm Đinh Mùi/)).toBeTruthy();
    expect(within(day).getByRole('link', { name: 'Giỗ cụ Nguyễn Văn An' })).toBeTruthy();
    expect(dayCell('10/02/2027').getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?month=2027-02&day=2027-02-10');

    await userEvent.click(dayCell('11/02/2027'));
    expect(await screen.findByText('Không có sự kiện nào trong ngày này.')).toBeTruthy();

    // The next ten, soonest first, beside the calendar.
    const upcoming = screen.getByRole('list', { name: 'Sự kiện sắp tới' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.find((call) => call.path === '/api/public/events')?.query.get('limit')).toBe('10');

    // Next month: the address follows, and that month is asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Tháng sau' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tháng 3 năm 2027' })).toBeTruthy();
    expect(router.state.location.search).toBe('?month=2027-03');
    expect(await screen.findByText('Tháng 3/2027 chưa có ngày giỗ hay sự kiện nào.')).toBeTruthy();
    expect(calls.some((call) => call.query.get('dateTime') === '2027-03-01')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Hôm nay' }));
    expect(router.state.location.search).toBe('');
  });

  it('starts the week on Monday for a clan that writes dd/mm', async () => {
    stubApi({
      '/api/public/setting': () => settingWith({ dateFormat: 'dd/mm/yy' }),
      '/api/public/events-in-month': () => list([]),
      '/api/public/events': () => list([]),
    });
    renderPublicRoutes(EVENTS, '/events?month=2027-02');
    await screen.findByRole('heading', { level: 2, name: 'Tháng 2 năm 2027' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
  });

  it('a month full of giỗ lists the first twelve, then all on request', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      sampleOccurrence({
        source: 'gio',
        title: `Giỗ cụ số ${index + 1}`,
        date: `2027-02-${String(index + 1).padStart(2, '0')}`,
        person: { id: `p-${index}`, name: `Cụ số ${index + 1}` },
      }),
    );
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/events-in-month': () => list(many),
      '/api/public/events': () => list([]),
    });
    renderPublicRoutes(EVENTS, '/events?month=2027-02');
    const monthList = await screen.findByRole('list', { name: 'Sự kiện tháng 2/2027' });
    expect(within(monthList).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Xem tất cả 14 mục trong tháng' }));
    expect(
      within(screen.getByRole('list', { name: 'Sự kiện tháng 2/2027' })).getAllByRole('listitem'),
    ).toHaveLength(14);
  });

  it('a failed month says so and tries again; nothing ahead says so too', async () => {
    let fail = true;
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/events-in-month': () =>
        fail ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } } : list([GIO]),
      '/api/public/events': () => list([]),
    });
    renderPublicRoutes(EVENTS, '/events?month=2027-02');
    expect(await screen.findByText('Không thể tải lịch sự kiện của tháng')).toBeTruthy();
    expect(await screen.findByText('Chưa có sự kiện sắp tới.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(dayCell('10/02/2027').querySelector('[data-marker="gio"]')).not.toBeNull());
  });

  it('offers the clan’s giỗ feed beside the calendar', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/events-in-month': () => list([]),
      '/api/public/events': () => list([]),
    });
    renderPublicRoutes(EVENTS, '/events?month=2027-02');
    const panel = await screen.findByRole('region', { name: 'Theo dõi lịch giỗ của dòng họ' });
    const webcal = `${window.location.origin.replace(/^https?:/, 'webcal:')}/api/public/calendar.ics?domain=demo`;
    expect(within(panel).getByRole('link', { name: 'Thêm vào Apple/iPhone' }).getAttribute('href')).toBe(
      webcal,
    );
  });
});
