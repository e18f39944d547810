import {
  type Grave,
  MESSAGES,
  type Person,
  type PublicGraveArea,
  type PublicPersonGrave,
} from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { type ClanFixture, useClanSuite } from '../../../test/clans.ts';
import { createAs, expectCreated, json, MISSING_ID } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, writeCheck } from '../../../test/route-checks.ts';
import { graves } from '../../db/schema/index.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { insertPlace } from '../places/places.testing.ts';
import { treesRepo } from '../trees/trees.repo.ts';
import { jpeg, uploadOk } from '../uploads/images.testing.ts';

const t = useClanSuite();
function createPerson(c: ClanFixture, payload: object): Promise<Person> {
  return createAs<Person>(t.app, c, '/api/person', payload);
}

function createGrave(c: ClanFixture, personId: string, payload: object): Promise<Grave> {
  return createAs<Grave>(t.app, c, `/api/person/${personId}/grave`, payload);
}

function addPlace(c: ClanFixture, name: string) {
  return insertPlace(t.database.db, c.clanId, name, { latitude: 20.2, longitude: 106.3 });
}

/** A tree of one family (father and children), public or not, written through the repositories. */
async function addTree(c: ClanFixture, isPublic: boolean, fatherId: string, childIds: string[] = []) {
  const families = familiesRepo(t.database.db, c.clanId);
  const family = await families.insert({ fatherId, motherId: null });
  await families.addChildren(
    family.id,
    childIds.map((personId) => ({ personId, motherId: null, relation: 'birth' as const })),
  );
  const trees = treesRepo(t.database.db, c.clanId);
  const tree = await trees.insert({ name: isPublic ? 'Cây công khai' : 'Cây riêng', isPublic });
  await trees.addFamilies(tree.id, [family.id]);
  return tree.id;
}

async function publicAreas(c: ClanFixture = t.clan): Promise<{ areas: PublicGraveArea[]; total: number }> {
  const response = await t.call(c, undefined, 'GET', '/api/public/graves');
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { areas: PublicGraveArea[]; total: number } }>(response).data;
}

describe('shared checks for every graves route', () => {
  const routes = (personId: string, graveId: string) => [
    idCheck('GET', (id) => `/api/person/${id}/graves`, personId, 'allowed'),
    writeCheck('POST', `/api/person/${personId}/grave`, { cemetery: 'Nghĩa trang mới' }, [
      { latitude: 95, longitude: 1 },
      'latitude',
    ]),
    writeCheck('PUT', `/api/grave/${graveId}`, { plot: 'Hàng 9' }, [
      { photos: [{ url: 'javascript:x' }] },
      'photos.0.url',
    ]),
    idCheck('DELETE', (id) => `/api/grave/${id}`, graveId, 'forbidden'),
  ];

  it('need a signed-in user of this clan, admins to write, reject bad input, and hide other clans’ graves', async () => {
    const person = await createPerson(t.clan, { name: 'Nguyễn Văn Kiểm', deceased: true });
    const grave = await createGrave(t.clan, person.id, { cemetery: 'Nghĩa trang làng', plot: 'Hàng 1' });
    await expectSharedRouteChecks(t, routes(person.id, grave.id), () => true);
    // Nothing above changed or deleted the grave, nor added one.
    const list = await t.as(t.clan.token, 'GET', `/api/person/${person.id}/graves`);
    expect(json<{ data: Grave[] }>(list).data).toEqual([grave]);
  });
});

