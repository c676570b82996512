import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { MongoClient } from 'mongodb';

/**
 * The app the journeys run against: per Playwright worker, two instances of the built server (as
 * `npm start` runs it) on one database of that worker's own, so workers share no data, clock offset or
 * rate-limit counter. The browser and `request` use instance A (`baseURL`); `instanceB` is the other
 * instance's address (stateless instances: a journey may send any request there).
 */
export interface AppPair {
  baseURL: string;
  instanceB: string;
}

const ROOT = path.resolve(__dirname, '../..');
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_URI = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/freshfuel';
/** One run's databases share this prefix (printed by the config, dropped by each worker at its end). */
const RUN = process.env.E2E_RUN_ID ?? Date.now().toString(36);
const BOOT_TIMEOUT_MS = 90_000;

function databaseUri(name: string): string {
  return SERVER_URI.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

/** Starts one instance and resolves once `/api/health` answers 200; its stderr is kept for a failed boot. */
async function startInstance(port: number, uri: string, seed: boolean, publicUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      MONGODB_URI: uri,
      SEED_ON_START: String(seed),
      // Nobody reads the instances' request lines (stdout is ignored), and in development each one goes through
      // pino-pretty: warnings and errors only, unless E2E_LOG_LEVEL asks for more.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FORMS_RATE_LIMIT_PER_MINUTE: '1000',
      CODES_RATE_LIMIT_PER_MINUTE: '1000',
      CLIENT_DIST: 'client/dist',
      STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
      STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY ?? 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test_secret',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app on :${port} exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`app on :${port} did not answer /api/health within ${BOOT_TIMEOUT_MS / 1000} s:\n${stderr}`);
}

async function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function dropDatabase(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
    await client.db().dropDatabase();
  } catch (err) {
    console.warn(`e2e: could not drop ${uri}: ${(err as Error).message}`);
  } finally {
    await client.close();
  }
}

export const test = base.extend<{ instanceB: string }, { app: AppPair }>({
  app: [
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + 2 * workerInfo.parallelIndex;
      const uri = databaseUri(`ff_e2e_${RUN}_w${workerInfo.parallelIndex}`);
      const baseURL = `http://127.0.0.1:${port}`;
      await dropDatabase(uri);
      // A seeds the demo data on start; B starts once it is there.
      const a = await startInstance(port, uri, true, baseURL);
      const b = await startInstance(port + 1, uri, false, baseURL).catch(async (err: unknown) => {
        await stopInstance(a);
        throw err;
      });
      await use({ baseURL, instanceB: `http://127.0.0.1:${port + 1}` });
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await dropDatabase(uri);
    },
    { scope: 'worker', auto: true, timeout: 2 * BOOT_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  instanceB: async ({ app }, use) => {
    await use(app.instanceB);
  },
});

export { expect } from '@playwright/test';
