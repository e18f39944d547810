import { type BranchScopeAnswer, MESSAGES, type Person } from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointKeeper } from '../../../test/branches.ts';
import { activeMember, type SignedInMember, useClanSuite } from '../../../test/clans.ts';
import { createAs, getOk, json } from '../../../test/requests.ts';
import { expectSharedRouteChecks } from '../../../test/route-checks.ts';
import { personsRepo } from '../persons/persons.repo.ts';

// Editing rights of branch keepers (issue 24): the keeper writes persons and families inside the branch
// they keep (root, descendants in its tree, spouses married in) and nothing outside it.

const t = useClanSuite();

interface World {
  treeId: string;
  /** The tree's founder: outside the branch. */
  founder: Person;
  /** The branch's root, the founder's son. */
  root: Person;
  /** The root's brother: outside. */
  uncle: Person;
  /** The root's son: inside. */
  grandson: Person;
  keeper: SignedInMember;
}
let w: World;

async function addChild(treeId: string, fatherId: string, name: string, token = t.clan.token) {
  const response = await t.as(token, 'POST', '/api/family/add-child', {
    treeId,
    fatherId,
    child: { name, sex: 'male' },
  });
  return response;
}

async function childOf(treeId: string, fatherId: string, name: string): Promise<Person> {
  const response = await addChild(treeId, fatherId, name);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { child: Person } }>(response).data.child;
}

beforeAll(async () => {
  const tree = await createAs<{ _id: string }>(t.app, t.clan, '/api/tree', { name: 'Cây họ Nguyễn' });
  const first = await createAs<{ person: Person }>(t.app, t.clan, '/api/tree/create-person-family', {
    treeId: tree._id,
    personData: { name: 'Nguyễn Văn Tổ', sex: 'male' },
  });
  const founder = first.person;
  const root = await childOf(tree._id, founder.id, 'Nguyễn Văn Chi');
  const uncle = await childOf(tree._id, founder.id, 'Nguyễn Văn Bác');
  const grandson = await childOf(tree._id, root.id, 'Nguyễn Văn Cháu');
  const keeper = await activeMember(t.app, t.clan, 'truongchi');
  await appointKeeper(t.database.db, t.clan.clanId, {
    treeId: tree._id,
    rootPersonId: root.id,
    userId: keeper.id,
    role: 'head',
    name: 'Chi ông Chi',
  });
  w = { treeId: tree._id, founder, root, uncle, grandson, keeper };
});

function asKeeper(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.as(w.keeper.token, method, url, payload);
}

function expectOutside(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(403);
  expect(JSON.parse(response.body)).toEqual({ success: false, message: MESSAGES.outsideBranch });
}

async function nameOf(id: string) {
  return (await personsRepo(t.database.db, t.clan.clanId).findById(id))?.name;
}

describe('GET /api/me/branch-scope', () => {
  it('shared checks: sign-in, another clan sees its own (nothing)', async () => {
    await expectSharedRouteChecks(
      t,
      [{ route: { method: 'GET', url: '/api/me/branch-scope' }, member: 'allowed' }],
      () => false,
    );
  });

  it('an admin edits the whole clan', async () => {
    const { data } = await getOk<BranchScopeAnswer>(
      t.app,
      t.clan.domain,
      '/api/me/branch-scope',
      t.clan.token,
    );
    expect(data).toEqual({ all: true, branches: [], personIds: [], headedPersonIds: [] });
  });

  it('a member who keeps nothing edits nothing', async () => {
    const { data } = await getOk<BranchScopeAnswer>(
      t.app,
      t.clan.domain,
      '/api/me/branch-scope',
      t.member.token,
    );
    expect(data).toEqual({ all: false, branches: [], personIds: [], headedPersonIds: [] });
  });

  it('a keeper: their branch, its root and descendants, not the founder nor the uncle', async () => {
    const { data } = await getOk<BranchScopeAnswer>(
      t.app,
      t.clan.domain,
      '/api/me/branch-scope',
      w.keeper.token,
    );
    expect(data.all).toBe(false);
    expect(data.branches).toEqual([
      expect.objectContaining({
        name: 'Chi ông Chi',
        treeId: w.treeId,
        rootPersonId: w.root.id,
        role: 'head',
      }),
    ]);
    expect(data.personIds).toEqual(expect.arrayContaining([w.root.id, w.grandson.id]));
    expect(data.personIds).not.toContain(w.founder.id);
    expect(data.personIds).not.toContain(w.uncle.id);
    expect(data.headedPersonIds).toEqual(data.personIds);
  });
});

