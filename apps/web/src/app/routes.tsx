import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { MenuEntry } from '../layouts/shell/menu';
import { PublicLayout } from '../layouts/PublicLayout';
import type { RouteHandle } from './current-route';
import { GuestOnly, loadIdleLogout, RequireSession, SessionRoot } from './guards';
import i18n from './i18n';
import { Redirect } from './Redirect';
import { SHELL_NAMESPACES } from './namespaces';
import { isGuestOnly, routeMap, type RouteEntry } from './route-map';
import { getSession, sessionRestored } from './session';

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
  /**
   * Route-map paths → what starts that page's first queries from its URL, a dynamic import too: run
   * as the route is entered, signed in, so the data comes while the page's chunks do.
   */
  readonly prefetch?: Readonly<Record<string, (url: URL) => Promise<void>>>;
}

export const webModules: Readonly<Record<string, WebModule>> = import.meta.glob<WebModule>('../modules/*/module.ts', {
  eager: true,
  import: 'default',
});

interface PageSource {
  load: () => Promise<Page>;
  namespaces: readonly string[];
  prefetch?: (url: URL) => Promise<void>;
}

const pageSources = new Map<string, PageSource>(
  Object.values(webModules).flatMap(({ routes = {}, namespaces = [], prefetch = {} }) =>
    Object.entries(routes).map(([path, load]) => [path, { load, namespaces, prefetch: prefetch[path] }] as const),
  ),
);

const loadShell = () => import('../layouts/shell/AppShell');
// The pages of routes no module serves yet are chunks too: the first load carries only the page shown.
const comingSoonPage = () => import('../pages/ComingSoonPage').then((page) => page.ComingSoonPage);
const publicFlowPage = () => import('../pages/PublicFlowPage').then((page) => page.PublicFlowPage);
const loadNotFoundPage = () => import('../pages/NotFoundPage');

/**
 * Every page, the shell and the idle-logout warning, loaded now (testing/render.tsx): a test's waits
 * then measure the page, not a chunk's first transform, as when routes imported their pages eagerly.
 */
export function loadEveryPage(): Promise<unknown> {
  const pages = [...pageSources.values()].map((source) => source.load());
  return Promise.all([loadShell(), loadIdleLogout(), comingSoonPage(), publicFlowPage(), loadNotFoundPage(), ...pages]);
}

const pageElement = (Page: Page, entry: RouteEntry) => <Page entry={entry} />;

function pageRoute(entry: RouteEntry, fallback: () => Promise<Page>): RouteObject {
  const handle: RouteHandle = { entry };
  const source = pageSources.get(entry.path) ?? { load: fallback, namespaces: [] };
  return {
    path: entry.path,
    handle,
    // The page's chunk and its texts in the current language come together: it never shows a key.
    lazy: async () => {
      const [Page] = await Promise.all([source.load(), i18n.loadNamespaces([...source.namespaces])]);
      return { element: pageElement(Page, entry) };
    },
    ...(source.prefetch && prefetchLoader(source.prefetch)),
  };
}

/**
 * A route loader that starts the page's queries beside its `lazy`, so the data does not wait for
 * the page's code (docs/decisions.md, "Initial load"). It waits for nothing: the page shows its own
 * loading state. Only for a stored session (the guard sends anyone else to /login), and only on
 * entering the route: the page's own filters change the URL and the page asks for those itself.
 */
function prefetchLoader(prefetch: (url: URL) => Promise<void>): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ request }) => {
      const url = new URL(request.url);
      // A failed prefetch costs nothing: the page asks again.
      void sessionRestored()
        .then(() => (getSession() ? prefetch(url) : undefined))
        .catch(() => undefined);
      return null;
    },
    shouldRevalidate: () => false,
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
  const publicPage = (entry: RouteEntry) => pageRoute(entry, publicFlowPage);
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
            { path: '*', lazy: async () => ({ Component: (await loadNotFoundPage()).NotFoundPage }) },
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
              children: ofKind('private', 'placeholder').map((entry) => pageRoute(entry, comingSoonPage)),
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
