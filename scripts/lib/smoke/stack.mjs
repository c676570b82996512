/**
 * The smoke test's stack: the environments docker-compose.yml gives the app and the proxy for an
 * operator's .env, the two app instances (the image's command), the demo seed, and Caddy with
 * ops/caddy/Caddyfile; `startStack()` resolves once all of it answers over https.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCompose, parseDotenv, serviceEnvironment } from '../compose-env.mjs';
import { assert } from './check.mjs';
import { CADDY, ORIGIN, PORTS, ROOT, SERVER, SMOKE_DB_URI, STARTED, hex, secret, work } from './context.mjs';
import { request, trustCa, waitFor } from './http.mjs';
import { start } from './processes.mjs';

/** The .env an operator writes (README), for this machine. */
export const operatorEnv = {
  // A laptop on other ports than 80/443 names the https port in the site address.
  DOMAIN: `localhost:${PORTS.https}`,
  CADDY_TLS: 'internal',
  PUBLIC_URL: ORIGIN,
  JWT_SECRET: secret(),
  CODES_SECRET: secret(),
  MONGO_ROOT_PASSWORD: hex(24),
  MONGO_APP_PASSWORD: hex(24),
  GRAFANA_ADMIN_PASSWORD: hex(16),
  SMTP_URL: 'smtp://127.0.0.1:1',
  STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY || 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: `whsec_${hex(16)}`,
  STRIPE_API_BASE: process.env.STRIPE_API_BASE || 'http://127.0.0.1:12111',
  SUPPLIER_NAME: 'FreshFuel Smoke Kitchen LLC',
  SUPPLIER_ADDRESS: 'Unit 1, Smoke Street, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100000000000003',
  LOG_LEVEL: 'warn',
  // The proxy's /graphql limit lowered as an operator would raise it (.env -> compose -> Caddyfile), so the
  // burst past it stays short; the auth routes' limit keeps compose's default.
  PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE: '200',
};

function composeEnvironments() {
  const dir = join(work, 'project');
  mkdirSync(dir);
  copyFileSync(join(ROOT, 'docker-compose.yml'), join(dir, 'docker-compose.yml'));
  writeFileSync(
    join(dir, '.env'),
    Object.entries(operatorEnv)
      .map(([k, v]) => `${k}="${v}"`)
      .join('\n') + '\n',
  );
  const env = parseDotenv(readFileSync(join(dir, '.env'), 'utf8'));
  const file = join(dir, 'docker-compose.yml');
  const model = loadCompose(file, env);
  return {
    apps: ['app-1', 'app-2'].map((s) => serviceEnvironment(model, s, file, env)),
    proxy: serviceEnvironment(model, 'proxy', file, env),
  };
}

/** What cannot be the same on one host as in containers: addresses, ports and paths. */
function appEnv(composeEnv, i) {
  return {
    PATH: process.env.PATH,
    ...composeEnv,
    MONGODB_URI: SMOKE_DB_URI,
    HOST: '127.0.0.1',
    PORT: String(PORTS.app[i]),
    METRICS_PORT: String(PORTS.metrics[i]),
    CLIENT_DIST: join(ROOT, 'client/dist'),
    UPLOADS_DIR: join(work, 'uploads'),
  };
}

export function startApp(env, i) {
  // The image's command (Dockerfile CMD), from the image's working directory.
  return start(`app-${i + 1}`, process.execPath, ['--import', './dist/tracing.js', 'dist/main.js'], { cwd: SERVER, env: env[i] });
}

export const ready = (i) => request(`http://127.0.0.1:${PORTS.app[i]}/api/health/ready`).then((r) => r.status === 200);

/** Starts the stack; resolves to `{ envs, proxy, app, caddy }` (the instances' environments, the proxy's, the instances, Caddy). */
export async function startStack() {
  const { apps, proxy } = composeEnvironments();
  const envs = apps.map(appEnv);
  assert(
    envs[0].NODE_ENV === 'production' && envs[0].TRUST_PROXY === '1',
    'compose no longer gives the app NODE_ENV=production and TRUST_PROXY=1',
  );

  // Demo accounts for sign-in (production never seeds on start), written while the instances start.
  const seed = start('seed', process.execPath, ['dist/seed/seed.cli.js'], {
    cwd: SERVER,
    env: { PATH: process.env.PATH, NODE_ENV: 'development', MONGODB_URI: SMOKE_DB_URI, JWT_SECRET: secret(), LOG_LEVEL: 'warn' },
  });
  const seeded = new Promise((r) => seed.once('exit', r));
  const app = [startApp(envs, 0), startApp(envs, 1)];
  const caddyHome = join(work, 'caddy');
  const caddy = start('caddy', CADDY, ['run', '--config', join(ROOT, 'ops/caddy/Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      ...proxy,
      APP_UPSTREAMS: PORTS.app.map((p) => `127.0.0.1:${p}`).join(' '),
      CADDY_HTTP_PORT: String(PORTS.http),
      CADDY_ADMIN_PORT: String(PORTS.admin),
      XDG_DATA_HOME: join(caddyHome, 'data'),
      XDG_CONFIG_HOME: join(caddyHome, 'config'),
      HOME: caddyHome,
    },
  });
  await Promise.all(
    [0, 1].map((i) => waitFor(`app-${i + 1} ready (log: ${join(work, `app-${i + 1}.log`)})`, () => ready(i), 90_000)),
  ).catch((err) => {
    for (const a of app) console.log(a.logText().slice(-1500));
    throw err;
  });
  const seedCode = await seeded;
  assert(seedCode === 0, `seed failed: ${seed.logText().slice(-500)}`);
  const caPath = join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
  await waitFor("Caddy's local CA", () => readFileSync(caPath).length > 0, 20_000);
  trustCa(readFileSync(caPath));
  await waitFor('Caddy serving https', async () => (await request(`${ORIGIN}/api/health/ready`)).status === 200, 30_000);
  console.log(`smoke-prod: stack up in ${Math.round((Date.now() - STARTED) / 1000)} s (logs in ${work})`);
  return { envs, proxy, app, caddy };
}
