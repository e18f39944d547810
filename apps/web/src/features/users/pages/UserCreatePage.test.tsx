import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { UserCreatePage } from './UserCreatePage.tsx';

function renderCreatePage() {
  return renderAdminRoutes(
    [
      { path: '/admin/users/create', element: <UserCreatePage /> },
      { path: '/admin/users', element: <p>Danh sách thành viên</p> },
    ],
    '/admin/users/create',
  );
}

async function fillForm() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Họ và tên' }), 'Lê Văn Cường');
  await userEvent.type(screen.getByRole('textbox', { name: 'Tên đăng nhập' }), 'cuong');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'cuong@example.com');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'mat-khau-moi');
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('UserCreatePage', () => {
  it('checks the fields before sending anything', async () => {
    const calls = stubApi({});
    renderCreatePage();

    await userEvent.click(screen.getByRole('button', { name: 'Tạo thành viên' }));

    expect(await screen.findByText('Vui lòng nhập họ và tên')).toBeTruthy();
    expect(screen.getByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows a taken username under its field', async () => {
    stubApi({
      '/api/user/create': () => ({
        status: 409,
        body: {
          success: false,
          message: 'Tên đăng nhập đã tồn tại',
          errors: [{ field: 'username', message: 'Tên đăng nhập đã tồn tại' }],
        },
      }),
    });
    renderCreatePage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Tạo thành viên' }));

    const username = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Tên đăng nhập đã tồn tại').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Tạo thành viên' })).toBeTruthy();
  });

  it('sends the member with the chosen role, toasts the server’s message and returns to the list', async () => {
    const calls = stubApi({
      '/api/user/create': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Đã tạo thành viên mới thành công',
          data: {
            id: 'u9',
            name: 'Lê Văn Cường',
            username: 'cuong',
            email: 'cuong@example.com',
            role: 'admin',
            status: 'active',
            domain: 'demo',
            emailVerified: false,
            createdAt: '2026-03-05T09:00:00.000Z',
            updatedAt: '2026-03-05T09:00:00.000Z',
            version: 1,
          },
        },
      }),
    });
    renderCreatePage();
    await fillForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Vai trò' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quản trị viên' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo thành viên' }));

    expect(await screen.findByText('Danh sách thành viên')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/user/create')?.body).toEqual({
      name: 'Lê Văn Cường',
      username: 'cuong',
      email: 'cuong@example.com',
      password: 'mat-khau-moi',
      role: 'admin',
    });
    const toast = screen.getByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText('Đã tạo thành viên mới thành công')).toBeTruthy();
  });
});
