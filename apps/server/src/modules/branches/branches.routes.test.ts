import type { Branch, PublicBranch, PublicBranchSummary } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { activeMember, type ClanFixture, PASSWORD, useClanSuite } from '../../../test/clans.ts';
import { expectCreated, expectOk, json, MISSING_ID, withDomain } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  idCheck,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';

const t = useClanSuite('truongchi');
const { as } = t;

interface Person {
  id: string;
  name: string;
}

/** A tree: founder → Bình (deceased, giỗ 10/3 âm lịch) married to Cúc → Dũng; founder → Em. */
async function familyTree(c: ClanFixture, label: string, isPublic = true) {
  const tree = await t.call(c, c.token, 'POST', '/api/tree', { name: `Cây ${label}`, isPublic });
  expect(tree.statusCode, tree.body).toBe(201);
  const treeId = json<{ data: { _id: string } }>(tree).data._id;
  const made = await t.call(c, c.token, 'POST', '/api/tree/create-person-family', {
    treeId,
    personData: { name: `Nguyễn Văn Tổ ${label}`, sex: 'male', generation: 1 },
  });
  expect(made.statusCode, made.body).toBe(201);
  const founder = json<{ data: { person: Person } }>(made).data.person;
  const child = async (fatherId: string, name: string, extra: object = {}) => {
    const response = await t.call(c, c.token, 'POST', '/api/family/add-child', {
      treeId,
      fatherId,
      child: { name, sex: 'male', ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ data: { child: Person } }>(response).data.child;
  };
  const binh = await child(founder.id, `Nguyễn Văn Bình ${label}`, {
    deceased: true,
    death: { solar: null, lunar: { day: 10, month: 3, year: 1990, leap: false } },
  });
  const spouse = await t.call(c, c.token, 'POST', '/api/family/add-spouse', {
    treeId,
    personId: binh.id,
    spouse: { name: `Lê Thị Cúc ${label}`, sex: 'female' },
  });
  expect(spouse.statusCode, spouse.body).toBe(201);
  const cuc = json<{ data: { spouse: Person } }>(spouse).data.spouse;
  const dung = await child(binh.id, `Nguyễn Văn Dũng ${label}`, {
    birth: { solar: { year: 1980, month: 5, day: 2 } },
  });
  const em = await child(founder.id, `Nguyễn Văn Em ${label}`);
  return { treeId, founder, binh, cuc, dung, em };
}

async function createBranch(c: ClanFixture, body: object): Promise<Branch> {
  const response = await t.call(c, c.token, 'POST', '/api/branch', body);
  return expectCreated<Branch>(response, 'Đã tạo chi').data;
}

/** A pending registration whose "Tôi là …" names `personId`; the user's id. */
async function pendingRegistration(domain: string, username: string, personId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: withDomain('/api/auth/register-member', domain),
    payload: {
      name: `Trần Văn ${username}`,
      username,
      email: `${username}@${domain}.test`,
      password: PASSWORD,
      personId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { user: { id: string } } }>(response).data.user.id;
}

describe('shared checks for every branches route', () => {
  it('need a sign-in (admins for the writes), reject bad input, and hide other clans’ branches', async () => {
    const tree = await familyTree(t.clan, 'Kiểm');
    const branch = await createBranch(t.clan, { treeId: tree.treeId, rootPersonId: tree.em.id });
    const checks: SharedRouteCheck[] = [
      { route: { method: 'GET', url: '/api/branches' }, member: 'allowed' },
      writeCheck('POST', '/api/branch', { treeId: tree.treeId, rootPersonId: tree.founder.id }, [
        { treeId: 'abc', rootPersonId: tree.founder.id },
        'treeId',
      ]),
      writeCheck('PATCH', `/api/branch/${branch._id}`, { name: 'Chi Em' }, [{ name: '  ' }, 'name']),
      idCheck('DELETE', (id) => `/api/branch/${id}`, branch._id, 'forbidden'),
      writeCheck('PUT', `/api/branch/${branch._id}/keepers`, { keepers: [] }, [
        { keepers: [{ userId: t.member.id, role: 'boss' }] },
        'keepers.0.role',
      ]),
      idCheck('GET', (id) => `/api/branch/${id}/pending-members`, branch._id, 'forbidden'),
    ];
    await expectSharedRouteChecks(
      t,
      checks,
      ({ route }) => route.url.includes(branch._id) || route.method === 'POST',
    );
  });

  it('the public routes answer an unknown branch, a bad id and an unknown clan', async () => {
    const missing = await as(undefined, 'GET', `/api/public/branch/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Không tìm thấy chi' });
    const bad = await as(undefined, 'GET', '/api/public/branch/abc');
    expect(bad.statusCode).toBe(400);
    const unknownClan = await t.app.inject({
      method: 'GET',
      url: '/api/public/branches?domain=khong-co-ho-nay',
    });
    expect(unknownClan.statusCode).toBe(404);
  });
});

describe('an admin makes a branch and appoints its keepers', () => {
  it('roots a branch at a person of the tree, with the spouses married into it', async () => {
    const tree = await familyTree(t.clan, 'Một');
    const branch = await createBranch(t.clan, { treeId: tree.treeId, rootPersonId: tree.binh.id });
    expect(branch).toMatchObject({
      name: `Chi ${tree.binh.name}`,
      description: null,
      treeId: tree.treeId,
      treeName: 'Cây Một',
      rootPerson: { _id: tree.binh.id, name: tree.binh.name },
      personCount: 3,
      keepers: [],
      version: 1,
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'branch.create', {
      targetId: branch._id,
      targetName: branch.name,
    });

    const again = await as(t.clan.token, 'POST', '/api/branch', {
      treeId: tree.treeId,
      rootPersonId: tree.binh.id,
      name: 'Chi khác',
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(json(again).message).toBe('Cây gia phả này đã có một chi bắt đầu từ người này');

    const elsewhere = await familyTree(t.clan, 'Hai');
    const outside = await as(t.clan.token, 'POST', '/api/branch', {
      treeId: tree.treeId,
      rootPersonId: elsewhere.binh.id,
    });
    expect(outside.statusCode, outside.body).toBe(409);
    expect(json(outside).message).toBe('Người này không có trong cây gia phả đã chọn');

    const noTree = await as(t.clan.token, 'POST', '/api/branch', {
      treeId: MISSING_ID,
      rootPersonId: tree.binh.id,
    });
    expect(noTree.statusCode).toBe(404);
    expect(json(noTree).message).toBe('Không tìm thấy cây gia phả');
    const noPerson = await as(t.clan.token, 'POST', '/api/branch', {
      treeId: tree.treeId,
      rootPersonId: MISSING_ID,
    });
    expect(noPerson.statusCode).toBe(404);

    const named = await createBranch(t.clan, {
      treeId: tree.treeId,
      rootPersonId: tree.em.id,
      name: '  Chi   Út  ',
      description: 'Ngành thứ hai',
    });
    expect(named).toMatchObject({ name: 'Chi Út', description: 'Ngành thứ hai', personCount: 1 });

    const listed = json<{ data: Branch[] }>(await as(t.member.token, 'GET', '/api/branches')).data;
    expect(listed.map((b) => b._id)).toEqual(expect.arrayContaining([branch._id, named._id]));
  });

  it('renames with the version it was read at, and refuses a stale one', async () => {
    const tree = await familyTree(t.clan, 'Ba');
    const branch = await createBranch(t.clan, { treeId: tree.treeId, rootPersonId: tree.binh.id });
    const saved = expectOk<Branch>(
      await as(t.clan.token, 'PATCH', `/api/branch/${branch._id}`, {
        name: 'Chi Bình',
        description: 'Con trưởng',
        version: 1,
      }),
      'Đã lưu chi',
    ).data;
    expect(saved).toMatchObject({ name: 'Chi Bình', description: 'Con trưởng', version: 2 });
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'branch.update' && e.targetId === branch._id,
      {
        targetName: 'Chi Bình',
        detail: { changes: expect.arrayContaining([{ field: 'name', from: branch.name, to: 'Chi Bình' }]) },
      },
    );
    const stale = await as(t.clan.token, 'PATCH', `/api/branch/${branch._id}`, {
      name: 'Chi cũ',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );
    const missing = await as(t.clan.token, 'PATCH', `/api/branch/${MISSING_ID}`, { name: 'Chi' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy chi');
  });

  it('appoints active members only, replaces the set, audits it, and deletes the branch', async () => {
    const tree = await familyTree(t.clan, 'Bốn');
    const branch = await createBranch(t.clan, { treeId: tree.treeId, rootPersonId: tree.binh.id });
    const editor = await activeMember(t.app, t.clan, 'bientap4');
    const saved = expectOk<Branch>(
      await as(t.clan.token, 'PUT', `/api/branch/${branch._id}/keepers`, {
        keepers: [
          { userId: editor.id, role: 'editor' },
          { userId: t.member.id, role: 'head' },
        ],
      }),
      'Đã lưu trưởng chi và biên tập viên',
    ).data;
    expect(saved.keepers).toEqual([
      { userId: t.member.id, name: 'Nguyễn Thị truongchi', role: 'head' },
      { userId: editor.id, name: 'Nguyễn Thị bientap4', role: 'editor' },
    ]);
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'branch.keepers' && e.targetId === branch._id,
      {
        detail: {
          before: [],
          after: expect.arrayContaining([{ userId: editor.id, name: 'Nguyễn Thị bientap4', role: 'editor' }]),
        },
      },
    );

    const pending = await pendingRegistration(t.clan.domain, 'chuaduyet4', tree.dung.id);
    for (const userId of [pending, t.other.adminId, MISSING_ID]) {
      const refused = await as(t.clan.token, 'PUT', `/api/branch/${branch._id}/keepers`, {
        keepers: [{ userId, role: 'head' }],
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json(refused).message).toBe('Chỉ có thể giao chi cho thành viên đang hoạt động của dòng họ');
    }
    const twice = await as(t.clan.token, 'PUT', `/api/branch/${branch._id}/keepers`, {
      keepers: [
        { userId: editor.id, role: 'head' },
        { userId: editor.id, role: 'editor' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(json(twice).errors).toContainEqual({
      field: 'keepers',
      message: 'Mỗi thành viên chỉ giữ một vai trò trong chi',
    });

    const replaced = expectOk<Branch>(
      await as(t.clan.token, 'PUT', `/api/branch/${branch._id}/keepers`, {
        keepers: [{ userId: editor.id, role: 'head' }],
      }),
      'Đã lưu trưởng chi và biên tập viên',
    ).data;
    expect(replaced.keepers).toEqual([{ userId: editor.id, name: 'Nguyễn Thị bientap4', role: 'head' }]);

    expectOk(await as(t.clan.token, 'DELETE', `/api/branch/${branch._id}`), 'Đã xóa chi');
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'branch.delete' && e.targetId === branch._id,
      {
        targetName: branch.name,
      },
    );
    const gone = await as(t.clan.token, 'DELETE', `/api/branch/${branch._id}`);
    expect(gone.statusCode).toBe(404);
    const person = await as(t.clan.token, 'GET', `/api/person?id=${tree.binh.id}`);
    expect(person.statusCode).toBe(200);
  });
});

describe('the branch on the clan site', () => {
  it('lists the branches of public trees with their heads, and shows persons and coming giỗ', async () => {
    const tree = await familyTree(t.clan, 'Năm');
    const branch = await createBranch(t.clan, { treeId: tree.treeId, rootPersonId: tree.binh.id });
    await as(t.clan.token, 'PUT', `/api/branch/${branch._id}/keepers`, {
      keepers: [{ userId: t.member.id, role: 'head' }],
    });
    const hidden = await familyTree(t.clan, 'Riêng', false);
    const privateBranch = await createBranch(t.clan, { treeId: hidden.treeId, rootPersonId: hidden.binh.id });

    const list = json<{ data: PublicBranchSummary[] }>(
      await as(undefined, 'GET', '/api/public/branches'),
    ).data;
    expect(list.find((b) => b._id === branch._id)).toEqual({
      _id: branch._id,
      name: branch.name,
      description: null,
      treeId: tree.treeId,
      treeName: 'Cây Năm',
      rootPerson: { _id: tree.binh.id, name: tree.binh.name },
      heads: ['Nguyễn Thị truongchi'],
      personCount: 3,
    });
    expect(list.some((b) => b._id === privateBranch._id)).toBe(false);

    const page = await as(undefined, 'GET', `/api/public/branch/${branch._id}`);
    expect(page.statusCode, page.body).toBe(200);
    const data = json<{ data: PublicBranch }>(page).data;
    expect(data.heads).toEqual(['Nguyễn Thị truongchi']);
    expect(data.persons.map((p) => p._id).sort()).toEqual([tree.binh.id, tree.cuc.id, tree.dung.id].sort());
    expect(data.persons.find((p) => p._id === tree.dung.id)).toEqual({
      _id: tree.dung.id,
      name: tree.dung.name,
      sex: 'male',
      generation: 3,
      birthYear: 1980,
      deathYear: null,
      isDeceased: false,
    });
    expect(JSON.stringify(data)).not.toContain('"month":5');
    expect(data.upcoming.length).toBe(1);
    expect(data.upcoming[0]).toMatchObject({
      source: 'gio',
      person: { id: tree.binh.id },
      lunar: { day: 10, month: 3 },
    });

    const notPublic = await as(undefined, 'GET', `/api/public/branch/${privateBranch._id}`);
    expect(notPublic.statusCode).toBe(404);
    expect(json(notPublic).message).toBe('Không tìm thấy chi');
    const otherClan = await t.call(t.other, undefined, 'GET', `/api/public/branch/${branch._id}`);
    expect(otherClan.statusCode).toBe(404);
  });
});

describe('a trưởng chi and the members of their branch', () => {
  it('sees the pending members and decides the member links of their branch only', async () => {
    const tree = await familyTree(t.clan, 'Sáu');
    const branch = await createBranch(t.clan, { treeId: tree.treeId, rootPersonId: tree.binh.id });
    const head = await activeMember(t.app, t.clan, 'truongchi6');
    const bystander = await activeMember(t.app, t.clan, 'nguoingoai6');
    await as(t.clan.token, 'PUT', `/api/branch/${branch._id}/keepers`, {
      keepers: [{ userId: head.id, role: 'head' }],
    });
    const inside = await pendingRegistration(t.clan.domain, 'contrai6', tree.dung.id);
    const outside = await pendingRegistration(t.clan.domain, 'conut6', tree.em.id);

    const seen = json<{ data: { userId: string; person: { _id: string } }[] }>(
      await as(head.token, 'GET', `/api/branch/${branch._id}/pending-members`),
    ).data;
    expect(seen.map((p) => p.userId)).toEqual([inside]);
    expect(seen[0]).toMatchObject({
      username: 'contrai6',
      name: 'Trần Văn contrai6',
      person: { _id: tree.dung.id },
    });
    const byAdmin = json<{ data: { userId: string }[] }>(
      await as(t.clan.token, 'GET', `/api/branch/${branch._id}/pending-members`),
    ).data;
    expect(byAdmin.map((p) => p.userId)).toEqual([inside]);
    const refused = await as(bystander.token, 'GET', `/api/branch/${branch._id}/pending-members`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Bạn không có quyền thực hiện thao tác này');

    // Member links (issue 23): the head sees and decides those naming a person of the branch.
    const claims = json<{ data: { id: string; user: { id: string } }[] }>(
      await as(head.token, 'GET', '/api/person-claims?status=pending&limit=100'),
    ).data;
    expect(claims.map((c) => c.user.id)).toEqual([inside]);
    const all = json<{ data: { id: string; user: { id: string } }[] }>(
      await as(t.clan.token, 'GET', '/api/person-claims?status=pending&limit=100'),
    ).data;
    const outsideClaim = all.find((c) => c.user.id === outside);
    expect(outsideClaim).toBeDefined();
    const notTheirs = await as(head.token, 'PATCH', `/api/person-claims/${outsideClaim?.id}`, {
      decision: 'approved',
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(json(notTheirs).message).toBe('Không tìm thấy yêu cầu liên kết');
    const approved = await as(head.token, 'PATCH', `/api/person-claims/${claims[0]?.id}`, {
      decision: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).message).toBe('Đã duyệt yêu cầu liên kết');

    for (const [method, url] of [
      ['GET', '/api/person-claims'],
      ['PATCH', `/api/person-claims/${outsideClaim?.id}`],
    ] as const) {
      const response = await as(
        bystander.token,
        method,
        url,
        method === 'PATCH' ? { decision: 'rejected' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
