// Issue 19 item 5: addresses the server writes (canonical, og:url, og:image, sitemap, robots.txt,
// links in mails) come from PUBLIC_URL / BASE_DOMAIN, never from the request's Host.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClan, uniqueDomain } from '../../../test/clans.ts';
import { tokenFromLink, waitForMail } from '../../../test/mail.ts';
import { withDomain } from '../../../test/requests.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  canonicalOf,
  insertPublishedPost,
  makeWebShell,
  metaContent,
  sitemapLocs,
  type WebShell,
} from '../../../test/web-shell.ts';

/** What an attacker sends to poison links: their host, as the Host and as a proxy would forward it. */
const HOSTILE = {
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

let shell: WebShell;
const POST = { slug: 'gio-to', title: 'Giỗ Tổ', coverImage: '/uploads/bia.webp' };

let local: TestApp;
let hosted: TestApp;
let localClan: { domain: string; clanId: string };
let hostedClan: { domain: string; clanId: string };

beforeAll(async () => {
  shell = await makeWebShell();
  // Neither PUBLIC_URL nor BASE_DOMAIN: http://localhost:PORT, the clan named by ?domain=.
  local = await createTestApp({ WEB_DIST: shell.dir, PORT: '3456', TRUST_PROXY: '1' });
  // PUBLIC_URL with {domain}: the clan's own host.
  hosted = await createTestApp({
    WEB_DIST: shell.dir,
    PUBLIC_URL: 'https://{domain}.giapha.example',
    TRUST_PROXY: '1',
  });
  localClan = await registerClan(local.app);
  hostedClan = await registerClan(hosted.app);
  await insertPublishedPost(local, localClan.clanId, POST);
  await insertPublishedPost(hosted, hostedClan.clanId, POST);
});

afterAll(async () => {
  await local?.close();
  await hosted?.close();
  await shell?.remove();
});

describe('a hostile Host never reaches an address the server writes', () => {
  it('canonical, og:url and og:image of every kind of page: http://localhost:PORT, ?domain= naming the clan', async () => {
    const d = localClan.domain;
    for (const [url, expected] of [
      ['/', `http://localhost:3456/?domain=${d}`],
      ['/blogs', `http://localhost:3456/blogs?domain=${d}`],
      ['/blogs/gio-to.html', `http://localhost:3456/blogs/gio-to.html?domain=${d}`],
      ['/khong-co-trang-nay', `http://localhost:3456/khong-co-trang-nay?domain=${d}`],
    ] as const) {
      const response = await local.app.inject({ method: 'GET', url: withDomain(url, d), headers: HOSTILE });
      const html = response.body;
      expect(html, url).not.toContain('attacker');
      expect(canonicalOf(html), url).toBe(expected.replaceAll('&', '&amp;'));
      expect(metaContent(html, 'og:url'), url).toBe(expected.replaceAll('&', '&amp;'));
      expect(metaContent(html, 'og:image'), url).toMatch(/^http:\/\/localhost:3456\//);
    }
    const post = await local.app.inject({
      method: 'GET',
      url: withDomain('/blogs/gio-to.html', d),
      headers: HOSTILE,
    });
    expect(metaContent(post.body, 'og:image')).toBe('http://localhost:3456/uploads/bia.webp');
  });

  it('with PUBLIC_URL=https://{domain}.giapha.example, the clan’s own host', async () => {
    const d = hostedClan.domain;
    const response = await hosted.app.inject({
      method: 'GET',
      url: withDomain('/blogs/gio-to.html', d),
      headers: HOSTILE,
    });
    expect(response.body).not.toContain('attacker');
    expect(canonicalOf(response.body)).toBe(`https://${d}.giapha.example/blogs/gio-to.html`);
    expect(metaContent(response.body, 'og:url')).toBe(`https://${d}.giapha.example/blogs/gio-to.html`);
    expect(metaContent(response.body, 'og:image')).toBe(`https://${d}.giapha.example/uploads/bia.webp`);
  });

  it('sitemap.xml and robots.txt', async () => {
    const d = localClan.domain;
    const sitemap = await local.app.inject({
      method: 'GET',
      url: withDomain('/sitemap.xml', d),
      headers: HOSTILE,
    });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('attacker');
    const locs = sitemapLocs(sitemap.body);
    expect(locs).toContain(`http://localhost:3456/blogs/gio-to.html?domain=${d}`);
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^http://localhost:3456/.*\\?domain=${d}$`));

    const robots = await local.app.inject({
      method: 'GET',
      url: withDomain('/robots.txt', d),
      headers: HOSTILE,
    });
    expect(robots.body).not.toContain('attacker');
    expect(robots.body.split('\n')).toContain(`Sitemap: http://localhost:3456/sitemap.xml?domain=${d}`);

    const hostedRobots = await hosted.app.inject({
      method: 'GET',
      url: withDomain('/robots.txt', hostedClan.domain),
      headers: HOSTILE,
    });
    expect(hostedRobots.body.split('\n')).toContain(
      `Sitemap: https://${hostedClan.domain}.giapha.example/sitemap.xml`,
    );
  });

  it('links in the verification and password-reset mails', async () => {
    const domain = uniqueDomain();
    const email = `truong@${domain}.test`;
    const registered = await local.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: HOSTILE,
      payload: {
        name: 'Nguyễn Văn Trưởng',
        username: 'truongtoc',
        email,
        password: 'mat-khau-an-toan',
        clanName: 'Họ Nguyễn Hà Tĩnh',
        domain,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const verify = await waitForMail(local.outboxDir, email, 'Xác thực');
    expect(verify.text).not.toContain('attacker');
    const verifyToken = tokenFromLink(verify.text, '/auth/verify-email');
    expect(verify.text).toContain(
      `http://localhost:3456/auth/verify-email?token=${verifyToken}&domain=${domain}`,
    );

    const forgot = await local.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', domain),
      headers: HOSTILE,
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const reset = await waitForMail(local.outboxDir, email, 'Đặt lại mật khẩu');
    expect(reset.text).not.toContain('attacker');
    const resetToken = tokenFromLink(reset.text, '/auth/reset-password');
    expect(reset.text).toContain(
      `http://localhost:3456/auth/reset-password?token=${resetToken}&domain=${domain}`,
    );

    const hostedForgot = await hosted.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', hostedClan.domain),
      headers: HOSTILE,
      payload: { email: `admin@${hostedClan.domain}.test` },
    });
    expect(hostedForgot.statusCode).toBe(200);
    const hostedReset = await waitForMail(hosted.outboxDir, `admin@${hostedClan.domain}.test`, 'Đặt lại');
    expect(hostedReset.text).not.toContain('attacker');
    expect(hostedReset.text).toMatch(
      new RegExp(`https://${hostedClan.domain}\\.giapha\\.example/auth/reset-password\\?token=[\\w-]+\\n`),
    );
  });
});
