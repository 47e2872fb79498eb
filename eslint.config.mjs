import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = [
  'auth',
  'items',
  'dashboard',
  'profile',
  'conversations',
  'notifications',
  'admin',
  'realtime',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules',
      'data/**',
      'coverage',
      'src/api/generated',
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
  // Feature boundaries: a feature never imports another feature; shared code lives in
  // src/app, src/components or src/api.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}`, `**/features/${other}/**`],
              message:
                'Features do not import each other; move shared code to app/, components/ or api/.',
            })),
        },
      ],
    },
  })),
  // Untyped documents (the OpenAPI spec) and frozen migrations (Kysely<any>) are the only `any`s.
  {
    files: ['server/db/migrations/**', 'server/contract/**', 'shared/contract/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The server never imports the SPA, and the SPA never imports the server.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'Server code stays out of the SPA.' }] },
      ],
    },
  },
);
