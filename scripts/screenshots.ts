// Screenshots of pages in both languages at desktop and phone width, for looking at what we built.
// Usage: npm start (in another terminal), then
//   node --import tsx scripts/screenshots.ts [--base http://localhost:3000] [--out screenshots] [--user admin@ganado.farm] /myfarm/farmlist /login
// With --user (and --password, the demo one by default) the pages are taken signed in as that person;
// with --wait, once that CSS selector shows on the page (a figure computed on the server, a chart);
// with --click, after clicking what that Playwright selector finds (a dialog's button, an answer).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY } from '@ganado/shared';
import { loginResponse } from '@ganado/shared/auth';
import { SESSION_STORAGE_KEYS, sessionFromLogin } from '../apps/web/src/app/session-storage';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'screenshots' },
    user: { type: 'string' },
    password: { type: 'string', default: 'Ganado#2026' },
    wait: { type: 'string' },
    click: { type: 'string' },
  },
});
const paths = positionals.length > 0 ? positionals : ['/myfarm/farmlist', '/login', '/no-such-page'];
const viewports = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } };

/** The stored session of a signed-in person, as the app keeps it after its login form. */
async function storedSession(): Promise<string | undefined> {
  if (!values.user) return undefined;
  const response = await fetch(`${values.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: values.user, password: values.password }),
  });
  if (!response.ok) throw new Error(`Login as ${values.user} failed: ${response.status}`);
  const answer = loginResponse.parse(((await response.json()) as { data: unknown }).data);
  return JSON.stringify(sessionFromLogin(answer));
}

mkdirSync(values.out, { recursive: true });
const session = await storedSession();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const language of ['en', 'es']) {
    for (const [width, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ baseURL: values.base, viewport });
      await context.addInitScript(
        ([keys, lang, stored]) => {
          window.localStorage.setItem(keys.language, lang);
          if (stored) window.localStorage.setItem(keys.session, stored);
        },
        [{ language: LANGUAGE_STORAGE_KEY, session: SESSION_STORAGE_KEYS.session }, language, session] as const,
      );
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        if (values.wait) await page.locator(values.wait).first().waitFor({ timeout: 60_000 });
        if (values.click) {
          await page.locator(values.click).first().click();
          // What the click opens moves in for a few hundred milliseconds.
          await page.waitForTimeout(600);
        }
        const file = join(values.out, `${path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root'}.${language}.${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
