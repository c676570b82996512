import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { MongoClient } from 'mongodb';

/**
 * The app the journeys run against, started once per run (the config's globalSetup): for each Playwright worker
 * slot (`parallelIndex` 0 .. workers - 1), two instances of the built server (as `npm start` runs it) on one
 * database of that slot's own, so workers share no data, clock offset or rate-limit counter. Slot i's instance A
 * listens on E2E_PORT (3210) + 2i, its instance B on the next port. A worker that replaces a failed one takes over
 * its slot's pair as it is: nothing is started or seeded again mid-run. All pairs start side by side; the run
 * stops them and drops their databases at its end.
 */

const ROOT = path.resolve(__dirname, '../..');
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_URI = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/freshfuel';
/** One run's databases share this prefix (set by the config). */
const RUN = process.env.E2E_RUN_ID ?? Date.now().toString(36);
/**
 * How long one instance may take to answer /api/health: 25 s alone here, but A seeds the demo data first, and on a
 * busy machine whose other test runs create databases on the same server the seeding took over three minutes.
 */
const BOOT_TIMEOUT_MS = 300_000;

function databaseUri(name: string): string {
  return SERVER_URI.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

/** The addresses of slot `index`'s pair: A (the browser's and `request`'s base URL) and B. */
export function pairOf(index: number): { baseURL: string; instanceB: string } {
  const port = FIRST_PORT + 2 * index;
  return { baseURL: `http://127.0.0.1:${port}`, instanceB: `http://127.0.0.1:${port + 1}` };
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

/** Starts slot `index`'s pair on a fresh database of its own (A seeds the demo data; B starts once A answers). */
async function startPair(index: number): Promise<() => Promise<void>> {
  const { baseURL, instanceB } = pairOf(index);
  const port = Number(new URL(baseURL).port);
  const uri = databaseUri(`ff_e2e_${RUN}_w${index}`);
  await dropDatabase(uri);
  const a = await startInstance(port, uri, true, baseURL);
  const b = await startInstance(Number(new URL(instanceB).port), uri, false, baseURL).catch(async (err: unknown) => {
    await stopInstance(a);
    throw err;
  });
  return async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await dropDatabase(uri);
  };
}

/** Global setup: one pair per worker slot, side by side; returns the teardown that stops them all. */
export default async function startApps(config: FullConfig): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(Array.from({ length: config.workers }, (_, i) => startPair(i)));
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
