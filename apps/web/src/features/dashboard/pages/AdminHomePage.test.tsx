import type { User } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AdminHomePage } from './AdminHomePage.tsx';

function member(id: string, name: string, status: User['status']): User {
  return {
    id,
    name,
    username: id,
    email: `${id}@example.com`,
    role: 'user',
    status,
    domain: 'demo',
    emailVerified: true,
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    version: 1,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('AdminHomePage', () => {
  it('counts members, lists those waiting, and approves one in a click', async () => {
    let users = [member('an', 'Nguyễn Văn An', 'active'), member('binh', 'Trần Thị Bình', 'pending')];
    const page = (list: User[], call: StubbedCall) => ({
      status: 200,
      body: { success: true, data: list.slice(0, Number(call.query.get('limit'))), total: list.length },
    });
    const calls = stubApi({
      '/api/users': (call) =>
        page(
          users.filter((user) => !call.query.get('status') || user.status === call.query.get('status')),
          call,
        ),
      '/api/users/pending': (call) =>
        page(
          users.filter((user) => user.status === 'pending'),
          call,
        ),
      '/api/suggestions/summary': () => ({
        status: 200,
        body: { success: true, data: { canReview: true, pending: 2 } },
      }),
      '/api/user/binh/approve': () => {
        users = users.map((user) => (user.id === 'binh' ? { ...user, status: 'active' } : user));
        return {
          status: 200,
          body: { success: true, message: 'Đã duyệt thành viên thành công', data: users[1] },
        };
      },
    });
    renderAdminRoutes([{ path: '/admin/home', element: <AdminHomePage /> }], '/admin/home');

    expect(await screen.findByTestId('stat-members-value')).toHaveProperty('textContent', '2');
    expect(await screen.findByTestId('stat-pending-value')).toHaveProperty('textContent', '1');
    expect(await screen.findByTestId('stat-active-value')).toHaveProperty('textContent', '1');
    expect(screen.getByTestId('stat-pending').getAttribute('href')).toBe('/admin/users?status=pending');
    expect(calls.some((call) => call.path === '/api/users/pending' && call.query.get('limit') === '1')).toBe(
      true,
    );

    const suggestions = await screen.findByRole('link', { name: '2 đề xuất của thành viên chờ duyệt' });
    expect(suggestions.getAttribute('href')).toBe('/settings/suggestions/review');

    const todo = await screen.findByRole('list', { name: 'Thành viên chờ duyệt' });
    await userEvent.click(within(todo).getByRole('button', { name: 'Duyệt Trần Thị Bình' }));

    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText('Đã duyệt thành viên thành công')).toBeTruthy();
    // Counts and the list follow the change.
    await waitFor(() => expect(screen.getByTestId('stat-pending-value').textContent).toBe('0'));
    expect(await screen.findByText(/Không có việc nào cần làm/)).toBeTruthy();
  });
});
