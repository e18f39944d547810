import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClan } from '../../../test/clans.ts';
import { withDomain } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  createShellApp,
  expectSitemapLastmod,
  insertPublishedPost,
  metaContent,
  sitemapLocs,
  titleOf,
  WEB_SHELL_HTML,
} from '../../../test/web-shell.ts';
import { siteSettings } from '../../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let clanA: { domain: string; clanId: string };
let clanB: { domain: string; clanId: string };

async function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  // Addresses come from the configuration: each clan on its own https sub-domain of giapha.vn.
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' });
  clanA = await registerClan(t.app, { clanName: 'Họ Nguyễn Đình' });
  clanB = await registerClan(t.app, { clanName: 'Họ Trần' });
  await t.database.db.insert(siteSettings).values({
    clanId: clanA.clanId,
    siteName: 'Nguyễn Đình tộc',
    slogan: 'Uống nước nhớ nguồn',
    description: 'Trang của dòng họ Nguyễn Đình ở Hà Tĩnh.',
    banner: '/uploads/banner.jpg',
    logo: '/uploads/logo.png',
  });
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'gio-to-2025',
    title: 'Giỗ Tổ năm 2025',
    summary: 'Lễ giỗ Tổ họ Nguyễn Đình tổ chức ngày 10/3 âm lịch.',
    coverImage: '/uploads/gio-to.jpg',
    publishedAt: new Date('2025-03-01T08:00:00Z'),
  });
  await insertPublishedPost(t, clanA.clanId, {
    publishedAt: new Date(Date.now() - DAY),
    slug: 'tu-noi-dung',
    title: 'Không có tóm tắt',
    content: `<h2>Lời ngỏ</h2><p>Con cháu &amp; họ hàng <strong>gần xa</strong>.</p><p>${'Xin kính mời. '.repeat(30)}</p>`,
  });
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'ban-nhap',
    title: 'Bản nháp',
    status: 'draft',
    publishedAt: null,
  });
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'hen-gio',
    title: 'Hẹn giờ',
    publishedAt: new Date(Date.now() + 7 * DAY),
  });
  await insertPublishedPost(t, clanA.clanId, {
    publishedAt: new Date(Date.now() - DAY),
    slug: 'xss',
    title: 'Tiêu đề "><script>alert(1)</script>',
    summary: `Tóm tắt '"><img src=x onerror=alert(2)>`,
    coverImage: '/uploads/a.jpg"><script>alert(3)</script>',
  });
  await insertPublishedPost(t, clanB.clanId, {
    publishedAt: new Date(Date.now() - DAY),
    slug: 'cua-ho-tran',
    title: 'Bài của họ Trần',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('page metadata in the served index.html', () => {
  it('gives the home page the site name, slogan, description and banner as an absolute address', async () => {
    const response = await page('/', { host: `${clanA.domain}.giapha.vn` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(titleOf(html)).toBe('Nguyễn Đình tộc — Uống nước nhớ nguồn');
    expect(metaContent(html, 'description')).toBe('Trang của dòng họ Nguyễn Đình ở Hà Tĩnh.');
    expect(metaContent(html, 'og:site_name')).toBe('Nguyễn Đình tộc');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:locale')).toBe('vi_VN');
    expect(metaContent(html, 'og:url')).toBe(`https://${clanA.domain}.giapha.vn/`);
    expect(metaContent(html, 'og:image')).toBe(`https://${clanA.domain}.giapha.vn/uploads/banner.jpg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`https://${clanA.domain}.giapha.vn/uploads/banner.jpg`);
    expect(html).toContain(`<link rel="canonical" href="https://${clanA.domain}.giapha.vn/" />`);
    // The template's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Nền tảng gia phả cho mọi dòng họ');
    // The rest of the shell is kept; the app's entry comes on demand (seo.first-content.test.ts).
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(html).toContain('data-app="/assets/index-abc.js"');
    // `#root` holds the page's first content (seo.first-content.test.ts).
    expect(html).toContain('<div id="root">');
  });

  it('names a clan without a saved setting by its clan name, with the card made for it as the picture', async () => {
    const html = (await page(withDomain('/', clanB.domain))).body;
    expect(titleOf(html)).toBe('Họ Trần');
    expect(metaContent(html, 'og:title')).toBe('Họ Trần');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^https://${clanB.domain}\\.giapha\\.vn/share-card\\.png\\?v=\\d+\\.0$`),
    );
    expect(metaContent(html, 'description')).toBe('Trang thông tin của Họ Trần.');
  });

  it('describes a published post by its title, summary and cover image, as an article', async () => {
    const response = await page(withDomain('/blogs/gio-to-2025.html', clanA.domain));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Giỗ Tổ năm 2025 · Nguyễn Đình tộc');
    expect(metaContent(html, 'og:title')).toBe('Giỗ Tổ năm 2025 · Nguyễn Đình tộc');
    expect(metaContent(html, 'twitter:title')).toBe('Giỗ Tổ năm 2025 · Nguyễn Đình tộc');
    expect(metaContent(html, 'og:description')).toBe('Lễ giỗ Tổ họ Nguyễn Đình tổ chức ngày 10/3 âm lịch.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe(`https://${clanA.domain}.giapha.vn/uploads/gio-to.jpg`);
    expect(metaContent(html, 'og:url')).toBe(`https://${clanA.domain}.giapha.vn/blogs/gio-to-2025.html`);
    expect(metaContent(html, 'article:published_time')).toBe('2025-03-01T08:00:00.000Z');
  });

  it('takes the description from the content when a post has no summary, about 160 characters', async () => {
    const html = (await page(withDomain('/blogs/tu-noi-dung.html', clanA.domain))).body;
    const description = metaContent(html, 'description') ?? '';
    expect(description.startsWith('Lời ngỏ Con cháu &amp; họ hàng gần xa. Xin kính mời.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(description.endsWith('…')).toBe(true);
    // No cover: the site's banner stands in.
    expect(metaContent(html, 'og:image')).toBe(`https://${clanA.domain}.giapha.vn/uploads/banner.jpg`);
  });

  it('answers the app shell with 404 for an unknown, draft or scheduled post, and another clan’s post', async () => {
    for (const [domain, slug] of [
      [clanA.domain, 'khong-co'],
      [clanA.domain, 'ban-nhap'],
      [clanA.domain, 'hen-gio'],
      [clanA.domain, 'cua-ho-tran'],
      [clanB.domain, 'gio-to-2025'],
    ] as const) {
      const response = await page(withDomain(`/blogs/${slug}.html`, domain));
      expect(response.statusCode, slug).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(response.body).not.toContain('Bản nháp');
      expect(response.body).not.toContain('Hẹn giờ');
    }
  });

  it('keeps a hostile title, summary and image inert', async () => {
    const html = (await page(withDomain('/blogs/xss.html', clanA.domain))).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(titleOf(html)).toBe('Tiêu đề &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Nguyễn Đình tộc');
    expect(metaContent(html, 'og:description')).toBe(
      'Tóm tắt &#39;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(metaContent(html, 'og:image')).toBe(
      `https://${clanA.domain}.giapha.vn/uploads/a.jpg&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;`,
    );
    // Only the template's own module script remains, beside the page's data (JSON, never run).
    expect(html.match(/<script(?! type="application\/json" id="first-data">)/g)).toHaveLength(1);
  });

  it('gives the fixed pages their Vietnamese titles, and other pages the site name', async () => {
    const expected: Record<string, string> = {
      '/blogs': 'Tin tức · Nguyễn Đình tộc',
      '/family-tree': 'Gia phả · Nguyễn Đình tộc',
      '/branch': 'Các chi, nhánh · Nguyễn Đình tộc',
      '/guide': 'Hướng dẫn sử dụng · Nguyễn Đình tộc',
      '/contact': 'Liên hệ · Nguyễn Đình tộc',
      '/albums': 'Album ảnh · Nguyễn Đình tộc',
      '/graves': 'Mộ phần của dòng họ · Nguyễn Đình tộc',
      '/xung-ho': 'Xưng hô trong họ · Nguyễn Đình tộc',
      '/admin/blogs': 'Nguyễn Đình tộc',
    };
    for (const [path, title] of Object.entries(expected)) {
      const response = await page(withDomain(path, clanA.domain));
      expect(response.statusCode, path).toBe(200);
      expect(titleOf(response.body), path).toBe(title);
      expect(metaContent(response.body, 'og:url'), path).toBe(`https://${clanA.domain}.giapha.vn${path}`);
    }
  });

  it('serves the plain shell for an unknown clan, and keeps API and asset 404s', async () => {
    const unknown = await page('/blogs', { host: 'khong-co-ho-nay.giapha.vn' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(WEB_SHELL_HTML);
    expect((await page('/api/khong-co')).json()).toEqual({ success: false, message: 'Not Found' });
    const asset = await page('/assets/khong-co.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.body).toBe('Not Found');
    const existing = await page('/assets/index-abc.js');
    expect(existing.statusCode).toBe(200);
    expect(existing.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the site’s pages and every published post that is due, as absolute addresses', async () => {
    const response = await page('/sitemap.xml', { host: `${clanA.domain}.giapha.vn` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    const origin = `https://${clanA.domain}.giapha.vn`;
    const locs = sitemapLocs(xml);
    expect(locs.slice(0, 6)).toEqual(
      ['/', '/blogs', '/family-tree', '/branch', '/guide', '/contact'].map((p) => `${origin}${p}`),
    );
    expect(locs).toContain(`${origin}/graves`);
    expect(locs).toContain(`${origin}/xung-ho`);
    expect(locs).toContain(`${origin}/blogs/gio-to-2025.html`);
    expect(locs).toContain(`${origin}/blogs/tu-noi-dung.html`);
    expect(locs).not.toContain(`${origin}/blogs/ban-nhap.html`);
    expect(locs).not.toContain(`${origin}/blogs/hen-gio.html`);
    expect(locs).not.toContain(`${origin}/blogs/cua-ho-tran.html`);
    expectSitemapLastmod(xml, `${origin}/blogs/gio-to-2025.html`);
  });

  it('answers 404 for an unknown clan', async () => {
    const response = await page('/sitemap.xml?domain=khong-co-ho-nay');
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps robots out of the signed-in areas and names the sitemap', async () => {
    const response = await page('/robots.txt', { host: `${clanA.domain}.giapha.vn` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/auth',
      '/settings',
      '/tree/',
      '/ai-trees/',
      '/categories',
      '/api/',
      '/reminders/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: https://${clanA.domain}.giapha.vn/sitemap.xml`);
  });

  it('disallows everything for an unknown clan', async () => {
    const response = await page('/robots.txt', { host: 'khong-co-ho-nay.giapha.vn' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});
