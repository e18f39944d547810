// WCAG 2.1 A/AA scan (axe-core) of the public and sign-in pages, at both widths (the desktop and
// phone projects): contrast of every text, labels, alternative texts, landmarks, names of controls.
// The demo clan is read as a visitor; nothing is signed in.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { jsonOf, valueAt } from './helpers.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the page has drawn its content: no skeleton, spinner or busy region left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]')).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
}

/**
 * Opens `path` and checks it against WCAG 2.1 A and AA. Every failing element is listed with its
 * rule, its selector and what axe found (e.g. "contrast of 3.32 … #868e96 on #ffffff"), and the
 * next page of the group is still checked.
 */
async function expectAccessible(page: Page, path: string, ready?: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await settled(page);
  await ready?.();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const failures = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
  expect.soft(failures, `WCAG 2.1 AA violations on ${path} (${failures.length})`).toEqual([]);
}

/** `/{section}/{slug}.html` of the first item of a public list that has a slug. */
async function firstItemPath(page: Page, api: string, section: string): Promise<string> {
  const response = await page.request.get(api);
  expect(response.ok(), `${api} answers`).toBe(true);
  const items = valueAt(await jsonOf(response), 'data');
  const slug = Array.isArray(items)
    ? items.map((item) => valueAt(item, 'slug')).find((value) => typeof value === 'string')
    : undefined;
  if (typeof slug !== 'string') throw new Error(`${api} lists nothing with a slug`);
  return `/${section}/${encodeURIComponent(slug)}.html`;
}

test('home, news, a post, guide and contact meet WCAG 2.1 AA', async ({ page }) => {
  const post = await firstItemPath(page, '/api/public/blogs', 'blogs');
  for (const path of ['/', '/blogs', post, '/guide', '/contact']) await expectAccessible(page, path);
});

test('albums and an album meet WCAG 2.1 AA', async ({ page }) => {
  const album = await firstItemPath(page, '/api/public/albums', 'albums');
  for (const path of ['/albums', album]) await expectAccessible(page, path);
});

test('the events calendar and an event meet WCAG 2.1 AA', async ({ page }) => {
  // This month (giỗ days, outside-month days, weekends), and the month of the next event of the clan's
  // own (its titles are drawn in another colour) with that event's page; Giỗ Tổ when none is listed.
  const response = await page.request.get('/api/public/events?limit=100');
  expect(response.ok(), 'the upcoming events answer').toBe(true);
  const upcoming = valueAt(await jsonOf(response), 'data');
  const next = (Array.isArray(upcoming) ? upcoming : []).find(
    (item) => typeof valueAt(item, 'slug') === 'string',
  );
  const slug = valueAt(next, 'slug');
  const date = valueAt(next, 'date');
  const paths = ['/events'];
  if (typeof date === 'string') paths.push(`/events?month=${date.slice(0, 7)}`);
  paths.push(typeof slug === 'string' ? `/events/${encodeURIComponent(slug)}.html` : '/events/gio-to.html');
  for (const path of paths) await expectAccessible(page, path);
});

test('campaigns and a campaign meet WCAG 2.1 AA', async ({ page }) => {
  const campaign = await firstItemPath(page, '/api/public/campaigns', 'campaigns');
  for (const path of ['/campaigns', campaign]) await expectAccessible(page, path);
});

test('the family tree, the branches and the Xưng hô pages meet WCAG 2.1 AA', async ({ page }) => {
  // The tree's person cards are checked too: the canvas has drawn them.
  await expectAccessible(page, '/family-tree', () =>
    expect(page.getByTestId('tree-canvas')).toHaveAttribute('data-mode', 'nodes', { timeout: 15_000 }),
  );
  await expectAccessible(page, '/branch');
  await expectAccessible(page, '/xung-ho', () =>
    expect(page.getByRole('textbox', { name: 'Người thứ nhất' })).toBeVisible({ timeout: 15_000 }),
  );
});

test('sign-in, registration and password pages meet WCAG 2.1 AA', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/register', '/auth/register-member', '/auth/forgot-password']) {
    await expectAccessible(page, path);
  }
});
