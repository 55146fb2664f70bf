// The installable app's PNG icons (apps/web/build/pwa.ts, apps/web/index.html), drawn from the
// logo in apps/web/public/favicon.svg by Chromium. Run again when the logo changes:
//   node --import tsx scripts/pwa-icons.ts   (CHROMIUM_PATH if Chromium is not /usr/bin/chromium)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { THEME_COLORS } from '@ganado/shared/constants';

const PUBLIC = join(import.meta.dirname, '../apps/web/public');
const logo = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const sprout = /<g[^>]*>([\s\S]*?)<\/g>/.exec(logo)?.[1];
if (!sprout) throw new Error('favicon.svg has no sprout group');

/**
 * The sprout on a full square of the brand's dark green: centred (its box is 16×18 of the 24-unit
 * icon grid, from y 4), its farthest corner 38% of the width from the centre, inside the 40% circle
 * a maskable icon keeps (w3.org/TR/appmanifest, "safe zone"). iOS fills a transparent corner with
 * black, so the apple-touch-icon is this square too, and iOS rounds it.
 */
const onSquare = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${THEME_COLORS.secondary}"/>
  <g transform="translate(4 3)" fill="${THEME_COLORS.primary}">${sprout}</g>
</svg>`;

const icons = [
  { file: 'pwa-192.png', size: 192, svg: logo },
  { file: 'pwa-512.png', size: 512, svg: logo },
  { file: 'pwa-maskable-512.png', size: 512, svg: onSquare },
  { file: 'apple-touch-icon.png', size: 180, svg: onSquare },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    // Transparent outside the round logo, for the "any" icons.
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: true });
  }
} finally {
  await browser.close();
}
