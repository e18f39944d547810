import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerClan, type TestApp } from '../../../test/helpers.ts';
import { blogs } from '../../db/schema/index.ts';

// A stand-in for the built index.html, so this test never depends on a `vite build`.
const TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <title>Gia phả dòng họ</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let webDir: string;
let dev: { domain: string; clanId: string };
let other: { domain: string; clanId: string };

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

async function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'giapha-seo-tenant-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  // Bare localhost falls back to this clan (DEV_DOMAIN), as `npm start` does with `demo`.
  t = await createTestApp({ WEB_DIST: webDir, DEV_DOMAIN: 'ho-mac-dinh' });
  dev = await registerClan(t.app, { clanName: 'Họ Mặc Định', domain: 'ho-mac-dinh' });
  other = await registerClan(t.app, { clanName: 'Họ Phạm Xuân' });
  await t.database.db.insert(blogs).values({
    clanId: other.clanId,
    slug: 'le-gio-to',
    title: 'Lễ giỗ Tổ họ Phạm',
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000),
    content: '<p>Nội dung</p>',
  });
});

afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the clan of a page on bare localhost agrees with the browser', () => {
  it('a direct load of another clan’s post, remembered by the browser, is that clan’s page', async () => {
    const response = await page('/blogs/le-gio-to.html', { cookie: `gp_auth=x; gp_domain=${other.domain}` });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Lễ giỗ Tổ họ Phạm — Họ Phạm Xuân');
  });

  it('a shared link’s ?domain= wins over the remembered clan', async () => {
    const response = await page(`/blogs/le-gio-to.html?domain=${other.domain}`, {
      cookie: `gp_domain=${dev.domain}`,
    });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Lễ giỗ Tổ họ Phạm — Họ Phạm Xuân');
  });

  it('without a remembered clan the development clan answers, as the browser would', async () => {
    const response = await page('/blogs/le-gio-to.html');
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Không tìm thấy trang — Họ Mặc Định');
  });

  it('a sub-domain names its clan whatever the cookie says', async () => {
    const response = await page('/blogs/le-gio-to.html', {
      host: `${dev.domain}.localhost:3000`,
      cookie: `gp_domain=${other.domain}`,
    });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Không tìm thấy trang — Họ Mặc Định');
  });

  it('a malformed remembered value falls back to the development clan', async () => {
    const response = await page('/blogs', { cookie: 'gp_domain=a%00b' });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Tin tức — Họ Mặc Định');
  });
});
