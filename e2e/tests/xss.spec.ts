import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { BASE_URL } from '../env.ts';
import { collectErrors, jsonOf, signInToNewClan, stringAt, valueAt } from './helpers.ts';
import {
  ALL_PAYLOADS,
  expectNothingRan,
  injectedMarkup,
  installXssTrap,
  PAYLOADS as P,
  RICH_PAYLOAD,
} from './xss-corpus.ts';

const WEBMASTER = { name: 'Phạm Văn Kiểm', username: 'kiemthu', password: 'mat-khau-kiem-thu' };

/** The signed-in browser's access token (the session cookie), to write through the API as the app does. */
async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(BASE_URL)).find((c) => c.name === 'gp_auth_token');
  if (!cookie) throw new Error('not signed in');
  return stringAt(JSON.parse(decodeURIComponent(cookie.value)), 'accessToken');
}

type Api = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  status?: number,
) => Promise<unknown>;

/** Calls the API as the clan's admin; fails the test with the body when the status is not the expected one. */
function clanApi(page: Page, domain: string, token: string): Api {
  return async (method, path, data, status) => {
    const url = `${path}${path.includes('?') ? '&' : '?'}domain=${domain}`;
    const response = await page.request.fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    const expected = status ?? (method === 'POST' ? 201 : 200);
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(expected);
    return jsonOf(response);
  };
}

