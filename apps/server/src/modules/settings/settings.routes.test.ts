import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerClan, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/public/setting', () => {
  it('answers anyone with the clan’s site name, by domain parameter or host name', async () => {
    const clan = await registerClan(t.app, { clanName: 'Họ Vũ — Hải Dương' });
    const byParam = await t.app.inject({ method: 'GET', url: `/api/public/setting?domain=${clan.domain}` });
    expect(json(byParam)).toEqual({
      success: true,
      data: { clanId: clan.clanId, domain: clan.domain, siteName: 'Họ Vũ — Hải Dương', favicon: null },
    });
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/api/public/setting',
      headers: { host: `${clan.domain}.giapha.vn` },
    });
    expect(json<{ data: { domain: string } }>(byHost).data.domain).toBe(clan.domain);
  });

  it('answers 404 Not Found for an unknown clan', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/setting?domain=khong-co' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ success: false, message: 'Not Found' });
  });
});
