import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The server's API tests run on embedded PGlite always, and a second
 * time on a real PostgreSQL server when TEST_DATABASE_URL is set (as .ci/run does).
 * End-to-end tests have their own config (e2e/vitest.config.ts): they need a built app.
 */
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${database}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env: { GANADO_TEST_DB: database, LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two cores: enough workers to overlap I/O, not so many that PGlite instances thrash.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'performance', root: './packages/performance', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'withdrawal', root: './packages/withdrawal', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'fertility', root: './packages/fertility', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'recurrence', root: './packages/recurrence', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'genetics', root: './packages/genetics', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'parentage', root: './packages/parentage', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A test's first render loads its page's lazy chunk, which vitest transforms on first use.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
