import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../app/i18n';
import { queryClient } from '../../../app/query-client';
import { type RouteEntry, routeMap } from '../../../app/route-map';
import { renderRoutes } from '../../../testing/render';
import en from '../locales/en.json';
import es from '../locales/es.json';

// The pages are rendered alone, without the route that loads the module's namespace.
i18n.addResourceBundle('en', 'reports', en, true, false);
i18n.addResourceBundle('es', 'reports', es, true, false);

/** One of the /my-reports pages at its path, inside the app's providers and the signed-in shell's data cache. */
export function renderMyReportsPage(Page: ComponentType<{ entry: RouteEntry }>, path: string) {
  const entry = routeMap.find((route) => route.path === path)!;
  const element = (
    <QueryClientProvider client={queryClient}>
      <Page entry={entry} />
    </QueryClientProvider>
  );
  return renderRoutes([{ path, element }], path);
}
