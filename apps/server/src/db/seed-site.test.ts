import type { PublicMenuItem, PublicSetting, Section } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../test/clans.ts';
import { bearer, json, withDomain } from '../../test/requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { treesRepo } from '../modules/trees/trees.repo.ts';
import { categories } from './schema/index.ts';
import { seedDemoSite } from './seed-site.ts';

const t = useTestApp();

async function read<T>(c: ClanFixture, url: string): Promise<{ data: T; total?: number }> {
  const response = await t.app.inject({ method: 'GET', url: withDomain(url, c.domain) });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T; total?: number }>(response);
}

/** Deletes through the admin API every item listed by `listUrl`, one `deleteUrl(id)` at a time. */
async function deleteAll(clan: ClanFixture, listUrl: string, deleteUrl: (id: string) => string) {
  const listed = await t.app.inject({
    method: 'GET',
    url: withDomain(listUrl, clan.domain),
    headers: bearer(clan.token),
  });
  expect(listed.statusCode, listed.body).toBe(200);
  for (const { id } of json<{ data: { id: string }[] }>(listed).data) {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: withDomain(deleteUrl(id), clan.domain),
      headers: bearer(clan.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  }
}

/**
 * A registered clan with its starter home-page blocks and starter menu deleted through the admin API:
 * the demo clan is created without registration, so seedDemoSite writes its blocks and menu onto an
 * empty site.
 */
async function clanWithoutStarterSite(): Promise<ClanFixture> {
  const clan = await registerClan(t.app);
  await deleteAll(clan, '/api/sections', (id) => `/api/section/${id}`);
  expect((await read<Section[]>(clan, '/api/public/sections')).total).toBe(0);
  // Top-level items only: deleting one deletes its children (the starter menu has none).
  await deleteAll(clan, '/api/menus', (id) => `/api/menu/${id}`);
  expect((await read<PublicMenuItem[]>(clan, '/api/public/menus')).total).toBe(0);
  return clan;
}

describe('seedDemoSite', () => {
  it('gives a fresh clan its settings, menu and home-page blocks, read back through the public API', async () => {
    const clan = await clanWithoutStarterSite();
    const tree = await treesRepo(t.database.db, clan.clanId).insert({
      name: 'Gia phả họ Nguyễn',
      isPublic: true,
    });
    const [news] = await t.database.db
      .insert(categories)
      .values([
        { clanId: clan.clanId, name: 'Tin dòng họ', slug: 'tin-dong-ho', position: 0 },
        { clanId: clan.clanId, name: 'Giỗ Tổ', slug: 'gio-to', position: 1 },
      ])
      .returning({ id: categories.id });
    if (!news) throw new Error('no category');

    await seedDemoSite(t.database.db, clan.clanId, { treeId: tree.id, featuredCategoryId: news.id });

    const setting = (await read<PublicSetting>(clan, '/api/public/setting')).data;
    expect(setting).toMatchObject({
      siteName: 'Họ Nguyễn — Làng Demo',
      slogan: 'Uống nước nhớ nguồn',
      primaryColor: '#8a1c1c',
      dateFormat: 'dd/mm/yy',
      contact: {
        address: 'Nhà thờ họ Nguyễn, thôn Đông, xã Demo, huyện Demo, tỉnh Demo',
        phone: expect.any(String),
        email: expect.stringContaining('@'),
        mapUrl: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
      },
      social: { facebook: expect.stringMatching(/^https:\/\//) },
    });
    expect(setting.description).toEqual(expect.any(String));
    expect(setting.footerText).toEqual(expect.any(String));

    const menu = await read<PublicMenuItem[]>(clan, '/api/public/menus');
    expect(menu.total).toBe(8);
    expect(menu.data.map((m) => [m.label, m.url])).toEqual([
      ['Trang chủ', '/'],
      ['Tin tức', '/blogs'],
      ['Gia phả', '/family-tree'],
      ['Các chi', '/branch'],
      ['Xưng hô', '/xung-ho'],
      ['Album ảnh', '/albums'],
      ['Hướng dẫn', '/guide'],
      ['Liên hệ', '/contact'],
    ]);
    expect(menu.data[1]?.children.map((m) => [m.label, m.url])).toEqual([
      ['Tin dòng họ', '/blogs?category=tin-dong-ho'],
      ['Giỗ Tổ', '/blogs?category=gio-to'],
    ]);

    const sections = await read<Section[]>(clan, '/api/public/sections');
    expect(sections.data.map((s) => s.type)).toEqual(['hero', 'featuredPosts', 'treeTeaser', 'richText']);
    const [hero, posts, teaser, history] = sections.data;
    expect(hero).toMatchObject({
      linkUrl: '/family-tree',
      title: expect.any(String),
      subtitle: expect.any(String),
    });
    expect(posts).toMatchObject({ itemLimit: 6, categoryId: news.id });
    expect(teaser).toMatchObject({ treeId: tree.id });
    expect(history?.content).toContain('<h2>');
    expect(history?.content).toContain('<li>');
  });

  it('links the news menu to two example categories when the clan has none', async () => {
    const clan = await clanWithoutStarterSite();
    const tree = await treesRepo(t.database.db, clan.clanId).insert({ name: 'Cây', isPublic: true });
    await seedDemoSite(t.database.db, clan.clanId, { treeId: tree.id, featuredCategoryId: null });
    const menu = await read<PublicMenuItem[]>(clan, '/api/public/menus');
    expect(menu.data[1]?.children.map((m) => m.url)).toEqual([
      '/blogs?category=tin-dong-ho',
      '/blogs?category=khuyen-hoc',
    ]);
    const sections = await read<Section[]>(clan, '/api/public/sections');
    expect(sections.data[1]).toMatchObject({ type: 'featuredPosts', categoryId: null });
  });
});
