import type { LifeEvent, Person, PersonFamilyEvents, PublicTreeGraph } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import type { ClanFixture } from '../../../test/clans.ts';
import { useClanSuite } from '../../../test/clans.ts';
import { createAs, json } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, type RouteCall, writeCheck } from '../../../test/route-checks.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { insertPlace } from '../places/places.testing.ts';
import { treesRepo } from '../trees/trees.repo.ts';

const t = useClanSuite();
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function as(token: string | undefined, method: RouteCall['method'], url: string, payload?: object) {
  return t.call(t.clan, token, method, url, payload);
}

function createPerson(c: ClanFixture, payload: object): Promise<Person> {
  return createAs<Person>(t.app, c, '/api/person', payload);
}

async function addPlace(c: ClanFixture, name: string): Promise<string> {
  return (await insertPlace(t.database.db, c.clanId, name)).id;
}

async function addFamily(c: ClanFixture, fatherId: string, motherId: string): Promise<string> {
  return (await familiesRepo(t.database.db, c.clanId).insert({ fatherId, motherId })).id;
}

async function eventsOf(url: string): Promise<LifeEvent[]> {
  const response = await as(t.clan.token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: LifeEvent[] }>(response).data;
}

describe('shared checks for every life events route', () => {
  it('need a signed-in member (admin for writes), reject bad input, and hide other clans’ rows', async () => {
    const person = await createPerson(t.clan, { name: 'Nguyễn Văn Kiểm' });
    const wife = await createPerson(t.clan, { name: 'Lê Thị Kiểm' });
    const familyId = await addFamily(t.clan, person.id, wife.id);
    const event = await createAs<LifeEvent>(t.app, t.clan, `/api/person/${person.id}/event`, {
      type: 'occupation',
      value: 'Dạy học',
    });
    const checks = [
      idCheck('GET', (id) => `/api/person/${id}/events`, person.id, 'allowed'),
      idCheck('GET', (id) => `/api/person/${id}/family-events`, person.id, 'allowed'),
      idCheck('GET', (id) => `/api/family/${id}/events`, familyId, 'allowed'),
      writeCheck('POST', `/api/person/${person.id}/event`, { type: 'military' }, [{ type: 'xyz' }, 'type']),
      writeCheck('POST', `/api/family/${familyId}/event`, { type: 'marriage' }, [{ type: 'burial' }, 'type']),
      writeCheck('PUT', `/api/life-event/${event.id}`, { note: 'Ghi chú' }, [{ placeId: 'abc' }, 'placeId']),
      writeCheck('PUT', `/api/person/${person.id}/events/reorder`, { ids: [event.id] }, [{ ids: [] }, 'ids']),
      idCheck('DELETE', (id) => `/api/life-event/${id}`, event.id, 'forbidden'),
    ];
    await expectSharedRouteChecks(t, checks, () => true);
    // Nothing of clan A changed through clan B's calls.
    expect((await eventsOf(`/api/person/${person.id}/events`)).map((e) => e.id)).toEqual([event.id]);
  });
});

