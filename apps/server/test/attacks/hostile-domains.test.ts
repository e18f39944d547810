// A `domain` (query parameter or Host) that cannot name a clan is refused before the clan is looked
// up (issue 19): NUL used to reach the database and answer 500 on every route. The sweep
// (test/sweep/sweep.test.ts) sends the same values to every API route; here the exact answers, the
// spellings that still name a clan, and the server-rendered pages.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../clans.ts';
import { json } from '../requests.ts';
import { HOSTILE_DOMAINS, HOSTILE_HOSTS } from '../sweep/hostile-domains.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const DOMAIN_INVALID = {
  success: false,
  message: 'Dữ liệu không hợp lệ',
  errors: [
    {
      field: 'domain',
      message:
        'Tên miền gồm 3–40 ký tự: chữ thường không dấu, số và dấu gạch ngang, không bắt đầu hay kết thúc bằng gạch ngang',
    },
  ],
};

let t: TestApp;
let webDir: string;
let clan: ClanFixture;

beforeAll(async () => {
  // A stand-in for the built index.html, so the server-rendered pages answer as in production.
  webDir = await mkdtemp(path.join(tmpdir(), 'giapha-hostile-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="vi"><head><title>Gia phả</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDir });
  clan = await registerClan(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the domain query parameter', () => {
  it.each(['%00', 'a%00', '%07demo', '%1F', 'a'.repeat(300), '..%2F', 'd%D0%B5mo', '%0D%0Ax'])(
    'GET /api/public/setting?domain=%s → 400 on the domain field',
    async (raw) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/setting?domain=${raw}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual(DOMAIN_INVALID);
    },
  );

  it('refuses two domains at once', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/setting?domain=${clan.domain}&domain=demo`,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(DOMAIN_INVALID);
  });

  it('a NUL is refused on a platform route too, before the body is read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?domain=a%00',
      payload: { username: 'truongtoc', password: 'x', domain: clan.domain },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(DOMAIN_INVALID);
  });

  it('still finds the clan in capitals or with spaces; a well-formed unknown domain is 404; a blank one falls back to the Host', async () => {
    for (const spelling of [clan.domain.toUpperCase(), ` ${clan.domain} `]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/setting?domain=${encodeURIComponent(spelling)}`,
      });
      expect(response.statusCode, spelling).toBe(200);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/setting?domain=khong-co-ho-nay' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: MESSAGES.notFound });
    const blank = await t.app.inject({
      method: 'GET',
      url: '/api/public/setting?domain=',
      headers: { host: `${clan.domain}.localhost:3000` },
    });
    expect(blank.statusCode).toBe(200);
  });
});

describe('the Host header', () => {
  it.each(HOSTILE_HOSTS)('Host %s → 400 on a clan route', async (host) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/setting', headers: { host } });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toEqual(DOMAIN_INVALID);
  });

  it('a Host that names no clan is ignored where no clan is needed: sign-in goes by the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'de_mo.localhost' },
      payload: { username: 'truongtoc', password: clan.password, domain: clan.domain },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a clan sub-domain still names its clan', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/setting',
      headers: { host: `${clan.domain}.localhost:3000` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('server-rendered pages', () => {
  it.each(['/', '/blogs', '/sitemap.xml', '/robots.txt', '/family-tree', '/khong-co-trang-nay'])(
    '%s answers every hostile domain without a 5xx',
    async (page) => {
      for (const hostile of HOSTILE_DOMAINS) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${page}?domain=${encodeURIComponent(hostile)}`,
        });
        expect(
          response.statusCode,
          `${JSON.stringify(hostile)} → ${response.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
      for (const host of HOSTILE_HOSTS) {
        const response = await t.app.inject({ method: 'GET', url: page, headers: { host } });
        expect(response.statusCode, host).toBeLessThan(500);
      }
    },
  );
});
