import { formatLifeDate, parseLifeDate } from '@giapha/genealogy';
import { expect, type Locator, type Page, test } from '@playwright/test';
// sharp sits at the workspace root (the server's image pipeline): a real photo, made here.
import sharp from 'sharp';
import { BASE_URL } from '../env.ts';
import {
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  jsonOf,
  screenshot,
  signInToNewClan,
  stringAt,
} from './helpers.ts';

const UPLOADED = /^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;
/** Approximate, and lunar beside the solar day: the GEDCOM export must keep both. */
const DEATH_TYPED = 'khoảng 12/4/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)';
const DEATH_PLACE = 'Đông Ngạc, Từ Liêm, Hà Nội';
const CEMETERY = 'Nghĩa trang làng Đông Ngạc';
const PLOT = 'Khu B, hàng 3, mộ số 12';
const SOURCE_TITLE = 'Gia phả họ Phạm chép tay năm Bảo Đại';
const QUOTE = 'Cụ mất khoảng tháng Ba năm Ất Dậu, giữa nạn đói.';

/** A photo of a grave: grey stone on green grass. */
function gravePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#5b8c3a"/><rect x="250" y="120" width="300" height="400" rx="40" fill="#9a9a9a"/>
    <rect x="310" y="200" width="180" height="160" fill="#6d6d6d"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The lines under the first `head` (`1 DEAT`, `1 BURI`) of a GEDCOM text, up to the next record or fact. */
function factLines(gedcom: string, head: string): string[] {
  const lines = gedcom.split(/\r?\n/);
  const start = lines.indexOf(head);
  expect(start, gedcom).toBeGreaterThanOrEqual(0);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^[01] /.test(line));
  return end === -1 ? rest : rest.slice(0, end);
}

