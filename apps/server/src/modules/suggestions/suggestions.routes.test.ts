import { MESSAGES } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { activeMember, type ClanFixture, useClanSuite } from '../../../test/clans.ts';
import { waitForMail } from '../../../test/mail.ts';
import { json, MISSING_ID } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type SharedRouteCheck,
} from '../../../test/route-checks.ts';
import { branches, branchRoles } from '../../db/schema/index.ts';
import { treeWithFounder } from '../person-links/person-links.testing.ts';

const t = useClanSuite('dexuat');
const { as } = t;

interface SuggestionBody {
  id: string;
  kind: string;
  status: string;
  person: { id: string; name: string };
  author: { id: string; name: string };
  payload: Record<string, unknown>;
  diff: { field: string; base: unknown; current: unknown; proposed: unknown }[];
  stale: boolean;
  reviewNote: string | null;
  result: Record<string, unknown> | null;
  version: number;
}

async function propose(token: string, body: Record<string, unknown>): Promise<SuggestionBody> {
  const response = await as(token, 'POST', '/api/suggestions', body);
  expect(response.statusCode, response.body).toBe(201);
  expect(json(response).message).toBe('Đã gửi đề xuất, chờ duyệt');
  return json<{ data: SuggestionBody }>(response).data;
}

async function review(token: string, s: SuggestionBody, body: Record<string, unknown>) {
  return as(token, 'PATCH', `/api/suggestion/${s.id}`, { version: s.version, ...body });
}

