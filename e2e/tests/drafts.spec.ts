import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  screenshot,
  signInToNewClan,
  toastWith,
} from './helpers.ts';

const KEEPER = { name: 'Phạm Văn Giữ', username: 'giugiapha', password: 'mat-khau-giu-gia-pha' };

/** A small GEDCOM 5.5.1 export as another genealogy program writes it: CRLF, surnames first. */
const GEDCOM = [
  '0 HEAD',
  '1 SOUR GRAMPS',
  '1 GEDC',
  '2 VERS 5.5.1',
  '2 FORM LINEAGE-LINKED',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME /Phạm/ Văn Tổ',
  '1 SEX M',
  '1 BIRT',
  '2 DATE ABT 1820',
  '1 DEAT',
  '2 DATE INT 1890 (âm lịch: ngày 12 tháng 3)',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  '1 NAME /Trần/ Thị Hiền',
  '1 SEX F',
  '1 FAMS @F1@',
  '0 @I3@ INDI',
  '1 NAME /Phạm/ Văn Bình',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 3 APR 1850',
  '1 FAMC @F1@',
  '0 @I4@ INDI',
  '1 NAME /Phạm/ Thị Duyên',
  '1 SEX F',
  '1 FAMC @F1@',
  '2 PEDI adopted',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '1 CHIL @I4@',
  '0 TRLR',
  '',
].join('\r\n');

test('an admin imports a GEDCOM file, checks the draft and publishes it as a tree', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await signInToNewClan(page, KEEPER);

  await page.goto('/admin/ai-trees');
  await page.getByRole('button', { name: 'Tạo cây nháp' }).first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ho-pham.ged', mimeType: 'text/plain', buffer: Buffer.from(GEDCOM, 'utf8') });
  await page.getByRole('button', { name: 'Nhập tệp' }).click();
  await expect(toastWith(page, 'Đã tạo cây gia phả nháp')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ai-trees\/preview\//);
  await dismissToasts(page);

  // The draft, generation by generation, with the lunar giỗ and the adopted daughter.
  await expect(page.getByText('Phạm Văn Tổ').first()).toBeVisible();
  await expect(page.getByText('Phạm Văn Bình').first()).toBeVisible();
  await expect(page.getByText('Phạm Thị Duyên').first()).toBeVisible();
  await expect(page.getByText(/giỗ 12\/3 âm lịch/).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'draft-preview');

  await page.getByRole('button', { name: 'Xuất bản' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Tên cây gia phả/ }).fill('Gia phả họ Phạm');
  await dialog.getByRole('button', { name: 'Xuất bản' }).click();
  await expect(dialog.getByText('Đã xuất bản cây gia phả')).toBeVisible();
  await dialog.getByRole('link', { name: 'Mở cây gia phả' }).click();
  await expect(page).toHaveURL(/\/tree\//);
  await expect(page.getByText('Phạm Văn Bình').first()).toBeVisible();
  expect(errors).toEqual([]);
});

/** The side panel of the draft editor: a column beside the canvas on a wide screen, a bottom sheet on a phone. */
function editPanel(page: Page) {
  return page
    .getByRole('complementary', { name: 'Sửa thông tin' })
    .or(page.getByRole('dialog', { name: 'Sửa thông tin' }));
}

test('an admin fixes a name on the draft canvas, moves a card, publishes, and exports the tree as GEDCOM', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  await signInToNewClan(page, { ...KEEPER, username: 'giugiapha2' });

  await page.goto('/admin/ai-trees');
  await page.getByRole('button', { name: 'Tạo cây nháp' }).first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ho-pham.ged', mimeType: 'text/plain', buffer: Buffer.from(GEDCOM, 'utf8') });
  await page.getByRole('button', { name: 'Nhập tệp' }).click();
  await expect(toastWith(page, 'Đã tạo cây gia phả nháp')).toBeVisible();
  // Lazy pages take seconds to arrive on a busy machine.
  await expect(page).toHaveURL(/\/admin\/ai-trees\/preview\//, { timeout: 15_000 });
  await dismissToasts(page);

  await page.getByRole('link', { name: 'Sửa trên sơ đồ' }).click();
  await expect(page).toHaveURL(/\/admin\/ai-trees\/edit\//);
  const canvas = page.getByTestId('tree-canvas');
  const card = (name: string) => canvas.locator(`.react-flow__node[aria-label="${name}"]`);
  await expect(card('Phạm Văn Tổ')).toBeVisible({ timeout: 15_000 });
  await expect(card('Phạm Thị Duyên')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'draft-edit');

  // A card dragged aside is saved in one PUT of positions after the drag.
  const box = await card('Phạm Thị Duyên').boundingBox();
  if (!box) throw new Error('the card has no box');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/positions') && r.request().method() === 'PUT' && r.status() === 200,
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  const positions = (await (await saved).request().postDataJSON()) as { positions: { id: string }[] };
  expect(positions.positions).toHaveLength(1);

  // Fix a name: tap the card, edit in the panel, save.
  await card('Phạm Văn Bình').click();
  const panel = editPanel(page);
  await expect(panel.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Phạm Văn Bình');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'draft-edit-person');
  await panel.getByRole('textbox', { name: 'Họ và tên' }).fill('Phạm Văn Bình An');
  await panel.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toastWith(page, 'Đã lưu cây gia phả nháp')).toBeVisible();
  await expect(card('Phạm Văn Bình An')).toBeVisible();
  await dismissToasts(page);
  await panel.getByRole('button', { name: 'Đóng' }).click();

  // Publish from the editor and find the fixed name in the tree.
  await page.getByRole('button', { name: 'Xuất bản' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xuất bản cây gia phả' });
  await dialog.getByRole('textbox', { name: /Tên cây gia phả/ }).fill('Gia phả họ Phạm');
  await dialog.getByRole('button', { name: 'Xuất bản' }).click();
  await expect(dialog.getByText('Đã xuất bản cây gia phả')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('link', { name: 'Mở cây gia phả' }).click();
  await expect(page).toHaveURL(/\/tree\//, { timeout: 15_000 });
  await expect(
    page.getByTestId('tree-canvas').locator('.react-flow__node[aria-label="Phạm Văn Bình An"]'),
  ).toBeVisible({ timeout: 15_000 });

  // "Xuất GEDCOM" downloads the tree with the signed-in admin's token.
  await page.getByRole('button', { name: 'Thêm thao tác' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Xuất GEDCOM', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('gia-pha-ho-pham.ged');
  const gedcom = await readFile(await file.path(), 'utf8');
  expect(gedcom.startsWith('0 HEAD')).toBe(true);
  expect(gedcom).toContain('1 NAME /Phạm/ Văn Bình An');
  expect(gedcom).toContain('0 TRLR');
  expect(errors).toEqual([]);
});
