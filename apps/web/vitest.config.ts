import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The web app's Vitest project (listed in the root vitest.config.ts `projects`).
 * - `@/…` resolves like the tsconfig `paths`.
 * - `server-only` resolves to an empty module: outside Next's react-server build the real package
 *   throws on import by design, and tests must be able to load src/server/* modules (the guard
 *   still protects every Next bundle). The API client's logic additionally lives in
 *   api-client/* (all but its index) without the import, so its tests need no alias at all.
 */
export default defineProject({
  // Next.js keeps "jsx": "preserve" in tsconfig.json (it compiles JSX itself); tests compile it here.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      'server-only': fileURLToPath(new URL('./src/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