async function person(id: string): Promise<{ name: string; version: number; avatar: string | null }> {
  const response = await as(t.clan.token, 'GET', `/api/person?id=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { name: string; version: number; avatar: string | null } }>(response).data;
}

async function addChild(c: ClanFixture, treeId: string, fatherId: string, name: string): Promise<string> {
  const response = await t.call(c, c.token, 'POST', '/api/family/add-child', {
    treeId,
    fatherId,
    child: { name, sex: 'male' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { child: { id: string } } }>(response).data.child.id;
}

/** A member made head of the branch rooted at `rootPersonId` (rows written as the branches module does). */
async function headOf(treeId: string, rootPersonId: string, username: string) {
  const head = await activeMember(t.app, t.clan, username);
  const { db } = t.database;
  const [branch] = await db
    .insert(branches)
    .values({ clanId: t.clan.clanId, treeId, rootPersonId, name: `Chi ${username}` })
    .returning();
  if (!branch) throw new Error('no branch');
  await db
    .insert(branchRoles)
    .values({ clanId: t.clan.clanId, branchId: branch.id, userId: head.id, role: 'head' });
  return head;
}

describe('shared checks for every suggestions route', () => {
  it('need a sign-in, reject bad input, and hide other clans’ rows', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Nguyễn Văn Kiểm', false);
    const s = await propose(t.member.token, {
      kind: 'editPerson',
      personId,
      changes: { name: 'Nguyễn Văn Kiểm Tra' },
    });
    const checks: SharedRouteCheck[] = [
      {
        route: {
          method: 'POST',
          url: '/api/suggestions',
          payload: { kind: 'duplicate', personId, otherPersonId: personId, note: 'x' },
        },
        badCalls: [
          [
            {
              method: 'POST',
              url: '/api/suggestions',
              payload: { kind: 'editPerson', personId, changes: {} },
            },
            'changes',
            'Chưa có thay đổi nào để đề xuất',
          ],
          [
            {
              method: 'POST',
              url: '/api/suggestions',
              payload: { kind: 'addChild', personId, person: { name: 'A' } },
            },
            'person.sex',
            MESSAGES.childSexRequired,
          ],
          [
            {
              method: 'POST',
              url: '/api/suggestions',
              payload: { kind: 'duplicate', personId, otherPersonId: MISSING_ID },
            },
            'note',
            'Vui lòng cho biết vì sao hai người này là một',
          ],
          [{ method: 'POST', url: '/api/suggestions', payload: { kind: 'xoa', personId } }, 'kind'],
        ],
      },
      listCheck('/api/me/suggestions', ['?status=xong', 'status'], 'allowed'),
      listCheck('/api/suggestions', ['?limit=0', 'limit']),
      { route: { method: 'GET', url: '/api/suggestions/summary' }, member: 'allowed' },
      idCheck('GET', (id) => `/api/suggestion/${id}`, s.id),
      idCheck('DELETE', (id) => `/api/me/suggestion/${id}`, MISSING_ID),
      {
        route: {
          method: 'PATCH',
          url: `/api/suggestion/${s.id}`,
          payload: { action: 'reject', version: 99, reason: 'x' },
        },
        badCalls: [
          [
            {
              method: 'PATCH',
              url: `/api/suggestion/${s.id}`,
              payload: { action: 'reject', version: s.version },
            },
            'reason',
            'Vui lòng nhập lý do từ chối',
          ],
          [
            { method: 'PATCH', url: `/api/suggestion/${s.id}`, payload: { action: 'maybe', version: 1 } },
            'action',
          ],
        ],
      },
    ];
    await expectSharedRouteChecks(t, checks, ({ route }) =>
      [s.id, personId, MISSING_ID].some(
        (id) => route.url.includes(id) || JSON.stringify(route.payload ?? {}).includes(id),
      ),
    );
    // A plain member reviews nothing.
    const queue = await as(t.member.token, 'GET', '/api/suggestions');
    expect(queue.statusCode).toBe(403);
    expect(json(queue).message).toBe('Bạn không có quyền duyệt đề xuất');
    const summary = await as(t.member.token, 'GET', '/api/suggestions/summary');
    expect(json(summary).data).toEqual({ canReview: false, pending: 0 });
    // Nothing above decided it.
    const mine = await as(t.member.token, 'GET', `/api/suggestion/${s.id}`);
    expect(json<{ data: SuggestionBody }>(mine).data.status).toBe('pending');
  });
});

describe('a correction proposed by a member', () => {
  it('shows its diff, is approved by an admin as one audited change, and the author is mailed', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Trần Văn Sửa', false);
    const before = await person(personId);
    const s = await propose(t.member.token, {
      kind: 'editPerson',
      personId,
      changes: { name: 'Trần Văn Sửa Lại', otherNames: { hieu: 'Đức Nhuận' } },
      note: 'Theo gia phả chữ Hán',
    });
    expect(s).toMatchObject({
      kind: 'editPerson',
      status: 'pending',
      stale: false,
      person: { id: personId },
    });
    expect(s.diff).toEqual([
      { field: 'name', base: 'Trần Văn Sửa', current: 'Trần Văn Sửa', proposed: 'Trần Văn Sửa Lại' },
      { field: 'otherNames.hieu', base: null, current: null, proposed: 'Đức Nhuận' },
    ]);
    // The person is unchanged until someone approves.
    expect((await person(personId)).name).toBe('Trần Văn Sửa');

    const queue = await as(t.clan.token, 'GET', '/api/suggestions?status=pending');
    expect(json<{ data: SuggestionBody[] }>(queue).data.map((q) => q.id)).toContain(s.id);
    const summary = await as(t.clan.token, 'GET', '/api/suggestions/summary');
    expect(json<{ data: { canReview: boolean; pending: number } }>(summary).data.canReview).toBe(true);

    const approved = await review(t.clan.token, s, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).message).toBe('Đã duyệt đề xuất');
    expect(json<{ data: SuggestionBody }>(approved).data).toMatchObject({
      status: 'approved',
      version: s.version + 1,
    });
    const after = await person(personId);
    expect(after).toMatchObject({ name: 'Trần Văn Sửa Lại', version: before.version + 1 });
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'person.update' && e.targetId === personId,
      {
        targetName: 'Trần Văn Sửa Lại',
      },
    );
    await expectAuditEntry(
      t.database,
      t.clan.clanId,
      (e) => e.action === 'suggestion.approve' && e.targetId === s.id,
      {
        targetType: 'suggestion',
      },
    );
    const mail = await waitForMail(t.outboxDir, `dexuat@${t.clan.domain}.test`, 'đã được duyệt');
    expect(mail.text).toContain('Trần Văn Sửa');
    expect(mail.text).toContain('/settings/suggestions');

    const again = await review(t.clan.token, { ...s, version: s.version + 1 }, { action: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Đề xuất này đã được xử lý');
    const mine = await as(t.member.token, 'GET', '/api/me/suggestions');
    expect(json<{ data: SuggestionBody[] }>(mine).data.find((m) => m.id === s.id)?.status).toBe('approved');
  });

  it('is a 409 when the person changed meanwhile, and can be edited then approved', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Lê Văn Cũ', false);
    const s = await propose(t.member.token, {
      kind: 'editPerson',
      personId,
      changes: { name: 'Lê Văn Mới' },
    });
    const edited = await as(t.clan.token, 'PUT', `/api/person?id=${personId}`, { biography: 'Đã sửa' });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await as(t.clan.token, 'GET', `/api/suggestion/${s.id}`);
    expect(json<{ data: SuggestionBody }>(read).data.stale).toBe(true);
    const stale = await review(t.clan.token, s, { action: 'approve' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(json(stale).message).toBe(MESSAGES.versionConflict);
    expect((await person(personId)).name).toBe('Lê Văn Cũ');
    // Still pending: the reviewer may reject it, or a fresh proposal is made.
    const fresh = await propose(t.member.token, {
      kind: 'editPerson',
      personId,
      changes: { name: 'Lê Văn Mới' },
    });
    const bad = await review(t.clan.token, fresh, { action: 'approve', payload: { changes: { name: '' } } });
    expect(bad.statusCode).toBe(400);
    const ok = await review(t.clan.token, fresh, {
      action: 'approve',
      payload: { changes: { name: 'Lê Văn Mới Hơn' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ data: SuggestionBody }>(ok).data.payload).toEqual({ changes: { name: 'Lê Văn Mới Hơn' } });
    expect((await person(personId)).name).toBe('Lê Văn Mới Hơn');
  });

  it('is rejected with a reason the author reads, and withdrawn only while pending', async () => {
    const { personId } = await treeWithFounder(t, t.clan, 'Phạm Văn Từ', false);
    const s = await propose(t.member.token, { kind: 'editPerson', personId, changes: { generation: 3 } });
    const rejected = await review(t.clan.token, s, { action: 'reject', reason: 'Đời 3 là sai, xem sổ gốc' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(json(rejected).message).toBe('Đã từ chối đề xuất');
    expect(json<{ data: SuggestionBody }>(rejected).data).toMatchObject({
      status: 'rejected',
      reviewNote: 'Đời 3 là sai, xem sổ gốc',
    });
    const mail = await waitForMail(t.outboxDir, `dexuat@${t.clan.domain}.test`, 'chưa được duyệt');
    expect(mail.text).toContain('Lý do: Đời 3 là sai, xem sổ gốc');
    const late = await as(t.member.token, 'DELETE', `/api/me/suggestion/${s.id}`);
    expect(late.statusCode).toBe(409);

    const other = await propose(t.member.token, {
      kind: 'editPerson',
      personId,
      changes: { deceased: true },
    });
    const byAdmin = await as(t.clan.token, 'DELETE', `/api/me/suggestion/${other.id}`);
    expect(byAdmin.statusCode).toBe(404);
    const withdrawn = await as(t.member.token, 'DELETE', `/api/me/suggestion/${other.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(json(withdrawn).message).toBe('Đã rút đề xuất');
    const mine = await as(t.member.token, 'GET', '/api/me/suggestions?status=withdrawn');
    expect(json<{ data: SuggestionBody[] }>(mine).data.map((m) => m.id)).toEqual([other.id]);
  });
});

