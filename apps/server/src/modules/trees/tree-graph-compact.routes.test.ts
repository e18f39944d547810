import {
  compactTreeGraphChecked,
  compactTreeGraphResponse,
  expandCompactMemberTreeGraph,
  type Tree,
  treeGraphResponse,
} from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { json } from '../../../test/requests.ts';
import { expectSharedRouteChecks } from '../../../test/route-checks.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { treesRepo } from './trees.repo.ts';

// GET /api/tree-graph/compact: the members' tree page reads the graph in columns (tree-graph-compact.ts).

const t = useClanSuite();

async function treeWithFamily(name: string) {
  const created = await t.as(t.clan.token, 'POST', '/api/tree', { name });
  const tree = json<{ data: Tree }>(created).data;
  const persons = personsRepo(t.database.db, t.clan.clanId);
  const father = await persons.insert({
    name: 'Nguyễn Văn Tổ',
    sex: 'male',
    generation: 1,
    deceased: true,
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
  const second = await persons.insert({ name: 'Lê Thị Hai', sex: 'female', generation: 1 });
  const son = await persons.insert({ name: 'Nguyễn Văn Con', sex: 'male', generation: 2 });
  const families = familiesRepo(t.database.db, t.clan.clanId);
  const family = await families.insert({ fatherId: father.id, motherId: mother.id });
  await families.addSpouse(family.id, second.id);
  await families.addChildren(family.id, [{ personId: son.id, motherId: second.id, relation: 'adopted' }]);
  const trees = treesRepo(t.database.db, t.clan.clanId);
  await trees.addFamilies(tree._id, [family.id]);
  await trees.upsertPositions(tree._id, [{ personId: son.id, x: 500, y: 640, width: null, height: null }]);
  return { tree, father, mother, son };
}

describe('GET /api/tree-graph/compact', () => {
  it('needs a signed-in member, a tree id, and hides other clans’ trees', async () => {
    const { tree } = await treeWithFamily('Cây để kiểm tra');
    await expectSharedRouteChecks(
      t,
      [
        {
          route: { method: 'GET', url: `/api/tree-graph/compact?id=${tree._id}` },
          badCalls: [
            [{ method: 'GET', url: '/api/tree-graph/compact' }, 'id', 'Không tìm thấy ID cây gia phả'],
            [{ method: 'GET', url: '/api/tree-graph/compact?id=khong-phai-id' }, 'id'],
          ],
          member: 'allowed',
        },
      ],
      ({ route }) => route.url.includes(tree._id),
    );
    const unknown = await t.as(
      t.clan.token,
      'GET',
      '/api/tree-graph/compact?id=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Không tìm thấy cây gia phả');
  });

  it('expands to the plain graph exactly, private fields and versions included, and is kept per version', async () => {
    const { tree, mother, son } = await treeWithFamily('Cây gọn');
    const url = `/api/tree-graph/compact?id=${tree._id}`;
    const response = await t.as(t.member.token, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers.etag).toBeTruthy();
    const body: unknown = JSON.parse(response.body);
    const compact = compactTreeGraphResponse.parse(body).data;
    // The web's cheap check reads the same answer as the schema.
    expect(compactTreeGraphChecked.parse(body).data).toEqual(compact);
    expect(compact.persons.name.sort()).toEqual([
      'Lê Thị Hai',
      'Nguyễn Văn Con',
      'Nguyễn Văn Tổ',
      'Trần Thị Bà',
    ]);

    const plain = treeGraphResponse.parse(
      json(await t.as(t.member.token, 'GET', `/api/tree-graph?id=${tree._id}`)),
    ).data;
    const expanded = expandCompactMemberTreeGraph(compactTreeGraphResponse.parse(body).data);
    expect(expanded).toEqual(plain);
    expect(expanded.persons.find((p) => p.id === mother.id)?.contact?.phone).toBe('0912345678');
    expect(expanded.persons.find((p) => p.id === son.id)).toMatchObject({ x: 500, y: 640 });
    expect(expanded.placedPersonIds).toEqual([son.id]);

    // An edit shows at the next request.
    const renamed = await t.as(t.clan.token, 'PUT', `/api/person?id=${son.id}`, {
      name: 'Nguyễn Văn Cháu',
      version: son.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = compactTreeGraphResponse.parse(json(await t.as(t.member.token, 'GET', url))).data;
    expect(after.persons.name).toContain('Nguyễn Văn Cháu');
  });
});
