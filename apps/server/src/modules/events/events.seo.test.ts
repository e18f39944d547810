import type { ClanEvent } from '@giapha/contract';
import { formatLunarDate, nextDeathAnniversary, solarToLunar, vietnamToday } from '@giapha/genealogy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { createAs } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createShellApp, metaContent, titleOf } from '../../../test/web-shell.ts';

let t: TestApp;
let clan: ClanFixture;
let other: ClanFixture;

async function page(c: ClanFixture, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { host: `${c.domain}.giapha.vn` } });
}

function createEvent(payload: object): Promise<ClanEvent> {
  return createAs<ClanEvent>(t.app, clan, '/api/event', payload);
}

const vietnameseDay = (d: { year: number; month: number; day: number }) =>
  `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;

beforeAll(async () => {
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' });
  clan = await registerClan(t.app, { clanName: 'Họ Vũ' });
  other = await registerClan(t.app, { clanName: 'Họ Hồ' });
});

afterAll(async () => {
  await t?.close();
});

describe('event pages for link previews and search engines', () => {
  it('gives an event page its title, its day in both calendars, its summary and its cover', async () => {
    const event = await createEvent({
      title: 'Giỗ Tổ họ Vũ',
      template: 'gioTo',
      summary: 'Con cháu về nhà thờ họ dâng hương.',
      coverImage: `/uploads/${clan.clanId}/0b9f5c1e-3c1d-4c2e-9a51-6f1b2d3e4f50.webp`,
    });
    const response = await page(clan, `/events/${event.slug}.html`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Giỗ Tổ họ Vũ · Họ Vũ');
    const next = nextDeathAnniversary({ day: 10, month: 3, leap: false }, vietnamToday());
    expect(metaContent(html, 'description')).toBe(
      `Ngày 10/3 âm lịch hằng năm, lần tới ${vietnameseDay(next.solar)} (âm lịch ${formatLunarDate(next.lunar)}). Con cháu về nhà thờ họ dâng hương.`,
    );
    expect(metaContent(html, 'og:image')).toBe(
      `https://${clan.domain}.giapha.vn/uploads/${clan.clanId}/0b9f5c1e-3c1d-4c2e-9a51-6f1b2d3e4f50.webp`,
    );
    expect(metaContent(html, 'og:url')).toBe(`https://${clan.domain}.giapha.vn/events/${event.slug}.html`);
    // Without `.html` the router shows it too; the canonical address keeps it.
    const bare = await page(clan, `/events/${event.slug}`);
    expect(metaContent(bare.body, 'og:url')).toBe(
      `https://${clan.domain}.giapha.vn/events/${event.slug}.html`,
    );
  });

  it('writes a solar event’s day with its lunar date and time, and uses the text when there is no summary', async () => {
    const event = await createEvent({
      title: 'Họp họ mùa thu',
      startDate: '2099-09-12',
      startTime: '08:00',
      description: '<p>Bàn việc <strong>trùng tu</strong> nhà thờ.</p>',
    });
    const html = (await page(clan, `/events/${event.slug}.html`)).body;
    const lunar = formatLunarDate(solarToLunar({ year: 2099, month: 9, day: 12 }));
    expect(metaContent(html, 'description')).toBe(
      `Ngày 12/09/2099 lúc 08:00 (âm lịch ${lunar}). Bàn việc trùng tu nhà thờ.`,
    );
    const past = await createEvent({ title: 'Họp họ năm xưa', startDate: '2001-01-01' });
    expect(metaContent((await page(clan, `/events/${past.slug}.html`)).body, 'description')).toBe(
      'Đã diễn ra ngày 01/01/2001',
    );
  });

  it('answers 404 for an unknown event or another clan’s, and lists events in the sitemap', async () => {
    const event = await createEvent({ title: 'Tảo mộ', template: 'thanhMinh' });
    const unknown = await page(clan, '/events/khong-co.html');
    expect(unknown.statusCode).toBe(404);
    expect(metaContent(unknown.body, 'robots')).toBe('noindex');
    expect((await page(other, `/events/${event.slug}.html`)).statusCode).toBe(404);
    expect(titleOf((await page(clan, '/events')).body)).toBe('Sự kiện · Họ Vũ');

    const xml = (await page(clan, '/sitemap.xml')).body;
    const origin = `https://${clan.domain}.giapha.vn`;
    expect(xml).toContain(`<loc>${origin}/events</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${origin}/events/${event.slug}\\.html</loc><lastmod>`));
    expect((await page(other, '/sitemap.xml')).body).not.toContain(`/events/${event.slug}.html`);
  });
});