describe('the other kinds', () => {
  it('add a spouse, a child (shown in the tree), a photo, a source, and confirm a duplicate', async () => {
    const { treeId, personId } = await treeWithFounder(t, t.clan, 'Võ Văn Gốc', false);
    const spouse = await propose(t.member.token, {
      kind: 'addSpouse',
      personId,
      person: { name: 'Đỗ Thị Dâu', sex: 'female' },
    });
    const spouseOk = await review(t.clan.token, spouse, { action: 'approve' });
    expect(spouseOk.statusCode, spouseOk.body).toBe(200);
    const wifeId = String(json<{ data: SuggestionBody }>(spouseOk).data.result?.personId);

    const child = await propose(t.member.token, {
      kind: 'addChild',
      personId,
      person: { name: 'Võ Văn Con', sex: 'male' },
    });
    expect(child.diff.find((d) => d.field === 'otherParent')?.proposed).toBe('Đỗ Thị Dâu');
    const childOk = await review(t.clan.token, child, { action: 'approve' });
    expect(childOk.statusCode, childOk.body).toBe(200);
    const childId = String(json<{ data: SuggestionBody }>(childOk).data.result?.personId);
    const graph = await as(t.clan.token, 'GET', `/api/tree-graph?id=${treeId}`);
    expect(graph.body).toContain(childId);
    expect(graph.body).toContain(wifeId);

    const photo = await propose(t.member.token, {
      kind: 'addPhoto',
      personId,
      url: 'https://example.com/anh.jpg',
    });
    expect((await review(t.clan.token, photo, { action: 'approve' })).statusCode).toBe(200);
    expect((await person(personId)).avatar).toBe('https://example.com/anh.jpg');

    const source = await propose(t.member.token, {
      kind: 'addSource',
      personId,
      source: { title: 'Gia phả họ Võ (1920)', author: 'Võ Văn Chép' },
      page: 'tr. 12',
    });
    const sourceOk = await review(t.clan.token, source, { action: 'approve' });
    expect(sourceOk.statusCode, sourceOk.body).toBe(200);
    const citations = await as(t.clan.token, 'GET', `/api/person/${personId}/citations`);
    if (citations.statusCode === 200) expect(citations.body).toContain('Gia phả họ Võ (1920)');

    const duplicate = await propose(t.member.token, {
      kind: 'duplicate',
      personId,
      otherPersonId: childId,
      note: 'Cùng một người',
    });
    expect(duplicate.diff.map((d) => d.field)).toContain('name');
    const confirmed = await review(t.clan.token, duplicate, { action: 'approve' });
    expect(json<{ data: SuggestionBody }>(confirmed).data.result).toEqual({ confirmed: true });

    const self = await as(t.member.token, 'POST', '/api/suggestions', {
      kind: 'duplicate',
      personId,
      otherPersonId: personId,
      note: 'x',
    });
    expect(self.statusCode).toBe(400);
    const missing = await as(t.member.token, 'POST', '/api/suggestions', {
      kind: 'editPerson',
      personId: MISSING_ID,
      changes: { name: 'A' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a branch head', () => {
  it('reviews the proposals about persons of their branch, and no other', async () => {
    const { treeId, personId: founder } = await treeWithFounder(t, t.clan, 'Hoàng Văn Tổ', false);
    const first = await addChild(t.clan, treeId, founder, 'Hoàng Văn Cả');
    const second = await addChild(t.clan, treeId, founder, 'Hoàng Văn Hai');
    const head = await headOf(treeId, first, 'truongchi');
    const inside = await propose(t.member.token, {
      kind: 'addChild',
      personId: first,
      person: { name: 'Hoàng Văn Cháu', sex: 'male' },
    });
    const outside = await propose(t.member.token, {
      kind: 'editPerson',
      personId: second,
      changes: { name: 'Hoàng Văn Nhì' },
    });

    const summary = await as(head.token, 'GET', '/api/suggestions/summary');
    expect(json(summary).data).toEqual({ canReview: true, pending: 1 });
    const queue = await as(head.token, 'GET', '/api/suggestions');
    expect(json<{ data: SuggestionBody[] }>(queue).data.map((q) => q.id)).toEqual([inside.id]);
    expect((await as(head.token, 'GET', `/api/suggestion/${outside.id}`)).statusCode).toBe(404);
    const refused = await review(head.token, outside, { action: 'approve' });
    expect(refused.statusCode).toBe(404);
    expect((await person(second)).name).toBe('Hoàng Văn Hai');

    const approved = await review(head.token, inside, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const grandchild = String(json<{ data: SuggestionBody }>(approved).data.result?.personId);
    const graph = await as(t.clan.token, 'GET', `/api/tree-graph?id=${treeId}`);
    expect(graph.body).toContain(grandchild);
    expect(graph.body).toContain('Hoàng Văn Cháu');
  });
});