describe('a person’s graves', () => {
  it('adds, lists in order, updates and deletes graves with their place, coordinates and photos', async () => {
    const person = await createPerson(t.clan, { name: 'Trần Văn Mộ', deceased: true });
    const place = await addPlace(t.clan, 'Hành Thiện, Xuân Trường, Nam Định');
    const photo = await uploadOk(t.app, t.clan.domain, t.clan.token, await jpeg());
    const response = await t.as(t.clan.token, 'POST', `/api/person/${person.id}/grave`, {
      cemetery: '  Nghĩa trang   làng Hành Thiện ',
      placeId: place.id,
      plot: 'Khu B, hàng 3, mộ số 12',
      latitude: 20.26,
      longitude: 106.31,
      note: 'Cải táng năm 1990',
      photos: [
        { url: photo.url, kind: 'grave' },
        { url: 'https://example.com/bia.jpg', caption: 'Bia mộ', kind: 'stele' },
      ],
    });
    const first = expectCreated<Grave>(response, 'Đã thêm mộ phần').data;
    expect(first).toMatchObject({
      personId: person.id,
      cemetery: 'Nghĩa trang làng Hành Thiện',
      place: {
        id: place.id,
        name: 'Hành Thiện, Xuân Trường, Nam Định',
        oldName: null,
        latitude: 20.2,
        longitude: 106.3,
      },
      plot: 'Khu B, hàng 3, mộ số 12',
      latitude: 20.26,
      longitude: 106.31,
      note: 'Cải táng năm 1990',
      photos: [
        { url: photo.url, caption: null, kind: 'grave' },
        { url: 'https://example.com/bia.jpg', caption: 'Bia mộ', kind: 'stele' },
      ],
      position: 0,
      version: 1,
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.targetId === first.id, {
      action: 'grave.create',
      targetType: 'grave',
      targetName: 'Trần Văn Mộ',
    });
    const second = await createGrave(t.clan, person.id, { cemetery: 'Mộ gió' });
    expect(second).toMatchObject({ position: 1, place: null, photos: [], latitude: null });

    const list = await t.as(t.member.token, 'GET', `/api/person/${person.id}/graves`);
    expect(json<{ data: Grave[]; total: number }>(list)).toMatchObject({ data: [first, second], total: 2 });

    const updated = await t.as(t.clan.token, 'PUT', `/api/grave/${first.id}`, {
      plot: '',
      latitude: null,
      longitude: null,
      placeId: null,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: Grave; message: string }>(updated)).toMatchObject({
      message: 'Đã cập nhật mộ phần',
      data: {
        plot: null,
        latitude: null,
        longitude: null,
        place: null,
        version: 2,
        cemetery: 'Nghĩa trang làng Hành Thiện',
      },
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'grave.update', {
      targetId: first.id,
      detail: {
        personId: person.id,
        changes: expect.arrayContaining([expect.objectContaining({ field: 'plot' })]),
      },
    });

    const stale = await t.as(t.clan.token, 'PUT', `/api/grave/${first.id}`, { plot: 'Hàng 4', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(MESSAGES.versionConflict);

    const removed = await t.as(t.clan.token, 'DELETE', `/api/grave/${first.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ success: true, message: 'Đã xóa mộ phần' });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'grave.delete', {
      targetId: first.id,
    });
    const again = await t.as(t.clan.token, 'DELETE', `/api/grave/${first.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ success: false, message: 'Không tìm thấy mộ phần' });
  });

  it('refuses a grave for a living person, an unknown person or place, and another clan’s photos', async () => {
    const living = await createPerson(t.clan, { name: 'Lê Văn Sống' });
    const refused = await t.as(t.clan.token, 'POST', `/api/person/${living.id}/grave`, {
      cemetery: 'Nghĩa trang',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ success: false, message: 'Người còn sống không có mộ phần' });

    const unknown = await t.as(t.clan.token, 'POST', `/api/person/${MISSING_ID}/grave`, {});
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Không tìm thấy người này trong gia phả');
    const unknownList = await t.as(t.clan.token, 'GET', `/api/person/${MISSING_ID}/graves`);
    expect(unknownList.statusCode).toBe(404);

    const dead = await createPerson(t.clan, { name: 'Lê Văn Mất', deceased: true });
    const theirPlace = await addPlace(t.other, 'Xã Khác, Tỉnh Khác');
    const noPlace = await t.as(t.clan.token, 'POST', `/api/person/${dead.id}/grave`, {
      placeId: theirPlace.id,
    });
    expect(noPlace.statusCode).toBe(404);
    expect(json(noPlace).message).toBe('Không tìm thấy địa danh đã chọn');

    const theirs = await uploadOk(t.app, t.other.domain, t.other.token, await jpeg());
    const otherPhoto = await t.as(t.clan.token, 'POST', `/api/person/${dead.id}/grave`, {
      photos: [{ url: 'https://example.com/a.jpg' }, { url: theirs.url }],
    });
    expect(otherPhoto.statusCode).toBe(400);
    expect(json(otherPhoto).errors).toEqual([
      { field: 'photos.1.url', message: expect.stringContaining('dòng họ khác') },
    ]);
    const grave = await createGrave(t.clan, dead.id, {});
    const otherPhotoLater = await t.as(t.clan.token, 'PUT', `/api/grave/${grave.id}`, {
      photos: [{ url: theirs.url }],
    });
    expect(otherPhotoLater.statusCode).toBe(400);
    const httpPhoto = await t.as(t.clan.token, 'PUT', `/api/grave/${grave.id}`, {
      photos: [{ url: 'http://example.com/a.jpg' }],
    });
    expect(json(httpPhoto).errors).toEqual([{ field: 'photos.0.url', message: expect.any(String) }]);
  });

  it('keeps its person deceased: marking them living is refused until the graves are deleted', async () => {
    const person = await createPerson(t.clan, { name: 'Đỗ Văn Nhầm', deceased: true });
    const grave = await createGrave(t.clan, person.id, { cemetery: 'Nghĩa trang' });
    const refused = await t.as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, { deceased: false });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      success: false,
      message: 'Người này đang có 1 mộ phần: hãy xóa mộ phần trước khi đánh dấu là còn sống',
    });
    // Other edits of the person go through.
    const renamed = await t.as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, { name: 'Đỗ Văn Đúng' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.as(t.clan.token, 'DELETE', `/api/grave/${grave.id}`)).statusCode).toBe(200);
    const living = await t.as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, { deceased: false });
    expect(living.statusCode, living.body).toBe(200);
    expect(json<{ data: Person }>(living).data.deceased).toBe(false);
  });

  it('goes with its person', async () => {
    const person = await createPerson(t.clan, { name: 'Phạm Văn Xóa', deceased: true });
    const grave = await createGrave(t.clan, person.id, { cemetery: 'Nghĩa trang' });
    const removed = await t.as(t.clan.token, 'DELETE', `/api/person/${person.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.as(t.clan.token, 'PUT', `/api/grave/${grave.id}`, { plot: 'x' })).statusCode).toBe(404);
  });
});

describe('graves for visitors', () => {
  it('shows only graves of deceased persons on a public tree, by area, with the first photo', async () => {
    const c = t.clan;
    const ancestor = await createPerson(c, {
      name: 'Vũ Văn Tổ',
      generation: 1,
      deceased: true,
      birth: { solar: { year: 1850 }, qualifier: 'about' },
      death: { solar: { year: 1920, month: 3, day: 10 } },
    });
    const son = await createPerson(c, { name: 'Vũ Văn Con', generation: 2, deceased: true });
    const living = await createPerson(c, { name: 'Vũ Văn Sống', generation: 3 });
    const hidden = await createPerson(c, { name: 'Vũ Văn Ẩn', generation: 2, deceased: true });
    const nowhere = await createPerson(c, { name: 'Vũ Văn Ngoài', deceased: true });
    const treeId = await addTree(c, true, ancestor.id, [son.id, living.id]);
    await addTree(c, false, hidden.id);

    const namDinh = await addPlace(c, 'Hành Thiện, Xuân Trường, Nam Định, Việt Nam');
    const haNoi = await addPlace(c, 'Đông Anh, Hà Nội');
    const g1 = await createGrave(c, ancestor.id, {
      cemetery: 'Đất nhà',
      placeId: namDinh.id,
      plot: 'Gò Đống Cao',
      latitude: 20.1,
      longitude: 106.2,
      photos: [
        { url: 'https://example.com/mo.jpg', kind: 'grave' },
        { url: 'https://example.com/bia.jpg', kind: 'stele' },
      ],
    });
    const g2 = await createGrave(c, son.id, { placeId: haNoi.id });
    const g3 = await createGrave(c, son.id, { cemetery: 'Mộ gió' });
    // A living person's grave (a row from before the rule): never shown.
    const [livingGrave] = await t.database.db
      .insert(graves)
      .values({ clanId: c.clanId, personId: living.id, cemetery: 'Không được thấy' })
      .returning();
    const hiddenGrave = await createGrave(c, hidden.id, { placeId: haNoi.id });
    const nowhereGrave = await createGrave(c, nowhere.id, {});

    const { areas, total } = await publicAreas(c);
    expect(total).toBe(3);
    expect(areas.map((a) => a.area)).toEqual(['Hà Nội', 'Nam Định', 'Chưa rõ nơi']);
    expect(areas[1]?.graves).toEqual([
      {
        id: g1.id,
        person: {
          id: ancestor.id,
          name: 'Vũ Văn Tổ',
          generation: 1,
          birth: 'khoảng 1850',
          death: '10/03/1920',
          treeId,
        },
        cemetery: 'Đất nhà',
        place: g1.place,
        plot: 'Gò Đống Cao',
        latitude: 20.1,
        longitude: 106.2,
        photo: { url: 'https://example.com/mo.jpg', caption: null, kind: 'grave' },
      },
    ]);
    expect(areas[0]?.graves.map((g) => g.id)).toEqual([g2.id]);
    expect(areas[2]?.graves.map((g) => g.id)).toEqual([g3.id]);
    const shown = JSON.stringify(areas);
    for (const secret of [
      hiddenGrave.id,
      nowhereGrave.id,
      livingGrave?.id ?? 'x',
      'Không được thấy',
      hidden.id,
      nowhere.id,
      living.id,
      'Vũ Văn Sống',
    ]) {
      expect(shown).not.toContain(secret);
    }

    // One person's graves: all photos, for their public page; 404 for anyone visitors may not see.
    const mine = await t.call(c, undefined, 'GET', `/api/public/person/${ancestor.id}/graves`);
    expect(mine.statusCode, mine.body).toBe(200);
    const body = json<{ data: PublicPersonGrave[]; total: number }>(mine);
    expect(body.total).toBe(1);
    expect(body.data[0]).toEqual({
      id: g1.id,
      personId: ancestor.id,
      cemetery: 'Đất nhà',
      place: g1.place,
      plot: 'Gò Đống Cao',
      latitude: 20.1,
      longitude: 106.2,
      note: null,
      photos: g1.photos,
      position: 0,
    });
    for (const person of [living, hidden, nowhere, { id: MISSING_ID }]) {
      const refused = await t.call(c, undefined, 'GET', `/api/public/person/${person.id}/graves`);
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toEqual({ success: false, message: 'Không tìm thấy người này trong gia phả' });
    }
    // Another clan sees none of it.
    expect(await publicAreas(t.other)).toEqual({ areas: [], total: 0 });
    const crossed = await t.call(t.other, undefined, 'GET', `/api/public/person/${ancestor.id}/graves`);
    expect(crossed.statusCode).toBe(404);

    // A tree made private takes its graves off the page.
    await treesRepo(t.database.db, c.clanId).update(treeId, { isPublic: false });
    expect((await publicAreas(c)).total).toBe(0);
  });
});
