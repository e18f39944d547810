import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { addSolarDays, formatIsoDay, solarToLunar, vietnamToday } from '@giapha/genealogy';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { outboxDir } from '../env.ts';
import {
  collectErrors,
  expectNoHorizontalScroll,
  jsonOf,
  randomDomain,
  screenshot,
  signInWithCookies,
  stringAt,
  toastWith,
  valueAt,
} from './helpers.ts';

const PASSWORD = 'mat-khau-an-toan';

async function call(
  api: APIRequestContext,
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  token: string,
  data?: object,
) {
  const response = await api.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return jsonOf(response);
}

/** A day about three weeks ahead whose lunar date is a plain one (not a leap month, not day 30). */
function comingGio() {
  let day = addSolarDays(vietnamToday(), 20);
  for (;;) {
    const lunar = solarToLunar(day);
    if (!lunar.leap && lunar.day < 30) return { day, lunar };
    day = addSolarDays(day, 1);
  }
}

/** The text part of the newest reminder mail to `to` (nodemailer writes text and HTML, base64 or quoted-printable). */
async function reminderMail(to: string): Promise<{ text: string; headers: string } | undefined> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(path.join(outboxDir(), name), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!headers.toLowerCase().includes(to.toLowerCase()) || !headers.includes('List-Unsubscribe')) continue;
    const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/plain/i.test(chunk)) ?? '';
    const partSplit = part.search(/\r?\n\r?\n/);
    const partHead = part.slice(0, partSplit);
    const body = part.slice(partSplit).trim();
    const text = /base64/i.test(partHead)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
    return { text, headers };
  }
  return undefined;
}

test('giỗ reminders: a member follows a branch, gets the digest a week before, and unsubscribes', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const domain = randomDomain();
  const q = `?domain=${domain}`;
  const api = page.request;
  const registered = await api.post('/api/auth/register', {
    data: {
      name: 'Phạm Văn Trưởng',
      username: 'truongtoc',
      password: PASSWORD,
      email: `a@${domain}.example.com`,
      domain,
      clanName: `Họ Phạm — ${domain}`,
    },
  });
  expect(registered.status()).toBe(201);
  const adminLogin = await api.post('/api/auth/login', {
    data: { username: 'truongtoc', password: PASSWORD, domain },
  });
  const admin = stringAt(await jsonOf(adminLogin), 'data', 'tokens', 'access', 'token');

  // A tree: the founder died on the lunar day of a giỗ three weeks ahead; a branch rooted at him.
  const gio = comingGio();
  const tree = stringAt(
    await call(api, 'POST', `/api/tree${q}`, admin, { name: 'Cây họ Phạm', isPublic: false }),
    'data',
    '_id',
  );
  const founder = await call(api, 'POST', `/api/tree/create-person-family${q}`, admin, {
    treeId: tree,
    personData: {
      name: 'Phạm Văn Tổ',
      sex: 'male',
      generation: 1,
      deceased: true,
      death: { solar: null, lunar: { day: gio.lunar.day, month: gio.lunar.month, year: null, leap: false } },
    },
  });
  const founderId = stringAt(founder, 'data', 'person', 'id');
  await call(api, 'POST', `/api/branch${q}`, admin, {
    treeId: tree,
    rootPersonId: founderId,
    name: 'Chi cụ Tổ',
  });

  // A member, approved.
  const email = `nhacgio@${domain}.example.com`;
  const member = await api.post(`/api/auth/register-member${q}`, {
    data: { name: 'Phạm Thị Nhớ', username: 'nhacgio', email, password: PASSWORD },
  });
  expect(member.status(), await member.text()).toBe(201);
  const memberId = stringAt(await jsonOf(member), 'data', 'user', 'id');
  await call(api, 'PATCH', `/api/user/${memberId}/approve${q}`, admin);
  const memberToken = await signInWithCookies(page, context, {
    username: 'nhacgio',
    password: PASSWORD,
    domain,
  });

  // The settings page: from the account page, turn the mail on and follow the branch.
  await page.goto('/settings');
  await page.getByRole('link', { name: /Nhắc ngày giỗ/ }).click();
  await expect(page).toHaveURL(/\/settings\/reminders$/);
  await expect(page.getByRole('heading', { name: 'Nhắc ngày giỗ', level: 1 })).toBeVisible();
  await expect(page.getByText('bạn được nhắc ngày giỗ của cả dòng họ')).toBeVisible();
  await page.getByRole('switch', { name: 'Gửi thư nhắc ngày giỗ cho tôi' }).check();
  await expect(toastWith(page, 'Đã lưu cài đặt nhắc ngày giỗ')).toBeVisible();
  await page.getByRole('combobox', { name: 'Thêm một chi' }).click();
  await page.getByRole('option', { name: /Chi cụ Tổ/ }).click();
  await page.getByRole('button', { name: 'Theo dõi chi' }).click();
  await expect(toastWith(page, 'Đã thêm vào danh sách theo dõi ngày giỗ')).toBeVisible();
  const followed = page.getByRole('list', { name: 'Đang theo dõi' });
  await expect(followed.getByText('Chi cụ Tổ')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Ngày giỗ sắp tới' })
      .getByText(/Phạm Văn Tổ/)
      .first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'reminders-settings');

  // The admin sends the reminders of the day a week before the giỗ: one digest, with both calendars' dates.
  const sendDay = formatIsoDay(addSolarDays(gio.day, -7));
  const sent = await call(api, 'POST', `/api/reminders/send${q}`, admin, { date: sendDay });
  expect(valueAt(sent, 'data', 'sent')).toBe(1);
  const mail = await reminderMail(email);
  expect(mail, 'a reminder mail in the outbox').toBeTruthy();
  const { day, month, year } = gio.day;
  const solar = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
  expect(mail?.text).toContain('Giỗ cụ Phạm Văn Tổ — còn 7 ngày');
  expect(mail?.text).toContain(solar);
  expect(mail?.text).toContain(`Âm lịch: ${gio.lunar.day}/${gio.lunar.month} âm lịch`);
  expect(mail?.text).toContain(`/persons/${founderId}`);
  expect(mail?.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // Sent once: the same day again sends nothing.
  expect(
    valueAt(await call(api, 'POST', `/api/reminders/send${q}`, admin, { date: sendDay }), 'data', 'sent'),
  ).toBe(0);

  // The mail's link opens a page; only its button stops the mail.
  const link = mail?.text.match(/https?:\/\/\S+\/reminders\/unsubscribe\?\S+/)?.[0];
  expect(link, 'an unsubscribe link in the mail').toBeTruthy();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Ngừng nhận thư nhắc ngày giỗ' })).toBeVisible();
  expect(valueAt(await call(api, 'GET', `/api/me/reminders${q}`, memberToken), 'data', 'mailEnabled')).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Ngừng nhận thư nhắc' }).click();
  await expect(page.getByText('Bạn đã ngừng nhận thư nhắc ngày giỗ')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(valueAt(await call(api, 'GET', `/api/me/reminders${q}`, memberToken), 'data', 'mailEnabled')).toBe(
    false,
  );
  expect(errors).toEqual([]);
});
