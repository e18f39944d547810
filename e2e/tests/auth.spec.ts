import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../env.ts';
import { collectErrors, expectNoHorizontalScroll, randomDomain, screenshot } from './helpers.ts';
import { latestMailLink } from './mail.ts';

interface Account {
  name: string;
  username: string;
  email: string;
  password: string;
}

interface NewClan {
  domain: string;
  clanName: string;
  admin: Account;
}

function newClan(): NewClan {
  const domain = randomDomain();
  return {
    domain,
    clanName: `Họ Trần làng Đông Ngạc ${domain.slice(-4)}`,
    admin: {
      name: 'Trần Văn Trưởng',
      username: 'truongtoc',
      email: `truongtoc@${domain}.example.com`,
      password: 'mat-khau-truong-toc',
    },
  };
}

/**
 * Console errors other than the failed requests a journey expects: the register page learns that a
 * domain is free from a 404, and a refused login is a 401.
 */
function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter(
    (error) =>
      !statuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}

function errorToast(page: Page) {
  return page.getByRole('alert', { name: 'Lỗi' });
}

function successToast(page: Page) {
  return page.getByRole('status', { name: 'Thành công' });
}

async function fillRegisterForm(page: Page, clan: NewClan): Promise<void> {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Đăng ký dòng họ' })).toBeVisible();
  await page.getByLabel('Tên dòng họ').fill(clan.clanName);
  await page.getByLabel('Tên miền', { exact: true }).fill(clan.domain);
  await expect(page.getByText('Tên miền có thể sử dụng')).toBeVisible();
  await page.getByLabel('Họ và tên').fill(clan.admin.name);
  await page.getByLabel('Tên đăng nhập').fill(clan.admin.username);
  await page.getByLabel('Email').fill(clan.admin.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(clan.admin.password);
  await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(clan.admin.password);
}

/** Registers a clan through the register page; the browser then talks to that clan (remembered domain). */
async function registerClan(page: Page, clan: NewClan): Promise<void> {
  await fillRegisterForm(page, clan);
  await page.getByRole('button', { name: 'Đăng ký dòng họ' }).click();
  await expect(page).toHaveURL(/\/auth\/registration-success$/);
  await expect(page.getByRole('heading', { name: 'Đăng ký dòng họ thành công' })).toBeVisible();
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

test('register a clan, verify the email from the mail, then sign in as its admin', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  const clan = newClan();

  await fillRegisterForm(page, clan);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'register');
  await page.getByRole('button', { name: 'Đăng ký dòng họ' }).click();
  await expect(page).toHaveURL(/\/auth\/registration-success$/);
  await expect(page.getByText(clan.admin.email)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'registration-success');

  const link = await latestMailLink(clan.admin.email, '/auth/verify-email');
  expect(link.searchParams.get('domain')).toBe(clan.domain);
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Xác thực email thành công' })).toBeVisible();
  await expect(page.getByText(clan.clanName).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'verify-email');

  await page.getByRole('link', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, clan.admin.username, clan.admin.password);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(successToast(page)).toContainText('Đăng nhập thành công');
  await expect(page.getByRole('banner')).toContainText(clan.clanName);
  expect(unexpected(errors, 404)).toEqual([]);
});

test('a wrong password shows “Đăng nhập thất bại” with the reason', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'login');

  await signIn(page, 'admin', 'khong-phai-mat-khau');
  await expect(errorToast(page)).toContainText('Đăng nhập thất bại');
  await expect(errorToast(page)).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
  await expect(page.getByTestId('login-failure')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'login-failed');
  expect(unexpected(errors, 401)).toEqual([]);
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const clan = newClan();
  await registerClan(page, clan);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(clan.admin.email);
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }).click();
  await expect(successToast(page)).toContainText('Đã gửi email đặt lại mật khẩu');
  await expect(page.getByText(clan.admin.email)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'forgot-password-sent');

  const link = await latestMailLink(clan.admin.email, '/auth/reset-password');
  expect(link.searchParams.get('domain')).toBe(clan.domain);
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'mat-khau-moi-cua-truong-toc';
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
  await page.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(newPassword);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(successToast(page).filter({ hasText: 'Đặt lại mật khẩu thành công' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, clan.admin.username, newPassword);
  await expect(page).toHaveURL(/\/admin\/home$/);
  expect(unexpected(errors, 404)).toEqual([]);
});

