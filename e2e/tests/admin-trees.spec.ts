import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD } from '../env.ts';
import { collectErrors, dismissToasts, expectNoHorizontalScroll, screenshot, toastWith } from './helpers.ts';

/** The seeded demo clan's tree: 300 persons over 12 generations, public. */
const DEMO_TREE = 'Gia phả họ Nguyễn — Làng Demo';

async function signInAsDemoAdmin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Tên đăng nhập').fill('admin');
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** The row of the tree of that name (a split tree's description names its source too). */
function treeRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Both projects (desktop, phone) run at once against the same demo clan: names of their own. */
function uniqueName(testInfo: TestInfo, prefix: string): string {
  return `${prefix} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

test('admin trees: the demo tree counted, then a tree created, made public and deleted', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await signInAsDemoAdmin(page);

  await page.goto('/admin/trees');
  await expect(page.getByRole('heading', { name: 'Cây gia phả', exact: true })).toBeVisible();
  const demoRow = treeRow(page, DEMO_TREE);
  // 300 as seeded; the editor's journey may have added a few persons since.
  await expect(demoRow).toContainText(/3\d\d người/);
  await expect(demoRow).toContainText('Công khai');
  await expect(demoRow).toContainText('Cây gốc');
  await expect(rowWith(page, 'Cây tách').first()).toContainText(`Tách từ “${DEMO_TREE}”`);
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshot(page, testInfo, 'admin-trees');

  // Create: the name is required, then the editor is offered.
  const treeName = uniqueName(testInfo, 'Cây thử');
  await page.getByRole('button', { name: 'Tạo cây gia phả' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Tạo cây gia phả' });
  await createDialog.getByRole('button', { name: 'Tạo cây gia phả' }).click();
  await expect(createDialog.getByText('Vui lòng nhập tên cây gia phả')).toBeVisible();
  await createDialog.getByRole('textbox', { name: /Tên cây gia phả/ }).fill(treeName);
  await createDialog.getByRole('textbox', { name: /Mô tả/ }).fill('Cây tạo bởi kiểm thử tự động.');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-trees-create');
  await createDialog.getByRole('button', { name: 'Tạo cây gia phả' }).click();
  await expect(toastWith(page, 'Đã tạo cây gia phả')).toBeVisible();
  const offer = page.getByRole('dialog', { name: 'Đã tạo cây gia phả' });
  await expect(offer).toContainText(treeName);
  await offer.getByRole('button', { name: 'Để sau' }).click();
  const newRow = treeRow(page, treeName);
  await expect(newRow).toContainText('Riêng tư');

  // Made public from its menu.
  await page.getByRole('button', { name: `Thao tác với ${treeName}` }).click();
  await page.getByRole('menuitem', { name: 'Công khai' }).click();
  await expect(toastWith(page, 'Đã cập nhật cây gia phả')).toBeVisible();
  await expect(newRow).toContainText('Công khai');

  // Deleted after a confirmation that names it.
  await page.getByRole('button', { name: `Thao tác với ${treeName}` }).click();
  await page.getByRole('menuitem', { name: 'Xóa' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Xóa cây gia phả' });
  await expect(deleteDialog).toContainText(treeName);
  await expect(deleteDialog).toContainText('không thể hoàn tác');
  await dismissToasts(page);
  await screenshot(page, testInfo, 'admin-trees-delete-confirm');
  await deleteDialog.getByRole('button', { name: 'Xóa cây gia phả' }).click();
  await expect(toastWith(page, 'Đã xóa cây gia phả')).toBeVisible();
  await expect(newRow).toHaveCount(0);
  // 300 as seeded; the editor's journey may have added a few persons since.
  await expect(demoRow).toContainText(/3\d\d người/);

  expect(errors).toEqual([]);
});

test('admin persons: search without diacritics, open a person, change the biography and save', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await signInAsDemoAdmin(page);

  await page.goto('/admin/persons');
  await expect(page.getByRole('heading', { name: 'Người trong gia phả' })).toBeVisible();
  await expect(page.getByText(/Hiển thị 1–20 trên tổng \d+/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Tìm người trong gia phả' }).fill('nguyen van');
  await expect(page).toHaveURL(/\/admin\/persons\?q=nguyen\+van$/);
  await expect(page.getByText(/^Tìm thấy \d+ người$/)).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Nguyễn Văn');
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshot(page, testInfo, 'admin-persons');

  // The two projects edit different persons, so neither meets the other's version.
  const row = rows.nth(testInfo.project.name === 'phone' ? 1 : 0);
  const name = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  expect(name).toContain('Nguyễn Văn');
  await row.getByRole('button', { name: `Thao tác với ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sửa' }).click();
  await expect(page).toHaveURL(/\/admin\/persons\/update\/[0-9a-f-]+$/);
  const editUrl = page.url();
  await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue(name);
  await expect(page.getByText('Chỉ thành viên dòng họ xem được')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-person-update');

  const biography = uniqueName(testInfo, 'Tiểu sử do kiểm thử tự động viết:');
  await page.getByRole('textbox', { name: 'Tiểu sử' }).fill(biography);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toastWith(page, 'Đã cập nhật thông tin')).toBeVisible();
  // Back to the list as it was left: the same search.
  await expect(page).toHaveURL(/\/admin\/persons\?q=nguyen\+van$/);

  // Saved for real: the edit page shows the new biography.
  await page.goto(editUrl);
  await expect(page.getByRole('textbox', { name: 'Tiểu sử' })).toHaveValue(biography);

  expect(errors).toEqual([]);
});
