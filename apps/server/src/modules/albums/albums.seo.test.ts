import type { Album } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { createAs } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  createShellApp,
  expectNotFoundPage,
  expectSitemapLastmod,
  metaContent,
  sitemapLocs,
  titleOf,
} from '../../../test/web-shell.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { jpeg, uploadOk } from '../uploads/images.testing.ts';

let t: TestApp;
let clan: ClanFixture;
let other: ClanFixture;
let withPhotos: Album;
let bare: Album;
let photoUrl: string;

function createAlbum(c: ClanFixture, payload: object): Promise<Album> {
  return createAs<Album>(t.app, c, '/api/album', payload);
}

const origin = () => `https://${clan.domain}.giapha.vn`;
const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${clan.domain}.giapha.vn` } });

beforeAll(async () => {
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' });
  clan = await registerClan(t.app, { clanName: 'Họ Lê Văn' });
  other = await registerClan(t.app, { clanName: 'Họ Phạm' });
  await t.database.db
    .insert(siteSettings)
    .values({ clanId: clan.clanId, siteName: 'Lê Văn tộc', banner: '/uploads/banner.jpg' });
  const photo = await uploadOk(t.app, clan.domain, clan.token, await jpeg(120, 80));
  photoUrl = photo.url;
  withPhotos = await createAlbum(clan, {
    title: 'Lễ Giỗ Tổ năm Bính Ngọ',
    eventDate: '2026-04-26',
    images: [{ url: photo.url, fileId: photo._id, caption: 'Dâng hương' }],
  });
  bare = await createAlbum(clan, {
    title: 'Họp mặt "đầu xuân" <b>',
    description: 'Con cháu   về\nquê ăn Tết.',
  });
  await createAlbum(other, { title: 'Album của họ Phạm', slug: 'cua-ho-pham' });
});

afterAll(async () => {
  await t?.close();
});

describe('album pages in the served index.html', () => {
  it('names an album page by its title, says what it holds and shows its cover on share cards', async () => {
    const response = await page(`/albums/${withPhotos.slug}.html`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Lễ Giỗ Tổ năm Bính Ngọ · Lê Văn tộc');
    expect(metaContent(html, 'description')).toBe('Album ảnh của Lê Văn tộc: 1 ảnh, ngày 26/04/2026.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe(`${origin()}${photoUrl.replace(/\.webp$/, '-1024.webp')}`);
    expect(metaContent(html, 'og:url')).toBe(`${origin()}/albums/le-gio-to-nam-binh-ngo.html`);
    // The client also opens an album by id or without `.html`: one canonical address.
    for (const alias of [`/albums/${withPhotos.id}.html`, `/albums/${withPhotos.slug}`]) {
      const aliased = (await page(alias)).body;
      expect(titleOf(aliased), alias).toBe('Lễ Giỗ Tổ năm Bính Ngọ · Lê Văn tộc');
      expect(aliased).toContain(
        `<link rel="canonical" href="${origin()}/albums/le-gio-to-nam-binh-ngo.html" />`,
      );
    }
  });

  it('uses the description (escaped, on one line) and the site’s banner for an album without photos', async () => {
    const html = (await page(`/albums/${bare.slug}.html`)).body;
    expect(titleOf(html)).toBe('Họp mặt &quot;đầu xuân&quot; &lt;b&gt; · Lê Văn tộc');
    expect(metaContent(html, 'description')).toBe('Con cháu về quê ăn Tết.');
    expect(metaContent(html, 'og:image')).toBe(`${origin()}/uploads/banner.jpg`);
  });

  it('answers 404 with noindex for an unknown album or another clan’s', async () => {
    for (const path of ['/albums/khong-co.html', '/albums/cua-ho-pham.html']) {
      expectNotFoundPage(await page(path), 'Lê Văn tộc', path);
    }
    const list = await page('/albums');
    expect(list.statusCode).toBe(200);
    expect(titleOf(list.body)).toBe('Album ảnh · Lê Văn tộc');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the album list and every album of the clan', async () => {
    const xml = (await page('/sitemap.xml')).body;
    const locs = sitemapLocs(xml);
    expect(locs).toContain(`${origin()}/albums`);
    expect(locs).toContain(`${origin()}/albums/le-gio-to-nam-binh-ngo.html`);
    expect(locs).toContain(`${origin()}/albums/${bare.slug}.html`);
    expect(locs).not.toContain(`${origin()}/albums/cua-ho-pham.html`);
    expectSitemapLastmod(xml, `${origin()}/albums/le-gio-to-nam-binh-ngo.html`);
  });
});
