import { foldVietnamese } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, type ClanSuite, useClanSuite } from '../../../test/clans.ts';
import { json } from '../../../test/requests.ts';
import { expectSharedRouteChecks, idCheck } from '../../../test/route-checks.ts';
import { families, familyChildren, persons, treeFamilies, trees } from '../../db/schema/index.ts';

const t = useClanSuite();

interface KinshipBody {
  linked: boolean;
  region: string;
  answer: {
    kind: string;
    term: string | null;
    reciprocal: string | null;
    description: string | null;
    message: string | null;
    persons: string[];
  };
  names: Record<string, string>;
  treeId: string | null;
}

type Sex = 'male' | 'female';

/**
 * Ông Tổ's children by ordinal: Nguyễn Thị Cả (1), Nguyễn Văn Hai (2, the father), Nguyễn Văn Ba (3);
 * Nguyễn Văn Tư is Hai's son. Written straight into the clan's records (no tree needed: the graph is the
 * clan's).
 */
async function smallFamily(suite: ClanSuite, c: ClanFixture) {
  const { db } = suite.database;
  const person = async (name: string, sex: Sex, ordinalNumber: number, birthYear?: number) => {
    const [row] = await db
      .insert(persons)
      .values({
        clanId: c.clanId,
        name,
        searchText: foldVietnamese(name),
        sex,
        ordinalNumber,
        ...(birthYear ? { birth: { solar: { year: birthYear } } } : {}),
      })
      .returning({ id: persons.id });
    if (!row) throw new Error('person not written');
    return row.id;
  };
  const family = async (fatherId: string, children: string[]) => {
    const [row] = await db
      .insert(families)
      .values({ clanId: c.clanId, fatherId })
      .returning({ id: families.id });
    if (!row) throw new Error('family not written');
    await db
      .insert(familyChildren)
      .values(
        children.map((personId, position) => ({ clanId: c.clanId, familyId: row.id, personId, position })),
      );
    return row.id;
  };
  const to = await person('Nguyễn Văn Tổ', 'male', 1, 1900);
  const ca = await person('Nguyễn Thị Cả', 'female', 1);
  const hai = await person('Nguyễn Văn Hai', 'male', 2);
  const ba = await person('Nguyễn Văn Ba', 'male', 3);
  const tu = await person('Nguyễn Văn Tư', 'male', 1);
  const elders = await family(to, [ca, hai, ba]);
  const hais = await family(hai, [tu]);
  return { to, ca, hai, ba, tu, families: [elders, hais] };
}

/** A tree of the clan holding these families. */
async function treeOf(
  suite: ClanSuite,
  c: ClanFixture,
  name: string,
  familyIds: string[],
  isPublic = true,
): Promise<string> {
  const { db } = suite.database;
  const [tree] = await db
    .insert(trees)
    .values({ clanId: c.clanId, name, isPublic })
    .returning({ id: trees.id });
  if (!tree) throw new Error('tree not written');
  await db
    .insert(treeFamilies)
    .values(familyIds.map((familyId) => ({ clanId: c.clanId, treeId: tree.id, familyId })));
  return tree.id;
}

async function kinship(token: string, personId: string): Promise<KinshipBody> {
  const response = await t.as(token, 'GET', `/api/me/kinship/${personId}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: KinshipBody }>(response).data;
}

async function link(userId: string, personId: string) {
  const response = await t.as(t.clan.token, 'PUT', `/api/user/${userId}/person`, { personId });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/me/kinship/:id', () => {
  it('needs a sign-in, rejects a bad id, and answers another clan’s person with 404', async () => {
    const { ba } = await smallFamily(t, t.clan);
    await expectSharedRouteChecks(
      t,
      [idCheck('GET', (id) => `/api/me/kinship/${id}`, ba, 'allowed')],
      () => true,
    );
    const response = await t.as(
      t.member.token,
      'GET',
      '/api/me/kinship/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response).message).toBe('Không tìm thấy người này trong gia phả');
  });

  it('tells a grandson what he calls his father’s brother and sister, both ways, in his register', async () => {
    const family = await smallFamily(t, t.clan);
    const grandson = await activeMember(t.app, t.clan, 'chauductu');
    await link(grandson.id, family.tu);

    const uncle = await kinship(grandson.token, family.ba);
    expect(uncle).toMatchObject({
      linked: true,
      region: 'north',
      answer: {
        kind: 'found',
        term: 'chú',
        reciprocal: 'cháu',
        description: 'em trai bố bạn',
        message: null,
      },
    });
    expect(uncle.answer.persons).toEqual([family.tu, family.hai, family.ba]);
    expect(uncle.names).toEqual({
      [family.tu]: 'Nguyễn Văn Tư',
      [family.hai]: 'Nguyễn Văn Hai',
      [family.ba]: 'Nguyễn Văn Ba',
    });
    expect((await kinship(grandson.token, family.ca)).answer.term).toBe('bác');
    expect((await kinship(grandson.token, family.to)).answer).toMatchObject({
      term: 'ông nội',
      reciprocal: 'cháu (cháu nội)',
    });

    const south = await t.as(grandson.token, 'PUT', '/api/me/kinship-region', { region: 'south' });
    expect(south.statusCode, south.body).toBe(200);
    const aunt = await kinship(grandson.token, family.ca);
    expect(aunt).toMatchObject({ region: 'south', answer: { term: 'cô', reciprocal: 'cháu' } });

    expect((await kinship(grandson.token, family.tu)).answer.kind).toBe('self');
  });

  it('names a tree that shows the whole path, so it can be drawn there', async () => {
    const family = await smallFamily(t, t.clan);
    await treeOf(t, t.clan, 'Cây chi trưởng', [family.families[0] ?? '']);
    // A private tree is not named: the link opens the public tree page.
    await treeOf(t, t.clan, 'Cây riêng', family.families, false);
    const whole = await treeOf(t, t.clan, 'Cây cả họ', family.families);
    const member = await activeMember(t.app, t.clan, 'xemcay');
    await link(member.id, family.tu);
    expect((await kinship(member.token, family.ba)).treeId).toBe(whole);
    // Only the elders' tree shows the father's sister and grandfather, not the member: no tree.
    const alone = await smallFamily(t, t.clan);
    await treeOf(t, t.clan, 'Cây chi thứ', [alone.families[0] ?? '']);
    await link(member.id, alone.tu);
    expect((await kinship(member.token, alone.ca)).treeId).toBeNull();
  });

  it('says so when the two are not related in the clan’s records', async () => {
    const family = await smallFamily(t, t.clan);
    const other = await smallFamily(t, t.clan);
    const member = await activeMember(t.app, t.clan, 'nguoiho');
    await link(member.id, family.tu);
    const answer = await kinship(member.token, other.ba);
    expect(answer).toMatchObject({
      linked: true,
      answer: {
        kind: 'unrelated',
        term: null,
        message: 'Không tìm thấy quan hệ giữa bạn và người này trong gia phả',
      },
      names: {},
    });
  });

  it('answers a member with no linked person plainly, with no terms', async () => {
    const { ba } = await smallFamily(t, t.clan);
    const unlinked = await activeMember(t.app, t.clan, 'chualienket');
    expect(await kinship(unlinked.token, ba)).toEqual({
      linked: false,
      region: 'north',
      answer: {
        kind: 'unrelated',
        term: null,
        reciprocal: null,
        address: null,
        description: null,
        message: 'Tài khoản của bạn chưa được liên kết với người nào trong cây',
        persons: [],
        path: [],
      },
      names: {},
      treeId: null,
    });
  });
});
