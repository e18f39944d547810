import type { Family, Person, Tree } from '@giapha/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  type RouteCall,
  type SharedRouteCheck,
} from '../../../test/route-checks.ts';
import { families as familiesTable, familyChildren } from '../../db/schema/index.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { treesRepo } from '../trees/trees.repo.ts';
import { familiesRepo } from './families.repo.ts';

const TREE_ID_MISSING = 'Không tìm thấy ID cây gia phả';
const CHILD_NAME_REQUIRED = 'Vui lòng nhập tên cho đứa trẻ';
const CHILD_SEX_REQUIRED = 'Vui lòng chọn giới tính cho đứa trẻ';
const CHILDREN_REQUIRED = 'Vui lòng nhập ít nhất một tên con';
const PARENT_REQUIRED = 'Vui lòng chọn cha hoặc mẹ';
const OWN_ANCESTOR = 'Không thể tạo quan hệ này: một người sẽ trở thành tổ tiên của chính mình';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const t = useClanSuite();

const { as } = t;

/** An admin call that must answer `status`; its `data`. */
async function ok<T>(method: RouteCall['method'], url: string, payload: object | undefined, status = 200) {
  const response = await as(t.clan.token, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return json<{ data: T; message?: string }>(response);
}

/** The tree endpoints are someone else's: the starting tree is made with the repository. */
async function newTree(name = 'Gia phả họ Nguyễn'): Promise<string> {
  const row = await treesRepo(t.database.db, t.clan.clanId).insert({ name, createdBy: t.clan.adminId });
  return row.id;
}

async function founder(treeId: string, name: string, sex: 'male' | 'female' | 'unknown' = 'male') {
  const body = await ok<{ person: Person; family: Family }>(
    'POST',
    '/api/tree/create-person-family',
    { treeId, personData: { name, sex, generation: 1 } },
    201,
  );
  return body.data;
}

async function addSpouse(treeId: string, personId: string, spouse: string | object, createNewFamily = false) {
  return (
    await ok<{ family: Family; spouse: Person }>(
      'POST',
      '/api/family/add-spouse',
      { treeId, personId, spouse, createNewFamily, clanId: t.clan.clanId },
      201,
    )
  ).data;
}

async function addChild(treeId: string, parents: { fatherId?: string; motherId?: string }, child: object) {
  return (
    await ok<{ family: Family; child: Person }>(
      'POST',
      '/api/family/add-child',
      { treeId, ...parents, child },
      201,
    )
  ).data;
}

async function expectError(
  response: Awaited<ReturnType<typeof as>>,
  status: number,
  message: string,
): Promise<void> {
  expect(response.statusCode, response.body).toBe(status);
  expect(json(response)).toMatchObject({ success: false, message });
}

async function clanFamilyCount(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(familiesTable)
    .where(eq(familiesTable.clanId, t.clan.clanId));
  return row?.n ?? 0;
}

describe('shared checks for every family route', () => {
  it('need a signed-in admin of this clan (members may read spouses), reject bad input, hide other clans', async () => {
    const treeId = await newTree();
    const { person, family } = await founder(treeId, 'Nguyễn Văn Kiểm');
    const wife = await addSpouse(treeId, person.id, { name: 'Lê Thị Kiểm' });
    const routes: SharedRouteCheck[] = [
      {
        route: { method: 'POST', url: '/api/tree/add-family', payload: { treeId, familyId: family.id } },
        member: 'forbidden',
        badCalls: [
          [
            { method: 'POST', url: '/api/tree/add-family', payload: { familyId: family.id } },
            'treeId',
            TREE_ID_MISSING,
          ],
          [
            { method: 'POST', url: '/api/tree/add-family', payload: { treeId: 'abc', familyId: family.id } },
            'treeId',
            TREE_ID_MISSING,
          ],
        ],
      },
      {
        route: { method: 'POST', url: '/api/tree/remove-family', payload: { treeId, familyId: family.id } },
        member: 'forbidden',
        badCalls: [
          [
            { method: 'POST', url: '/api/tree/remove-family', payload: { familyId: family.id } },
            'treeId',
            TREE_ID_MISSING,
          ],
        ],
      },
      {
        route: {
          method: 'POST',
          url: '/api/family/add-spouse',
          payload: { treeId, personId: person.id, spouse: { name: 'Vợ ba' } },
        },
        member: 'forbidden',
        badCalls: [
          [
            {
              method: 'POST',
              url: '/api/family/add-spouse',
              payload: { personId: person.id, spouse: { name: 'A' } },
            },
            'treeId',
            TREE_ID_MISSING,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-spouse',
              payload: { treeId, personId: person.id, spouse: { name: ' ' } },
            },
            'spouse.name',
            'Vui lòng nhập tên',
          ],
        ],
      },
      {
        route: { method: 'GET', url: `/api/family/spouses/${person.id}?treeId=${treeId}` },
        member: 'allowed',
        badCalls: [[{ method: 'GET', url: '/api/family/spouses/abc' }, 'id']],
      },
      {
        route: {
          method: 'POST',
          url: '/api/family/add-child',
          payload: {
            treeId,
            fatherId: person.id,
            motherId: wife.spouse.id,
            child: { name: 'Con', sex: 'male' },
          },
        },
        member: 'forbidden',
        badCalls: [
          [
            {
              method: 'POST',
              url: '/api/family/add-child',
              payload: { fatherId: person.id, child: { name: 'Con', sex: 'male' } },
            },
            'treeId',
            TREE_ID_MISSING,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-child',
              payload: { treeId, fatherId: person.id, child: { sex: 'male' } },
            },
            'child.name',
            CHILD_NAME_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-child',
              payload: { treeId, fatherId: person.id, child: { name: '  ', sex: 'male' } },
            },
            'child.name',
            CHILD_NAME_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-child',
              payload: { treeId, fatherId: person.id, child: { name: 'Con' } },
            },
            'child.sex',
            CHILD_SEX_REQUIRED,
          ],
          [
            { method: 'POST', url: '/api/family/add-child', payload: { treeId, fatherId: person.id } },
            'child.name',
            CHILD_NAME_REQUIRED,
          ],
        ],
      },
      {
        route: {
          method: 'POST',
          url: '/api/family/add-multiple-children',
          payload: { treeId, fatherId: person.id, children: [{ name: 'Con', sex: 'female' }] },
        },
        member: 'forbidden',
        badCalls: [
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { treeId, fatherId: person.id, children: [] },
            },
            'children',
            CHILDREN_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { treeId, fatherId: person.id },
            },
            'children',
            CHILDREN_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: {
                treeId,
                fatherId: person.id,
                children: [{ name: 'Một', sex: 'male' }, { sex: 'male' }],
              },
            },
            'children.1.name',
            CHILD_NAME_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { treeId, fatherId: person.id, children: [{ name: 'Một' }] },
            },
            'children.0.sex',
            CHILD_SEX_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { fatherId: person.id, children: [{ name: 'Một', sex: 'male' }] },
            },
            'treeId',
            TREE_ID_MISSING,
          ],
        ],
      },
      {
        // The spec's client: the children alone, each with its own parents and tree.
        route: {
          method: 'POST',
          url: '/api/family/add-multiple-children',
          payload: { children: [{ name: 'Con', sex: 'male', fatherId: person.id, treeId }] },
        },
        member: 'forbidden',
        badCalls: [
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { children: [{ name: 'Con', sex: 'male', fatherId: person.id }] },
            },
            'treeId',
            TREE_ID_MISSING,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: {
                children: [
                  { name: 'Một', sex: 'male', fatherId: person.id, treeId },
                  { name: 'Hai', sex: 'male', fatherId: person.id },
                ],
              },
            },
            'children.1.treeId',
            TREE_ID_MISSING,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { children: [{ name: 'Một', sex: 'male', treeId }] },
            },
            'fatherId',
            PARENT_REQUIRED,
          ],
          [
            {
              method: 'POST',
              url: '/api/family/add-multiple-children',
              payload: { children: [{ name: 'Một', fatherId: person.id, treeId }] },
            },
            'children.0.sex',
            CHILD_SEX_REQUIRED,
          ],
        ],
      },
      {
        route: {
          method: 'POST',
          url: '/api/tree/create-person-family',
          payload: { treeId, personData: { name: 'Người mới' } },
        },
        member: 'forbidden',
        badCalls: [
          [
            { method: 'POST', url: '/api/tree/create-person-family', payload: { personData: { name: 'A' } } },
            'treeId',
            TREE_ID_MISSING,
          ],
          [
            { method: 'POST', url: '/api/tree/create-person-family', payload: { treeId, personData: {} } },
            'personData.name',
            'Vui lòng nhập tên',
          ],
        ],
      },
    ];

    const familiesBefore = await clanFamilyCount();
    const treeBefore = await treesRepo(t.database.db, t.clan.clanId).familyIds(treeId);
    await expectSharedRouteChecks(t, routes, () => true);
    // None of the refused calls changed anything.
    expect(await clanFamilyCount()).toBe(familiesBefore);
    expect((await treesRepo(t.database.db, t.clan.clanId).familyIds(treeId)).sort()).toEqual(
      treeBefore.sort(),
    );
  });

  it('never act on another clan named in the body', async () => {
    const treeId = await newTree();
    const { person, family } = await founder(treeId, 'Nguyễn Văn Chủ');
    const calls: [string, object][] = [
      ['/api/tree/add-family', { treeId, familyId: family.id, clanId: t.other.clanId }],
      ['/api/tree/remove-family', { treeId, familyId: family.id, clanId: t.other.clanId }],
      [
        '/api/family/add-spouse',
        { treeId, personId: person.id, spouse: { name: 'Vợ' }, clanId: t.other.clanId },
      ],
      [
        '/api/family/add-child',
        { treeId, fatherId: person.id, child: { name: 'Con', sex: 'male' }, clanId: t.other.clanId },
      ],
      [
        '/api/family/add-multiple-children',
        { treeId, fatherId: person.id, children: [{ name: 'Con', sex: 'male' }], clanId: t.other.clanId },
      ],
    ];
    for (const [url, payload] of calls) {
      const response = await as(t.clan.token, 'POST', url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(404);
    }
    const spouses = await as(
      t.clan.token,
      'GET',
      `/api/family/spouses/${person.id}?clanId=${t.other.clanId}`,
    );
    expect(spouses.statusCode).toBe(404);
    // Other clan's admin, with this clan's ids in the body, on their own domain: 404 and nothing made.
    const crossed = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/family/add-child', t.other.domain),
      headers: bearer(t.other.token),
      payload: { treeId, fatherId: person.id, child: { name: 'Con', sex: 'male' }, clanId: t.clan.clanId },
    });
    expect(crossed.statusCode).toBe(404);
    const after = await familiesRepo(t.database.db, t.clan.clanId).findById(family.id);
    expect(after?.children).toEqual([]);
    expect(after?.motherId).toBeNull();
    // The caller's own clan id is accepted.
    const own = await as(t.clan.token, 'POST', '/api/tree/add-family', {
      treeId,
      familyId: family.id,
      clanId: t.clan.clanId,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('POST /api/tree/create-person-family', () => {
  it('creates a person with a 110×220 box heading a new family on the tree: father if male or unknown, mother if female', async () => {
    const treeId = await newTree();
    const response = await as(t.clan.token, 'POST', '/api/tree/create-person-family', {
      treeId,
      personData: { name: ' Nguyễn Văn Thủy Tổ ', sex: 'male', generation: '1' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { person, family } = json<{ data: { person: Person; family: Family } }>(response).data;
    expect(person).toMatchObject({
      name: 'Nguyễn Văn Thủy Tổ',
      sex: 'male',
      generation: 1,
      width: 110,
      height: 220,
    });
    expect(person.biography).toBe('Tiểu sử chưa được viết');
    expect(family).toMatchObject({ father: person.id, mother: null, spouses: [], children: [] });
    const female = await founder(treeId, 'Trần Thị Bà Tổ', 'female');
    expect(female.family).toMatchObject({ father: null, mother: female.person.id });
    const unknown = await founder(treeId, 'Không rõ', 'unknown');
    expect(unknown.family).toMatchObject({ father: unknown.person.id, mother: null });
    const trees = treesRepo(t.database.db, t.clan.clanId);
    expect((await trees.familyIds(treeId)).sort()).toEqual(
      [family.id, female.family.id, unknown.family.id].sort(),
    );
    expect(await trees.hasPerson(treeId, person.id)).toBe(true);
  });

  it('answers 404 for an unknown tree', async () => {
    const response = await as(t.clan.token, 'POST', '/api/tree/create-person-family', {
      treeId: MISSING_UUID,
      personData: { name: 'A' },
    });
    await expectError(response, 404, 'Không tìm thấy cây gia phả');
  });
});

describe('POST /api/family/add-spouse and GET /api/family/spouses/{id}', () => {
  it('fills the empty head slot first, appends further spouses, or opens a new family on request', async () => {
    const treeId = await newTree();
    const { person: husband, family } = await founder(treeId, 'Nguyễn Văn Chồng');
    // First wife: the mother slot of his family; sex opposite, generation his, box 110×220.
    const first = await addSpouse(treeId, husband.id, { name: 'Lê Thị Cả' });
    expect(first.family).toMatchObject({
      id: family.id,
      father: husband.id,
      mother: first.spouse.id,
      spouses: [],
    });
    expect(first.family.version).toBe(family.version + 1);
    expect(first.spouse).toMatchObject({ sex: 'female', generation: 1, width: 110, height: 220 });

    // Second wife without createNewFamily: appended to `spouses` of the same family.
    const second = await addSpouse(treeId, husband.id, { name: 'Phạm Thị Hai', generation: 2 });
    expect(second.family).toMatchObject({
      id: family.id,
      mother: first.spouse.id,
      spouses: [second.spouse.id],
    });
    expect(second.spouse.generation).toBe(2);

    // Third wife with createNewFamily: a family of their own, on the tree.
    const third = await addSpouse(treeId, husband.id, { name: 'Võ Thị Ba', sex: 'female' }, true);
    expect(third.family.id).not.toBe(family.id);
    expect(third.family).toMatchObject({
      father: husband.id,
      mother: third.spouse.id,
      spouses: [],
      children: [],
    });
    expect(await treesRepo(t.database.db, t.clan.clanId).hasFamily(treeId, third.family.id)).toBe(true);

    // A woman heading her own family gets her husband in the father slot.
    const { person: widow, family: widowFamily } = await founder(treeId, 'Đỗ Thị Góa', 'female');
    const husband2 = await addSpouse(treeId, widow.id, { name: 'Ngô Văn Rể' });
    expect(husband2.family).toMatchObject({
      id: widowFamily.id,
      father: husband2.spouse.id,
      mother: widow.id,
    });
    expect(husband2.spouse.sex).toBe('male');

    // Spouses of the husband, in this tree: all three wives, in order; of a wife: her husband.
    const spouses = await ok<Person[]>(
      'GET',
      `/api/family/spouses/${husband.id}?treeId=${treeId}`,
      undefined,
    );
    expect(spouses.data.map((p) => p.name)).toEqual(['Lê Thị Cả', 'Phạm Thị Hai', 'Võ Thị Ba']);
    // A spouse comes with the places of their birth and death.
    const place = await ok<{ id: string }>('POST', '/api/place', { name: 'Hành Thiện, Nam Định' }, 201);
    await ok('PUT', `/api/person?id=${husband.id}`, {
      birthPlaceId: place.data.id,
      version: husband.version,
    });
    const ofSecond = await as(t.member.token, 'GET', `/api/family/spouses/${second.spouse.id}`);
    expect(json<{ data: Person[] }>(ofSecond).data.map((p) => [p.id, p.birthPlace?.name])).toEqual([
      [husband.id, 'Hành Thiện, Nam Định'],
    ]);
    const ofFirst = await ok<Person[]>('GET', `/api/family/spouses/${first.spouse.id}`, undefined);
    expect(ofFirst.data.map((p) => p.id)).toEqual([husband.id]);
    // Restricted to a tree without his families: none.
    const otherTree = await newTree('Cây khác');
    const none = await ok<Person[]>(
      'GET',
      `/api/family/spouses/${husband.id}?treeId=${otherTree}`,
      undefined,
    );
    expect(none.data).toEqual([]);
  });

  it('answers [] for a person without spouses and 404 for an unknown person or tree', async () => {
    const treeId = await newTree();
    const { person } = await founder(treeId, 'Nguyễn Văn Độc');
    expect((await ok<Person[]>('GET', `/api/family/spouses/${person.id}`, undefined)).data).toEqual([]);
    await expectError(
      await as(t.clan.token, 'GET', `/api/family/spouses/${MISSING_UUID}`),
      404,
      'Không tìm thấy người này trong gia phả',
    );
    await expectError(
      await as(t.clan.token, 'GET', `/api/family/spouses/${person.id}?treeId=${MISSING_UUID}`),
      404,
      'Không tìm thấy cây gia phả',
    );
  });

  it('marries an existing person, and refuses self, duplicates, unknown ids and persons off the tree', async () => {
    const treeId = await newTree();
    const { person: man } = await founder(treeId, 'Nguyễn Văn Nam');
    const { person: woman } = await founder(treeId, 'Lý Thị Nữ', 'female');
    const married = await addSpouse(treeId, man.id, woman.id);
    expect(married.family).toMatchObject({ father: man.id, mother: woman.id });
    expect(married.spouse.id).toBe(woman.id);

    const send = (payload: object) =>
      as(t.clan.token, 'POST', '/api/family/add-spouse', { treeId, ...payload });
    await expectError(
      await send({ personId: man.id, spouse: man.id }),
      400,
      'Một người không thể là vợ hoặc chồng của chính mình',
    );
    await expectError(
      await send({ personId: man.id, spouse: woman.id }),
      409,
      'Hai người này đã là vợ chồng trong gia đình này',
    );
    await expectError(
      await send({ personId: woman.id, spouse: man.id, createNewFamily: true }),
      409,
      'Hai người này đã là vợ chồng trong gia đình này',
    );
    await expectError(
      await send({ personId: man.id, spouse: MISSING_UUID }),
      404,
      'Không tìm thấy người này trong gia phả',
    );
    await expectError(
      await send({ personId: MISSING_UUID, spouse: { name: 'A' } }),
      404,
      'Không tìm thấy người này trong gia phả',
    );
    const elsewhere = await newTree('Cây khác');
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-spouse', {
        treeId: elsewhere,
        personId: man.id,
        spouse: { name: 'A' },
      }),
      404,
      'Người này không thuộc cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-spouse', {
        treeId: MISSING_UUID,
        personId: man.id,
        spouse: { name: 'A' },
      }),
      404,
      'Không tìm thấy cây gia phả',
    );
  });
});

describe('POST /api/family/add-child and /api/family/add-multiple-children', () => {
  it('attributes each wife’s children to the right family, with generation and box defaults', async () => {
    const treeId = await newTree();
    const { person: father, family } = await founder(treeId, 'Nguyễn Văn Cha');
    const wife1 = (await addSpouse(treeId, father.id, { name: 'Lê Thị Một' })).spouse;
    const wife2 = (await addSpouse(treeId, father.id, { name: 'Trần Thị Hai' })).spouse;
    const wife3 = await addSpouse(treeId, father.id, { name: 'Hồ Thị Ba' }, true);

    // The first wife's son: the family they head together.
    const son = await addChild(
      treeId,
      { fatherId: father.id, motherId: wife1.id },
      { name: 'Nguyễn Văn Trưởng', sex: 'male' },
    );
    expect(son.family.id).toBe(family.id);
    expect(son.child).toMatchObject({ generation: 2, width: 110, height: 220, sex: 'male' });
    // The second wife (a further spouse of the same family): same family, the child names her as mother.
    const daughter = await addChild(
      treeId,
      { fatherId: father.id, motherId: wife2.id },
      {
        name: 'Nguyễn Thị Thứ',
        sex: 'female',
        generation: 5,
        relation: 'adopted',
        nameHanNom: '阮氏次',
        otherNames: { phapDanh: 'Diệu Hạnh' },
      },
    );
    expect(daughter.family.id).toBe(family.id);
    expect(daughter.child.generation).toBe(5);
    // The whole name the form sends is kept: the Hán-Nôm writing and the pháp danh too.
    expect(daughter.child).toMatchObject({ nameHanNom: '阮氏次', otherNames: { phapDanh: 'Diệu Hạnh' } });
    expect(daughter.family.children).toEqual([
      { personId: son.child.id, motherId: wife1.id, relation: 'birth' },
      { personId: daughter.child.id, motherId: wife2.id, relation: 'adopted' },
    ]);
    // The third wife's children, in bulk: her own family, in order, 60×120 boxes.
    const bulk = await ok<{ family: Family; children: Person[] }>(
      'POST',
      '/api/family/add-multiple-children',
      {
        treeId,
        fatherId: father.id,
        motherId: wife3.spouse.id,
        children: [
          { name: 'Nguyễn Văn Giáp', sex: 'male' },
          { name: 'Nguyễn Thị Ất', sex: 'female', ordinalNumber: '2' },
          { name: 'Nguyễn Văn Bính', sex: 'male', generation: '3' },
        ],
      },
      201,
    );
    expect(bulk.message).toBe('Đã thêm thành công 3 con!');
    expect(bulk.data.family.id).toBe(wife3.family.id);
    expect(bulk.data.children.map((c) => [c.name, c.width, c.height, c.generation, c.ordinalNumber])).toEqual(
      [
        ['Nguyễn Văn Giáp', 60, 120, 2, null],
        ['Nguyễn Thị Ất', 60, 120, 2, 2],
        ['Nguyễn Văn Bính', 60, 120, 3, null],
      ],
    );
    expect(bulk.data.family.children.map((c) => c.personId)).toEqual(bulk.data.children.map((c) => c.id));
    expect(bulk.data.family.children.every((c) => c.motherId === wife3.spouse.id)).toBe(true);

    // A couple without a family in this tree gets one, on the tree.
    const { person: single } = await founder(treeId, 'Bùi Thị Đơn', 'female');
    const herChild = await addChild(
      treeId,
      { fatherId: son.child.id, motherId: single.id },
      { name: 'Cháu', sex: 'male' },
    );
    expect(herChild.family).toMatchObject({ father: son.child.id, mother: single.id });
    expect(herChild.child.generation).toBe(3);
    expect(await treesRepo(t.database.db, t.clan.clanId).hasFamily(treeId, herChild.family.id)).toBe(true);
  });

  it('attaches an existing person as a child once, and refuses unknown parents, parents off the tree', async () => {
    const treeId = await newTree();
    const { person: father } = await founder(treeId, 'Nguyễn Văn Nuôi');
    const { person: orphan } = await founder(treeId, 'Trẻ Mồ Côi');
    const attached = await ok<{ family: Family; child: Person }>(
      'POST',
      '/api/family/add-child',
      { treeId, fatherId: father.id, childId: orphan.id, relation: 'foster' },
      201,
    );
    expect(attached.message).toBe('Đã thêm con');
    expect(attached.data.child.id).toBe(orphan.id);
    expect(attached.data.family.children).toEqual([
      { personId: orphan.id, motherId: null, relation: 'foster' },
    ]);
    const log = await auditRepo(t.database.db, t.clan.clanId).list(100);
    expect(
      log.find((e) => e.action === 'family.add-child' && e.targetId === attached.data.family.id),
    ).toMatchObject({
      actorId: t.clan.adminId,
      targetType: 'family',
      detail: { treeId, childId: orphan.id, created: false },
    });
    const again = await as(t.clan.token, 'POST', '/api/family/add-child', {
      treeId,
      fatherId: father.id,
      childId: orphan.id,
    });
    await expectError(again, 409, 'Người này đã là con trong gia đình này');
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-child', {
        treeId,
        fatherId: MISSING_UUID,
        child: { name: 'A', sex: 'male' },
      }),
      404,
      'Không tìm thấy người này trong gia phả',
    );
    const offTree = await newTree('Cây trống');
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-child', {
        treeId: offTree,
        fatherId: father.id,
        child: { name: 'A', sex: 'male' },
      }),
      404,
      'Người này không thuộc cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-child', { treeId, childId: orphan.id }),
      400,
      'Dữ liệu không hợp lệ',
    );
  });

  it('refuses a link that makes someone their own ancestor (409) and changes nothing', async () => {
    const treeId = await newTree();
    const { person: patriarch, family: root } = await founder(treeId, 'Nguyễn Văn Cụ');
    const wife = (await addSpouse(treeId, patriarch.id, { name: 'Lê Thị Cụ' })).spouse;
    const son = (
      await addChild(
        treeId,
        { fatherId: patriarch.id, motherId: wife.id },
        { name: 'Nguyễn Văn Ông', sex: 'male' },
      )
    ).child;
    const daughterInLaw = (await addSpouse(treeId, son.id, { name: 'Trần Thị Dâu' })).spouse;
    const grandchild = (
      await addChild(
        treeId,
        { fatherId: son.id, motherId: daughterInLaw.id },
        { name: 'Nguyễn Văn Cháu', sex: 'male' },
      )
    ).child;
    // A matriarch's family whose father slot is empty, with the same shape of descendants.
    const { person: matriarch, family: herFamily } = await founder(treeId, 'Đặng Thị Bà', 'female');
    const herSon = (await addChild(treeId, { motherId: matriarch.id }, { name: 'Đặng Văn Con', sex: 'male' }))
      .child;
    const herGrandchild = (
      await addChild(treeId, { fatherId: herSon.id }, { name: 'Đặng Văn Cháu', sex: 'male' })
    ).child;

    const before = await familiesRepo(t.database.db, t.clan.clanId).findByIds([root.id, herFamily.id]);
    const familiesBefore = await clanFamilyCount();
    const refused: [string, object][] = [
      // The grandchild as the father of the family the matriarch heads.
      ['/api/family/add-spouse', { treeId, personId: matriarch.id, spouse: herGrandchild.id }],
      // The grandchild as a further husband in the patriarch's family.
      ['/api/family/add-spouse', { treeId, personId: wife.id, spouse: grandchild.id }],
      // The patriarch as the grandchild's child, and a person as their own child.
      ['/api/family/add-child', { treeId, fatherId: grandchild.id, childId: patriarch.id }],
      ['/api/family/add-child', { treeId, fatherId: son.id, motherId: daughterInLaw.id, childId: son.id }],
    ];
    for (const [url, payload] of refused) {
      await expectError(await as(t.clan.token, 'POST', url, payload), 409, OWN_ANCESTOR);
    }
    const after = await familiesRepo(t.database.db, t.clan.clanId).findByIds([root.id, herFamily.id]);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(after.sort(byId)).toEqual(before.sort(byId));
    expect(await clanFamilyCount()).toBe(familiesBefore);
    // Marrying into the family is not a cycle: the grandchild may head a new family with an outsider.
    const outsider = await founder(treeId, 'Người Ngoài', 'female');
    const wed = await addSpouse(treeId, grandchild.id, outsider.person.id);
    expect(wed.family).toMatchObject({ father: grandchild.id, mother: outsider.person.id });
  });

  it('add-child calls racing on one family all land in that one family, at distinct positions', async () => {
    const treeId = await newTree();
    const { person: father } = await founder(treeId, 'Nguyễn Văn Đua');
    const mother = (await addSpouse(treeId, father.id, { name: 'Lê Thị Đua' })).spouse;
    // A couple with no family yet, too: the race must not make two families for them.
    const { person: lone } = await founder(treeId, 'Nguyễn Văn Lẻ');
    const { person: partner } = await founder(treeId, 'Phan Thị Lẻ', 'female');
    for (const parents of [
      { fatherId: father.id, motherId: mother.id },
      { fatherId: lone.id, motherId: partner.id },
    ]) {
      const names = ['Con Một', 'Con Hai', 'Con Ba', 'Con Bốn'];
      const responses = await Promise.all(
        names.map((name) =>
          as(t.clan.token, 'POST', '/api/family/add-child', {
            treeId,
            ...parents,
            child: { name, sex: 'male' },
          }),
        ),
      );
      // The tree row is locked for each structural write, so they queue up and all succeed.
      for (const r of responses) expect(r.statusCode, r.body).toBe(201);
      const landed = responses;
      const familyIds = new Set(landed.map((r) => json<{ data: { family: Family } }>(r).data.family.id));
      expect(familyIds.size).toBe(1);
      const [familyId] = [...familyIds];
      const rows = await t.database.db
        .select({ position: familyChildren.position })
        .from(familyChildren)
        .where(and(eq(familyChildren.clanId, t.clan.clanId), eq(familyChildren.familyId, familyId ?? '')))
        .orderBy(asc(familyChildren.position));
      expect(rows).toHaveLength(landed.length);
      expect(new Set(rows.map((r) => r.position)).size).toBe(landed.length);
    }
  });

  it('add-child calls racing on one family through two trees: each lands or gets 409, never a 500 or a shared position', async () => {
    const first = await newTree('Cây gốc');
    const second = await newTree('Cây thứ hai');
    const { person: father, family } = await founder(first, 'Nguyễn Văn Chung');
    const mother = (await addSpouse(first, father.id, { name: 'Lê Thị Chung' })).spouse;
    await ok('POST', '/api/tree/add-family', { treeId: second, familyId: family.id });
    const responses = await Promise.all(
      [first, second, first, second].map((treeId, i) =>
        as(t.clan.token, 'POST', '/api/family/add-child', {
          treeId,
          fatherId: father.id,
          motherId: mother.id,
          child: { name: `Con ${i + 1}`, sex: 'female' },
        }),
      ),
    );
    for (const r of responses) expect([201, 409], r.body).toContain(r.statusCode);
    const landed = responses.filter((r) => r.statusCode === 201).length;
    expect(landed).toBeGreaterThan(0);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(json(r).message).toBe('Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại');
    }
    const rows = await t.database.db
      .select({ position: familyChildren.position })
      .from(familyChildren)
      .where(and(eq(familyChildren.clanId, t.clan.clanId), eq(familyChildren.familyId, family.id)));
    expect(rows).toHaveLength(landed);
    expect(new Set(rows.map((r) => r.position)).size).toBe(landed);
  });
});

