import { defineConfig, devices } from '@playwright/test';
import { findTestBrowser } from './scripts/lib/preflight';

/**
 * End-to-end tests in the system Chromium's headless shell (scripts/lib/preflight.ts) against the
 * production build served by the Hosting emulator. `npm test` (scripts/test.ts) starts the
 * emulators and sets E2E_BASE_URL.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Generous: the longest journeys take about 55 s on a busy 2-core machine (two browsers, the
  // emulators and the functions' workers share it), and a timeout there costs a whole retry.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5100',
    // Recording a trace of every test costs CPU the tests need: on CI (which retries) the retry of
    // a failure records one; a local run (no retries) keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Spinners and skeleton pulses would repaint for nothing (src/index.css honours the setting).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /\.global\.spec\.ts$/ },
    // Specs that change product-wide state (publishing a policy asks every user again) or count
    // it run alone, one at a time, after the rest.
    {
      name: 'product-wide',
      testMatch: /\.global\.spec\.ts$/,
      dependencies: ['app'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