/** The image has loaded (not a broken icon). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

/** Picks `file` through the button (a real file chooser, as a person would). */
async function pick(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test('admin records a death (approximate lunar date, place), a grave with its photo and a source; visitors see it; GEDCOM keeps it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const admin = { name: 'Phạm Văn Trưởng', username: 'truongtoc', password: 'mat-khau-truong-toc' };
  const domain = await signInToNewClan(page, admin);

  // Set-up over the API: a public tree with one deceased person.
  const login = await page.request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password, domain },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = {
    authorization: `Bearer ${stringAt(await jsonOf(login), 'data', 'tokens', 'access', 'token')}`,
  };
  const tree = await page.request.post(`/api/tree?domain=${domain}`, {
    headers,
    data: { name: 'Gia phả họ Phạm', isPublic: true },
  });
  expect(tree.status(), await tree.text()).toBe(201);
  const treeId = stringAt(await jsonOf(tree), 'data', '_id');
  // A person is on a tree through a family: the tree's first person comes with their own.
  const created = await page.request.post(`/api/tree/create-person-family?domain=${domain}`, {
    headers,
    data: { personData: { name: 'Phạm Văn Cẩn', sex: 'male', generation: 1, deceased: true }, treeId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const personId = stringAt(await jsonOf(created), 'data', 'person', 'id');

  // 1. The death: one date field read as approximate and lunar; the place made on the fly.
  const editPath = `/admin/persons/update/${personId}`;
  await page.goto(editPath);
  const death = page.getByRole('textbox', { name: 'Ngày mất' });
  await death.fill(DEATH_TYPED);
  await death.blur();
  const deathPlace = page.getByRole('combobox', { name: 'Nơi mất' });
  await deathPlace.fill(DEATH_PLACE);
  await page.getByRole('option', { name: `Thêm địa danh "${DEATH_PLACE}"` }).click();
  await expect(deathPlace).toHaveValue(DEATH_PLACE);
  await screenshot(page, testInfo, 'person-record-death');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page).toHaveURL(/\/admin\/persons$/);
  await dismissToasts(page);

  // 2. A grave with a photo uploaded, its cemetery, plot and point.
  await page.goto(editPath);
  await expect(page.getByRole('combobox', { name: 'Nơi mất' })).toHaveValue(DEATH_PLACE);
  await page.getByRole('button', { name: 'Thêm mộ phần' }).click();
  const graveForm = page.getByRole('form', { name: 'Thêm mộ phần' });
  await graveForm.getByRole('textbox', { name: 'Nghĩa trang hoặc nơi an táng' }).fill(CEMETERY);
  await graveForm.getByRole('textbox', { name: 'Vị trí mộ' }).fill(PLOT);
  await graveForm.getByRole('textbox', { name: 'Vĩ độ' }).fill('21.0876');
  await graveForm.getByRole('textbox', { name: 'Kinh độ' }).fill('105.7812');
  await graveForm.getByRole('button', { name: 'Thêm ảnh' }).click();
  const photoField = graveForm.getByRole('group', { name: 'Ảnh 1' });
  await pick(page, photoField.getByRole('button', { name: 'Tải ảnh lên' }), {
    name: 'mo-cu-can.jpg',
    mimeType: 'image/jpeg',
    buffer: await gravePhoto(),
  });
  await expect(photoField.getByRole('textbox', { name: 'Ảnh 1' })).toHaveValue(UPLOADED, { timeout: 30_000 });
  await expectLoaded(photoField.getByRole('img', { name: 'Ảnh 1 xem trước' }));
  await screenshot(page, testInfo, 'person-record-grave-form');
  await graveForm.getByRole('button', { name: 'Thêm mộ phần' }).click();
  await expect(graveForm).toBeHidden();
  await expect(page.getByRole('article', { name: CEMETERY })).toContainText(PLOT);

  // 3. A source made on the spot, cited for the death with its page and words.
  await page.getByRole('button', { name: 'Thêm trích dẫn' }).click();
  const citationForm = page.getByRole('form', { name: 'Thêm trích dẫn' });
  await citationForm.getByRole('combobox', { name: 'Điều được trích dẫn' }).click();
  // The modal's overlay sits over the list in Playwright's eyes; the option takes a plain click event.
  await page.getByRole('option', { name: 'Ngày mất', exact: true }).dispatchEvent('click');
  await expect(citationForm.getByRole('combobox', { name: 'Điều được trích dẫn' })).toHaveValue('Ngày mất');
  await citationForm.getByRole('button', { name: 'Thêm nguồn mới' }).click();
  await citationForm.getByRole('textbox', { name: 'Tên nguồn' }).fill(SOURCE_TITLE);
  await citationForm.getByRole('button', { name: 'Lưu nguồn mới' }).click();
  await expect(citationForm.getByRole('combobox', { name: 'Nguồn tư liệu' })).toHaveValue(SOURCE_TITLE);
  await citationForm.getByRole('textbox', { name: 'Hoặc ghi số trang' }).fill('tờ 12');
  await citationForm.getByRole('textbox', { name: 'Trích nguyên văn' }).fill(QUOTE);
  await citationForm.getByRole('button', { name: 'Thêm trích dẫn' }).click();
  await expect(citationForm).toBeHidden();
  const evidence = page.getByRole('region', { name: 'Nguồn và trích dẫn' });
  await expect(evidence).toContainText(SOURCE_TITLE);
  await expect(evidence).toContainText(QUOTE);
  await dismissToasts(page);
  await screenshot(page, testInfo, 'person-record-admin');

  // 4. A visitor (signed out, on a phone's width) sees the whole record.
  const visitor = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'vi-VN',
    viewport: { width: 360, height: 740 },
  });
  const visitorPage = await visitor.newPage();
  const visitorErrors = collectErrors(visitorPage);
  await visitorPage.goto(`/persons/${personId}?domain=${domain}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Phạm Văn Cẩn' })).toBeVisible();
  const written = formatLifeDate(parseLifeDate(DEATH_TYPED).date);
  expect(written).toContain('khoảng');
  expect(written).toContain('âm lịch');
  // Both in the facts and on the timeline.
  await expect(visitorPage.getByText(written, { exact: true }).first()).toBeVisible();
  await expect(visitorPage.getByText(DEATH_PLACE).first()).toBeVisible();
  const grave = visitorPage.getByRole('article', { name: CEMETERY }).first();
  await expect(grave).toContainText(PLOT);
  await expect(grave.getByRole('link', { name: 'Mở bản đồ' })).toHaveAttribute(
    'href',
    /^geo:21\.0876,105\.7812/,
  );
  await expectLoaded(grave.getByRole('img').first());
  const sources = visitorPage.getByRole('region', { name: 'Nguồn tư liệu' });
  await expect(sources).toContainText(SOURCE_TITLE);
  await expect(sources).toContainText(QUOTE);
  await expectNoHorizontalScroll(visitorPage);
  await screenshot(visitorPage, testInfo, 'person-record-public');
  expect(visitorErrors).toEqual([]);
  await visitor.close();

  // 5. The tree's GEDCOM: the death qualified (ABT) with its lunar day, its place and its source.
  const gedcom = await page.request.get(`/api/tree/${treeId}/gedcom?domain=${domain}`, { headers });
  expect(gedcom.status(), await gedcom.text()).toBe(200);
  const text = await gedcom.text();
  const deathLines = factLines(text, '1 DEAT');
  expect(deathLines).toContain('2 DATE ABT 12 APR 1945');
  expect(deathLines).toContain('2 NOTE Âm lịch: khoảng ngày 1 tháng 3 năm Ất Dậu 1945');
  expect(deathLines).toContain(`2 PLAC ${DEATH_PLACE}`);
  expect(deathLines.join('\n')).toMatch(
    /^2 SOUR @S\d+@\n3 PAGE tờ 12\n3 DATA\n4 TEXT Cụ mất khoảng tháng Ba năm Ất Dậu, giữa nạn đói\.$/m,
  );
  expect(text).toMatch(/\n0 @S\d+@ SOUR\n1 TITL Gia phả họ Phạm chép tay năm Bảo Đại\n/);
  // The grave: a BURI at its cemetery (it has no place) with its point, cemetery and plot, and photo.
  const graveLines = factLines(text, '1 BURI');
  expect(graveLines.slice(0, 5)).toEqual([
    `2 PLAC ${CEMETERY}`,
    '3 MAP',
    '4 LATI N21.0876',
    '4 LONG E105.7812',
    `2 NOTE Nghĩa trang: ${CEMETERY}; Vị trí: ${PLOT}`,
  ]);
  expect(graveLines[5]).toBe('2 OBJE');
  expect(graveLines[6]).toMatch(/^3 FILE \/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
  expect(graveLines.slice(7)).toEqual([
    '4 FORM webp',
    '2 _GRAVE',
    `3 _CEMETERY ${CEMETERY}`,
    `3 _PLOT ${PLOT}`,
  ]);

  expect(errors).toEqual([]);
});
