import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PRODUCT_NAME } from '../env.ts';

/** Console errors and uncaught exceptions (a CSP violation shows up as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // On a phone, content wider than the screen widens the layout viewport instead of scrolling.
  expect(size.innerWidth).toBe(page.viewportSize()?.width);
  expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
}

test('home page: Vietnamese app shell with the product name, CSP, fits the screen', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'];
  expect(csp).toBeDefined();
  expect(csp).toContain("script-src 'self'");

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle(PRODUCT_NAME);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  await expect(page.getByText('Nền tảng gia phả cho mọi dòng họ')).toBeVisible();
  await expect(page.getByText('Trang web đang được xây dựng')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(errors).toEqual([]);

  const file = path.join(testInfo.project.outputDir, 'screenshots', `home-${testInfo.project.name}.png`);
  const shot = await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`home-${testInfo.project.name}`, { body: shot, contentType: 'image/png' });
});

test('an unknown deep link serves the app shell', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/blogs/abc.html');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  await expectNoHorizontalScroll(page);
  expect(errors).toEqual([]);
});