describe('POST /api/family/add-multiple-children in the spec client’s shape', () => {
  type Bulk = { family: Family; families: Family[]; children: Person[] };

  it('takes the children alone, each with its own fatherId, motherId, treeId and clanId', async () => {
    const treeId = await newTree();
    const { person: father, family } = await founder(treeId, 'Nguyễn Văn Khách');
    const wife = (await addSpouse(treeId, father.id, { name: 'Lê Thị Khách' })).spouse;
    const parents = { fatherId: father.id, motherId: wife.id, treeId, clanId: t.clan.clanId };
    const bulk = await ok<Bulk>(
      'POST',
      '/api/family/add-multiple-children',
      {
        children: [
          { name: 'Nguyễn Văn Một', sex: 'male', ...parents },
          { name: 'Nguyễn Thị Hai', sex: 'female', ...parents },
        ],
      },
      201,
    );
    expect(bulk.message).toBe('Đã thêm thành công 2 con!');
    expect(bulk.data.family.id).toBe(family.id);
    expect(bulk.data.families.map((f) => f.id)).toEqual([family.id]);
    expect(bulk.data.children.map((c) => [c.name, c.generation, c.width, c.height])).toEqual([
      ['Nguyễn Văn Một', 2, 60, 120],
      ['Nguyễn Thị Hai', 2, 60, 120],
    ]);
    expect(bulk.data.family.children).toEqual(
      bulk.data.children.map((c) => ({ personId: c.id, motherId: wife.id, relation: 'birth' })),
    );
  });

  it('mixes both shapes: a child’s own parents and tree win over the top ones, order kept', async () => {
    const treeId = await newTree();
    const { person: father, family } = await founder(treeId, 'Trần Văn Trộn');
    const wife2 = await addSpouse(treeId, father.id, { name: 'Hồ Thị Hai' }, true);
    const otherTree = await newTree('Cây chi hai');
    const { person: uncle, family: uncleFamily } = await founder(otherTree, 'Trần Văn Chú');
    const bulk = await ok<Bulk>(
      'POST',
      '/api/family/add-multiple-children',
      {
        treeId,
        fatherId: father.id,
        children: [
          { name: 'Con bà cả', sex: 'male' },
          { name: 'Con bà hai', sex: 'female', fatherId: father.id, motherId: wife2.spouse.id },
          { name: 'Con chú', sex: 'male', fatherId: uncle.id, motherId: null, treeId: otherTree },
          { name: 'Con bà cả nữa', sex: 'female' },
        ],
      },
      201,
    );
    expect(bulk.message).toBe('Đã thêm thành công 4 con!');
    expect(bulk.data.children.map((c) => c.name)).toEqual([
      'Con bà cả',
      'Con bà hai',
      'Con chú',
      'Con bà cả nữa',
    ]);
    const [first, second, third, fourth] = bulk.data.children;
    expect(bulk.data.family.id).toBe(family.id);
    expect(bulk.data.families.map((f) => f.id)).toEqual([family.id, wife2.family.id, uncleFamily.id]);
    const byId = new Map(bulk.data.families.map((f) => [f.id, f]));
    expect(byId.get(family.id)?.children.map((c) => c.personId)).toEqual([first?.id, fourth?.id]);
    expect(byId.get(wife2.family.id)?.children).toEqual([
      { personId: second?.id, motherId: wife2.spouse.id, relation: 'birth' },
    ]);
    expect(byId.get(uncleFamily.id)?.children.map((c) => c.personId)).toEqual([third?.id]);
    expect(await treesRepo(t.database.db, t.clan.clanId).hasFamily(otherTree, uncleFamily.id)).toBe(true);
  });

  it('answers with add-child’s messages and adds nobody when one child cannot be placed', async () => {
    const treeId = await newTree();
    const { person: father, family: fatherFamily } = await founder(treeId, 'Phạm Văn Lỗi');
    const offTree = await newTree('Cây khác');
    const before = await clanFamilyCount();
    const notOnTree = await as(t.clan.token, 'POST', '/api/family/add-multiple-children', {
      children: [
        { name: 'Được', sex: 'male', fatherId: father.id, treeId },
        { name: 'Không được', sex: 'male', fatherId: father.id, treeId: offTree },
      ],
    });
    await expectError(notOnTree, 404, 'Người này không thuộc cây gia phả');
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-multiple-children', {
        children: [{ name: 'A', sex: 'male', fatherId: MISSING_UUID, treeId }],
      }),
      404,
      'Không tìm thấy người này trong gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-multiple-children', {
        children: [{ name: 'A', sex: 'male', fatherId: father.id, treeId: MISSING_UUID }],
      }),
      404,
      'Không tìm thấy cây gia phả',
    );
    const noName = await as(t.clan.token, 'POST', '/api/family/add-multiple-children', {
      children: [{ sex: 'male', fatherId: father.id, treeId }],
    });
    await expectError(noName, 400, 'Dữ liệu không hợp lệ');
    expect(json(noName).errors).toContainEqual({ field: 'children.0.name', message: CHILD_NAME_REQUIRED });
    const none = await as(t.clan.token, 'POST', '/api/family/add-multiple-children', { children: [] });
    expect(json(none).errors).toContainEqual({ field: 'children', message: CHILDREN_REQUIRED });
    const orphan = await as(t.clan.token, 'POST', '/api/family/add-multiple-children', {
      children: [
        { name: 'Có cha', sex: 'male', fatherId: father.id, treeId },
        { name: 'Không cha mẹ', sex: 'male', fatherId: null, motherId: null, treeId },
      ],
    });
    expect(json(orphan).errors).toContainEqual({ field: 'children.1.fatherId', message: PARENT_REQUIRED });
    // A child naming another clan: as if the tree did not exist.
    await expectError(
      await as(t.clan.token, 'POST', '/api/family/add-multiple-children', {
        children: [{ name: 'A', sex: 'male', fatherId: father.id, treeId, clanId: t.other.clanId }],
      }),
      404,
      'Không tìm thấy cây gia phả',
    );
    expect(await clanFamilyCount()).toBe(before);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(familyChildren)
      .where(and(eq(familyChildren.clanId, t.clan.clanId), eq(familyChildren.familyId, fatherFamily.id)));
    expect(row?.n).toBe(0);
  });
});

