import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClan } from '../../../test/clans.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createShellApp, insertPublishedPost, titleOf } from '../../../test/web-shell.ts';

let t: TestApp;
let dev: { domain: string; clanId: string };
let other: { domain: string; clanId: string };

async function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });
}

beforeAll(async () => {
  // Bare localhost falls back to this clan (DEV_DOMAIN), as `npm start` does with `demo`.
  t = await createShellApp({ DEV_DOMAIN: 'ho-mac-dinh' });
  dev = await registerClan(t.app, { clanName: 'Họ Mặc Định', domain: 'ho-mac-dinh' });
  other = await registerClan(t.app, { clanName: 'Họ Phạm Xuân' });
  await insertPublishedPost(t, other.clanId, { slug: 'le-gio-to', title: 'Lễ giỗ Tổ họ Phạm' });
});

afterAll(async () => {
  await t?.close();
});

describe('the clan of a page on bare localhost agrees with the browser', () => {
  it('a direct load of another clan’s post, remembered by the browser, is that clan’s page', async () => {
    const response = await page('/blogs/le-gio-to.html', { cookie: `gp_auth=x; gp_domain=${other.domain}` });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Lễ giỗ Tổ họ Phạm · Họ Phạm Xuân');
  });

  it('a shared link’s ?domain= wins over the remembered clan', async () => {
    const response = await page(`/blogs/le-gio-to.html?domain=${other.domain}`, {
      cookie: `gp_domain=${dev.domain}`,
    });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Lễ giỗ Tổ họ Phạm · Họ Phạm Xuân');
  });

  it('without a remembered clan the development clan answers, as the browser would', async () => {
    const response = await page('/blogs/le-gio-to.html');
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Không tìm thấy trang · Họ Mặc Định');
  });

  it('a sub-domain names its clan whatever the cookie says', async () => {
    const response = await page('/blogs/le-gio-to.html', {
      host: `${dev.domain}.localhost:3000`,
      cookie: `gp_domain=${other.domain}`,
    });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Không tìm thấy trang · Họ Mặc Định');
  });

  it('a malformed remembered value falls back to the development clan', async () => {
    const response = await page('/blogs', { cookie: 'gp_domain=a%00b' });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Tin tức · Họ Mặc Định');
  });
});
