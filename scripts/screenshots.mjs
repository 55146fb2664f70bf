/* global window */
// Screenshots of pages in both languages at desktop and phone width, for looking at what we built.
// Usage: npm start (in another terminal), then
//   node scripts/screenshots.mjs [--base http://localhost:3000] [--out screenshots] /myfarm/farmlist /login
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'screenshots' },
  },
});
const paths = positionals.length > 0 ? positionals : ['/myfarm/farmlist', '/login', '/no-such-page'];
const viewports = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } };

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const language of ['en', 'es']) {
    for (const [width, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ baseURL: values.base, viewport });
      // 'ganado.language' is LANGUAGE_STORAGE_KEY of packages/shared (this plain script cannot import TypeScript).
      await context.addInitScript((lang) => window.localStorage.setItem('ganado.language', lang), language);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
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
