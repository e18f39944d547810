import type { PublicSetting, SiteSetting } from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMember, type ClanFixture, registerClan } from '../../../test/clans.ts';
import { bearer, expectOk, json, withDomain } from '../../../test/requests.ts';
import {
  expectAdminOnly,
  expectRejectsBadBody,
  expectRequiresAuth,
  type RouteCall,
} from '../../../test/route-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const t = useTestApp();
let clan: ClanFixture;
let other: ClanFixture;
let member: { id: string; token: string };

beforeAll(async () => {
  clan = await registerClan(t.app, { clanName: 'Họ Vũ — Hải Dương' });
  other = await registerClan(t.app);
  member = await activeMember(t.app, clan, 'thanhvien');
});

function defaultsOf(c: ClanFixture, siteName: string): PublicSetting {
  return {
    clanId: c.clanId,
    domain: c.domain,
    siteName,
    slogan: null,
    description: null,
    logo: null,
    favicon: null,
    banner: null,
    primaryColor: '#8a1c1c',
    contact: { address: null, phone: null, email: null, mapUrl: null },
    social: { facebook: null, youtube: null, zalo: null, tiktok: null },
    footerText: null,
    dateFormat: 'mm/dd/yy',
    kinshipRegion: 'north',
  };
}

async function publicSetting(c: ClanFixture): Promise<PublicSetting> {
  const response = await t.app.inject({ method: 'GET', url: withDomain('/api/public/setting', c.domain) });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: PublicSetting }>(response).data;
}

async function adminSetting(c: ClanFixture): Promise<SiteSetting> {
  const response = await t.app.inject({
    method: 'GET',
    url: withDomain('/api/setting', c.domain),
    headers: bearer(c.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: SiteSetting }>(response).data;
}

function save(c: ClanFixture, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: withDomain('/api/setting', c.domain),
    headers: bearer(c.token),
    payload,
  });
}

describe('GET /api/public/setting', () => {
  it('answers anyone with the defaults and the clan’s name, by domain parameter or host name', async () => {
    const fresh = await registerClan(t.app, { clanName: 'Họ Trần — Nam Định' });
    const byParam = await t.app.inject({ method: 'GET', url: `/api/public/setting?domain=${fresh.domain}` });
    expect(json(byParam)).toEqual({ success: true, data: defaultsOf(fresh, 'Họ Trần — Nam Định') });
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/api/public/setting',
      headers: { host: `${fresh.domain}.giapha.vn` },
    });
    expect(json<{ data: PublicSetting }>(byHost).data).toEqual(defaultsOf(fresh, 'Họ Trần — Nam Định'));
  });

  it('answers 404 Not Found for an unknown clan', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/setting?domain=khong-co' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ success: false, message: 'Not Found' });
  });
});

