import type { Person, Place } from '@giapha/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import {
  createAs,
  expectCreated,
  expectOk,
  getOk,
  json,
  MISSING_ID,
  readAs,
} from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, listCheck, writeCheck } from '../../../test/route-checks.ts';
import { graves, lifeEvents, persons } from '../../db/schema/index.ts';

const t = useClanSuite();
const { call } = t;

function createPlace(c: ClanFixture, payload: object): Promise<Place> {
  return createAs<Place>(t.app, c, '/api/place', payload);
}

function getPlace(c: ClanFixture, id: string): Promise<Place> {
  return readAs<Place>(t.app, c, `/api/place/${id}`);
}

function listOf(c: ClanFixture, query = '') {
  return getOk<Place[]>(t.app, c.domain, `/api/places?limit=100${query}`, c.token);
}

function createPerson(c: ClanFixture, name: string): Promise<Person> {
  return createAs<Person>(t.app, c, '/api/person', { name });
}

/** Names `placeId` from a birth, a death, a life event and a grave of a new person of `c`; the person's id. */
async function useEverywhere(c: ClanFixture, placeId: string): Promise<string> {
  const person = await createPerson(c, 'Nguyễn Văn Cả');
  const { db } = t.database;
  await db
    .update(persons)
    .set({ birthPlaceId: placeId, deathPlaceId: placeId, deceased: true })
    .where(eq(persons.id, person.id));
  await db.insert(lifeEvents).values({ clanId: c.clanId, personId: person.id, type: 'residence', placeId });
  await db.insert(graves).values({ clanId: c.clanId, personId: person.id, placeId });
  return person.id;
}

