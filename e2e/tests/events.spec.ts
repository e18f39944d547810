import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_DOMAIN } from '../env.ts';
import {
  collectErrors,
  dismissToasts,
  expectNoHorizontalScroll,
  jsonOf,
  randomDomain,
  screenshot,
  scrollToStartApp,
  stringAt,
  toastWith,
  valueAt,
} from './helpers.ts';

interface DeceasedPerson {
  id: string;
  name: string;
  day: number;
  month: number;
}

async function signInAsDemoAdmin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Tên đăng nhập').fill('admin');
  await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

async function apiToken(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: DEMO_ADMIN_PASSWORD, domain: DEMO_DOMAIN },
  });
  expect(login.status(), await login.text()).toBe(200);
  return stringAt(await jsonOf(login), 'data', 'tokens', 'access', 'token');
}

/** Deceased persons of the demo clan with a lunar day of death (not 30, whose giỗ may move) and a name of their own. */
async function deceasedWithLunarDeath(page: Page, token: string): Promise<DeceasedPerson[]> {
  const response = await page.request.get(`/api/persons?domain=${DEMO_DOMAIN}&deceased=true&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows = valueAt(await jsonOf(response), 'data');
  if (!Array.isArray(rows)) throw new Error('persons: no data');
  const persons: DeceasedPerson[] = [];
  for (const row of rows) {
    const id = valueAt(row, 'id');
    const name = valueAt(row, 'name');
    const day = valueAt(row, 'death', 'lunar', 'day');
    const month = valueAt(row, 'death', 'lunar', 'month');
    if (
      typeof id !== 'string' ||
      typeof name !== 'string' ||
      typeof day !== 'number' ||
      typeof month !== 'number'
    )
      continue;
    if (day < 30) persons.push({ id, name, day, month });
  }
  return persons.filter((person) => persons.filter((other) => other.name === person.name).length === 1);
}

test('admin makes a giỗ from a person of the tree; visitors find it on the calendar on its solar and lunar day', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const token = await apiToken(page);
  const candidates = await deceasedWithLunarDeath(page, token);
  // Desktop and phone run at once against the demo clan: each takes a person of its own.
  const person = candidates[testInfo.project.name === 'phone' ? 1 : 0];
  if (!person) throw new Error('the demo tree has no deceased person with a lunar day of death');
  const slug = `gio-e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Giỗ ${person.name}`;

  await signInAsDemoAdmin(page);
  // The dashboard counts the giỗ ahead.
  await expect(page.getByRole('heading', { name: 'Ngày giỗ trong 30 ngày tới' })).toBeVisible();

  await page.goto('/admin/events/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Thêm sự kiện' })).toBeVisible();
  // The segmented control's radios are hidden behind their labels: tap the label, as a person would.
  await page
    .locator('label')
    .filter({ hasText: /^Âm lịch hằng năm$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Âm lịch hằng năm' })).toBeChecked();
  const picker = page.getByRole('combobox', { name: /Giỗ của ai/ });
  await picker.click();
  await picker.fill(person.name);
  await page
    .getByRole('option')
    .filter({ hasText: person.name })
    .filter({ hasText: `Giỗ ${person.day}/${person.month} âm lịch` })
    .first()
    .click();
  // The person's lunar day of death becomes the giỗ, and the title names them.
  await expect(page.getByRole('textbox', { name: /Tên sự kiện/ })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: /Ngày âm lịch/ })).toHaveValue(
    person.day <= 10 ? `Mùng ${person.day}` : String(person.day),
  );
  await expect(page.getByRole('combobox', { name: /Tháng âm lịch/ })).toHaveValue(
    new RegExp(`^Tháng ${person.month}( \\(|$)`),
  );
  await expect(page.getByTestId('lunar-preview')).toContainText('Lần tới:');
  await page.getByRole('textbox', { name: 'Đường dẫn' }).fill(slug);
  await page.getByRole('textbox', { name: 'Địa điểm' }).fill('Nhà thờ họ Nguyễn');
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'admin-event-form');

  await page.getByRole('button', { name: 'Tạo sự kiện' }).click();
  await expect(toastWith(page, 'Đã tạo sự kiện')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/update\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) ?? '';

  // When it falls, as the server worked it out.
  const saved = await jsonOf(
    await page.request.get(`/api/event?domain=${DEMO_DOMAIN}&id=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const nextDate = stringAt(saved, 'data', 'next', 'date');
  const lunarDay = valueAt(saved, 'data', 'next', 'lunar', 'day');
  const lunarMonth = valueAt(saved, 'data', 'next', 'lunar', 'month');
  expect(lunarDay).toBe(person.day);
  expect(lunarMonth).toBe(person.month);
  const [year, month, day] = nextDate.split('-');
  const solar = `${day}/${month}/${year}`;

  await page.goto('/admin/events');
  const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: slug });
  await expect(row).toContainText('Giỗ hằng năm');
  await expect(row).toContainText(solar);
  await expect(row).toContainText(`Âm lịch ${person.day}/${person.month}`);
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshot(page, testInfo, 'admin-events');

  // The public calendar of that month: the day shows its lunar date and a giỗ marker.
  await page.goto(`/events?month=${year}-${month}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Tháng ${Number(month)} năm ${year}` }),
  ).toBeVisible();
  const cell = page.getByRole('button', {
    name: new RegExp(`, ${solar}, âm lịch ngày ${person.day} tháng ${person.month} năm `),
  });
  await expect(cell).toBeVisible();
  await expect(cell.locator('[data-lunar]')).toHaveText(
    person.day === 1 ? `1/${person.month}` : String(person.day),
  );
  await expect(cell.locator('[data-marker="gio"]').first()).toBeAttached();
  await cell.click();
  const dayPanel = page.getByRole('region', { name: new RegExp(`${solar}$`) });
  await expect(dayPanel).toContainText(`ngày ${person.day} tháng ${person.month} năm`);
  const link = dayPanel.locator(`a[href="/events/${slug}.html"]`);
  await expect(link).toHaveText(title);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'events-calendar');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const when = page.getByRole('region', { name: 'Thời gian và địa điểm' });
  await expect(when).toContainText(solar);
  await expect(when).toContainText(`ngày ${person.day} tháng ${person.month} năm`);
  await expect(when).toContainText(person.name);
  await expect(when).toContainText('Nhà thờ họ Nguyễn');
  await expect(page.getByRole('region', { name: 'Những năm sau' }).getByRole('listitem')).toHaveCount(4);
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'event-page');

  // An address no event has says so.
  await page.goto('/events/khong-co-su-kien-nay.html');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy sự kiện' })).toBeVisible();

  // Leave the demo clan as it was.
  const removed = await page.request.delete(`/api/event/${id}?domain=${DEMO_DOMAIN}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('the calendar of the demo clan: today framed, months moved by the buttons, seeded events listed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sự kiện' })).toBeVisible();
  const today = page.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('list', { name: 'Sự kiện sắp tới' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'events-today');

  await page.getByRole('button', { name: 'Tháng sau' }).click();
  await expect(page).toHaveURL(/\/events\?month=\d{4}-\d{2}$/);
  await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hôm nay' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

  // Giỗ Tổ of the demo clan, from the upcoming list to its page.
  await page.goto('/events/gio-to.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Giỗ Tổ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thời gian và địa điểm' })).toContainText(
    'Hằng năm vào ngày 10 tháng 3 âm lịch',
  );
  expect(errors).toEqual([]);
});

test('a new clan’s home page: the upcoming events block, empty first, then with Tết and Giỗ Tổ', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const domain = randomDomain();
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Phạm Văn Trưởng',
      username: 'truongtoc',
      password: 'mat-khau-truong-toc',
      email: `truongtoc@${domain}.example.com`,
      domain,
      clanName: `Họ Phạm ${domain}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'truongtoc', password: 'mat-khau-truong-toc', domain },
  });
  const headers = {
    authorization: `Bearer ${stringAt(await jsonOf(login), 'data', 'tokens', 'access', 'token')}`,
  };
  const block = await page.request.post(`/api/section?domain=${domain}`, {
    headers,
    data: { type: 'upcomingEvents', title: 'Ngày lễ, ngày giỗ sắp tới', itemLimit: 3 },
  });
  expect(block.status(), await block.text()).toBe(201);
  await page.addInitScript((clan) => window.localStorage.setItem('gp_domain', clan), domain);

  await page.goto('/');
  // On localhost the server paints the demo clan; the app shows the clan the browser chose.
  await scrollToStartApp(page);
  const section = page.getByRole('region', { name: 'Ngày lễ, ngày giỗ sắp tới' });
  await expect(section).toContainText('Chưa có sự kiện sắp tới');
  await expect(section.getByRole('link', { name: 'Xem lịch sự kiện' })).toHaveAttribute('href', '/events');

  for (const template of ['tet', 'gioTo']) {
    const created = await page.request.post(`/api/event?domain=${domain}`, {
      headers,
      data: { title: template === 'tet' ? 'Tết Nguyên Đán' : 'Giỗ Tổ họ Phạm', template },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.reload();
  await scrollToStartApp(page);
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(section.getByRole('link', { name: 'Tết Nguyên Đán' })).toHaveAttribute(
    'href',
    '/events/tet-nguyen-dan.html',
  );
  await expect(section.getByText('Âm lịch 1/1').first()).toBeVisible();
  await expect(section.getByText(/Âm lịch 10\/3/).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'home-upcoming-events');
  expect(errors).toEqual([]);
});

test.describe('a day with a known lunar date', () => {
  test('Tết Đinh Mùi (06/02/2027) reads 1/1 on the calendar', async ({ page }) => {
    await page.goto('/events?month=2027-02');
    const tet = page.getByRole('button', {
      name: /^Thứ Bảy, 06\/02\/2027, âm lịch ngày 1 tháng 1 năm Đinh Mùi/,
    });
    await expect(tet.locator('[data-lunar]')).toHaveText('1/1');
    await expect(page.getByTestId('lunar-months')).toHaveText(
      'Âm lịch: Tháng 12 năm Bính Ngọ – tháng 1 năm Đinh Mùi',
    );
  });
});
