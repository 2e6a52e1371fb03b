import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/lib/preflight';

/**
 * End-to-end tests in the system Chromium against the production build served by the Hosting
 * emulator. `npm test` (scripts/test.ts) starts the emulators and sets E2E_BASE_URL.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5100',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
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
