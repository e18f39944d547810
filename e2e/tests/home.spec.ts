import { expect, test } from '@playwright/test';
import { DEMO_CLAN_NAME } from '../env.ts';
import { collectErrors, expectNoHorizontalScroll, screenshot } from './helpers.ts';

test('home page: the demo clan’s site in Vietnamese, with its CSP, fits the screen', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CLAN_NAME);
  await expect(page).toHaveTitle(DEMO_CLAN_NAME);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  await expectNoHorizontalScroll(page);
  expect(errors).toEqual([]);
  await screenshot(page, testInfo, 'home');
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
