import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The test files under `root` that replace a module (vi.mock): with the module graph shared across
 * a worker's files, another file may already have loaded the real one, so these run isolated.
 */
function replacingModules(root: string): string[] {
  const folder = fileURLToPath(new URL(`${root}/src`, import.meta.url));
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(path.join(folder, file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const SERVER_REPLACING = replacingModules('apps/server');
const WEB_REPLACING = replacingModules('apps/web');

const serverProject = (database: 'pglite' | 'postgres', isolated: boolean) => ({
  extends: true as const,
  test: {
    name: isolated ? `server-${database}-isolated` : `server-${database}`,
    root: './apps/server',
    include: isolated ? SERVER_REPLACING : ['src/**/*.test.ts'],
    exclude: isolated ? [] : SERVER_REPLACING,
    env: { GANADO_TEST_DB: database, LOG_LEVEL: 'silent' },
    // Migrates and seeds one database for the run; each file copies it (src/test/database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // The server's modules are loaded once per worker, not once per file (seconds a file): each
    // file has its own app and database, and nothing it shares keeps one's rows (test/herd.ts).
    isolate: isolated,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
const webProject = (isolated: boolean) => ({
  extends: true as const,
  // The service worker's registration exists only in a Vite build with vite-plugin-pwa (apps/web/build/pwa.ts).
  resolve: { alias: { 'virtual:pwa-register/react': fileURLToPath(new URL('apps/web/src/app/pwa/register-in-tests.ts', import.meta.url)) } },
  test: {
    name: isolated ? 'web-isolated' : 'web',
    root: './apps/web',
    include: isolated ? WEB_REPLACING : ['src/**/*.test.{ts,tsx}'],
    exclude: isolated ? [] : WEB_REPLACING,
    environment: 'jsdom',
    // Per file, whether or not the module graph is shared: Testing Library's cleanup and the app's state reset.
    setupFiles: ['./src/testing/setup.ts'],
    // Every page is loaded once per worker (testing/render.tsx), not once per file.
    isolate: isolated,
    // A test's first render loads its page's lazy chunk, which vitest transforms on first use.
    testTimeout: 15_000,
  },
});
const serverProjects = (database: 'pglite' | 'postgres') => [serverProject(database, false), serverProject(database, true)];

/**
 * Unit and API tests. The server's API tests run on embedded PGlite always, and a second
 * time on a real PostgreSQL server when TEST_DATABASE_URL is set (as .ci/run does).
 * End-to-end tests have their own config (e2e/vitest.config.ts): they need a built app.
 */
export default defineConfig({
  test: {
    // Three workers on two cores: a PostgreSQL file waits on the database server, and a third worker
    // uses that time (the unit and API run took 486 s against 557 s with two, docs/decisions.md).
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'performance', root: './packages/performance', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'withdrawal', root: './packages/withdrawal', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'fertility', root: './packages/fertility', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'recurrence', root: './packages/recurrence', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'genetics', root: './packages/genetics', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'parentage', root: './packages/parentage', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'nutrition', root: './packages/nutrition', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'rations', root: './packages/rations', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'feeding', root: './packages/feeding', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'herd-kpis', root: './packages/herd-kpis', include: ['src/**/*.test.ts'] } },
      ...serverProjects('pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('postgres') : []),
      webProject(false),
      webProject(true),
    ],
  },
});
