import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, registerClan, registerMember, uniqueDomain } from '../../../test/clans.ts';
import { tokenFromLink, waitForMail } from '../../../test/mail.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import { expectRejectsBadBody, expectRequiresAuth } from '../../../test/route-checks.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { userTokens } from '../../db/schema/index.ts';

const t = useTestApp();

describe('POST /api/auth/register', () => {
  it('creates a clan and its first user, an active admin, and mails a verification link', async () => {
    const domain = uniqueDomain();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Trần Văn Cả',
        username: 'TranCa',
        email: 'Ca@Example.vn',
        password: PASSWORD,
        domain: domain.toUpperCase(),
        clanName: 'Họ Trần — Hà Nam',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = json<{
      message: string;
      data: { user: Record<string, unknown>; clan: Record<string, unknown> };
    }>(response);
    expect(body.message).toBe('Đăng ký dòng họ thành công');
    expect(body.data.clan).toEqual({ _id: expect.any(String), clanName: 'Họ Trần — Hà Nam', domain });
    expect(body.data.user).toMatchObject({
      username: 'tranca',
      email: 'ca@example.vn',
      role: 'admin',
      status: 'active',
      domain,
      emailVerified: false,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('scrypt');

    const mail = await waitForMail(t.outboxDir, 'ca@example.vn', 'Xác thực');
    expect(mail.subject).toBe('[Họ Trần — Hà Nam] Xác thực địa chỉ email');
    const token = tokenFromLink(mail.text, '/auth/verify-email');
    const verified = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/auth/verify-email?token=${token}`, domain),
    });
    expect(json(verified)).toEqual({ success: true, message: 'Xác thực email thành công' });
    const again = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/auth/verify-email?token=${token}`, domain),
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('Liên kết xác thực email không hợp lệ hoặc đã hết hạn');

    const session = await login(t.app, domain, 'tranca');
    const me = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', domain),
      headers: bearer(session.tokens.access.token),
    });
    expect(json<{ data: { user: { emailVerified: boolean } } }>(me).data.user.emailVerified).toBe(true);
  });

  it('refuses a domain already taken, with the field named', async () => {
    const clan = await registerClan(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Lê Văn B',
        username: 'leb',
        email: 'leb@x.vn',
        password: PASSWORD,
        domain: clan.domain,
        clanName: 'Họ Lê',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      success: false,
      message: 'Tên miền này đã được dòng họ khác sử dụng',
      errors: [{ field: 'domain', message: 'Tên miền này đã được dòng họ khác sử dụng' }],
    });
  });

  it('validates every field in Vietnamese', async () => {
    const route = { method: 'POST' as const, url: '/api/auth/register' };
    const valid = {
      name: 'Lê Văn B',
      username: 'leb',
      email: 'leb@x.vn',
      password: PASSWORD,
      domain: uniqueDomain(),
      clanName: 'Họ Lê',
    };
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ ...valid, domain: 'www' }, 'domain', 'Tên miền này đã được hệ thống dành riêng'],
      [{ ...valid, domain: 'họ-lê' }, 'domain', expect.stringContaining('Tên miền gồm')],
      [{ ...valid, password: 'ngan' }, 'password', 'Mật khẩu phải có ít nhất 8 ký tự'],
      [{ ...valid, email: 'khong-phai-email' }, 'email', 'Email không hợp lệ'],
      [{ ...valid, clanName: '   ' }, 'clanName', 'Vui lòng nhập tên dòng họ'],
      [{ ...valid, name: undefined }, 'name', 'Vui lòng nhập họ và tên'],
    ];
    for (const [payload, field, message] of cases) {
      await expectRejectsBadBody(t.app, { ...route, payload }, 'demo', undefined, field);
      const response = await t.app.inject({ method: 'POST', url: route.url, payload });
      expect(json(response).errors).toContainEqual({ field, message });
    }
  });

  it('accepts a 64-character password and refuses one over 128', async () => {
    const long = 'a'.repeat(64);
    await registerClan(t.app, { password: long });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'A',
        username: 'abc',
        email: 'a@b.vn',
        password: 'a'.repeat(129),
        domain: uniqueDomain(),
        clanName: 'Họ A',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({
      field: 'password',
      message: 'Mật khẩu không được dài quá 128 ký tự',
    });
  });
});

