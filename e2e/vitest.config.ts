import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built app served by the real server on a temporary data folder,
 * driven in Debian's Chromium through playwright-core. Two files run at a time against the one
 * server: a file spends more of its time waiting on the browser and the server than working, so
 * two keep the machine's two cores busier (docs/decisions.md, "Tests in less time"). Every file
 * makes its own records, with names new on every run, so neither sees the other's.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
