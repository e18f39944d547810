import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { json, withDomain } from '../../../test/requests.ts';
import { expectPublicListChecks } from '../../../test/route-checks.ts';
import { treeWithFounder } from './person-links.testing.ts';

const t = useClanSuite();

interface Hit {
  id: string;
  name: string;
  generation: number | null;
  birthYear: number | null;
}

async function search(domain: string, q: string): Promise<Hit[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: withDomain(`/api/public/persons/search?q=${encodeURIComponent(q)}&limit=10`, domain),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Hit[] }>(response).data;
}

function register(domain: string, username: string, extra: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: withDomain('/api/auth/register-member', domain),
    payload: {
      name: `Nguyễn Văn ${username}`,
      username,
      email: `${username}@${domain}.test`,
      password: 'mat-khau-an-toan',
      ...extra,
    },
  });
}

describe('GET /api/public/persons/search', () => {
  it('finds persons of public trees without diacritics, never those of private trees only', async () => {
    const open = await treeWithFounder(t, t.clan, 'Hoàng Văn Công', true, 2);
    const born = await t.as(t.clan.token, 'PUT', `/api/person?id=${open.personId}`, {
      birth: { solar: { year: 1950, month: 4, day: 12 }, lunar: null },
    });
    expect(born.statusCode, born.body).toBe(200);
    const hidden = await treeWithFounder(t, t.clan, 'Hoàng Văn Kín', false);

    expect(await search(t.clan.domain, 'hoang van cong')).toEqual([
      { id: open.personId, name: 'Hoàng Văn Công', generation: 2, birthYear: 1950 },
    ]);
    expect(await search(t.clan.domain, 'Hoàng Văn Kín')).toEqual([]);
    expect((await search(t.clan.domain, 'hoang')).map((h) => h.id)).not.toContain(hidden.personId);
    expect(await search(t.other.domain, 'hoang van cong')).toEqual([]);
    // Nothing of the exact birth date leaves: the year only.
    expect(JSON.stringify(await search(t.clan.domain, 'cong'))).not.toContain('"month"');
  });

  it('rejects a bad limit and answers an unknown clan 404', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/public/persons/search?limit=0', t.clan.domain),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors?.map((e) => e.field)).toContain('limit');
    await expectPublicListChecks(t.app, '/api/public/persons/search', t.clan.domain, [
      ['?limit=21', 'limit'],
    ]);
  });
});

describe('registering with "Tôi là …"', () => {
  it('makes a pending request with the new account, for a person of a public tree or for none', async () => {
    const open = await treeWithFounder(t, t.clan, 'Vũ Văn Đăng', true);
    const made = await register(t.clan.domain, 'dangky1', {
      personId: open.personId,
      personNote: 'Con trưởng',
    });
    expect(made.statusCode, made.body).toBe(201);
    const userId = json<{ data: { user: { id: string } } }>(made).data.user.id;
    const none = await register(t.clan.domain, 'dangky2', {
      personId: null,
      personNote: 'Chưa có trong cây',
    });
    expect(none.statusCode, none.body).toBe(201);
    const plain = await register(t.clan.domain, 'dangky3', {});
    expect(plain.statusCode, plain.body).toBe(201);

    const pending = json<{
      data: { user: { username: string }; personId: string | null; note: string | null }[];
    }>(await t.as(t.clan.token, 'GET', '/api/person-claims?status=pending&limit=100')).data;
    const byUser = new Map(pending.map((c) => [c.user.username, c]));
    expect(byUser.get('dangky1')).toMatchObject({ personId: open.personId, note: 'Con trưởng' });
    expect(byUser.get('dangky2')).toMatchObject({ personId: null, note: 'Chưa có trong cây' });
    expect(byUser.has('dangky3')).toBe(false);

    // Nothing is linked before an admin decides.
    const seen = json<{ data: { person: unknown } }>(
      await t.as(t.clan.token, 'GET', `/api/user/${userId}/person`),
    );
    expect(seen.data.person).toBeNull();
  });

  it('refuses a person of a private tree (404) or one already linked (409), and keeps no account', async () => {
    const hidden = await treeWithFounder(t, t.clan, 'Vũ Văn Ẩn', false);
    const refused = await register(t.clan.domain, 'dangky4', { personId: hidden.personId });
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe('Không tìm thấy người này trong gia phả');

    const open = await treeWithFounder(t, t.clan, 'Vũ Văn Lấy', true);
    await t.as(t.clan.token, 'PUT', `/api/user/${t.member.id}/person`, { personId: open.personId });
    const taken = await register(t.clan.domain, 'dangky5', { personId: open.personId });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toContainEqual({
      field: 'personId',
      message: 'Người này đã được liên kết với một tài khoản khác.',
    });
    await t.as(t.clan.token, 'PUT', `/api/user/${t.member.id}/person`, { personId: null });

    // Neither registration left an account behind: the names are free.
    const again = await register(t.clan.domain, 'dangky4', {});
    expect(again.statusCode, again.body).toBe(201);
    expect((await register(t.clan.domain, 'dangky5', {})).statusCode).toBe(201);
  });
});
