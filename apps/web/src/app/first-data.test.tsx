import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
// RouterProvider from 'react-router' (as in test/render.tsx): under vitest 'react-router/dom' loads a
// second copy of the router's contexts, so the whole <App /> cannot render here.
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../components/AppServices.ts';
import { BlogDetailPage } from '../features/blogs/pages/BlogDetailPage.tsx';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { FIRST_DATA_ELEMENT_ID } from '../lib/first-data.ts';
import { currentDomain } from '../lib/tenant.ts';
import { demoSetting, stubApi } from '../test/api-stub.ts';
import { blogItem, list, ok, section } from '../test/public-pages.tsx';
import { createQueryClient } from './App.tsx';
import { appServices } from './app-services.ts';
import { SiteSettingGate } from './SiteSetting.tsx';
import { theme } from './theme.ts';

/** The home page and a post under the setting gate, with the query client the app makes (it reads the page's data). */
function renderApp(path: string): QueryClient {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <SiteSettingGate>
            <Outlet />
          </SiteSettingGate>
        ),
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/blogs/:slug', element: <BlogDetailPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <AppServicesProvider value={appServices}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

/** The answers the home page's and a post's first render ask for, as the server puts them in the page. */
const SECTIONS = [
  section({ id: 's1', type: 'hero', title: 'Uống nước nhớ nguồn' }),
  section({ id: 's2', type: 'featuredPosts', title: 'Tin tức dòng họ', itemLimit: 3 }),
];
const POSTS = [
  blogItem({ id: 'le-gio-to', title: 'Lễ Giỗ Tổ năm Bính Ngọ', summary: 'Thư mời con cháu về dự.' }),
];
const HOSTILE_TITLE = 'Tiêu đề </script><script>alert(1)</script>';

function putFirstData(data: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  // As the server writes it: no raw `<` in the element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(script);
}

function siteData(domain = currentDomain()) {
  return {
    domain,
    readAt: Date.now(),
    setting: demoSetting.body,
    menus: list([]).body,
  };
}

/** The public reads the first render would otherwise make. */
const FIRST_READS = ['/api/public/setting', '/api/public/menus', '/api/public/sections', '/api/public/blogs'];

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
});

describe('first-data in the page', () => {
  it('renders the home page’s hero and latest posts from it, without asking the API for them', async () => {
    const calls = stubApi({});
    putFirstData({
      ...siteData(),
      sections: list(SECTIONS).body,
      blogs: [{ query: { limit: 3, offset: 0 }, response: list(POSTS).body }],
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uống nước nhớ nguồn' })).toBeTruthy();
    expect(await screen.findByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
    expect(screen.getByText('Thư mời con cháu về dự.')).toBeTruthy();
    expect(calls.map((c) => c.path).filter((path) => FIRST_READS.includes(path))).toEqual([]);
  });

  it('renders a post from it, its title intact, without fetching the post', async () => {
    const calls = stubApi({});
    putFirstData({
      ...siteData(),
      post: {
        slug: 'tieu-de',
        response: ok({
          ...blogItem({ id: 'tieu-de', title: HOSTILE_TITLE }),
          content: '<p>Kính mời con cháu.</p>',
        }).body,
      },
    });
    renderApp('/blogs/tieu-de.html');
    expect(await screen.findByRole('heading', { name: HOSTILE_TITLE })).toBeTruthy();
    expect(screen.getByText('Kính mời con cháu.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/public/blog'))).toEqual([]);
  });

  it('asks the API as usual when the data is of another clan', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/menus': () => list([]),
      '/api/public/sections': () => list(SECTIONS),
      '/api/public/blogs': () => list(POSTS),
    });
    putFirstData({ ...siteData('ho-khac'), sections: list([]).body });
    renderApp('/');
    expect(await screen.findByText('Lễ Giỗ Tổ năm Bính Ngọ')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/public/setting', '/api/public/sections', '/api/public/blogs']),
    );
  });
});