describe('editor routes', () => {
  it('a member who keeps no branch is refused (403) before anything is read', async () => {
    const response = await t.as(t.member.token, 'PUT', `/api/person?id=${w.root.id}`, { name: 'Không được' });
    expect(response.statusCode, response.body).toBe(403);
    expect(json(response).message).toBe(MESSAGES.forbidden);
    expect(await nameOf(w.root.id)).toBe('Nguyễn Văn Chi');
  });

  it('the keeper edits a person inside (200) but not one outside (403, unchanged)', async () => {
    const inside = await asKeeper('PUT', `/api/person?id=${w.grandson.id}&treeId=${w.treeId}`, {
      biography: 'Sửa bởi trưởng chi',
    });
    expect(inside.statusCode, inside.body).toBe(200);
    expectOutside(await asKeeper('PUT', `/api/person?id=${w.uncle.id}`, { name: 'Đổi tên' }));
    expectOutside(await asKeeper('PUT', `/api/person?id=${w.founder.id}`, { name: 'Đổi tên' }));
    expect(await nameOf(w.uncle.id)).toBe('Nguyễn Văn Bác');
  });

  it('adds a child to a person inside (201), and the child is then inside', async () => {
    const response = await addChild(w.treeId, w.grandson.id, 'Nguyễn Văn Chắt', w.keeper.token);
    expect(response.statusCode, response.body).toBe(201);
    const child = json<{ data: { child: Person } }>(response).data.child;
    const { data } = await getOk<BranchScopeAnswer>(
      t.app,
      t.clan.domain,
      '/api/me/branch-scope',
      w.keeper.token,
    );
    expect(data.personIds).toContain(child.id);
    const edit = await asKeeper('PUT', `/api/person?id=${child.id}`, { ordinal: 1 });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('refuses a child of a person outside and a new parent of the root', async () => {
    expectOutside(await addChild(w.treeId, w.uncle.id, 'Con ông Bác', w.keeper.token));
    expectOutside(await addChild(w.treeId, w.founder.id, 'Con ông Tổ', w.keeper.token));
    expectOutside(
      await asKeeper('POST', '/api/family/add-multiple-children', {
        treeId: w.treeId,
        fatherId: w.uncle.id,
        children: [{ name: 'Con A', sex: 'male' }],
      }),
    );
  });

  it('marries a person inside (the spouse is then inside), not one outside', async () => {
    const response = await asKeeper('POST', '/api/family/add-spouse', {
      treeId: w.treeId,
      personId: w.grandson.id,
      spouse: { name: 'Trần Thị Dâu', sex: 'female' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const spouse = json<{ data: { spouse: Person } }>(response).data.spouse;
    const { data } = await getOk<BranchScopeAnswer>(
      t.app,
      t.clan.domain,
      '/api/me/branch-scope',
      w.keeper.token,
    );
    expect(data.personIds).toContain(spouse.id);
    expectOutside(
      await asKeeper('POST', '/api/family/add-spouse', {
        treeId: w.treeId,
        personId: w.uncle.id,
        spouse: { name: 'Lê Thị Ngoài' },
      }),
    );
    // Linking an existing person outside as a spouse touches them: refused too.
    expectOutside(
      await asKeeper('POST', '/api/family/add-spouse', {
        treeId: w.treeId,
        personId: w.grandson.id,
        spouse: w.uncle.id,
      }),
    );
  });

  it('moves the boxes of persons inside; one outside refuses the whole save', async () => {
    const inside = await asKeeper('PUT', '/api/persons/update-multiple-positions', {
      treeId: w.treeId,
      positions: [
        { id: w.root.id, x: 10, y: 20 },
        { id: w.grandson.id, x: 30, y: 40 },
      ],
    });
    expect(inside.statusCode, inside.body).toBe(200);
    expectOutside(
      await asKeeper('PUT', '/api/persons/update-multiple-positions', {
        treeId: w.treeId,
        positions: [
          { id: w.root.id, x: 11, y: 21 },
          { id: w.uncle.id, x: 1, y: 1 },
        ],
      }),
    );
  });

  it('life events, graves and citations: inside yes, outside no', async () => {
    const event = await asKeeper('POST', `/api/person/${w.grandson.id}/event`, {
      type: 'occupation',
      value: 'Nông',
    });
    expect(event.statusCode, event.body).toBe(201);
    expectOutside(
      await asKeeper('POST', `/api/person/${w.uncle.id}/event`, { type: 'occupation', value: 'Nông' }),
    );
    expectOutside(await asKeeper('POST', `/api/person/${w.uncle.id}/grave`, { cemetery: 'Nghĩa trang' }));
    const source = await createAs<{ id: string }>(t.app, t.clan, '/api/source', {
      title: 'Gia phả chép tay',
    });
    const cited = await asKeeper('POST', '/api/citation', { sourceId: source.id, personId: w.grandson.id });
    expect(cited.statusCode, cited.body).toBe(201);
    expectOutside(await asKeeper('POST', '/api/citation', { sourceId: source.id, personId: w.uncle.id }));
  });

  it('deletes a person inside, never the root nor anyone outside', async () => {
    const extra = await childOf(w.treeId, w.grandson.id, 'Nguyễn Văn Xóa');
    const removed = await asKeeper('DELETE', `/api/person/${extra.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const root = await asKeeper('DELETE', `/api/person/${w.root.id}`);
    expect(root.statusCode, root.body).toBe(403);
    expect(json(root).message).toBe(MESSAGES.branchRootUndeletable);
    expectOutside(await asKeeper('DELETE', `/api/person/${w.uncle.id}`));
    expect(await nameOf(w.root.id)).toBe('Nguyễn Văn Chi');
  });

  it('clan-wide and tree-level admin actions stay refused (403)', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/tree', { name: 'Cây mới' }],
      ['POST', '/api/person', { name: 'Người lẻ' }],
      ['POST', '/api/tree/create-person-family', { treeId: w.treeId, personData: { name: 'Tổ mới' } }],
      ['PUT', `/api/tree/${w.treeId}/hide-spouses`, { hideSpouses: true }],
      ['POST', '/api/tree/split', { treeId: w.treeId, personId: w.root.id }],
    ] as const) {
      const response = await asKeeper(method, url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(403);
      expect(json(response).message).toBe(MESSAGES.forbidden);
    }
  });

  it('an admin still edits anyone', async () => {
    const response = await t.as(t.clan.token, 'PUT', `/api/person?id=${w.uncle.id}`, { ordinal: 2 });
    expect(response.statusCode, response.body).toBe(200);
  });
});
