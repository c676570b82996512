// The production smoke test's body: see scripts/smoke-prod.sh. Usage: node scripts/smoke-prod.mjs <caddy binary>
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCompose, parseDotenv, serviceEnvironment } from './lib/compose-env.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'server');
const requireServer = createRequire(join(SERVER, 'package.json'));
const Stripe = requireServer('stripe');
const sharp = requireServer('sharp');
const { MongoClient } = requireServer('mongodb');

const CADDY = process.argv[2];
const BASE = Number(process.env.SMOKE_PORT_BASE ?? 3400);
const PORTS = { app: [BASE + 1, BASE + 2], metrics: [BASE + 11, BASE + 12], https: BASE + 43, http: BASE + 80, admin: BASE + 19 };
const ORIGIN = `https://localhost:${PORTS.https}`;
const STARTED = Date.now();
const work = mkdtempSync(join(tmpdir(), 'ff-smoke-'));
const children = new Set();
let failures = 0;

const uriMatch = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(process.env.MONGODB_URI ?? '');
if (!uriMatch) throw new Error('MONGODB_URI must look like mongodb://host:port[/db]');
const DB_NAME = `ff_smoke_${process.pid}`;
const SMOKE_DB_URI = `${uriMatch[1]}/${DB_NAME}${uriMatch[2] ?? ''}`;
const secret = () => randomBytes(48).toString('base64url');
const hex = (n) => randomBytes(n).toString('hex');

// ---------------------------------------------------------------- processes

function start(name, cmd, args, opts) {
  const log = join(work, `${name}.log`);
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const chunks = [];
  child.stdout.on('data', (d) => chunks.push(d));
  child.stderr.on('data', (d) => chunks.push(d));
  child.on('exit', () => {
    children.delete(child);
    writeFileSync(log, Buffer.concat(chunks));
  });
  child.logText = () => Buffer.concat(chunks).toString('utf8');
  children.add(child);
  return child;
}

function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    child.once('exit', () => res());
    child.kill(signal);
  });
}

async function cleanup() {
  await Promise.all([...children].map((c) => stop(c, 'SIGKILL')));
  try {
    const client = await MongoClient.connect(SMOKE_DB_URI, { serverSelectionTimeoutMS: 3000 });
    await client.db(DB_NAME).dropDatabase();
    await client.close();
  } catch {
    // the database server is gone: nothing to drop
  }
  if (!failures && !process.env.SMOKE_KEEP) rmSync(work, { recursive: true, force: true });
}

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => cleanup().then(() => process.exit(130)));

// ---------------------------------------------------------------- requests

let caCert;
const agent = () => new https.Agent({ ca: caCert, keepAlive: true, servername: 'localhost' });
let httpsAgent;

/**
 * One request; resolves { status, headers, body (Buffer), text(), json() }. `localAddress` (a loopback
 * address, 127.0.0.2 ...) is the client address Caddy sees: another "client" for its per-address limits.
 */
function request(url, { method = 'GET', headers = {}, body, agentOverride, localAddress } = {}) {
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((res, rej) => {
    const req = lib.request(
      u,
      { method, headers, localAddress, agent: agentOverride ?? (u.protocol === 'https:' ? httpsAgent : undefined), timeout: 15_000 },
      (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => {
          const buf = Buffer.concat(chunks);
          res({
            status: r.statusCode,
            headers: r.headers,
            body: buf,
            text: () => buf.toString('utf8'),
            json: () => JSON.parse(buf.toString('utf8')),
          });
        });
        r.on('error', rej);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', rej);
    if (body) req.write(body);
    req.end();
  });
}

const gql = (query, variables, token, { base = ORIGIN, localAddress } = {}) =>
  request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    localAddress,
  });

/** Requests both app instances answered for `route` (freshfuel_http_requests_total, all methods and statuses). */
async function appRequestCount(route) {
  let total = 0;
  for (const port of PORTS.metrics) {
    const text = (await request(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('freshfuel_http_requests_total{') && line.includes(`route="${route}"`)) total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

/** Runs `fn(i)` for i = 0 .. n-1, `parallel` at a time; resolves the results in order. */
async function pool(n, parallel, fn) {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await fn(i);
      }
    }),
  );
  return results;
}