describe('shared checks for /api/setting', () => {
  const read: RouteCall = { method: 'GET', url: '/api/setting' };
  const write: RouteCall = { method: 'PUT', url: '/api/setting', payload: { slogan: 'Không được lưu' } };

  it('need a signed-in admin of this clan and reject bad input', async () => {
    for (const route of [read, write]) {
      await expectRequiresAuth(t.app, route, clan.domain);
      await expectAdminOnly(t.app, route, clan.domain, member.token);
      // Another clan's admin token on this clan's domain is refused.
      const crossed = await t.app.inject({
        method: route.method,
        url: withDomain(route.url, clan.domain),
        headers: bearer(other.token),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(crossed.statusCode).toBe(401);
    }
    await expectRejectsBadBody(
      t.app,
      { method: 'PUT', url: '/api/setting', payload: { primaryColor: 'red' } },
      clan.domain,
      clan.token,
      'primaryColor',
    );
    expect(await publicSetting(clan)).toEqual(defaultsOf(clan, 'Họ Vũ — Hải Dương'));
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const cases: [object, string, string][] = [
      [{ primaryColor: '#12345' }, 'primaryColor', 'Màu phải có dạng #RRGGBB'],
      [
        { logo: 'javascript:alert(1)' },
        'logo',
        'Ảnh phải là ảnh đã tải lên hoặc một địa chỉ bắt đầu bằng https://',
      ],
      [{ contact: { email: 'khong-phai-email' } }, 'contact.email', 'Email không hợp lệ'],
      [
        { contact: { mapUrl: 'ftp://ban-do.vn/nha-tho' } },
        'contact.mapUrl',
        'Liên kết phải bắt đầu bằng http:// hoặc https://',
      ],
      [
        { social: { facebook: 'javascript:alert(1)' } },
        'social.facebook',
        'Liên kết phải bắt đầu bằng http:// hoặc https://',
      ],
      [{ siteName: '   ' }, 'siteName', 'Vui lòng nhập tên trang'],
      [{ slogan: 'x'.repeat(301) }, 'slogan', 'Nội dung không được dài quá 300 ký tự'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await save(clan, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors).toEqual([{ field, message }]);
    }
    const badDateFormat = await save(clan, { dateFormat: 'yyyy-mm-dd' });
    expect(badDateFormat.statusCode).toBe(400);
    expect(json(badDateFormat).errors?.map((e) => e.field)).toEqual(['dateFormat']);
  });
});

describe('GET and PUT /api/setting', () => {
  it('serves the defaults at version 1 with no updatedAt before the first save', async () => {
    const fresh = await registerClan(t.app, { clanName: 'Họ Lê — Thanh Hóa' });
    expect(await adminSetting(fresh)).toEqual({
      ...defaultsOf(fresh, 'Họ Lê — Thanh Hóa'),
      version: 1,
      updatedAt: null,
    });
  });

  it('saves the fields sent, keeps the others (contact and social per key), and is audited', async () => {
    const fresh = await registerClan(t.app, { clanName: 'Họ Phạm — Thái Bình' });
    const first = await save(fresh, {
      slogan: 'Uống nước nhớ nguồn',
      primaryColor: '#A0522D',
      logo: 'https://anh.example.vn/logo.png',
      contact: { phone: '0912 345 678', mapUrl: 'https://www.openstreetmap.org/#map=17/21.0/105.8' },
      social: { facebook: 'https://facebook.com/hopham' },
      dateFormat: 'dd/mm/yy',
      version: 1,
    });
    const firstBody = expectOk<SiteSetting>(first, 'Đã lưu cài đặt trang');
    expect(firstBody.data).toMatchObject({
      siteName: 'Họ Phạm — Thái Bình',
      slogan: 'Uống nước nhớ nguồn',
      primaryColor: '#a0522d',
      logo: 'https://anh.example.vn/logo.png',
      contact: {
        address: null,
        phone: '0912 345 678',
        email: null,
        mapUrl: 'https://www.openstreetmap.org/#map=17/21.0/105.8',
      },
      social: { facebook: 'https://facebook.com/hopham', youtube: null, zalo: null, tiktok: null },
      dateFormat: 'dd/mm/yy',
      version: 2,
    });
    expect(firstBody.data.updatedAt).toEqual(expect.any(String));

    const second = await save(fresh, {
      siteName: 'Họ Phạm làng Đông',
      contact: { email: 'lienhe@hopham.vn' },
      logo: '',
      version: 2,
    });
    expect(second.statusCode, second.body).toBe(200);
    const expected = {
      ...defaultsOf(fresh, 'Họ Phạm làng Đông'),
      slogan: 'Uống nước nhớ nguồn',
      primaryColor: '#a0522d',
      logo: null,
      contact: {
        address: null,
        phone: '0912 345 678',
        email: 'lienhe@hopham.vn',
        mapUrl: 'https://www.openstreetmap.org/#map=17/21.0/105.8',
      },
      social: { facebook: 'https://facebook.com/hopham', youtube: null, zalo: null, tiktok: null },
      dateFormat: 'dd/mm/yy' as const,
    };
    expect(json<{ data: SiteSetting }>(second).data).toMatchObject({ ...expected, version: 3 });
    expect(await publicSetting(fresh)).toEqual(expected);
    expect(await adminSetting(fresh)).toMatchObject({ ...expected, version: 3 });

    const audit = await auditRepo(t.database.db, fresh.clanId).list(10);
    // Each save keeps the fields it changed with their old and new values, and the site's name then.
    const saves = audit.filter((a) => a.action === 'setting.update');
    expect(saves.map((a) => a.targetName)).toEqual(['Họ Phạm làng Đông', 'Họ Phạm — Thái Bình']);
    expect(saves.map((a) => a.detail)).toEqual([
      {
        changes: [
          { field: 'siteName', from: null, to: 'Họ Phạm làng Đông' },
          { field: 'logo', from: 'https://anh.example.vn/logo.png', to: null },
          { field: 'contact.email', from: null, to: 'lienhe@hopham.vn' },
        ],
      },
      {
        changes: [
          { field: 'slogan', from: null, to: 'Uống nước nhớ nguồn' },
          { field: 'logo', from: null, to: 'https://anh.example.vn/logo.png' },
          { field: 'primaryColor', from: null, to: '#a0522d' },
          { field: 'contact.phone', from: null, to: '0912 345 678' },
          { field: 'contact.mapUrl', from: null, to: 'https://www.openstreetmap.org/#map=17/21.0/105.8' },
          { field: 'social.facebook', from: null, to: 'https://facebook.com/hopham' },
          { field: 'dateFormat', from: 'mm/dd/yy', to: 'dd/mm/yy' },
        ],
      },
    ]);
  });

  it('refuses a stale version with 409, before and after the first save', async () => {
    const fresh = await registerClan(t.app);
    const tooNew = await save(fresh, { slogan: 'A', version: 2 });
    expect(tooNew.statusCode).toBe(409);
    expect(json(tooNew)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    expect((await save(fresh, { slogan: 'B', version: 1 })).statusCode).toBe(200);
    const stale = await save(fresh, { slogan: 'C', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );
    // Without a version the save goes through.
    expect((await save(fresh, { slogan: 'D' })).statusCode).toBe(200);
    expect(await adminSetting(fresh)).toMatchObject({ slogan: 'D', version: 3 });
  });

  it('one clan’s save never shows on another clan’s site', async () => {
    const a = await registerClan(t.app, { clanName: 'Họ Đặng' });
    const b = await registerClan(t.app, { clanName: 'Họ Đỗ' });
    expect((await save(b, { slogan: 'Khẩu hiệu của họ Đỗ', primaryColor: '#123456' })).statusCode).toBe(200);
    expect(await publicSetting(a)).toEqual(defaultsOf(a, 'Họ Đặng'));
    expect(await adminSetting(a)).toMatchObject({ slogan: null, version: 1 });
    expect(await publicSetting(b)).toMatchObject({ slogan: 'Khẩu hiệu của họ Đỗ', primaryColor: '#123456' });
  });
});