describe('shared checks for every places route', () => {
  const routes = (id: string, other: string) => [
    listCheck('/api/places', ['?sort=abc', 'sort'], 'allowed'),
    idCheck('GET', (id) => `/api/place/${id}`, id, 'allowed'),
    writeCheck('POST', '/api/place', { name: 'Nơi lạ' }, [{ name: ' , ' }, 'name']),
    writeCheck('PUT', `/api/place/${id}`, { note: 'Đổi' }, [{ latitude: 91, longitude: 0 }, 'latitude']),
    idCheck('DELETE', (id) => `/api/place/${id}`, id, 'forbidden'),
    writeCheck('POST', '/api/places/merge', { fromId: id, intoId: other }, [
      { fromId: id, intoId: id },
      'intoId',
    ]),
  ];

  it('need a signed-in user of this clan, admins to write, reject bad input, and hide other clans’ places', async () => {
    const target = await createPlace(t.clan, { name: 'Hành Thiện, Xuân Trường, Nam Định' });
    const other = await createPlace(t.clan, { name: 'Nam Định' });
    await expectSharedRouteChecks(
      t,
      routes(target.id, other.id),
      ({ route }) => route.url !== '/api/places' && route.url !== '/api/place',
    );
    // Nothing above changed, merged or deleted them, nor made a place anywhere.
    expect(await getPlace(t.clan, target.id)).toMatchObject({ name: target.name, note: null, version: 1 });
    expect(await getPlace(t.clan, other.id)).toMatchObject({ version: 1 });
    expect((await listOf(t.clan)).data.map((p) => p.name)).not.toContain('Nơi lạ');
    expect((await listOf(t.other)).data).toEqual([]);
  });

  it('another clan cannot merge into or out of this clan’s places', async () => {
    const mine = await createPlace(t.clan, { name: 'Quần Phương' });
    const theirs = await createPlace(t.other, { name: 'Quần Phương' });
    for (const body of [
      { fromId: theirs.id, intoId: mine.id },
      { fromId: mine.id, intoId: theirs.id },
    ]) {
      const response = await call(t.other, t.other.token, 'POST', '/api/places/merge', body);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ success: false, message: 'Không tìm thấy địa danh' });
    }
    expect(await getPlace(t.clan, mine.id)).toMatchObject({ name: 'Quần Phương' });
    expect(await getPlace(t.other, theirs.id)).toMatchObject({ name: 'Quần Phương' });
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const noName = await call(t.clan, t.clan.token, 'POST', '/api/place', {});
    expect(json(noName).errors).toEqual([{ field: 'name', message: 'Vui lòng nhập tên địa danh' }]);
    const onlyLatitude = await call(t.clan, t.clan.token, 'POST', '/api/place', { name: 'A', latitude: 20 });
    expect(json(onlyLatitude).errors).toEqual([
      { field: 'longitude', message: 'Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai' },
    ]);
    const far = await call(t.clan, t.clan.token, 'POST', '/api/place', {
      name: 'A',
      latitude: 20,
      longitude: 200,
    });
    expect(json(far).errors).toEqual([{ field: 'longitude', message: 'Kinh độ phải là số từ -180 đến 180' }]);
    const missing = await call(t.clan, t.clan.token, 'GET', `/api/place/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Không tìm thấy địa danh' });
  });
});

describe('POST /api/place (find-or-create)', () => {
  it('makes a new place (201, audited) and answers the one already named so (200), letter case aside', async () => {
    const c = await registerClan(t.app);
    const made = expectCreated<Place>(
      await call(c, c.token, 'POST', '/api/place', {
        name: '  Hành Thiện ,Xuân Trường,  Nam Định ',
        oldName: 'Hà Nam Ninh',
        latitude: 20.2506,
        longitude: 106.2318,
        note: ' Quê gốc ',
      }),
      'Đã thêm địa danh',
    ).data;
    expect(made).toMatchObject({
      name: 'Hành Thiện, Xuân Trường, Nam Định',
      oldName: 'Hà Nam Ninh',
      latitude: 20.2506,
      longitude: 106.2318,
      note: 'Quê gốc',
      usage: 0,
      version: 1,
    });
    expect(await getPlace(c, made.id)).toEqual(made);
    await expectAuditEntry(t.database, c.clanId, (e) => e.action === 'place.create', {
      actorId: c.adminId,
      targetType: 'place',
      targetId: made.id,
      targetName: 'Hành Thiện, Xuân Trường, Nam Định',
    });

    const again = await call(c, c.token, 'POST', '/api/place', { name: 'hành thiện, xuân trường, nam định' });
    expect(expectOk<Place>(again, 'Địa danh này đã có, đã chọn địa danh có sẵn').data).toEqual(made);
    expect((await listOf(c)).total).toBe(1);
  });

  it('keeps places with other tone marks apart', async () => {
    const c = await registerClan(t.app);
    const ha = await createPlace(c, { name: 'Hà Nam' });
    const hoa = await createPlace(c, { name: 'Hả Nam' });
    expect(ha.id).not.toBe(hoa.id);
  });
});

describe('GET /api/places', () => {
  it('searches without tone marks, the old name too, and pages with the total', async () => {
    const c = await registerClan(t.app);
    await createPlace(c, { name: 'Hành Thiện, Xuân Trường, Nam Định' });
    await createPlace(c, { name: 'Đông Hưng, Thái Bình', oldName: 'Thái Ninh' });
    await createPlace(c, { name: 'Huế' });
    expect((await listOf(c, '&search=hanh thien')).data.map((p) => p.name)).toEqual([
      'Hành Thiện, Xuân Trường, Nam Định',
    ]);
    expect((await listOf(c, '&search=THAI NINH')).data.map((p) => p.name)).toEqual(['Đông Hưng, Thái Bình']);
    expect((await listOf(c, '&search=dong hung')).total).toBe(1);
    const page = await call(c, c.token, 'GET', '/api/places?limit=2&offset=2');
    expect(json<{ data: Place[]; total: number }>(page)).toMatchObject({ total: 3, data: [{ name: 'Huế' }] });
    const past = await call(c, c.token, 'GET', '/api/places?limit=2&offset=10');
    expect(json<{ data: Place[]; total: number }>(past)).toMatchObject({ total: 3, data: [] });
  });

  it('orders by name the Vietnamese way (as Intl.Collator("vi") does), or the most used first', async () => {
    const c = await registerClan(t.app);
    const names = [
      'Ân Thi',
      'An Lão',
      'Ăn Khê',
      'Đà Nẵng',
      'Dương Kinh',
      'Duy Tiên',
      'Hà Nội',
      'Hà Nam',
      'Hạ Long',
      'Hả Long',
      'Hàm Yên',
      'Hà, Nam',
      'Ô Môn',
      'Ơ Môn',
      'Óc Eo',
      'Ưu Điềm',
      'Uông Bí',
      'Vĩnh Yên',
      'bến Tre',
      'Bến Cát',
    ];
    for (const name of names) await createPlace(c, { name });
    const expected = [...names].sort(new Intl.Collator('vi').compare);
    expect((await listOf(c)).data.map((p) => p.name)).toEqual(expected);

    const hue = await createPlace(c, { name: 'Yên Bái' });
    await useEverywhere(c, hue.id);
    const used = (await listOf(c, '&sort=usage')).data;
    expect(used[0]).toMatchObject({ name: 'Yên Bái', usage: 4 });
    expect(used.slice(1).map((p) => p.name)).toEqual(expected);
  });
});

describe('PUT /api/place/:id', () => {
  it('changes the fields sent, is versioned (409 on a stale version) and audited', async () => {
    const c = await registerClan(t.app);
    const place = await createPlace(c, { name: 'Hải Hậu' });
    const updated = expectOk<Place>(
      await call(c, c.token, 'PUT', `/api/place/${place.id}`, {
        name: 'Quần Phương, Hải Hậu, Nam Định',
        latitude: 20.1,
        longitude: 106.3,
        version: 1,
      }),
      'Đã cập nhật địa danh',
    ).data;
    expect(updated).toMatchObject({ name: 'Quần Phương, Hải Hậu, Nam Định', latitude: 20.1, version: 2 });
    expect((await listOf(c, '&search=quan phuong')).total).toBe(1);

    const stale = await call(c, c.token, 'PUT', `/api/place/${place.id}`, { note: 'Cũ', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    const cleared = await call(c, c.token, 'PUT', `/api/place/${place.id}`, {
      latitude: null,
      longitude: null,
      version: 2,
    });
    expect(json<{ data: Place }>(cleared).data).toMatchObject({
      latitude: null,
      longitude: null,
      version: 3,
    });
    await expectAuditEntry(t.database, c.clanId, (e) => e.action === 'place.update', {
      targetId: place.id,
      detail: {
        changes: [
          { field: 'latitude', from: 20.1, to: null },
          { field: 'longitude', from: 106.3, to: null },
        ],
      },
    });
  });

  it('refuses renaming onto another place’s name: 409 on the name, offering a merge', async () => {
    const c = await registerClan(t.app);
    const first = await createPlace(c, { name: 'Nam Định' });
    const second = await createPlace(c, { name: 'Nam Dinh' });
    const taken = await call(c, c.token, 'PUT', `/api/place/${second.id}`, { name: 'nam định' });
    expect(taken.statusCode).toBe(409);
    const message =
      'Đã có địa danh "Nam Định". Nếu đây là cùng một nơi, hãy gộp hai địa danh thay vì đổi tên';
    expect(json(taken)).toEqual({ success: false, message, errors: [{ field: 'name', message }] });
    // Its own name in another letter case is fine.
    const recased = await call(c, c.token, 'PUT', `/api/place/${first.id}`, { name: 'NAM ĐỊNH' });
    expect(json<{ data: Place }>(recased).data.name).toBe('NAM ĐỊNH');
  });
});

describe('DELETE /api/place/:id', () => {
  it('deletes an unused place (audited); one in use is 409 with how many rows name it', async () => {
    const c = await registerClan(t.app);
    const unused = await createPlace(c, { name: 'Bỏ đi' });
    const gone = await call(c, c.token, 'DELETE', `/api/place/${unused.id}`);
    expect(gone.statusCode).toBe(200);
    expect(json(gone)).toEqual({ success: true, message: 'Đã xóa địa danh' });
    expect((await call(c, c.token, 'GET', `/api/place/${unused.id}`)).statusCode).toBe(404);
    await expectAuditEntry(t.database, c.clanId, (e) => e.action === 'place.delete', {
      targetId: unused.id,
      targetName: 'Bỏ đi',
    });

    const used = await createPlace(c, { name: 'Hành Thiện' });
    await useEverywhere(c, used.id);
    expect(await getPlace(c, used.id)).toMatchObject({ usage: 4 });
    const refused = await call(c, c.token, 'DELETE', `/api/place/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      success: false,
      message:
        'Địa danh đang được dùng cho 4 mục (nơi sinh, nơi mất, sự kiện, mộ phần). Hãy gộp vào địa danh khác hoặc bỏ chọn ở các mục đó trước khi xóa',
    });
    expect(await getPlace(c, used.id)).toMatchObject({ usage: 4 });
  });
});

