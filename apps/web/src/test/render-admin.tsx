import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// RouterProvider from 'react-router' (as in render.tsx): under vitest 'react-router/dom' loads a second
// copy of the router's contexts.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { appServices } from '../app/app-services.ts';
import { theme } from '../app/theme.ts';
import { AppServicesProvider } from '../components/AppServices.ts';
import { Toaster } from '../components/Toaster.tsx';

/**
 * Renders admin routes as the app does — with confirmation modals and the global toaster — at `path`.
 * Mantine's test environment turns transitions off, so menus and modals open at once under happy-dom.
 */
export function renderAdminRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider value={appServices}>
          <ModalsProvider labels={{ confirm: 'Xác nhận', cancel: 'Hủy' }}>
            <RouterProvider router={router} />
            <Toaster />
          </ModalsProvider>
        </AppServicesProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
