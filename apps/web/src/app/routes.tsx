import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { MenuEntry } from '../layouts/shell/menu';
import { PublicLayout } from '../layouts/PublicLayout';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PublicFlowPage } from '../pages/PublicFlowPage';
import type { RouteHandle } from './current-route';
import { GuestOnly, RequireSession, SessionRoot } from './guards';
import i18n from './i18n';
import { Redirect } from './Redirect';
import { isGuestOnly, routeMap, type RouteEntry } from './route-map';

export type Page = ComponentType<{ entry: RouteEntry }>;

/**
 * What a web module declares in its `modules/<name>/module.ts`. The declarations are read eagerly
 * (here and by the side menu), so a module.ts stays tiny: it reaches its pages only through the
 * loaders, each a dynamic import, which makes every page a chunk of its own.
 */
export interface WebModule {
  /** Route-map paths (route-map.ts) → the page shown there. */
  readonly routes?: Readonly<Record<string, () => Promise<Page>>>;
  /** Its entries in the side menu (layouts/shell/menu.ts). */
  readonly menu?: readonly MenuEntry[];
  /** The locale namespaces its pages use, loaded with any of its pages so none shows a key. */
  readonly namespaces?: readonly string[];
}

export const webModules: Readonly<Record<string, WebModule>> = import.meta.glob<WebModule>('../modules/*/module.ts', {
  eager: true,
  import: 'default',
});

interface PageSource {
  load: () => Promise<Page>;
  namespaces: readonly string[];
}

const pageSources = new Map<string, PageSource>(
  Object.values(webModules).flatMap(({ routes = {}, namespaces = [] }) =>
    Object.entries(routes).map(([path, load]) => [path, { load, namespaces }] as const),
  ),
);

const loadShell = () => import('../layouts/shell/AppShell');

/**
 * Every page and the shell, loaded now (testing/render.tsx): a test's waits then measure the page,
 * not a chunk's first transform, as when routes imported their pages eagerly.
 */
export function loadEveryPage(): Promise<unknown> {
  return Promise.all([loadShell(), ...[...pageSources.values()].map((source) => source.load())]);
}

/** The shell's own components use these beyond `common`: the farm switcher and the idle-logout warning. */
const SHELL_NAMESPACES = ['farms', 'auth'];

const pageElement = (Page: Page, entry: RouteEntry) => <Page entry={entry} />;

function pageRoute(entry: RouteEntry, fallback: Page): RouteObject {
  const handle: RouteHandle = { entry };
  const source = pageSources.get(entry.path);
  if (!source) return { path: entry.path, handle, element: pageElement(fallback, entry) };
  return {
    path: entry.path,
    handle,
    // The page's chunk and its texts in the current language come together: it never shows a key.
    lazy: async () => {
      const [Page] = await Promise.all([source.load(), i18n.loadNamespaces([...source.namespaces])]);
      return { element: pageElement(Page, entry) };
    },
  };
}

function redirectRoute(entry: RouteEntry): RouteObject {
  if (!entry.redirectTo) throw new Error(`Redirect route ${entry.path} has no redirectTo`);
  return { path: entry.path, element: <Redirect to={entry.redirectTo} /> };
}

/** Until the first page's chunk is in (main.tsx waits for it; tests render at once). */
function NothingYet() {
  return null;
}

/**
 * The route tree, built from the route map and the modules' pages; exported for tests, which mount
 * it in memory. The guard of docs/product.md §4 is in the tree: login and register sit under GuestOnly, every
 * signed-in and placeholder page under RequireSession; the other public pages and the 404 page are
 * open. A route no module serves shows the coming-soon page (signed in) or the generic public one.
 */
export function buildRoutes(entries: readonly RouteEntry[] = routeMap): RouteObject[] {
  const ofKind = (...kinds: RouteEntry['kind'][]) => entries.filter((entry) => kinds.includes(entry.kind));
  const publicPage = (entry: RouteEntry) => pageRoute(entry, PublicFlowPage);
  const publicEntries = ofKind('public');
  return [
    {
      element: <SessionRoot />,
      HydrateFallback: NothingYet,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { element: <GuestOnly />, children: publicEntries.filter(isGuestOnly).map(publicPage) },
            ...publicEntries.filter((entry) => !isGuestOnly(entry)).map(publicPage),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <RequireSession />,
          children: [
            {
              // The shell is a chunk of its own too: the public pages never need it.
              lazy: async () => {
                const [{ AppShell }] = await Promise.all([loadShell(), i18n.loadNamespaces(SHELL_NAMESPACES)]);
                return { Component: AppShell };
              },
              children: ofKind('private', 'placeholder').map((entry) => pageRoute(entry, ComingSoonPage)),
            },
          ],
        },
        ...ofKind('redirect').map(redirectRoute),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

/** Resolves once the router has the first page's chunks (a route's `lazy`), so the first paint shows it. */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
