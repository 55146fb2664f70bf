import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { apiLogin, DEMO, fillSignUpToLastStep, signInPage, solveCaptchaIfShown, uniqueEmail } from '../support/auth';
import { describeInBrowser, launchBrowser, viewports } from '../support/browser';
import { freePort, startServer, type RunningServer } from '../support/server';

/** A 1×1 PNG: every map tile the local tile server answers. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The Content-Security-Policy (apps/server/src/http/security-headers.ts) against the built app:
 * the pages that load something of their own kind (the captcha's worker, map tiles from another
 * origin, the calendar's and MUI's injected styles, ECharts, Swagger UI) load with no policy
 * violation and no error in the console. On a server of its own, with the captcha on and map
 * tiles from a local tile server, so that nothing fails for want of a network.
 */
describeInBrowser('the content security policy', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ganado-csp-'));
  let tiles: Server;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    tiles = createServer((_, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(TILE));
    const tilePort = await freePort();
    tiles.listen(tilePort, '127.0.0.1');
    await once(tiles, 'listening');
    server = await startServer({
      dataDir,
      env: { CAPTCHA_ENABLED: 'true', AUTH_RATE_LIMIT: '0', TASK_REMINDERS: 'false', TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png` },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    tiles?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Runs `steps` in a fresh page (signed in as the demo administrator when asked) and answers every
   * violation of the policy and every console error the page had, workers included, from its first script on.
   */
  async function problemsOf(options: { signedIn: boolean; viewport?: keyof typeof viewports }, steps: (page: Page) => Promise<void>): Promise<string[]> {
    const context = await browser.newContext({ baseURL: server.url, viewport: viewports[options.viewport ?? 'desktop'] });
    const problems: string[] = [];
    try {
      await context.exposeBinding('reportViolation', (_source, violation: string) => problems.push(violation));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
        );
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('worker', (worker) => worker.on('console', (message) => message.type() === 'error' && problems.push(`worker: ${message.text()}`)));
      if (options.signedIn) await signInPage(page, DEMO.admin, {}, server.url);
      await steps(page);
    } finally {
      await context.close();
    }
    return problems;
  }

  it('lets the login page and the sign-up captcha run: its proof of work in a blob: worker', async () => {
    const problems = await problemsOf({ signedIn: false }, async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
      await page.goto('/register/email');
      await fillSignUpToLastStep(page, uniqueEmail('csp'));
      // This server asks for the captcha: wait for the widget, which the step draws after its challenge arrives.
      await page.getByTestId('captcha').waitFor();
      expect(await solveCaptchaIfShown(page)).toBe(true);
    });
    expect(problems).toEqual([]);
  });

  it('lets the map of all farms draw its tiles from the tile server, on a phone too', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const problems = await problemsOf({ signedIn: true, viewport }, async (page) => {
        await page.goto('/googlemap');
        await page.locator('img.leaflet-tile-loaded').first().waitFor();
        await page.locator('path.leaflet-interactive').first().waitFor({ state: 'attached' });
      });
      expect(problems, viewport).toEqual([]);
    }
  });

  it('lets the action-list calendar and an animal’s performance chart (ECharts) draw', async () => {
    const { token } = await apiLogin(DEMO.admin, undefined, server.url);
    const { items } = await callApi<{ items: { id: string }[] }>(token, 'GET', '/animal?limit=1', undefined, server.url);
    const problems = await problemsOf({ signedIn: true }, async (page) => {
      await page.goto('/my-schedule/cal');
      await page.locator('.fc-view').waitFor();
      await page.goto(`/animals/${items[0]!.id}/performance`);
      await page.getByRole('img', { name: 'Weight curve' }).locator('canvas').waitFor();
    });
    expect(problems).toEqual([]);
  });

  it('lets Swagger UI show the API', async () => {
    const problems = await problemsOf({ signedIn: false }, async (page) => {
      await page.goto('/api/docs/');
      await page.getByText('Ganado API').first().waitFor();
      await page.locator('.opblock').first().waitFor();
    });
    expect(problems).toEqual([]);
  });
});
