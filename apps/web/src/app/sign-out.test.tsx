import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../components/UserMenu.tsx';
import { sessionStore } from '../lib/session.ts';
import { toastStore } from '../lib/toast.ts';
import { stubApi } from '../test/api-stub.ts';
import { renderAdminRoutes } from '../test/render-admin.tsx';
import { sampleSession } from '../test/sessions.ts';
import { RequireAdmin } from './guards.tsx';

const adminSession = sampleSession({ username: 'admin', email: 'admin@example.com' });

/** An admin page behind the real guard, with the menu in its header. */
function renderAdminPage() {
  return renderAdminRoutes(
    [
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/admin/users',
            element: (
              <>
                <UserMenu />
                <p>Trang thành viên</p>
              </>
            ),
          },
        ],
      },
      { path: '/auth/login', element: <p>Trang đăng nhập</p> },
    ],
    '/admin/users',
  );
}

async function signOutFromMenu(): Promise<void> {
  // The menu loads lazily once someone is signed in.
  await userEvent.click(await screen.findByTestId('user-menu'));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  sessionStore.clear();
});

describe('UserMenu sign-out', () => {
  it('sends the refresh token, ends the session and lands on the bare login page with nothing cached', async () => {
    const calls = stubApi({
      '/api/auth/logout': () => ({ status: 200, body: { success: true, message: 'Đã đăng xuất' } }),
    });
    sessionStore.signIn(adminSession);
    const { router, queryClient } = renderAdminPage();
    queryClient.setQueryData(['users', 'list'], ['dữ liệu của dòng họ']);

    await signOutFromMenu();

    await waitFor(() => expect(sessionStore.get().user).toBeNull());
    expect(sessionStore.get().token).toEqual({ accessToken: '', refreshToken: '' });
    expect(calls.find((call) => call.path === '/api/auth/logout')?.body).toEqual({
      refreshToken: 'refresh-1',
    });
    expect(router.state.location.pathname).toBe('/auth/login');
    // No "come back to /admin/users" for whoever signs in next.
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Trang đăng nhập')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(['users', 'list'])).toBeUndefined());
  });

  it('still ends the session when the logout call fails, and says “Lỗi khi đăng xuất”', async () => {
    stubApi({
      '/api/auth/logout': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
    });
    sessionStore.signIn(adminSession);
    const { router } = renderAdminPage();

    await signOutFromMenu();

    expect(await screen.findByText('Lỗi khi đăng xuất')).toBeTruthy();
    expect(sessionStore.get().user).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
