import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  jsonOf,
  postAs,
  randomDomain,
  screenshot,
  signInWithCookies,
  stringAt,
  valueAt,
} from './helpers.ts';

const PASSWORD = 'mat-khau-an-toan';

async function login(api: APIRequestContext, domain: string, username: string) {
  const response = await api.post('/api/auth/login', { data: { username, password: PASSWORD, domain } });
  expect(response.status(), await response.text()).toBe(200);
  return jsonOf(response);
}

async function signIn(page: Page, context: BrowserContext, domain: string, username: string) {
  await signInWithCookies(page, context, { username, password: PASSWORD, domain });
}

test('Tôi là …: register with a claim, admin sees and approves it, member sees their person', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 850 });
  const errors = collectErrors(page);
  const domain = randomDomain();
  const api = page.request;
  const reg = await api.post('/api/auth/register', {
    data: {
      name: 'Trần Văn Trưởng',
      username: 'truongtoc',
      password: PASSWORD,
      email: `a@${domain}.example.com`,
      domain,
      clanName: `Họ Trần — ${domain}`,
    },
  });
  expect(reg.status()).toBe(201);
  const admin = stringAt(await login(api, domain, 'truongtoc'), 'data', 'tokens', 'access', 'token');
  const q = `?domain=${domain}`;
  const tree = stringAt(
    await postAs(api, `/api/tree${q}`, admin, { name: 'Cây họ Trần', isPublic: true }),
    'data',
    '_id',
  );
  const root = await postAs(api, `/api/tree/create-person-family${q}`, admin, {
    treeId: tree,
    personData: { name: 'Trần Văn Tổ', sex: 'male', generation: 1 },
  });
  const rootId = stringAt(root, 'data', 'person', 'id');
  const childIds: string[] = [];
  for (const [i, name] of ['Trần Văn Minh', 'Trần Thị Mai', 'Trần Văn Mạnh'].entries()) {
    const child = {
      name,
      sex: name.includes('Thị') ? 'female' : 'male',
      generation: 2,
      ordinalNumber: i + 1,
    };
    const added = await postAs(api, `/api/family/add-child${q}`, admin, {
      treeId: tree,
      fatherId: rootId,
      child,
    });
    childIds.push(stringAt(added, 'data', 'child', 'id'));
  }
  // Mạnh's son: the eldest's nephew, who calls him bác (the senior branch), whatever their ages.
  await postAs(api, `/api/family/add-child${q}`, admin, {
    treeId: tree,
    fatherId: childIds[2],
    child: { name: 'Trần Văn Hùng', sex: 'male', generation: 3, ordinalNumber: 1 },
  });

  // A newcomer says who they are while registering.
  await page.addInitScript((clan) => window.localStorage.setItem('gp_domain', clan), domain);
  await page.goto('/auth/register-member');
  await page.getByLabel('Họ và tên').fill('Trần Văn Minh');
  await page.getByLabel(/^Tên đăng nhập/).fill('tranvanminh');
  await page.getByLabel('Email').fill(`minh@${domain}.example.com`);
  await page.getByLabel(/^Mật khẩu/).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
  await page.getByRole('textbox', { name: /Tôi là…/ }).click();
  await page.getByRole('textbox', { name: /Tôi là…/ }).pressSequentially('tran van minh');
  await page.getByRole('option', { name: 'Trần Văn Minh' }).click({ timeout: 5000 });
  await page.getByLabel(/Ghi chú cho quản trị viên/).fill('Con thứ hai của cụ Tổ');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'register-member-i-am');
  await page.getByRole('button', { name: 'Gửi đăng ký' }).click();
  await expect(page).toHaveURL(/member-registration-success/);

  // A second request, "chưa có trong cây", from a member already approved.
  const other = await api.post(`/api/auth/register-member${q}`, {
    data: {
      name: 'Trần Thị Lan',
      username: 'tranthilan',
      email: `lan@${domain}.example.com`,
      password: PASSWORD,
      personId: null,
      personNote: 'Cháu ngoại cụ Tổ, chưa có trong cây',
    },
  });
  expect(other.status()).toBe(201);

  await signIn(page, context, domain, 'truongtoc');
  await page.goto('/admin/users');
  const section = page.getByRole('region', { name: 'Yêu cầu liên kết' });
  await expect(section).toBeVisible();
  await expect(section.getByText('Con thứ hai của cụ Tổ')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-users-claims');
  await section
    .getByRole('listitem')
    .filter({ hasText: 'Trần Văn Minh' })
    .getByRole('button', { name: 'Duyệt' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duyệt' }).click();
  await expect(page.getByText('Đã duyệt yêu cầu liên kết').first()).toBeVisible();

  // The member's account is approved; they sign in and see their person.
  const users = await api.get(`/api/users/pending${q}&limit=10`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const pending = valueAt(await jsonOf(users), 'data') as { id: string; username: string }[];
  for (const user of pending) {
    await api.patch(`/api/user/${user.id}/approve${q}`, { headers: { authorization: `Bearer ${admin}` } });
  }
  await context.clearCookies();
  await signIn(page, context, domain, 'tranvanminh');
  await page.goto('/settings');
  await expect(
    page.getByRole('region', { name: 'Tôi là ai trong gia phả' }).getByText('Trần Văn Minh'),
  ).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'settings-linked');

  // On the tree: their own card is marked, and a tapped relative's card says what each calls the other.
  await page.goto('/family-tree');
  const canvas = page.getByTestId('tree-canvas');
  const own = canvas.locator('.react-flow__node[aria-label="Trần Văn Minh"]');
  await expect(own.getByText('Tôi', { exact: true })).toBeVisible();
  // The tree opens on the member's own card; a relative off screen is found by the search.
  await page.getByRole('textbox', { name: 'Tìm người trong cây' }).fill('tran van hung');
  await page.getByRole('option', { name: 'Trần Văn Hùng' }).click();
  const mine = page.getByRole('dialog').getByLabel('Xưng hô với bạn');
  // Hùng is the son of Minh's younger brother: Minh's nephew, who calls him bác (the senior branch).
  await expect(mine).toContainText('Bạn gọi người này là: cháu');
  await expect(mine).toContainText('Người này gọi bạn là: bác');
  await mine.getByRole('button', { name: 'Hiện đường quan hệ trên cây' }).click();
  await expect(page.getByText('Đường quan hệ: Trần Văn Minh → Trần Văn Hùng')).toBeVisible();
  await expect(page).toHaveURL(/[?&]from=.*&to=/);
  await screenshot(page, testInfo, 'family-tree-kinship');

  await context.clearCookies();
  await signIn(page, context, domain, 'tranthilan');
  await page.goto('/settings');
  await expect(page.getByText('Đang chờ quản trị viên duyệt')).toBeVisible();
  await screenshot(page, testInfo, 'settings-pending');
  await page.getByRole('button', { name: 'Rút yêu cầu' }).click();
  await expect(page.getByRole('button', { name: 'Gửi yêu cầu' })).toBeVisible();
  await page.getByRole('textbox', { name: /Tôi là…/ }).fill('tran');
  await expect(page.getByRole('option').first()).toBeVisible();
  await screenshot(page, testInfo, 'settings-picker');
  expect(errors).toEqual([]);
});
