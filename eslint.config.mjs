// One ESLint configuration for the whole repository (issue 9 "a safety net"): typescript-eslint's
// type-aware rules (floating promises, unsafe `any`), React hooks and Next.js rules for the web app,
// and the layering rules of STYLE.md that a reviewer would otherwise have to remember.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist*/**',
      '**/.next*/**',
      'apps/web/next-env.d.ts',
      'packages/db/drizzle/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX event handlers may be async; a promise returned to React is ignored by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Fastify plugins and Next server components are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Scripts and benchmarks are plain JavaScript outside every tsconfig: linted without type information.
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  // Tests read parsed JSON bodies freely; what they assert is checked by the assertion itself.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**', 'apps/web/e2e/**', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  // The web app: React hooks and Next.js rules.
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Pictures are SVGs drawn by the API; next/image would add nothing but client JavaScript.
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@kemudi/db', message: 'The web app never touches the database: call the API (STYLE "what each layer may touch").' }],
        },
      ],
    },
  },
  // Components receive data; loaders in src/server fetch it (issue 9 "loaders that only load").
  {
    files: ['apps/web/src/components/**/*.ts', 'apps/web/src/components/**/*.tsx', 'apps/web/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@kemudi/db', message: 'The web app never touches the database.' }],
          patterns: [
            {
              group: ['@/server', '@/server/*', '**/server/*'],
              message: 'Components and lib helpers do not load data: the page passes it in (src/server holds the loaders).',
            },
          ],
        },
      ],
    },
  },
  // API modules: another module only through its one public entry (issue 9 "modules by business").
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Import another module through its index ('../<module>'), never a file inside it.",
            },
          ],
        },
      ],
    },
  },
);
