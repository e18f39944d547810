import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../env.ts';
import {
  collectErrors,
  expectNoHorizontalScroll,
  jsonOf,
  screenshot,
  signInToNewClan,
  stringAt,
} from './helpers.ts';

/** iCalendar text with its folded lines joined again (RFC 5545 §3.1). */
function unfolded(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

/** Saves the download `click` starts and answers its name and text. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('the events page offers the giỗ feed; the feed is iCalendar with the giỗ; the person page downloads one giỗ', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const admin = { name: 'Phạm Văn Lịch', username: 'phamlich', password: 'mat-khau-pham-lich' };
  const domain = await signInToNewClan(page, admin);

  // Set-up over the API: a public tree with one person who died on lunar 10/3.
  const login = await page.request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password, domain },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = {
    authorization: `Bearer ${stringAt(await jsonOf(login), 'data', 'tokens', 'access', 'token')}`,
  };
  const tree = await page.request.post(`/api/tree?domain=${domain}`, {
    headers,
    data: { name: 'Gia phả họ Phạm', isPublic: true },
  });
  expect(tree.status(), await tree.text()).toBe(201);
  const treeId = stringAt(await jsonOf(tree), 'data', '_id');
  const created = await page.request.post(`/api/tree/create-person-family?domain=${domain}`, {
    headers,
    data: {
      treeId,
      personData: {
        name: 'Phạm Văn Giỗ',
        sex: 'male',
        deceased: true,
        death: { solar: null, lunar: { day: 10, month: 3, year: null, leap: false } },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const personId = stringAt(await jsonOf(created), 'data', 'person', 'id');

  // 1. The public events page: Google, Apple and copy, all naming the clan's feed.
  await page.goto('/events');
  const panel = page.getByRole('region', { name: 'Theo dõi lịch giỗ của dòng họ' });
  await expect(panel).toBeVisible();
  const apple = await panel.getByRole('link', { name: 'Thêm vào Apple/iPhone' }).getAttribute('href');
  expect(apple).toMatch(/^webcal:\/\/[^/]+\/api\/public\/calendar\.ics\?domain=/);
  const google = await panel.getByRole('link', { name: 'Thêm vào Google Calendar' }).getAttribute('href');
  expect(google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(apple ?? '')}`);
  await expect(panel.getByRole('button', { name: 'Sao chép địa chỉ' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'calendar-subscribe');
  await expectNoHorizontalScroll(page);

  // 2. The feed itself, fetched as a calendar app would (no sign-in).
  const feedUrl = (apple ?? '').replace(/^webcal:/, new URL(page.url()).protocol);
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = unfolded(await feed.text());
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('SUMMARY:Giỗ cụ Phạm Văn Giỗ — 10/3 âm lịch');
  expect(ics.match(new RegExp(`UID:gio-${personId}-\\d{4}@`, 'g'))?.length ?? 0).toBeGreaterThanOrEqual(4);

  // 3. The person page: "Thêm vào lịch" saves one giỗ as a file (signed in: the members' route).
  await page.goto(`/persons/${personId}`);
  const button = page.getByRole('button', { name: 'Thêm vào lịch' });
  await expect(button).toBeVisible();
  await expectNoHorizontalScroll(page);
  const saved = await download(page, () => button.click());
  expect(saved.name).toBe('gio-pham-van-gio.ics');
  const single = unfolded(saved.text);
  expect(single.match(/BEGIN:VEVENT/g)?.length).toBe(1);
  expect(single).toContain('SUMMARY:Giỗ cụ Phạm Văn Giỗ — 10/3 âm lịch');
  expect(single).toContain('TRIGGER:-PT16H');

  // 4. A visitor gets the same file from the public route.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/persons/${personId}?domain=${domain}`);
  const fromVisitor = await download(visitorPage, () =>
    visitorPage.getByRole('button', { name: 'Thêm vào lịch' }).click(),
  );
  expect(unfolded(fromVisitor.text)).toContain('SUMMARY:Giỗ cụ Phạm Văn Giỗ — 10/3 âm lịch');
  await visitor.close();

  expect(errors).toEqual([]);
});
