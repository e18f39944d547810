import type { User } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { UserUpdatePage } from './UserUpdatePage.tsx';

const binh: User = {
  id: '0b5e0c52-3b8f-4d55-9a4e-6f1f1d0c2a11',
  name: 'Trần Thị Bình',
  username: 'binh',
  email: 'binh@example.com',
  role: 'user',
  status: 'active',
  domain: 'demo',
  emailVerified: true,
  createdAt: '2026-03-05T09:00:00.000Z',
  updatedAt: '2026-03-05T09:00:00.000Z',
  version: 3,
};

const STALE = 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại';

function renderUpdatePage(id = binh.id) {
  return renderAdminRoutes(
    [
      { path: '/admin/users/update/:id', element: <UserUpdatePage /> },
      { path: '/admin/users', element: <p>Danh sách thành viên</p> },
    ],
    `/admin/users/update/${id}`,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('UserUpdatePage', () => {
  it('an unknown member shows “Không tìm thấy thành viên” with a way back', async () => {
    stubApi({
      '/api/user': () => ({ status: 404, body: { success: false, message: 'Không tìm thấy thành viên' } }),
    });
    renderUpdatePage();

    expect(await screen.findByRole('heading', { name: 'Không tìm thấy thành viên' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Về danh sách thành viên' }));
    expect(await screen.findByText('Danh sách thành viên')).toBeTruthy();
  });

  it('saves with the loaded version, keeps the password when left empty, and returns to the list', async () => {
    const calls = stubApi({
      '/api/user': (call) =>
        call.method === 'PUT'
          ? {
              status: 200,
              body: {
                success: true,
                message: 'Đã cập nhật thông tin thành công',
                data: { ...binh, name: 'Trần Thị Bình An', version: 4 },
              },
            }
          : { status: 200, body: { success: true, data: binh } },
    });
    renderUpdatePage();

    const name = await screen.findByRole('textbox', { name: 'Họ và tên' });
    await waitFor(() => expect(name).toHaveProperty('value', 'Trần Thị Bình'));
    await userEvent.type(name, ' An');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Danh sách thành viên')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('id')).toBe(binh.id);
    expect(put?.body).toEqual({
      name: 'Trần Thị Bình An',
      username: 'binh',
      email: 'binh@example.com',
      version: 3,
    });
    const toast = screen.getByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText('Đã cập nhật thông tin thành công')).toBeTruthy();
  });

  it('a stale edit says so and offers to reload; the next save carries the new version', async () => {
    let current = binh;
    const calls = stubApi({
      '/api/user': (call) => {
        if (call.method !== 'PUT') return { status: 200, body: { success: true, data: current } };
        const sent =
          call.body && typeof call.body === 'object' && 'version' in call.body ? call.body.version : 0;
        if (sent !== current.version) return { status: 409, body: { success: false, message: STALE } };
        return {
          status: 200,
          body: { success: true, message: 'Đã cập nhật thông tin thành công', data: current },
        };
      },
    });
    renderUpdatePage();

    const name = await screen.findByRole('textbox', { name: 'Họ và tên' });
    await waitFor(() => expect(name).toHaveProperty('value', 'Trần Thị Bình'));
    // Someone else saves the member meanwhile.
    current = { ...binh, email: 'binh.moi@example.com', version: 4 };
    await userEvent.type(name, ' An');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    const alert = await screen.findByRole('alert', { name: 'Lỗi' });
    expect(within(alert).getByText(STALE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    // The fresh email arrives; the admin's own edit of the name stays.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'binh.moi@example.com'),
    );
    expect(name).toHaveProperty('value', 'Trần Thị Bình An');

    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Danh sách thành viên')).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toMatchObject([{ version: 3 }, { version: 4 }]);
  });
});