async function waitFor(what, fn, ms = 60_000) {
  const until = Date.now() + ms;
  let last;
  while (Date.now() < until) {
    try {
      if (await fn()) return;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    console.log(`ok    ${name}${detail ? ` (${detail})` : ''} [${Date.now() - t0} ms]`);
  } catch (err) {
    failures += 1;
    console.log(`FAIL  ${name}: ${err.message}`);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// ---------------------------------------------------------------- the stack

/** The .env an operator writes (README), for this machine. */
const operatorEnv = {
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

function startApp(env, i) {
  // The image's command (Dockerfile CMD), from the image's working directory.
  return start(`app-${i + 1}`, process.execPath, ['--import', './dist/tracing.js', 'dist/main.js'], { cwd: SERVER, env: env[i] });
}

const ready = (i) => request(`http://127.0.0.1:${PORTS.app[i]}/api/health/ready`).then((r) => r.status === 200);

async function main() {
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
  caCert = readFileSync(caPath);
  httpsAgent = agent();
  await waitFor('Caddy serving https', async () => (await request(`${ORIGIN}/api/health/ready`)).status === 200, 30_000);
  console.log(`smoke-prod: stack up in ${Math.round((Date.now() - STARTED) / 1000)} s (logs in ${work})`);

  await check('landing page and a script asset over https (throwaway CA), with HSTS', async () => {
    const page = await request(`${ORIGIN}/`);
    assert(page.status === 200, `GET / answered ${page.status}`);
    assert(/max-age=\d+/.test(page.headers['strict-transport-security'] ?? ''), 'no Strict-Transport-Security header');
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(page.text())?.[1];
    assert(asset, 'no /assets/*.js in the landing page');
    const js = await request(`${ORIGIN}${asset}`);
    assert(js.status === 200 && js.body.length > 0, `GET ${asset} answered ${js.status}`);
    return asset;
  });

  await check('http redirected to https', async () => {
    const r = await request(`http://localhost:${PORTS.http}/plans_and_packages?x=1`);
    assert([301, 308].includes(r.status), `http answered ${r.status}`);
    assert(r.headers.location === `${ORIGIN}/plans_and_packages?x=1`, `Location ${r.headers.location}`);
    return `${r.status} -> ${r.headers.location}`;
  });

  const login = async (email) => {
    const r = await gql('mutation ($input: LoginInput!) { login(input: $input) { accessToken user { email role } } }', {
      input: { identifier: email, password: 'Demo@12345' },
    });
    const token = r.json().data?.login?.accessToken;
    assert(token, `login ${email}: ${r.status} ${r.text().slice(0, 300)}`);
    return token;
  };
  let adminToken;
  await check('sign-in (seeded customer) and a GraphQL query with its token', async () => {
    const token = await login('customer@freshfuel.ae');
    const me = await gql('{ me { email } }', undefined, token);
    assert(me.json().data?.me?.email === 'customer@freshfuel.ae', `me: ${me.text().slice(0, 300)}`);
    const plans = await gql('{ plans { id } }');
    assert(Array.isArray(plans.json().data?.plans) && plans.json().data.plans.length > 0, `plans: ${plans.text().slice(0, 300)}`);
    adminToken = await login('admin@freshfuel.ae');
    return `${plans.json().data.plans.length} plans`;
  });

  await check('signed Stripe webhook accepted, a wrong signature refused', async () => {
    const payload = JSON.stringify({
      id: `evt_smoke_${hex(8)}`,
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: `pi_smoke_${hex(6)}`, object: 'payment_intent' } },
    });
    const post = (signature) =>
      request(`${ORIGIN}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: operatorEnv.STRIPE_WEBHOOK_SECRET });
    const good = await post(header);
    assert(good.status === 200 && good.json().received === true, `signed: ${good.status} ${good.text().slice(0, 200)}`);
    const bad = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    assert(bad.status === 400, `wrongly signed: ${bad.status}`);
  });

  await check('image uploaded to app-1 is read back through app-2 and the proxy (GridFS)', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const boundary = `----smoke${hex(8)}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="smoke.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await request(`http://127.0.0.1:${PORTS.app[0]}/api/uploads/image`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${adminToken}` },
      body,
    });
    assert(up.status === 201, `upload: ${up.status} ${up.text().slice(0, 300)}`);
    const url = up.json().data.url;
    const other = await request(`http://127.0.0.1:${PORTS.app[1]}${url}`);
    assert(other.status === 200 && other.body.length > 0, `app-2 ${url}: ${other.status}`);
    const viaProxy = await request(`${ORIGIN}${url}`);
    assert(viaProxy.status === 200 && viaProxy.body.equals(other.body), `proxy ${url}: ${viaProxy.status}`);
    return url;
  });

  await check('a forged X-Forwarded-For does not change the rate-limit key', async () => {
    const limit = Number(envs[0].CODES_RATE_LIMIT_PER_MINUTE ?? 30);
    const statuses = [];
    for (let i = 0; i <= limit; i++) {
      const r = await request(`${ORIGIN}/api/promoCodes/details/SMOKE${i}`, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(r.status);
    }
    assert(statuses.at(-1) === 429, `request ${limit + 1} with its own forged address answered ${statuses.at(-1)}, not 429`);
    const client = await MongoClient.connect(SMOKE_DB_URI, { serverSelectionTimeoutMS: 3000 });
    try {
      const keys = (
        await client
          .db(DB_NAME)
          .collection('rate_limits')
          .find({}, { projection: { key: 1 } })
          .toArray()
      ).map((d) => String(d.key ?? d._id));
      assert(!keys.some((k) => k.includes('203.0.113.')), `a forged address became a key: ${keys.join(', ')}`);
      assert(
        keys.some((k) => /codes/.test(k)),
        `no codes counter found: ${keys.join(', ')}`,
      );
      return `429 after ${limit}; keys ${keys.filter((k) => /codes/.test(k)).join(', ')}`;
    } finally {
      await client.close();
    }
  });

  // Caddy's per-address limits (ops/caddy/Caddyfile, rate_limit): each check is its own client address
  // on the loopback network (127.0.0.x), so the other checks' requests count in no bucket of theirs.
  await check("the proxy's auth limit: 429 from Caddy past it, a forged X-Forwarded-For no fresh count, others served", async () => {
    const limit = Number(proxy.PROXY_AUTH_RATE_LIMIT_PER_MINUTE);
    assert(limit > 0, `compose gives the proxy PROXY_AUTH_RATE_LIMIT_PER_MINUTE=${proxy.PROXY_AUTH_RATE_LIMIT_PER_MINUTE}`);
    const logout = (localAddress, headers = {}) => request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers, localAddress });
    const before = await appRequestCount('/api/auth/logout');
    // Without a token the app answers 401: the limit counts requests, whatever their answer.
    const statuses = [];
    for (let i = 0; i < limit; i++) statuses.push((await logout('127.0.0.2', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    assert(
      statuses.every((s) => s === 401),
      `under the limit: ${statuses.join(' ')}`,
    );
    const over = await logout('127.0.0.2', { 'x-forwarded-for': '198.51.100.7', 'accept-language': 'en' });
    assert(over.status === 429, `request ${limit + 1} with a fresh forged address answered ${over.status}, not 429`);
    const wait = Number(over.headers['retry-after']);
    assert(Number.isInteger(wait) && wait >= 1 && wait <= 61, `Retry-After ${over.headers['retry-after']}`);
    assert(/^application\/json/.test(over.headers['content-type'] ?? ''), `content-type ${over.headers['content-type']}`);
    const body = over.json();
    assert(
      body.code === 'RATE_LIMITED' && body.message === `Too many attempts. Please try again in ${wait} seconds.`,
      `body ${over.text()}`,
    );
    assert(/max-age=\d+/.test(over.headers['strict-transport-security'] ?? ''), 'no Strict-Transport-Security on the 429');
    const ar = await logout('127.0.0.2', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' });
    assert(ar.status === 429 && /^محاولات كثيرة جدًا/.test(ar.json().message), `Arabic: ${ar.status} ${ar.text()}`);
    // Another address is served; the limited one still reaches every other route.
    const other = await logout('127.0.0.3');
    assert(other.status === 401, `another address answered ${other.status}`);
    const plans = await request(`${ORIGIN}/api/plans`, { localAddress: '127.0.0.2' });
    assert(plans.status === 200, `GET /api/plans from the limited address answered ${plans.status}`);
    // The app counted the requests under the limit and the other address's, none of the refused ones.
    const reached = (await appRequestCount('/api/auth/logout')) - before;
    assert(reached === limit + 1, `the app answered ${reached} logout requests, expected ${limit + 1}`);
    return `${limit} then 429 (Retry-After ${wait} s); the app saw ${reached}`;
  });

  await check("the proxy's /graphql limit answers a GraphQL RATE_LIMITED error the client shows", async () => {
    const limit = Number(proxy.PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE);
    assert(
      limit === 200,
      `compose gives the proxy PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE=${proxy.PROXY_GRAPHQL_RATE_LIMIT_PER_MINUTE}, not .env's 200`,
    );
    const t0 = Date.now();
    const statuses = await pool(
      limit,
      8,
      async () => (await gql('{ __typename }', undefined, undefined, { localAddress: '127.0.0.4' })).status,
    );
    const ms = Date.now() - t0;
    assert(
      statuses.every((s) => s === 200),
      `under the limit: ${[...new Set(statuses)].join(' ')}`,
    );
    const over = await gql('{ __typename }', undefined, undefined, { localAddress: '127.0.0.4' });
    assert(over.status === 429, `request ${limit + 1} answered ${over.status}`);
    assert(over.headers['retry-after'], 'no Retry-After');
    // application/graphql-response+json: Apollo Client reads the body as GraphQL errors whatever the status.
    assert(/^application\/graphql-response\+json/.test(over.headers['content-type'] ?? ''), `content-type ${over.headers['content-type']}`);
    const error = over.json().errors?.[0];
    assert(
      error?.extensions?.code === 'RATE_LIMITED' &&
        error.message === `Too many attempts. Please try again in ${over.headers['retry-after']} seconds.`,
      `body ${over.text()}`,
    );
    return `${limit} in ${ms} ms, then 429`;
  });

  await check('rolling restart of each instance under a steady request loop: 0 failed requests', async () => {
    let running = true;
    const results = { ok: 0, failed: [] };
    const loop = async (n) => {
      for (let k = 0; running; k++) {
        try {
          // From 32 client addresses: this machine-made load (up to ~40 /graphql requests a second) stays
          // under the proxy's per-address limits.
          const localAddress = `127.0.1.${1 + (k % 32)}`;
          const r =
            (k + n) % 2
              ? await gql('{ plans { id } }', undefined, undefined, { localAddress })
              : await request(`${ORIGIN}/api/plans`, { localAddress });
          if (r.status === 200) results.ok += 1;
          else results.failed.push(`${r.status} ${r.text().slice(0, 80)}`);
        } catch (err) {
          results.failed.push(err.message);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const loops = [loop(0), loop(1)];
    const phases = [];
    for (const i of [0, 1]) {
      await stop(app[i]); // SIGTERM: not ready for 5 s, then the listener closes
      assert(app[i].exitCode === 0, `app-${i + 1} exited with ${app[i].exitCode}`);
      app[i] = startApp(envs, i);
      const t0 = Date.now();
      await waitFor(`app-${i + 1} ready again`, () => ready(i), 60_000);
      phases.push(`app-${i + 1} back in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      await new Promise((r) => setTimeout(r, 1500)); // one health-check interval for Caddy to see it
    }
    running = false;
    await Promise.all(loops);
    assert(results.ok > 50, `only ${results.ok} requests answered`);
    assert(results.failed.length === 0, `${results.failed.length} failed: ${[...new Set(results.failed)].slice(0, 3).join(' | ')}`);
    return `${results.ok} requests, 0 failed; ${phases.join(', ')}`;
  });

  await stop(caddy);
}

main()
  .catch((err) => {
    failures += 1;
    console.log(`FAIL  smoke-prod could not run: ${err.stack ?? err.message}`);
  })
  .finally(async () => {
    await cleanup();
    console.log(
      `smoke-prod: ${failures ? `${failures} check(s) failed (logs in ${work})` : 'all checks passed'} in ${Math.round((Date.now() - STARTED) / 1000)} s`,
    );
    process.exit(failures ? 1 : 0);
  });