describe('POST /api/auth/register-member', () => {
  it('creates a pending member who cannot sign in until approved', async () => {
    const clan = await registerClan(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-member',
      payload: {
        name: 'Nguyễn Thị Mai',
        username: 'mai',
        email: 'mai@x.vn',
        password: PASSWORD,
        domain: ` ${clan.domain} `,
      },
    });
    expect(response.statusCode).toBe(201);
    const body = json<{
      message: string;
      data: { user: { role: string; status: string }; clan: { domain: string } };
    }>(response);
    expect(body.message).toBe('Đăng ký thành công. Vui lòng chờ quản trị viên dòng họ duyệt');
    expect(body.data.user).toMatchObject({ role: 'user', status: 'pending' });
    expect(body.data.clan.domain).toBe(clan.domain);

    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'mai', password: PASSWORD, domain: clan.domain },
    });
    expect(denied.statusCode).toBe(401);
    expect(json(denied).message).toBe('Tài khoản của bạn đang chờ quản trị viên dòng họ duyệt');
  });

  it('takes the clan from the domain parameter when the body has none or a blank one', async () => {
    const clan = await registerClan(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/register-member', clan.domain),
      payload: { name: 'Phạm Văn Đạt', username: 'dat', email: 'dat@x.vn', password: PASSWORD, domain: '  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(json<{ data: { clan: { domain: string } } }>(response).data.clan.domain).toBe(clan.domain);
  });

  it('says which field is taken, per clan', async () => {
    const clan = await registerClan(t.app);
    await registerMember(t.app, clan.domain, 'trung');
    const sameName = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/register-member', clan.domain),
      payload: { name: 'X', username: 'TRUNG', email: 'other@x.vn', password: PASSWORD },
    });
    expect(sameName.statusCode).toBe(409);
    expect(json(sameName)).toEqual({
      success: false,
      message: 'Tên đăng nhập đã tồn tại',
      errors: [{ field: 'username', message: 'Tên đăng nhập đã tồn tại' }],
    });
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/register-member', clan.domain),
      payload: { name: 'X', username: 'trung2', email: `trung@${clan.domain}.test`, password: PASSWORD },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(json(sameEmail).message).toBe('Email đã được sử dụng');
    // The same username is free in another clan.
    const other = await registerClan(t.app);
    await registerMember(t.app, other.domain, 'trung');
  });

  it('answers 404 for an unknown clan', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-member',
      payload: { name: 'X', username: 'xyz', email: 'x@x.vn', password: PASSWORD, domain: 'khong-co-ho-nay' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Không tìm thấy dòng họ');
  });
});

