import type { User } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts, expectOneSearchAfterTyping, pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { UsersPage } from './UsersPage.tsx';

function member(overrides: Partial<User> & Pick<User, 'id' | 'name' | 'username'>): User {
  return {
    email: `${overrides.username}@example.com`,
    role: 'user',
    status: 'active',
    domain: 'demo',
    emailVerified: true,
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const admin = member({ id: 'u1', name: 'Nguyễn Văn An', username: 'admin', role: 'admin' });
const pendingMember = member({ id: 'u2', name: 'Trần Thị Bình', username: 'binh', status: 'pending' });

/** GET /api/users as the server answers it: filtered by status, `total` counted before paging. */
function usersEndpoint(users: User[]) {
  return (call: StubbedCall) => {
    const status = call.query.get('status');
    const matching = status ? users.filter((user) => user.status === status) : users;
    return pageAnswer(matching);
  };
}

function renderUsersPage(path = '/admin/users') {
  return renderAdminRoutes([{ path: '/admin/users', element: <UsersPage /> }], path);
}

/** The page also asks for members' pending "Tôi là …" requests (none here). */
function stubUsersApi(handlers: Parameters<typeof stubApi>[0]) {
  return stubApi({ '/api/person-claims': () => pageAnswer([]), ...handlers });
}

const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/users');

afterEach(clearStubsAndToasts);

describe('UsersPage', () => {
  it('shows the members the API returns, with their role, status and the page summary', async () => {
    const calls = stubUsersApi({ '/api/users': usersEndpoint([admin, pendingMember]) });
    renderUsersPage();

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Trần Thị Bình')).toBeTruthy();
    expect(within(table).getByText('@binh')).toBeTruthy();
    expect(within(table).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(table).getAllByText('Chờ duyệt').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Quản trị viên').length).toBeGreaterThan(0);
    expect(screen.getByText('Hiển thị 1–2 trên tổng 2')).toBeTruthy();

    const [first] = listCalls(calls);
    expect(first?.query.get('limit')).toBe('10');
    expect(first?.query.get('offset')).toBe('0');
    expect(first?.query.get('domain')).toBe('demo');
    expect(first?.query.has('status')).toBe(false);
  });

  it('choosing a status in the filter asks the server for that status', async () => {
    const calls = stubUsersApi({ '/api/users': usersEndpoint([admin, pendingMember]) });
    renderUsersPage();
    await screen.findByText('Trần Thị Bình');

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo trạng thái' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chờ duyệt' }));

    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('pending'));
    await waitFor(() => expect(screen.queryByText('Nguyễn Văn An')).toBeNull());
  });

  it('opens with the status of ?status=pending already chosen', async () => {
    const calls = stubUsersApi({ '/api/users': usersEndpoint([admin, pendingMember]) });
    renderUsersPage('/admin/users?status=pending');

    await screen.findByText('Trần Thị Bình');
    expect(listCalls(calls).map((call) => call.query.get('status'))).toEqual(['pending']);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Lọc theo trạng thái' }).value).toBe(
      'Chờ duyệt',
    );
  });

  it('searches once the typing pauses, not on every key', async () => {
    const calls = stubUsersApi({ '/api/users': usersEndpoint([admin, pendingMember]) });
    renderUsersPage();
    await screen.findByText('Trần Thị Bình');

    await expectOneSearchAfterTyping(calls, '/api/users', 'Tìm thành viên', 'tran thi');
  });

  it('rejects only after the admin confirms, then toasts the server’s message', async () => {
    const rejected = { ...pendingMember, status: 'rejected' as const, version: 2 };
    let users = [admin, pendingMember];
    const calls = stubUsersApi({
      '/api/users': (call) => usersEndpoint(users)(call),
      '/api/user/u2/reject': () => {
        users = [admin, rejected];
        return { status: 200, body: { success: true, data: rejected, message: 'Đã từ chối thành viên' } };
      },
    });
    renderUsersPage();
    const rejectCalls = () => calls.filter((call) => call.path === '/api/user/u2/reject');

    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Từ chối' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Trần Thị Bình/)).toBeTruthy();
    expect(rejectCalls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));

    await waitFor(() => expect(rejectCalls()).toHaveLength(1));
    expect(rejectCalls()[0]?.method).toBe('PATCH');
    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText('Đã từ chối thành viên')).toBeTruthy();
    // The list is fetched again and shows the new status.
    expect((await within(screen.getByRole('table')).findAllByText('Đã từ chối')).length).toBeGreaterThan(0);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const calls = stubUsersApi({ '/api/users': usersEndpoint([admin, pendingMember]) });
    renderUsersPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa thành viên' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('a refused change toasts the server’s reason', async () => {
    const lastAdmin = 'Không thể hạ quyền hoặc xóa quản trị viên cuối cùng của dòng họ';
    stubUsersApi({
      '/api/users': usersEndpoint([admin, pendingMember]),
      '/api/user/u1/role': () => ({ status: 409, body: { success: false, message: lastAdmin } }),
    });
    renderUsersPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với Nguyễn Văn An' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Chuyển thành thành viên' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hạ quyền' }),
    );

    const alert = await screen.findByRole('alert', { name: 'Lỗi' });
    expect(within(alert).getByText(lastAdmin)).toBeTruthy();
  });

  it('a failed load says so and tries again on request', async () => {
    let failing = true;
    stubUsersApi({
      '/api/users': (call) =>
        failing
          ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } }
          : usersEndpoint([admin])(call),
    });
    renderUsersPage();

    expect(await screen.findByText('Không tải được danh sách thành viên')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Nguyễn Văn An')).toBeTruthy();
    expect(screen.queryByText('Không tải được danh sách thành viên')).toBeNull();
  });
});
