import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { activeMember, useClanSuite } from '../../../test/clans.ts';
import { json } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck, type SharedRouteCheck } from '../../../test/route-checks.ts';
import { addPerson, myPerson, treeWithFounder } from './person-links.testing.ts';

const t = useClanSuite();
const { as } = t;

interface ClaimBody {
  id: string;
  personId: string | null;
  personName: string | null;
  note: string | null;
  status: string;
}

async function claim(token: string, personId: string | null, note?: string) {
  return as(token, 'POST', '/api/me/person-claim', { personId, ...(note === undefined ? {} : { note }) });
}

async function claimId(token: string, personId: string | null): Promise<string> {
  const response = await claim(token, personId);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: ClaimBody }>(response).data.id;
}

describe('shared checks for every person-links route', () => {
  it('need a sign-in (admins for the admin routes), reject bad input, and hide other clans’ rows', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Nguyễn Văn Kiểm', true);
    const asker = await activeMember(t.app, t.clan, 'kiemtra');
    const pending = await claimId(asker.token, personId);
    const member = (route: SharedRouteCheck['route'], bad: [SharedRouteCheck['route'], string]) => ({
      route,
      bad,
    });
    const checks: SharedRouteCheck[] = [
      { route: { method: 'GET', url: '/api/me/person' } },
      member({ method: 'POST', url: '/api/me/person-claim', payload: { personId } }, [
        { method: 'POST', url: '/api/me/person-claim', payload: { personId: 'abc' } },
        'personId',
      ]),
      { route: { method: 'DELETE', url: '/api/me/person-claim' } },
      { route: { method: 'DELETE', url: '/api/me/person' } },
      member({ method: 'PUT', url: '/api/me/kinship-region', payload: { region: 'south' } }, [
        { method: 'PUT', url: '/api/me/kinship-region', payload: { region: 'trung' } },
        'region',
      ]),
      {
        route: { method: 'GET', url: '/api/person-claims' },
        bad: [{ method: 'GET', url: '/api/person-claims?status=xong' }, 'status'],
        member: 'forbidden',
      },
      {
        route: { method: 'PATCH', url: `/api/person-claims/${pending}`, payload: { decision: 'rejected' } },
        bad: [
          { method: 'PATCH', url: `/api/person-claims/${pending}`, payload: { decision: 'maybe' } },
          'decision',
        ],
        member: 'forbidden',
      },
      idCheck('GET', (id) => `/api/user/${id}/person`, asker.id, 'forbidden'),
      {
        route: { method: 'PUT', url: `/api/user/${asker.id}/person`, payload: { personId } },
        bad: [{ method: 'PUT', url: `/api/user/${asker.id}/person`, payload: {} }, 'personId'],
        member: 'forbidden',
      },
    ];
    await expectSharedRouteChecks(t, checks, ({ route }) =>
      [pending, asker.id, personId].some(
        (id) => route.url.includes(id) || JSON.stringify(route.payload ?? {}).includes(id),
      ),
    );
    // Nothing above decided the request or linked anyone.
    const mine = await myPerson(t, asker.token);
    expect(mine).toMatchObject({ person: null, claim: { id: pending, status: 'pending' } });
  });
});

