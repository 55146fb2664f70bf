import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built app served by the real server on a temporary data folder,
 * driven in Debian's Chromium through playwright-core. Files run one at a time: the machine
 * has two cores, and a browser plus a server already use them.
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