/** A small real photo, uploaded as the album editor does. */
async function uploadPhoto(page: Page, domain: string, token: string, hue: number): Promise<string> {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: hue, g: 120, b: 200 - hue } },
  })
    .jpeg()
    .toBuffer();
  const response = await page.request.post(`/api/upload?domain=${domain}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name: `anh-${hue}.jpg`, mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return stringAt(await jsonOf(response), 'data', 'file', 'url');
}

test('stored XSS: every payload in every field stays text on every public and admin page, and in the exports', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the XSS sweep runs once, on desktop');
  test.setTimeout(300_000);
  const { dialogs } = await installXssTrap(page);
  const errors = collectErrors(page);

  const domain = await signInToNewClan(page, WEBMASTER);

  // The control: markup that does reach the DOM is seen, by the CSP report and by the DOM scan.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__xss=1">');
  });
  await expect
    .poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect((await injectedMarkup(page)).join('\n')).toContain('handler onerror');
  expect(await page.evaluate(() => window.__xss)).toBe(0);
  const token = await accessToken(context);
  const api = clanApi(page, domain, token);

  // ---------- the site: settings, menu, categories, home sections ----------
  const setting = await api('GET', '/api/setting');
  await api('PUT', '/api/setting', {
    siteName: P.script,
    slogan: P.img,
    description: P.svg,
    footerText: P.mxss,
    contact: { address: P.breakout, phone: P.template },
    version: valueAt(setting, 'data', 'version'),
  });
  // A `javascript:` menu target is refused outright.
  await api('POST', '/api/menu', { label: P.anchor, url: P.jsUrl }, 400);
  const menu = await api('POST', '/api/menu', { label: P.svg, url: '/blogs' });
  await api('POST', '/api/menu', { label: P.script, url: '/events', parentId: stringAt(menu, 'data', 'id') });
  const category = await api('POST', '/api/category', {
    name: P.anchor,
    slug: 'xss-chuyen-muc',
    description: P.iframe,
  });
  const categoryId = stringAt(category, 'data', 'id');

  // ---------- content ----------
  const blog = await api('POST', '/api/blog', {
    title: P.script,
    slug: 'xss-bai-viet',
    summary: P.img,
    content: RICH_PAYLOAD,
    categoryId,
    status: 'published',
  });
  const blogSlug = stringAt(blog, 'data', 'slug');
  expect(stringAt(blog, 'data', 'title')).toBe(P.script);

  const photos = [await uploadPhoto(page, domain, token, 30), await uploadPhoto(page, domain, token, 160)];
  const album = await api('POST', '/api/album', {
    title: P.breakout,
    slug: 'xss-album',
    description: P.svg,
    images: [
      { url: photos[0], caption: P.script },
      { url: photos[1], caption: P.img },
    ],
  });
  const albumId = stringAt(album, 'data', 'id');

  const event = await api('POST', '/api/event', {
    title: P.iframe,
    slug: 'xss-su-kien',
    summary: P.template,
    description: RICH_PAYLOAD,
    location: P.img,
    calendar: 'solar',
    startDate: `${new Date().getUTCFullYear() + 1}-01-15`,
  });
  const eventId = stringAt(event, 'data', 'id');

  // ---------- a public tree whose persons carry the payloads ----------
  const tree = await api('POST', '/api/tree', { name: P.script, description: P.mxss, isPublic: true });
  const treeId = stringAt(tree, 'data', '_id');
  const root = await api('POST', '/api/tree/create-person-family', {
    treeId,
    personData: {
      name: P.script,
      sex: 'male',
      generation: 1,
      biography: ALL_PAYLOADS.join('\n'),
      notes: P.img,
      burialPlace: P.breakout,
      otherNames: { tenHuy: P.svg, tenTu: P.anchor, hieu: P.template, thuyHieu: P.jsUrl },
    },
  });
  const rootId = stringAt(root, 'data', 'person', 'id');
  await api('POST', '/api/family/add-multiple-children', {
    fatherId: rootId,
    treeId,
    children: [
      { name: P.img, sex: 'male', biography: P.svg },
      { name: P.mxss, sex: 'female', notes: P.iframe },
      { name: P.broken, sex: 'male' },
      { name: P.iframe, sex: 'female' },
    ],
  });

  // ---------- the home page's blocks ----------
  for (const section of [
    { type: 'hero', title: P.breakout, subtitle: P.img, content: RICH_PAYLOAD, linkLabel: P.svg },
    { type: 'richText', title: P.script, subtitle: P.template, content: RICH_PAYLOAD },
    { type: 'featuredPosts', title: P.template },
    { type: 'upcomingEvents', title: P.mxss },
    { type: 'campaigns', title: P.anchor },
    { type: 'treeTeaser', title: P.iframe, treeId },
  ]) {
    await api('POST', '/api/section', section);
  }

  // ---------- money: an account, an open campaign, donations ----------
  const bank = await api('POST', '/api/bank', {
    bankBin: '970436',
    accountNumber: '0011001234567',
    accountHolder: 'PHAM VAN KIEM',
    branch: P.breakout,
    isDefault: true,
  });
  const campaign = await api('POST', '/api/campaign', {
    title: P.img,
    slug: 'xss-chien-dich',
    summary: P.svg,
    description: RICH_PAYLOAD,
    goalAmount: 100_000_000,
    status: 'open',
    bankAccountId: stringAt(bank, 'data', 'id'),
    ledgerPrivacy: 'public',
  });
  const campaignId = stringAt(campaign, 'data', 'id');
  const campaignSlug = stringAt(campaign, 'data', 'slug');
  for (const [donorName, note] of [
    [P.script, P.img],
    [P.mxss, P.template],
  ]) {
    await api('POST', '/api/campaignTransaction', {
      campaignId,
      donorName,
      note,
      amount: 500_000,
      paidAt: new Date().toISOString(),
    });
  }

  // ---------- a draft tree typed from text holding payloads ----------
  const draft = await api('POST', '/api/ai-temp-trees', {
    source: 'text',
    name: P.iframe,
    text: [
      `GIA PHẢ HỌ PHẠM ${P.script}`,
      `Đời thứ 1: Phạm Văn ${P.img} (1820 – 1890), mất ngày 12 tháng 3 âm lịch. Mộ táng tại ${P.svg}`,
      `   Vợ: Trần Thị ${P.breakout}`,
      `   Con trai trưởng: Phạm Văn ${P.mxss}`,
      `   Con gái: Phạm Thị ${P.template}`,
    ].join('\n'),
  });
  const draftId = stringAt(draft, 'data', 'id');

  // ---------- every page that shows them ----------
  /** `text`: a payload the page shows as text once it has loaded; `value`: one a form field holds. */
  const pages: { path: string; text?: string; value?: string }[] = [
    { path: `/?domain=${domain}`, text: P.script },
    { path: `/blogs?domain=${domain}`, text: P.script },
    { path: `/blogs/${blogSlug}.html?domain=${domain}`, text: P.script },
    { path: `/albums?domain=${domain}`, text: P.breakout },
    { path: `/albums/xss-album.html?domain=${domain}`, text: P.breakout },
    { path: `/events?domain=${domain}`, text: P.iframe },
    { path: `/events/xss-su-kien.html?domain=${domain}`, text: P.iframe },
    { path: `/campaigns?domain=${domain}`, text: P.img },
    { path: `/campaigns/${campaignSlug}.html?domain=${domain}`, text: P.img },
    { path: `/family-tree?domain=${domain}`, text: P.script },
    { path: `/branch?domain=${domain}`, text: P.script },
    { path: `/contact?domain=${domain}`, text: P.breakout },
    { path: '/admin/home' },
    { path: '/admin/blogs', text: P.script },
    { path: `/admin/blogs/update/${blogSlug}`, value: P.script },
    { path: '/admin/trees', text: P.script },
    { path: `/tree/${treeId}`, text: P.script },
    { path: '/admin/persons', text: P.mxss },
    { path: `/admin/persons/update/${rootId}`, value: P.script },
    { path: '/admin/albums', text: P.breakout },
    { path: `/admin/albums/update/${albumId}`, value: P.breakout },
    { path: '/admin/events', text: P.iframe },
    { path: `/admin/events/update/${eventId}`, value: P.iframe },
    { path: '/admin/campaigns', text: P.img },
    { path: `/admin/campaigns/update/${campaignId}`, value: P.img },
    { path: `/admin/campaigns/detail/${campaignSlug}`, text: P.mxss },
    { path: '/admin/ai-trees', text: P.iframe },
    { path: `/admin/ai-trees/preview/${draftId}`, text: P.iframe },
    { path: `/admin/ai-trees/edit/${draftId}` },
    { path: '/admin/settings', value: P.script },
    { path: '/settings/ListCategory', text: P.anchor },
    { path: '/settings/ListBankAccount', text: P.breakout },
    { path: '/admin/audit' },
  ];
  for (const { path, text, value } of pages) {
    await test.step(path, async () => {
      errors.length = 0;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (text)
        await expect(
          page.getByText(text).filter({ visible: true }).first(),
          `${path} shows the payload as text`,
        ).toBeVisible({ timeout: 30_000 });
      if (value) {
        await expect
          .poll(
            () =>
              page.evaluate(
                (expected) =>
                  Array.from(document.querySelectorAll('input, textarea')).some(
                    (field) =>
                      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
                      field.value === expected,
                  ),
                value,
              ),
            { message: `${path} has a field holding the payload`, timeout: 30_000 },
          )
          .toBe(true);
      }
      await expectNothingRan(page, path, dialogs, errors);
    });
  }

  // The server writes the public pages' head tags: every value escaped.
  for (const path of [
    `/blogs/${blogSlug}.html?domain=${domain}`,
    `/albums/xss-album.html?domain=${domain}`,
    `/events/xss-su-kien.html?domain=${domain}`,
    `/campaigns/${campaignSlug}.html?domain=${domain}`,
    `/?domain=${domain}`,
  ]) {
    const html = await (await page.request.get(path)).text();
    for (const payload of ALL_PAYLOADS.filter((p) => p.includes('<'))) {
      expect(html, `${path} carries a raw payload`).not.toContain(payload);
    }
    expect(html).not.toMatch(/<script>window\.__xss/i);
  }
  const blogHtml = await (await page.request.get(`/blogs/${blogSlug}.html?domain=${domain}`)).text();
  expect(blogHtml).toContain('<title>&lt;script&gt;window.__xss=1&lt;/script&gt;');

  // ---------- exports ----------
  const gedcom = await page.request.get(`/api/tree/${treeId}/gedcom?domain=${domain}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gedcom.status()).toBe(200);
  const gedcomText = await gedcom.text();
  // The names and notes as written (GEDCOM marks a surname with slashes, so a split name gains them).
  expect(gedcomText).toContain(`1 NAME ${P.script}`);
  expect(gedcomText).toContain(`1 NOTE ${P.img}`);
  expect(gedcomText).toContain(`1 NAME ${P.broken}`);
  expect(gedcomText).toContain(`_TYPE hieu`);
  expect(gedcomText).toContain(P.template);
  // The download's file name is made from the tree's name without its markup.
  expect(gedcom.headers()['content-disposition']).not.toContain('<');

  await page.goto(`/tree/${treeId}`);
  await expect(page.getByTestId('tree-canvas')).toHaveAttribute('data-mounted-nodes', /\d+/);
  await page.getByRole('button', { name: 'Thêm thao tác' }).click();
  await page.getByRole('menuitem', { name: 'In và xuất tệp (PDF, SVG, PNG)' }).click();
  const exportDialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Xuất tệp' }) });
  await exportDialog.getByRole('radiogroup', { name: 'Định dạng' }).getByText('SVG (vector)').click();
  const svgDownload = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Xuất tệp' }).click();
  const svg = await readFile(await (await svgDownload).path(), 'utf8');
  expect(svg).toContain('<svg');
  expect(svg).toContain('&lt;script&gt;');
  expect(svg).toContain('&lt;img');
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<(img|iframe|math|mglyph|a)\b/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
  await expectNothingRan(page, 'the tree export', dialogs, errors);
});
