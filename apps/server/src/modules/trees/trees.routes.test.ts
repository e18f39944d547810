import { brotliDecompressSync } from 'node:zlib';
import {
  type Person,
  type PublicTreeGraph,
  personSchema,
  publicPersonSchema,
  publicTreeGraphResponse,
  type Tree,
  type TreeGraph,
  treeGraphResponse,
} from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import {
  expectPublicListChecks,
  expectSharedRouteChecks,
  listCheck,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { treesRepo } from './trees.repo.ts';

const t = useClanSuite();

const { as } = t;

async function createTree(name = 'Gia phả họ Nguyễn', extra: object = {}): Promise<Tree> {
  const response = await as(t.clan.token, 'POST', '/api/tree', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Tree }>(response).data;
}

/**
 * A couple with two children in `treeId`, built with the repositories (the family endpoints have
 * their own tests). The father died; the mother is living, with a phone number and an exact birth date.
 */
async function seedFamily(treeId: string) {
  const persons = personsRepo(t.database.db, t.clan.clanId);
  const father = await persons.insert({
    name: 'Nguyễn Văn Tổ',
    sex: 'male',
    generation: 1,
    deceased: true,
    birth: { solar: { year: 1920, month: 3, day: 5 }, lunar: null },
    death: { solar: null, lunar: { day: 12, month: 7, year: 1990, leap: false } },
  });
  const mother = await persons.insert({
    name: 'Trần Thị Bà',
    sex: 'female',
    generation: 1,
    birth: { solar: { year: 1930, month: 8, day: 20 }, lunar: null },
    contact: { phone: '0912345678', email: null, address: 'Hà Nội' },
    notes: 'Ghi chú riêng của dòng họ',
  });
  const son = await persons.insert({ name: 'Nguyễn Văn Con', sex: 'male', generation: 2 });
  const daughter = await persons.insert({
    name: 'Nguyễn Thị Gái',
    sex: 'female',
    generation: 2,
  });
  const families = familiesRepo(t.database.db, t.clan.clanId);
  const family = await families.insert({ fatherId: father.id, motherId: mother.id });
  await families.addChildren(family.id, [
    { personId: son.id, motherId: mother.id, relation: 'birth' },
    { personId: daughter.id, motherId: mother.id, relation: 'adopted' },
  ]);
  await treesRepo(t.database.db, t.clan.clanId).addFamilies(treeId, [family.id]);
  return { father, mother, son, daughter, family };
}

describe('shared checks for every trees route', () => {
  it('need a signed-in member (admin for writes), reject bad input, and hide other clans’ trees', async () => {
    const tree = await createTree('Cây để kiểm tra');
    const id = tree._id;
    const routes: SharedRouteCheck[] = [
      listCheck('/api/trees', ['?limit=0', 'limit'], 'allowed'),
      { route: { method: 'GET', url: `/api/tree?id=${id}` }, member: 'allowed' },
      { route: { method: 'GET', url: `/api/tree-graph?id=${id}` }, member: 'allowed' },
      { route: { method: 'GET', url: `/api/tree/${id}/generation-sizes` }, member: 'allowed' },
      writeCheck('POST', '/api/tree', { name: 'Cây mới' }, [{ name: '  ' }, 'name']),
      writeCheck('PUT', `/api/tree?id=${id}`, { name: 'Tên mới' }, [{ isPublic: 'có' }, 'isPublic']),
      { route: { method: 'PUT', url: `/tree/${id}`, payload: { name: 'Tên mới' } }, member: 'forbidden' },
      writeCheck('PUT', `/api/tree/${id}/generation-sizes`, { generationSizes: {} }, [
        { generationSizes: { '1': 3 } },
        'generationSizes.1',
      ]),
      writeCheck('PUT', `/api/tree/${id}/decor-nodes`, { decorNodes: [] }, [
        { decorNodes: [{ id: 'a' }] },
        'decorNodes.0.type',
      ]),
      writeCheck('PUT', `/api/tree/${id}/hide-spouses`, { hideSpouses: true }, [{}, 'hideSpouses']),
      { route: { method: 'DELETE', url: `/api/tree/${id}` }, member: 'forbidden' },
    ];
    await expectSharedRouteChecks(t, routes, ({ route }) => route.url.includes(id));

    // Nothing above changed the tree.
    const still = json<{ data: Tree }>(await as(t.clan.token, 'GET', `/api/tree?id=${id}`)).data;
    expect(still).toMatchObject({ name: 'Cây để kiểm tra', hideSpouses: false, version: 1 });
  });

  it('a tree-scoped call without a tree id says “Không tìm thấy ID cây gia phả”', async () => {
    for (const url of ['/api/tree-graph', '/api/tree?id=khong-phai-id', '/api/public/tree-graph']) {
      const response = await as(t.clan.token, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(json(response).errors).toContainEqual({ field: 'id', message: 'Không tìm thấy ID cây gia phả' });
    }
  });
});

describe('trees CRUD', () => {
  it('creates, lists with search and totals, reads, renames through both PUT paths, and refuses stale versions', async () => {
    const created = await createTree('Gia phả chi Đông', { description: 'Chi thứ hai của họ' });
    expect(created).toMatchObject({
      generationCount: 0,
      name: 'Gia phả chi Đông',
      description: 'Chi thứ hai của họ',
      families: [],
      clanId: t.clan.clanId,
      createdBy: t.clan.adminId,
      hideSpouses: false,
      isPublic: false,
      decorNodes: [],
      type: 'original',
      personCount: 0,
      version: 1,
    });

    const found = json<{ data: Tree[]; total: number }>(
      await as(t.member.token, 'GET', '/api/trees?search=CHI%20DONG'),
    );
    expect(found.data.map((tree) => tree._id)).toEqual([created._id]);
    expect(found.total).toBe(1);
    const page = json<{ data: Tree[]; total: number }>(await as(t.member.token, 'GET', '/api/trees?limit=1'));
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);

    const renamed = await as(t.clan.token, 'PUT', `/api/tree?id=${created._id}`, {
      name: 'Chi Đông',
      version: 1,
    });
    expect(json<{ data: Tree }>(renamed).data).toMatchObject({ name: 'Chi Đông', version: 2 });
    expect(json(renamed).message).toBe('Đã cập nhật cây gia phả');
    const again = await as(t.clan.token, 'PUT', `/tree/${created._id}`, { isPublic: true, version: 2 });
    expect(json<{ data: Tree }>(again).data).toMatchObject({ isPublic: true, version: 3 });

    const stale = await as(t.clan.token, 'PUT', `/api/tree?id=${created._id}`, { name: 'Cũ', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );
  });

  it('of two edits made on the same version exactly one wins', async () => {
    const tree = await createTree('Cây tranh chấp');
    const [a, b] = await Promise.all([
      as(t.clan.token, 'PUT', `/api/tree?id=${tree._id}`, { name: 'Bản A', version: 1 }),
      as(t.clan.token, 'PUT', `/api/tree?id=${tree._id}`, { name: 'Bản B', version: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Bản A' : 'Bản B';
    expect(
      json<{ data: Tree }>(await as(t.clan.token, 'GET', `/api/tree?id=${tree._id}`)).data,
    ).toMatchObject({
      name: winner,
      version: 2,
    });
  });

  it('deleting a tree keeps what another tree still shows and removes what only it showed', async () => {
    const kept = await createTree('Cây giữ lại');
    const doomed = await createTree('Cây bị xóa');
    const shared = await seedFamily(doomed._id);
    await treesRepo(t.database.db, t.clan.clanId).addFamilies(kept._id, [shared.family.id]);
    const own = await seedFamily(doomed._id);

    const deleted = await as(t.clan.token, 'DELETE', `/api/tree/${doomed._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted).message).toBe('Đã xóa cây gia phả');
    expect((await as(t.clan.token, 'GET', `/api/tree?id=${doomed._id}`)).statusCode).toBe(404);

    const graph = json<{ data: TreeGraph }>(
      await as(t.clan.token, 'GET', `/api/tree-graph?id=${kept._id}`),
    ).data;
    expect(graph.persons.map((p) => p.id).sort()).toEqual(
      [shared.father.id, shared.mother.id, shared.son.id, shared.daughter.id].sort(),
    );
    const persons = personsRepo(t.database.db, t.clan.clanId);
    expect(await persons.findById(own.father.id)).toBeUndefined();
    expect(await familiesRepo(t.database.db, t.clan.clanId).findById(own.family.id)).toBeUndefined();
  });
});

describe('GET /api/tree-graph', () => {
  it('returns the tree with every person at this tree’s positions, its families and default styles', async () => {
    const tree = await createTree('Cây để vẽ');
    const { father, mother, son, daughter, family } = await seedFamily(tree._id);
    await treesRepo(t.database.db, t.clan.clanId).upsertPositions(tree._id, [
      { personId: son.id, x: 500, y: 640, width: null, height: null },
    ]);

    const response = await as(t.member.token, 'GET', `/api/tree-graph?id=${tree._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The body is built by the database: it must be exactly the contract's shape, field for field.
    const graph = treeGraphResponse.parse(json(response)).data;
    for (const person of json<{ data: TreeGraph }>(response).data.persons) {
      expect(Object.keys(person).sort()).toEqual(Object.keys(personSchema.shape).sort());
    }
    const single = json<{ data: Person }>(
      await as(t.member.token, 'GET', `/api/person?id=${father.id}`),
    ).data;
    expect(graph.persons.find((p) => p.id === father.id)).toEqual(single);
    expect(graph.tree).toMatchObject({
      _id: tree._id,
      families: [family.id],
      personCount: 4,
      generationCount: 2,
    });
    expect(graph.families).toEqual([
      {
        id: family.id,
        father: father.id,
        mother: mother.id,
        spouses: [],
        children: [
          { personId: son.id, motherId: mother.id, relation: 'birth' },
          { personId: daughter.id, motherId: mother.id, relation: 'adopted' },
        ],
        version: 1,
      },
    ]);
    const byId = new Map(graph.persons.map((p) => [p.id, p]));
    expect(byId.get(son.id)).toMatchObject({ x: 500, y: 640, width: 110, height: 220 });
    expect(byId.get(father.id)).toMatchObject({
      biography: 'Tiểu sử chưa được viết',
      width: 110,
      height: 220,
    });
    // Members see the private fields; visitors never do (below).
    expect(byId.get(mother.id)?.contact?.phone).toBe('0912345678');
    expect(graph.generationSizes['1']).toMatchObject({
      fontSize: 15,
      fontFamily: 'Arial',
      backgroundColor: '#ffffff',
      textColor: '#000000',
      borderWidth: 1,
      borderColor: '#000000',
      borderImageSize: 25,
    });
    expect(Object.values(graph.generationSizes).map((s) => s.fontSize)).toEqual([15, 14, 13, 12, 11]);
    expect(graph.splitPersonIds).toEqual([]);
    // Only the son was placed by hand on this tree.
    expect(graph.placedPersonIds).toEqual([son.id]);
    // The tree read alone counts the same.
    const read = json<{ data: Tree }>(await as(t.member.token, 'GET', `/api/tree?id=${tree._id}`)).data;
    expect(read).toMatchObject({ personCount: 4, generationCount: 2 });
  });

  it('is compressed for clients that accept it', async () => {
    const tree = await createTree('Cây nén');
    await seedFamily(tree._id);
    const response = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree-graph?id=${tree._id}`, t.clan.domain),
      headers: { ...bearer(t.member.token), 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body: unknown = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(treeGraphResponse.parse(body).data.persons).toHaveLength(4);
  });

  it('an unknown tree is 404 with the tree message', async () => {
    const response = await as(t.clan.token, 'GET', '/api/tree-graph?id=00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Không tìm thấy cây gia phả');
  });
});

describe('styles, decorations and spouses shown', () => {
  it('generation sizes merge over the defaults; decor nodes and hide-spouses are saved', async () => {
    const tree = await createTree('Cây trang trí');
    const put = await as(t.clan.token, 'PUT', `/api/tree/${tree._id}/generation-sizes`, {
      generationSizes: {
        '2': {
          width: 140,
          height: 260,
          fontFamily: 'Times New Roman',
          fontSize: 16,
          backgroundColor: '#fff8e1',
          textColor: '#5d4037',
          borderImage: null,
          borderWidth: 2,
          borderColor: '#8d6e63',
          borderImageSize: 30,
          fontWeight: 'bold',
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const sizes = json<{ data: TreeGraph['generationSizes'] }>(
      await as(t.member.token, 'GET', `/api/tree/${tree._id}/generation-sizes`),
    ).data;
    expect(sizes['2']).toMatchObject({ width: 140, fontSize: 16, fontWeight: 'bold' });
    expect(sizes['1'].fontSize).toBe(15);

    const decor = [
      { id: 'banner', type: 'title', x: 10, y: -200, width: 600, height: 80, data: { text: 'Họ Nguyễn' } },
    ];
    const decorated = await as(t.clan.token, 'PUT', `/api/tree/${tree._id}/decor-nodes`, {
      decorNodes: decor,
    });
    expect(json<{ data: Tree }>(decorated).data.decorNodes).toEqual(decor);
    const hidden = await as(t.clan.token, 'PUT', `/api/tree/${tree._id}/hide-spouses`, { hideSpouses: true });
    expect(json<{ data: Tree }>(hidden).data.hideSpouses).toBe(true);
  });
});

describe('public trees', () => {
  it('are readable anonymously only once public, and never show private fields', async () => {
    const tree = await createTree('Cây công khai');
    const { father, mother } = await seedFamily(tree._id);
    const publicUrls = [
      `/api/public/tree?id=${tree._id}`,
      `/api/public/tree/${tree._id}/generation-sizes`,
      `/api/public/tree-graph?id=${tree._id}`,
    ];
    for (const url of publicUrls) expect((await as(undefined, 'GET', url)).statusCode, url).toBe(404);

    await as(t.clan.token, 'PUT', `/api/tree?id=${tree._id}`, { isPublic: true });
    for (const url of publicUrls) {
      expect((await as(undefined, 'GET', url)).statusCode, url).toBe(200);
      // Another clan's site knows nothing of it.
      const elsewhere = await t.app.inject({ method: 'GET', url: withDomain(url, t.other.domain) });
      expect(elsewhere.statusCode, url).toBe(404);
    }

    const response = await as(undefined, 'GET', `/api/public/tree-graph?id=${tree._id}`);
    const graph: PublicTreeGraph = publicTreeGraphResponse.parse(json(response)).data;
    for (const person of json<{ data: PublicTreeGraph }>(response).data.persons) {
      expect(Object.keys(person).sort()).toEqual(Object.keys(publicPersonSchema.shape).sort());
    }
    expect(response.body).not.toContain('0912345678');
    expect(response.body).not.toContain('Ghi chú riêng');
    expect(graph.tree).not.toHaveProperty('createdBy');
    const byId = new Map(graph.persons.map((p) => [p.id, p]));
    const living = byId.get(mother.id);
    expect(living).not.toHaveProperty('contact');
    expect(living).not.toHaveProperty('notes');
    expect(living?.birth).toEqual({ solar: { year: 1930 }, lunar: null });
    // The dead keep their dates: the giỗ is read from them.
    const ancestor = byId.get(father.id);
    expect(ancestor?.birth?.solar).toEqual({ year: 1920, month: 3, day: 5 });
    expect(ancestor?.death?.lunar).toEqual({ day: 12, month: 7, year: 1990, leap: false });

    // The list for /family-tree names it, and only public trees.
    const listed = json<{ data: Tree[]; total: number }>(
      await as(undefined, 'GET', '/api/public/trees?limit=100'),
    );
    expect(listed.data.map((t) => t._id)).toContain(tree._id);
    expect(listed.data.every((t) => t.isPublic)).toBe(true);
    expect(listed.data[0]).not.toHaveProperty('createdBy');
    // Counts, not the family ids: the list's bytes do not grow with a tree.
    expect(listed.data.find((t) => t._id === tree._id)).toMatchObject({ personCount: 4 });
    expect(listed.data[0]).not.toHaveProperty('families');
    const otherList = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/public/trees', t.other.domain),
    });
    expect(json<{ data: Tree[] }>(otherList).data.map((t) => t._id)).not.toContain(tree._id);
    await expectPublicListChecks(t.app, '/api/public/trees', t.clan.domain);

    const tree404 = await as(undefined, 'GET', '/api/public/tree?id=00000000-0000-4000-8000-000000000000');
    expect(tree404.statusCode).toBe(404);
  });

  it('the member API shows a person’s private fields to members of the clan', async () => {
    const tree = await createTree('Cây nội bộ');
    const { mother } = await seedFamily(tree._id);
    const graph = json<{ data: { persons: Person[] } }>(
      await as(t.member.token, 'GET', `/api/tree-graph?id=${tree._id}`),
    ).data;
    expect(graph.persons.find((p) => p.id === mother.id)?.notes).toBe('Ghi chú riêng của dòng họ');
  });
});
