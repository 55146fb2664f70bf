import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { examplePath, routeMap, type RouteEntry } from '../apps/web/src/app/route-map';
import { callApi } from './support/api';
import { apiLogin, DEMO, signInPage } from './support/auth';
import { expectAccessible } from './support/axe';
import { describeInBrowser, launchBrowser, openPage, type PageOptions } from './support/browser';

/** Public pages that, without the link's token, send the visitor to /login (checked there). */
const SIGNED_OUT_LANDING: Readonly<Record<string, string>> = { '/forget-password': '/login', '/reset-password': '/login' };

/**
 * The page a person waits for: its layout and title, then no indeterminate progress indicator left
 * (QueryState, PageLoading, the calendar's bar and the route guard all draw one while data or code
 * is on its way), and the fonts in, so contrast is measured on the text as shown.
 */
async function settled(page: Page, kind: RouteEntry['kind'], path: string): Promise<void> {
  await page.getByTestId(kind === 'public' ? 'public-layout' : 'app-shell').waitFor();
  await page.getByTestId('page-title').first().waitFor();
  await page.locator('[role="progressbar"]:not([aria-valuenow])').first().waitFor({ state: 'detached' });
  await MAIN_CONTENT[path]?.(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** What the main pages are opened for: the demo organisation's records (the seed's Spanish names). */
const MAIN_CONTENT: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '/login': (page) => page.getByTestId('login-page').waitFor(),
  '/myfarm/farmlist': (page) => page.getByTestId('farm-list').waitFor(),
  '/animals': (page) => page.getByTestId('animal-list').getByText('ALA-0001').first().waitFor(),
  '/animals/:animal_number/details': (page) => page.getByText('ALA-0001').first().waitFor(),
  '/my-schedule': (page) => page.getByRole('link', { name: /Ordeña/ }).first().waitFor(),
  '/my-schedule/cal': (page) => page.locator('.fc-event').first().waitFor(),
};

/** Real records of the demo organisation, for the pages whose example id only shows "not found". */
interface DemoIds {
  animal: string;
  farm: string;
  zone: string | undefined;
  group: string | undefined;
  task: string | undefined;
}

async function demoIds(): Promise<DemoIds> {
  const { token } = await apiLogin(DEMO.admin);
  // The demo herd's bull Don Toño (ALA-0001), whose history is seeded.
  const herd = await callApi<{ items: { id: string }[] }>(token, 'GET', '/animal?search=ALA-0001');
  const farms = await callApi<{ items: { id: string }[] }>(token, 'GET', '/farm?limit=1');
  const farm = farms.items[0]!.id;
  const zones = await callApi<{ id: string }[] | { items: { id: string }[] }>(token, 'GET', `/farm/${farm}/zone`);
  const groups = await callApi<{ items: { id: string }[] }>(token, 'GET', '/animal-group?page=1&limit=1');
  const tasks = await callApi<{ items: { id: string }[] }>(token, 'GET', '/action-list/task?page=1&limit=1');
  return {
    animal: herd.items[0]!.id,
    farm,
    zone: (Array.isArray(zones) ? zones : zones.items)[0]?.id,
    group: groups.items[0]?.id,
    task: tasks.items[0]?.id,
  };
}

const publicRoutes = routeMap.filter((entry) => entry.kind === 'public');
const signedInRoutes = routeMap.filter((entry) => entry.kind === 'private' || entry.kind === 'placeholder');

