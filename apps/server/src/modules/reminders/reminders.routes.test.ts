import { myRemindersResponse, type Person, reminderFollowResponse } from '@giapha/contract';
import { addSolarDays, formatIsoDay, parseIsoDay, solarToLunar } from '@giapha/genealogy';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, useClanSuite } from '../../../test/clans.ts';
import { json, MISSING_ID, NOT_FOUND } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, type SharedRouteCheck } from '../../../test/route-checks.ts';
import { branches } from '../../db/schema/index.ts';
import { reminderMailsTo } from './reminders.testing.ts';

const t = useClanSuite();
const { call } = t;
const DAYS_INVALID = 'Số ngày nhắc trước phải từ 0 đến 60';

async function createTree(c: ClanFixture, name: string): Promise<string> {
  const response = await call(c, c.token, 'POST', '/api/tree', { name, isPublic: false });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { _id: string } }>(response).data._id;
}

async function addHead(c: ClanFixture, treeId: string, personData: object): Promise<Person> {
  const response = await call(c, c.token, 'POST', '/api/tree/create-person-family', { treeId, personData });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { person: Person } }>(response).data.person;
}

async function addChild(c: ClanFixture, treeId: string, fatherId: string, child: object): Promise<Person> {
  const response = await call(c, c.token, 'POST', '/api/family/add-child', { treeId, fatherId, child });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { child: Person } }>(response).data.child;
}

/** A solar day whose lunar date is a plain one (not a leap month, not day 30), from `iso` on. */
function plainLunarDay(iso: string) {
  let day = parseIsoDay(iso);
  if (!day) throw new Error(iso);
  for (;;) {
    const lunar = solarToLunar(day);
    if (!lunar.leap && lunar.day < 30) return { solar: formatIsoDay(day), lunar };
    day = addSolarDays(day, 1);
  }
}

function diedOn(lunar: { day: number; month: number }) {
  return {
    deceased: true,
    death: { solar: null, lunar: { day: lunar.day, month: lunar.month, year: null, leap: false } },
  };
}

function isoMinus(iso: string, days: number): string {
  const day = parseIsoDay(iso);
  if (!day) throw new Error(iso);
  return formatIsoDay(addSolarDays(day, -days));
}

async function send(date: string, c: ClanFixture = t.clan): Promise<number> {
  const response = await call(c, c.token, 'POST', '/api/reminders/send', { date });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { sent: number } }>(response).data.sent;
}

async function mine(token: string) {
  const response = await t.as(token, 'GET', '/api/me/reminders');
  expect(response.statusCode, response.body).toBe(200);
  return myRemindersResponse.parse(json(response)).data;
}

