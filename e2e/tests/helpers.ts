import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { BASE_URL } from '../env.ts';

/** The value at `keys` inside parsed JSON, or undefined when any step is missing. */
export function valueAt(json: unknown, ...keys: string[]): unknown {
  let current: unknown = json;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.getOwnPropertyDescriptor(current, key)?.value;
  }
  return current;
}

/** The string at `keys`, failing the test with the whole body when it is not one. */
export function stringAt(json: unknown, ...keys: string[]): string {
  const value = valueAt(json, ...keys);
  if (typeof value !== 'string') {
    throw new Error(`expected a string at ${keys.join('.')} in ${JSON.stringify(json)}`);
  }
  return value;
}

/** Parsed body, typed as unknown: read it with valueAt/stringAt or expect().toMatchObject. */
export async function jsonOf(response: APIResponse): Promise<unknown> {
  const body: unknown = await response.json();
  return body;
}

/** A JSON write with a bearer token that must succeed (2xx); its parsed body. */
export async function postAs(
  api: APIRequestContext,
  url: string,
  token: string,
  data: object,
): Promise<unknown> {
  const response = await api.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return jsonOf(response);
}

/** A branch of a tree's person (admin token), headed by `headId`; the branch's id. */
export async function branchWithHead(
  api: APIRequestContext,
  domain: string,
  admin: string,
  branch: { treeId: string; rootPersonId: string; name: string },
  headId: string,
): Promise<string> {
  const q = `?domain=${domain}`;
  const id = stringAt(await postAs(api, `/api/branch${q}`, admin, branch), 'data', '_id');
  const keepers = await api.put(`/api/branch/${id}/keepers${q}`, {
    data: { keepers: [{ userId: headId, role: 'head' }] },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(keepers.status(), await keepers.text()).toBe(200);
  return id;
}

/** Signs in through the API; the access token. */
export async function accessTokenOf(
  api: APIRequestContext,
  account: { domain: string; username: string; password: string },
): Promise<string> {
  const response = await api.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return stringAt(await jsonOf(response), 'data', 'tokens', 'access', 'token');
}

/** `e2e-` and six random lowercase letters: a clan domain no earlier run has taken. */
export function randomDomain(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `e2e-${letters.join('')}`;
}

/** Console errors and uncaught exceptions (a CSP violation shows up as a console error). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A reader's first scroll on a page the server painted (`/`, a post, a campaign): it brings the app
 * (apps/server/src/lib/app-loader.ts), which then draws its own layout.
 */
export async function scrollToStartApp(page: Page): Promise<void> {
  await page.locator('#fc-end, [data-layout]').first().waitFor({ state: 'attached' });
  await page.mouse.move(10, 200);
  await page.mouse.wheel(0, 1);
  await page.locator('[data-layout]').first().waitFor();
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // On a phone, content wider than the screen widens the layout viewport instead of scrolling.
  expect(size.innerWidth).toBe(page.viewportSize()?.width);
  expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
}

/** A full-page screenshot in the test output folder (look at it), attached to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}-${testInfo.project.name}.png`);
  const shot = await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${name}-${testInfo.project.name}`, { body: shot, contentType: 'image/png' });
}

/** The toast with this text (several may be on screen at once). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Closes the toasts still on screen, so a screenshot shows the page under them. */
export async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.getByRole('button', { name: 'Đóng thông báo' });
  while ((await closeButtons.count()) > 0) {
    // A toast may reach the end of its life between the count and the click: then it is gone anyway.
    await closeButtons
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

/** A new clan registered over the API, its address kept for the app, its admin signed in on the login page. */
export async function signInToNewClan(
  page: Page,
  admin: { name: string; username: string; password: string },
): Promise<string> {
  const domain = randomDomain();
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: admin.name,
      username: admin.username,
      password: admin.password,
      email: `${admin.username}@${domain}.example.com`,
      domain,
      clanName: `Họ Phạm ${domain}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.addInitScript((clan) => window.localStorage.setItem('gp_domain', clan), domain);
  await page.goto('/auth/login');
  await page.getByLabel('Tên đăng nhập').fill(admin.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  return domain;
}

/**
 * Signs in as the web app would: the spec's two cookies and the stored clan, without the login page.
 * Answers the access token for API calls.
 */
export async function signInWithCookies(
  page: Page,
  context: BrowserContext,
  account: { username: string; password: string; domain: string },
): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const body = await jsonOf(response);
  const session = { user: valueAt(body, 'data', 'user'), clan: valueAt(body, 'data', 'clan') };
  const tokens = {
    accessToken: stringAt(body, 'data', 'tokens', 'access', 'token'),
    refreshToken: stringAt(body, 'data', 'tokens', 'refresh', 'token'),
  };
  const cookie = { url: BASE_URL, sameSite: 'Lax', secure: true } as const;
  await context.addCookies([
    { ...cookie, name: 'gp_auth', value: encodeURIComponent(JSON.stringify(session)) },
    { ...cookie, name: 'gp_auth_token', value: encodeURIComponent(JSON.stringify(tokens)) },
  ]);
  await page.addInitScript((domain) => window.localStorage.setItem('gp_domain', domain), account.domain);
  return tokens.accessToken;
}
