import { expect, type Page, test } from '@playwright/test';
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
  toastWith,
  valueAt,
} from './helpers.ts';

// A branch keeper (issue 24): an admin appoints a member head of Minh's branch; in the tree editor the
// member edits a person inside it, sees a person outside read-only, and the server refuses a direct write
// outside the branch.

const PASSWORD = 'mat-khau-an-toan';

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The person panel: a column beside the canvas on a wide screen, a bottom sheet on a phone. */
function panel(page: Page, name: 'Thông tin' | 'Sửa thông tin' = 'Thông tin') {
  return page.getByRole('complementary', { name }).or(page.getByRole('dialog', { name }));
}

async function select(page: Page, typed: string, name: string) {
  await page.getByRole('textbox', { name: 'Tìm người trong cây' }).fill(typed);
  await page.getByRole('listbox', { name: 'Kết quả tìm kiếm' }).getByRole('option', { name }).first().click();
  await expect(panel(page).getByRole('heading', { name })).toBeVisible();
}

test('a branch keeper edits inside their branch, sees the rest read-only, and is refused outside', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const domain = randomDomain();
  const api = page.request;
  const q = `?domain=${domain}`;
  const registered = await api.post('/api/auth/register', {
    data: {
      name: 'Trần Văn Trưởng',
      username: 'truongtoc',
      password: PASSWORD,
      email: `a@${domain}.example.com`,
      domain,
      clanName: `Họ Trần — ${domain}`,
    },
  });
  expect(registered.status()).toBe(201);
  const admin = await accessTokenOf(api, { domain, username: 'truongtoc', password: PASSWORD });

  // Tổ → Minh (the branch's root) → Hùng; Minh's brother Mạnh is outside the branch.
  const tree = stringAt(await postAs(api, `/api/tree${q}`, admin, { name: 'Cây họ Trần' }), 'data', '_id');
  const root = await postAs(api, `/api/tree/create-person-family${q}`, admin, {
    treeId: tree,
    personData: { name: 'Trần Văn Tổ', sex: 'male', generation: 1 },
  });
  const rootId = stringAt(root, 'data', 'person', 'id');
  const child = async (fatherId: string, name: string) =>
    stringAt(
      await postAs(api, `/api/family/add-child${q}`, admin, {
        treeId: tree,
        fatherId,
        child: { name, sex: 'male' },
      }),
      'data',
      'child',
      'id',
    );
  const minh = await child(rootId, 'Trần Văn Minh');
  const manh = await child(rootId, 'Trần Văn Mạnh');
  const hung = await child(minh, 'Trần Văn Hùng');

  // A member, approved, appointed head of Minh's branch.
  const member = await api.post(`/api/auth/register-member${q}`, {
    data: {
      name: 'Trần Văn Chi',
      username: 'truongchi',
      email: `chi@${domain}.example.com`,
      password: PASSWORD,
    },
  });
  expect(member.status(), await member.text()).toBe(201);
  const pending = await api.get(`/api/users/pending${q}&limit=10`, { headers: auth(admin) });
  const users = valueAt(await jsonOf(pending), 'data') as { id: string; username: string }[];
  const keeperId = users.find((u) => u.username === 'truongchi')?.id ?? '';
  const approved = await api.patch(`/api/user/${keeperId}/approve${q}`, { headers: auth(admin) });
  expect(approved.status()).toBe(200);
  await branchWithHead(
    api,
    domain,
    admin,
    { treeId: tree, rootPersonId: minh, name: 'Chi ông Minh' },
    keeperId,
  );

  // The keeper opens the tree editor and edits Hùng, inside the branch.
  const keeper = await signInWithCookies(page, context, {
    username: 'truongchi',
    password: PASSWORD,
    domain,
  });
  await page.goto(`/tree/${tree}`);
  await expect(page.getByRole('heading', { name: 'Cây họ Trần', level: 1 })).toBeVisible();
  await select(page, 'tran van hung', 'Trần Văn Hùng');
  await panel(page).getByRole('button', { name: 'Sửa thông tin' }).click();
  const form = panel(page, 'Sửa thông tin');
  await form.getByRole('textbox', { name: /Họ và tên/ }).fill('Trần Văn Hùng Anh');
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toastWith(page, 'Đã cập nhật thông tin').first()).toBeVisible();
  const saved = await api.get(`/api/person${q}&id=${hung}`, { headers: auth(admin) });
  expect(stringAt(await jsonOf(saved), 'data', 'name')).toBe('Trần Văn Hùng Anh');
  await dismissToasts(page);

  // Mạnh, outside the branch: read-only, with the reason.
  await select(page, 'tran van manh', 'Trần Văn Mạnh');
  await expect(panel(page).getByText(/Ngoài chi bạn quản lý/)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Sửa thông tin' })).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Xóa khỏi gia phả' })).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'branch-editor-outside');

  // The server refuses the same edit asked directly, as the page's API would send it.
  const refused = await page.evaluate(
    async ({ url, token }) => {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Không được sửa' }),
      });
      return { status: response.status, body: await response.json() };
    },
    { url: `/api/person${q}&id=${manh}`, token: keeper },
  );
  expect(refused).toEqual({
    status: 403,
    body: { success: false, message: 'Người này không thuộc chi bạn được giao quản lý' },
  });
  // …and the admins' pages stay closed.
  await page.goto('/admin/trees');
  await expect(page).toHaveURL(/\/$/);
  expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
});