describe('POST /api/tree/add-family and /api/tree/remove-family', () => {
  it('puts one family on a tree and takes it off, answering the tree', async () => {
    const source = await newTree('Cây nguồn');
    const target = await newTree('Cây đích');
    const { person, family } = await founder(source, 'Nguyễn Văn Gia');
    await addSpouse(source, person.id, { name: 'Lê Thị Gia' });

    const added = await ok<Tree>('POST', '/api/tree/add-family', { treeId: target, familyId: family.id });
    expect(added.message).toBe('Đã thêm gia đình vào cây gia phả');
    expect(added.data).toMatchObject({
      _id: target,
      families: [family.id],
      personCount: 2,
      clanId: t.clan.clanId,
    });
    // Adding it again changes nothing.
    const twice = await ok<Tree>('POST', '/api/tree/add-family', { treeId: target, familyId: family.id });
    expect(twice.data.families).toEqual([family.id]);

    const removed = await ok<Tree>('POST', '/api/tree/remove-family', {
      treeId: target,
      familyId: family.id,
    });
    expect(removed.message).toBe('Đã gỡ gia đình khỏi cây gia phả');
    expect(removed.data).toMatchObject({ families: [], personCount: 0 });
    // The family itself stays (the source tree still shows it).
    expect(await treesRepo(t.database.db, t.clan.clanId).hasFamily(source, family.id)).toBe(true);

    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/remove-family', { treeId: target, familyId: family.id }),
      404,
      'Gia đình này không thuộc cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/add-family', { treeId: target, familyId: MISSING_UUID }),
      404,
      'Không tìm thấy gia đình',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/add-family', { treeId: MISSING_UUID, familyId: family.id }),
      404,
      'Không tìm thấy cây gia phả',
    );
  });
});
