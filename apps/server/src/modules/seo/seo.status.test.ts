// Issue 19 item 9: a path the web app has no page for answers 404 (with the app shell, so the app
// shows its not-found page); every page of the app, static file and upload keeps its answer.
// Item 17: a page without a picture of its own shares the card made for the clan.

import { WEB_ROUTE_PATTERNS } from '@giapha/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClan } from '../../../test/clans.ts';
import { bearer, withDomain } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createShellApp, insertPublishedPost, metaContent, WEB_SHELL_HTML } from '../../../test/web-shell.ts';
import { siteSettings } from '../../db/schema/index.ts';

let t: TestApp;
let clan: { domain: string; clanId: string; token: string };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createShellApp(
    { BASE_DOMAIN: 'giapha.vn' },
    { 'favicon.ico': 'ico', 'builds/latest.json': '{"version":"1"}' },
  );
  clan = await registerClan(t.app, { clanName: 'Họ Phan Đình' });
  await insertPublishedPost(t, clan.clanId, { slug: 'khong-anh-bia', title: 'Bài không có ảnh bìa' });
});

afterAll(async () => {
  await t?.close();
});

describe('status of the app shell', () => {
  it('every page of the web app answers 200 (each :parameter filled in)', async () => {
    for (const pattern of WEB_ROUTE_PATTERNS) {
      // A post, album, event, campaign, person or branch that is not there is the page’s own 404 (tested elsewhere).
      if (/^\/(blogs|albums|events|campaigns|persons|branch)\/:/.test(pattern)) continue;
      const url = pattern.replace(/:[A-Za-z]+/g, 'mau-1');
      const response = await get(withDomain(url, clan.domain));
      expect(response.statusCode, url).toBe(200);
      // Empty, or holding the page's first content (the home page).
      expect(response.body, url).toContain('<div id="root">');
    }
    for (const url of ['/blogs/khong-anh-bia.html', '/blogs/khong-anh-bia', '/Blogs', '/admin/home/']) {
      expect((await get(withDomain(url, clan.domain))).statusCode, url).toBe(200);
    }
  });

  it('a path that is no page answers 404 with the app shell, kept out of search results', async () => {
    for (const url of [
      '/khong-co-trang-nay',
      '/wp-login.php.html',
      '/blogs/a/b',
      '/admin/khong-co',
      '/settings/ListCategory/x',
      '/tree',
    ]) {
      const response = await get(withDomain(url, clan.domain));
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(metaContent(response.body, 'robots'), url).toBe('noindex');
    }
    // On a host that names no known clan too (the plain shell).
    const unknownClan = await get('/khong-co-trang-nay', { host: 'khong-co-ho-nay.giapha.vn' });
    expect(unknownClan.statusCode).toBe(404);
    expect(unknownClan.body).toBe(WEB_SHELL_HTML);
    expect((await get('/blogs', { host: 'khong-co-ho-nay.giapha.vn' })).statusCode).toBe(200);
  });

  it('static files, uploads, the build manifest and the API keep their own answers', async () => {
    expect((await get('/favicon.ico')).statusCode).toBe(200);
    expect((await get('/assets/index-abc.js')).statusCode).toBe(200);
    expect((await get('/builds/latest.json')).statusCode).toBe(200);
    expect((await get('/assets/khong-co.js')).body).toBe('Not Found');
    expect((await get('/robots.txt')).statusCode).toBe(200);
    expect((await get(withDomain('/sitemap.xml', clan.domain))).statusCode).toBe(200);
    expect((await get(withDomain('/api/public/setting', clan.domain))).statusCode).toBe(200);
    expect((await get('/api/khong-co')).json()).toEqual({ success: false, message: 'Not Found' });
    const upload = await get(`/uploads/${clan.clanId}/khong-co.webp`);
    expect(upload.statusCode).toBe(404);
    expect(upload.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('the share card of a clan without a banner or logo', () => {
  it('a post without a cover shares the card: an absolute address on the clan’s site', async () => {
    const response = await get(withDomain('/blogs/khong-anh-bia.html', clan.domain));
    const image = metaContent(response.body, 'og:image');
    expect(image).toMatch(new RegExp(`^https://${clan.domain}\\.giapha\\.vn/share-card\\.png\\?v=\\d+\\.0$`));
    expect(metaContent(response.body, 'twitter:image')).toBe(image);
    expect(metaContent(response.body, 'twitter:card')).toBe('summary_large_image');
  });

  it('is a 1200×630 PNG, the same bytes until the settings change, then a new address', async () => {
    const html = (await get(withDomain('/', clan.domain))).body;
    const image = new URL((metaContent(html, 'og:image') ?? '').replaceAll('&amp;', '&'));
    const first = await get(`${image.pathname}${image.search}`, { host: `${clan.domain}.giapha.vn` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const again = await get(withDomain('/share-card.png', clan.domain));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    // A new name: a new picture at a new address.
    const saved = await t.app.inject({
      method: 'PUT',
      url: withDomain('/api/setting', clan.domain),
      headers: bearer(clan.token),
      payload: { siteName: 'Phan Đình tộc — Nghệ An', slogan: 'Uống nước nhớ nguồn' },
    });
    expect([200, 201]).toContain(saved.statusCode);
    const after = metaContent((await get(withDomain('/', clan.domain))).body, 'og:image');
    expect(after).not.toBe(metaContent(html, 'og:image'));
    const renamed = await get(withDomain('/share-card.png', clan.domain));
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('gives way to the banner, then the logo, and answers 404 for an unknown clan', async () => {
    const other = await registerClan(t.app);
    await t.database.db.insert(siteSettings).values({ clanId: other.clanId, logo: '/uploads/logo.webp' });
    const html = (await get(withDomain('/blogs', other.domain))).body;
    expect(metaContent(html, 'og:image')).toBe(`https://${other.domain}.giapha.vn/uploads/logo.webp`);
    expect((await get('/share-card.png?domain=khong-co-ho-nay')).statusCode).toBe(404);
  });
});
