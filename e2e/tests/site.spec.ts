import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../env.ts';
import {
  collectErrors,
  expectNoHorizontalScroll,
  jsonOf,
  randomDomain,
  screenshot,
  scrollToStartApp,
  stringAt,
  toastWith,
  valueAt,
} from './helpers.ts';

const DEMO_SITE = 'Họ Nguyễn — Làng Demo';
const GIO_TO = 'Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ';
const SCHEDULED = 'Chuẩn bị lễ Thanh minh và tảo mộ chung của dòng họ';
const DRAFT = 'Kế hoạch biên soạn lại cuốn gia phả (bản nháp)';

test('public site: the demo clan’s home page, news with search, a post, branches, guide and contact', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SITE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tin tức dòng họ' })).toBeVisible();
  await expect(page.getByRole('link', { name: GIO_TO }).first()).toBeVisible();
  // Below the painted news, the tree and the clan's history come with the app.
  await scrollToStartApp(page);
  await expect(page.getByRole('heading', { name: 'Lược sử dòng họ' })).toBeVisible();
  // Neither the scheduled post nor the draft is shown before its time.
  await expect(page.getByText(SCHEDULED)).toHaveCount(0);
  await expect(page.getByText(DRAFT)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-home');

  // The clan's menu: on a phone in the drawer, on a desktop in the header.
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Các chi' })).toBeVisible();
    await screenshot(page, testInfo, 'site-menu-drawer');
    await drawer.getByRole('link', { name: 'Tin tức', exact: true }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await nav.getByRole('button', { name: 'Tin tức' }).hover();
    await expect(nav.getByRole('link', { name: 'Tin dòng họ' })).toBeVisible();
    await nav.getByRole('link', { name: 'Tin tức', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
  await expect(page).toHaveTitle(`Tin tức · ${DEMO_SITE}`);
  await expect(page.getByRole('link', { name: GIO_TO })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-blogs');

  // Diacritics-insensitive search: “gio to” finds “Giỗ Tổ”.
  await page.getByRole('textbox', { name: /Tìm/ }).fill('gio to');
  await expect(page).toHaveURL(/search=gio(\+|%20)to/);
  await expect(page.getByRole('link', { name: GIO_TO })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Họp mặt đầu xuân: con cháu bốn phương về quê' })).toHaveCount(
    0,
  );

  await page.getByRole('link', { name: GIO_TO }).click();
  await expect(page).toHaveURL(/\/blogs\/thong-bao-le-gio-to-dong-ho-nam-binh-ngo\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: GIO_TO })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(GIO_TO));
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-blog-detail');

  await page.goto('/branch');
  const demoTree = page.getByRole('region', { name: 'Gia phả họ Nguyễn — Làng Demo' });
  await expect(demoTree.getByRole('link', { name: 'Xem cây' }).first()).toHaveAttribute(
    'href',
    /\/family-tree\?id=/,
  );
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-branch');

  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1, name: /Hướng dẫn/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-guide');

  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Xem bản đồ' }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-contact');

  // A post that is not published yet is not found, whoever asks.
  await page.goto('/blogs/chuan-bi-le-thanh-minh-va-tao-mo-chung-cua-dong-ho.html');
  await expect(page.getByText('Không tìm thấy bài viết')).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

interface Admin {
  domain: string;
  username: string;
  password: string;
}

async function registerClan(api: APIRequestContext): Promise<Admin> {
  const domain = randomDomain();
  const admin = { name: 'Trần Văn Trưởng', username: 'truongtoc', password: 'mat-khau-truong-toc' };
  const registered = await api.post('/api/auth/register', {
    data: {
      ...admin,
      email: `${admin.username}@${domain}.example.com`,
      domain,
      clanName: `Họ Trần ${domain}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { domain, username: admin.username, password: admin.password };
}

/** Signs in as the web app would (the spec's two cookies, the stored clan), so pages talk to this clan. */
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

test('admin writes and publishes a post: on the home page, in the news, at its address with Open Graph tags; a draft stays hidden', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const admin = await registerClan(page.request);
  await signIn(page, context, admin);
  const title = 'Giỗ Tổ họ Trần năm Bính Ngọ';
  const slug = 'gio-to-ho-tran-nam-binh-ngo';

  await page.goto('/admin/blogs/create');
  await page.getByRole('textbox', { name: 'Tiêu đề', exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Đường dẫn' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Tóm tắt' }).fill('Lịch lễ Giỗ Tổ và phân công các chi.');

  const content = page.getByRole('textbox', { name: 'Nội dung bài viết' });
  await content.click();
  await page.getByRole('button', { name: 'Tiêu đề 2' }).click();
  await page.keyboard.type('Chương trình buổi lễ');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Danh sách', exact: true }).click();
  await page.keyboard.type('Sáng: dâng hương');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Trưa: cỗ họ');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Xem cây gia phả');
  // Select the last line's words and make them a link.
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'Xem cây gia phả'.length; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await page.getByRole('button', { name: 'Chèn liên kết' }).click();
  await page.getByRole('textbox', { name: 'Địa chỉ liên kết' }).fill('https://example.vn/gia-pha');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(content.locator('h2')).toHaveText('Chương trình buổi lễ');
  await expect(content.locator('li')).toHaveCount(2);
  await expect(content.locator('a[href="https://example.vn/gia-pha"]')).toHaveText('Xem cây gia phả');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-blog-editor');

  await page.getByRole('button', { name: 'Đăng ngay' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/update/${slug}$`));
  // The address changes before the edit page replaces the create page: type into the new one.
  await expect(page.getByRole('heading', { name: 'Sửa bài viết' })).toBeVisible();
  // A change not yet saved is not lost to a stray tap: leaving asks first.
  await page.getByRole('textbox', { name: 'Tóm tắt' }).fill('Lịch lễ Giỗ Tổ, phân công các chi và đóng góp.');
  await page.getByRole('link', { name: 'Danh sách bài viết' }).click();
  await expect(page.getByRole('dialog', { name: 'Rời trang khi chưa lưu?' })).toBeVisible();
  await page.getByRole('button', { name: 'Ở lại trang' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/update/${slug}$`));
  await page.getByRole('link', { name: 'Danh sách bài viết' }).click();
  await page.getByRole('button', { name: 'Rời trang' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // A draft next to it, over the API, which must never show publicly.
  const login = await page.request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password, domain: admin.domain },
  });
  const token = stringAt(await jsonOf(login), 'data', 'tokens', 'access', 'token');
  const draft = await page.request.post(`/api/blog?domain=${admin.domain}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Bản nháp họ Trần chưa đăng', content: '<p>Chưa xong</p>' },
  });
  expect(draft.status(), await draft.text()).toBe(201);

  await page.goto('/admin/blogs');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Đã đăng');
  await expect(page.getByRole('row').filter({ hasText: 'Bản nháp họ Trần chưa đăng' })).toContainText(
    'Bản nháp',
  );
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-blogs');

  // The new clan's home page shows its latest news straight away.
  await page.goto('/');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('Bản nháp họ Trần chưa đăng')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'site-home-new-clan');

  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('Bản nháp họ Trần chưa đăng')).toHaveCount(0);

  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}\\.html$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Chương trình buổi lễ' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(2);
  await expect(article.getByRole('link', { name: 'Xem cây gia phả' })).toHaveAttribute(
    'href',
    'https://example.vn/gia-pha',
  );

  // The HTML the server sends carries the post's Open Graph title, for Facebook and Zalo previews.
  const html = await page.request.get(`/blogs/${slug}.html?domain=${admin.domain}`);
  expect(html.status()).toBe(200);
  const text = await html.text();
  expect(text).toContain(`<meta property="og:title" content="${title}`);
  expect(text).toContain('<meta property="og:type" content="article"');
  const draftPage = await page.request.get(`/blogs/ban-nhap-ho-tran-chua-dang.html?domain=${admin.domain}`);
  expect(draftPage.status()).toBe(404);
  const publicList = await page.request.get(`/api/public/blogs?domain=${admin.domain}`);
  expect(valueAt(await jsonOf(publicList), 'total')).toBe(1);
  expect(errors).toEqual([]);
});

