import { expect, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_CLAN_NAME, DEMO_DOMAIN } from '../env.ts';
import { jsonOf } from './helpers.ts';

test('the demo admin signs in over the API', async ({ page }) => {
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: DEMO_ADMIN_PASSWORD, domain: DEMO_DOMAIN },
  });
  expect(response.status()).toBe(200);
  expect(await jsonOf(response)).toMatchObject({
    success: true,
    data: {
      user: { username: 'admin', role: 'admin', status: 'active', domain: DEMO_DOMAIN },
      clan: { clanName: DEMO_CLAN_NAME, domain: DEMO_DOMAIN },
      tokens: { access: { token: expect.any(String) }, refresh: { token: expect.any(String) } },
    },
  });
});

test('an unknown API path is a JSON 404, not the app shell', async ({ page }) => {
  const response = await page.request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await jsonOf(response)).toEqual({ success: false, message: 'Not Found' });
});
