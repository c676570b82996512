import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the built app served by Nest (as `npm start` runs it), two instances on one
 * fresh database per run: the browser uses instance A; journeys may send a request to instance B. Chromium is Debian's (/usr/bin/chromium): Playwright's own browsers are not used.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A second app instance on the same database (stateless instances: journeys may use either). */
export const INSTANCE_B_URL = `http://127.0.0.1:${PORT + 1}`;
const BASE = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/freshfuel';
export const E2E_DB = `ff_e2e_${Date.now().toString(36)}`;
const dbUri = BASE.replace(/\/[^/?]*(\?|$)/, `/${E2E_DB}$1`);
process.env.E2E_MONGODB_URI ??= dbUri;

/** One app instance (the built server, as `npm start` runs it) on the journeys' database. */
function instance(port: number, seed: boolean) {
  return {
    command: 'node server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      MONGODB_URI: process.env.E2E_MONGODB_URI!,
      SEED_ON_START: String(seed),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FORMS_RATE_LIMIT_PER_MINUTE: '1000',
      CODES_RATE_LIMIT_PER_MINUTE: '1000',
      CLIENT_DIST: 'client/dist',
      STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
      STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY ?? 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test_secret',
    },
  };
}

export default defineConfig({
  testDir: './journeys',
  outputDir: '../.data/e2e-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [instance(PORT, true), instance(PORT + 1, false)],
});