test('a member registers on the new clan’s site and must wait for approval', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const clan = newClan();
  await registerClan(page, clan);

  await page.goto(`/auth/register-member?domain=${clan.domain}`);
  await expect(page.getByRole('heading', { name: 'Đăng ký thành viên' })).toBeVisible();
  await expect(page.getByText(clan.clanName).first()).toBeVisible();
  await page.getByLabel('Họ và tên').fill('Trần Thị Thành Viên');
  // The admin's username is taken in this clan: said while typing.
  await page.getByLabel('Tên đăng nhập').fill(clan.admin.username);
  await expect(page.getByText('Tên đăng nhập đã tồn tại')).toBeVisible();
  await page.getByLabel('Tên đăng nhập').fill('thanhvien');
  await expect(page.getByText('Tên đăng nhập có thể sử dụng')).toBeVisible();
  const email = `thanhvien@${clan.domain}.example.com`;
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Email có thể sử dụng')).toBeVisible();
  await page.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-thanh-vien');
  await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('mat-khau-thanh-vien');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'register-member');

  await page.getByRole('button', { name: 'Gửi đăng ký' }).click();
  await expect(page).toHaveURL(/\/auth\/member-registration-success$/);
  await expect(page.getByRole('heading', { name: 'Đăng ký thành viên thành công' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'member-registration-success');

  await page.getByRole('link', { name: 'Đến trang đăng nhập' }).click();
  await signIn(page, 'thanhvien', 'mat-khau-thanh-vien');
  await expect(errorToast(page)).toContainText('Đăng nhập thất bại');
  await expect(errorToast(page)).toContainText('Tài khoản của bạn đang chờ quản trị viên dòng họ duyệt');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(unexpected(errors, 401, 404)).toEqual([]);
});

test('a token the server refuses on an admin page ends on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, 'admin', DEMO_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/home$/);

  // Both tokens turn bad: the API says 401 and the refresh cannot help.
  await page.evaluate(() => {
    const tokens = JSON.stringify({ accessToken: 'khong-hop-le', refreshToken: 'khong-hop-le' });
    // biome-ignore lint/suspicious/noDocumentCookie: the test overwrites the app's own session cookie
    document.cookie = `gp_auth_token=${encodeURIComponent(tokens)}; Max-Age=604800; Path=/; SameSite=Lax; Secure`;
  });
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
});

test('mail links that cannot work say why and lead on', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/auth/verify-email?token=khong-hop-le');
  await expect(page.getByRole('heading', { name: 'Xác thực email không thành công' })).toBeVisible();
  await expect(page.getByText('Liên kết xác thực email không hợp lệ hoặc đã hết hạn')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'verify-email-failed');

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'Không thể đặt lại mật khẩu' })).toBeVisible();
  await page.getByRole('link', { name: 'Gửi lại yêu cầu' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  expect(unexpected(errors, 400)).toEqual([]);
});

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('a newcomer’s whole first day: own clan, a relative joins, is approved and signs in', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const clan = newClan();
  const relative = { name: 'Trần Văn Em', username: 'vanem', password: 'mat-khau-cua-em' };

  await registerClan(page, clan);
  await page.getByRole('link', { name: 'Đăng nhập', exact: true }).click();
  await signIn(page, clan.admin.username, clan.admin.password);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await signOut(page);

  // The relative joins through the clan's member registration page.
  await page.goto('/auth/register-member');
  await expect(page.getByText(clan.clanName).first()).toBeVisible();
  await page.getByLabel('Họ và tên').fill(relative.name);
  await page.getByLabel('Tên đăng nhập').fill(relative.username);
  await page.getByLabel('Email').fill(`${relative.username}@${clan.domain}.example.com`);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(relative.password);
  await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(relative.password);
  await page.getByRole('button', { name: 'Gửi đăng ký' }).click();
  await expect(page).toHaveURL(/\/auth\/member-registration-success$/);

  // The admin approves them from the dashboard's to-do list.
  await page.goto('/auth/login');
  await signIn(page, clan.admin.username, clan.admin.password);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const todo = page.getByRole('list', { name: 'Thành viên chờ duyệt' });
  await expect(todo.getByRole('listitem')).toHaveCount(1);
  await todo
    .getByRole('listitem')
    .filter({ hasText: relative.name })
    .getByRole('button', { name: 'Duyệt' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã duyệt thành viên thành công' })).toBeVisible();
  await expect(page.getByTestId('stat-pending-value')).toHaveText('0');
  await screenshot(page, testInfo, 'dashboard-after-approval');
  await signOut(page);

  // The relative signs in: a member, so the clan's site rather than the admin area.
  await signIn(page, relative.username, relative.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(clan.clanName);
  await expect(page.getByTestId('user-menu')).toContainText(relative.name);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Bạn không có quyền truy cập trang này')).toBeVisible();
  expect(unexpected(errors, 404)).toEqual([]);
});
