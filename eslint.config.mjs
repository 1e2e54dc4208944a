// One ESLint configuration for the whole repository (issue 9 "a safety net"): typescript-eslint's
// type-aware rules (floating promises, unsafe `any`), React hooks and Next.js rules for the web app,
// and the layering rules of STYLE.md that a reviewer would otherwise have to remember.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layering rules of STYLE.md and docs/architecture.md, each enforced (issue 28). ESLint's flat
 * config does not merge the options of one rule across blocks (the last block matching a file
 * wins), so each rule below is a named restriction, and LAYERING gives every folder one block
 * holding all the restrictions that apply to it.
 */
/** `import 'server-only'` as a module's first statement (STYLE "Server and client"): Next then refuses to bundle it into browser code. */
const serverOnlyFirst = {
  meta: { type: 'problem', schema: [], messages: { missing: "A module of src/server starts with `import 'server-only'` (STYLE \"Server and client\")." } },
  create(context) {
    return {
      Program(program) {
        const first = program.body[0];
        if (!first || first.type !== 'ImportDeclaration' || first.source.value !== 'server-only' || first.specifiers.length > 0) {
          context.report({ node: first ?? program, messageId: 'missing' });
        }
      },
    };
  },
};

/**
 * The modules of apps/web/src/server the edge server shares (it runs outside Next, where
 * 'server-only' throws): they do without that import, and they are all the edge may import from there.
 */
const SHARED_WITH_EDGE = ['env-schema', 'proxy-rules', ...['errors', 'transport', 'headers', 'tokens', 'cache', 'core'].map((part) => `api-client/${part}`)];

