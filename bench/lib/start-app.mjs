/**
 * Starts the built server (`server/dist/main.js`) in production mode for a bench script, the way
 * bench/catalog and bench/signed-in do: NODE_ENV=production, Stripe at stripe-mock, the example-free
 * supplier details production requires, SMTP at `smtpUrl` (nothing listens there unless the caller
 * starts something), and whatever `env` adds or overrides. Resolves once `GET /api/health` answers 200
 * (seeding, when asked for, runs first with the seed command in development mode: production refuses the
 * demo seed).
 *
 *   const app = await startApp({ port: 3781, mongodbUri, jwtSecret, codesSecret, seed: true });
 *   ... fetch(`${app.base}/graphql`) ...
 *   await app.stop();
 *
 * Options: `port` (required), `mongodbUri` (required), `jwtSecret` and `codesSecret` (random 32 bytes
 * hex when not given: pass the same to instances that must accept each other's tokens), `seed`
 * (run `dist/seed/seed.cli.js` on the database first, default false), `smtpUrl` (default smtp://127.0.0.1:2525), `env` (extra variables;
 * a value of `undefined` removes one inherited from this process), `stdio` for the child's stderr
 * ('inherit' or 'ignore', default 'inherit'), `timeoutMs` (90 s), `nodeArgs` (extra node flags, e.g.
 * `--cpu-prof`). `API_DOCS` is never inherited.
 * @returns `{ base, child, stop() }`; `stop()` sends SIGTERM and resolves when the process has exited.
 * @throws when the process exits or does not answer within `timeoutMs`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo seed on `mongodbUri`, as `npm run seed` applies it (development mode, warnings only). */
async function seedDemo(mongodbUri) {
  const child = spawn(process.execPath, ['dist/seed/seed.cli.js'], {
    cwd: resolve(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, NODE_ENV: 'development', MONGODB_URI: mongodbUri, LOG_LEVEL: 'warn' },
  });
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`seeding ${mongodbUri} failed (exit ${code})`);
}

export async function startApp({
  port,
  mongodbUri,
  jwtSecret = randomBytes(32).toString('hex'),
  codesSecret = randomBytes(32).toString('hex'),
  seed = false,
  smtpUrl = 'smtp://127.0.0.1:2525',
  env = {},
  stdio = 'inherit',
  timeoutMs = 90_000,
  nodeArgs = [],
}) {
  const base = `http://127.0.0.1:${port}`;
  const merged = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    SEED_ON_START: 'false',
    PUBLIC_URL: 'https://freshfuel.bench',
    JWT_SECRET: jwtSecret,
    CODES_SECRET: codesSecret,
    SMTP_URL: smtpUrl,
    SUPPLIER_NAME: 'FreshFuel Bench Kitchen LLC',
    SUPPLIER_ADDRESS: 'Unit 1, Bench Street, Dubai, United Arab Emirates',
    SUPPLIER_TRN: '100000000000003',
    MONGODB_URI: mongodbUri,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE || 'http://127.0.0.1:12111',
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY || 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_bench',
    API_DOCS: undefined,
    ...env,
  };
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
  if (seed) await seedDemo(mongodbUri);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: resolve(root, 'server'),
    stdio: ['ignore', 'ignore', stdio],
    env: childEnv,
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${base}/api/health did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base, child, stop };
}
