import type { Family, Person, Tree } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { expectCreated, json } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  type RouteCall,
  type SharedRouteCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { treesRepo } from './trees.repo.ts';

const TREE_ID_MISSING = 'Không tìm thấy ID cây gia phả';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

const t = useClanSuite();

const { as } = t;

async function ok<T>(method: RouteCall['method'], url: string, payload?: object, status = 200) {
  const response = await as(t.clan.token, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return json<{ data: T; message?: string }>(response);
}

async function expectError(response: Awaited<ReturnType<typeof as>>, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(json(response)).toMatchObject({ success: false, message });
}

/** The tree endpoints are someone else's: the starting tree is made with the repository. */
async function newTree(name = 'Gia phả họ Nguyễn'): Promise<string> {
  return (await treesRepo(t.database.db, t.clan.clanId).insert({ name, createdBy: t.clan.adminId })).id;
}

async function founder(treeId: string, name: string) {
  return (
    await ok<{ person: Person; family: Family }>(
      'POST',
      '/api/tree/create-person-family',
      { treeId, personData: { name, sex: 'male', generation: 1 } },
      201,
    )
  ).data;
}

async function addSpouse(treeId: string, personId: string, name: string, createNewFamily = false) {
  return (
    await ok<{ family: Family; spouse: Person }>(
      'POST',
      '/api/family/add-spouse',
      { treeId, personId, spouse: { name }, createNewFamily },
      201,
    )
  ).data;
}

async function addChild(treeId: string, fatherId: string, motherId: string | null, name: string) {
  return (
    await ok<{ family: Family; child: Person }>(
      'POST',
      '/api/family/add-child',
      { treeId, fatherId, motherId, child: { name, sex: 'male' } },
      201,
    )
  ).data;
}

async function addChildren(treeId: string, fatherId: string, motherId: string, names: string[]) {
  return (
    await ok<{ family: Family; children: Person[] }>(
      'POST',
      '/api/family/add-multiple-children',
      { treeId, fatherId, motherId, children: names.map((name) => ({ name, sex: 'male' })) },
      201,
    )
  ).data;
}

const familiesOf = async (treeId: string) =>
  (await treesRepo(t.database.db, t.clan.clanId).familyIds(treeId)).sort();
const personsOf = async (treeId: string) =>
  (await treesRepo(t.database.db, t.clan.clanId).personIds(treeId)).sort();
const sorted = (ids: string[]) => [...ids].sort();

describe('shared checks for every split route', () => {
  it('need a signed-in admin (members may read the lookups), reject bad input, hide other clans', async () => {
    const treeId = await newTree();
    const { person, family } = await founder(treeId, 'Nguyễn Văn Kiểm');
    const routes: SharedRouteCheck[] = [
      {
        route: {
          method: 'POST',
          url: '/api/tree/split',
          payload: { sourceTreeId: treeId, splitPersonId: person.id },
        },
        member: 'forbidden',
        badCalls: [
          [
            { method: 'POST', url: '/api/tree/split', payload: { splitPersonId: person.id } },
            'sourceTreeId',
            TREE_ID_MISSING,
          ],
          [
            { method: 'POST', url: '/api/tree/split', payload: { sourceTreeId: treeId, splitPersonId: 'x' } },
            'splitPersonId',
          ],
          [
            {
              method: 'POST',
              url: '/api/tree/split',
              payload: { sourceTreeId: treeId, splitPersonId: person.id, newTreeName: ' ' },
            },
            'newTreeName',
            'Vui lòng nhập tên cây gia phả',
          ],
        ],
      },
      ...['type', 'original', 'split-trees', 'persons-with-split-trees'].map(
        (what): SharedRouteCheck => ({
          route: { method: 'GET', url: `/api/tree/${treeId}/${what}` },
          member: 'allowed',
          badCalls: [[{ method: 'GET', url: `/api/tree/abc/${what}` }, 'id', TREE_ID_MISSING]],
        }),
      ),
      {
        route: { method: 'GET', url: `/api/tree/split-tree/${person.id}` },
        member: 'allowed',
        badCalls: [[{ method: 'GET', url: '/api/tree/split-tree/abc' }, 'personId']],
      },
      {
        route: { method: 'GET', url: `/api/tree/has-split-tree/${person.id}` },
        member: 'allowed',
        badCalls: [[{ method: 'GET', url: '/api/tree/has-split-tree/abc' }, 'personId']],
      },
      {
        route: { method: 'GET', url: `/api/tree/${treeId}/split-tree/${person.id}` },
        member: 'allowed',
        badCalls: [
          [{ method: 'GET', url: `/api/tree/abc/split-tree/${person.id}` }, 'treeId', TREE_ID_MISSING],
          [{ method: 'GET', url: `/api/tree/${treeId}/split-tree/abc` }, 'personId'],
        ],
      },
      {
        route: { method: 'GET', url: `/api/tree/${treeId}/has-split-tree/${person.id}` },
        member: 'allowed',
        badCalls: [
          [{ method: 'GET', url: `/api/tree/abc/has-split-tree/${person.id}` }, 'treeId', TREE_ID_MISSING],
        ],
      },
      ...['add-family-auto', 'remove-family-auto'].map(
        (what): SharedRouteCheck => ({
          route: { method: 'POST', url: `/api/tree/${what}`, payload: { treeId, familyId: family.id } },
          member: 'forbidden',
          badCalls: [
            [
              { method: 'POST', url: `/api/tree/${what}`, payload: { familyId: family.id } },
              'treeId',
              TREE_ID_MISSING,
            ],
            [{ method: 'POST', url: `/api/tree/${what}`, payload: { treeId } }, 'familyId'],
          ],
        }),
      ),
      {
        route: { method: 'POST', url: '/api/tree/sync-person', payload: { treeId, personId: person.id } },
        member: 'forbidden',
        badCalls: [
          [
            { method: 'POST', url: '/api/tree/sync-person', payload: { personId: person.id } },
            'treeId',
            TREE_ID_MISSING,
          ],
          [
            {
              method: 'POST',
              url: '/api/tree/sync-person',
              payload: { treeId, personId: person.id, action: 'merge' },
            },
            'action',
          ],
        ],
      },
    ];
    await expectSharedRouteChecks(t, routes, () => true);
    // Nothing was split or moved by the refused calls.
    expect(await treesRepo(t.database.db, t.clan.clanId).splitTreesOf(treeId)).toEqual([]);
    expect(await familiesOf(treeId)).toEqual([family.id]);
  });
});

describe('a clan’s tree from patriarch to grandchildren, split at a son and kept in step', () => {
  it('builds the tree, splits a branch, answers the lookups, and syncs later changes', async () => {
    // ---- the original tree, built through the family endpoints ----
    const original = await newTree('Gia phả họ Nguyễn Đình');
    const { person: patriarch, family: withFirstWife } = await founder(original, 'Nguyễn Đình Tổ');
    const wife1 = await addSpouse(original, patriarch.id, 'Lê Thị Cả');
    expect(wife1.family.id).toBe(withFirstWife.id);
    const wife2 = await addSpouse(original, patriarch.id, 'Trần Thị Thứ', true);
    expect(wife2.family.id).not.toBe(withFirstWife.id);

    const eldest = (await addChild(original, patriarch.id, wife1.spouse.id, 'Nguyễn Đình Trưởng')).child;
    const secondSon = (await addChild(original, patriarch.id, wife1.spouse.id, 'Nguyễn Đình Thứ')).child;
    const halfBrothers = await addChildren(original, patriarch.id, wife2.spouse.id, [
      'Nguyễn Đình Giáp',
      'Nguyễn Đình Ất',
    ]);
    expect(halfBrothers.family.id).toBe(wife2.family.id);
    expect(halfBrothers.children.map((c) => c.generation)).toEqual([2, 2]);

    // The eldest: two wives (the second in her own family), a child of each, a grandchild.
    const dil1 = await addSpouse(original, eldest.id, 'Phạm Thị Dâu');
    const dil2 = await addSpouse(original, eldest.id, 'Vũ Thị Dâu Hai', true);
    const grandson = await addChild(original, eldest.id, dil1.spouse.id, 'Nguyễn Đình Cháu');
    expect(grandson.family.id).toBe(dil1.family.id);
    expect(grandson.child.generation).toBe(3);
    const grandson2 = await addChild(original, eldest.id, dil2.spouse.id, 'Nguyễn Đình Cháu Hai');
    expect(grandson2.family.id).toBe(dil2.family.id);
    // The half-brother's line, which the split must leave out.
    const halfDil = await addSpouse(original, halfBrothers.children[0]!.id, 'Đỗ Thị Dâu');
    const halfNephew = await addChild(
      original,
      halfBrothers.children[0]!.id,
      halfDil.spouse.id,
      'Nguyễn Đình Họ',
    );
    const greatGrandFamily = await addSpouse(original, grandson.child.id, 'Hoàng Thị Chắt');

    // The canvas of the original (positions are another module's endpoint; set here with the repository).
    await treesRepo(t.database.db, t.clan.clanId).upsertPositions(original, [
      { personId: patriarch.id, x: 0, y: 0, width: 110, height: 220 },
      { personId: eldest.id, x: 40, y: 300, width: 110, height: 220 },
      { personId: grandson.child.id, x: 80, y: 600, width: null, height: null },
    ]);

    // ---- split at the eldest son ----
    const splitResponse = await as(t.clan.token, 'POST', '/api/tree/split', {
      sourceTreeId: original,
      splitPersonId: eldest.id,
    });
    const split = expectCreated<Tree>(splitResponse, 'Đã tách nhánh thành cây gia phả mới');
    const branch = split.data;
    const branchFamilies = [dil1.family.id, dil2.family.id, greatGrandFamily.family.id];
    expect(branch).toMatchObject({
      name: 'Chi Nguyễn Đình Trưởng',
      type: 'split',
      sourceTreeId: original,
      splitPersonId: eldest.id,
      clanId: t.clan.clanId,
      createdBy: t.clan.adminId,
      personCount: 6,
    });
    expect(sorted(branch.families)).toEqual(sorted(branchFamilies));
    // Exactly his families and descendants: him, both wives, both sons, the grandson's wife.
    const branchPersons = await personsOf(branch._id);
    expect(branchPersons).toEqual(
      sorted([
        eldest.id,
        dil1.spouse.id,
        dil2.spouse.id,
        grandson.child.id,
        grandson2.child.id,
        greatGrandFamily.spouse.id,
      ]),
    );
    expect(branchPersons).not.toContain(patriarch.id);
    expect(branchPersons).not.toContain(halfNephew.child.id);
    // The positions came along for his branch; persons are shared rows, not copies.
    const positions = await treesRepo(t.database.db, t.clan.clanId).positions(branch._id);
    expect(Object.fromEntries(positions)).toEqual({
      [eldest.id]: { x: 40, y: 300, width: 110, height: 220 },
      [grandson.child.id]: { x: 80, y: 600, width: null, height: null },
    });
    // Audited: who split what.
    const log = await auditRepo(t.database.db, t.clan.clanId).list(100);
    expect(log.find((e) => e.action === 'tree.split')).toMatchObject({
      actorId: t.clan.adminId,
      targetType: 'tree',
      targetId: branch._id,
      detail: { sourceTreeId: original, splitPersonId: eldest.id, families: 3 },
    });
    // The original is untouched.
    expect(await familiesOf(original)).toHaveLength(6);

    // ---- lookups agree ----
    expect((await ok<object>('GET', `/api/tree/${branch._id}/type`)).data).toEqual({
      type: 'split',
      sourceTreeId: original,
      splitPersonId: eldest.id,
    });
    expect((await ok<object>('GET', `/api/tree/${original}/type`)).data).toEqual({
      type: 'original',
      sourceTreeId: null,
      splitPersonId: null,
    });
    expect((await ok<Tree>('GET', `/api/tree/${branch._id}/original`)).data._id).toBe(original);
    expect((await ok<Tree>('GET', `/api/tree/${original}/original`)).data).toMatchObject({
      _id: original,
      personCount: 14,
    });
    expect((await ok<Tree[]>('GET', `/api/tree/${original}/split-trees`)).data.map((x) => x._id)).toEqual([
      branch._id,
    ]);
    expect((await ok<Tree[]>('GET', `/api/tree/${branch._id}/split-trees`)).data).toEqual([]);
    expect((await ok<object[]>('GET', `/api/tree/${original}/persons-with-split-trees`)).data).toEqual([
      { personId: eldest.id, treeId: branch._id, treeName: 'Chi Nguyễn Đình Trưởng' },
    ]);
    expect((await ok<Tree | null>('GET', `/api/tree/split-tree/${eldest.id}`)).data?._id).toBe(branch._id);
    expect((await ok<Tree | null>('GET', `/api/tree/split-tree/${secondSon.id}`)).data).toBeNull();
    expect((await ok<object>('GET', `/api/tree/has-split-tree/${eldest.id}`)).data).toEqual({
      hasSplitTree: true,
      treeId: branch._id,
    });
    expect((await ok<object>('GET', `/api/tree/has-split-tree/${secondSon.id}`)).data).toEqual({
      hasSplitTree: false,
      treeId: null,
    });
    expect((await ok<object>('GET', `/api/tree/${original}/has-split-tree/${eldest.id}`)).data).toEqual({
      hasSplitTree: true,
      treeId: branch._id,
    });
    expect((await ok<object>('GET', `/api/tree/${branch._id}/has-split-tree/${eldest.id}`)).data).toEqual({
      hasSplitTree: false,
      treeId: null,
    });
    expect((await ok<Tree | null>('GET', `/api/tree/${original}/split-tree/${eldest.id}`)).data?._id).toBe(
      branch._id,
    );
    expect((await ok<Tree | null>('GET', `/api/tree/${branch._id}/split-tree/${eldest.id}`)).data).toBeNull();

    // ---- refusals ----
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/split', { sourceTreeId: original, splitPersonId: eldest.id }),
      409,
      'Người này đã có cây gia phả tách riêng',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/split', {
        sourceTreeId: branch._id,
        splitPersonId: grandson.child.id,
      }),
      409,
      'Chỉ có thể tách nhánh từ cây gia phả gốc',
    );
    const elsewhere = await founder(await newTree('Cây khác'), 'Người Cây Khác');
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/split', {
        sourceTreeId: original,
        splitPersonId: elsewhere.person.id,
      }),
      404,
      'Người này không thuộc cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/split', {
        sourceTreeId: MISSING_UUID,
        splitPersonId: eldest.id,
      }),
      404,
      'Không tìm thấy cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/split', {
        sourceTreeId: original,
        splitPersonId: MISSING_UUID,
      }),
      404,
      'Không tìm thấy người này trong gia phả',
    );

    // ---- later changes in the original ----
    // A child added to a family both trees share shows in the branch at once (one family row).
    const lateGrandson = await addChild(original, eldest.id, dil1.spouse.id, 'Nguyễn Đình Út');
    expect(lateGrandson.family.id).toBe(dil1.family.id);
    expect(await personsOf(branch._id)).toContain(lateGrandson.child.id);
    // A new family in the original (the late grandson marries and has a son) reaches the branch by sync.
    const lateWedding = await addSpouse(original, lateGrandson.child.id, 'Lý Thị Út');
    const greatGrandson = await addChild(
      original,
      lateGrandson.child.id,
      lateWedding.spouse.id,
      'Nguyễn Đình Chắt',
    );
    expect(await familiesOf(branch._id)).not.toContain(lateWedding.family.id);
    const synced = await ok<{ treeIds: string[] }>('POST', '/api/tree/sync-person', {
      personId: eldest.id,
      treeId: original,
    });
    expect(synced.message).toBe('Đã đồng bộ người này giữa các cây gia phả');
    expect(synced.data.treeIds).toEqual([branch._id]);
    expect(await familiesOf(branch._id)).toContain(lateWedding.family.id);
    expect(await personsOf(branch._id)).toContain(greatGrandson.child.id);
    // Syncing again changes nothing.
    expect(
      (
        await ok<{ treeIds: string[] }>('POST', '/api/tree/sync-person', {
          personId: eldest.id,
          treeId: original,
        })
      ).data,
    ).toEqual({
      treeIds: [],
    });
    // The other way: a family made in the branch reaches the original.
    const branchWedding = await addSpouse(branch._id, grandson2.child.id, 'Cao Thị Nhánh');
    expect(await familiesOf(original)).not.toContain(branchWedding.family.id);
    const up = await ok<{ treeIds: string[] }>('POST', '/api/tree/sync-person', {
      personId: grandson2.child.id,
      action: 'add',
      treeId: branch._id,
    });
    expect(up.data.treeIds).toEqual([original]);
    expect(await familiesOf(original)).toContain(branchWedding.family.id);
    // Removal: the original drops the late wedding; sync with `remove` drops it from the branch too.
    await ok('POST', '/api/tree/remove-family', { treeId: original, familyId: lateWedding.family.id });
    const removed = await ok<{ treeIds: string[] }>('POST', '/api/tree/sync-person', {
      personId: lateGrandson.child.id,
      action: 'remove',
      treeId: original,
    });
    expect(removed.data.treeIds).toEqual([branch._id]);
    expect(await familiesOf(branch._id)).not.toContain(lateWedding.family.id);
    // A person on neither side of a split tree: nothing to sync.
    expect(
      (
        await ok<{ treeIds: string[] }>('POST', '/api/tree/sync-person', {
          personId: secondSon.id,
          treeId: original,
        })
      ).data,
    ).toEqual({
      treeIds: [],
    });
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/sync-person', {
        personId: elsewhere.person.id,
        treeId: original,
      }),
      404,
      'Người này không thuộc cây gia phả',
    );

    // ---- add-family-auto / remove-family-auto propagate to the related tree ----
    // Back in the original with its descendants; the branch shows the late grandson, so it follows.
    const addedAuto = await ok<Tree>('POST', '/api/tree/add-family-auto', {
      treeId: original,
      familyId: lateWedding.family.id,
    });
    expect(addedAuto.message).toBe('Đã thêm gia đình vào cây gia phả');
    expect(addedAuto.data._id).toBe(original);
    expect(addedAuto.data.families).toContain(lateWedding.family.id);
    expect(await familiesOf(branch._id)).toContain(lateWedding.family.id);

    // The grandson's own line (his wedding, then their son's wedding) leaves both trees at once.
    const greatGrandson2 = await addChild(
      original,
      grandson.child.id,
      greatGrandFamily.spouse.id,
      'Nguyễn Đình Chắt Hai',
    );
    const greatWedding = await addSpouse(original, greatGrandson2.child.id, 'Tạ Thị Chít');
    await ok('POST', '/api/tree/sync-person', { personId: grandson.child.id, treeId: original });
    expect(await familiesOf(branch._id)).toContain(greatWedding.family.id);
    const removedAuto = await ok<Tree>('POST', '/api/tree/remove-family-auto', {
      treeId: original,
      familyId: greatGrandFamily.family.id,
    });
    expect(removedAuto.message).toBe('Đã gỡ gia đình khỏi cây gia phả');
    for (const treeId of [original, branch._id]) {
      const ids = await familiesOf(treeId);
      expect(ids).not.toContain(greatGrandFamily.family.id);
      expect(ids).not.toContain(greatWedding.family.id);
      expect(ids).toContain(dil1.family.id);
    }
    // … and comes back, descendants included, in both.
    await ok<Tree>('POST', '/api/tree/add-family-auto', {
      treeId: original,
      familyId: greatGrandFamily.family.id,
    });
    for (const treeId of [original, branch._id]) {
      expect(await familiesOf(treeId)).toEqual(
        expect.arrayContaining([greatGrandFamily.family.id, greatWedding.family.id]),
      );
    }
    // A family whose heads the branch does not show (the patriarch's second union) never enters it.
    await ok<Tree>('POST', '/api/tree/add-family-auto', { treeId: original, familyId: wife2.family.id });
    const branchNow = await familiesOf(branch._id);
    expect(branchNow).not.toContain(wife2.family.id);
    expect(branchNow).not.toContain(halfDil.family.id);
    // Removing what the tree does not have: 404.
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/remove-family-auto', {
        treeId: branch._id,
        familyId: wife2.family.id,
      }),
      404,
      'Gia đình này không thuộc cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'POST', '/api/tree/add-family-auto', {
        treeId: original,
        familyId: MISSING_UUID,
      }),
      404,
      'Không tìm thấy gia đình',
    );
  });

  it('names the split tree as asked, and starts a branch at a person without a family of their own', async () => {
    const original = await newTree('Gia phả họ Trần');
    const { person: father } = await founder(original, 'Trần Văn Cha');
    const mother = await addSpouse(original, father.id, 'Ngô Thị Mẹ');
    const leaf = (await addChild(original, father.id, mother.spouse.id, 'Trần Văn Lá')).child;
    const named = await ok<Tree>(
      'POST',
      '/api/tree/split',
      { sourceTreeId: original, splitPersonId: leaf.id, newTreeName: 'Chi Lá — Nam Định' },
      201,
    );
    expect(named.data).toMatchObject({ name: 'Chi Lá — Nam Định', personCount: 1 });
    expect(named.data.families).toHaveLength(1);
    expect(await personsOf(named.data._id)).toEqual([leaf.id]);
    // The original still has just its one family.
    expect(await familiesOf(original)).toEqual([mother.family.id]);
    // Another person of the same tree may have a split tree too; the newest per person is answered.
    const second = await ok<Tree>(
      'POST',
      '/api/tree/split',
      { sourceTreeId: original, splitPersonId: father.id },
      201,
    );
    expect(second.data.name).toBe('Chi Trần Văn Cha');
    const listed = (await ok<{ personId: string }[]>('GET', `/api/tree/${original}/persons-with-split-trees`))
      .data;
    expect(listed.map((x) => x.personId).sort()).toEqual(sorted([leaf.id, father.id]));
    // A split tree whose original is gone answers null for its original.
    await treesRepo(t.database.db, t.clan.clanId).detachSplitTrees(original);
    expect((await ok<Tree | null>('GET', `/api/tree/${second.data._id}/original`)).data).toBeNull();
    await expectError(
      await as(t.clan.token, 'GET', `/api/tree/${MISSING_UUID}/type`),
      404,
      'Không tìm thấy cây gia phả',
    );
    await expectError(
      await as(t.clan.token, 'GET', `/api/tree/has-split-tree/${MISSING_UUID}`),
      404,
      'Không tìm thấy người này trong gia phả',
    );
  });
});