describe('a member’s request and the admin’s decision', () => {
  it('claims, replaces the pending request, is approved and sees their person', async () => {
    const { treeId, personId } = await treeWithFounder(t, t.clan, 'Trần Văn Tổ', false, 3);
    const other = await addPerson(t, t.clan, treeId, 'Trần Thị Hai');
    const me = await activeMember(t.app, t.clan, 'toilaai');

    const first = await claim(me.token, other, 'Tôi là con gái thứ hai');
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first)).toMatchObject({
      message: 'Đã gửi yêu cầu, vui lòng chờ quản trị viên duyệt',
      data: {
        personId: other,
        personName: 'Trần Thị Hai',
        note: 'Tôi là con gái thứ hai',
        status: 'pending',
      },
    });
    const second = await claimId(me.token, personId);
    const pendingOfMine = json<{ data: { id: string; user: { id: string } }[] }>(
      await as(t.clan.token, 'GET', '/api/person-claims?status=pending&limit=100'),
    ).data.filter((c) => c.user.id === me.id);
    expect(pendingOfMine.map((c) => c.id)).toEqual([second]);

    const listed = json<{ data: Record<string, unknown>[]; total: number }>(
      await as(t.clan.token, 'GET', '/api/person-claims?status=pending&limit=100'),
    );
    expect(listed.data.find((c) => c.id === second)).toMatchObject({
      user: { id: me.id, username: 'toilaai', name: 'Nguyễn Thị toilaai' },
      personId,
      personName: 'Trần Văn Tổ',
      personGeneration: 3,
      status: 'pending',
    });

    const approved = await as(t.clan.token, 'PATCH', `/api/person-claims/${second}`, {
      decision: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved)).toMatchObject({
      message: 'Đã duyệt yêu cầu liên kết',
      data: { status: 'approved' },
    });
    expect(await myPerson(t, me.token)).toMatchObject({
      person: { id: personId, name: 'Trần Văn Tổ', generation: 3 },
      claim: { id: second, status: 'approved' },
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'personLink.approve', {
      targetId: me.id,
      detail: { personId, personName: 'Trần Văn Tổ' },
    });

    // Decided once; a linked account asks no more.
    const again = await as(t.clan.token, 'PATCH', `/api/person-claims/${second}`, { decision: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Yêu cầu này đã được xử lý');
    const linked = await claim(me.token, other);
    expect(linked.statusCode).toBe(409);
    expect(json(linked).message).toBe('Tài khoản của bạn đã được liên kết với một người trong cây.');

    // Unlinking by the member: the link goes, a second unlink has nothing to remove.
    const unlinked = await as(me.token, 'DELETE', '/api/me/person');
    expect(json(unlinked)).toEqual({ success: true, message: 'Đã bỏ liên kết với người trong cây' });
    expect((await myPerson(t, me.token)).person).toBeNull();
    expect((await as(me.token, 'DELETE', '/api/me/person')).statusCode).toBe(404);
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'personLink.unlink', {
      targetId: me.id,
      detail: { personId, by: 'member' },
    });
  });

  it('one person, one account: a person linked to another account is a 409 everywhere', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Lê Văn Một', false);
    const first = await activeMember(t.app, t.clan, 'nguoimot');
    const second = await activeMember(t.app, t.clan, 'nguoihai');
    const early = await claimId(second.token, personId);

    const direct = await as(t.clan.token, 'PUT', `/api/user/${first.id}/person`, { personId });
    expect(json(direct)).toMatchObject({
      message: 'Đã liên kết thành viên với người trong cây',
      data: { userId: first.id, person: { id: personId, name: 'Lê Văn Một' } },
    });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'personLink.link', {
      targetId: first.id,
      detail: { personId },
    });
    // The member's edit form stays current: a link does not change the account's version.
    const account = await as(t.clan.token, 'GET', `/api/user?id=${first.id}`);
    expect(json<{ data: { version: number } }>(account).data.version).toBe(2);
    const taken = 'Người này đã được liên kết với một tài khoản khác.';
    const asked = await claim(second.token, personId);
    expect(asked.statusCode).toBe(409);
    expect(json(asked).message).toBe(taken);
    const approving = await as(t.clan.token, 'PATCH', `/api/person-claims/${early}`, {
      decision: 'approved',
    });
    expect(approving.statusCode).toBe(409);
    expect(json(approving).message).toBe(taken);
    const linking = await as(t.clan.token, 'PUT', `/api/user/${second.id}/person`, { personId });
    expect(linking.statusCode).toBe(409);
    expect(json(linking).message).toBe(taken);

    // The admin unlinks; then the second member's request can be approved.
    const unlinked = await as(t.clan.token, 'PUT', `/api/user/${first.id}/person`, { personId: null });
    expect(json(unlinked)).toMatchObject({
      message: 'Đã bỏ liên kết với người trong cây',
      data: { person: null },
    });
    const ok = await as(t.clan.token, 'PATCH', `/api/person-claims/${early}`, { decision: 'approved' });
    expect(ok.statusCode, ok.body).toBe(200);
    const seen = json<{ data: { person: { id: string } | null } }>(
      await as(t.clan.token, 'GET', `/api/user/${second.id}/person`),
    );
    expect(seen.data.person?.id).toBe(personId);
  });

  it('rejects, withdraws, and cannot approve "chưa có trong cây"', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Phạm Văn Ba', false);
    const me = await activeMember(t.app, t.clan, 'chuaco');
    const rejected = await claimId(me.token, personId);
    const decided = await as(t.clan.token, 'PATCH', `/api/person-claims/${rejected}`, {
      decision: 'rejected',
    });
    expect(json(decided)).toMatchObject({
      message: 'Đã từ chối yêu cầu liên kết',
      data: { status: 'rejected' },
    });
    expect(await myPerson(t, me.token)).toMatchObject({ person: null, claim: { status: 'rejected' } });
    await expectAuditEntry(t.database, t.clan.clanId, (e) => e.action === 'personLink.reject', {
      targetId: me.id,
    });

    const notInTree = await claim(me.token, null, 'Tôi là cháu nội ông Ba, chưa có trong cây');
    expect(json(notInTree)).toMatchObject({ data: { personId: null, personName: null, status: 'pending' } });
    const noPerson = await as(
      t.clan.token,
      'PATCH',
      `/api/person-claims/${json<{ data: ClaimBody }>(notInTree).data.id}`,
      {
        decision: 'approved',
      },
    );
    expect(noPerson.statusCode).toBe(409);
    expect(json(noPerson).message).toContain('liên kết trực tiếp');

    const withdrawn = await as(me.token, 'DELETE', '/api/me/person-claim');
    expect(json(withdrawn)).toEqual({ success: true, message: 'Đã rút yêu cầu liên kết' });
    const nothing = await as(me.token, 'DELETE', '/api/me/person-claim');
    expect(nothing.statusCode).toBe(404);
    expect(json(nothing).message).toBe('Bạn không có yêu cầu liên kết nào đang chờ duyệt');
  });

  it('answers 404 for a person of no tree of this clan and a note too long with 400', async () => {
    const { personId } = await treeWithFounder(t, t.other, 'Họ Khác Văn A', true);
    const foreign = await claim(t.member.token, personId);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Không tìm thấy người này trong gia phả');
    const long = await claim(t.member.token, null, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(json(long).errors).toContainEqual({ field: 'note', message: 'Ghi chú tối đa 500 ký tự' });
  });

  it('a deleted person takes the link with them', async () => {
    const { treeId } = await treeWithFounder(t, t.clan, 'Đỗ Văn Gốc', false);
    const leaf = await addPerson(t, t.clan, treeId, 'Đỗ Thị Lá');
    const me = await activeMember(t.app, t.clan, 'bixoa');
    expect((await as(t.clan.token, 'PUT', `/api/user/${me.id}/person`, { personId: leaf })).statusCode).toBe(
      200,
    );
    const removed = await as(t.clan.token, 'DELETE', `/api/person/${leaf}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await myPerson(t, me.token)).person).toBeNull();
  });
});

describe('xưng hô register', () => {
  it('follows the clan’s setting until the member picks their own', async () => {
    const me = await activeMember(t.app, t.clan, 'xungho');
    expect(await myPerson(t, me.token)).toMatchObject({ kinshipRegion: null, clanKinshipRegion: 'north' });

    const saved = await as(t.clan.token, 'PUT', '/api/setting', { kinshipRegion: 'south' });
    expect(json(saved)).toMatchObject({ data: { kinshipRegion: 'south' } });
    const shown = await t.app.inject({ method: 'GET', url: `/api/public/setting?domain=${t.clan.domain}` });
    expect(json<{ data: { kinshipRegion: string } }>(shown).data.kinshipRegion).toBe('south');
    const other = await t.app.inject({ method: 'GET', url: `/api/public/setting?domain=${t.other.domain}` });
    expect(json<{ data: { kinshipRegion: string } }>(other).data.kinshipRegion).toBe('north');

    const mine = await as(me.token, 'PUT', '/api/me/kinship-region', { region: 'north' });
    expect(json(mine)).toEqual({
      success: true,
      message: 'Đã lưu cách xưng hô',
      data: { kinshipRegion: 'north', clanKinshipRegion: 'south' },
    });
    expect(await myPerson(t, me.token)).toMatchObject({ kinshipRegion: 'north', clanKinshipRegion: 'south' });
    await as(me.token, 'PUT', '/api/me/kinship-region', { region: null });
    expect((await myPerson(t, me.token)).kinshipRegion).toBeNull();
    await as(t.clan.token, 'PUT', '/api/setting', { kinshipRegion: 'north' });
  });
});
