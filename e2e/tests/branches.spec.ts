import { expect, test } from '@playwright/test';
import {
  accessTokenOf,
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

// Branches (chi) and their heads (issue 24): an admin makes a branch from a person of the tree and
// appoints a member as its head; the clan site shows the branch with its head and its persons.

const PASSWORD = 'mat-khau-an-toan';

test('an admin makes a branch and appoints a head; the clan site shows the branch', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 850 });
  const errors = collectErrors(page);
  const domain = randomDomain();
  const api = page.request;
  const q = `?domain=${domain}`;
  const reg = await api.post('/api/auth/register', {
    data: {
      name: 'Phạm Văn Trưởng',
      username: 'phamtruong',
      password: PASSWORD,
      email: `a@${domain}.example.com`,
      domain,
      clanName: `Họ Phạm — ${domain}`,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const admin = await accessTokenOf(api, { domain, username: 'phamtruong', password: PASSWORD });

  const tree = stringAt(
    await postAs(api, `/api/tree${q}`, admin, { name: 'Cây họ Phạm', isPublic: true }),
    'data',
    '_id',
  );
  const root = await postAs(api, `/api/tree/create-person-family${q}`, admin, {
    treeId: tree,
    personData: { name: 'Phạm Văn Tổ', sex: 'male', generation: 1 },
  });
  const rootId = stringAt(root, 'data', 'person', 'id');
  const addChild = async (fatherId: string, name: string, generation: number, extra: object = {}) =>
    stringAt(
      await postAs(api, `/api/family/add-child${q}`, admin, {
        treeId: tree,
        fatherId,
        child: { name, sex: 'male', generation, ...extra },
      }),
      'data',
      'child',
      'id',
    );
  const hai = await addChild(rootId, 'Phạm Văn Hai', 2, {
    deceased: true,
    death: { solar: null, lunar: { day: 10, month: 3, year: 1990, leap: false } },
  });
  await addChild(rootId, 'Phạm Văn Ba', 2);
  await addChild(hai, 'Phạm Văn Bốn', 3);
  await postAs(api, `/api/family/add-spouse${q}`, admin, {
    treeId: tree,
    personId: hai,
    spouse: { name: 'Lê Thị Dâu', sex: 'female' },
  });

  // A member who will head the branch.
  const member = await api.post(`/api/auth/register-member${q}`, {
    data: {
      name: 'Phạm Văn Khánh',
      username: 'phamkhanh',
      email: `k@${domain}.example.com`,
      password: PASSWORD,
    },
  });
  expect(member.status()).toBe(201);
  const memberId = stringAt(await jsonOf(member), 'data', 'user', 'id');
  const approved = await api.patch(`/api/user/${memberId}/approve${q}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status()).toBe(200);

  // The admin makes the branch from a person of the tree.
  await signInWithCookies(page, context, { username: 'phamtruong', password: PASSWORD, domain });
  await page.goto('/admin/branches');
  await expect(page.getByText('Chưa có chi nào')).toBeVisible();
  await page.getByRole('button', { name: 'Thêm chi' }).first().click();
  const form = page.getByRole('form', { name: 'Thêm chi' });
  await form.getByRole('combobox', { name: 'Cây gia phả' }).click();
  // The modal may still be sliding in on a phone; the option is chosen as person-record.spec does.
  await page.getByRole('option', { name: 'Cây họ Phạm' }).dispatchEvent('click');
  const picker = form.getByRole('textbox', { name: 'Người đứng đầu chi' });
  await picker.click();
  await picker.pressSequentially('pham van hai');
  await page.getByRole('option', { name: 'Phạm Văn Hai' }).dispatchEvent('click');
  await form.getByRole('textbox', { name: 'Giới thiệu' }).fill('Ngành con thứ hai của cụ Tổ.');
  await screenshot(page, testInfo, 'admin-branch-create');
  await form.getByRole('button', { name: 'Thêm chi' }).click();
  await expect(page.getByText('Đã tạo chi').first()).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Chi Phạm Văn Hai' });
  await expect(card).toContainText('3 người');

  // …and appoints the member as its head.
  await card.getByRole('button', { name: 'Trưởng chi và biên tập viên' }).click();
  const keepers = page.getByRole('form', { name: 'Người quản lý Chi Phạm Văn Hai' });
  await keepers.getByRole('button', { name: 'Thêm người quản lý' }).click();
  await keepers.getByRole('combobox', { name: 'Thành viên 1' }).click();
  await page.getByRole('option', { name: /Phạm Văn Khánh/ }).dispatchEvent('click');
  await screenshot(page, testInfo, 'admin-branch-keepers');
  await keepers.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu trưởng chi và biên tập viên').first()).toBeVisible();
  await expect(card).toContainText('Trưởng chi: Phạm Văn Khánh');
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-branches');

  // A visitor finds the branch on /branch and opens its page.
  await context.clearCookies();
  await page.goto('/branch');
  const list = page.getByRole('region', { name: 'Các chi và trưởng chi' });
  await expect(list).toContainText('Phạm Văn Khánh');
  await list.getByRole('link', { name: 'Chi Phạm Văn Hai', exact: true }).click();
  await expect(page).toHaveURL(/\/branch\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chi Phạm Văn Hai' })).toBeVisible();
  await expect(page.getByText('Trưởng chi: Phạm Văn Khánh')).toBeVisible();
  const persons = page.getByRole('region', { name: /Người trong chi/ });
  await expect(persons.getByRole('link')).toHaveCount(3);
  for (const name of ['Phạm Văn Hai', 'Lê Thị Dâu', 'Phạm Văn Bốn']) {
    await expect(persons.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await persons.getByRole('textbox', { name: 'Tìm người trong chi' }).fill('bon');
  await expect(persons.getByRole('link')).toHaveText(['Phạm Văn Bốn']);
  await expect(page.getByRole('region', { name: 'Ngày giỗ sắp tới' })).toContainText('Phạm Văn Hai');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'public-branch');
  await page.getByRole('link', { name: 'Xem trên cây gia phả' }).click();
  await expect(page).toHaveURL(/\/family-tree\?id=.*&focus=/);
  expect(errors).toEqual([]);
});
