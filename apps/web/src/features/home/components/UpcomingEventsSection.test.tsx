import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { sampleOccurrence } from '../../../test/event-samples.ts';
import { list, renderPublicRoutes, section } from '../../../test/public-pages.tsx';
import { UpcomingEventsSection } from './UpcomingEventsSection.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BLOCK = section({ id: 's5', type: 'upcomingEvents', title: 'Lịch giỗ, lễ của họ', itemLimit: 4 });

function renderBlock() {
  return renderPublicRoutes([{ path: '/', element: <UpcomingEventsSection section={BLOCK} /> }], '/');
}

describe('UpcomingEventsSection', () => {
  it('shows the next events with their solar and lunar days, linking each to its page or tree', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/events': () =>
        list([
          sampleOccurrence({
            slug: 'tet-nguyen-dan',
            title: 'Tết Nguyên Đán',
            date: '2027-02-06',
            lunar: { day: 1, month: 1, year: 2027, leap: false },
            startTime: '07:00',
            location: 'Nhà thờ họ',
          }),
          sampleOccurrence({
            source: 'gio',
            title: 'Giỗ cụ Nguyễn Văn Cả',
            date: '2027-04-25',
            treeId: 't-9',
          }),
        ]),
    });
    renderBlock();

    const items = within(await screen.findByRole('list', { name: 'Lịch giỗ, lễ của họ' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const [tet, gio] = items;
    if (!tet || !gio) throw new Error('two items expected');
    expect(within(tet).getByRole('link', { name: 'Tết Nguyên Đán' }).getAttribute('href')).toBe(
      '/events/tet-nguyen-dan.html',
    );
    expect(tet.textContent).toContain('Thứ Bảy, 06/02/2027 · Âm lịch 1/1');
    expect(tet.textContent).toContain('07:00');
    expect(tet.textContent).toContain('Nhà thờ họ');
    expect(tet.textContent).toContain('Sự kiện');
    expect(within(gio).getByRole('link', { name: 'Giỗ cụ Nguyễn Văn Cả' }).getAttribute('href')).toBe(
      '/family-tree?id=t-9',
    );
    expect(gio.textContent).toContain('Giỗ');
    expect(calls.find((call) => call.path === '/api/public/events')?.query.get('limit')).toBe('4');
    expect(screen.getByRole('link', { name: /Xem lịch/ }).getAttribute('href')).toBe('/events');
  });

  it('with nothing ahead, says so and leads to the calendar', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/events': () => list([]) });
    renderBlock();
    expect(await screen.findByText('Chưa có sự kiện sắp tới')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Xem lịch sự kiện/ }).getAttribute('href')).toBe('/events');
  });
});
