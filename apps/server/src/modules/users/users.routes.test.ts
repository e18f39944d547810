import { describe, expect, it } from 'vitest';
import {
  activeMember,
  login,
  PASSWORD,
  registerClan,
  registerMember,
  useClanSuite,
} from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type RouteCall,
  type SharedRouteCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';

interface UserBody {
  id: string;
  name: string;
  username: string;
  role: string;
  status: string;
  version: number;
}

const t = useClanSuite();

const { as } = t;

describe('shared checks for every users route', () => {
  const routes = (id: string): SharedRouteCheck[] => [
    listCheck('/api/users', ['?limit=0', 'limit']),
    listCheck('/api/users/pending', ['?offset=-1', 'offset']),
    idCheck('GET', (id) => `/api/user?id=${id}`, id),
    {
      route: { method: 'PUT', url: `/api/user?id=${id}`, payload: { name: 'Tên mới' } },
      bad: [{ method: 'PUT', url: `/api/user?id=${id}`, payload: { email: 'sai' } }, 'email'],
    },
    idCheck('PATCH', (id) => `/api/user/${id}/approve`, id),
    idCheck('PATCH', (id) => `/api/user/${id}/reject`, id),
    {
      route: { method: 'PATCH', url: `/api/user/${id}/role`, payload: { role: 'user' } },
      bad: [{ method: 'PATCH', url: `/api/user/${id}/role`, payload: { role: 'owner' } }, 'role'],
    },
    idCheck('DELETE', (id) => `/api/user/${id}`, id),
    {
      route: {
        method: 'POST',
        url: '/api/user/create',
        payload: { name: 'A', username: 'abc', email: 'a@b.vn', password: PASSWORD },
      },
      bad: [
        {
          method: 'POST',
          url: '/api/user/create',
          payload: { name: 'A', username: 'a b', email: 'a@b.vn', password: PASSWORD },
        },
        'username',
      ],
    },
  ];

  it('need a signed-in admin of this clan, reject bad input, and hide other clans’ members', async () => {
    const target = await registerMember(t.app, t.clan.domain, 'muctieu');
    await expectSharedRouteChecks(
      t,
      routes(target).map((check) => ({ ...check, member: 'forbidden' as const })),
      ({ route }) => route.url.includes(target),
    );
    // Nothing above changed the member.
    const still = await as(t.clan.token, 'GET', `/api/user?id=${target}`);
    expect(json<{ data: UserBody }>(still).data).toMatchObject({
      status: 'pending',
      role: 'user',
      version: 1,
    });
  });
});

describe('GET /api/users', () => {
  it('lists this clan’s members with total, filters by status and searches without diacritics', async () => {
    const domain = t.clan.domain;
    await registerMember(t.app, domain, 'ductrong');
    const listed = await as(t.clan.token, 'GET', '/api/users?limit=2&offset=0');
    const body = json<{ data: UserBody[]; total: number }>(listed);
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);

    const pending = json<{ data: UserBody[] }>(
      await as(t.clan.token, 'GET', '/api/users?status=pending&limit=100'),
    );
    expect(pending.data.every((u) => u.status === 'pending')).toBe(true);
    expect(pending.data.map((u) => u.username)).toContain('ductrong');

    const found = json<{ data: UserBody[] }>(
      await as(t.clan.token, 'GET', '/api/users?search=NGUYEN%20THI%20DUCTRONG'),
    );
    expect(found.data.map((u) => u.name)).toEqual(['Nguyễn Thị ductrong']);
    const truong = json<{ data: UserBody[] }>(
      await as(t.clan.token, 'GET', `/api/users?search=${encodeURIComponent('văn trương')}`),
    );
    expect(truong.data.map((u) => u.username)).toEqual(['truongtoc']);
    const none = json<{ data: UserBody[]; total: number }>(
      await as(t.clan.token, 'GET', '/api/users?search=%25'),
    );
    expect(none).toMatchObject({ data: [], total: 0 });

    const others = json<{ data: UserBody[] }>(
      await t.app.inject({
        method: 'GET',
        url: withDomain('/api/users?limit=100', t.other.domain),
        headers: bearer(t.other.token),
      }),
    );
    expect(others.data.map((u) => u.username)).not.toContain('ductrong');
  });

  it('GET /api/users/pending lists only members waiting for approval', async () => {
    const id = await registerMember(t.app, t.clan.domain, 'chodoi');
    const body = json<{ data: UserBody[]; total: number }>(
      await as(t.clan.token, 'GET', '/api/users/pending?limit=100'),
    );
    expect(body.data.map((u) => u.id)).toContain(id);
    expect(body.data.every((u) => u.status === 'pending')).toBe(true);
    expect(body.total).toBe(body.data.length);
  });
});

describe('approval', () => {
  it('approve lets the member sign in; reject keeps them out and ends their sessions', async () => {
    const id = await registerMember(t.app, t.clan.domain, 'duocduyet');
    const approved = await as(t.clan.token, 'PATCH', `/api/user/${id}/approve`);
    expect(json(approved)).toMatchObject({
      success: true,
      message: 'Đã duyệt thành viên thành công',
      data: { status: 'active' },
    });
    const session = await login(t.app, t.clan.domain, 'duocduyet');

    const rejected = await as(t.clan.token, 'PATCH', `/api/user/${id}/reject`);
    expect(json(rejected)).toMatchObject({
      success: true,
      message: 'Đã từ chối thành viên',
      data: { status: 'rejected' },
    });
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'duocduyet', password: PASSWORD, domain: t.clan.domain },
    });
    expect(denied.statusCode).toBe(401);
    expect(json(denied).message).toBe(
      'Tài khoản của bạn đã bị từ chối. Vui lòng liên hệ quản trị viên dòng họ',
    );
    const me = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/me', t.clan.domain),
      headers: bearer(session.tokens.access.token),
    });
    expect(me.statusCode).toBe(401);

    const log = await auditRepo(t.database.db, t.clan.clanId).list(50);
    expect(log.filter((e) => e.targetId === id).map((e) => e.action)).toEqual([
      'user.reject',
      'user.approve',
    ]);
    expect(log.find((e) => e.action === 'user.approve')?.actorId).toBe(t.clan.adminId);
  });
});