const APPS = ['@kemudi/api', '@kemudi/api/*', '@kemudi/web', '@kemudi/web/*', '@kemudi/console', '@kemudi/console/*'];
const R = {
  noDb: { paths: [{ name: '@kemudi/db', message: 'Only the API touches the database (STYLE "what each layer may touch").' }] },
  noApps: { patterns: [{ group: APPS, message: 'A package never imports an app; an app never imports another app.' }] },
  domainIsShared: {
    paths: ['@kemudi/art', 'drizzle-orm', 'fastify', 'next', 'react', 'react-dom'].map((name) => ({
      name,
      message: 'packages/domain is what every side shares (rules, constants, contracts): no database, framework or picture code.',
    })),
    patterns: [{ group: ['node:*'], message: 'packages/domain runs in the browser too: no Node built-ins.' }],
  },
  moduleIndex: { patterns: [{ regex: '^\\.\\./[^./][^/]*/', message: "Import another module through its index ('../<module>'), never a file inside it." }] },
  routesCallServices: {
    paths: [
      { name: '@kemudi/db', message: "A route maps a URL to its module's function; the module's service touches the database.", allowTypeImports: true },
      { name: 'drizzle-orm', message: "A route maps a URL to its module's function; the module's service touches the database.", allowTypeImports: true },
    ],
  },
  libBelowModules: { patterns: [{ group: ['../modules', '../modules/*', '../../modules/*'], message: 'lib/ and plugins/ serve every module and import none.' }] },
  apiKnowsNoFrontEnd: { patterns: [{ group: ['next', 'next/*', 'react', 'react-dom'], message: 'The API knows no front end.' }] },
  noServer: { patterns: [{ group: ['@/server', '@/server/*', '**/server/*'], message: 'Components and lib helpers do not load data: the page passes it in (src/server holds the loaders).' }] },
  noComponents: { patterns: [{ group: ['@/components', '@/components/*', '**/components/*'], message: 'Loaders and lib helpers never import UI: the shapes they share with components live in src/lib.' }] },
  noApp: { patterns: [{ group: ['@/app', '@/app/*'], message: 'Nothing imports a page or a route handler.' }] },
  pagesCallLoaders: {
    paths: [
      { name: '@/server/api', message: 'A page calls its loader in src/server/<area>; the loader calls the API client.' },
      { name: 'undici', message: 'A page calls its loader in src/server/<area>.' },
    ],
    patterns: [{ group: ['@/server/api-client', '@/server/api-client/*'], message: 'A page calls its loader in src/server/<area>; the loader calls the API client.' }],
  },
  tokenCookies: { patterns: [{ group: ['@/lib/session-cookies', '**/session-cookies'], message: 'Token cookies are read and written by src/server/session.ts alone (and named to the edge by edge/visitor.ts): STYLE "Tokens".' }] },
  edgeSharesFewServerModules: {
    patterns: [
      {
        regex: `^(@/server|(\\.\\./)+server)/(?!(${SHARED_WITH_EDGE.join('|')})$)`,
        message: `The edge server imports from src/server only what it shares with Next, without 'server-only': ${SHARED_WITH_EDGE.join(', ')}.`,
      },
    ],
  },
  edgeOutsideNext: { patterns: [{ group: ['@/components', '@/components/*', '@/app', '@/app/*', 'react', 'react-dom', 'next', 'next/*'], message: 'The edge server runs in front of Next, outside it: no pages, components or Next APIs.' }] },
  consoleTalksToApi: { paths: [{ name: '@kemudi/db', message: 'The console talks to the API only, through the contracts of packages/domain.' }] },
};
const restrict = (...sets) => [
  'error',
  { paths: sets.flatMap((set) => set.paths ?? []), patterns: sets.flatMap((set) => set.patterns ?? []) },
];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const NO_FETCH = (message) => ['error', { name: 'fetch', message }];
const LAYERING = [
  { files: ['packages/domain/src/**/*.ts'], ignores: TESTS, rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.domainIsShared) } },
  { files: ['packages/db/src/**/*.ts', 'packages/art/src/**/*.ts'], rules: { 'no-restricted-imports': restrict(R.noApps) } },
  // The API: a module reaches another through its index; routes call their module's functions; lib/ and plugins/ import no module.
  { files: ['apps/api/**/*.ts'], rules: { 'no-restricted-imports': restrict(R.noApps, R.apiKnowsNoFrontEnd) } },
  { files: ['apps/api/src/modules/**/*.ts'], rules: { 'no-restricted-imports': restrict(R.noApps, R.apiKnowsNoFrontEnd, R.moduleIndex) } },
  { files: ['apps/api/src/modules/*/routes.ts'], rules: { 'no-restricted-imports': restrict(R.noApps, R.apiKnowsNoFrontEnd, R.moduleIndex, R.routesCallServices) } },
  { files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/plugins/**/*.ts'], rules: { 'no-restricted-imports': restrict(R.noApps, R.apiKnowsNoFrontEnd, R.libBelowModules) } },
  // Issue 27: React only for the HTML of the API's emails (react-email renders it to a string), in their one folder; nowhere else.
  { files: ['apps/api/**/*.tsx'], ignores: ['apps/api/src/modules/messages/email/**'], rules: { 'no-restricted-imports': restrict(R.noApps, R.apiKnowsNoFrontEnd) } },
  { files: ['apps/api/src/modules/messages/email/**/*.tsx'], rules: { 'no-restricted-imports': restrict(R.noApps, R.moduleIndex) } },
  // The web app: one data path, page → loader (src/server) → API client → API.
  { files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'], rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps) } },
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: [...TESTS, 'apps/web/src/server/session.ts', 'apps/web/src/edge/visitor.ts'],
    rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.tokenCookies) },
  },
  {
    files: ['apps/web/src/components/**/*.ts', 'apps/web/src/components/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': restrict(R.noDb, R.noApps, R.tokenCookies, R.noServer, R.noApp),
      // Components call the site through the one browser client (src/lib/browser-api.ts), never fetch itself.
      'no-restricted-globals': NO_FETCH('Call the site through src/lib/browser-api.ts (request, requestCall, sendForm, beacon).'),
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: 'Call the site through src/lib/browser-api.ts.' })),
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.ts', 'apps/web/src/lib/**/*.tsx'],
    ignores: [...TESTS, 'apps/web/src/lib/session-cookies.ts'],
    rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.tokenCookies, R.noServer, R.noComponents, R.noApp) },
  },
  {
    files: ['apps/web/src/server/**/*.ts'],
    ignores: [...TESTS, 'apps/web/src/server/session.ts'],
    rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.tokenCookies, R.noComponents, R.noApp) },
  },
  { files: ['apps/web/src/server/session.ts'], rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.noComponents, R.noApp) } },
  // A module of src/server holds secrets, tokens or the API client: `import 'server-only'` first — but for the few the edge shares.
  {
    files: ['apps/web/src/server/**/*.ts'],
    ignores: [...TESTS, ...SHARED_WITH_EDGE.map((module) => `apps/web/src/server/${module}.ts`)],
    plugins: { kemudi: { rules: { 'server-only-first': serverOnlyFirst } } },
    rules: { 'kemudi/server-only-first': 'error' },
  },
  {
    files: ['apps/web/src/app/**/page.tsx', 'apps/web/src/app/**/layout.tsx', 'apps/web/src/app/**/error.tsx', 'apps/web/src/app/**/not-found.tsx'],
    rules: {
      'no-restricted-imports': restrict(R.noDb, R.noApps, R.tokenCookies, R.pagesCallLoaders),
      'no-restricted-globals': NO_FETCH('A page calls its loader in src/server/<area>.'),
    },
  },
  { files: ['apps/web/src/edge/**/*.ts'], ignores: [...TESTS, 'apps/web/src/edge/visitor.ts'], rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.tokenCookies, R.edgeOutsideNext, R.edgeSharesFewServerModules) } },
  { files: ['apps/web/src/edge/visitor.ts'], rules: { 'no-restricted-imports': restrict(R.noDb, R.noApps, R.edgeOutsideNext, R.edgeSharesFewServerModules) } },
  // The staff console talks only to the API's /api/staff/v1 calls, through its one typed client (src/api.ts).
  {
    files: ['apps/console/**/*.ts', 'apps/console/**/*.tsx'],
    ignores: [...TESTS, 'apps/console/src/api.ts', 'apps/console/server/**', 'apps/console/*.ts', 'apps/console/*.mjs'],
    rules: {
      'no-restricted-imports': restrict(R.consoleTalksToApi, R.noApps),
      'no-restricted-globals': NO_FETCH('Call the API through src/api.ts (typed by the contracts).'),
    },
  },
];

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
    },
  },
  // The staff console (issue 24): React hooks rules; the browser's globals in its page, Node's in its server.
  {
    files: ['apps/console/**/*.ts', 'apps/console/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...LAYERING,
);
