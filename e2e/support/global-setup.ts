import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string | null;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let server: RunningServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` (npm test does it for you).');
  }
  const chromiumFound = existsSync(CHROMIUM);
  if (!chromiumFound) {
    const message = `Chromium was not found at ${CHROMIUM}: install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(100)}\n!! ${message}\n!! END-TO-END BROWSER TESTS ARE SKIPPED.\n${'!'.repeat(100)}\n`);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'ganado-e2e-'));
  // The captcha is solved for real in e2e/auth/captcha.e2e.test.ts, on a server of its own; the
  // rate limits would trip when one browser signs in dozens of times a minute. Map tiles come from
  // a closed local port: tests have no network, and the maps must work without tiles. So does the
  // weather, whose pages must then say the provider cannot be reached; no satellite credentials are set.
  const closed = 'http://127.0.0.1:9';
  server = await startServer({
    dataDir,
    env: { CAPTCHA_ENABLED: 'false', AUTH_RATE_LIMIT: '0', TASK_REMINDERS: 'false', TILE_URL: `${closed}/{z}/{x}/{y}.png`, WEATHER_URL: closed, WEATHER_ARCHIVE_URL: closed },
  });
  project.provide('baseURL', server.url);
  project.provide('chromiumPath', chromiumFound ? CHROMIUM : null);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
