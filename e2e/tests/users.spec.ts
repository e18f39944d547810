import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
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

interface Account {
  name: string;
  username: string;
  password: string;
}

interface ClanSetUp {
  domain: string;
  admin: Account;
  /** Registered through the public form: both wait for approval. */
  toApprove: Account;
  toReject: Account;
}

/** A clan of its own for each test (random domain): an admin and two members waiting for approval. */
async function setUpClan(api: APIRequestContext): Promise<ClanSetUp> {
  const domain = randomDomain();
  const admin = { name: 'Trần Văn Trưởng', username: 'truongtoc', password: 'mat-khau-truong-toc' };
  const toApprove = { name: 'Phạm Thị Hồng Nhung', username: 'hongnhung', password: 'mat-khau-nhung' };
  const toReject = { name: 'Đỗ Văn Đức', username: 'vanduc', password: 'mat-khau-duc' };

  const registered = await api.post('/api/auth/register', {
    data: {
      ...admin,
      email: `${admin.username}@${domain}.example.com`,
      domain,
      clanName: `Họ Trần — ${domain}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  for (const member of [toApprove, toReject]) {
    const joined = await api.post(`/api/auth/register-member?domain=${domain}`, {
      data: { ...member, email: `${member.username}@${domain}.example.com` },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  return { domain, admin, toApprove, toReject };
}

async function loginOverApi(api: APIRequestContext, domain: string, account: Account) {
  return api.post('/api/auth/login', {
    data: { username: account.username, password: account.password, domain },
  });
}

/**
 * Signs in as the web app itself would after its login form: the two session cookies (spec §9, no
 * Domain attribute on localhost) and the stored clan, so the app on localhost talks to this clan.
 */
async function signInAsAdmin(page: Page, context: BrowserContext, clan: ClanSetUp): Promise<void> {
  const response = await loginOverApi(page.request, clan.domain, clan.admin);
  expect(response.status(), await response.text()).toBe(200);
  const body = await jsonOf(response);
  const session = {
    user: valueAt(body, 'data', 'user'),
    clan: valueAt(body, 'data', 'clan'),
  };
  const tokens = {
    accessToken: stringAt(body, 'data', 'tokens', 'access', 'token'),
    refreshToken: stringAt(body, 'data', 'tokens', 'refresh', 'token'),
  };
  const cookie = { url: BASE_URL, sameSite: 'Lax', secure: true } as const;
  await context.addCookies([
    { ...cookie, name: 'gp_auth', value: encodeURIComponent(JSON.stringify(session)) },
    { ...cookie, name: 'gp_auth_token', value: encodeURIComponent(JSON.stringify(tokens)) },
  ]);
  await page.addInitScript((domain) => window.localStorage.setItem('gp_domain', domain), clan.domain);
}

function memberRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function openMemberActions(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Thao tác với ${name}` }).click();
}

test('admin: dashboard → pending members → approve, reject, search, create, edit, delete', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const clan = await setUpClan(page.request);
  await signInAsAdmin(page, context, clan);

  // The dashboard greets the admin and counts the two requests.
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: `Xin chào, ${clan.admin.name}` })).toBeVisible();
  await expect(page.getByTestId('stat-pending-value')).toHaveText('2');
  await expect(page.getByTestId('stat-members-value')).toHaveText('3');
  await expect(page.getByTestId('stat-active-value')).toHaveText('1');
  const todo = page.getByRole('list', { name: 'Thành viên chờ duyệt' });
  await expect(todo.getByRole('listitem')).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'dashboard');

  // The pending card leads to the list filtered to pending members.
  await page.getByTestId('stat-pending').click();
  await expect(page).toHaveURL(/\/admin\/users\?status=pending$/);
  await expect(page.getByRole('combobox', { name: 'Lọc theo trạng thái' })).toHaveValue('Chờ duyệt');
  await expect(memberRow(page, clan.toApprove.name)).toBeVisible();
  await expect(memberRow(page, clan.toReject.name)).toBeVisible();
  await expect(page.getByText('Hiển thị 1–2 trên tổng 2')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'users-table');

  await openMemberActions(page, clan.toApprove.name);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'users-actions-menu');
  await page.getByRole('menuitem', { name: 'Duyệt', exact: true }).click();
  await expect(toastWith(page, 'Đã duyệt thành viên thành công')).toBeVisible();
  await expect(memberRow(page, clan.toApprove.name)).toHaveCount(0);

  // Rejecting asks first.
  await openMemberActions(page, clan.toReject.name);
  await page.getByRole('menuitem', { name: 'Từ chối' }).click();
  const rejectDialog = page.getByRole('dialog');
  await expect(rejectDialog).toContainText(clan.toReject.name);
  await screenshot(page, testInfo, 'users-reject-confirm');
  await rejectDialog.getByRole('button', { name: 'Từ chối' }).click();
  await expect(toastWith(page, 'Đã từ chối thành viên')).toBeVisible();
  await expect(page.getByText('Không có thành viên nào ở trạng thái “Chờ duyệt”')).toBeVisible();

  // All members; a name typed without diacritics still finds her.
  await page.getByRole('combobox', { name: 'Lọc theo trạng thái' }).click();
  await page.getByRole('option', { name: 'Tất cả' }).click();
  await expect(page.getByText('Hiển thị 1–3 trên tổng 3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tìm thành viên' }).fill('pham thi hong');
  await expect(page.getByText('Hiển thị 1–1 trên tổng 1')).toBeVisible();
  await expect(memberRow(page, clan.toApprove.name)).toContainText('Đang hoạt động');
  await expect(memberRow(page, clan.admin.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Xóa nội dung tìm kiếm' }).click();
  await expect(page.getByText('Hiển thị 1–3 trên tổng 3')).toBeVisible();

  // A member created by the admin.
  await page.getByRole('link', { name: 'Thêm thành viên' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Lê Văn Cường');
  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('vancuong');
  await page.getByRole('textbox', { name: 'Email' }).fill(`vancuong@${clan.domain}.example.com`);
  await page.getByLabel(/^Mật khẩu/).fill('mat-khau-cuong');
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshot(page, testInfo, 'user-create');
  await page.getByRole('button', { name: 'Tạo thành viên' }).click();
  await expect(toastWith(page, 'Đã tạo thành viên mới thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(memberRow(page, 'Lê Văn Cường')).toBeVisible();

  // Edited…
  await openMemberActions(page, 'Lê Văn Cường');
  await page.getByRole('menuitem', { name: 'Sửa thông tin' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/update\/[0-9a-f-]+$/);
  const nameField = page.getByRole('textbox', { name: 'Họ và tên' });
  await expect(nameField).toHaveValue('Lê Văn Cường');
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshot(page, testInfo, 'user-update');
  await nameField.fill('Lê Văn Cường An');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toastWith(page, 'Đã cập nhật thông tin thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(memberRow(page, 'Lê Văn Cường An')).toBeVisible();

  // …and deleted after a confirmation naming them.
  await openMemberActions(page, 'Lê Văn Cường An');
  await page.getByRole('menuitem', { name: 'Xóa thành viên' }).click();
  const deleteDialog = page.getByRole('dialog');
  await expect(deleteDialog).toContainText('Lê Văn Cường An');
  await deleteDialog.getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(toastWith(page, 'Đã xóa thành viên thành công')).toBeVisible();
  await expect(memberRow(page, 'Lê Văn Cường An')).toHaveCount(0);
  await expect(page.getByText('Hiển thị 1–3 trên tổng 3')).toBeVisible();

  // The approved member can sign in; the rejected one cannot.
  const approvedLogin = await loginOverApi(page.request, clan.domain, clan.toApprove);
  expect(approvedLogin.status(), await approvedLogin.text()).toBe(200);
  const rejectedLogin = await loginOverApi(page.request, clan.domain, clan.toReject);
  expect(rejectedLogin.status()).toBe(401);

  expect(errors).toEqual([]);
});

test('admin: demoting yourself as the clan’s only admin is refused with the server’s reason', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  const clan = await setUpClan(page.request);
  await signInAsAdmin(page, context, clan);

  await page.goto('/admin/users');
  await expect(memberRow(page, clan.admin.name)).toContainText('Bạn');
  await openMemberActions(page, clan.admin.name);
  // Nobody deletes their own account from this list.
  await expect(page.getByRole('menuitem', { name: 'Xóa thành viên' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Chuyển thành thành viên' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hạ quyền' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Không thể hạ quyền hoặc xóa quản trị viên cuối cùng của dòng họ' }),
  ).toBeVisible();
  await expect(memberRow(page, clan.admin.name)).toContainText('Quản trị viên');
  // The browser logs the refused request itself; nothing else may go wrong.
  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});
