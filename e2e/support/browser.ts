import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY, type Language } from '@ganado/shared';
import { afterAll, beforeAll, describe, inject } from 'vitest';

export const baseURL = inject('baseURL');
const chromiumPath = inject('chromiumPath');

/** describe() that is skipped, loudly at setup, when Chromium is not installed (never under CI=true). */
export const describeInBrowser = describe.skipIf(chromiumPath === null);

export const viewports = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath ?? undefined,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  language?: Language;
  viewport?: keyof typeof viewports;
  /** Where the browser says it is, with the location permission granted (move it with context.setGeolocation). */
  geolocation?: { latitude: number; longitude: number };
  /** The IANA zone the browser's clock is in (the machine's when left out). */
  timeZone?: string;
  /**
   * Let the app install its service worker (e2e/pwa). Off by default: it precaches the whole app,
   * some 4 MB, which every one of the other tests' fresh contexts would download for nothing.
   */
  serviceWorkers?: boolean;
}

/** A fresh context (own storage) in the given language and viewport. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: viewports[options.viewport ?? 'desktop'],
    locale: options.language === 'es' ? 'es-ES' : 'en-US',
    ...(options.geolocation && { geolocation: options.geolocation, permissions: ['geolocation'] }),
    ...(options.timeZone && { timezoneId: options.timeZone }),
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (options.language) {
    await context.addInitScript(
      // The language the person had chosen before this visit: seeded on the first load only, so
      // that a change the app makes afterwards (the top bar, or signing in) survives a reload.
      ([key, language]) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, language);
      },
      [LANGUAGE_STORAGE_KEY, options.language] as const,
    );
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * One browser for the enclosing describe block: launched before its tests, closed after them. The
 * function it answers runs a test's steps in a fresh page (see openPage) and closes that page's
 * context whatever happens, so one test's storage never reaches the next.
 */
export function browserForTests() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return async function inNewPage(options: PageOptions, steps: (page: Page) => Promise<void>): Promise<void> {
    if (!browser) throw new Error('The browser did not start');
    const { context, page } = await openPage(browser, options);
    try {
      await steps(page);
    } finally {
      await context.close();
    }
  };
}

/** Waits until the app is at `path` (its own navigation, or a redirect). */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === path);
}
