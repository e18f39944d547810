import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
// sharp sits at the workspace root (the server's image pipeline): real photos, made here.
import sharp from 'sharp';
import { BASE_URL } from '../env.ts';
import {
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  jsonOf,
  randomDomain,
  screenshot,
  signInWithCookies,
  stringAt,
  toastWith,
  valueAt,
} from './helpers.ts';

interface Admin {
  domain: string;
  username: string;
  password: string;
}

async function registerClan(api: APIRequestContext): Promise<Admin> {
  const domain = randomDomain();
  const admin = { name: 'Lê Văn Trưởng', username: 'truongtoc', password: 'mat-khau-truong-toc' };
  const registered = await api.post('/api/auth/register', {
    data: { ...admin, email: `${admin.username}@${domain}.example.com`, domain, clanName: `Họ Lê ${domain}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { domain, username: admin.username, password: admin.password };
}

/** Signs in as the web app would (the spec's two cookies, the stored clan); answers the access token. */
function signIn(page: Page, context: BrowserContext, admin: Admin): Promise<string> {
  return signInWithCookies(page, context, admin);
}

/**
 * A photo-like JPEG: a soft gradient sky, a sun and hills over fine grain (the grain keeps it a few
 * hundred kilobytes, as a phone's photo is, so its upload takes long enough to watch).
 */
async function photo(width: number, height: number, colours: [string, string, string]): Promise<Buffer> {
  const [top, bottom, hill] = colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#s)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.1}" fill="#fff7dc"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${hill}"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** What the screen shows now (the viewer covers the screen, not the whole page): attached like `screenshot`. */
async function viewportShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The photo fades in once loaded: wait until it is fully there.
  const photoShown = page.getByRole('dialog').getByRole('img');
  await expect(photoShown).toHaveAttribute('data-loaded', 'true');
  await expect.poll(() => photoShown.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}-${testInfo.project.name}.png`);
  const shot = await page.screenshot({ path: file });
  await testInfo.attach(`${name}-${testInfo.project.name}`, { body: shot, contentType: 'image/png' });
}

const CAPTIONS = ['Dâng hương trước bàn thờ Tổ', 'Các cụ cao niên', 'Con cháu chụp ảnh chung'];

test('admin makes an album from three uploaded photos, orders and captions them; visitors browse it in the viewer', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const errors = collectErrors(page);
  const admin = await registerClan(page.request);
  const token = await signIn(page, context, admin);
  const title = 'Lễ mừng thọ các cụ năm Bính Ngọ';
  const slug = 'le-mung-tho-cac-cu-nam-binh-ngo';

  await page.goto('/admin/albums');
  await expect(page.getByRole('heading', { level: 1, name: 'Album ảnh' })).toBeVisible();
  await expect(page.getByText('Chưa có album nào. Bấm “Tạo album” để bắt đầu.')).toBeVisible();
  await page.getByRole('link', { name: 'Tạo album' }).click();
  await expect(page).toHaveURL(/\/admin\/albums\/create$/);

  await page.getByRole('textbox', { name: 'Tên album' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Đường dẫn' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Mô tả' }).fill('Con cháu mừng thọ các cụ tròn 70, 80 và 90 tuổi.');
  // The day of the gathering, from the calendar: the 15th of the month shown.
  await page.getByRole('button', { name: 'Ngày diễn ra', exact: true }).click();
  await page
    .getByRole('button', { name: /^15 tháng/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Ngày diễn ra', exact: true })).toHaveText(/15/);

  // A slow line, so the three uploads (in parallel) are seen on their way.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 250 * 1024,
  });
  const files = [
    {
      name: 'dang-huong.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1400, 933, ['#fde8c4', '#e9b07a', '#7a2a1c']),
    },
    {
      name: 'cac-cu.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(900, 1350, ['#dff1f7', '#9fd0e4', '#2f6b46']),
    },
    {
      name: 'chup-chung.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1400, 933, ['#fce7ef', '#f2b6c8', '#7c2a40']),
    },
  ];
  await page.locator('input[type="file"]').setInputFiles(files);
  const uploading = page.getByText(/^Đang tải lên \d+%$/);
  await expect(uploading.first()).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tạo album' })).toBeDisabled();
  await screenshot(page, testInfo, 'album-editor-uploading');
  await expect(page.getByRole('textbox', { name: /^Chú thích ảnh \d$/ })).toHaveCount(3, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('3 ảnh sẽ được lưu.')).toBeVisible();

  // Captions follow the photos as they were picked; then the last one goes first.
  for (const [index, caption] of CAPTIONS.entries()) {
    await page.getByRole('textbox', { name: `Chú thích ảnh ${index + 1}` }).fill(caption);
  }
  if (phone) {
    await page.getByRole('button', { name: 'Đưa ảnh 3 lên trước' }).click();
    await page.getByRole('button', { name: 'Đưa ảnh 2 lên trước' }).click();
  } else {
    // Dragged by its grip with the mouse, two places up.
    const grip = page.getByLabel('Kéo để đổi vị trí ảnh 3');
    const target = page.getByLabel('Kéo để đổi vị trí ảnh 1');
    // Clear of the sticky save bar at the bottom of the screen.
    await grip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await grip.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('grips not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
  }
  await expect(page.getByRole('textbox', { name: 'Chú thích ảnh 1' })).toHaveValue(CAPTIONS[2] ?? '');
  await expect(page.getByRole('textbox', { name: 'Chú thích ảnh 2' })).toHaveValue(CAPTIONS[0] ?? '');
  // The portrait photo (now second of three… third) is the cover.
  await page.getByRole('button', { name: 'Đặt ảnh 3 làm ảnh bìa' }).click();
  await expect(page.getByTestId('album-photo').nth(2).getByText('Ảnh bìa')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Tạo album' }).click();
  await expect(toastWith(page, 'Đã tạo album')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/albums\/update\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sửa album' })).toBeVisible();
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'album-editor');

  // What was saved, read back from the API.
  const albumId = page.url().split('/').at(-1) ?? '';
  const saved = await jsonOf(
    await page.request.get(`/api/album?id=${albumId}&domain=${admin.domain}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const images = valueAt(saved, 'data', 'images');
  if (!Array.isArray(images)) throw new Error(`no images in ${JSON.stringify(saved)}`);
  expect(images.map((image: unknown) => valueAt(image, 'caption'))).toEqual([
    CAPTIONS[2],
    CAPTIONS[0],
    CAPTIONS[1],
  ]);
  const coverUrl = stringAt(saved, 'data', 'coverImage');
  expect(coverUrl).toBe(valueAt(images[2], 'url'));
  expect(stringAt(saved, 'data', 'eventDate')).toMatch(/^\d{4}-\d\d-15$/);

  // The admin list shows it with its cover.
  await page.goto('/admin/albums');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', coverUrl.replace(/\.webp$/, '-thumb.webp'));
  await screenshot(page, testInfo, 'albums-admin-list');

  // Visitors: the album grid, the album, the viewer.
  await page.goto('/albums');
  const card = page.getByTestId('album-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('3 ảnh')).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'albums-grid');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/albums/${slug}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  const tiles = page.getByRole('list', { name: `Ảnh trong album ${title}` }).locator('img');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first()).toHaveAttribute('loading', 'lazy');
  await expect(tiles.first()).toHaveAttribute('srcset', /480w.*1024w.*2048w/);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'album-page');

  await page.getByRole('button', { name: `Xem ảnh 1 / 3: ${CAPTIONS[2]}` }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await expect(viewer.getByText(CAPTIONS[2] ?? '')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  await expect(viewer.getByRole('button', { name: 'Đóng' })).toBeFocused();
  if (phone) {
    // A swipe to the left, with a finger: the next photo.
    const box = await viewer.getByRole('img').boundingBox();
    if (!box) throw new Error('photo not on screen');
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
    for (const x of [260, 200, 140, 80]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await viewer.getByRole('button', { name: 'Ảnh sau' }).click();
  }
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await expect(viewer.getByText(CAPTIONS[0] ?? '')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await viewportShot(page, testInfo, 'album-lightbox');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Xem ảnh 1 / 3: ${CAPTIONS[2]}` })).toBeFocused();

  // The served page carries the album's own title and cover for link previews.
  const html = await (await page.request.get(`/albums/${slug}.html?domain=${admin.domain}`)).text();
  expect(html).toContain(`<title>${title} · Họ Lê ${admin.domain}</title>`);
  expect(html).toContain(
    `property="og:image" content="${BASE_URL}${coverUrl.replace(/\.webp$/, '-1024.webp')}"`,
  );

  // Deleting the album deletes its photos: they are no longer served.
  await page.goto('/admin/albums');
  await page.getByRole('button', { name: `Thao tác với album ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Xóa' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('3 ảnh trong album cũng sẽ bị xóa vĩnh viễn');
  await confirm.getByRole('button', { name: 'Xóa album và ảnh' }).click();
  await expect(toastWith(page, 'Đã xóa album')).toBeVisible();
  await expect(page.getByText('Chưa có album nào. Bấm “Tạo album” để bắt đầu.')).toBeVisible();
  expect((await page.request.get(coverUrl)).status()).toBe(404);

  expect(errors).toEqual([]);
});

test('visitors see the demo clan’s albums and open a photo', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/albums');
  await expect(page.getByRole('heading', { level: 1, name: 'Album ảnh' })).toBeVisible();
  const cards = page.getByTestId('album-card');
  await expect(cards.filter({ hasText: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Họp mặt đầu xuân' })).toBeVisible();
  for (const img of await cards.locator('img').all()) await expect(img).toHaveJSProperty('complete', true);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'albums-grid-demo');

  await page.getByRole('textbox', { name: 'Tìm album' }).fill('hop mat');
  await expect(page).toHaveURL(/search=hop(\+|%20)mat/);
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Họp mặt đầu xuân' })).toBeVisible();
  const tiles = page.getByRole('listitem').locator('img');
  await expect(tiles).toHaveCount(3);
  for (const img of await tiles.all()) await expect(img).toHaveJSProperty('complete', true);
  await screenshot(page, testInfo, 'album-page-demo');
  await page.getByRole('button', { name: /^Xem ảnh 2 \/ 3/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await expect(viewer.getByText('Hoa đào trước cổng nhà thờ')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  await viewportShot(page, testInfo, 'album-lightbox-demo');
  await viewer.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
