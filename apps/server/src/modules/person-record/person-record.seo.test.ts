import type { Person } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { createAs, withDomain } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  createShellApp,
  expectNotFoundPage,
  expectSitemapLastmod,
  metaContent,
  sitemapLocs,
  titleOf,
} from '../../../test/web-shell.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { treesRepo } from '../trees/trees.repo.ts';

let t: TestApp;
let clan: ClanFixture;
let other: ClanFixture;

beforeAll(async () => {
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' });
  clan = await registerClan(t.app, { clanName: 'Họ Trần Văn' });
  other = await registerClan(t.app, { clanName: 'Họ Lê' });
});

afterAll(async () => {
  await t?.close();
});

function createPerson(payload: object): Promise<Person> {
  return createAs<Person>(t.app, clan, '/api/person', payload);
}

describe('the server-rendered page /persons/{id}', () => {
  it('names a person on a public tree in the title and description; anyone else is a 404 page; the sitemap lists the dead', async () => {
    const father = await createPerson({
      name: 'Trần Văn Tổ',
      generation: 1,
      deceased: true,
      birth: { solar: { year: 1820 }, qualifier: 'about' },
      death: { solar: { year: 1890, month: 3, day: 10 } },
      biography: '<p>Cụ dạy chữ Nho ở làng.</p>',
      avatar: 'https://example.com/cu-to.jpg',
    });
    const son = await createPerson({
      name: 'Trần Văn Trẻ',
      generation: 2,
      birth: { solar: { year: 1990, month: 5, day: 6 } },
    });
    const hidden = await createPerson({ name: 'Trần Văn Ẩn', deceased: true });
    const family = await familiesRepo(t.database.db, clan.clanId).insert({
      fatherId: father.id,
      motherId: null,
    });
    await familiesRepo(t.database.db, clan.clanId).addChildren(family.id, [
      { personId: son.id, motherId: null, relation: 'birth' },
    ]);
    const trees = treesRepo(t.database.db, clan.clanId);
    const tree = await trees.insert({ name: 'Gia phả', isPublic: true });
    await trees.addFamilies(tree.id, [family.id]);

    const response = await t.app.inject({
      method: 'GET',
      url: withDomain(`/persons/${father.id}`, clan.domain),
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Trần Văn Tổ · Họ Trần Văn');
    expect(metaContent(html, 'og:description')).toBe(
      'Trần Văn Tổ (khoảng 1820 – 10/03/1890), đời thứ 1 — gia phả Họ Trần Văn. Cụ dạy chữ Nho ở làng.',
    );
    expect(metaContent(html, 'og:image')).toBe('https://example.com/cu-to.jpg');
    expect(metaContent(html, 'og:url')).toBe(`https://${clan.domain}.giapha.vn/persons/${father.id}`);

    // The living: the birth year only.
    const living = await t.app.inject({ method: 'GET', url: withDomain(`/persons/${son.id}`, clan.domain) });
    expect(metaContent(living.body, 'og:description')).toBe(
      'Trần Văn Trẻ (1990), đời thứ 2 — gia phả Họ Trần Văn.',
    );

    for (const [domain, id] of [
      [clan.domain, hidden.id],
      [clan.domain, 'khong-phai-ma'],
      [other.domain, father.id],
    ] as const) {
      const missing = await t.app.inject({ method: 'GET', url: withDomain(`/persons/${id}`, domain) });
      expectNotFoundPage(missing, domain === clan.domain ? 'Họ Trần Văn' : 'Họ Lê', id);
    }

    // The sitemap lists the pages of the dead on public trees: not the living, not those on no public tree.
    const sitemap = await t.app.inject({ method: 'GET', url: withDomain('/sitemap.xml', clan.domain) });
    const people = sitemapLocs(sitemap.body).filter((loc) => loc?.includes('/persons/'));
    expect(people).toEqual([`https://${clan.domain}.giapha.vn/persons/${father.id}`]);
    expectSitemapLastmod(sitemap.body, `https://${clan.domain}.giapha.vn/persons/${father.id}`);
  });
});
