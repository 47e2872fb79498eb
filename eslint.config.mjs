import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Every folder under server/modules is a module (docs/architecture.md#module-map); a new one is
// fenced in as soon as its folder exists (a hand-written list had left health out).
const serverModules = fs
  .readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Files in server/modules that talk SQL: repositories, and auth's older repository-style files.
const sqlFiles = [
  'server/modules/**/*epository.ts',
  'server/modules/auth/sessions.ts',
  'server/modules/auth/registrations.ts',
  'server/modules/auth/accountLocks.ts',
];
const serverTests = ['server/**/*.test.ts', 'server/test/**', 'server/**/testHelpers.ts'];
const noSpa = { group: ['**/src/**'], message: 'Server code stays out of the SPA.' };

// Every folder under src/features is a feature (items holds browse, details, create and the
// "my items" dashboard); a new feature is covered as soon as its folder exists.
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// `req.body as {…}` and the like: a handler's request is typed by its operation instead.
const requestData =
  'MemberExpression[object.name=/^(req|request)$/][property.name=/^(body|query|params)$/]';
const requestDataCasts = [
  `:matches(TSAsExpression, TSTypeAssertion) > ${requestData}`,
  `:matches(TSAsExpression, TSTypeAssertion) > :matches(LogicalExpression, ChainExpression) > ${requestData}`,
].map((selector) => ({
  selector,
  message:
    'Do not cast request data: handlers get typed requests from openapi.yaml (server/modules/types.ts).',
}));

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  // The item page shows the office's parts (docs/product.md#office); office never imports items.
  except: [`./${feature}`, ...(feature === 'items' ? ['./office'] : [])],
  message: 'Features do not import each other; move shared code to app/, components/ or api/.',
}));
const mockZone = {
  target: './src',
  from: './src/mocks',
  message: 'Production code never imports src/mocks (the mock entry chooses them).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules',
      'data/**',
      'coverage',
      'src/api/generated',
      'server/contract/generated',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // Types are imported as types (erased by every compiler, never a runtime cycle), and imports
      // read from the outside in: Node, packages, then the project's own files.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      'import-x/order': [
        'error',
        { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'] },
      ],
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Feature boundaries, on resolved paths (relative imports such as '../profile/x' count too):
  // a feature never imports another feature; shared code lives in src/app, src/components or
  // src/api. Mocks (MSW handlers, the simulated socket) never reach production code: only the
  // mock entry, the test helpers and the tests import them. Both are zones of one rule, so the
  // second block repeats the feature zones (a later block replaces a rule, it does not add to it).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/**/test/**', 'src/**/*.test.{ts,tsx}', 'src/main.mock.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, mockZone] }],
    },
  },
  // Shared components are domain-free: they never reach into a feature.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message: 'src/components holds domain-free pieces; domain code lives in its feature.',
            },
          ],
        },
      ],
    },
  },
  // Untyped documents (the OpenAPI spec) and frozen migrations (Kysely<any>) are the only `any`s.
  {
    files: ['server/db/migrations/**', 'server/contract/**', 'shared/contract/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The server never imports the SPA, and the SPA never imports the server. Request data is
  // typed from openapi.yaml (server/modules/types.ts), so it is never cast.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'Server code stays out of the SPA.' }] },
      ],
      'no-restricted-syntax': ['error', ...requestDataCasts],
    },
  },
  // Server layering (docs/architecture.md): a module reaches another module only through its
  // public entry (index.ts). Handlers may still use auth's guard and session lookup directly.
  {
    files: ['server/modules/**/*.ts'],
    ignores: serverTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((m) => ({
            target: `./server/modules/${m}`,
            from: './server/modules',
            except: [
              `./${m}`,
              './types.ts',
              './auth/guard.ts',
              './auth/sessions.ts',
              ...serverModules.filter((o) => o !== m).map((o) => `./${o}/index.ts`),
            ],
            message: "Use the module's public entry (its index.ts).",
          })),
        },
      ],
    },
  },
  // Only repositories build SQL: handlers and services get no query builder.
  {
    files: ['server/modules/**/*.ts'],
    ignores: [...sqlFiles, ...serverTests],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noSpa,
            {
              regex: '^kysely$|(^|/)db(/index)?$',
              allowTypeImports: true,
              message: "SQL lives in the module's repository; call its functions instead.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...requestDataCasts,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: "SQL lives in the module's repository; call its functions instead.",
        },
      ],
    },
  },
);
