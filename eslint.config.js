import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Architecture boundaries (docs/ARCHITECTURE.md): app → features → lib/config, never back;
 * a feature never imports another feature; the shared contracts import nothing of functions.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app shell.' },
  {
    target: './src/lib',
    from: ['./src/app', './src/features'],
    message: 'lib is shared code: it imports no app or feature.',
  },
  {
    target: './src/config',
    from: ['./src/app', './src/features', './src/lib'],
    message: 'config imports nothing of the app.',
  },
  {
    target: './functions/src/contracts',
    from: './functions/src',
    except: ['./contracts'],
    message: 'Contracts are shared with the app: zod only.',
  },
  { target: './functions/src', from: './src', message: 'Functions never import the SPA.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'functions/public-pages',
      '**/node_modules',
      'test-results',
      'playwright-report',
      '.emulators',
      '.bench-tools',
      'coverage',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json', 'functions/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // React Router v7 is one package; react-router-dom only re-exports it.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import from 'react-router'." }] },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The browser's globals, and the React rules (with the React Compiler's checks) where React
    // code lives: the compiler's analysis of every file was two thirds of the lint's time, and no
    // other folder has a component.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat['recommended-latest'].rules,
    languageOptions: { globals: globals.browser },
  },
  // Plain scripts served as they are (public/), run in the browser before the app.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['scripts/**', 'tests/**', 'e2e/**', 'functions/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The specs' `test` keeps a browser context per worker (e2e/support/test.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import from 'react-router'." },
            {
              name: '@playwright/test',
              message: "Import from './support/test': its `test` keeps the browser's cache.",
            },
          ],
        },
      ],
    },
  },
);
