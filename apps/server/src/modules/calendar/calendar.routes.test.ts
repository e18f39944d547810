import { brotliDecompressSync } from 'node:zlib';
import { type MemberCalendar, memberCalendarResponse, type Person } from '@giapha/contract';
import {
  addSolarDays,
  formatIsoDay,
  lunarMonthLength,
  type SolarDate,
  vietnamToday,
  yearlyLunarDatesBetween,
} from '@giapha/genealogy';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { type ParsedCalendar, type ParsedEvent, parseIcs } from '../../../test/ical.ts';
import { json, MISSING_ID, updateAs } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, type SharedRouteCheck } from '../../../test/route-checks.ts';
import { branches, reminderFollows, reminderSettings, users } from '../../db/schema/index.ts';
import { storedAnswers } from '../../lib/stored-answers.ts';
import { clansRepo } from '../clans/clans.repo.ts';
import { CalendarService } from './calendar.service.ts';

const t = useClanSuite();
const { call } = t;

const FEED_NOT_FOUND = 'Địa chỉ lịch không đúng hoặc đã được đổi';

async function createTree(c: ClanFixture, name: string, isPublic: boolean): Promise<string> {
  const response = await call(c, c.token, 'POST', '/api/tree', { name, isPublic });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { _id: string } }>(response).data._id;
}

async function addHead(c: ClanFixture, treeId: string, personData: object): Promise<Person> {
  const response = await call(c, c.token, 'POST', '/api/tree/create-person-family', { treeId, personData });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { person: Person } }>(response).data.person;
}

async function addSpouse(c: ClanFixture, treeId: string, personId: string, spouse: object): Promise<Person> {
  const response = await call(c, c.token, 'POST', '/api/family/add-spouse', { treeId, personId, spouse });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { spouse: Person } }>(response).data.spouse;
}

async function addChild(c: ClanFixture, treeId: string, fatherId: string, child: object): Promise<Person> {
  const response = await call(c, c.token, 'POST', '/api/family/add-child', { treeId, fatherId, child });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { child: Person } }>(response).data.child;
}

function deathOn(day: number, month: number, leap = false, year: number | null = null) {
  return { deceased: true, death: { solar: null, lunar: { day, month, year, leap } } };
}

/** A `.ics` answer: 200, text/calendar, parsed by ical.js. */
function ics(response: LightMyRequestResponse): ParsedCalendar {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseIcs(response.body);
}

function eventsOf(calendar: ParsedCalendar, personId: string): ParsedEvent[] {
  return calendar.events.filter((event) => event.uid.startsWith(`gio-${personId}-`));
}

/** The feeds' window as the server works it out today: today to the same day five years on. */
function feedWindow(today: SolarDate = vietnamToday()) {
  const later = {
    year: today.year + 5,
    month: today.month,
    day: today.day === 29 && today.month === 2 ? 28 : today.day,
  };
  return { from: today, to: addSolarDays(later, -1) };
}

