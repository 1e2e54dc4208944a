import { defineConfig } from 'vitest/config';

/**
 * The cluster tests (issue 26, test/cluster): one cluster of two web and two API processes behind
 * HAProxy for the whole file, so one file, one worker, tests in order.
 */
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.mjs'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
