import type { ReactElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { buildRoutes, loadEveryPage } from '../app/routes';
import { queryClient } from '../app/query-client';
import { testStyles } from './styles';

// The app's pages are lazy chunks; here they are all in before the first test (once per worker:
// the module graph is shared by a worker's files, vitest.config.ts).
await loadEveryPage();

/** Renders routes in memory, inside the app's providers; returns the router to inspect where it went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <CacheProvider value={testStyles}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { router, ...view };
}

/** The whole app at a URL. */
export function renderApp(path: string) {
  return renderRoutes(buildRoutes(), path);
}

/** One element inside the app's providers and the signed-in shell's data cache, without a router. */
export function renderWithProviders(element: ReactElement) {
  return render(
    <CacheProvider value={testStyles}>
      <AppProviders>
        <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
      </AppProviders>
    </CacheProvider>,
  );
}
