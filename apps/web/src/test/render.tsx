import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// RouterProvider from 'react-router', not 'react-router/dom': under vitest the latter is CommonJS whose
// require('react-router') picks the ESM build (Node's module-sync condition), a second copy of the
// router's contexts, so every useNavigate() in a page would throw "outside a <Router>".
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { appServices } from '../app/app-services.ts';
import { theme } from '../app/theme.ts';
import { AppServicesProvider } from '../components/AppServices.ts';

/** The app's theme, for tests that mount their own MantineProvider (features may not import app/). */
export { theme };

/** Renders routes inside the app's providers, at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider value={appServices}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }]);
}
