import {
  type ClanEvent,
  EVENT_TEMPLATE_PRESETS,
  type EventListItem,
  type EventOccurrence,
  eventListResponse,
  eventResponse,
  occurrenceListResponse,
  type Person,
  publicEventResponse,
} from '@giapha/contract';
import {
  addSolarDays,
  formatIsoDay,
  leapMonthOf,
  lunarMonthLength,
  lunarToSolar,
  solarToLunar,
  vietnamToday,
  yearlyLunarDatesBetween,
} from '@giapha/genealogy';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activeMember, type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { json, MISSING_ID, NOT_FOUND, updateAs } from '../../../test/requests.ts';
import {
  expectPublicListChecks,
  expectRejectsBadBody,
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const t = useClanSuite();

const INVALID = 'Dữ liệu không hợp lệ';

const { call } = t;

/** A body checked against its contract schema: exactly that shape, nothing more. */
function contractBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

async function createEvent(c: ClanFixture, payload: object): Promise<ClanEvent> {
  const response = await call(c, c.token, 'POST', '/api/event', payload);
  expect(response.statusCode, response.body).toBe(201);
  expect(json(response).message).toBe('Đã tạo sự kiện');
  return contractBody(eventResponse, json(response)).data;
}

async function updateEvent(c: ClanFixture, id: string, payload: object): Promise<ClanEvent> {
  const response = await call(c, c.token, 'PUT', `/api/event/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return contractBody(eventResponse, json(response)).data;
}

async function getEvent(c: ClanFixture, id: string, token = c.token): Promise<ClanEvent> {
  const response = await call(c, token, 'GET', `/api/event?id=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return contractBody(eventResponse, json(response)).data;
}

async function inMonth(c: ClanFixture, dateTime: string): Promise<EventOccurrence[]> {
  const response = await call(
    c,
    undefined,
    'GET',
    `/api/public/events-in-month?dateTime=${encodeURIComponent(dateTime)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = contractBody(occurrenceListResponse, json(response));
  expect(body.total).toBe(body.data.length);
  return body.data;
}

async function upcoming(c: ClanFixture, query: string) {
  const response = await call(c, undefined, 'GET', `/api/public/events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return contractBody(occurrenceListResponse, json(response));
}

async function anniversaries(c: ClanFixture, token: string, query = '') {
  const response = await call(c, token, 'GET', `/api/events/anniversaries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return contractBody(occurrenceListResponse, json(response));
}

async function createTree(c: ClanFixture, name: string, isPublic: boolean): Promise<string> {
  const response = await call(c, c.token, 'POST', '/api/tree', { name, isPublic });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { _id: string } }>(response).data._id;
}

/** A person heading a new family of the tree. */
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

function updatePerson(c: ClanFixture, id: string, payload: object): Promise<Person> {
  return updateAs<Person>(t.app, c, `/api/person?id=${id}`, payload);
}

function deathOn(day: number, month: number, leap = false, year: number | null = null) {
  return { deceased: true, death: { solar: null, lunar: { day, month, year, leap } } };
}

const iso = (d: { year: number; month: number; day: number }) => formatIsoDay(d);
const solarOfLunar = (year: number, month: number, day: number, leap = false) =>
  iso(lunarToSolar({ year, month, day, leap }));
const titles = (list: EventOccurrence[]) => list.map((o) => o.title);
const giỗOf = (list: EventOccurrence[], personId: string) =>
  list.filter((o) => o.source === 'gio' && o.person?.id === personId);

describe('shared checks for every events route', () => {
  it('member routes need a signed-in member of this clan, reject bad input, and hide other clans’ events', async () => {
    const target = await createEvent(t.clan, { title: 'Sự kiện đích', startDate: '2026-05-01' });
    const reads: SharedRouteCheck[] = [
      listCheck('/api/events', ['?calendar=weekly', 'calendar'], 'allowed'),
      listCheck('/api/events/anniversaries', ['?days=0', 'days'], 'allowed'),
      idCheck('GET', (id) => `/api/event?id=${id}`, target.id, 'allowed'),
      {
        route: { method: 'GET', url: `/api/event/${target.slug}` },
        bad: [{ method: 'GET', url: '/api/event/%20' }, 'slug'],
        member: 'allowed',
      },
    ];
    await expectSharedRouteChecks(
      t,
      reads,
      ({ route }) => [target.id, target.slug].some((key) => route.url.includes(key)),
      { badAs: 'member' },
    );
    const memberList = await call(t.clan, t.member.token, 'GET', '/api/events?limit=100');
    expect(contractBody(eventListResponse, json(memberList)).data.map((e) => e.id)).toContain(target.id);
    expect(json(await call(t.other, t.other.token, 'GET', '/api/events')).total).toBe(0);
  });

  it('write routes need an admin of this clan, reject bad input, and cannot reach other clans’ events', async () => {
    const target = await createEvent(t.clan, { title: 'Sự kiện không được đụng', startDate: '2026-05-02' });
    const writes = [
      writeCheck('POST', '/api/event', { title: 'Của người lạ', startDate: '2026-01-01' }, [
        { title: '' },
        'title',
      ]),
      writeCheck('PUT', `/api/event/${target.id}`, { title: 'Bị đổi' }, [{ calendar: 'weekly' }, 'calendar']),
      idCheck('DELETE', (id) => `/api/event/${id}`, target.id, 'forbidden'),
    ];
    await expectSharedRouteChecks(t, writes, ({ route }) => route.url.includes(target.id));
    expect(await getEvent(t.clan, target.id)).toMatchObject({ title: 'Sự kiện không được đụng', version: 1 });
    const all = json<{ data: EventListItem[] }>(
      await call(t.clan, t.clan.token, 'GET', '/api/events?limit=100'),
    );
    expect(all.data.map((e) => e.title)).not.toContain('Của người lạ');
    expect(json(await call(t.other, t.other.token, 'GET', '/api/events')).total).toBe(0);
  });

  it('public routes need no sign-in, reject bad input, and show only the asking clan’s events', async () => {
    const event = await createEvent(t.clan, { title: 'Sự kiện công khai họ A', startDate: '2026-05-03' });
    const own = await call(t.clan, undefined, 'GET', `/api/public/event/${event.slug}`);
    expect(own.statusCode, own.body).toBe(200);
    contractBody(publicEventResponse, json(own));
    const foreign = await call(t.other, undefined, 'GET', `/api/public/event/${event.slug}`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual(NOT_FOUND);
    expect(await inMonth(t.other, '2026-05-01')).toEqual([]);
    expect((await inMonth(t.clan, '2026-05-01')).map((o) => o.eventId)).toContain(event.id);
    expect((await upcoming(t.other, '?from=2026-01-01')).total).toBe(0);
    await expectPublicListChecks(t.app, '/api/public/events', t.clan.domain, [['?from=2026-13-01', 'from']]);
    for (const [url, field] of [
      ['/api/public/events-in-month', 'dateTime'],
      ['/api/public/events-in-month?dateTime=hom-nay', 'dateTime'],
      ['/api/public/events-in-month?dateTime=2026-02-30', 'dateTime'],
      ['/api/public/event/%20', 'slug'],
    ] as const) {
      await expectRejectsBadBody(t.app, { method: 'GET', url }, t.clan.domain, undefined, field);
    }
    // Days the lunar calendar cannot name hold nothing, rather than failing.
    expect(await inMonth(t.clan, '1800-01-15')).toEqual([]);
    expect(await inMonth(t.clan, '2200-06-01T00:00:00Z')).toEqual([]);
    expect((await upcoming(t.clan, '?from=2100-12-01')).total).toBe(0);
    const unknownSlug = await call(t.clan, undefined, 'GET', '/api/public/event/khong-co-su-kien-nay');
    expect(unknownSlug.statusCode).toBe(404);
    expect(json(unknownSlug)).toEqual(NOT_FOUND);
  });
});

describe('the API document', () => {
  it('describes every events route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    for (const path of [
      '/api/events',
      '/api/events/anniversaries',
      '/api/event',
      '/api/event/{slug}',
      '/api/event/{id}',
      '/api/public/events',
      '/api/public/events-in-month',
      '/api/public/event/{slug}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('writing events', () => {
  it('creates a solar event with its times and place, a slug from the title and sanitized text', async () => {
    const event = await createEvent(t.clan, {
      title: 'Họp mặt đầu xuân',
      summary: 'Gặp mặt con cháu đầu năm',
      location: 'Nhà thờ họ',
      startDate: '2027-02-13',
      startTime: '08:00',
      endTime: '11:30',
      coverImage: 'https://anh.example.vn/hop-mat.jpg',
      description:
        '<p>Kính mời <strong>bà con</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    expect(event).toMatchObject({
      slug: 'hop-mat-dau-xuan',
      calendar: 'solar',
      startDate: '2027-02-13',
      endDate: null,
      startTime: '08:00',
      endTime: '11:30',
      lunar: null,
      person: null,
      template: null,
      location: 'Nhà thờ họ',
      coverImage: 'https://anh.example.vn/hop-mat.jpg',
      version: 1,
    });
    expect(event.description).toBe('<p>Kính mời <strong>bà con</strong></p>');
    // The same title again gets the next free slug; a typed slug that is taken is refused.
    expect((await createEvent(t.clan, { title: 'Họp mặt đầu xuân', startDate: '2028-01-01' })).slug).toBe(
      'hop-mat-dau-xuan-2',
    );
    const taken = await call(t.clan, t.clan.token, 'POST', '/api/event', {
      title: 'Khác',
      slug: 'hop-mat-dau-xuan',
      startDate: '2028-01-01',
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn này đã được dùng cho sự kiện khác' },
    ]);
    // Members and admins find it by slug too; the search folds tone marks.
    expect((await call(t.clan, t.member.token, 'GET', '/api/event/hop-mat-dau-xuan')).statusCode).toBe(200);
    const found = json<{ data: EventListItem[] }>(
      await call(t.clan, t.member.token, 'GET', '/api/events?search=hop%20mat%20dau%20xuan'),
    );
    expect(found.data.map((e) => e.slug).sort()).toEqual(['hop-mat-dau-xuan', 'hop-mat-dau-xuan-2']);
  });

  it('works out a lunar event’s solar day and keeps a yearly one without a year', async () => {
    const lunar = await createEvent(t.clan, {
      title: 'Lễ khánh thành nhà thờ',
      calendar: 'lunar',
      lunar: { day: 16, month: 8, year: 2027 },
    });
    expect(lunar).toMatchObject({
      calendar: 'lunar',
      startDate: solarOfLunar(2027, 8, 16),
      lunar: { day: 16, month: 8, year: 2027, leap: false },
    });
    // A leap month the year has.
    const leap = leapMonthOf(2025);
    expect(leap).toBe(6);
    const inLeap = await createEvent(t.clan, {
      title: 'Lễ trong tháng nhuận',
      calendar: 'lunar',
      lunar: { day: 1, month: 6, year: 2025, leap: true },
    });
    expect(inLeap.startDate).toBe(solarOfLunar(2025, 6, 1, true));

    const yearly = await createEvent(t.clan, {
      title: 'Lễ Vu Lan',
      calendar: 'lunarYearly',
      lunar: { day: 15, month: 7, year: 2026 },
      startDate: '2026-01-01',
    });
    expect(yearly).toMatchObject({
      startDate: null,
      lunar: { day: 15, month: 7, year: null, leap: false },
    });
    expect(yearly.next?.lunar).toMatchObject({ day: 15, month: 7, leap: false });
    expect((yearly.next?.date ?? '') >= iso(vietnamToday())).toBe(true);
  });

  it('starts Tết, Giỗ Tổ and Thanh Minh from the templates', async () => {
    expect(EVENT_TEMPLATE_PRESETS.tet).toMatchObject({
      title: 'Tết Nguyên Đán',
      calendar: 'lunarYearly',
      lunar: { day: 1, month: 1, leap: false },
    });
    expect(EVENT_TEMPLATE_PRESETS.gioTo).toMatchObject({
      calendar: 'lunarYearly',
      lunar: { day: 10, month: 3 },
    });
    expect(EVENT_TEMPLATE_PRESETS.thanhMinh).toMatchObject({ calendar: 'thanhMinh' });
    expect(EVENT_TEMPLATE_PRESETS.thanhMinh.lunar).toBeUndefined();

    // The web form sends the prefilled fields; the server also fills what is left out.
    const gioTo = await createEvent(t.clan, { title: 'Giỗ Tổ họ Nguyễn', template: 'gioTo' });
    expect(gioTo).toMatchObject({
      template: 'gioTo',
      calendar: 'lunarYearly',
      lunar: { day: 10, month: 3, year: null, leap: false },
    });
    const changedDay = await createEvent(t.clan, {
      ...EVENT_TEMPLATE_PRESETS.gioTo,
      title: 'Giỗ Tổ chi hai',
      template: 'gioTo',
      lunar: { day: 12, month: 3 },
    });
    expect(changedDay.lunar).toEqual({ day: 12, month: 3, year: null, leap: false });
    const thanhMinh = await createEvent(t.clan, {
      ...EVENT_TEMPLATE_PRESETS.thanhMinh,
      template: 'thanhMinh',
    });
    expect(thanhMinh).toMatchObject({
      calendar: 'thanhMinh',
      startDate: null,
      lunar: null,
      slug: 'tet-thanh-minh',
    });
    expect(thanhMinh.next?.date).toMatch(/^\d{4}-04-0[45]$/);
  });

  it('answers each calendar’s missing or impossible dates with field errors', async () => {
    const expectErrors = async (payload: object, errors: { field: string; message: string }[]) => {
      const response = await call(t.clan, t.clan.token, 'POST', '/api/event', { title: 'Thử', ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual({ success: false, message: INVALID, errors });
    };
    // 2026 has no leap month, and its month 2 has 29 days.
    expect(leapMonthOf(2026)).toBeNull();
    expect(lunarMonthLength(2026, 2, false)).toBe(29);

    await expectErrors({}, [{ field: 'startDate', message: 'Vui lòng chọn ngày bắt đầu' }]);
    await expectErrors({ calendar: 'solar', endDate: '2026-05-01' }, [
      { field: 'startDate', message: 'Vui lòng chọn ngày bắt đầu' },
    ]);
    await expectErrors({ startDate: '2026-05-02', endDate: '2026-05-01' }, [
      { field: 'endDate', message: 'Ngày kết thúc phải sau ngày bắt đầu' },
    ]);
    await expectErrors({ startDate: '2026-05-02', startTime: '10:00', endTime: '09:00' }, [
      { field: 'endTime', message: 'Ngày kết thúc phải sau ngày bắt đầu' },
    ]);
    await expectErrors({ startDate: '1800-01-01' }, [
      { field: 'startDate', message: 'Ngày tháng không hợp lệ' },
    ]);
    await expectErrors({ calendar: 'lunar' }, [{ field: 'lunar', message: 'Vui lòng chọn ngày âm lịch' }]);
    await expectErrors({ calendar: 'lunar', lunar: { day: 10, month: 3 } }, [
      { field: 'lunar.year', message: 'Vui lòng chọn năm âm lịch' },
    ]);
    await expectErrors({ calendar: 'lunar', lunar: { day: 30, month: 2, year: 2026 } }, [
      { field: 'lunar.day', message: 'Ngày âm lịch này không có trong năm đã chọn' },
    ]);
    await expectErrors({ calendar: 'lunar', lunar: { day: 1, month: 6, year: 2026, leap: true } }, [
      { field: 'lunar.leap', message: 'Ngày âm lịch này không có trong năm đã chọn' },
    ]);
    await expectErrors({ calendar: 'lunarYearly' }, [
      { field: 'lunar', message: 'Vui lòng chọn ngày âm lịch' },
    ]);

    // The contract's own checks.
    const badTime = await call(t.clan, t.clan.token, 'POST', '/api/event', {
      title: 'Thử',
      startDate: '2026-05-01',
      startTime: '25:00',
    });
    expect(json(badTime).errors).toEqual([{ field: 'startTime', message: 'Giờ phải có dạng HH:mm' }]);
    const badCalendar = await call(t.clan, t.clan.token, 'POST', '/api/event', {
      title: 'Thử',
      calendar: 'weekly',
    });
    expect(json(badCalendar).errors).toEqual([{ field: 'calendar', message: 'Loại lịch không hợp lệ' }]);
    const noTitle = await call(t.clan, t.clan.token, 'POST', '/api/event', { startDate: '2026-05-01' });
    expect(json(noTitle).errors).toEqual([{ field: 'title', message: 'Vui lòng nhập tên sự kiện' }]);

    // A person who is not the clan's.
    const strangerTree = await createTree(t.other, 'Cây họ khác', true);
    const stranger = await addHead(t.other, strangerTree, {
      name: 'Người họ khác',
      sex: 'male',
      ...deathOn(5, 5),
    });
    for (const personId of [MISSING_ID, stranger.id]) {
      const response = await call(t.clan, t.clan.token, 'POST', '/api/event', {
        title: 'Giỗ người lạ',
        calendar: 'lunarYearly',
        lunar: { day: 5, month: 5 },
        personId,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(json(response)).toEqual({ success: false, message: 'Không tìm thấy người này trong gia phả' });
    }
  });

  it('checks a partial update against the stored event, refuses stale versions and audits writes', async () => {
    const event = await createEvent(t.clan, {
      title: 'Giỗ đầu',
      startDate: '2026-06-10',
      endDate: '2026-06-12',
    });
    const expect400 = async (payload: object, field: string, message: string) => {
      const response = await call(t.clan, t.clan.token, 'PUT', `/api/event/${event.id}`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).errors).toEqual([{ field, message }]);
    };
    await expect400({ startDate: null }, 'startDate', 'Vui lòng chọn ngày bắt đầu');
    await expect400({ startDate: '2026-06-15' }, 'endDate', 'Ngày kết thúc phải sau ngày bắt đầu');
    await expect400({ calendar: 'lunar' }, 'lunar', 'Vui lòng chọn ngày âm lịch');
    await expect400(
      { calendar: 'lunar', lunar: { day: 1, month: 1 } },
      'lunar.year',
      'Vui lòng chọn năm âm lịch',
    );
    expect(await getEvent(t.clan, event.id)).toMatchObject({ startDate: '2026-06-10', version: 1 });

    const moved = await updateEvent(t.clan, event.id, { startDate: '2026-06-11', version: 1 });
    expect(moved).toMatchObject({ startDate: '2026-06-11', endDate: '2026-06-12', version: 2 });
    const stale = await call(t.clan, t.clan.token, 'PUT', `/api/event/${event.id}`, {
      title: 'Cũ',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );

    // Becoming a yearly lunar event drops the solar days; the year sent is not kept.
    const yearly = await updateEvent(t.clan, event.id, {
      calendar: 'lunarYearly',
      lunar: { day: 3, month: 9, year: 2020 },
    });
    expect(yearly).toMatchObject({
      calendar: 'lunarYearly',
      startDate: null,
      endDate: null,
      lunar: { day: 3, month: 9, year: null, leap: false },
      version: 3,
    });
    // A lone title change keeps the dates.
    expect(await updateEvent(t.clan, event.id, { title: 'Giỗ đầu cụ bà' })).toMatchObject({
      title: 'Giỗ đầu cụ bà',
      slug: 'gio-dau',
      lunar: { day: 3, month: 9, year: null, leap: false },
    });

    const removed = await call(t.clan, t.clan.token, 'DELETE', `/api/event/${event.id}`);
    expect(json(removed)).toEqual({ success: true, message: 'Đã xóa sự kiện' });
    const gone = await call(t.clan, t.clan.token, 'GET', `/api/event?id=${event.id}`);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe('Không tìm thấy sự kiện');

    const log = (await auditRepo(t.database.db, t.clan.clanId).list(500)).filter(
      (e) => e.targetId === event.id,
    );
    expect(log.map((e) => e.action).sort()).toEqual([
      'event.create',
      'event.delete',
      'event.update',
      'event.update',
      'event.update',
    ]);
    expect(log.every((e) => e.actorId === t.clan.adminId)).toBe(true);
  });
});

describe('the calendar of a clan: events and the giỗ of its deceased', () => {
  let family: ClanFixture;
  let familyMember: { id: string; token: string };
  let publicTree: string;
  let privateTree: string;
  let head: Person;
  let wife: Person;
  let secondWife: Person;
  let youngest: Person;
  let living: Person;
  let solarOnly: Person;
  let approximate: Person;
  let hidden: Person;
  /** Lunar years whose month 2 is short (29 days) and long (30 days), found in the engine. */
  let shortYear: number;
  let longYear: number;

  beforeAll(async () => {
    family = await registerClan(t.app, { clanName: 'Họ Đỗ làng Chuông' });
    familyMember = await activeMember(t.app, family, 'chauho');
    publicTree = await createTree(family, 'Gia phả họ Đỗ', true);
    privateTree = await createTree(family, 'Chi họ Đỗ ở xa', false);
    head = await addHead(family, publicTree, { name: 'Đỗ Văn Cả', sex: 'male', ...deathOn(30, 2) });
    // The first wife becomes the family's mother, the second a further spouse.
    wife = await addSpouse(family, publicTree, head.id, {
      name: 'Trần Thị Nhuận',
      ...deathOn(15, 6, true, 2025),
    });
    secondWife = await addSpouse(family, publicTree, head.id, { name: 'Lê Thị Hai', ...deathOn(8, 8) });
    youngest = await addChild(family, publicTree, head.id, {
      name: 'Đỗ Văn Út',
      sex: 'male',
      ...deathOn(30, 12),
    });
    living = await addChild(family, publicTree, head.id, {
      name: 'Đỗ Văn Sống',
      sex: 'male',
      deceased: false,
      death: { lunar: { day: 5, month: 5 } },
    });
    solarOnly = await addChild(family, publicTree, head.id, {
      name: 'Đỗ Thị Dương',
      sex: 'female',
      deceased: true,
      death: { solar: { year: 1990, month: 3, day: 2 } },
    });
    // A giỗ is never kept on an approximate day of death.
    approximate = await addChild(family, publicTree, head.id, {
      name: 'Đỗ Văn Khoảng',
      sex: 'male',
      deceased: true,
      death: { lunar: { day: 9, month: 9, leap: false }, qualifier: 'about' },
    });
    hidden = await addHead(family, privateTree, { name: 'Phạm Văn Kín', sex: 'male', ...deathOn(1, 2) });

    const years = Array.from({ length: 20 }, (_, i) => 2025 + i);
    const short = years.find((y) => lunarMonthLength(y, 2, false) === 29);
    const long = years.find((y) => lunarMonthLength(y, 2, false) === 30);
    if (short === undefined || long === undefined) throw new Error('no short or long month 2 in 20 years');
    shortYear = short;
    longYear = long;
  });

  it('shows a day-30 giỗ on day 29 in a year whose month is short, and on day 30 otherwise', async () => {
    const clampedDay = solarOfLunar(shortYear, 2, 29);
    const [clamped] = giỗOf(await inMonth(family, clampedDay), head.id);
    expect(clamped).toEqual({
      source: 'gio',
      eventId: null,
      slug: null,
      title: 'Giỗ Đỗ Văn Cả',
      calendar: 'lunarYearly',
      date: clampedDay,
      endDate: null,
      lunar: { day: 29, month: 2, year: shortYear, leap: false },
      startTime: null,
      location: null,
      coverImage: null,
      person: { id: head.id, name: 'Đỗ Văn Cả' },
      treeId: publicTree,
      clamped30To29: true,
    });
    const fullDay = solarOfLunar(longYear, 2, 30);
    const [full] = giỗOf(await inMonth(family, `${fullDay}T12:00:00+07:00`), head.id);
    expect(full).toMatchObject({
      date: fullDay,
      lunar: { day: 30, month: 2, year: longYear, leap: false },
      clamped30To29: false,
    });
  });

  it('keeps a death in a leap month in the regular month of later years', async () => {
    expect(leapMonthOf(2025)).toBe(6);
    for (const year of [2025, 2026]) {
      const day = solarOfLunar(year, 6, 15);
      const list = giỗOf(await inMonth(family, day), wife.id);
      expect(list.map((o) => [o.date, o.lunar])).toEqual([[day, { day: 15, month: 6, year, leap: false }]]);
    }
    // Not in the leap month of 2025 (a month later).
    const leapDay = solarOfLunar(2025, 6, 15, true);
    expect(leapDay.slice(0, 7)).not.toBe(solarOfLunar(2025, 6, 15).slice(0, 7));
    expect(giỗOf(await inMonth(family, leapDay), wife.id)).toEqual([]);
  });

  it('holds Tết and the giỗ of the year’s last day around Tết 2027, in order', async () => {
    const tet = await createEvent(family, { ...EVENT_TEMPLATE_PRESETS.tet, template: 'tet' });
    const party = await createEvent(family, {
      title: 'Ăn tất niên',
      startDate: '2027-02-05',
      startTime: '17:00',
    });
    const meeting = await createEvent(family, { title: 'Họp họ cuối năm', startDate: '2027-02-05' });
    const trip = await createEvent(family, {
      title: 'Chuyến về quê',
      startDate: '2027-01-30',
      endDate: '2027-02-02',
    });
    // Lunar 2026 ends with a 29-day month: the giỗ of a death on 30/12 is on 29/12 = 5 February 2027.
    expect(lunarMonthLength(2026, 12, false)).toBe(29);
    expect(solarOfLunar(2027, 1, 1)).toBe('2027-02-06');

    // An instant late on 31 January (UTC) is already February in Vietnam.
    const february = await inMonth(family, '2027-01-31T18:00:00Z');
    expect(february.map((o) => [o.date, o.title])).toEqual([
      ['2027-01-30', 'Chuyến về quê'],
      ['2027-02-05', 'Ăn tất niên'],
      ['2027-02-05', 'Giỗ Đỗ Văn Út'],
      ['2027-02-05', 'Họp họ cuối năm'],
      ['2027-02-06', 'Tết Nguyên Đán'],
    ]);
    const byTitle = new Map(february.map((o) => [o.title, o]));
    expect(byTitle.get('Chuyến về quê')).toMatchObject({ eventId: trip.id, endDate: '2027-02-02' });
    expect(byTitle.get('Ăn tất niên')).toMatchObject({
      eventId: party.id,
      startTime: '17:00',
      lunar: { day: 29, month: 12, year: 2026, leap: false },
    });
    expect(byTitle.get('Giỗ Đỗ Văn Út')).toMatchObject({
      source: 'gio',
      person: { id: youngest.id, name: 'Đỗ Văn Út' },
      lunar: { day: 29, month: 12, year: 2026, leap: false },
      clamped30To29: true,
    });
    expect(byTitle.get('Tết Nguyên Đán')).toMatchObject({
      source: 'event',
      eventId: tet.id,
      slug: tet.slug,
      calendar: 'lunarYearly',
      lunar: { day: 1, month: 1, year: 2027, leap: false },
      clamped30To29: false,
    });
    expect(byTitle.get('Họp họ cuối năm')?.eventId).toBe(meeting.id);

    // January 2027 has the start of the trip, and neither Tết nor the last day of lunar 2026.
    const january = await inMonth(family, '2027-01-15');
    expect(titles(january)).toContain('Chuyến về quê');
    expect(titles(january)).not.toContain('Tết Nguyên Đán');
    expect(giỗOf(january, youngest.id)).toEqual([]);
    // February 2026 too holds Tết and, the day before, the last day of lunar 2025 (29/12: month 12 is short).
    expect(lunarMonthLength(2025, 12, false)).toBe(29);
    const feb2026 = await inMonth(family, '2026-02-01');
    expect(feb2026.find((o) => o.title === 'Tết Nguyên Đán')?.date).toBe(solarOfLunar(2026, 1, 1));
    expect(giỗOf(feb2026, youngest.id).map((o) => o.date)).toEqual([solarOfLunar(2025, 12, 29)]);
  });

  it('puts Thanh Minh and lunar one-offs on their days', async () => {
    const thanhMinh = await createEvent(family, { title: 'Tảo mộ Thanh Minh', template: 'thanhMinh' });
    const april = await inMonth(family, '2026-04-20');
    const occurrence = april.find((o) => o.eventId === thanhMinh.id);
    expect(occurrence).toMatchObject({
      date: '2026-04-05',
      calendar: 'thanhMinh',
      lunar: { ...solarToLunar({ year: 2026, month: 4, day: 5 }) },
    });
    expect((await inMonth(family, '2026-05-01')).some((o) => o.eventId === thanhMinh.id)).toBe(false);

    const oneOff = await createEvent(family, {
      title: 'Khánh thành cổng làng',
      calendar: 'lunar',
      lunar: { day: 10, month: 1, year: 2027 },
    });
    const day = solarOfLunar(2027, 1, 10);
    expect((await inMonth(family, day)).find((o) => o.eventId === oneOff.id)?.date).toBe(day);
    expect((await inMonth(family, solarOfLunar(2026, 1, 10))).some((o) => o.eventId === oneOff.id)).toBe(
      false,
    );
  });

  it('shows only the deceased of public trees with a lunar day of death, and opens up when a tree does', async () => {
    const year = await upcoming(family, '?from=2027-01-01&limit=100');
    const people = new Set(year.data.filter((o) => o.source === 'gio').map((o) => o.person?.id));
    expect(people).toContain(head.id);
    expect(people).toContain(wife.id);
    expect(people).toContain(secondWife.id);
    expect(people).toContain(youngest.id);
    expect(people).not.toContain(living.id);
    expect(people).not.toContain(solarOnly.id);
    expect(people).not.toContain(approximate.id);
    expect(people).not.toContain(hidden.id);
    // Each of them once over the year.
    expect(giỗOf(year.data, secondWife.id)).toHaveLength(1);

    const opened = await call(family, family.token, 'PUT', `/api/tree?id=${privateTree}`, { isPublic: true });
    expect(opened.statusCode, opened.body).toBe(200);
    const day = solarOfLunar(2027, 2, 1);
    expect(giỗOf(await inMonth(family, day), hidden.id)).toMatchObject([{ date: day, treeId: privateTree }]);
    await call(family, family.token, 'PUT', `/api/tree?id=${privateTree}`, { isPublic: false });
    expect(giỗOf(await inMonth(family, day), hidden.id)).toEqual([]);
  });

  it('leaves out a person whose family opted out, and brings them back', async () => {
    const day = solarOfLunar(2026, 8, 8);
    expect(giỗOf(await inMonth(family, day), secondWife.id)).toHaveLength(1);
    expect((await updatePerson(family, secondWife.id, { gioInCalendar: false })).gioInCalendar).toBe(false);
    expect(giỗOf(await inMonth(family, day), secondWife.id)).toEqual([]);
    expect((await updatePerson(family, secondWife.id, { gioInCalendar: true })).gioInCalendar).toBe(true);
    expect(giỗOf(await inMonth(family, day), secondWife.id)).toHaveLength(1);
  });

  it('lists a person with a giỗ event once, as the event; a deleted person’s event stays', async () => {
    const day = solarOfLunar(shortYear, 2, 29);
    const event = await createEvent(family, {
      title: 'Giỗ cụ Đỗ Văn Cả',
      calendar: 'lunarYearly',
      personId: head.id,
      location: 'Nhà thờ họ Đỗ',
    });
    // The lunar day comes from the person's death.
    expect(event).toMatchObject({
      person: { id: head.id, name: 'Đỗ Văn Cả' },
      lunar: { day: 30, month: 2, year: null, leap: false },
    });
    const month = await inMonth(family, day);
    expect(giỗOf(month, head.id)).toEqual([]);
    expect(month.filter((o) => o.person?.id === head.id)).toEqual([
      expect.objectContaining({
        source: 'event',
        eventId: event.id,
        title: 'Giỗ cụ Đỗ Văn Cả',
        date: day,
        location: 'Nhà thờ họ Đỗ',
        person: { id: head.id, name: 'Đỗ Văn Cả' },
        treeId: null,
        clamped30To29: true,
      }),
    ]);

    // Moved to another person, a giỗ event follows that person's day of death.
    const moving = await createEvent(family, {
      title: 'Giỗ chuyển',
      calendar: 'lunarYearly',
      personId: secondWife.id,
    });
    expect(moving.lunar).toEqual({ day: 8, month: 8, year: null, leap: false });
    const moved = await updateEvent(family, moving.id, { personId: youngest.id });
    expect(moved).toMatchObject({ person: { id: youngest.id }, lunar: { day: 30, month: 12, year: null } });
    expect((await call(family, family.token, 'DELETE', `/api/event/${moving.id}`)).statusCode).toBe(200);

    const deleted = await call(family, family.token, 'DELETE', `/api/person?id=${head.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await getEvent(family, event.id);
    expect(after).toMatchObject({ person: null, lunar: { day: 30, month: 2, year: null }, version: 2 });
    const still = (await inMonth(family, day)).filter((o) => o.eventId === event.id);
    expect(still).toMatchObject([{ date: day, person: null, clamped30To29: true }]);
    // It can be edited as a plain yearly event.
    expect(await updateEvent(family, event.id, { title: 'Giỗ cụ Cả', version: 2 })).toMatchObject({
      title: 'Giỗ cụ Cả',
      person: null,
      calendar: 'lunarYearly',
    });
  });

  it('keeps the giỗ event of a person whose tree is deleted, as a plain yearly event', async () => {
    const branch = await createTree(family, 'Chi tạm', true);
    const elder = await addHead(family, branch, { name: 'Đỗ Văn Tạm', sex: 'male', ...deathOn(9, 9) });
    const event = await createEvent(family, {
      title: 'Giỗ cụ Tạm',
      calendar: 'lunarYearly',
      personId: elder.id,
    });
    expect(event.person).toEqual({ id: elder.id, name: 'Đỗ Văn Tạm' });
    const removed = await call(family, family.token, 'DELETE', `/api/tree/${branch}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await getEvent(family, event.id)).toMatchObject({
      person: null,
      lunar: { day: 9, month: 9, year: null },
      calendar: 'lunarYearly',
      // The stored link was cleared (a new version), not merely unresolvable.
      version: 2,
    });
  });

  it('lists upcoming days for visitors soonest first, a year ahead, page by page', async () => {
    const from = '2027-01-01';
    const all = await upcoming(family, `?from=${from}&limit=100`);
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThan(8);
    const dates = all.data.map((o) => o.date);
    expect([...dates].sort()).toEqual(dates);
    // A multi-day event still under way on `from` comes first; everything else is within the year.
    for (const o of all.data) {
      expect((o.endDate ?? o.date) >= from, o.title).toBe(true);
      expect(o.date <= '2027-12-31', o.title).toBe(true);
    }
    const first = await upcoming(family, `?from=${from}&limit=3`);
    const second = await upcoming(family, `?from=${from}&limit=3&offset=3`);
    expect(first.total).toBe(all.total);
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 6));
    // By default from today in Vietnam.
    const today = iso(vietnamToday());
    const fromToday = await upcoming(family, '?limit=100');
    for (const o of fromToday.data) expect((o.endDate ?? o.date) >= today).toBe(true);
    expect((fromToday.data.at(-1)?.date ?? '') <= iso(addSolarDays(vietnamToday(), 364))).toBe(true);
  });

  it('gives members the coming giỗ of every deceased of the clan, whatever the tree', async () => {
    const today = vietnamToday();
    const until = addSolarDays(today, 365);
    const seen = await anniversaries(family, family.token, '?days=366');
    const expectedFor = (day: number, month: number) =>
      yearlyLunarDatesBetween({ day, month, leap: false }, today, until).map((a) => iso(a.solar));
    // The private tree's man is there; the living man and Tết are not.
    expect(giỗOf(seen.data, hidden.id).map((o) => o.date)).toEqual(expectedFor(1, 2).slice(0, 1));
    expect(giỗOf(seen.data, hidden.id)[0]?.treeId).toBe(privateTree);
    expect(seen.data.some((o) => o.person?.id === living.id)).toBe(false);
    expect(titles(seen.data)).not.toContain('Tết Nguyên Đán');
    expect(titles(seen.data)).not.toContain('Ăn tất niên');
    // The giỗ event of the deleted head is no person's any more and is not a giỗ of the list.
    expect(titles(seen.data)).not.toContain('Giỗ cụ Cả');
    // An opted-out person is still on the members' list (a member, not only the admin, reads it).
    await updatePerson(family, secondWife.id, { gioInCalendar: false });
    const asMember = await anniversaries(family, familyMember.token, '?days=366');
    expect(giỗOf(asMember.data, secondWife.id).map((o) => o.date)).toEqual(expectedFor(8, 8).slice(0, 1));
    await updatePerson(family, secondWife.id, { gioInCalendar: true });

    // Giỗ Tổ counts as a giỗ.
    const gioTo = await createEvent(family, { title: 'Giỗ Tổ họ Đỗ', template: 'gioTo' });
    const withGioTo = await anniversaries(family, family.token, '?days=366');
    expect(withGioTo.data.filter((o) => o.eventId === gioTo.id).map((o) => o.date)).toEqual(
      expectedFor(10, 3).slice(0, 1),
    );
    const dates = withGioTo.data.map((o) => o.date);
    expect([...dates].sort()).toEqual(dates);

    // The default window is 30 days.
    const month = await anniversaries(family, family.token);
    const last = iso(addSolarDays(today, 29));
    for (const o of month.data) expect(o.date >= iso(today) && o.date <= last).toBe(true);
  });
});

describe('one event for visitors', () => {
  it('shows its next day in both calendars, and null once a one-off is over', async () => {
    const yearly = await createEvent(t.clan, {
      title: 'Giỗ cụ Tổ chi ba',
      calendar: 'lunarYearly',
      lunar: { day: 9, month: 9 },
    });
    const response = await call(t.clan, undefined, 'GET', `/api/public/event/${yearly.slug}`);
    const body = contractBody(publicEventResponse, json(response));
    const today = vietnamToday();
    const [expected] = yearlyLunarDatesBetween(
      { day: 9, month: 9, leap: false },
      today,
      addSolarDays(today, 400),
    );
    expect(body.data.next).toMatchObject({
      source: 'event',
      eventId: yearly.id,
      date: expected ? iso(expected.solar) : '',
      lunar: { day: 9, month: 9, leap: false },
    });
    expect('version' in body.data).toBe(false);

    const past = await createEvent(t.clan, { title: 'Họp họ năm 2020', startDate: '2020-05-01' });
    const pastBody = contractBody(
      publicEventResponse,
      json(await call(t.clan, undefined, 'GET', `/api/public/event/${past.slug}`)),
    );
    expect(pastBody.data.next).toBeNull();
    expect(pastBody.data.startDate).toBe('2020-05-01');
  });
});
