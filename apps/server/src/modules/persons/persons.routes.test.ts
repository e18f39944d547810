import type { AuditLog, Person } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import {
  bearer,
  createAs,
  expectCreated,
  expectOk,
  getOk,
  json,
  MISSING_ID,
  readAs,
  withDomain,
} from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type RouteCall,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { insertPlace } from '../places/places.testing.ts';
import { treesRepo } from '../trees/trees.repo.ts';
import { personsRepo } from './persons.repo.ts';

const t = useClanSuite();

const { call } = t;

function as(token: string, method: RouteCall['method'], url: string, payload?: object) {
  return call(t.clan, token, method, url, payload);
}

function createPerson(c: ClanFixture, payload: object): Promise<Person> {
  return createAs<Person>(t.app, c, '/api/person', payload);
}

function getPerson(c: ClanFixture, id: string): Promise<Person> {
  return readAs<Person>(t.app, c, `/api/person?id=${id}`);
}

function listOf(c: ClanFixture, url: string, token = c.token) {
  return getOk<Person[]>(t.app, c.domain, url, token);
}

/** A family written straight through the repositories (the tree endpoints are another module's). */
async function addFamily(
  c: ClanFixture,
  heads: { fatherId?: string | null; motherId?: string | null },
  childIds: string[] = [],
) {
  const families = familiesRepo(t.database.db, c.clanId);
  const family = await families.insert({
    fatherId: heads.fatherId ?? null,
    motherId: heads.motherId ?? null,
  });
  await families.addChildren(
    family.id,
    childIds.map((personId) => ({ personId, motherId: null, relation: 'birth' as const })),
  );
  return family.id;
}

async function addTree(c: ClanFixture, name: string, familyIds: string[]) {
  const trees = treesRepo(t.database.db, c.clanId);
  const tree = await trees.insert({ name });
  await trees.addFamilies(tree.id, familyIds);
  return tree.id;
}

describe('shared checks for every persons route', () => {
  const routes = (id: string): SharedRouteCheck[] => [
    listCheck('/api/persons', ['?generation=abc', 'generation'], 'allowed'),
    {
      route: { method: 'GET', url: '/api/person/search?search=duc' },
      bad: [{ method: 'GET', url: '/api/person/search?treeId=abc' }, 'treeId'],
      member: 'allowed',
    },
    {
      route: { method: 'GET', url: '/api/person/generation/3' },
      bad: [{ method: 'GET', url: '/api/person/generation/abc' }, 'gen'],
      member: 'allowed',
    },
    idCheck('GET', (id) => `/api/person?id=${id}`, id, 'allowed'),
    writeCheck('POST', '/api/person', { name: 'Nguyễn Văn Mới' }, [{ sex: 'male' }, 'name']),
    writeCheck('PUT', `/api/person?id=${id}`, { name: 'Tên mới' }, [{ generation: 'abc' }, 'generation']),
    idCheck('DELETE', (id) => `/api/person?id=${id}`, id, 'forbidden'),
    idCheck('DELETE', (id) => `/api/person/${id}`, id, 'forbidden'),
    writeCheck('PUT', '/api/persons/update-multiple-positions', { positions: [{ id, x: 1, y: 2 }] }, [
      { positions: [{ id: 'abc', x: 1, y: 2 }] },
      'positions.0.id',
    ]),
  ];

  it('need a signed-in user of this clan, admins to write, reject bad input, and hide other clans’ persons', async () => {
    const target = await createPerson(t.clan, { name: 'Nguyễn Văn Đích', generation: 3 });
    await expectSharedRouteChecks(
      t,
      routes(target.id),
      ({ route }) => route.url.includes(target.id) || JSON.stringify(route.payload ?? {}).includes(target.id),
    );
    // Nothing above changed or deleted the person.
    expect(await getPerson(t.clan, target.id)).toMatchObject({
      name: 'Nguyễn Văn Đích',
      version: 1,
      x: 0,
      y: 0,
    });
    // And nobody created a person for the member or the other clan's admin.
    const names = (await listOf(t.clan, '/api/persons?limit=100')).data.map((p) => p.name);
    expect(names.filter((n) => n === 'Nguyễn Văn Mới')).toEqual([]);
    expect((await listOf(t.other, '/api/persons?limit=100')).data.map((p) => p.name)).not.toContain(
      'Nguyễn Văn Mới',
    );
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const badGeneration = await as(t.clan.token, 'POST', '/api/person', { name: 'A', generation: '3.5' });
    expect(badGeneration.statusCode).toBe(400);
    expect(json(badGeneration).errors).toEqual([
      { field: 'generation', message: 'Đời phải là số nguyên dương' },
    ]);
    const badOrdinal = await as(t.clan.token, 'POST', '/api/person', { name: 'A', ordinalNumber: 'hai' });
    expect(json(badOrdinal).errors).toEqual([
      { field: 'ordinalNumber', message: 'Thứ tự phải là số nguyên không âm' },
    ]);
    const noName = await as(t.clan.token, 'POST', '/api/person', { name: '   ' });
    expect(json(noName).errors).toEqual([{ field: 'name', message: 'Vui lòng nhập tên' }]);
    const badSex = await as(t.clan.token, 'POST', '/api/person', { name: 'A', sex: 'nam' });
    expect(json(badSex).errors).toEqual([{ field: 'sex', message: 'Giới tính không hợp lệ' }]);
  });
});

