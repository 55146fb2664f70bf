import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { examplePath, routeMap, type RouteEntry } from '../apps/web/src/app/route-map';
import { isGuestOnly } from '../apps/web/src/app/route-map';
import { signInPage } from './support/auth';
import { describeInBrowser, launchBrowser, openPage } from './support/browser';

/** Public pages that need something the walk does not bring: without it they send the visitor to login. */
const SIGNED_OUT_LANDING: Readonly<Record<string, string>> = {
  '/forget-password': '/login', // needs a valid ?token=
  '/reset-password': '/login', // needs a session that must change its password
};

const NOT_FOUND_TITLE = 'Page Not Found';
const NOT_FOUND_TEXT =
  'The page you are looking for might have been removed had its changed or is temporarily unavailable';

/** Where a redirect ends up after following the chain through the route map. */
function finalTarget(entry: RouteEntry): RouteEntry {
  let current = entry;
  for (let hops = 0; current.kind === 'redirect'; hops += 1) {
    const target = routeMap.find((candidate) => candidate.path === current.redirectTo);
    if (!target || hops > 5) throw new Error(`Redirect from ${entry.path} does not end on a route`);
    current = target;
  }
  return current;
}

async function expectLandedOn(page: Page, entry: RouteEntry) {
  const layout = entry.kind === 'public' ? 'public-layout' : 'app-shell';
  await page.getByTestId(layout).waitFor();
  await expect(page.getByTestId('page-title').first().isVisible()).resolves.toBe(true);
  expect(await page.getByTestId('not-found').count()).toBe(0);
}

describeInBrowser('every route of docs/product.md §2 resolves', () => {
  let browser: Browser;
  /** Signed in (docs/product.md §4: every non-public route needs it). */
  let page: Page;
  /** Signed out, for the public routes. */
  let visitor: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
    await signInPage(page);
    ({ page: visitor } = await openPage(browser));
  });
  afterAll(() => browser?.close());

  it.each(routeMap.filter((entry) => entry.kind === 'public').map((entry) => [entry.path, entry] as const))(
    'public %s (signed out)',
    async (_path, entry) => {
      const url = examplePath(entry.path);
      await visitor.goto(url);
      const landing = SIGNED_OUT_LANDING[entry.path];
      if (landing) {
        await visitor.waitForURL((current) => current.pathname === landing);
        await visitor.getByTestId('login-page').waitFor();
        return;
      }
      await expectLandedOn(visitor, entry);
      expect(new URL(visitor.url()).pathname).toBe(url);
    },
  );

  // Every signed-in route is opened, and shown to resolve, by the accessibility walk (accessibility.e2e.test.ts).

  it.each(routeMap.filter(isGuestOnly).map((entry) => [entry.path, entry] as const))(
    'sends a signed-in user from %s to /myfarm',
    async (_path, entry) => {
      await page.goto(examplePath(entry.path));
      await page.waitForURL((url) => url.pathname === '/myfarm/farmlist');
      await page.getByTestId('app-shell').waitFor();
    },
  );

  it('sends a signed-out visitor of a signed-in route to /login', async () => {
    await visitor.goto('/animals/A-1/notes');
    await visitor.waitForURL((url) => url.pathname === '/login');
  });

  it.each(routeMap.filter((entry) => entry.kind === 'redirect').map((entry) => [entry.path, entry] as const))(
    'redirect %s',
    async (_path, entry) => {
      const target = finalTarget(entry);
      await page.goto(examplePath(entry.path));
      await page.waitForURL((url) => url.pathname === examplePath(target.path));
      await expectLandedOn(page, target);
    },
  );

  it('sends / to the farm list', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/myfarm/farmlist');
  });

  it.each(['/no-such-page', '/myfarm/detail/7/unknown/segments', '/animals/A-1/no-such-tab'])(
    'shows the 404 page for %s',
    async (path) => {
      await page.goto(path);
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      await expect(notFound.getByText(NOT_FOUND_TITLE, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(notFound.getByText(NOT_FOUND_TEXT, { exact: true }).isVisible()).resolves.toBe(true);
    },
  );
});
