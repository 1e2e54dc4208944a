import { defineProject } from 'vitest/config';

/** The console's Vitest project (listed in the root vitest.config.ts): its pure logic and its server. */
export default defineProject({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'console',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
