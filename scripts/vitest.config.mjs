import { defineConfig } from 'vitest/config';

/** The README commands' own tests (start-stop.test.mjs): real processes, so one file at a time. */
export default defineConfig({
  test: {
    name: 'scripts',
    root: './scripts',
    include: ['**/*.test.mjs'],
    fileParallelism: false,
    testTimeout: 150_000,
  },
});
