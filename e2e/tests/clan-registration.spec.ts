import { expect, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_DOMAIN } from '../env.ts';
import { jsonOf, randomDomain, screenshot, stringAt } from './helpers.ts';

test('a new clan: register, a member waits for approval, then signs in; clans stay apart', async ({
  page,
}) => {
  const api = page.request;
  const domain = randomDomain();
  const admin = { username: 'truongtoc', password: 'mat-khau-truong-toc' };
  const member = { username: 'thanhvien', password: 'mat-khau-thanh-vien' };

  const registered = await api.post('/api/auth/register', {
    data: {
      name: 'Trần Văn Trưởng',
      username: admin.username,
      email: `truongtoc@${domain}.example.com`,
      password: admin.password,
      domain,
      clanName: `Họ Trần — ${domain}`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect(await jsonOf(registered)).toMatchObject({
    success: true,
    data: { user: { username: admin.username, role: 'admin', status: 'active' }, clan: { domain } },
  });

  const memberRegistered = await api.post(`/api/auth/register-member?domain=${domain}`, {
    data: {
      name: 'Trần Thị Thành Viên',
      username: member.username,
      email: `thanhvien@${domain}.example.com`,
      password: member.password,
    },
  });
  expect(memberRegistered.status(), await memberRegistered.text()).toBe(201);
  const memberBody = await jsonOf(memberRegistered);
  expect(memberBody).toMatchObject({
    success: true,
    data: { user: { username: member.username, role: 'user', status: 'pending' }, clan: { domain } },
  });
  const memberId = stringAt(memberBody, 'data', 'user', 'id');

  // Pending: cannot sign in yet.
  const tooEarly = await api.post('/api/auth/login', { data: { ...member, domain } });
  expect(tooEarly.status()).toBe(401);
  expect(await jsonOf(tooEarly)).toMatchObject({ success: false });

  const adminLogin = await api.post('/api/auth/login', { data: { ...admin, domain } });
  expect(adminLogin.status(), await adminLogin.text()).toBe(200);
  const adminToken = stringAt(await jsonOf(adminLogin), 'data', 'tokens', 'access', 'token');

  const approved = await api.patch(`/api/user/${memberId}/approve?domain=${domain}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await jsonOf(approved)).toMatchObject({
    success: true,
    message: 'Đã duyệt thành viên thành công',
    data: { id: memberId, status: 'active' },
  });

  const memberLogin = await api.post('/api/auth/login', { data: { ...member, domain } });
  expect(memberLogin.status(), await memberLogin.text()).toBe(200);
  expect(await jsonOf(memberLogin)).toMatchObject({
    success: true,
    data: { user: { id: memberId, status: 'active' }, clan: { domain } },
  });

  // Another clan's admin token means nothing here.
  const demoLogin = await api.post('/api/auth/login', {
    data: { username: 'admin', password: DEMO_ADMIN_PASSWORD, domain: DEMO_DOMAIN },
  });
  expect(demoLogin.status()).toBe(200);
  const demoToken = stringAt(await jsonOf(demoLogin), 'data', 'tokens', 'access', 'token');
  const crossClan = await api.get(`/api/users?domain=${domain}`, {
    headers: { authorization: `Bearer ${demoToken}` },
  });
  expect(crossClan.status()).toBe(401);
  expect(await jsonOf(crossClan)).toMatchObject({ success: false });
  // The same token still works in its own clan.
  const ownClan = await api.get(`/api/users?domain=${DEMO_DOMAIN}`, {
    headers: { authorization: `Bearer ${demoToken}` },
  });
  expect(ownClan.status()).toBe(200);
});

test('a visitor finds “Đăng ký dòng họ mới”, gets a sub-domain from the clan name, and the new clan’s link opens it', async ({
  page,
}, testInfo) => {
  const letters = randomDomain().slice(4);
  const clanName = `Họ Nguyễn Đình ${letters}`;
  const expected = `ho-nguyen-dinh-${letters}`;

  // On a landing page and in the footer of every public page.
  await page.goto('/guide');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Đăng ký dòng họ mới' })).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Mở trang gia phả mới' })
    .getByRole('link', { name: 'Đăng ký dòng họ mới' })
    .click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page).toHaveTitle(/^Đăng ký dòng họ · /);

  // A name another clan's domain already has: said plainly, with the way out.
  const domainField = page.getByRole('textbox', { name: /^Tên miền/ });
  await page.getByRole('textbox', { name: 'Tên dòng họ' }).fill('Demo');
  await expect(domainField).toHaveValue(DEMO_DOMAIN);
  await expect(page.getByText(/Tên miền này đã được dòng họ khác sử dụng\. Hãy thêm tên làng/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Tên dòng họ' }).fill(clanName);
  await expect(domainField).toHaveValue(expected);
  await expect(page.getByText('Tên miền có thể sử dụng')).toBeVisible();
  await screenshot(page, testInfo, 'register-suggested-domain');

  await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Nguyễn Đình Trưởng');
  await page.getByRole('textbox', { name: /^Tên đăng nhập/ }).fill('truongtoc');
  await page.getByRole('textbox', { name: 'Email' }).fill(`truongtoc@${letters}.example.com`);
  await page.getByLabel(/^Mật khẩu/).fill('mat-khau-truong-toc');
  await page.getByLabel('Nhập lại mật khẩu').fill('mat-khau-truong-toc');
  await page.getByRole('button', { name: 'Đăng ký dòng họ' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng ký dòng họ thành công' })).toBeVisible();

  // On bare localhost the address to share names the clan; the server-rendered page agrees with it.
  const shared = page.getByRole('link', { name: new RegExp(`\\?domain=${expected}$`) });
  await expect(shared).toBeVisible();
  const direct = await page.goto('/blogs');
  expect(await direct?.text()).toContain(`<title>Tin tức · ${clanName}</title>`);
  await expect(page).toHaveTitle(`Tin tức · ${clanName}`);

  // A link shared by the demo clan opens the demo clan, and is remembered.
  await page.goto(`/blogs?domain=${DEMO_DOMAIN}`);
  await expect(page).toHaveTitle(/^Tin tức · Họ Nguyễn — Làng Demo$/);
  const again = await page.goto('/blogs');
  expect(await again?.text()).toContain('<title>Tin tức · Họ Nguyễn — Làng Demo</title>');
});
