import type { AuditLog } from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, login, registerClan } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import { expectAdminOnly, expectRejectsBadBody, expectRequiresAuth } from '../../../test/route-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let clan: ClanFixture;
let other: ClanFixture;
let member: { id: string; token: string };
let treeId: string;

interface Page {
  data: AuditLog[];
  total: number;
}

async function logs(fixture: ClanFixture, query = ''): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: withDomain(`/api/audit-logs${query}`, fixture.domain),
    headers: bearer(fixture.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
}

beforeAll(async () => {
  clan = await registerClan(t.app, { name: 'Nguyễn Văn Trưởng' });
  other = await registerClan(t.app, { name: 'Lê Văn Khác' });
  member = await activeMember(t.app, clan, 'thanhvien');
  const created = await t.app.inject({
    method: 'POST',
    url: withDomain('/api/tree', clan.domain),
    headers: bearer(clan.token),
    payload: { name: 'Cây thử nghiệm chi Giáp', isPublic: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  treeId = json<{ data: { _id: string } }>(created).data._id;
  const renamed = await t.app.inject({
    method: 'PUT',
    url: withDomain(`/api/tree?id=${treeId}`, clan.domain),
    headers: bearer(clan.token),
    payload: { name: 'Cây chi Giáp' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const role = await t.app.inject({
    method: 'PATCH',
    url: withDomain(`/api/user/${member.id}/role`, clan.domain),
    headers: bearer(clan.token),
    payload: { role: 'admin' },
  });
  expect(role.statusCode, role.body).toBe(200);
  const demoted = await t.app.inject({
    method: 'PATCH',
    url: withDomain(`/api/user/${member.id}/role`, clan.domain),
    headers: bearer(clan.token),
    payload: { role: 'user' },
  });
  expect(demoted.statusCode, demoted.body).toBe(200);
  // A role change may end the member's sessions: sign in again as the plain member they are now.
  member.token = (await login(t.app, clan.domain, 'thanhvien')).tokens.access.token;
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: withDomain(`/api/tree/${treeId}`, clan.domain),
    headers: bearer(clan.token),
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
});

describe('GET /api/audit-logs', () => {
  const route = { method: 'GET' as const, url: '/api/audit-logs' };

  it('needs an admin of the clan, and a valid query', async () => {
    await expectRequiresAuth(t.app, route, clan.domain);
    await expectAdminOnly(t.app, route, clan.domain, member.token);
    const badQueries = [
      ['?limit=abc', 'limit'],
      ['?limit=1000', 'limit'],
      ['?action=khong-co', 'action'],
    ] as const;
    for (const [query, field] of badQueries) {
      await expectRejectsBadBody(
        t.app,
        { ...route, url: `${route.url}${query}` },
        clan.domain,
        clan.token,
        field,
      );
    }
    // Clan B's admin with clan A's domain: their token belongs to another clan.
    const crossed = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/audit-logs', clan.domain),
      headers: bearer(other.token),
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('lists the clan’s admin actions newest first, with who did them and what changed', async () => {
    const page = await logs(clan, '?limit=100');
    expect(page.data.map((entry) => entry.action)).toEqual([
      'tree.delete',
      'user.role',
      'user.role',
      'tree.update',
      'tree.create',
      'user.approve',
      'clan.register',
    ]);
    expect(page.total).toBe(7);
    const [removal, demotion, promotion, rename] = page.data;
    expect(removal).toMatchObject({
      actorId: clan.adminId,
      actorName: 'Nguyễn Văn Trưởng',
      actorUsername: 'truongtoc',
      targetType: 'tree',
      targetId: treeId,
      targetName: 'Cây chi Giáp',
      detail: { before: { name: 'Cây chi Giáp', type: 'original', isPublic: true } },
    });
    expect(promotion).toMatchObject({
      targetName: 'Nguyễn Thị thanhvien',
      detail: { changes: [{ field: 'role', from: 'user', to: 'admin' }] },
    });
    expect(demotion?.detail).toEqual({ changes: [{ field: 'role', from: 'admin', to: 'user' }] });
    // Only the field that changed, old and new, and the tree named as it was after the change.
    expect(rename).toMatchObject({ targetName: 'Cây chi Giáp' });
    expect(rename?.detail).toEqual({
      changes: [{ field: 'name', from: 'Cây thử nghiệm chi Giáp', to: 'Cây chi Giáp' }],
    });
    // The tree's creation keeps the name it had then, though it was renamed since.
    expect(page.data.find((entry) => entry.action === 'tree.create')?.targetName).toBe(
      'Cây thử nghiệm chi Giáp',
    );
    expect(Number.isNaN(Date.parse(removal?.createdAt ?? ''))).toBe(false);
  });

  it('filters by action, finds by name or detail without tone marks, and pages', async () => {
    const roles = await logs(clan, '?action=user.role');
    expect(roles.total).toBe(2);
    expect(roles.data.every((entry) => entry.action === 'user.role')).toBe(true);

    const found = await logs(clan, `?search=${encodeURIComponent('cay thu nghiem')}`);
    expect(found.data.map((entry) => entry.action)).toEqual(['tree.update', 'tree.create']);
    const byActor = await logs(clan, `?search=${encodeURIComponent('TRUONG')}&action=tree.delete`);
    expect(byActor.total).toBe(1);
    const none = await logs(clan, `?search=${encodeURIComponent('50%_')}`);
    expect(none).toMatchObject({ data: [], total: 0 });

    const all = await logs(clan, '?limit=100');
    const second = await logs(clan, '?limit=2&offset=1');
    expect(second.total).toBe(all.total);
    expect(second.data.map((entry) => entry.id)).toEqual(all.data.slice(1, 3).map((entry) => entry.id));
  });

  it('shows another clan none of this clan’s entries', async () => {
    const mine = await logs(clan, '?limit=100');
    const theirs = await logs(other, '?limit=100');
    expect(theirs.data.map((entry) => entry.action)).toEqual(['clan.register']);
    expect(theirs.data[0]?.actorName).toBe('Lê Văn Khác');
    const mineIds = new Set(mine.data.map((entry) => entry.id));
    expect(theirs.data.some((entry) => mineIds.has(entry.id))).toBe(false);
    const searched = await logs(other, `?search=${encodeURIComponent('chi Giáp')}`);
    expect(searched.total).toBe(0);
  });
});

describe('target names', () => {
  it('names trees by their name and families by their heads, as they were then, and finds them', async () => {
    const fresh = await registerClan(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: withDomain(url, fresh.domain),
        headers: bearer(fresh.token),
        payload,
      });
    const tree = await post('/api/tree', { name: 'Cây họ Đặng' });
    expect(tree.statusCode, tree.body).toBe(201);
    const treeId = json<{ data: { _id: string } }>(tree).data._id;
    const made = await post('/api/tree/create-person-family', {
      treeId,
      personData: { name: 'Đặng Văn Cả', sex: 'male' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const personId = json<{ data: { person: { id: string } } }>(made).data.person.id;
    const married = await post('/api/family/add-spouse', {
      personId,
      treeId,
      spouse: { name: 'Lý Thị Hai', sex: 'female' },
    });
    expect(married.statusCode, married.body).toBe(201);

    const page = await logs(fresh, '?limit=10');
    const byAction = (action: string) => page.data.find((entry) => entry.action === action);
    expect(byAction('tree.create-person-family')).toMatchObject({
      targetType: 'tree',
      targetName: 'Cây họ Đặng',
    });
    expect(byAction('family.add-spouse')).toMatchObject({
      targetType: 'family',
      targetName: 'Đặng Văn Cả – Lý Thị Hai',
    });
    const found = await logs(fresh, `?search=${encodeURIComponent('ly thi hai')}`);
    expect(found.data.map((entry) => entry.action)).toContain('family.add-spouse');
  });
});
