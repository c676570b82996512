import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.cjs';

/**
 * Browser journeys against the built app served by Nest (as `npm start` runs it). The run starts, once, two
 * instances per worker on a database of that worker's own (globalSetup: support/app-servers.ts): ports
 * E2E_PORT (3210) + 2 x the worker's index, and + 1 for instance B; a worker that replaces a failed one takes
 * over its pair (support/app-fixture.ts). Chromium is Debian's (/usr/bin/chromium): Playwright's own
 * browsers are not used. E2E_WORKERS sets the number of workers (2; files are spread over them, the
 * tests of one file run in order).
 */
process.env.E2E_RUN_ID ??= Date.now().toString(36);

export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/app-servers.ts',
  outputDir: '../.data/e2e-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