describe('POST /api/auth/login', () => {
  it('returns the user, the clan and both tokens; usernames ignore case', async () => {
    const clan = await registerClan(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/login', clan.domain),
      payload: { username: 'TruongToc', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { data } = json<{
      data: {
        user: object;
        clan: object;
        tokens: { access: { token: string; expires: string }; refresh: { token: string; expires: string } };
      };
    }>(response);
    expect(data.user).toMatchObject({ username: 'truongtoc', role: 'admin' });
    expect(data.clan).toMatchObject({ _id: clan.clanId, domain: clan.domain });
    expect(data.tokens.access.token.split('.')).toHaveLength(3);
    expect(new Date(data.tokens.access.expires).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(data.tokens.refresh.expires).getTime()).toBeGreaterThan(
      new Date(data.tokens.access.expires).getTime(),
    );
  });

  it('refuses a wrong password or an unknown user with the same answer', async () => {
    const clan = await registerClan(t.app);
    for (const payload of [
      { username: 'truongtoc', password: 'sai-mat-khau' },
      { username: 'khongton', password: PASSWORD },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...payload, domain: clan.domain },
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    }
  });

  it('does not let a user of one clan sign in to another', async () => {
    const a = await registerClan(t.app, { username: 'chunhan' });
    const b = await registerClan(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chunhan', password: a.password, domain: b.domain },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an empty body with field errors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(
      json(response)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['password', 'username']);
  });
});

describe('tokens', () => {
  it('GET /api/auth/me needs a valid token of this clan', async () => {
    const a = await registerClan(t.app);
    const b = await registerClan(t.app);
    await expectRequiresAuth(t.app, { method: 'GET', url: '/api/auth/me' }, a.domain);
    const ok = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', a.domain),
      headers: bearer(a.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: { user: { id: string }; clan: { _id: string } } }>(ok).data).toMatchObject({
      user: { id: a.adminId },
      clan: { _id: a.clanId },
    });
    const crossed = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', b.domain),
      headers: bearer(a.token),
    });
    expect(crossed.statusCode).toBe(401);
    expect(json(crossed).message).toBe('Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
    const refreshAsAccess = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', a.domain),
      headers: bearer(a.refreshToken),
    });
    expect(refreshAsAccess.statusCode).toBe(401);
  });

  it('rotates refresh tokens; a reused one revokes the whole family', async () => {
    const clan = await registerClan(t.app);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: withDomain('/api/auth/refresh-tokens', clan.domain),
        payload: { refreshToken: token },
      });

    const first = await refresh(clan.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = json<{ data: { tokens: { access: { token: string }; refresh: { token: string } } } }>(
      first,
    ).data.tokens;
    expect(rotated.refresh.token).not.toBe(clan.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', clan.domain),
      headers: bearer(rotated.access.token),
    });
    expect(me.statusCode).toBe(200);

    const reused = await refresh(clan.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(json(reused).message).toBe('Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
    // The thief's reuse also ends the legitimate holder's newer token.
    expect((await refresh(rotated.refresh.token)).statusCode).toBe(401);

    // Another login is another family and keeps working.
    const other = await login(t.app, clan.domain, 'truongtoc');
    expect((await refresh(other.tokens.refresh.token)).statusCode).toBe(200);
    expect((await refresh(other.tokens.access.token)).statusCode).toBe(401);
  });

  it('refuses a refresh token on another clan’s domain', async () => {
    const a = await registerClan(t.app);
    const b = await registerClan(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', b.domain),
      payload: { refreshToken: a.refreshToken },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const clan = await registerClan(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/logout', clan.domain),
      payload: { refreshToken: clan.refreshToken },
    });
    expect(json(out)).toEqual({ success: true, message: 'Đăng xuất thành công' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', clan.domain),
      payload: { refreshToken: clan.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    await expectRejectsBadBody(
      t.app,
      { method: 'POST', url: '/api/auth/logout', payload: {} },
      clan.domain,
      undefined,
      'refreshToken',
    );
  });
});

describe('check-username and check-email', () => {
  it('tell whether a name or address is free in this clan', async () => {
    const clan = await registerClan(t.app);
    const check = async (url: string, domain = clan.domain) =>
      json<{ data: { available: boolean } }>(
        await t.app.inject({ method: 'GET', url: withDomain(url, domain) }),
      ).data.available;
    expect(await check('/api/auth/check-username?username=TRUONGTOC')).toBe(false);
    expect(await check('/api/auth/check-username?username=con-trong')).toBe(true);
    expect(await check(`/api/auth/check-email?email=admin@${clan.domain}.test`)).toBe(false);
    expect(await check('/api/auth/check-email?email=moi@x.vn')).toBe(true);
    const other = await registerClan(t.app);
    expect(await check('/api/auth/check-email?email=admin@x.vn', other.domain)).toBe(true);
    await expectRejectsBadBody(
      t.app,
      { method: 'GET', url: '/api/auth/check-username' },
      clan.domain,
      undefined,
      'username',
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/check-username?username=a', 'khong-ton-tai'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: 'Not Found' });
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const clan = await registerClan(t.app);
    for (const email of [`admin@${clan.domain}.test`, 'nobody@x.vn']) {
      const response = await t.app.inject({
        method: 'POST',
        url: withDomain('/api/auth/forgot-password', clan.domain),
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ success: true, message: 'Đã gửi email đặt lại mật khẩu' });
    }
    const mail = await waitForMail(t.outboxDir, `admin@${clan.domain}.test`, 'Đặt lại mật khẩu');
    expect(mail.text).toContain('Xin chào Nguyễn Văn Trưởng');
    await expect(waitForMail(t.outboxDir, 'nobody@x.vn', 'Đặt lại', { timeoutMs: 300 })).rejects.toThrow();
  });

  it('sets the password once, signs out every session, and refuses used or expired links', async () => {
    const clan = await registerClan(t.app);
    const email = `admin@${clan.domain}.test`;
    await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', clan.domain),
      payload: { email },
    });
    const first = await waitForMail(t.outboxDir, email, 'Đặt lại mật khẩu');
    const token = tokenFromLink(first.text, '/auth/reset-password');
    const reset = (password: string, tok = token) =>
      t.app.inject({
        method: 'POST',
        url: withDomain(`/api/auth/reset-password?token=${tok}`, clan.domain),
        payload: { password },
      });

    const short = await reset('ngan');
    expect(short.statusCode).toBe(400);
    const done = await reset('mat-khau-moi-2026');
    expect(json(done)).toEqual({ success: true, message: 'Đặt lại mật khẩu thành công' });
    const again = await reset('mat-khau-khac-2026');
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn');

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'truongtoc', password: PASSWORD, domain: clan.domain },
    });
    expect(old.statusCode).toBe(401);
    await login(t.app, clan.domain, 'truongtoc', 'mat-khau-moi-2026');
    const refresh = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', clan.domain),
      payload: { refreshToken: clan.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    // A link older than an hour no longer works.
    await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/forgot-password', clan.domain),
      payload: { email },
    });
    const second = await waitForMail(t.outboxDir, email, 'Đặt lại mật khẩu', { except: [first.file] });
    const late = tokenFromLink(second.text, '/auth/reset-password');
    expect(late).not.toBe(token);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.clanId, clan.clanId));
    expect((await reset('mat-khau-thu-ba-2026', late)).statusCode).toBe(400);
  });
});

describe('the API as a whole', () => {
  it('answers unknown API paths with 404 Not Found', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/khong-co' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ success: false, message: 'Not Found' });
  });

  it('turns malformed JSON into a 400 without internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: 'Dữ liệu không hợp lệ' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/khong-co' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document of every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/users',
      '/api/user/{id}/approve',
      '/api/auth/reset-password',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('rate limits', () => {
  it('answers 429 in Vietnamese after too many login attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const clan = await registerClan(limited.app);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'x', password: 'y', domain: clan.domain },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      // The registration above counted against the register route, not this one.
      // The admin's sign-in inside registerClan was the first of the three allowed.
      expect(statuses).toEqual([401, 401, 429, 429]);
      const blocked = await attempt();
      expect(json(blocked)).toEqual({
        success: false,
        message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút',
      });
    } finally {
      await limited.close();
    }
  });
});
