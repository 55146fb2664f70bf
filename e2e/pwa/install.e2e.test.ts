import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@ganado/shared';
import { chromium, type Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { signInPage } from '../support/auth';
import { baseURL, browserForTests, describeInBrowser } from '../support/browser';

/** The main navigation's name and one of its links, in each language (app/locales). */
const SHELL = {
  en: { navigation: 'Main navigation', animals: 'Animals' },
  es: { navigation: 'Navegación principal', animals: 'Animales' },
} as const;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** A PNG's width and height, from its IHDR chunk (the first, right after the 8-byte signature). */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Waits until the service worker has precached the app and controls the page (it claims it on install). */
async function waitForServiceWorker(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL);
  return String(await handle.jsonValue());
}

/** The signed-in shell's navigation, as the person sees it once the page has opened. */
const waitForShell = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: SHELL[language].navigation }).getByRole('link', { name: SHELL[language].animals }).waitFor();

/**
 * Ganado as an installable app (issue 23; apps/web/build/pwa.ts): its manifest and icons, Chrome's
 * own installability check (what Lighthouse's installable-manifest audit ran), and a signed-in page
 * that opens with no network from the service worker's precache, in either language. Service
 * workers are blocked in every other test's context (support/browser.ts).
 */
describeInBrowser('the installable app', () => {
  const inNewPage = browserForTests();

  it('has a manifest naming the app, its home and its icons, each a PNG of its size', async () => {
    const response = await fetch(`${baseURL}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Ganado',
      short_name: 'Ganado',
      start_url: '/myfarm',
      scope: '/',
      display: 'standalone',
      theme_color: '#1F5D51',
      background_color: '#f4f6f5',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    for (const { src, sizes } of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const icon = await fetch(`${baseURL}${src}`);
      expect(icon.headers.get('content-type'), src).toBe('image/png');
      expect(pngSize(Buffer.from(await icon.arrayBuffer())), src).toBe(sizes);
    }
    // The service worker is asked for again on every check, so a release is found at once.
    expect((await fetch(`${baseURL}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('passes Chrome’s installability check, with the service worker controlling the page', async () => {
    // A profile on disk: Chrome installs nothing from an incognito window, which a context is.
    const profile = mkdtempSync(join(tmpdir(), 'ganado-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: inject('chromiumPath') ?? undefined,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      expect(await waitForServiceWorker(page)).toBe(`${baseURL}/sw.js`);
      const links = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
        appleTouchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      }));
      expect(links).toEqual({ manifest: '/manifest.webmanifest', appleTouchIcon: '/apple-touch-icon.png' });

      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens a signed-in page with no network, and the other language’s texts too', async () => {
    await inNewPage({ serviceWorkers: true }, async (page) => {
      await signInPage(page);
      await page.goto('/myfarm/farmlist');
      await waitForShell(page, 'en');
      await waitForServiceWorker(page);

      await page.context().setOffline(true);
      await page.reload();
      await waitForShell(page, 'en');
      // Spanish was never downloaded in this English session: its texts come from the precache.
      await page.getByTestId('language-selector').click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await waitForShell(page, 'es');
      // The server's own addresses are never answered with the app's page.
      await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    });
  });

  it('opens a signed-in page with no network in Spanish for a Spanish reader', async () => {
    await inNewPage({ serviceWorkers: true, language: 'es' }, async (page) => {
      await signInPage(page);
      await page.goto('/myfarm/farmlist');
      await waitForShell(page, 'es');
      await waitForServiceWorker(page);

      await page.context().setOffline(true);
      await page.reload();
      await waitForShell(page, 'es');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    });
  });
});
