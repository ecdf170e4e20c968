// One linter for the whole repo: type-aware typescript-eslint rules, React hooks rules for the
// web app, Prettier for formatting, and the import boundaries of docs/architecture.md#layers.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './scripts/eslint/api-boundaries.js';

/** The browser app imports no server code. */
const NO_SERVER_CODE = {
  group: ['node:*', 'fastify*', 'drizzle-orm*', 'pg'],
  message: 'The browser app imports no server code.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'coverage/**',
      'docs/**/*.d.mts',
      // Generated from the API document (apps/api/test/openapi-clients.test.ts).
      'docs/examples/openapi.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', '**/scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The domain is pure: nothing of Node, the browser, Fastify, React or the ORM.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'core is pure: no Node imports.' },
            {
              group: ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
              message: 'core has no I/O.',
            },
            { group: ['react*', '@tanstack/*'], message: 'core knows nothing of the UI.' },
          ],
        },
      ],
    },
  },
  {
    // The server's layers: modules through their index.ts, queries in repositories, no HTTP in
    // use cases (docs/architecture.md#layers).
    files: ['apps/api/src/**/*.ts'],
    plugins: { exchanger: { rules: { 'api-boundaries': apiBoundaries } } },
    rules: {
      'exchanger/api-boundaries': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_SERVER_CODE] }],
    },
  },
  {
    // The server-side renderer runs in the API server's process (docs/decisions/034-server-rendering.md):
    // it alone may use Node (its request scope); the app it renders stays browser code.
    files: ['apps/web/src/entry-server.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Route pages compose features through their index.ts, their only door.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER_CODE,
            {
              group: ['@/features/*/**'],
              message: "Import a feature through its index.ts ('@/features/<name>').",
            },
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other; route pages in app/ compose them (docs/architecture.md#layers).
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The options replace the web app's, so the server-code patterns are repeated here.
          patterns: [
            NO_SERVER_CODE,
            {
              group: ['**/features/*/**', '../../*/**', '@/features/*'],
              message: 'Compose features in app/, do not cross-import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