/** Mail off again, so the next test's sends count only its own member. */
async function mailOff(token: string) {
  const response = await t.as(token, 'PUT', '/api/me/reminders', {
    mailEnabled: false,
    daysAhead: [7, 1],
    includeEvents: true,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function follow(token: string, body: object) {
  return t.as(token, 'POST', '/api/me/reminder-follows', body);
}

describe('giỗ reminders', () => {
  // A branch: the founder (died on `founderDay`), his son (died on `sonDay`); an outsider on `outsiderDay`.
  let treeId: string;
  let founder: Person;
  let son: Person;
  let outsider: Person;
  let branchId: string;
  const founderDay = plainLunarDay('2027-04-16');
  const sonDay = plainLunarDay('2027-05-20');
  const outsiderDay = plainLunarDay('2027-04-13');

  beforeAll(async () => {
    treeId = await createTree(t.clan, 'Cây nhắc giỗ');
    founder = await addHead(t.clan, treeId, {
      name: 'Nguyễn Văn Tổ',
      sex: 'male',
      ...diedOn(founderDay.lunar),
    });
    son = await addChild(t.clan, treeId, founder.id, {
      name: 'Nguyễn Văn Con',
      sex: 'male',
      ...diedOn(sonDay.lunar),
    });
    outsider = await addHead(t.clan, treeId, {
      name: 'Lê Văn Ngoài',
      sex: 'male',
      ...diedOn(outsiderDay.lunar),
    });
    const [branch] = await t.database.db
      .insert(branches)
      .values({ clanId: t.clan.clanId, treeId, rootPersonId: founder.id, name: 'Chi cụ Tổ' })
      .returning({ id: branches.id });
    branchId = branch?.id ?? '';
  });

  it('shares the checks of every route', async () => {
    const created = await follow(t.member.token, { personId: outsider.id });
    expect(created.statusCode, created.body).toBe(201);
    const followId = reminderFollowResponse.parse(json(created)).data._id;
    const checks: (SharedRouteCheck & { otherClan?: boolean })[] = [
      { route: { method: 'GET', url: '/api/me/reminders' }, member: 'allowed' },
      {
        route: {
          method: 'PUT',
          url: '/api/me/reminders',
          payload: { mailEnabled: false, daysAhead: [7, 1], includeEvents: true },
        },
        badCalls: [
          [
            {
              method: 'PUT',
              url: '/api/me/reminders',
              payload: { mailEnabled: false, daysAhead: [61], includeEvents: true },
            },
            'daysAhead.0',
            DAYS_INVALID,
          ],
          [
            {
              method: 'PUT',
              url: '/api/me/reminders',
              payload: { mailEnabled: false, daysAhead: [7, 7], includeEvents: true },
            },
            'daysAhead',
            DAYS_INVALID,
          ],
          [
            {
              method: 'PUT',
              url: '/api/me/reminders',
              payload: { mailEnabled: false, daysAhead: [30, 7, 3, 1], includeEvents: true },
            },
            'daysAhead',
            DAYS_INVALID,
          ],
          [
            {
              method: 'PUT',
              url: '/api/me/reminders',
              payload: { mailEnabled: false, daysAhead: [], includeEvents: true },
            },
            'daysAhead',
            DAYS_INVALID,
          ],
          [
            {
              method: 'PUT',
              url: '/api/me/reminders',
              payload: { mailEnabled: false, daysAhead: [1.5], includeEvents: true },
            },
            'daysAhead.0',
            DAYS_INVALID,
          ],
        ],
      },
      {
        route: { method: 'POST', url: '/api/me/reminder-follows', payload: { personId: son.id } },
        bad: [{ method: 'POST', url: '/api/me/reminder-follows', payload: { personId: 'abc' } }, 'personId'],
        badCalls: [
          [
            { method: 'POST', url: '/api/me/reminder-follows', payload: { personId: son.id, branchId } },
            'personId',
            'Vui lòng chọn một chi hoặc một người để theo dõi',
          ],
        ],
        otherClan: true,
      },
      { ...idCheck('DELETE', (id) => `/api/me/reminder-follow/${id}`, followId), otherClan: true },
    ];
    await expectSharedRouteChecks(t, checks, (check) => check.otherClan === true, { badAs: 'member' });
    await expectSharedRouteChecks(
      t,
      [
        {
          route: { method: 'POST', url: '/api/reminders/send', payload: { date: '2027-04-09' } },
          bad: [{ method: 'POST', url: '/api/reminders/send', payload: { date: '09/04/2027' } }, 'date'],
          member: 'forbidden',
        },
      ],
      () => false,
    );
    const removed = await t.as(t.member.token, 'DELETE', `/api/me/reminder-follow/${followId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ success: true, message: 'Đã bỏ theo dõi' });
  });

  it('starts with mail off, 7 and 1 days ahead, events included and the whole clan followed', async () => {
    const { id, token } = await activeMember(t.app, t.clan, 'moinhap');
    expect(id).toBeTruthy();
    const settings = await mine(token);
    expect(settings).toMatchObject({
      mailEnabled: false,
      daysAhead: [7, 1],
      includeEvents: true,
      follows: [],
    });
    const saved = await t.as(token, 'PUT', '/api/me/reminders', {
      mailEnabled: true,
      daysAhead: [0, 14, 3],
      includeEvents: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe('Đã lưu cài đặt nhắc ngày giỗ');
    expect(myRemindersResponse.parse(json(saved)).data).toMatchObject({
      mailEnabled: true,
      daysAhead: [14, 3, 0],
      includeEvents: false,
    });
    await mailOff(token);
  });

  it('follows a branch or a person once, names them, and refuses what is not in the clan', async () => {
    const { token } = await activeMember(t.app, t.clan, 'theodoi');
    const branch = await follow(token, { branchId });
    expect(branch.statusCode, branch.body).toBe(201);
    expect(json(branch).message).toBe('Đã thêm vào danh sách theo dõi ngày giỗ');
    expect(reminderFollowResponse.parse(json(branch)).data).toMatchObject({
      kind: 'branch',
      targetId: branchId,
      name: 'Chi cụ Tổ',
    });
    const person = await follow(token, { personId: outsider.id });
    expect(person.statusCode, person.body).toBe(201);

    const again = await follow(token, { branchId });
    expect(again.statusCode, again.body).toBe(409);
    expect(json(again).errors).toEqual([{ field: 'branchId', message: 'Bạn đã theo dõi mục này rồi' }]);

    const missingBranch = await follow(token, { branchId: MISSING_ID });
    expect(missingBranch.statusCode).toBe(404);
    expect(json(missingBranch).message).toBe('Không tìm thấy chi');
    const missingPerson = await follow(token, { personId: MISSING_ID });
    expect(missingPerson.statusCode).toBe(404);
    expect(json(missingPerson).message).toBe('Không tìm thấy người này trong gia phả');

    const settings = await mine(token);
    expect(settings.follows.map((f) => [f.kind, f.name])).toEqual([
      ['branch', 'Chi cụ Tổ'],
      ['person', 'Lê Văn Ngoài'],
    ]);
    // Someone else's follow is not theirs to remove.
    const foreign = await t.as(
      t.member.token,
      'DELETE',
      `/api/me/reminder-follow/${settings.follows[0]?._id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Không tìm thấy mục theo dõi');
  });

  it('mails the giỗ of a followed branch 7 days and 1 day before, once each, with a one-click unsubscribe', async () => {
    const { token } = await activeMember(t.app, t.clan, 'nhacgio');
    const email = `nhacgio@${t.clan.domain}.test`;
    expect((await follow(token, { branchId })).statusCode).toBe(201);
    // Mail off: nothing goes.
    expect(await send(isoMinus(founderDay.solar, 7))).toBe(0);
    const on = await t.as(token, 'PUT', '/api/me/reminders', {
      mailEnabled: true,
      daysAhead: [7, 1],
      includeEvents: true,
    });
    expect(on.statusCode, on.body).toBe(200);

    expect(await send(isoMinus(founderDay.solar, 7))).toBe(1);
    const [mail] = await reminderMailsTo(t.outboxDir, email);
    expect(mail?.subject).toBe(`Nhắc ngày giỗ: 1 ngày giỗ sắp tới — Họ Nguyễn ${t.clan.domain}`);
    const { day, month } = founderDay.lunar;
    const [year, mm, dd] = founderDay.solar.split('-');
    expect(mail?.text).toContain('Giỗ cụ Nguyễn Văn Tổ — còn 7 ngày');
    expect(mail?.text).toContain(`${dd}/${mm}/${year}`);
    expect(mail?.text).toContain(`Âm lịch: ${day}/${month} âm lịch`);
    expect(mail?.text).toContain(`/persons/${founder.id}`);
    expect(mail?.text).toContain('/settings/reminders');
    expect(mail?.text).not.toContain('Lê Văn Ngoài'); // outside the branch, though due the same week
    expect(mail?.html).toContain(`/persons/${founder.id}`);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = mail?.headers.get('list-unsubscribe')?.match(/^<(.+)>$/)?.[1] ?? '';
    expect(unsubscribe).toContain('/api/public/reminders/unsubscribe?');

    // Sent once: again the same day, and the days until the next lead, send nothing.
    expect(await send(isoMinus(founderDay.solar, 7))).toBe(0);
    expect(await send(isoMinus(founderDay.solar, 5))).toBe(0);
    // The day before: the 1-day reminder, then nothing more on the day itself.
    expect(await send(isoMinus(founderDay.solar, 1))).toBe(1);
    expect(await send(founderDay.solar)).toBe(0);
    const mails = await reminderMailsTo(t.outboxDir, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Giỗ cụ Nguyễn Văn Tổ — ngày mai');

    // One click from the mail client (RFC 8058): a form POST to the address in the header.
    const url = new URL(unsubscribe);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), key: 'x'.repeat(32) })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(404);
    expect(json(wrong)).toEqual(NOT_FOUND);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(json(clicked)).toEqual({ success: true, message: 'Bạn đã ngừng nhận thư nhắc ngày giỗ' });
    expect((await mine(token)).mailEnabled).toBe(false);
    // The key is the clan's: on another clan's domain it opens nothing.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), domain: t.other.domain })}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('tells a member who follows nothing about the whole clan, events included', async () => {
    const { token } = await activeMember(t.app, t.clan, 'cahodong');
    const email = `cahodong@${t.clan.domain}.test`;
    await t.as(token, 'PUT', '/api/me/reminders', { mailEnabled: true, daysAhead: [7], includeEvents: true });
    const event = await call(t.clan, t.clan.token, 'POST', '/api/event', {
      title: 'Họp họ đầu xuân',
      calendar: 'solar',
      startDate: isoMinus(founderDay.solar, 1),
    });
    expect(event.statusCode, event.body).toBe(201);
    const sent = await send(isoMinus(founderDay.solar, 7));
    expect(sent).toBeGreaterThanOrEqual(1);
    const [mail] = await reminderMailsTo(t.outboxDir, email);
    expect(mail?.subject).toContain('2 ngày giỗ và 1 sự kiện của dòng họ sắp tới');
    expect(mail?.text).toContain('Giỗ cụ Nguyễn Văn Tổ');
    expect(mail?.text).toContain('Giỗ cụ Lê Văn Ngoài');
    expect(mail?.text).toContain('Họp họ đầu xuân — còn 6 ngày');
    expect(mail?.text).toContain('/events/');
    expect(mail?.text).toContain('cả dòng họ');
    await mailOff(token);
  });

  it('sends one mail when two servers send the same day at once', async () => {
    const { token } = await activeMember(t.app, t.clan, 'haimay');
    const email = `haimay@${t.clan.domain}.test`;
    await follow(token, { personId: son.id });
    await t.as(token, 'PUT', '/api/me/reminders', {
      mailEnabled: true,
      daysAhead: [3],
      includeEvents: false,
    });
    const date = isoMinus(sonDay.solar, 2);
    const [a, b, c] = await Promise.all([send(date), send(date), send(date)]);
    expect((a ?? 0) + (b ?? 0) + (c ?? 0)).toBe(1);
    expect(await reminderMailsTo(t.outboxDir, email)).toHaveLength(1);
  });
});