test('admin edits the site: name and colour, a menu item, a home block and a category, all seen by visitors', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const admin = await registerClan(page.request);
  await signIn(page, context, admin);
  const siteName = `Nhà thờ họ Trần ${admin.domain}`;

  await page.goto('/admin/settings');
  const name = page.getByRole('textbox', { name: 'Tên trang' });
  await name.fill(siteName);
  await page.getByRole('textbox', { name: 'Khẩu hiệu' }).fill('Cây có cội, nước có nguồn');
  await page.getByRole('button', { name: 'Xanh ngọc' }).click();
  // The preview follows the form before anything is saved.
  await expect(page.getByRole('region', { name: 'Xem trước trang' })).toContainText(siteName);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-settings');
  await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(toastWith(page, 'Đã lưu cài đặt trang')).toBeVisible();

  await page.getByRole('tab', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Thêm mục menu' }).click();
  await page.getByRole('textbox', { name: 'Tên hiển thị' }).fill('Tin họ Trần');
  await page.getByRole('textbox', { name: 'Liên kết' }).fill('/blogs');
  await page.getByRole('button', { name: 'Thêm mục', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Thao tác với “Tin họ Trần”' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-settings-menu');

  await page.getByRole('tab', { name: 'Trang chủ' }).click();
  // A new clan starts with a greeting, its news and its tree.
  await expect(page.getByRole('button', { name: 'Sửa “Tin tức mới”' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm khối' }).click();
  await page.getByRole('button', { name: /Nội dung tự do/ }).click();
  await page.getByRole('textbox', { name: 'Tiêu đề' }).fill('Lời ngỏ của trưởng họ');
  await page.getByRole('textbox', { name: 'Nội dung' }).click();
  await page.keyboard.type('Kính chào bà con họ Trần gần xa.');
  await page.getByRole('button', { name: 'Thêm khối', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Sửa “Lời ngỏ của trưởng họ”' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-settings-home');

  await page.goto('/categories/create');
  await page.getByRole('textbox', { name: 'Tên danh mục' }).fill('Tin dòng họ');
  await expect(page.getByRole('textbox', { name: 'Đường dẫn' })).toHaveValue('tin-dong-ho');
  await page.getByRole('button', { name: 'Tạo danh mục' }).click();
  await page.goto('/categories');
  await expect(page.getByRole('link', { name: 'Tin dòng họ', exact: true }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-categories');
  await page.goto('/settings/ListCategory');
  await expect(page.getByText('Tin dòng họ').first()).toBeVisible();
  await screenshot(page, testInfo, 'member-categories');

  // What a visitor sees: the new name, the new menu item, the new block.
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(siteName)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lời ngỏ của trưởng họ' })).toBeVisible();
  await expect(page.getByText('Kính chào bà con họ Trần gần xa.')).toBeVisible();
  await scrollToStartApp(page);
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('link', { name: 'Tin họ Trần' }).last()).toBeVisible();
  await screenshot(page, testInfo, 'site-home-edited');
  const sitemap = await page.request.get(`/sitemap.xml?domain=${admin.domain}`);
  // Addresses come from the configuration (no PUBLIC_URL here: localhost, the clan named by ?domain=).
  expect(await sitemap.text()).toContain(`/blogs?domain=${admin.domain}</loc>`);
  expect(errors).toEqual([]);
});