/** The path and query of an absolute address the server gave. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('calendar feeds', () => {
  let treeId: string;
  let privateTreeId: string;
  let tet: Person;
  let leap: Person;
  let youngest: Person;
  let longName: Person;
  let living: Person;
  let optedOut: Person;
  let hidden: Person;
  let eventId: string;
  const LONG_NAME = 'Nguyễn Hữu Thị Ngọc Diệp Hoàng Phượng Trường Xuân Khương Quỳnh Thượng';

  beforeAll(async () => {
    treeId = await createTree(t.clan, 'Gia phả họ Nguyễn', true);
    privateTreeId = await createTree(t.clan, 'Chi họ ở xa', false);
    tet = await addHead(t.clan, treeId, { name: 'Nguyễn Văn Tết', sex: 'male', ...deathOn(1, 1) });
    leap = await addSpouse(t.clan, treeId, tet.id, { name: 'Trần Thị Nhuận', ...deathOn(15, 6, true, 2025) });
    youngest = await addChild(t.clan, treeId, tet.id, {
      name: 'Nguyễn Văn Út',
      sex: 'male',
      ...deathOn(30, 12),
    });
    longName = await addChild(t.clan, treeId, tet.id, { name: LONG_NAME, sex: 'female', ...deathOn(10, 3) });
    living = await addChild(t.clan, treeId, tet.id, {
      name: 'Nguyễn Văn Sống',
      sex: 'male',
      deceased: false,
      death: { lunar: { day: 5, month: 5 } },
    });
    optedOut = await addChild(t.clan, treeId, tet.id, {
      name: 'Nguyễn Thị Kín',
      sex: 'female',
      ...deathOn(8, 8),
    });
    await updateAs<Person>(t.app, t.clan, `/api/person?id=${optedOut.id}`, { gioInCalendar: false });
    hidden = await addHead(t.clan, privateTreeId, { name: 'Phạm Văn Ẩn', sex: 'male', ...deathOn(1, 2) });
    const start = formatIsoDay(addSolarDays(vietnamToday(), 10));
    const created = await call(t.clan, t.clan.token, 'POST', '/api/event', {
      title: 'Họp họ, mừng thọ; cả nhà',
      startDate: start,
      location: 'Nhà thờ họ, thôn Đông',
    });
    expect(created.statusCode, created.body).toBe(201);
    eventId = json<{ data: { id: string } }>(created).data.id;
  });

  describe('the public feed', () => {
    it('lists each public giỗ on its solar days for five years, titled in Vietnamese, with UID and DTSTAMP', async () => {
      const response = await call(t.clan, undefined, 'GET', '/api/public/calendar.ics');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="lich-gio-.+\.ics"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const calendar = ics(response);
      expect(calendar.properties).toMatchObject({ METHOD: 'PUBLISH', 'X-WR-TIMEZONE': 'Asia/Ho_Chi_Minh' });
      expect(calendar.name).toMatch(/^Lịch giỗ /);
      const window = feedWindow();
      const expected = yearlyLunarDatesBetween({ day: 1, month: 1, leap: false }, window.from, window.to);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      const tetDays = eventsOf(calendar, tet.id);
      expect(tetDays.map((e) => e.start)).toEqual(expected.map((a) => formatIsoDay(a.solar)));
      expect(tetDays.map((e) => e.uid)).toEqual(
        expected.map((a) => expect.stringMatching(new RegExp(`^gio-${tet.id}-${a.lunar.year}@`))),
      );
      for (const event of calendar.events) {
        expect(event.allDay).toBe(true);
        expect(event.stamp).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/);
        expect(event.alarmTriggers).toEqual([]);
      }
      const [first] = tetDays;
      expect(first).toMatchObject({
        summary: 'Giỗ cụ Nguyễn Văn Tết — 1/1 âm lịch',
        url: expect.stringMatching(new RegExp(`/persons/${tet.id}(\\?|$)`)),
      });
      expect(first?.description).toContain('Âm lịch: ngày 1 tháng 1 năm ');
      expect(first?.description).toContain(`/persons/${tet.id}`);
      // The end of an all-day event is the next day.
      expect(first?.end).toBe(formatIsoDay(addSolarDays(expected[0]?.solar ?? window.from, 1)));
    });

    it('keeps a leap-month death in the regular month and a day-30 death on day 29 of a short month', async () => {
      const calendar = ics(await call(t.clan, undefined, 'GET', '/api/public/calendar.ics'));
      const window = feedWindow();
      const leapDays = eventsOf(calendar, leap.id);
      const expectedLeap = yearlyLunarDatesBetween({ day: 15, month: 6, leap: true }, window.from, window.to);
      expect(leapDays.map((e) => e.start)).toEqual(expectedLeap.map((a) => formatIsoDay(a.solar)));
      for (const event of leapDays) expect(event.summary).toBe('Giỗ cụ Trần Thị Nhuận — 15/6 âm lịch');

      const youngestDays = eventsOf(calendar, youngest.id);
      const expectedYoungest = yearlyLunarDatesBetween(
        { day: 30, month: 12, leap: false },
        window.from,
        window.to,
      );
      expect(youngestDays.map((e) => e.start)).toEqual(expectedYoungest.map((a) => formatIsoDay(a.solar)));
      const short = expectedYoungest.findIndex((a) => lunarMonthLength(a.lunar.year, 12, false) === 29);
      expect(short).toBeGreaterThanOrEqual(0);
      expect(youngestDays[short]?.summary).toBe('Giỗ cụ Nguyễn Văn Út — 29/12 âm lịch');
      expect(youngestDays[short]?.description).toContain('Tháng này chỉ có 29 ngày');
    });

    it('never shows the living, a person who opted out or a person of a private tree; shows the events', async () => {
      const calendar = ics(await call(t.clan, undefined, 'GET', '/api/public/calendar.ics'));
      for (const person of [living, optedOut, hidden]) {
        expect(calendar.events.some((e) => e.uid.includes(person.id))).toBe(false);
        expect(calendar.events.some((e) => e.summary.includes(person.name))).toBe(false);
      }
      const event = calendar.events.find((e) => e.uid.startsWith(`event-${eventId}-`));
      expect(event).toMatchObject({
        summary: 'Họp họ, mừng thọ; cả nhà',
        start: formatIsoDay(addSolarDays(vietnamToday(), 10)),
      });
    });

    it('folds a long Vietnamese name and keeps it whole', async () => {
      const response = await call(t.clan, undefined, 'GET', '/api/public/calendar.ics');
      const calendar = ics(response);
      const [event] = eventsOf(calendar, longName.id);
      expect(event?.summary).toBe(`Giỗ cụ ${LONG_NAME} — 10/3 âm lịch`);
      expect(response.body).toContain('\r\n ');
    });

    it('is the same text twice (stable UIDs), answers 304 to its ETag, and adds an alarm when asked', async () => {
      const first = await call(t.clan, undefined, 'GET', '/api/public/calendar.ics');
      const second = await call(t.clan, undefined, 'GET', '/api/public/calendar.ics');
      expect(second.body).toBe(first.body);
      expect(ics(second).events.map((e) => e.uid)).toEqual(ics(first).events.map((e) => e.uid));
      const uids = ics(first).events.map((e) => e.uid);
      expect(new Set(uids).size).toBe(uids.length);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/public/calendar.ics?domain=${t.clan.domain}`,
        headers: { 'if-none-match': String(etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const withAlarm = ics(await call(t.clan, undefined, 'GET', '/api/public/calendar.ics?alarm=1'));
      expect(withAlarm.events.length).toBeGreaterThan(0);
      for (const event of withAlarm.events) expect(event.alarmTriggers).toEqual(['-PT16H']);
      const bad = await call(t.clan, undefined, 'GET', '/api/public/calendar.ics?alarm=abc');
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toEqual([expect.objectContaining({ field: 'alarm' })]);
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/public/calendar.ics?domain=khong-co-ho-nay',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('is stored per data version: sent compressed, and a renamed person or a changed event shows at once', async () => {
      const url = `/api/public/calendar.ics?domain=${t.clan.domain}`;
      const plain = await t.app.inject({ method: 'GET', url });
      const packed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
      expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);

      await updateAs<Person>(t.app, t.clan, `/api/person?id=${leap.id}`, { name: 'Trần Thị Nhuận Mới' });
      const renamed = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(plain.headers.etag) },
      });
      expect(renamed.statusCode).toBe(200);
      expect(eventsOf(ics(renamed), leap.id)[0]?.summary).toBe('Giỗ cụ Trần Thị Nhuận Mới — 15/6 âm lịch');

      const changed = await call(t.clan, t.clan.token, 'PUT', `/api/event/${eventId}`, {
        title: 'Họp họ cuối năm',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = ics(await t.app.inject({ method: 'GET', url }));
      expect(after.events.find((e) => e.uid.startsWith(`event-${eventId}-`))?.summary).toBe(
        'Họp họ cuối năm',
      );
      await updateAs<Person>(t.app, t.clan, `/api/person?id=${leap.id}`, { name: 'Trần Thị Nhuận' });
    });

    it("puts a death on mùng 1 Tết on Vietnam's Tết, not China's, where the two differ (Tết 2027)", async () => {
      const clan = await clansRepo(t.app.db).findByDomain(t.clan.domain);
      if (!clan) throw new Error('no clan');
      // 28 November 2026: the window runs to 27 November 2031.
      const service = new CalendarService(t.app.db, t.app.config, () => new Date('2026-11-28T05:00:00Z'));
      const calendar = parseIcs(await service.publicFeed({ clan }, {}).write());
      const days = eventsOf(calendar, tet.id).map((e) => e.start);
      // Vietnam (UTC+7) starts Đinh Mùi on 6 February 2027; China (UTC+8) on 7 February.
      expect(days).toEqual(['2027-02-06', '2028-01-26', '2029-02-13', '2030-02-02', '2031-01-23']);
      expect(days).not.toContain('2027-02-07');
      // Lunar 2026 ends with a 29-day month: the giỗ of a death on 30/12 is on 29/12 = 5 February 2027.
      const [youngestFirst] = eventsOf(calendar, youngest.id);
      expect(youngestFirst).toMatchObject({
        start: '2027-02-05',
        summary: 'Giỗ cụ Nguyễn Văn Út — 29/12 âm lịch',
      });
      expect(youngestFirst?.uid).toMatch(new RegExp(`^gio-${youngest.id}-2026@`));
    });
  });

  describe("a member's private feed", () => {
    async function myCalendar(token: string, c: ClanFixture = t.clan): Promise<MemberCalendar> {
      const response = await call(c, token, 'GET', '/api/me/calendar');
      expect(response.statusCode, response.body).toBe(200);
      return memberCalendarResponse.parse(json(response)).data;
    }

    it('shares the checks of the member routes', async () => {
      const checks: (SharedRouteCheck & { otherClan?: boolean })[] = [
        { route: { method: 'GET', url: '/api/me/calendar' }, member: 'allowed' },
        { route: { method: 'POST', url: '/api/me/calendar/reset' } },
        { ...idCheck('GET', (id) => `/api/person/${id}/gio.ics`, tet.id, 'allowed'), otherClan: true },
      ];
      await expectSharedRouteChecks(t, checks, (check) => check.otherClan === true);
    });

    it('gives an address that opens without signing in, with every giỗ members see', async () => {
      const mine = await myCalendar(t.member.token);
      expect(mine.url).toMatch(
        new RegExp(
          `^https?://[^/]+/api/public/calendar/member/${t.member.id}/[A-Za-z0-9_-]{32}/calendar\\.ics`,
        ),
      );
      expect(mine.webcalUrl).toBe(mine.url.replace(/^https?:\/\//, 'webcal://'));
      expect(await myCalendar(t.member.token)).toEqual(mine);
      const response = await t.app.inject({ method: 'GET', url: pathOf(mine.url) });
      expect(response.headers['cache-control']).toBe('private, max-age=3600');
      const calendar = ics(response);
      // Members see the giỗ of a private tree and of a person kept off the public calendar.
      expect(eventsOf(calendar, hidden.id).length).toBeGreaterThan(0);
      expect(eventsOf(calendar, optedOut.id).length).toBeGreaterThan(0);
      expect(eventsOf(calendar, living.id)).toEqual([]);
      expect(calendar.events.some((e) => e.uid.startsWith(`event-${eventId}-`))).toBe(true);
    });

    it('keeps one text for every member who follows nothing: a second such member adds nothing stored', async () => {
      const first = await myCalendar(t.member.token);
      const other = await activeMember(t.app, t.clan, 'khongtheodoi');
      const second = await myCalendar(other.token);
      expect(second.url).not.toBe(first.url);
      const body = ics(await t.app.inject({ method: 'GET', url: pathOf(first.url) }));
      const store = storedAnswers(t.app.database);
      const before = store.storedBytes;
      const again = await t.app.inject({ method: 'GET', url: pathOf(second.url) });
      expect(ics(again).events).toEqual(body.events);
      expect(store.storedBytes).toBe(before);
    });

    it('filters to the persons and branches the member follows, and leaves events out when asked', async () => {
      const member = await activeMember(t.app, t.clan, 'theodoi');
      const db = t.app.db;
      await db.insert(reminderFollows).values({ clanId: t.clan.clanId, userId: member.id, personId: tet.id });
      const [branch] = await db
        .insert(branches)
        .values({ clanId: t.clan.clanId, treeId: privateTreeId, rootPersonId: hidden.id, name: 'Chi ở xa' })
        .returning({ id: branches.id });
      await db
        .insert(reminderFollows)
        .values({ clanId: t.clan.clanId, userId: member.id, branchId: branch?.id ?? MISSING_ID });
      const mine = await myCalendar(member.token);
      const calendar = ics(await t.app.inject({ method: 'GET', url: pathOf(mine.url) }));
      const people = new Set(
        calendar.events.flatMap((e) => (e.uid.startsWith('gio-') ? [e.uid.slice(4, 40)] : [])),
      );
      expect(people).toEqual(new Set([tet.id, hidden.id]));
      expect(calendar.events.some((e) => e.uid.startsWith(`event-${eventId}-`))).toBe(true);

      await db
        .insert(reminderSettings)
        .values({ clanId: t.clan.clanId, userId: member.id, includeEvents: false })
        .onConflictDoUpdate({
          target: [reminderSettings.clanId, reminderSettings.userId],
          set: { includeEvents: false },
        });
      const withoutEvents = ics(await t.app.inject({ method: 'GET', url: pathOf(mine.url) }));
      expect(withoutEvents.events.some((e) => e.uid.startsWith('event-'))).toBe(false);
      expect(eventsOf(withoutEvents, tet.id).length).toBeGreaterThan(0);
    });

    it('retires the old address on reset, and refuses wrong keys, other clans and blocked members', async () => {
      const member = await activeMember(t.app, t.clan, 'doidiachi');
      const old = await myCalendar(member.token);
      expect((await t.app.inject({ method: 'GET', url: pathOf(old.url) })).statusCode).toBe(200);
      const reset = await call(t.clan, member.token, 'POST', '/api/me/calendar/reset');
      expect(reset.statusCode, reset.body).toBe(200);
      const answer = memberCalendarResponse.parse(json(reset));
      expect(answer.message).toBe('Đã đổi địa chỉ lịch: địa chỉ cũ không còn dùng được');
      expect(answer.data.url).not.toBe(old.url);
      expect(await myCalendar(member.token)).toEqual(answer.data);

      const retired = await t.app.inject({ method: 'GET', url: pathOf(old.url) });
      expect(retired.statusCode).toBe(404);
      expect(json(retired)).toEqual({ success: false, message: FEED_NOT_FOUND });
      expect((await t.app.inject({ method: 'GET', url: pathOf(answer.data.url) })).statusCode).toBe(200);

      // A made-up key of the right shape, and a key of the wrong shape.
      const fresh = new URL(answer.data.url);
      const wrongKey = fresh.pathname.replace(/\/[A-Za-z0-9_-]{32}\//, `/${'A'.repeat(32)}/`);
      const wrong = await t.app.inject({ method: 'GET', url: `${wrongKey}${fresh.search}` });
      expect(wrong.statusCode).toBe(404);
      expect(json(wrong).message).toBe(FEED_NOT_FOUND);
      const badShape = fresh.pathname.replace(/\/[A-Za-z0-9_-]{32}\//, '/abc/');
      expect((await t.app.inject({ method: 'GET', url: `${badShape}${fresh.search}` })).statusCode).toBe(400);

      // The other clan's admin's address, asked on this clan; this member's address on the other clan.
      const otherAddress = new URL((await myCalendar(t.other.token, t.other)).url);
      const crossed = await t.app.inject({
        method: 'GET',
        url: `${otherAddress.pathname}?domain=${t.clan.domain}`,
      });
      expect(crossed.statusCode).toBe(404);
      const intoOther = await t.app.inject({
        method: 'GET',
        url: `${fresh.pathname}?domain=${t.other.domain}`,
      });
      expect(intoOther.statusCode).toBe(404);

      // A member no longer active loses the feed.
      await t.app.db
        .update(users)
        .set({ status: 'rejected' })
        .where(and(eq(users.clanId, t.clan.clanId), eq(users.id, member.id)));
      const blocked = await t.app.inject({ method: 'GET', url: pathOf(answer.data.url) });
      expect(blocked.statusCode).toBe(404);
      expect(json(blocked).message).toBe(FEED_NOT_FOUND);
    });
  });

  describe('a branch feed and a single giỗ', () => {
    it("lists the giỗ of a public branch's persons only; 404 for a private tree or an unknown branch", async () => {
      const db = t.app.db;
      const [branch] = await db
        .insert(branches)
        .values({ clanId: t.clan.clanId, treeId, rootPersonId: youngest.id, name: 'Chi cụ Út' })
        .returning({ id: branches.id });
      const calendar = ics(
        await call(t.clan, undefined, 'GET', `/api/public/branch/${branch?.id}/calendar.ics`),
      );
      expect(calendar.name).toMatch(/^Lịch giỗ Chi cụ Út — /);
      expect(new Set(calendar.events.map((e) => e.uid.slice(4, 40)))).toEqual(new Set([youngest.id]));

      const [hiddenBranch] = await db
        .insert(branches)
        .values({ clanId: t.clan.clanId, treeId: privateTreeId, rootPersonId: hidden.id, name: 'Chi kín' })
        // An earlier test may have made the same branch.
        .onConflictDoUpdate({
          target: [branches.clanId, branches.treeId, branches.rootPersonId],
          set: { name: 'Chi kín' },
        })
        .returning({ id: branches.id });
      for (const id of [hiddenBranch?.id, MISSING_ID]) {
        const response = await call(t.clan, undefined, 'GET', `/api/public/branch/${id}/calendar.ics`);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ success: false, message: 'Không tìm thấy chi' });
      }
      const otherClan = await call(
        t.other,
        undefined,
        'GET',
        `/api/public/branch/${branch?.id}/calendar.ics`,
      );
      expect(otherClan.statusCode).toBe(404);
    });

    it('downloads the next giỗ of a public person as one event with an alarm the morning before', async () => {
      const response = await call(t.clan, undefined, 'GET', `/api/public/person/${tet.id}/gio.ics`);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="gio-nguyen-van-tet\.ics"$/,
      );
      const calendar = ics(response);
      const window = feedWindow();
      const [next] = yearlyLunarDatesBetween({ day: 1, month: 1, leap: false }, window.from, window.to);
      expect(calendar.events).toEqual([
        expect.objectContaining({
          summary: 'Giỗ cụ Nguyễn Văn Tết — 1/1 âm lịch',
          start: formatIsoDay(next?.solar ?? window.from),
          uid: expect.stringMatching(new RegExp(`^gio-${tet.id}-${next?.lunar.year}-file@`)),
          alarmTriggers: ['-PT16H'],
        }),
      ]);
    });

    it('refuses a single giỗ visitors may not see; members get any person of the clan', async () => {
      for (const person of [hidden, optedOut, living]) {
        const response = await call(t.clan, undefined, 'GET', `/api/public/person/${person.id}/gio.ics`);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ success: false, message: 'Người này không có ngày giỗ trên lịch' });
      }
      const asMember = ics(await call(t.clan, t.member.token, 'GET', `/api/person/${hidden.id}/gio.ics`));
      expect(asMember.events).toEqual([
        expect.objectContaining({ summary: 'Giỗ cụ Phạm Văn Ẩn — 1/2 âm lịch' }),
      ]);
      const livingAsMember = await call(t.clan, t.member.token, 'GET', `/api/person/${living.id}/gio.ics`);
      expect(livingAsMember.statusCode).toBe(404);
      const otherClan = await call(t.other, undefined, 'GET', `/api/public/person/${tet.id}/gio.ics`);
      expect(otherClan.statusCode).toBe(404);
      await registerClan(t.app).then(async (third) => {
        const response = await call(third, third.token, 'GET', `/api/person/${tet.id}/gio.ics`);
        expect(response.statusCode).toBe(404);
      });
    });
  });
});
