import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
// sharp sits at the workspace root (the server's image pipeline): real images, made here.
import sharp from 'sharp';
import { BASE_URL } from '../env.ts';
import {
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  jsonOf,
  randomDomain,
  screenshot,
  stringAt,
  toastWith,
  valueAt,
} from './helpers.ts';

const UPLOADED = /^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;
/** An iPhone-style HEIC (HEVC), 120 × 80: the server's test fixture. */
const HEIC = readFileSync(
  fileURLToPath(new URL('../../apps/server/src/modules/uploads/fixtures/two-colours.heic', import.meta.url)),
);

interface Admin {
  domain: string;
  username: string;
  password: string;
}

async function registerClan(api: APIRequestContext): Promise<Admin> {
  const domain = randomDomain();
  const admin = { name: 'Phạm Văn Trưởng', username: 'truongtoc', password: 'mat-khau-truong-toc' };
  const registered = await api.post('/api/auth/register', {
    data: {
      ...admin,
      email: `${admin.username}@${domain}.example.com`,
      domain,
      clanName: `Họ Phạm ${domain}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { domain, username: admin.username, password: admin.password };
}

/** Signs in as the web app would (the spec's two cookies, the stored clan). */
async function signIn(page: Page, context: BrowserContext, admin: Admin): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password, domain: admin.domain },
  });
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
  await page.addInitScript((domain) => window.localStorage.setItem('gp_domain', domain), admin.domain);
}

/** A logo: a red seal with a gold ring on a transparent ground. */
function logo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <circle cx="100" cy="100" r="90" fill="#8a1c1c"/><circle cx="100" cy="100" r="70" fill="none" stroke="#d4a537" stroke-width="8"/>
    <rect x="220" y="70" width="340" height="60" rx="12" fill="#8a1c1c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A phone photo of a few hundred kilobytes (grain keeps it large), with GPS in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c98a4b' } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 1/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '105/1 51/1 0/1',
      },
    })
    .toBuffer();
}

/** Picks `file` through the button (a real file chooser, as a person would). */
async function pick(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The image has loaded (not a broken icon). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

async function throttleUploads(context: BrowserContext, page: Page, bytesPerSecond: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond > 0 ? 40 : 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

test('admin uploads the logo, a post’s cover and an iPhone HEIC in its text; visitors see them, stripped of GPS', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const admin = await registerClan(page.request);
  await signIn(page, context, admin);

  // Settings: the logo from the computer; a text file dressed as a photo is refused.
  await page.goto('/admin/settings');
  const logoField = page.getByRole('group', { name: 'Biểu trưng (logo)' });
  await pick(page, logoField.getByRole('button', { name: 'Tải ảnh lên' }), {
    name: 'logo-ho-pham.png',
    mimeType: 'image/png',
    buffer: await logo(),
  });
  await expect(logoField.getByRole('textbox', { name: 'Biểu trưng (logo)' })).toHaveValue(UPLOADED);
  await expectLoaded(logoField.getByRole('img', { name: 'Biểu trưng (logo) xem trước' }));
  const bannerField = page.getByRole('group', { name: 'Ảnh bìa' });
  await pick(page, bannerField.getByRole('button', { name: 'Tải ảnh lên' }), {
    name: 'anh-bia.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Đây không phải là ảnh, chỉ là chữ.\n'),
  });
  await expect(bannerField.getByRole('alert')).toHaveText('Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC');
  await expect(bannerField.getByRole('textbox', { name: 'Ảnh bìa' })).toHaveValue('');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'upload-settings');
  await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(toastWith(page, 'Đã lưu cài đặt trang')).toBeVisible();
  const logoUrl = await logoField.getByRole('textbox', { name: 'Biểu trưng (logo)' }).inputValue();

  // A post: the cover is a phone photo with GPS, sent over a slow line so its progress shows.
  await page.goto('/admin/blogs/create');
  const title = 'Khánh thành nhà thờ họ Phạm';
  await page.getByRole('textbox', { name: 'Tiêu đề', exact: true }).fill(title);
  const coverField = page.getByRole('group', { name: 'Ảnh bìa' });
  const cdp = await throttleUploads(context, page, 200 * 1024);
  await pick(page, coverField.getByRole('button', { name: 'Tải ảnh lên' }), {
    name: 'le-khanh-thanh.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(),
  });
  await expect(coverField.getByRole('progressbar', { name: 'Đang tải ảnh lên' })).toBeVisible();
  await expect(coverField.getByText(/Đang tải ảnh lên… \d+%/)).toBeVisible();
  await screenshot(page, testInfo, 'upload-cover-progress');
  await expect(coverField.getByRole('textbox', { name: 'Ảnh bìa' })).toHaveValue(UPLOADED, {
    timeout: 30_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectLoaded(coverField.getByRole('img', { name: 'Ảnh bìa xem trước' }));

  const coverUrl = await coverField.getByRole('textbox', { name: 'Ảnh bìa' }).inputValue();

  // An iPhone photo (HEIC) in the text, from the editor's own button.
  const content = page.getByRole('textbox', { name: 'Nội dung bài viết' });
  await content.click();
  await page.keyboard.type('Bà con về dự lễ khánh thành.');
  await page.keyboard.press('Enter');
  await pick(page, page.getByRole('button', { name: 'Tải ảnh từ máy lên' }), {
    name: 'IMG_2041.HEIC',
    mimeType: 'image/heic',
    buffer: HEIC,
  });
  const inText = content.locator('img');
  await expect(inText).toHaveAttribute('src', UPLOADED, { timeout: 30_000 });
  await expectLoaded(inText);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'upload-blog-editor');
  // Decoded on the server (browsers other than Safari cannot show HEIC) and served as WebP.
  const heic = await page.request.get((await inText.getAttribute('src')) ?? '');
  expect(await sharp(await heic.body()).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });

  await page.getByRole('button', { name: 'Đăng ngay' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/update\/khanh-thanh-nha-tho-ho-pham$/);
  await dismissToasts(page);

  // What a visitor sees.
  // (On localhost the clan is named in the address; on its own sub-domain it would not need to be.)
  await page.goto(`/blogs/khanh-thanh-nha-tho-ho-pham.html?domain=${admin.domain}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.locator('main');
  const images = article.locator('img[src^="/uploads/"]');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) await expectLoaded(image);
  await expectLoaded(page.locator(`header img[src="${logoUrl}"]`).first());
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'upload-blog-public');

  // The served cover: WebP, cached for good, without EXIF or GPS.
  const served = await page.request.get(coverUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(await served.body()).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  expect(meta.exif).toBeUndefined();

  expect(errors.filter((error) => !/415|Unsupported Media Type/.test(error))).toEqual([]);
});
