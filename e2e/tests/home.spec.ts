import { expect, test } from '@playwright/test';
import { DEMO_CLAN_NAME } from '../env.ts';
import { collectErrors, expectNoHorizontalScroll, screenshot, scrollToStartApp } from './helpers.ts';

test('home page: the demo clan’s site in Vietnamese, with its CSP, fits the screen', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CLAN_NAME);
  // The server's title names the slogan too; the app's, once it is there, the site.
  await expect(page).toHaveTitle(`${DEMO_CLAN_NAME} — Uống nước nhớ nguồn`);
  await scrollToStartApp(page);
  await expect(page).toHaveTitle(DEMO_CLAN_NAME);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  await expectNoHorizontalScroll(page);
  expect(errors).toEqual([]);
  await screenshot(page, testInfo, 'home');
});

test('a visitor reads the painted home page without the app; their first scroll brings it', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const scripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
    );
  // The server's page, its news and its links, with no script fetched.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CLAN_NAME);
  await expect(page.locator('.fc-card').first()).toBeVisible();
  expect(await scripts()).toBe(0);
  if (testInfo.project.name === 'phone') {
    // The phone's menu opens without the app, and still without fetching it.
    await page.locator('.fc-menu summary').click();
    await expect(page.locator('.fc-menu').getByRole('link', { name: 'Các chi' })).toBeVisible();
    await screenshot(page, testInfo, 'home-painted-menu');
    await page.locator('.fc-menu summary').click();
    expect(await scripts()).toBe(0);
  }
  await scrollToStartApp(page);
  expect(await scripts()).toBeGreaterThan(0);
  await expect(page.locator('.fc')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CLAN_NAME);
  expect(errors).toEqual([]);
});

test('an unmatched route shows the not-found error', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('Page Not Found: /khong-co-trang-nay')).toBeVisible();
});

test('admin pages send a visitor to the login page', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fusers$/);
});
