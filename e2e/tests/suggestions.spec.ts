import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  accessTokenOf,
  branchWithHead,
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  jsonOf,
  postAs,
  randomDomain,
  screenshot,
  signInWithCookies,
  stringAt,
} from './helpers.ts';

// Members' suggestions (issue 24): a member proposes a correction on a person's page, the head of the
// branch the person is in (trưởng chi, not an admin) approves it in the review queue, and the person's
// page shows the new value.

const PASSWORD = 'mat-khau-an-toan';

/** A member registered and approved by the admin; their id. */
async function approvedMember(
  api: APIRequestContext,
  domain: string,
  admin: string,
  name: string,
  username: string,
) {
  const q = `?domain=${domain}`;
  const member = await api.post(`/api/auth/register-member${q}`, {
    data: { name, username, email: `${username}@${domain}.example.com`, password: PASSWORD },
  });
  expect(member.status(), await member.text()).toBe(201);
  const memberId = stringAt(await jsonOf(member), 'data', 'user', 'id');
  const approved = await api.patch(`/api/user/${memberId}/approve${q}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status()).toBe(200);
  return memberId;
}

async function signIn(page: Page, context: BrowserContext, domain: string, username: string) {
  await signInWithCookies(page, context, { username, password: PASSWORD, domain });
}

test('a member proposes a correction, the branch head approves it, the person page shows it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 850 });
  const errors = collectErrors(page);
  const domain = randomDomain();
  const api = page.request;
  const q = `?domain=${domain}`;
  const reg = await api.post('/api/auth/register', {
    data: {
      name: 'Phan Văn Trưởng',
      username: 'truongtoc',
      password: PASSWORD,
      email: `a@${domain}.example.com`,
      domain,
      clanName: `Họ Phan — ${domain}`,
    },
  });
  expect(reg.status()).toBe(201);
  const admin = await accessTokenOf(api, { domain, username: 'truongtoc', password: PASSWORD });
  const tree = stringAt(
    await postAs(api, `/api/tree${q}`, admin, { name: 'Cây họ Phan', isPublic: true }),
    'data',
    '_id',
  );
  const root = await postAs(api, `/api/tree/create-person-family${q}`, admin, {
    treeId: tree,
    personData: { name: 'Phan Văn Tổ', sex: 'male', generation: 1 },
  });
  const rootId = stringAt(root, 'data', 'person', 'id');
  const child = await postAs(api, `/api/family/add-child${q}`, admin, {
    treeId: tree,
    fatherId: rootId,
    child: { name: 'Phan Văn Chép Sai', sex: 'male', generation: 2 },
  });
  const personId = stringAt(child, 'data', 'child', 'id');
  await approvedMember(api, domain, admin, 'Phan Thị Góp', 'phanthigop');
  // The founder's branch, headed by a member who is not an admin.
  const headId = await approvedMember(api, domain, admin, 'Phan Văn Hai', 'phanvanhai');
  await branchWithHead(api, domain, admin, { treeId: tree, rootPersonId: rootId, name: 'Chi cụ Tổ' }, headId);

  // The member proposes the right name on the person's page.
  await signIn(page, context, domain, 'phanthigop');
  await page.goto(`/persons/${personId}${q}`);
  await expect(page.getByRole('heading', { name: 'Phan Văn Chép Sai' })).toBeVisible();
  await page.getByRole('button', { name: 'Đề xuất chỉnh sửa' }).click();
  await page.getByRole('menuitem', { name: 'Sửa thông tin' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Họ và tên/ }).fill('Phan Văn Chép Đúng');
  await dialog.getByRole('textbox', { name: /Ghi chú cho người duyệt/ }).fill('Theo sổ gia phả năm 1920');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'suggest-edit-form');
  await dialog.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await expect(page.getByText('Đã gửi đề xuất, chờ duyệt').first()).toBeVisible();
  await dismissToasts(page);
  await page.goto('/settings/suggestions');
  await expect(page.getByRole('article').getByText('Chờ duyệt', { exact: true })).toBeVisible();
  await expect(page.getByText('Phan Văn Chép Đúng')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'my-suggestions');

  // The branch head approves it in the queue, with the diff side by side.
  await context.clearCookies();
  await signIn(page, context, domain, 'phanvanhai');
  await page.goto('/settings/suggestions/review');
  const card = page.getByRole('article', { name: /Sửa thông tin: Phan Văn Chép Sai/ });
  await expect(card.getByRole('table', { name: 'So sánh đề xuất' })).toContainText('Phan Văn Chép Đúng');
  await expect(card.getByText('Theo sổ gia phả năm 1920')).toBeVisible();
  await screenshot(page, testInfo, 'review-queue');
  await card.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(page.getByText('Đã duyệt đề xuất').first()).toBeVisible();

  await page.goto(`/persons/${personId}${q}`);
  await expect(page.getByRole('heading', { name: 'Phan Văn Chép Đúng' })).toBeVisible();
  expect(errors).toEqual([]);
});
