// One clan with a row of every kind, made through the API, so attacks can aim at ids that exist.
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { activeMember, type ClanFixture, registerClan, registerMember } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';

export type Kind =
  | 'tree'
  | 'person'
  | 'family'
  | 'user'
  | 'menu'
  | 'section'
  | 'category'
  | 'blog'
  | 'album'
  | 'event'
  | 'bank'
  | 'campaign'
  | 'donation'
  | 'draft'
  | 'file'
  | 'place'
  | 'lifeEvent'
  | 'grave'
  | 'source'
  | 'sourcePage'
  | 'citation';

export interface AttackFixture {
  clan: ClanFixture;
  /** Another clan, whose ids are mixed in (they must answer 404, never leak). */
  other: ClanFixture;
  ids: Record<Kind, string[]>;
  /** Every id seen, of either clan. */
  all: string[];
  slugs: string[];
  /** The bodies the fixture sent that the API took, by `METHOD /path`: seeds for mutations. */
  examples: Map<string, unknown[]>;
  /** The member's refresh-free access token (an approved non-admin). */
  memberToken: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

const OUTLINE = `GIA PHẢ HỌ NGUYỄN – CHI TRƯỞNG
Đời thứ 1: Nguyễn Văn Tổ (1820 – 1890), mất ngày 12 tháng 3 âm lịch.
   Vợ: Trần Thị Hiền
   Con trai trưởng: Nguyễn Văn Bình
Đời thứ 2:
1. Nguyễn Văn Bình (1850–1920)
`;

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function buildAttackFixture(app: App): Promise<AttackFixture> {
  const clan = await registerClan(app);
  const other = await registerClan(app);
  const ids: Record<Kind, string[]> = {
    tree: [],
    person: [],
    family: [],
    user: [],
    menu: [],
    section: [],
    category: [],
    blog: [],
    album: [],
    event: [],
    bank: [],
    campaign: [],
    donation: [],
    draft: [],
    file: [],
    place: [],
    lifeEvent: [],
    grave: [],
    source: [],
    sourcePage: [],
    citation: [],
  };
  const all = new Set<string>([clan.clanId, other.clanId]);
  const slugs: string[] = [];
  const examples = new Map<string, unknown[]>();

  const call = async (owner: ClanFixture, method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({
      method,
      url: withDomain(url, owner.domain),
      headers: bearer(owner.token),
      payload,
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    const key = `${method} ${url}`;
    examples.set(key, [...(examples.get(key) ?? []), payload]);
    for (const id of response.body.match(UUID) ?? []) all.add(id);
    return json<{ data: Record<string, unknown> }>(response).data;
  };
  const idOf = (value: unknown): string => {
    if (typeof value === 'object' && value !== null) {
      if ('id' in value && typeof value.id === 'string') return value.id;
      if ('_id' in value && typeof value._id === 'string') return value._id;
    }
    throw new Error(`no id in ${JSON.stringify(value)}`);
  };

  for (const owner of [clan, other]) {
    const mine = owner === clan;
    const keep = (kind: Kind, id: string) => {
      if (mine) ids[kind].push(id);
    };
    const tree = idOf(await call(owner, 'POST', '/api/tree', { name: 'Cây thử', isPublic: true }));
    keep('tree', tree);
    const root = await call(owner, 'POST', '/api/tree/create-person-family', {
      treeId: tree,
      personData: { name: 'Nguyễn Văn Tổ', sex: 'male', generation: 1 },
    });
    keep('person', idOf(root.person));
    keep('family', idOf(root.family));
    const child = await call(owner, 'POST', '/api/family/add-child', {
      treeId: tree,
      fatherId: idOf(root.person),
      child: { name: 'Nguyễn Văn Con', sex: 'male' },
    });
    keep('person', idOf(child.child));
    keep('family', idOf(child.family));
    const spouse = await call(owner, 'POST', '/api/family/add-spouse', {
      treeId: tree,
      personId: idOf(child.child),
      spouse: { name: 'Lê Thị Dâu' },
    });
    keep('person', idOf(spouse.spouse));
    keep('family', idOf(spouse.family));
    keep('person', idOf(await call(owner, 'POST', '/api/person', { name: 'Trần Văn Lẻ' })));

    // A person's whole record: a place, a life event, a grave, a source with a page, a citation.
    const place = idOf(await call(owner, 'POST', '/api/place', { name: 'Hành Thiện, Nam Định' }));
    keep('place', place);
    const ancestor = idOf(
      await call(owner, 'POST', '/api/person', {
        name: 'Nguyễn Văn Cụ',
        deceased: true,
        birthPlaceId: place,
      }),
    );
    keep('person', ancestor);
    const lifeEvent = await call(owner, 'POST', `/api/person/${ancestor}/event`, {
      type: 'degree',
      value: 'Cử nhân',
      date: { solar: { year: 1870 }, qualifier: 'about' },
      placeId: place,
    });
    keep('lifeEvent', idOf(lifeEvent));
    keep(
      'grave',
      idOf(
        await call(owner, 'POST', `/api/person/${ancestor}/grave`, { cemetery: 'Đồng Cao', placeId: place }),
      ),
    );
    const source = idOf(await call(owner, 'POST', '/api/source', { title: 'Gia phả chữ Hán', kind: 'book' }));
    keep('source', source);
    const page = idOf(await call(owner, 'POST', `/api/source/${source}/page`, { label: 'tờ 1' }));
    keep('sourcePage', page);
    const citation = await call(owner, 'POST', '/api/citation', {
      sourceId: source,
      pageId: page,
      personId: ancestor,
      fact: 'birth',
    });
    keep('citation', idOf(citation));

    const category = await call(owner, 'POST', '/api/category', { name: 'Tin họ' });
    keep('category', idOf(category));
    const blog = await call(owner, 'POST', '/api/blog', {
      title: 'Bài viết thử',
      status: 'published',
      categoryId: idOf(category),
      content: '<p>Nội dung</p>',
    });
    keep('blog', idOf(blog));
    if (mine && typeof blog.slug === 'string') slugs.push(blog.slug);
    keep('album', idOf(await call(owner, 'POST', '/api/album', { title: 'Album thử' })));
    const event = await call(owner, 'POST', '/api/event', { title: 'Giỗ tổ', startDate: '2026-04-10' });
    keep('event', idOf(event));
    if (mine && typeof event.slug === 'string') slugs.push(event.slug);
    keep('menu', idOf(await call(owner, 'POST', '/api/menu', { label: 'Giới thiệu', url: '/gioi-thieu' })));
    keep('section', idOf(await call(owner, 'POST', '/api/section', { type: 'hero', title: 'Chào mừng' })));
    const bank = await call(owner, 'POST', '/api/bank', {
      bankBin: '970436',
      accountNumber: '0011001234567',
      accountHolder: 'NGUYEN VAN TO',
    });
    keep('bank', idOf(bank));
    const campaign = await call(owner, 'POST', '/api/campaign', {
      title: 'Xây nhà thờ họ',
      status: 'open',
      ledgerPrivacy: 'code',
      ledgerCode: '123456',
      bankAccountId: idOf(bank),
    });
    keep('campaign', idOf(campaign));
    if (mine && typeof campaign.slug === 'string') slugs.push(campaign.slug);
    const donation = await call(owner, 'POST', '/api/campaignTransaction', {
      campaignId: idOf(campaign),
      amount: 500_000,
      paidAt: '2026-01-15T10:00:00+07:00',
    });
    keep('donation', idOf(donation));
    keep('draft', idOf(await call(owner, 'POST', '/api/ai-temp-trees', { source: 'text', text: OUTLINE })));

    const boundary = '----giaphaattack';
    const upload = await app.inject({
      method: 'POST',
      url: withDomain('/api/upload', owner.domain),
      headers: { ...bearer(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = json<{ data: { file: { _id: string } } }>(upload).data.file._id;
    keep('file', file);
    all.add(file);
  }

  const member = await activeMember(app, clan, 'thanhvienthu');
  ids.user.push(member.id, await registerMember(app, clan.domain, 'chocho'));
  for (const id of ids.user) all.add(id);
  // The admin's own id is left out: an attack that demotes or deletes the caller proves nothing.
  all.delete(clan.adminId);
  return { clan, other, ids, all: [...all], slugs, examples, memberToken: member.token };
}

/** The kind of row a route's `id` (or a field's name) points at. */
export function kindOf(name: string, route: string): Kind | undefined {
  const byName: Record<string, Kind> = {
    treeId: 'tree',
    sourceTreeId: 'tree',
    personId: 'person',
    fatherId: 'person',
    motherId: 'person',
    childId: 'person',
    splitPersonId: 'person',
    matchPersonId: 'person',
    familyId: 'family',
    categoryId: 'category',
    campaignId: 'campaign',
    bankAccountId: 'bank',
    fileId: 'file',
    parentId: 'menu',
    placeId: 'place',
    birthPlaceId: 'place',
    deathPlaceId: 'place',
    eventId: 'lifeEvent',
    sourceId: 'source',
    pageId: 'sourcePage',
  };
  const named = byName[name];
  if (named) return named;
  const segment = route.replace(/^\/(api\/)?(public\/)?/, '').split(/[/?]/)[0] ?? '';
  const byRoute: [RegExp, Kind][] = [
    [/^users?$/, 'user'],
    [/^menus?$/, 'menu'],
    [/^sections?$/, 'section'],
    [/^categor/, 'category'],
    [/^blogs?$/, 'blog'],
    [/^albums?$/, 'album'],
    [/^events?$/, 'event'],
    [/^banks?$/, 'bank'],
    [/^campaignTransaction/, 'donation'],
    [/^campaigns?$/, 'campaign'],
    [/^ai-temp-trees$/, 'draft'],
    [/^(tree|trees|tree-graph)$/, 'tree'],
    [/^(person|persons|family)$/, 'person'],
    [/^places?$/, 'place'],
    [/^life-event$/, 'lifeEvent'],
    [/^graves?$/, 'grave'],
    [/^sources?$/, 'source'],
    [/^source-page$/, 'sourcePage'],
    [/^citation$/, 'citation'],
  ];
  return byRoute.find(([pattern]) => pattern.test(segment))?.[1];
}
