import { expect, test } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_DOMAIN } from '../env.ts';
import { jsonOf, randomDomain, stringAt } from './helpers.ts';

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
