// Security headers on every kind of answer the server gives (app shell, public page, admin page, API
// success and error, uploaded image, missing asset, unroutable URL), and an app shell without inline
// script — also after the server writes a page's own title and preview tags into it.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOADER } from '../../src/lib/app-loader.ts';
import { serverRoot } from '../../src/lib/paths.ts';
import { jpeg, uploadOk } from '../../src/modules/uploads/images.testing.ts';
import { type ClanFixture, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const webSource = path.join(serverRoot, '..', 'web');
/** The web app's own index.html, with its entry pointing at a built asset as `vite build` does. */
const SOURCE_INDEX = readFileSync(path.join(webSource, 'index.html'), 'utf8');
const BUILT_INDEX = path.join(webSource, 'dist', 'index.html');

const HOSTILE_TITLE =
  '</title><script>alert("tieu-de")</script><meta http-equiv="refresh" content="0;url=javascript:alert(1)">';

let t: TestApp;
let webDir: string;
let clan: ClanFixture;
let blogSlug: string;
let fileUrl: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'giapha-attack-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    SOURCE_INDEX.replace('/src/main.tsx', '/assets/index-abc.js'),
  );
  await writeFile(path.join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDir });
  clan = await registerClan(t.app, { clanName: `Họ Lê <script>alert("ho")</script>` });
  const setting = await t.app.inject({
    method: 'PUT',
    url: withDomain('/api/setting', clan.domain),
    headers: bearer(clan.token),
    payload: { siteName: '"><script>alert("site")</script>', slogan: '<img src=x onerror=alert(1)>' },
  });
  expect(setting.statusCode, setting.body).toBe(200);
  const blog = await t.app.inject({
    method: 'POST',
    url: withDomain('/api/blog', clan.domain),
    headers: bearer(clan.token),
    payload: {
      title: HOSTILE_TITLE,
      status: 'published',
      content: '<p>Nội dung</p><script>alert("than-bai")</script>',
    },
  });
  expect(blog.statusCode, blog.body).toBe(201);
  blogSlug = json<{ data: { slug: string } }>(blog).data.slug;
  fileUrl = (await uploadOk(t.app, clan.domain, clan.token, await jpeg())).url;
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).not.toBe('');
  const policy = directives(csp);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${what}: script-src`).not.toContain('*');
  expect(policy.get('script-src-attr') ?? ["'none'"], `${what}: script-src-attr`).toEqual(["'none'"]);
  expect(policy.get('object-src') ?? policy.get('default-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toBeDefined();
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).not.toContain('*');
  expect(response.headers['x-frame-options'], `${what}: X-Frame-Options`).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  expect(response.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

/** The attributes of every tag in `html`, as written (values still escaped). */
function tagAttributes(html: string): { tag: string; name: string; value: string }[] {
  const found: { tag: string; name: string; value: string }[] = [];
  for (const [tag, attributes = ''] of html.matchAll(
    /<[a-z][\w-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi,
  )) {
    for (const [, name = '', dq, sq, bare] of attributes.matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      found.push({ tag, name: name.toLowerCase(), value: dq ?? sq ?? bare ?? '' });
    }
  }
  return found;
}

/** `<script>` elements with content or without `src`, `on…=` handler attributes, `javascript:` links. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes = '', body = ''] = match;
    // A JSON data block (the page's first-data) is never run, and no `<` in it can end the element.
    if (/^\s*type="application\/json"/i.test(attributes) && !body.includes('<')) continue;
    // The app's loader on a painted page: exactly its text, which the CSP allows by hash, and our assets.
    if (body === APP_LOADER && /^ data-app="\/assets\/[\w.-]+" data-preload="[\w./ -]*"$/.test(attributes))
      continue;
    if (!/\bsrc\s*=/i.test(attributes) || body.trim()) found.push(whole);
  }
  for (const { tag, name, value } of tagAttributes(html)) {
    if (name.startsWith('on')) found.push(tag);
    if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value))
      found.push(tag);
    if (name === 'http-equiv' && /refresh/i.test(value)) found.push(tag);
  }
  return found;
}

describe('security headers on every kind of answer', () => {
  const kinds: [string, () => string][] = [
    ['the home page /', () => withDomain('/', clan.domain)],
    ['a public page (a post)', () => withDomain(`/blogs/${blogSlug}.html`, clan.domain)],
    ['a public page (the tree)', () => withDomain('/family-tree', clan.domain)],
    ['an admin page', () => withDomain('/admin/home', clan.domain)],
    ['a page of an unknown clan', () => withDomain('/', 'khong-co-ho-nay')],
    ['an unknown post (404 page)', () => withDomain('/blogs/khong-co.html', clan.domain)],
    ['a built asset', () => '/assets/index-abc.js'],
    ['a missing asset (404)', () => '/assets/khong-co.js'],
    ['GET /api/public/setting', () => withDomain('/api/public/setting', clan.domain)],
    ['an API 404', () => withDomain('/api/khong-co', clan.domain)],
    ['an API 401', () => withDomain('/api/auth/me', clan.domain)],
    ['an API 400', () => withDomain('/api/auth/check-username', clan.domain)],
    ['an uploaded image', () => fileUrl],
    [
      'an upload that is not there',
      () => `/uploads/${clan.clanId}/00000000-0000-4000-8000-000000000000.webp`,
    ],
    ['robots.txt', () => withDomain('/robots.txt', clan.domain)],
    ['sitemap.xml', () => withDomain('/sitemap.xml', clan.domain)],
    ['a URL with a broken %-escape (no route is even found)', () => '/api/blog/%E0%A4%A'],
    ['the OpenAPI document', () => '/api/docs/json'],
  ];

  it.each(kinds)('%s', async (what, url) => {
    const response = await t.app.inject({ method: 'GET', url: url() });
    expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    expectSecurityHeaders(response, what);
  });

  it('a HEAD request and a POST carry them too', async () => {
    expectSecurityHeaders(
      await t.app.inject({ method: 'HEAD', url: withDomain('/', clan.domain) }),
      'HEAD /',
    );
    expectSecurityHeaders(
      await t.app.inject({
        method: 'POST',
        url: withDomain('/api/auth/login', clan.domain),
        payload: { username: 'x', password: 'y' },
      }),
      'POST /api/auth/login',
    );
  });
});

describe('no inline script in the app shell', () => {
  it("the web app's index.html loads its code only from files", () => {
    expect(inlineScripts(SOURCE_INDEX)).toEqual([]);
    expect(SOURCE_INDEX).toMatch(/<script\b[^>]*\bsrc=/);
  });

  it.skipIf(!existsSync(BUILT_INDEX))('the built index.html (apps/web/dist) has none either', () => {
    expect(inlineScripts(readFileSync(BUILT_INDEX, 'utf8'))).toEqual([]);
  });

  it('the pages the server fills (title, description, preview tags) add none, even from hostile text', async () => {
    for (const url of [
      '/',
      `/blogs/${blogSlug}.html`,
      '/family-tree',
      '/admin/home',
      '/blogs/khong-co.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: withDomain(url, clan.domain) });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(inlineScripts(response.body), url).toEqual([]);
      // Exactly the shell's own script tag or the loader in its place, nothing more (beside the first-data JSON block).
      expect(response.body.match(/<script\b(?! type="application\/json")/gi), url).toHaveLength(1);
    }
    const post = await t.app.inject({
      method: 'GET',
      url: withDomain(`/blogs/${blogSlug}.html`, clan.domain),
    });
    // The hostile title is there, as text.
    expect(post.body).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;tieu-de&quot;)');
    expect(post.body.match(/<title>/g)).toHaveLength(1);
    expect(post.body).not.toMatch(/<meta http-equiv="refresh"/i);
  });
});