describe('POST /api/places/merge', () => {
  it('repoints every birth, death, event and grave, fills what the kept place lacks, deletes the other and is audited', async () => {
    const c = await registerClan(t.app);
    const from = await createPlace(c, {
      name: 'Hanh Thien',
      oldName: 'Hà Nam Ninh',
      latitude: 20.25,
      longitude: 106.23,
    });
    const into = await createPlace(c, { name: 'Hành Thiện, Xuân Trường, Nam Định', note: 'Quê gốc' });
    const personId = await useEverywhere(c, from.id);
    const [before] = await t.database.db.select().from(persons).where(eq(persons.id, personId));

    const merged = expectOk<Place>(
      await call(c, c.token, 'POST', '/api/places/merge', { fromId: from.id, intoId: into.id }),
      'Đã gộp địa danh',
    ).data;
    expect(merged).toMatchObject({
      id: into.id,
      name: 'Hành Thiện, Xuân Trường, Nam Định',
      oldName: 'Hà Nam Ninh',
      latitude: 20.25,
      longitude: 106.23,
      note: 'Quê gốc',
      usage: 4,
      version: 2,
    });
    expect((await call(c, c.token, 'GET', `/api/place/${from.id}`)).statusCode).toBe(404);
    const { db } = t.database;
    const [person] = await db.select().from(persons).where(eq(persons.id, personId));
    expect(person).toMatchObject({ birthPlaceId: into.id, deathPlaceId: into.id });
    // A form still holding the old place is told to reload.
    expect(person?.version).toBeGreaterThan(before?.version ?? 0);
    const events = await db.select().from(lifeEvents).where(eq(lifeEvents.personId, personId));
    expect(events.map((e) => e.placeId)).toEqual([into.id]);
    const personGraves = await db.select().from(graves).where(eq(graves.personId, personId));
    expect(personGraves.map((g) => g.placeId)).toEqual([into.id]);
    // The search finds the kept place by the old name it took over.
    expect((await listOf(c, '&search=ha nam ninh')).data.map((p) => p.id)).toEqual([into.id]);
    await expectAuditEntry(t.database, c.clanId, (e) => e.action === 'place.merge', {
      targetId: into.id,
      targetName: 'Hành Thiện, Xuân Trường, Nam Định',
      detail: {
        mergedFrom: 'Hanh Thien',
        movedBirths: 1,
        movedDeaths: 1,
        movedEvents: 1,
        movedGraves: 1,
        fields: ['oldName', 'latitude', 'longitude'],
      },
    });
  });

  it('answers 404 for a place that is not there, and changes nothing', async () => {
    const c = await registerClan(t.app);
    const kept = await createPlace(c, { name: 'Huế' });
    const response = await call(c, c.token, 'POST', '/api/places/merge', {
      fromId: MISSING_ID,
      intoId: kept.id,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ success: false, message: 'Không tìm thấy địa danh' });
    expect(await getPlace(c, kept.id)).toMatchObject({ version: 1 });
  });
});
