/// <reference types="vitest/config" />
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { renderRobots } from './functions/src/services/public-pages/sitemap';
import { testFilesThatMock } from './scripts/lib/mocking-tests';
import { prerender } from './scripts/lib/prerender-plugin';
import { reactRouterProductionAlias } from './scripts/lib/react-router-production';
import { startupProblem } from './src/lib/startup-check';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Emits builds/latest.json, which running apps poll to learn that a new build is out. */
function buildMetadata(id: string): Plugin {
  return {
    name: 'build-metadata',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * robots.txt, with the sitemap's absolute address from VITE_SITE_URL (npm run deploy sets it to
 * the functions' APP_URL; the emulator stacks to their Hosting address).
 */
function robotsTxt(siteUrl: string | undefined): Plugin {
  return {
    name: 'robots-txt',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: renderRobots(siteUrl) });
    },
  };
}

/**
 * A production build must never talk to emulators nor carry an App Check debug token: the same
 * rule the app checks again when it starts (src/lib/startup-check.ts).
 */
function assertProductionEnv(mode: string, env: Record<string, string>) {
  const problem = startupProblem({ ...env, MODE: mode });
  if (problem) throw new Error(problem);
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build') assertProductionEnv(mode, env);
  const buildId =
    process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const emulatorHost = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
  const functionsPort = env.VITE_EMULATOR_FUNCTIONS_PORT ?? '5001';
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-saas';
  // Read only under Vitest (it sets VITEST): a build or the dev server needs no test list.
  const mockingTests = process.env.VITEST ? testFilesThatMock(fromRoot('.'), 'src') : [];
  const mockingNodeTests = process.env.VITEST
    ? ['functions/src', 'scripts'].flatMap((dir) => testFilesThatMock(fromRoot('.'), dir))
    : [];
  const emulatorTests = [
    'tests/rules/**/*.test.ts',
    'tests/functions/**/*.test.ts',
    'tests/scripts/**/*.test.ts',
  ];
  // Both emulator groups: plain Node, one module graph per worker (no file leaves state behind).
  const emulatorProject = {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  } as const;

  return {
    plugins: [
      react(),
      tailwindcss(),
      buildMetadata(buildId),
      robotsTxt(env.VITE_SITE_URL),
      prerender(),
    ],
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      // Why this app must not start, or null (src/main.tsx): known here, so not computed in the browser.
      __STARTUP_PROBLEM__: JSON.stringify(startupProblem({ ...env, MODE: mode })),
    },
    resolve: {
      alias: [
        { find: '@', replacement: fromRoot('./src') },
        { find: '@contracts', replacement: fromRoot('./functions/src/contracts') },
        ...(command === 'build' ? [reactRouterProductionAlias(fromRoot('.'))] : []),
      ],
    },
    build: { manifest: true, sourcemap: true, modulePreload: { polyfill: false } },
    server: {
      host: '127.0.0.1',
      // The dev server reaches the session function the way Hosting's rewrite does in production.
      proxy: {
        '/api/__session': {
          target: `http://${emulatorHost}:${functionsPort}`,
          rewrite: () => `/${projectId}/us-central1/session`,
        },
        // Browser error reports (src/lib/error-report.ts), as Hosting rewrites them.
        '/api/client-errors': {
          target: `http://${emulatorHost}:${functionsPort}`,
          rewrite: () => `/${projectId}/us-central1/clientErrors`,
        },
        // The announcements' unsubscribe link (GET page, POST one-click), as Hosting rewrites it.
        '/api/unsubscribe': {
          target: `http://${emulatorHost}:${functionsPort}`,
          rewrite: (path) =>
            path.replace(/^\/api\/unsubscribe/, `/${projectId}/us-central1/unsubscribe`),
        },
        // The public pages' JSON (plans, programme terms, policies), as Hosting rewrites it.
        '/api/public': {
          target: `http://${emulatorHost}:${functionsPort}`,
          rewrite: (path) =>
            path.replace(/^\/api\/public/, `/${projectId}/us-central1/publicContent/api/public`),
        },
        // Test mode's checkout and portal pages (no Stripe keys), as Hosting rewrites them.
        '/api/test-checkout': {
          target: `http://${emulatorHost}:${functionsPort}`,
          rewrite: (path) =>
            path.replace(/^\/api\/test-checkout/, `/${projectId}/us-central1/testCheckout`),
        },
      },
    },
    test: {
      // Vitest's default leaves a core idle (CPUs - 1 workers): on a 2-core machine, one file at a time.
      maxWorkers: '100%',
      projects: [
        {
          // One jsdom per worker for the files that mock no module: building one cost each file
          // about a second (tests/setup/dom.ts resets what a file could leave behind).
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: mockingTests,
            setupFiles: ['tests/setup/dom.ts'],
            isolate: false,
            restoreMocks: true,
          },
        },
        {
          // The files that mock a module share a worker and its DOM too, but each starts with an
          // empty module registry (tests/setup/fresh-modules.ts), so its mocks reach every module it
          // loads: 112 s with a module graph and a DOM per file, about 30 s. They run in happy-dom;
          // a file that needs what only jsdom does (Storage spies, a native select's empty option)
          // asks for it with a `@vitest-environment jsdom` comment.
          extends: true,
          test: {
            name: 'unit-mocking',
            environment: 'happy-dom',
            include: mockingTests,
            setupFiles: ['tests/setup/fresh-modules.ts', 'tests/setup/dom.ts'],
            isolate: false,
            restoreMocks: true,
          },
        },
        {
          // Functions services and scripts: no DOM to build (jsdom costs each file about a second),
          // and one module graph per worker (78 files: 32 s with one graph each, 7 s shared).
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: mockingNodeTests,
            isolate: false,
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-node-mocking',
            environment: 'node',
            include: mockingNodeTests,
            restoreMocks: true,
          },
        },
        {
          // Files that share nothing with each other, two at a time. Each rules file has a
          // project of its own.
          extends: true,
          test: {
            ...emulatorProject,
            name: 'emulators',
            include: emulatorTests,
            exclude: ['**/*.global.test.ts'],
            sequence: { groupOrder: 0 },
          },
        },
        {
          // Files that change or count product-wide state (the affiliate programme's settings,
          // plans, policies, every user, the scheduled jobs, the mail catcher): one at a time,
          // after the rest.
          extends: true,
          test: {
            ...emulatorProject,
            name: 'emulators-global',
            include: emulatorTests.map((glob) => glob.replace('*.test.ts', '*.global.test.ts')),
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
