import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  // The email templates are React (react-email, apps/api/src/modules/messages/email/render.tsx).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file opens its own database and app (helpers.ts); nothing else is global, so the files of
    // a worker share one module graph: the app is imported once per worker, not once per file
    // (measured: the PGlite suite 8 min 15 s isolated, 5 min 17 s shared, on 2 cores).
    isolate: false,
  },
});

/**
 * Every Vitest suite. The API suite runs over PGlite, and again over the PostgreSQL server
 * when TEST_DATABASE_URL is set (CI sets it).
 */
export default defineConfig({
  test: {
    // Many API tests wait on the PostgreSQL server or a timer: a third worker on CI's 2 cores keeps
    // them busy (the whole run: 15 min with 2 isolated workers, 7 min 26 s shared with 3).
    maxWorkers: 3,
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
