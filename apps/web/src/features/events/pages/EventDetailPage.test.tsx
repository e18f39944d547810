import type { PublicEvent } from '@giapha/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { sampleEvent, sampleOccurrence } from '../../../test/event-samples.ts';
import { notFound, ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { EventDetailPage } from './EventDetailPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DETAIL = [{ path: '/events/:slug', element: <EventDetailPage /> }];

function publicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  const { version: _v, createdAt: _c, updatedAt: _u, ...event } = sampleEvent();
  return { ...event, ...overrides };
}

describe('EventDetailPage', () => {
  it('a yearly event: its next day in both calendars, the years after, time, place and description', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/event/gio-to': () => ok(publicEvent()),
    });
    renderPublicRoutes(DETAIL, '/events/gio-to.html');

    expect(await screen.findByRole('heading', { level: 1, name: 'Giỗ Tổ' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/public/event/gio-to')).toBe(true);
    expect(document.title).toBe('Giỗ Tổ · Họ Nguyễn — Làng Demo');
    expect(screen.getByText('Giỗ hằng năm')).toBeTruthy();

    const when = screen.getByRole('region', { name: 'Thời gian và địa điểm' });
    expect(within(when).getByText('Thứ Sáu, 16/04/2027')).toBeTruthy();
    expect(within(when).getByText('ngày 10 tháng 3 năm Đinh Mùi')).toBeTruthy();
    expect(within(when).getByText(/^ngày \S+ \S+, tháng Giáp Thìn$/)).toBeTruthy();
    expect(within(when).getByText('Hằng năm vào ngày 10 tháng 3 âm lịch')).toBeTruthy();
    expect(within(when).getByText('08:00 – 11:00')).toBeTruthy();
    expect(within(when).getByText('Nhà thờ họ Nguyễn')).toBeTruthy();

    const years = screen.getByRole('region', { name: 'Những năm sau' });
    const items = within(years).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain('04/04/2028');
    expect(items[0]?.textContent).toContain('10/3 năm Mậu Thân');

    expect(screen.getByText('Sáng mùng 10 tháng 3 âm lịch.')).toBeTruthy();
  });

  it('a giỗ names the person and opens their public tree', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/event/gio-cu-ca': () =>
        ok(
          publicEvent({
            slug: 'gio-cu-ca',
            title: 'Giỗ cụ Nguyễn Văn Cả',
            template: null,
            person: { id: 'p-1', name: 'Nguyễn Văn Cả' },
            lunar: { day: 19, month: 3, year: null, leap: false },
            next: sampleOccurrence({
              title: 'Giỗ cụ Nguyễn Văn Cả',
              calendar: 'lunarYearly',
              date: '2027-04-25',
              lunar: { day: 19, month: 3, year: 2027, leap: false },
              person: { id: 'p-1', name: 'Nguyễn Văn Cả' },
              treeId: 't-1',
            }),
          }),
        ),
    });
    renderPublicRoutes(DETAIL, '/events/gio-cu-ca.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giỗ cụ Nguyễn Văn Cả' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nguyễn Văn Cả' }).getAttribute('href')).toBe(
      '/family-tree?id=t-1',
    );
    expect(screen.getByText('ngày 19 tháng 3 năm Đinh Mùi')).toBeTruthy();
  });

  it('a one-off solar event that is over says so, with its days', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/event/hop-mat': () =>
        ok(
          publicEvent({
            slug: 'hop-mat',
            title: 'Họp mặt đầu xuân',
            calendar: 'solar',
            template: null,
            lunar: null,
            startDate: '2025-02-09',
            endDate: '2025-02-10',
            endTime: null,
            next: null,
          }),
        ),
    });
    renderPublicRoutes(DETAIL, '/events/hop-mat.html');
    expect(await screen.findByText('Chủ nhật, 09/02/2025 – Thứ Hai, 10/02/2025')).toBeTruthy();
    expect(screen.getByText('Sự kiện đã diễn ra')).toBeTruthy();
    expect(screen.getByText('ngày 12 tháng 1 năm Ất Tỵ')).toBeTruthy();
    // The badge and the row's label both say it.
    expect(screen.getAllByText('Dương lịch')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Những năm sau' })).toBeNull();
  });

  it('an unknown slug shows “Không tìm thấy sự kiện” and the way back', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/event/khong-co': () => notFound });
    renderPublicRoutes(DETAIL, '/events/khong-co.html');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sự kiện' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về lịch sự kiện' }).getAttribute('href')).toBe('/events');
  });
});
