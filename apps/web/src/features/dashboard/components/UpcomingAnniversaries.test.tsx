import { addSolarDays, formatIsoDay, solarToLunar } from '@giapha/genealogy';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { sampleOccurrence } from '../../../test/event-samples.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { formatSolarWithWeekday, today as vietnamToday } from '../../events/index.ts';
import { UpcomingAnniversaries } from './UpcomingAnniversaries.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard() {
  return renderAdminRoutes([{ path: '/admin/home', element: <UpcomingAnniversaries /> }], '/admin/home');
}

/** A giỗ `days` from today, with the lunar date of that day. */
function gioIn(days: number, name: string, personId: string) {
  const solar = addSolarDays(vietnamToday(), days);
  const lunar = solarToLunar(solar);
  return sampleOccurrence({
    source: 'gio',
    title: `Giỗ ${name}`,
    calendar: 'lunarYearly',
    date: formatIsoDay(solar),
    lunar: { day: lunar.day, month: lunar.month, year: lunar.year, leap: lunar.leap },
    person: { id: personId, name },
  });
}

describe('UpcomingAnniversaries', () => {
  it('lists the giỗ of the next 30 days: name, solar day with weekday, lunar day, days left', async () => {
    const first = gioIn(0, 'Nguyễn Văn Cả', 'p-1');
    const second = gioIn(12, 'Trần Thị Bình', 'p-2');
    const calls = stubApi({
      '/api/events/anniversaries': () => ({
        status: 200,
        body: { success: true, data: [first, second], total: 2 },
      }),
    });
    renderCard();

    expect(screen.getByRole('heading', { name: 'Ngày giỗ trong 30 ngày tới' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Ngày giỗ sắp tới' });
    const [today, later] = within(list).getAllByRole('listitem');
    if (!today || !later) throw new Error('two rows expected');
    expect(within(today).getByRole('link', { name: 'Nguyễn Văn Cả' }).getAttribute('href')).toBe(
      '/admin/persons/update/p-1',
    );
    expect(today.textContent).toContain('hôm nay');
    expect(later.textContent).toContain('còn 12 ngày');
    const laterDay = addSolarDays(vietnamToday(), 12);
    const laterLunar = solarToLunar(laterDay);
    expect(later.textContent).toContain(
      `${formatSolarWithWeekday(laterDay)} · âm lịch ${laterLunar.day}/${laterLunar.month}`,
    );
    expect(calls.find((call) => call.path === '/api/events/anniversaries')?.query.get('days')).toBe('30');
  });

  it('says when no giỗ is coming, and when the list could not load', async () => {
    stubApi({
      '/api/events/anniversaries': () => ({ status: 200, body: { success: true, data: [], total: 0 } }),
    });
    const { unmount } = renderCard();
    expect(await screen.findByText(/Không có ngày giỗ nào trong 30 ngày tới/)).toBeTruthy();
    unmount();

    stubApi({
      '/api/events/anniversaries': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
    });
    renderCard();
    expect(await screen.findByText('Không thể tải danh sách ngày giỗ')).toBeTruthy();
    expect(screen.getByText('Lỗi máy chủ')).toBeTruthy();
  });

  it('links to the same data: the events calendar and the member’s calendar feed', async () => {
    const url =
      'https://demo.giapha.vn/api/public/calendar/member/u1/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics';
    stubApi({
      '/api/events/anniversaries': () => ({ status: 200, body: { success: true, data: [], total: 0 } }),
      '/api/me/calendar': () => ({
        status: 200,
        body: { success: true, data: { url, webcalUrl: url.replace('https://', 'webcal://') } },
      }),
    });
    renderCard();
    expect(screen.getByRole('link', { name: 'Xem lịch giỗ' }).getAttribute('href')).toBe('/events');
    const subscribe = await screen.findByRole('link', { name: 'Đăng ký lịch' });
    expect(subscribe.getAttribute('href')).toBe(url.replace('https://', 'webcal://'));
  });
});