describe('roles', () => {
  it('promotes and demotes, and never leaves the clan without an admin', async () => {
    const c = await registerClan(t.app);
    const m = await activeMember(t.app, c, 'phoquan');
    const call = (token: string, method: RouteCall['method'], url: string, payload?: object) =>
      t.app.inject({
        method,
        url: withDomain(url, c.domain),
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });

    const lastAdmin = await call(c.token, 'PATCH', `/api/user/${c.adminId}/role`, { role: 'user' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(json(lastAdmin).message).toBe('Không thể hạ quyền hoặc xóa quản trị viên cuối cùng của dòng họ');
    const cannotDelete = await call(c.token, 'DELETE', `/api/user/${c.adminId}`);
    expect(cannotDelete.statusCode).toBe(409);

    const promoted = await call(c.token, 'PATCH', `/api/user/${m.id}/role`, { role: 'admin' });
    expect(json(promoted)).toMatchObject({
      message: 'Đã cập nhật vai trò thành công',
      data: { role: 'admin' },
    });
    // A new role ends the member's sessions at once (issue 19): the old token is refused, and the
    // next sign-in carries the new role.
    expect((await call(m.token, 'GET', '/api/users')).statusCode).toBe(401);
    const promotedToken = (await login(t.app, c.domain, 'phoquan')).tokens.access.token;
    expect((await call(promotedToken, 'GET', '/api/users')).statusCode).toBe(200);

    const demoteSelf = await call(c.token, 'PATCH', `/api/user/${c.adminId}/role`, { role: 'user' });
    expect(demoteSelf.statusCode).toBe(200);
    expect((await call(c.token, 'GET', '/api/users')).statusCode).toBe(401);
    const demotedToken = (await login(t.app, c.domain, 'truongtoc', c.password)).tokens.access.token;
    expect((await call(demotedToken, 'GET', '/api/users')).statusCode).toBe(403);

    const stale = await call(promotedToken, 'PATCH', `/api/user/${c.adminId}/role`, {
      role: 'admin',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );
  });
});

describe('create, update, delete', () => {
  it('creates an active member who can sign in at once', async () => {
    const created = await as(t.clan.token, 'POST', '/api/user/create', {
      name: 'Nguyễn Hữu Tài',
      username: 'huutai',
      email: 'tai@x.vn',
      password: PASSWORD,
      clanId: t.other.clanId,
      status: 'pending',
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      message: 'Đã tạo thành viên mới thành công',
      data: { username: 'huutai', role: 'user', status: 'active', domain: t.clan.domain },
    });
    await login(t.app, t.clan.domain, 'huutai');
    const duplicate = await as(t.clan.token, 'POST', '/api/user/create', {
      name: 'X',
      username: 'huutai',
      email: 'khac@x.vn',
      password: PASSWORD,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).errors).toEqual([{ field: 'username', message: 'Tên đăng nhập đã tồn tại' }]);
  });

  it('updates a member at the version the admin saw, and refuses a stale write', async () => {
    const id = await registerMember(t.app, t.clan.domain, 'capnhat');
    const first = await as(t.clan.token, 'PUT', `/api/user?id=${id}`, {
      name: 'Nguyễn Văn Cập Nhật',
      version: 1,
      role: 'admin',
    });
    expect(json(first)).toMatchObject({
      message: 'Đã cập nhật thông tin thành công',
      data: { name: 'Nguyễn Văn Cập Nhật', version: 2, role: 'user' },
    });
    const stale = await as(t.clan.token, 'PUT', `/api/user?id=${id}`, { name: 'Ghi đè', version: 1 });
    expect(stale.statusCode).toBe(409);
    const fetched = json<{ data: UserBody }>(await as(t.clan.token, 'GET', `/api/user?id=${id}`));
    expect(fetched.data.name).toBe('Nguyễn Văn Cập Nhật');
    const taken = await as(t.clan.token, 'PUT', `/api/user?id=${id}`, { username: 'truongtoc' });
    expect(taken.statusCode).toBe(409);
    const missing = await as(t.clan.token, 'PUT', '/api/user?id=00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy thành viên');
  });

  it('a new password set by an admin ends the member’s sessions', async () => {
    const m = await activeMember(t.app, t.clan, 'doimatkhau');
    const session = await login(t.app, t.clan.domain, 'doimatkhau');
    await as(t.clan.token, 'PUT', `/api/user?id=${m.id}`, { password: 'mat-khau-moi-123' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/auth/refresh-tokens', t.clan.domain),
      payload: { refreshToken: session.tokens.refresh.token },
    });
    expect(refresh.statusCode).toBe(401);
    await login(t.app, t.clan.domain, 'doimatkhau', 'mat-khau-moi-123');
  });

  it('deletes a member; their token stops working', async () => {
    const m = await activeMember(t.app, t.clan, 'sexoa');
    const deleted = await as(t.clan.token, 'DELETE', `/api/user/${m.id}`);
    expect(json(deleted)).toEqual({ success: true, message: 'Đã xóa thành viên thành công' });
    expect((await as(m.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await as(t.clan.token, 'GET', `/api/user?id=${m.id}`)).statusCode).toBe(404);
    expect((await as(t.clan.token, 'DELETE', `/api/user/${m.id}`)).statusCode).toBe(404);
  });
});