describe('life events of a person', () => {
  it('are created with the place, listed by date with the undated after in their order, edited and removed', async () => {
    const person = await createPerson(t.clan, { name: 'Phạm Văn Đỗ', deceased: true });
    const placeId = await addPlace(t.clan, 'Hành Thiện, Xuân Trường, Nam Định');
    const url = `/api/person/${person.id}/event`;
    const created = await as(t.clan.token, 'POST', url, {
      type: 'degree',
      label: 'Tiến sĩ',
      value: '  Đệ tam giáp đồng tiến sĩ xuất thân  ',
      date: { solar: { year: 1862 }, qualifier: 'about' },
      placeId,
      note: 'Khoa Nhâm Tuất',
    });
    expect(created.statusCode, created.body).toBe(201);
    const degree = json<{ data: LifeEvent; message: string }>(created);
    expect(degree.message).toBe('Đã thêm sự kiện');
    expect(degree.data).toMatchObject({
      personId: person.id,
      familyId: null,
      type: 'degree',
      label: 'Tiến sĩ',
      value: 'Đệ tam giáp đồng tiến sĩ xuất thân',
      date: { solar: { year: 1862 }, qualifier: 'about' },
      place: { id: placeId, name: 'Hành Thiện, Xuân Trường, Nam Định', oldName: null },
      note: 'Khoa Nhâm Tuất',
      version: 1,
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'lifeEvent.create', {
      targetId: degree.data.id,
      targetName: 'Khoa bảng: Phạm Văn Đỗ',
    });

    const burial = await createAs<LifeEvent>(t.app, t.clan, url, {
      type: 'burial',
      date: { solar: { year: 1901, month: 4 } },
    });
    const religion = await createAs<LifeEvent>(t.app, t.clan, url, {
      type: 'religion',
      value: 'Thích Minh Tâm',
    });
    const custom = await createAs<LifeEvent>(t.app, t.clan, url, { type: 'custom', label: 'Dựng nhà thờ' });
    const residence = await createAs<LifeEvent>(t.app, t.clan, url, {
      type: 'residence',
      date: { solar: { year: 1850 } },
    });
    const listed = await eventsOf(`/api/person/${person.id}/events`);
    expect(listed.map((e) => e.id)).toEqual([
      residence.id,
      degree.data.id,
      burial.id,
      religion.id,
      custom.id,
    ]);

    // The undated ones are ordered by hand; the list must be exactly them.
    const reorderUrl = `/api/person/${person.id}/events/reorder`;
    const wrong = await as(t.clan.token, 'PUT', reorderUrl, { ids: [custom.id, burial.id] });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(
      'Danh sách sắp xếp phải gồm đúng các sự kiện chưa có ngày của người này',
    );
    const reordered = await as(t.clan.token, 'PUT', reorderUrl, { ids: [custom.id, religion.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(json(reordered).message).toBe('Đã sắp xếp lại các sự kiện');
    expect((await eventsOf(`/api/person/${person.id}/events`)).map((e) => e.id)).toEqual([
      residence.id,
      degree.data.id,
      burial.id,
      custom.id,
      religion.id,
    ]);

    const updated = await as(t.clan.token, 'PUT', `/api/life-event/${degree.data.id}`, {
      value: 'Tiến sĩ',
      placeId: null,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: LifeEvent; message: string }>(updated)).toMatchObject({
      message: 'Đã cập nhật sự kiện',
      data: { value: 'Tiến sĩ', place: null, version: 2, label: 'Tiến sĩ' },
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'lifeEvent.update', {
      targetId: degree.data.id,
      detail: expect.objectContaining({
        changes: expect.arrayContaining([
          { field: 'value', from: 'Đệ tam giáp đồng tiến sĩ xuất thân', to: 'Tiến sĩ' },
        ]),
      }),
    });

    // A stale version is refused and changes nothing.
    const stale = await as(t.clan.token, 'PUT', `/api/life-event/${degree.data.id}`, {
      note: 'Cũ',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );

    const removed = await as(t.clan.token, 'DELETE', `/api/life-event/${degree.data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ success: true, message: 'Đã xóa sự kiện' });
    const again = await as(t.clan.token, 'DELETE', `/api/life-event/${degree.data.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('Không tìm thấy sự kiện');
  });

  it('refuse a family type on a person, an unknown person and a place of another clan', async () => {
    const person = await createPerson(t.clan, { name: 'Vũ Văn Sai' });
    const wrongType = await as(t.clan.token, 'POST', `/api/person/${person.id}/event`, { type: 'marriage' });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).errors).toEqual([
      {
        field: 'type',
        message: 'Loại sự kiện này chỉ dùng cho gia đình (vợ chồng), không dùng cho một người',
      },
    ]);
    const event = await createAs<LifeEvent>(t.app, t.clan, `/api/person/${person.id}/event`, {
      type: 'custom',
    });
    const wrongUpdate = await as(t.clan.token, 'PUT', `/api/life-event/${event.id}`, { type: 'divorce' });
    expect(wrongUpdate.statusCode).toBe(400);
    expect(json(wrongUpdate).errors).toEqual([
      {
        field: 'type',
        message: 'Loại sự kiện này chỉ dùng cho gia đình (vợ chồng), không dùng cho một người',
      },
    ]);

    const missing = await as(t.clan.token, 'POST', `/api/person/${MISSING_ID}/event`, { type: 'burial' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy người này trong gia phả');

    const foreignPlace = await addPlace(t.other, 'Nơi của họ khác');
    const foreign = await as(t.clan.token, 'POST', `/api/person/${person.id}/event`, {
      type: 'residence',
      placeId: foreignPlace,
    });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Không tìm thấy địa danh đã chọn');
    const foreignUpdate = await as(t.clan.token, 'PUT', `/api/life-event/${event.id}`, {
      placeId: foreignPlace,
    });
    expect(foreignUpdate.statusCode).toBe(404);
    expect((await eventsOf(`/api/person/${person.id}/events`)).map((e) => e.place)).toEqual([null]);
  });

  it('go with the person when the person is deleted', async () => {
    const person = await createPerson(t.clan, { name: 'Đỗ Văn Đi' });
    const event = await createAs<LifeEvent>(t.app, t.clan, `/api/person/${person.id}/event`, {
      type: 'military',
    });
    expect((await as(t.clan.token, 'DELETE', `/api/person/${person.id}`)).statusCode).toBe(200);
    expect((await as(t.clan.token, 'DELETE', `/api/life-event/${event.id}`)).statusCode).toBe(404);
  });
});

describe('life events of a family', () => {
  it('hold marriage and divorce, listed for each spouse, and go with the family', async () => {
    const husband = await createPerson(t.clan, { name: 'Ngô Văn Chồng', sex: 'male' });
    const wife = await createPerson(t.clan, { name: 'Mai Thị Vợ', sex: 'female' });
    const familyId = await addFamily(t.clan, husband.id, wife.id);
    const url = `/api/family/${familyId}/event`;
    const wrongType = await as(t.clan.token, 'POST', url, { type: 'burial' });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).errors).toEqual([
      { field: 'type', message: 'Loại sự kiện này chỉ dùng cho một người, không dùng cho gia đình' },
    ]);
    const marriage = await createAs<LifeEvent>(t.app, t.clan, url, {
      type: 'marriage',
      date: { solar: { year: 1945, month: 2, day: 3 } },
    });
    expect(marriage).toMatchObject({ familyId, personId: null, type: 'marriage' });
    const divorce = await createAs<LifeEvent>(t.app, t.clan, url, {
      type: 'divorce',
      date: { solar: { year: 1960 } },
    });
    expect((await eventsOf(`/api/family/${familyId}/events`)).map((e) => e.id)).toEqual([
      marriage.id,
      divorce.id,
    ]);

    const ofWife = await as(t.clan.token, 'GET', `/api/person/${wife.id}/family-events`);
    expect(ofWife.statusCode, ofWife.body).toBe(200);
    const families = json<{ data: PersonFamilyEvents[] }>(ofWife).data;
    expect(families).toHaveLength(1);
    expect(families[0]).toMatchObject({
      familyId,
      spouses: [{ id: husband.id, name: 'Ngô Văn Chồng' }],
    });
    expect(families[0]?.events.map((e) => e.id)).toEqual([marriage.id, divorce.id]);

    await familiesRepo(t.database.db, t.clan.clanId).delete(familyId);
    expect((await as(t.clan.token, 'DELETE', `/api/life-event/${marriage.id}`)).statusCode).toBe(404);
    const missing = await as(t.clan.token, 'GET', `/api/family/${familyId}/events`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy gia đình');
  });
});

describe('privacy', () => {
  it('events are for members only, and a living person’s places never reach a public tree', async () => {
    const placeId = await addPlace(t.clan, 'Làng Riêng Tư, Hải Dương');
    const living = await createPerson(t.clan, { name: 'Người Còn Sống', birthPlaceId: placeId });
    const dead = await createPerson(t.clan, {
      name: 'Người Đã Khuất',
      deceased: true,
      birthPlaceId: placeId,
      deathPlaceId: placeId,
    });
    await createAs<LifeEvent>(t.app, t.clan, `/api/person/${living.id}/event`, {
      type: 'occupation',
      value: 'Nghề bí mật',
    });
    expect((await as(undefined, 'GET', `/api/person/${living.id}/events`)).statusCode).toBe(401);

    const tree = json<{ data: { _id: string } }>(
      await as(t.clan.token, 'POST', '/api/tree', { name: 'Cây công khai có địa danh', isPublic: true }),
    ).data;
    const familyId = await addFamily(t.clan, dead.id, living.id);
    await treesRepo(t.database.db, t.clan.clanId).addFamilies(tree._id, [familyId]);
    await as(t.clan.token, 'PUT', `/api/tree?id=${tree._id}`, { isPublic: true });
    const response = await as(undefined, 'GET', `/api/public/tree-graph?id=${tree._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('Nghề bí mật');
    const graph = json<{ data: PublicTreeGraph }>(response).data;
    const byId = new Map(graph.persons.map((p) => [p.id, p]));
    expect(byId.get(living.id)?.birthPlace).toBeNull();
    expect(byId.get(dead.id)?.birthPlace).toMatchObject({ id: placeId, name: 'Làng Riêng Tư, Hải Dương' });
    expect(byId.get(dead.id)?.deathPlace).toMatchObject({ id: placeId });
    // Members see the living person's place on the members' tree.
    const members = await as(t.clan.token, 'GET', `/api/tree-graph?id=${tree._id}`);
    expect(
      json<{ data: PublicTreeGraph }>(members).data.persons.find((p) => p.id === living.id)?.birthPlace,
    ).toMatchObject({
      id: placeId,
    });
  });
});
