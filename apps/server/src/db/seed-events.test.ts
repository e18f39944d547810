import type { EventListItem, EventOccurrence } from '@giapha/contract';
import { formatIsoDay, generateSampleClan, vietnamToday } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { registerClan } from '../../test/clans.ts';
import { getOk } from '../../test/requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertSampleTree } from './sample-tree.ts';
import { seedDemoEvents } from './seed-events.ts';

const t = useTestApp();

describe('seedDemoEvents', () => {
  it('gives the demo clan Tết, Giỗ Tổ, Thanh Minh, a gathering, a lunar one-off and a giỗ, beside the tree’s own giỗ', async () => {
    const clan = await registerClan(t.app);
    // The demo's tree, as the demo seed makes it.
    const sample = generateSampleClan({
      persons: 300,
      generations: 12,
      seed: 20240101,
      surname: 'Nguyễn',
      loops: false,
    });
    await insertSampleTree(t.database.db, clan.clanId, sample, { name: 'Gia phả mẫu', isPublic: true });
    const ids = await t.database.db.transaction((tx) => seedDemoEvents(tx, clan.clanId, clan.adminId));
    expect(ids).toHaveLength(6);

    const get = <T>(url: string, token?: string) => getOk<T>(t.app, clan.domain, url, token);

    const events = (await get<EventListItem[]>('/api/events?limit=100', clan.token)).data;
    const byTitle = new Map(events.map((e) => [e.title, e]));
    expect(byTitle.get('Tết Nguyên Đán')).toMatchObject({
      template: 'tet',
      calendar: 'lunarYearly',
      lunar: { day: 1, month: 1, year: null, leap: false },
    });
    expect(byTitle.get('Giỗ Tổ')).toMatchObject({ template: 'gioTo', lunar: { day: 10, month: 3 } });
    expect(byTitle.get('Tết Thanh Minh')).toMatchObject({ template: 'thanhMinh', calendar: 'thanhMinh' });
    const today = formatIsoDay(vietnamToday());
    const gathering = byTitle.get('Họp mặt đầu xuân');
    expect(gathering).toMatchObject({ calendar: 'solar', startTime: '08:00', endTime: '11:30' });
    expect(gathering?.location).toBeTruthy();
    // Mùng 8 Tết of the coming year: always ahead.
    expect(gathering?.next).toMatchObject({ lunar: { day: 8, month: 1, leap: false } });
    expect((gathering?.startDate ?? '') >= today).toBe(true);
    expect(byTitle.get('Lễ khánh thành cổng nhà thờ họ')).toMatchObject({ calendar: 'lunar' });
    const gio = events.find((e) => e.person !== null);
    expect(gio).toMatchObject({ calendar: 'lunarYearly', title: `Giỗ cụ ${gio?.person?.name}` });
    for (const event of events) {
      expect(event.summary, event.title).toBeTruthy();
      expect(event.next, event.title).not.toBeNull();
    }

    // The public calendar holds the tree's giỗ by themselves, and the linked person only once.
    const upcoming = await get<EventOccurrence[]>('/api/public/events?limit=100');
    expect(upcoming.total).toBeGreaterThan(100);
    const automatic = upcoming.data.filter((o) => o.source === 'gio');
    expect(automatic.length).toBeGreaterThan(50);
    const all = await get<EventOccurrence[]>(`/api/public/events?limit=100&offset=0&from=${today}`);
    expect(all.total).toBe(upcoming.total);
    const linked = gio?.person?.id;
    const pages: EventOccurrence[] = [];
    for (let offset = 0; offset < upcoming.total; offset += 100) {
      pages.push(...(await get<EventOccurrence[]>(`/api/public/events?limit=100&offset=${offset}`)).data);
    }
    expect(pages.filter((o) => o.person?.id === linked).map((o) => o.source)).toEqual(['event']);
  });
});
