import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session.ts';
import { toastStore } from '../lib/toast.ts';
import { demoSetting, stubApi } from '../test/api-stub.ts';
import { renderAdminRoutes } from '../test/render-admin.tsx';
import { sampleSession } from '../test/sessions.ts';
import { routes } from './router.tsx';

const sessionAs = (role: 'admin' | 'user') => sampleSession({ role });

type Layout = 'admin' | 'auth' | 'default' | 'home-page' | 'home' | 'landing' | 'empty';

/**
 * Spec §2, every route with a sample id or slug, and the layout it must render in for an admin (the
 * bank-account pages, reached from the admin menu, keep an admin in the admin layout).
 */
const SPEC_ROUTES: [string, Layout][] = [
  ['/404', 'home-page'],
  ['/', 'home'],
  ['/branch', 'home'],
  ['/branch/b1', 'home'],
  ['/tree/t1', 'empty'],
  ['/auth/login', 'auth'],
  ['/auth/register', 'auth'],
  ['/auth/register-member', 'auth'],
  ['/auth/verify-email', 'auth'],
  ['/auth/reset-password', 'auth'],
  ['/auth/forgot-password', 'auth'],
  ['/auth/registration-success', 'auth'],
  ['/auth/member-registration-success', 'auth'],
  ['/admin', 'admin'],
  ['/blogs', 'home'],
  ['/blogs/le-gio-to.html', 'home'],
  ['/family-tree', 'home'],
  ['/xung-ho', 'home'],
  ['/reminders/unsubscribe', 'home'],
  ['/guide', 'landing'],
  ['/contact', 'landing'],
  ['/albums', 'home'],
  ['/albums/anh-le-gio.html', 'home'],
  ['/events', 'home'],
  ['/events/gio-to.html', 'home'],
  ['/campaigns', 'home'],
  ['/campaigns/xay-nha-tho.html', 'home'],
  ['/ai-trees/d1', 'empty'],
  ['/settings', 'default'],
  ['/settings/reminders', 'default'],
  ['/settings/branches', 'default'],
  ['/settings/ListCategory', 'default'],
  ['/settings/create-category', 'default'],
  ['/settings/ListBankAccount', 'admin'],
  ['/settings/create-bank-account', 'admin'],
  ['/settings/detail-category/k1', 'default'],
  ['/settings/detail-bank-account/b1', 'admin'],
  ['/settings/suggestions', 'admin'],
  ['/settings/suggestions/review', 'admin'],
  ['/categories', 'admin'],
  ['/categories/create', 'admin'],
  ['/categories/detail/k1', 'admin'],
  ...[
    '/admin/home',
    '/admin/blogs',
    '/admin/blogs/create',
    '/admin/blogs/update/le-gio-to',
    '/admin/trees',
    '/admin/branches',
    '/admin/users',
    '/admin/users/create',
    '/admin/users/update/u2',
    '/admin/albums',
    '/admin/albums/create',
    '/admin/albums/update/a1',
    '/admin/events',
    '/admin/events/create',
    '/admin/events/update/e1',
    '/admin/persons',
    '/admin/persons/update/p1',
    '/admin/ai-trees',
    '/admin/ai-trees/edit/d1',
    '/admin/ai-trees/preview/d1',
    '/admin/settings',
    '/admin/audit',
    '/admin/campaigns',
    '/admin/campaigns/create',
    '/admin/campaigns/update/k1',
    '/admin/campaigns/detail/xay-nha-tho',
  ].map((path): [string, Layout] => [path, 'admin']),
];