describe('POST /api/person and GET /api/person', () => {
  it('creates with the spec’s defaults: the biography text and a 110×220 box', async () => {
    const response = await as(t.clan.token, 'POST', '/api/person', { name: 'Nguyễn Văn Mặc Định' });
    const body = expectCreated<Person>(response, 'Đã thêm người vào gia phả');
    expect(body.data).toMatchObject({
      name: 'Nguyễn Văn Mặc Định',
      sex: 'unknown',
      generation: null,
      ordinalNumber: null,
      biography: 'Tiểu sử chưa được viết',
      otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null },
      contact: null,
      deceased: false,
      x: 0,
      y: 0,
      width: 110,
      height: 220,
      version: 1,
    });
    expect(await getPerson(t.clan, body.data.id)).toEqual(body.data);
    const missing = await as(t.clan.token, 'GET', `/api/person?id=${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Không tìm thấy người này trong gia phả' });
  });

  it('stores generation and ordinal strings as integers, names in NFC, and every field sent', async () => {
    const person = await createPerson(t.clan, {
      name: 'Trần Văn Đức'.normalize('NFD'),
      sex: 'male',
      generation: '3',
      ordinalNumber: ' 2 ',
      biography: 'Ông là trưởng chi.',
      otherNames: { tenHuy: 'Trần Đức', hieu: 'Minh Tâm' },
      birth: { solar: { year: 1890 }, lunar: { day: 5, month: 3, leap: false } },
      death: { lunar: { day: 12, month: 8, leap: true } },
      deceased: true,
      burialPlace: 'Nghĩa trang làng',
      contact: { phone: '0901234567' },
      notes: 'Ghi chú riêng',
      x: 10,
      y: 20,
      width: 60,
      height: 120,
    });
    expect(person).toMatchObject({
      name: 'Trần Văn Đức'.normalize('NFC'),
      sex: 'male',
      generation: 3,
      ordinalNumber: 2,
      biography: 'Ông là trưởng chi.',
      otherNames: { tenHuy: 'Trần Đức', tenTu: null, hieu: 'Minh Tâm', thuyHieu: null },
      birth: { solar: { year: 1890 }, lunar: { day: 5, month: 3, leap: false } },
      death: { lunar: { day: 12, month: 8, leap: true } },
      deceased: true,
      burialPlace: 'Nghĩa trang làng',
      contact: { phone: '0901234567', email: null, address: null },
      notes: 'Ghi chú riêng',
      x: 10,
      y: 20,
      width: 60,
      height: 120,
    });
    const log = await auditRepo(t.database.db, t.clan.clanId).list(20);
    expect(log.find((e) => e.targetId === person.id)).toMatchObject({
      action: 'person.create',
      actorId: t.clan.adminId,
    });
  });

  it('ignores a clanId in the body: the person belongs to the caller’s clan', async () => {
    const person = await createPerson(t.clan, { name: 'Lê Văn Khách', clanId: t.other.clanId });
    expect(await personsRepo(t.database.db, t.other.clanId).findById(person.id)).toBeUndefined();
    expect(await personsRepo(t.database.db, t.clan.clanId).findById(person.id)).toBeDefined();
  });

  it('members read private fields (contact, notes) here; public views are elsewhere', async () => {
    const person = await createPerson(t.clan, {
      name: 'Phạm Thị Riêng',
      contact: { phone: '0987654321', email: 'rieng@example.vn', address: 'Hà Nội' },
      notes: 'Chỉ thành viên được xem',
    });
    const seen = await as(t.member.token, 'GET', `/api/person?id=${person.id}`);
    expect(seen.statusCode).toBe(200);
    expect(json<{ data: Person }>(seen).data).toMatchObject({
      contact: { phone: '0987654321', email: 'rieng@example.vn', address: 'Hà Nội' },
      notes: 'Chỉ thành viên được xem',
      version: 1,
    });
  });

  it('with treeId: the tree must be this clan’s, and x/y sent also become that tree’s position', async () => {
    const treeId = await addTree(t.clan, 'Cây tạo người', []);
    const person = await createPerson(t.clan, { name: 'Võ Văn Vị Trí', treeId, x: 300, y: 400 });
    expect(person).toMatchObject({ x: 300, y: 400, width: 110, height: 220 });
    const positions = await treesRepo(t.database.db, t.clan.clanId).positions(treeId);
    expect(positions.get(person.id)).toEqual({ x: 300, y: 400, width: null, height: null });

    const withoutBox = await createPerson(t.clan, { name: 'Võ Văn Không Hộp', treeId });
    expect((await treesRepo(t.database.db, t.clan.clanId).positions(treeId)).has(withoutBox.id)).toBe(false);

    for (const id of [MISSING_ID, await addTree(t.other, 'Cây họ khác', [])]) {
      const response = await as(t.clan.token, 'POST', '/api/person', { name: 'X', treeId: id, x: 1, y: 1 });
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Không tìm thấy cây gia phả');
    }
  });
});

describe('PUT /api/person', () => {
  it('changes only the fields sent; strings for generation and ordinal become integers', async () => {
    const person = await createPerson(t.clan, {
      name: 'Đỗ Văn Sửa',
      sex: 'male',
      generation: 2,
      biography: 'Tiểu sử gốc',
      otherNames: { tenHuy: 'Đỗ Sửa', tenTu: 'Tử Văn' },
      contact: { phone: '0911111111', email: 'sua@example.vn' },
      notes: 'Ghi chú',
    });
    const response = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      generation: '4',
      ordinalNumber: '1',
      otherNames: { hieu: 'Thanh Sơn' },
      contact: { email: null },
    });
    const body = expectOk<Person>(response, 'Đã cập nhật thông tin');
    expect(body.data).toMatchObject({
      name: 'Đỗ Văn Sửa',
      sex: 'male',
      generation: 4,
      ordinalNumber: 1,
      biography: 'Tiểu sử gốc',
      otherNames: { tenHuy: 'Đỗ Sửa', tenTu: 'Tử Văn', hieu: 'Thanh Sơn', thuyHieu: null },
      contact: { phone: '0911111111', email: null, address: null },
      notes: 'Ghi chú',
      width: 110,
      height: 220,
      version: 2,
    });

    // Blank clears, null clears, and a new other name is searchable at once.
    const cleared = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      ordinalNumber: '',
      notes: null,
      otherNames: { thuyHieu: 'Trung Nghĩa' },
    });
    expect(json<{ data: Person }>(cleared).data).toMatchObject({
      ordinalNumber: null,
      notes: null,
      sex: 'male',
      version: 3,
    });
    const found = await listOf(t.clan, '/api/person/search?search=trung%20nghia');
    expect(found.data.map((p) => p.id)).toEqual([person.id]);

    const bad = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, { generation: '3.5' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([{ field: 'generation', message: 'Đời phải là số nguyên dương' }]);
    expect(await getPerson(t.clan, person.id)).toMatchObject({ generation: 4, version: 3 });

    const missing = await as(t.clan.token, 'PUT', `/api/person?id=${MISSING_ID}`, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy người này trong gia phả');
  });

  it('a stale version is a 409; of two concurrent saves at the same version exactly one wins', async () => {
    const person = await createPerson(t.clan, { name: 'Hoàng Văn Đua' });
    const [a, b] = await Promise.all([
      as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, { biography: 'Bản của A', version: 1 }),
      as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, { biography: 'Bản của B', version: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(json(loser)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    const saved = await getPerson(t.clan, person.id);
    expect(saved.version).toBe(2);
    expect(saved.biography).toBe(json<{ data: Person }>(winner).data.biography);

    const stale = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      name: 'Ghi đè',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const current = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      name: 'Đúng',
      version: 2,
    });
    expect(json<{ data: Person }>(current).data).toMatchObject({ name: 'Đúng', version: 3 });
  });

  it('the audit log keeps only what changed, old and new, and the person’s name at the time', async () => {
    const person = await createPerson(t.clan, {
      name: 'Nguyễn Văn A',
      sex: 'male',
      generation: 5,
      ordinalNumber: 2,
      biography: 'Trưởng chi hai.',
      otherNames: { tenHuy: 'Nguyễn Huy' },
      birth: { solar: { year: 1950, month: 3, day: 2 } },
      contact: { phone: '0911111111' },
    });
    // The edit form sends every field back; only the name differs.
    const { id: _id, version, createdAt: _c, updatedAt: _u, ...form } = person;
    const saved = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      ...form,
      name: 'Nguyễn Văn B',
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const logs = await as(t.clan.token, 'GET', '/api/audit-logs?action=person.update&limit=5');
    expect(logs.statusCode, logs.body).toBe(200);
    const [entry] = json<{ data: AuditLog[] }>(logs).data;
    expect(entry).toMatchObject({
      targetType: 'person',
      targetId: person.id,
      targetName: 'Nguyễn Văn B',
      detail: { changes: [{ field: 'name', from: 'Nguyễn Văn A', to: 'Nguyễn Văn B' }] },
    });
  });
});

describe('per-tree positions', () => {
  it('shows the same person at each tree’s position, falling back to the person’s own box', async () => {
    const father = await createPerson(t.clan, { name: 'Ngô Văn Cha', generation: 1, x: 1, y: 2 });
    const child = await createPerson(t.clan, { name: 'Ngô Văn Con', generation: 2, x: 3, y: 4 });
    const outsider = await createPerson(t.clan, { name: 'Ngô Văn Ngoài', generation: 2 });
    const familyId = await addFamily(t.clan, { fatherId: father.id }, [child.id]);
    const original = await addTree(t.clan, 'Cây gốc họ Ngô', [familyId]);
    const split = await addTree(t.clan, 'Cây tách họ Ngô', [familyId]);

    const saved = await as(t.clan.token, 'PUT', '/api/persons/update-multiple-positions', {
      treeId: original,
      positions: [
        { id: father.id, x: 500, y: 50, width: 200 },
        { id: child.id, x: 450, y: 350 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual({ success: true, data: { updated: 2 }, message: 'Đã lưu vị trí' });

    const inOriginal = await listOf(t.clan, `/api/persons?treeId=${original}`, t.member.token);
    expect(inOriginal.total).toBe(2);
    expect(inOriginal.data.map((p) => [p.name, p.x, p.y, p.width, p.height])).toEqual([
      ['Ngô Văn Cha', 500, 50, 200, 220],
      ['Ngô Văn Con', 450, 350, 110, 220],
    ]);
    const inSplit = await listOf(t.clan, `/api/persons?treeId=${split}`);
    expect(inSplit.data.map((p) => [p.name, p.x, p.y])).toEqual([
      ['Ngô Văn Cha', 1, 2],
      ['Ngô Văn Con', 3, 4],
    ]);
    expect(inSplit.data.map((p) => p.id)).not.toContain(outsider.id);
    expect(await getPerson(t.clan, father.id)).toMatchObject({ x: 1, y: 2, width: 110, version: 1 });

    // Editing on the split tree: the box goes to that tree, the rest to the shared person.
    const edited = await as(t.clan.token, 'PUT', `/api/person?id=${father.id}&treeId=${split}`, {
      x: 70,
      y: 80,
      biography: 'Sửa trên cây tách',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<{ data: Person }>(edited).data).toMatchObject({ x: 70, y: 80, width: 110, version: 2 });
    const again = await listOf(t.clan, `/api/persons?treeId=${original}&limit=1`);
    expect(again).toMatchObject({ total: 2 });
    expect(again.data[0]).toMatchObject({ x: 500, y: 50, biography: 'Sửa trên cây tách' });
    expect((await listOf(t.clan, `/api/persons?treeId=${split}`)).data[0]).toMatchObject({ x: 70, y: 80 });
    expect(await getPerson(t.clan, father.id)).toMatchObject({ x: 1, y: 2, biography: 'Sửa trên cây tách' });

    // Only a box on a tree: the tree's position changes, the person (and its version) does not.
    const moved = await as(t.clan.token, 'PUT', `/api/person?id=${child.id}&treeId=${original}`, { y: 999 });
    expect(json<{ data: Person }>(moved).data).toMatchObject({ x: 450, y: 999, version: 1 });
    expect(await getPerson(t.clan, child.id)).toMatchObject({ x: 3, y: 4, version: 1 });

    // Searching or listing a generation within a tree shows that tree's boxes too.
    const searched = await listOf(t.clan, `/api/person/search?search=ngo%20van&treeId=${original}`);
    expect(searched.data.map((p) => [p.name, p.x]).sort()).toEqual([
      ['Ngô Văn Cha', 500],
      ['Ngô Văn Con', 450],
    ]);
    const generation2 = await listOf(t.clan, `/api/person/generation/2?treeId=${original}`);
    expect(generation2.data.map((p) => [p.name, p.y])).toEqual([['Ngô Văn Con', 999]]);

    // A person outside the tree, an unknown tree, another clan's tree.
    const notInTree = await as(t.clan.token, 'PUT', `/api/person?id=${outsider.id}&treeId=${original}`, {
      x: 1,
    });
    expect(notInTree.statusCode).toBe(404);
    expect(json(notInTree).message).toBe('Người này không thuộc cây gia phả');
    const foreignTree = await addTree(t.other, 'Cây họ khác', []);
    for (const treeId of [MISSING_ID, foreignTree]) {
      for (const response of [
        await as(t.clan.token, 'PUT', `/api/person?id=${father.id}&treeId=${treeId}`, { x: 1 }),
        await as(t.clan.token, 'GET', `/api/persons?treeId=${treeId}`),
        await as(t.clan.token, 'GET', `/api/person/search?search=ngo&treeId=${treeId}`),
        await as(t.clan.token, 'GET', `/api/person/generation/1?treeId=${treeId}`),
        await as(t.clan.token, 'PUT', '/api/persons/update-multiple-positions', {
          treeId,
          positions: [{ id: father.id, x: 0, y: 0 }],
        }),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(json(response).message).toBe('Không tìm thấy cây gia phả');
      }
    }
    expect(await getPerson(t.clan, father.id)).toMatchObject({ version: 2, x: 1 });
  });
});

describe('lists', () => {
  it('orders by generation, then thứ tự, then name (unknowns last), pages with the total, filters by generation', async () => {
    const c = await registerClan(t.app);
    const specs = [
      { name: 'Lý Văn Bảy', generation: 2, ordinalNumber: null },
      { name: 'Lý Văn An', generation: 2, ordinalNumber: 2 },
      { name: 'Lý Thị Ba', generation: 2, ordinalNumber: 1 },
      { name: 'Lý Văn Tổ', generation: 1, ordinalNumber: 1, deceased: true },
      { name: 'Lý Văn Chưa Rõ', generation: null, ordinalNumber: null },
      { name: 'Lý Văn Cháu', generation: 3, ordinalNumber: 1 },
      { name: 'Lý Văn Anh', generation: 2, ordinalNumber: null },
    ];
    for (const spec of specs) await createPerson(c, spec);
    const all = await listOf(c, '/api/persons?limit=100');
    expect(all.total).toBe(7);
    expect(all.data.map((p) => p.name)).toEqual([
      'Lý Văn Tổ',
      'Lý Thị Ba',
      'Lý Văn An',
      'Lý Văn Anh',
      'Lý Văn Bảy',
      'Lý Văn Cháu',
      'Lý Văn Chưa Rõ',
    ]);
    const firstPage = await listOf(c, '/api/persons');
    expect(firstPage.data).toHaveLength(7);
    const page = await listOf(c, '/api/persons?limit=3&offset=3');
    expect(page.total).toBe(7);
    expect(page.data.map((p) => p.name)).toEqual(['Lý Văn Anh', 'Lý Văn Bảy', 'Lý Văn Cháu']);
    const beyond = await listOf(c, '/api/persons?limit=3&offset=30');
    expect(beyond).toMatchObject({ data: [], total: 7 });

    const gen2 = await listOf(c, '/api/persons?generation=2&limit=2');
    expect(gen2.total).toBe(4);
    expect(gen2.data.map((p) => p.name)).toEqual(['Lý Thị Ba', 'Lý Văn An']);
    // Living or dead.
    expect((await listOf(c, '/api/persons?deceased=true')).data.map((p) => p.name)).toEqual(['Lý Văn Tổ']);
    const living = await listOf(c, '/api/persons?deceased=false&limit=100');
    expect(living.total).toBe(6);
    expect(living.data.map((p) => p.name)).not.toContain('Lý Văn Tổ');
    const unclear = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/persons?deceased=co', c.domain),
      headers: bearer(c.token),
    });
    expect(unclear.statusCode).toBe(400);
    expect(json(unclear).errors?.map((e) => e.field)).toEqual(['deceased']);
    const filtered = await listOf(c, `/api/persons?search=${encodeURIComponent('VAN A')}`);
    expect(filtered.data.map((p) => p.name)).toEqual(['Lý Văn An', 'Lý Văn Anh']);

    const byGeneration = await listOf(c, '/api/person/generation/2');
    expect(byGeneration.total).toBe(4);
    expect(byGeneration.data.map((p) => p.name)).toEqual([
      'Lý Thị Ba',
      'Lý Văn An',
      'Lý Văn Anh',
      'Lý Văn Bảy',
    ]);
    const byGenerationPage = await listOf(c, '/api/person/generation/2?limit=1&offset=3');
    expect(byGenerationPage).toMatchObject({ total: 4, data: [{ name: 'Lý Văn Bảy' }] });
    expect(await listOf(c, '/api/person/generation/9')).toMatchObject({ data: [], total: 0 });

    // Another clan sees none of them.
    expect((await listOf(t.other, '/api/person/generation/2')).data.map((p) => p.name)).not.toContain(
      'Lý Thị Ba',
    );
  });

  it('persons by generation default to 100 a page; other lists to 10', async () => {
    const c = await registerClan(t.app);
    await personsRepo(t.database.db, c.clanId).insertMany(
      Array.from({ length: 105 }, (_, i) => ({
        name: `Mai Văn ${String(i).padStart(3, '0')}`,
        generation: 5,
      })),
    );
    const byGeneration = await listOf(c, '/api/person/generation/5');
    expect(byGeneration.total).toBe(105);
    expect(byGeneration.data).toHaveLength(100);
    expect(byGeneration.data[0]?.name).toBe('Mai Văn 000');
    expect((await listOf(c, '/api/persons')).data).toHaveLength(10);
    expect((await listOf(c, '/api/person/search')).data).toHaveLength(10);
    const tooMany = await call(c, c.token, 'GET', '/api/persons?limit=101');
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET /api/person/search', () => {
  it('finds names without caring about case, tone marks or đ, in NFC or NFD', async () => {
    const c = await registerClan(t.app);
    const duc = await createPerson(c, { name: 'Nguyễn Văn Đức' });
    const plain = await createPerson(c, { name: 'Lê Văn Duc' });
    const hieu = await createPerson(c, { name: 'Trần Quang Khải', otherNames: { hieu: 'Chiêu Minh Vương' } });
    const hoa = await createPerson(c, { name: 'Phạm Thị Hoa' });
    const hoang = await createPerson(c, { name: 'An Văn Hoàng' });

    const search = async (term: string) =>
      (await listOf(c, `/api/person/search?search=${encodeURIComponent(term)}`, c.token)).data.map(
        (p) => p.id,
      );
    expect(await search('nguyen van duc')).toEqual([duc.id]);
    expect(await search('NGUYỄN VĂN ĐỨC')).toEqual([duc.id]);
    expect((await search('Đức')).sort()).toEqual([duc.id, plain.id].sort());
    expect((await search('DUC')).sort()).toEqual([duc.id, plain.id].sort());
    expect((await search('Đức'.normalize('NFD'))).sort()).toEqual([duc.id, plain.id].sort());
    expect((await search('văn   đức')).sort()).toEqual([duc.id, plain.id].sort());
    expect(await search('chieu minh')).toEqual([hieu.id]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('không có ai')).toEqual([]);

    // Best match first (a whole word before a word that merely starts with it), then by name.
    expect(await search('hoa')).toEqual([hoa.id, hoang.id]);

    // Empty search: everyone, paginated, with the total.
    const everyone = await listOf(c, '/api/person/search?search=&limit=3');
    expect(everyone.total).toBe(5);
    expect(everyone.data).toHaveLength(3);
    const paged = await listOf(c, '/api/person/search?search=van&limit=2&offset=2');
    expect(paged.total).toBe(3);
    expect(paged.data).toHaveLength(1);

    // Another clan finds nothing of this one.
    expect((await listOf(c, '/api/person/search?search=duc')).total).toBe(2);
    expect((await listOf(t.other, '/api/person/search?search=nguyen%20van%20duc')).total).toBe(0);
  });

  it('uses the clan-scoped trigram index persons_clan_search_idx (EXPLAIN of the query the repository runs)', async () => {
    // A clan of 4,200 persons: below a few thousand, PostgreSQL rightly prefers reading the clan's rows
    // through a btree that leads with clan_id.
    const c = await registerClan(t.app);
    const surnames = [
      'Nguyễn',
      'Trần',
      'Lê',
      'Phạm',
      'Hoàng',
      'Huỳnh',
      'Phan',
      'Vũ',
      'Võ',
      'Đặng',
      'Bùi',
      'Đỗ',
      'Hồ',
      'Ngô',
    ];
    const middles = ['Văn', 'Thị', 'Hữu', 'Đức', 'Minh', 'Quang', 'Thanh', 'Ngọc', 'Công', 'Xuân'];
    const givens = [
      'An',
      'Bình',
      'Cường',
      'Dũng',
      'Đức',
      'Giang',
      'Hải',
      'Hùng',
      'Khoa',
      'Lan',
      'Long',
      'Mai',
      'Nam',
      'Phúc',
      'Quân',
    ];
    const names = surnames.flatMap((s) =>
      middles.flatMap((m) => givens.flatMap((g) => [`${s} ${m} ${g}`, `${s} ${m} ${g} Anh`])),
    );
    await personsRepo(t.database.db, c.clanId).insertMany(
      names.map((name, i) => ({ name, generation: 1 + (i % 25) })),
    );
    // Statistics and a merged GIN pending list, as autovacuum keeps them on a live database.
    await t.database.db.execute(sql`vacuum analyze persons`);
    const plans = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (search: string) => {
        const query = personsRepo(tx, c.clanId).searchQuery({ search, limit: 10, offset: 0 });
        return JSON.stringify(await tx.execute(sql`explain ${query.getSQL()}`));
      };
      return [await explain('nguyen van duc'), await explain('Đức')];
    });
    for (const plan of plans) {
      expect(plan).toContain('persons_clan_search_idx');
      // Both the clan and the pattern are index conditions, not a filter over the clan's rows.
      expect(plan).toMatch(/Index Cond: \(\(clan_id = '[0-9a-f-]+'::uuid\) AND \(search_text ~~ '%/);
    }
    // And the query finds what it should, best match first.
    const found = await listOf(c, '/api/person/search?search=nguyen%20van%20duc');
    expect(found.data.map((p) => p.name)).toEqual(['Nguyễn Văn Đức', 'Nguyễn Văn Đức Anh']);
    expect(found.total).toBe(2);
  });
});

describe('DELETE /api/person', () => {
  it('takes the person out of families, drops families left empty, and frees split trees they headed', async () => {
    const c = await registerClan(t.app);
    const grandfather = await createPerson(c, { name: 'Bùi Văn Ông', generation: 1 });
    const grandmother = await createPerson(c, { name: 'Đinh Thị Bà', generation: 1 });
    const son = await createPerson(c, { name: 'Bùi Văn Con', generation: 2 });
    const wife = await createPerson(c, { name: 'Hồ Thị Dâu', generation: 2 });
    const loner = await createPerson(c, { name: 'Bùi Văn Một Mình', generation: 1 });
    const parents = await addFamily(c, { fatherId: grandfather.id, motherId: grandmother.id }, [son.id]);
    const couple = await addFamily(c, { fatherId: son.id, motherId: wife.id });
    const alone = await addFamily(c, { fatherId: loner.id });
    const treeId = await addTree(c, 'Cây họ Bùi', [parents, couple, alone]);
    const splitTree = await treesRepo(t.database.db, c.clanId).insert({
      name: 'Nhánh Bùi Văn Con',
      type: 'split',
      sourceTreeId: treeId,
      splitPersonId: son.id,
    });
    await treesRepo(t.database.db, c.clanId).addFamilies(splitTree.id, [couple]);
    await treesRepo(t.database.db, c.clanId).upsertPositions(treeId, [
      { personId: son.id, x: 1, y: 1, width: null, height: null },
    ]);

    const deleted = await call(c, c.token, 'DELETE', `/api/person?id=${son.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toEqual({ success: true, message: 'Đã xóa người khỏi gia phả' });
    expect((await call(c, c.token, 'GET', `/api/person?id=${son.id}`)).statusCode).toBe(404);

    const families = familiesRepo(t.database.db, c.clanId);
    expect(await families.findById(parents)).toMatchObject({
      fatherId: grandfather.id,
      motherId: grandmother.id,
      children: [],
    });
    expect(await families.findById(couple)).toMatchObject({ fatherId: null, motherId: wife.id });
    expect((await treesRepo(t.database.db, c.clanId).findById(splitTree.id))?.splitPersonId).toBeNull();
    expect((await treesRepo(t.database.db, c.clanId).positions(treeId)).has(son.id)).toBe(false);
    const listed = await listOf(c, `/api/persons?treeId=${treeId}`);
    expect(listed.data.map((p) => p.name).sort()).toEqual(
      ['Bùi Văn Ông', 'Bùi Văn Một Mình', 'Đinh Thị Bà', 'Hồ Thị Dâu'].sort(),
    );

    // The other route does the same; the wife's family is now empty and disappears from both trees.
    const second = await call(c, c.token, 'DELETE', `/api/person/${wife.id}`);
    expect(json(second)).toEqual({ success: true, message: 'Đã xóa người khỏi gia phả' });
    expect(await families.findById(couple)).toBeUndefined();
    expect(await treesRepo(t.database.db, c.clanId).familyIds(splitTree.id)).toEqual([]);
    expect((await treesRepo(t.database.db, c.clanId).familyIds(treeId)).sort()).toEqual(
      [parents, alone].sort(),
    );

    await call(c, c.token, 'DELETE', `/api/person/${loner.id}`);
    expect(await families.findById(alone)).toBeUndefined();
    expect(await treesRepo(t.database.db, c.clanId).familyIds(treeId)).toEqual([parents]);

    const again = await call(c, c.token, 'DELETE', `/api/person/${loner.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('Không tìm thấy người này trong gia phả');
    const log = await auditRepo(t.database.db, c.clanId).list(20);
    expect(log.filter((e) => e.action === 'person.delete').map((e) => e.targetId)).toEqual([
      loner.id,
      wife.id,
      son.id,
    ]);
  });
});

describe('PUT /api/persons/update-multiple-positions', () => {
  it('without treeId sets the persons’ own boxes; an unknown id writes nothing', async () => {
    const c = await registerClan(t.app);
    const a = await createPerson(c, { name: 'Tạ Văn A', x: 1, y: 1 });
    const b = await createPerson(c, { name: 'Tạ Văn B', x: 2, y: 2, width: 60, height: 120 });
    const saved = await call(c, c.token, 'PUT', '/api/persons/update-multiple-positions', {
      positions: [
        { id: a.id, x: 10.5, y: -20, width: 150, height: 250 },
        { id: b.id, x: 30, y: 40 },
      ],
    });
    expect(json(saved)).toEqual({ success: true, data: { updated: 2 }, message: 'Đã lưu vị trí' });
    expect(await getPerson(c, a.id)).toMatchObject({ x: 10.5, y: -20, width: 150, height: 250, version: 1 });
    expect(await getPerson(c, b.id)).toMatchObject({ x: 30, y: 40, width: 60, height: 120, version: 1 });

    const foreign = await createPerson(t.other, { name: 'Người họ khác' });
    for (const unknown of [MISSING_ID, foreign.id]) {
      for (const treeId of [undefined, await addTree(c, 'Cây', [])]) {
        const refused = await call(c, c.token, 'PUT', '/api/persons/update-multiple-positions', {
          ...(treeId ? { treeId } : {}),
          positions: [
            { id: a.id, x: 0, y: 0 },
            { id: unknown, x: 0, y: 0 },
          ],
        });
        expect(refused.statusCode).toBe(404);
        expect(json(refused).message).toBe('Không tìm thấy người này trong gia phả');
        if (treeId) expect((await treesRepo(t.database.db, c.clanId).positions(treeId)).size).toBe(0);
      }
    }
    expect(await getPerson(c, a.id)).toMatchObject({ x: 10.5, y: -20 });
    expect(await getPerson(t.other, foreign.id)).toMatchObject({ x: 0, y: 0 });

    // The same id twice: the last position wins.
    await call(c, c.token, 'PUT', '/api/persons/update-multiple-positions', {
      positions: [
        { id: a.id, x: 5, y: 5 },
        { id: a.id, x: 6, y: 7 },
      ],
    });
    expect(await getPerson(c, a.id)).toMatchObject({ x: 6, y: 7 });
  });

  it('saves the largest canvas the contract allows (10,000 positions) in one request, on the persons or a tree', async () => {
    const size = 10_000;
    const c = await registerClan(t.app);
    const rows = await personsRepo(t.database.db, c.clanId).insertMany(
      Array.from({ length: size }, (_, i) => ({ name: `Cao Văn ${i}` })),
    );
    const positions = rows.map((p, i) => ({ id: p.id, x: i, y: 2 * i, width: 60, height: 120 }));
    const own = await call(c, c.token, 'PUT', '/api/persons/update-multiple-positions', { positions });
    expect(own.statusCode, own.body).toBe(200);
    expect(json(own)).toMatchObject({ data: { updated: size } });
    const last = rows.at(-1);
    if (!last) throw new Error('no rows');
    expect(await getPerson(c, last.id)).toMatchObject({
      x: size - 1,
      y: 2 * (size - 1),
      width: 60,
      height: 120,
    });

    const treeId = await addTree(c, 'Cây lớn', []);
    const onTree = await call(c, c.token, 'PUT', '/api/persons/update-multiple-positions', {
      treeId,
      positions: positions.map((p) => ({ id: p.id, x: -p.x, y: -p.y })),
    });
    expect(onTree.statusCode, onTree.body).toBe(200);
    expect(json(onTree)).toMatchObject({ data: { updated: size } });
    const boxes = await treesRepo(t.database.db, c.clanId).positions(treeId);
    expect(boxes.size).toBe(size);
    expect(boxes.get(last.id)).toEqual({ x: 1 - size, y: 2 - 2 * size, width: null, height: null });
    expect(await getPerson(c, last.id)).toMatchObject({ x: size - 1, y: 2 * (size - 1) });
    const tooMany = await call(c, c.token, 'PUT', '/api/persons/update-multiple-positions', {
      positions: [...positions, { id: last.id, x: 0, y: 0 }],
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('the whole record: Hán-Nôm name, pháp danh, birth and death places', () => {
  async function addPlace(c: ClanFixture, name: string): Promise<string> {
    return (await insertPlace(t.database.db, c.clanId, name)).id;
  }

  it('are saved, shown with the place, searchable, and a place of another clan is never stored', async () => {
    const placeId = await addPlace(t.clan, 'Cổ Am, Vĩnh Bảo, Hải Phòng');
    const person = await createPerson(t.clan, {
      name: 'Nguyễn Văn Hán',
      nameHanNom: '阮文漢',
      otherNames: { phapDanh: 'Thích Quảng Đức' },
      birthPlaceId: placeId,
      deceased: true,
    });
    expect(person).toMatchObject({
      nameHanNom: '阮文漢',
      otherNames: { tenHuy: null, phapDanh: 'Thích Quảng Đức' },
      birthPlace: { id: placeId, name: 'Cổ Am, Vĩnh Bảo, Hải Phòng', oldName: null },
      deathPlace: null,
    });
    expect(await getPerson(t.clan, person.id)).toEqual(person);
    const found = await listOf(t.clan, '/api/person/search?search=quang duc');
    expect(found.data.map((p) => p.id)).toContain(person.id);
    const byHanNom = await listOf(t.clan, `/api/person/search?search=${encodeURIComponent('阮文漢')}`);
    expect(byHanNom.data.map((p) => p.id)).toContain(person.id);

    const foreignPlace = await addPlace(t.other, 'Nơi của họ khác');
    const refused = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      deathPlaceId: foreignPlace,
    });
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe('Không tìm thấy địa danh đã chọn');
    const refusedCreate = await as(t.clan.token, 'POST', '/api/person', {
      name: 'Người Mới',
      birthPlaceId: foreignPlace,
    });
    expect(refusedCreate.statusCode).toBe(404);
    expect((await getPerson(t.clan, person.id)).deathPlace).toBeNull();

    const cleared = await as(t.clan.token, 'PUT', `/api/person?id=${person.id}`, {
      birthPlaceId: null,
      deathPlaceId: placeId,
      otherNames: { phapDanh: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json<{ data: Person }>(cleared).data).toMatchObject({
      birthPlace: null,
      deathPlace: { id: placeId },
      otherNames: { phapDanh: null },
      nameHanNom: '阮文漢',
    });
  });
});
