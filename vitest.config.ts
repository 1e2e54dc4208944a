import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * Every Vitest suite. The API suite runs over PGlite, and again over the PostgreSQL server
 * when TEST_DATABASE_URL is set (CI sets it).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'art', include: ['packages/art/src/**/*.test.ts'] } },
      { test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
      // scripts/ (npm start's secrets and supervisor): plain Node modules, tested with small child processes.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], testTimeout: 30_000 } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
      // The staff console (issue 24): its client's logic and its server.
      'apps/console/vitest.config.ts',
    ],
  },
});