async function expectLayout(layout: Layout): Promise<void> {
  await waitFor(() => expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull());
  // Exactly one layout frames the page.
  expect(document.querySelectorAll('[data-layout]')).toHaveLength(1);
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  sessionStore.clear();
});

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s renders inside the %s layout for a signed-in admin', async (path, layout) => {
    stubApi({ '/api/public/setting': () => demoSetting });
    sessionStore.signIn(sessionAs('admin'));
    const { router } = renderAdminRoutes(routes, path);
    await expectLayout(layout);
    // No redirect took the admin elsewhere (`/admin` itself opens the dashboard).
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(path === '/admin' ? '/admin/home' : path),
    );
  });

  it('the draft editor answers a draft that does not exist with its not-found block, inside its layout', async () => {
    stubApi({ '/api/public/setting': () => demoSetting });
    sessionStore.signIn(sessionAs('admin'));
    renderAdminRoutes(routes, '/admin/ai-trees/edit/d1');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy cây gia phả nháp' })).toBeTruthy();
    await expectLayout('admin');
  });

  it('an unmatched route shows the not-found error with its path', async () => {
    stubApi({ '/api/public/setting': () => demoSetting });
    renderAdminRoutes(routes, '/khong-co-trang-nay');
    expect(await screen.findByText('Page Not Found: /khong-co-trang-nay')).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    await expectLayout('home-page');
  });

  it.each(['/admin/users', '/tree/t1', '/ai-trees/d1', '/categories', '/settings/ListBankAccount'])(
    '%s sends a visitor to the login page and back afterwards',
    async (path) => {
      stubApi({ '/api/public/setting': () => demoSetting });
      const { router } = renderAdminRoutes(routes, path);
      await expectLayout('auth');
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    },
  );

  it('a member without the admin role is turned away from admin pages with a warning', async () => {
    stubApi({ '/api/public/setting': () => demoSetting });
    sessionStore.signIn(sessionAs('user'));
    const { router } = renderAdminRoutes(routes, '/admin/users');
    await expectLayout('home');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Bạn không có quyền truy cập trang này')).toBeTruthy();
  });

  it('a member may open their own settings pages', async () => {
    stubApi({ '/api/public/setting': () => demoSetting });
    sessionStore.signIn(sessionAs('user'));
    const { router } = renderAdminRoutes(routes, '/settings');
    await expectLayout('default');
    expect(router.state.location.pathname).toBe('/settings');
  });

  it.each(['/settings/ListBankAccount', '/settings/create-bank-account', '/settings/detail-bank-account/b1'])(
    '%s opens in the members’ area for a member',
    async (path) => {
      stubApi({ '/api/public/setting': () => demoSetting });
      sessionStore.signIn(sessionAs('user'));
      const { router } = renderAdminRoutes(routes, path);
      await expectLayout('default');
      expect(router.state.location.pathname).toBe(path);
    },
  );
});

/** Every path of the route table (not only spec §2's list), with a sample value for each parameter. */
function routePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const here = route.path && route.path !== '*' ? [own.replace(/:[a-z]+/gi, 'x1')] : [];
    return [...here, ...(route.children ? routePaths(route.children, own) : [])];
  });
}

describe('page titles', () => {
  const paths = [...new Set(routePaths(routes))].filter((path) => path !== '/admin');

  it('the route table is walked whole', () => {
    expect(paths).toContain('/settings/detail-bank-account/x1');
    expect(paths).toContain('/auth/login');
    expect(paths.length).toBeGreaterThan(55);
  });

  it('the home page’s tab is the site’s own name', async () => {
    stubApi({ '/api/public/setting': () => demoSetting });
    // What the setting gate gives every tab before a page names its own.
    document.title = 'Gia phả dòng họ';
    renderAdminRoutes(routes, '/');
    await screen.findByRole('heading', { name: /Chưa có dòng họ/ });
    expect(document.title).toBe('Gia phả dòng họ');
  });

  it.each([...paths, '/khong-co-trang-nay'])('%s names the browser tab “{page} · {clan}”', async (path) => {
    stubApi({ '/api/public/setting': () => demoSetting });
    sessionStore.signIn(sessionAs('admin'));
    renderAdminRoutes(routes, path);
    // The tests render without the setting gate: the clan's name is the default one here.
    await waitFor(() => expect(document.title).toMatch(/^\S.* · Gia phả dòng họ$/));
  });
});