describeInBrowser('every page meets WCAG 2.1 A and AA (axe: no serious or critical violation)', () => {
  let browser: Browser;
  /** One page per person and setting, reused from route to route. */
  const pages: Partial<Record<'visitor' | 'member' | 'phoneVisitor' | 'phoneMember', Page>> = {};
  let ids: DemoIds;

  async function open(options: PageOptions, signedIn: boolean): Promise<Page> {
    const { page } = await openPage(browser, options);
    if (signedIn) await signInPage(page);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ids = await demoIds();
    pages.visitor = await open({}, false);
    pages.member = await open({}, true);
    pages.phoneVisitor = await open({ viewport: 'phone', language: 'es' }, false);
    pages.phoneMember = await open({ viewport: 'phone', language: 'es' }, true);
  });
  afterAll(() => browser?.close());

  it.each(publicRoutes.map((entry) => [entry.path, entry] as const))('public %s (signed out)', async (_path, entry) => {
    const page = pages.visitor!;
    await page.goto(examplePath(entry.path));
    const landing = SIGNED_OUT_LANDING[entry.path];
    if (landing) {
      await page.waitForURL((url) => url.pathname === landing);
      return;
    }
    await settled(page, entry.kind, entry.path);
    await expectAccessible(page, entry.path);
  });

  // Also where every signed-in route of docs/product.md §2 is shown to resolve (routes.e2e.test.ts has
  // the public ones, redirects and the 404 page): each page is opened once for both checks.
  it.each(signedInRoutes.map((entry) => [entry.path, entry] as const))('%s (signed in) resolves', async (_path, entry) => {
    const page = pages.member!;
    const url = examplePath(entry.path);
    await page.goto(url);
    await settled(page, entry.kind, url);
    expect(new URL(page.url()).pathname).toBe(url);
    expect(await page.getByTestId('not-found').count()).toBe(0);
    await expectAccessible(page, entry.path);
  });

  /** The example ids above land on "not found": the same pages with real records behind them. */
  const realPages: [string, (demo: DemoIds) => string | undefined][] = [
    ...['details', 'performance', 'feed', 'reproduction', 'health-record', 'animal-assessment', 'reminders', 'groupInfo', 'activity', 'notes', 'genetic-worth', 'genotype-data', 'edit'].map(
      (tab): [string, (demo: DemoIds) => string] => [`/animals/:animal_number/${tab}`, (demo) => `/animals/${demo.animal}/${tab}`],
    ),
    ['/myfarm/detail/:farmId', (demo) => `/myfarm/detail/${demo.farm}`],
    ['/myfarm/:id', (demo) => `/myfarm/${demo.farm}`],
    ['/myfarm/edit-farm/:farmId', (demo) => `/myfarm/edit-farm/${demo.farm}`],
    ['/myfarm/zones/:id', (demo) => `/myfarm/zones/${demo.farm}`],
    ['/myfarm/zone-details/:id', (demo) => demo.zone && `/myfarm/zone-details/${demo.zone}`],
    ['/animals/group/:id', (demo) => demo.group && `/animals/group/${demo.group}`],
    ['/my-schedule/task/:task_id', (demo) => demo.task && `/my-schedule/task/${demo.task}`],
  ];
  it.each(realPages)('%s with a demo record (signed in)', async (pattern, url) => {
    const path = url(ids);
    expect(path, `the demo organisation has a record for ${pattern}`).toBeDefined();
    const page = pages.member!;
    await page.goto(path!);
    await settled(page, 'private', pattern);
    expect(await page.getByTestId('not-found').count()).toBe(0);
    await expectAccessible(page, `${pattern} (${path})`);
  });

  it('the calendar’s week, its tasks drawn one by one (signed in)', async () => {
    const page = pages.member!;
    await page.goto('/my-schedule/cal');
    await settled(page, 'private', '/my-schedule/cal');
    await page.getByRole('button', { name: /^week$/i }).click();
    await page.locator('.fc-timegrid-event').first().waitFor();
    await page.locator('[role="progressbar"]:not([aria-valuenow])').first().waitFor({ state: 'detached' });
    await expectAccessible(page, '/my-schedule/cal (week)');
  });

  /** The pages a farmer uses most, on a phone and in Spanish. */
  const phonePages: [string, boolean][] = [
    ['/login', false],
    ['/myfarm/farmlist', true],
    ['/animals', true],
    ['/animals/:animal_number/details', true],
    ['/my-schedule', true],
    ['/my-schedule/cal', true],
  ];
  it.each(phonePages)('%s on a phone, in Spanish', async (path, signedIn) => {
    const page = signedIn ? pages.phoneMember! : pages.phoneVisitor!;
    await page.goto(path.replace(':animal_number', ids.animal));
    await settled(page, signedIn ? 'private' : 'public', path);
    await expectAccessible(page, `${path} (phone, es)`);
  });
});
