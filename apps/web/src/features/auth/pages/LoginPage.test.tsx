import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/Toaster.tsx';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { sampleSession } from '../../../test/sessions.ts';
import { LoginPage } from './LoginPage.tsx';

function renderLogin(path = '/auth/login') {
  return renderRoutes(
    [
      {
        path: '/auth/login',
        element: (
          <>
            <LoginPage />
            <Toaster />
          </>
        ),
      },
      { path: '/admin/users', element: <p>Trang thành viên</p> },
      { path: '/admin/home', element: <p>Trang quản trị</p> },
    ],
    path,
  );
}

const adminSession = sampleSession({ username: 'admin', email: 'admin@example.com' });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  sessionStore.clear();
});

describe('LoginPage', () => {
  it('an empty submit shows what is missing under each field and sends nothing', async () => {
    const calls = stubApi({ '/api/public/setting': () => demoSetting });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(screen.getByLabelText('Tên đăng nhập').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it('a refused login toasts “Đăng nhập thất bại” with the server’s message', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Tài khoản của bạn đang chờ quản trị viên dòng họ duyệt' },
      }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), '  ThanhVien ');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'mat-khau-dung');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const toast = await screen.findByRole('alert', { name: 'Lỗi' });
    expect(within(toast).getByText('Đăng nhập thất bại')).toBeTruthy();
    expect(within(toast).getByText('Tài khoản của bạn đang chờ quản trị viên dòng họ duyệt')).toBeTruthy();
    expect(toastStore.get()).toMatchObject([
      {
        severity: 'error',
        summary: 'Đăng nhập thất bại',
        detail: 'Tài khoản của bạn đang chờ quản trị viên dòng họ duyệt',
      },
    ]);
    // The username goes as the contract normalizes it; no blank domain in the body (spec §5).
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      username: 'thanhvien',
      password: 'mat-khau-dung',
    });
    expect(sessionStore.get().user).toBeNull();
    expect(screen.getByRole('button', { name: 'Đăng nhập' }).hasAttribute('disabled')).toBe(false);
  });

  it('without a server message the toast says “Vui lòng thử lại sau”', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/auth/login': () => ({ status: 502, body: '' }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'admin');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'mat-khau');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() =>
      expect(toastStore.get()).toMatchObject([
        { summary: 'Đăng nhập thất bại', detail: 'Đăng nhập thất bại. Vui lòng thử lại sau' },
      ]),
    );
  });

  it('signs in and follows a same-site redirect', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/auth/login': () => ({ status: 200, body: { success: true, data: adminSession } }),
    });
    const { router } = renderLogin('/auth/login?redirect=%2Fadmin%2Fusers');
    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'admin');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'mat-khau-quan-tri');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByText('Trang thành viên')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(sessionStore.get().token.accessToken).toBe('access-1');
    expect(toastStore.get()).toMatchObject([{ severity: 'success', summary: 'Đăng nhập thành công' }]);
  });
});
