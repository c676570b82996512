#!/usr/bin/env node
/**
 * Signed-in throughput benchmark: what customers and staff pay on the uncached request path (a bearer
 * token is never served from the catalog cache). autocannon, 50 connections, 10 s after a 2 s warm-up per
 * target, against the built server in production mode. Targets (the client's own .graphql documents):
 * customer `me`, `meals`, `plans` (with planMeals), `mySubscription`, the upcoming day's menu (`dayMenu` of
 * the subscription's first day), staff orders grid page 1 (`adminOrders`, 10 rows); anonymous
 * `{ __typename }` and `GET /api/health` (readiness). The first row is a bare node:http server in its own
 * process (the machine's ceiling right now): compare ratios against it, not raw figures.
 * Prints req/s, p50/p95/p99 (ms), errors, the load average, the commit and the server's RSS.
 *
 *   npm run build -w server && node bench/signed-in/run.mjs
 *
 * Without BENCH_URL it starts `server/dist/main.js` with bench/lib/start-app.mjs (NODE_ENV=production, random
 * secrets, Stripe at stripe-mock, the demo seed (development mode, before start) on MONGODB_URI, default mongodb://127.0.0.1:27017/ff_bench_signed_in,
 * PORT 3511) and stops it at the end. The demo customer gets a paid subscription the first time (checkout
 * plus a signed payment webhook, as production makes one). Env: BENCH_URL, BENCH_PORT (3511),
 * BENCH_REF_PORT (3512), MONGODB_URI, BENCH_CONNECTIONS (50), BENCH_DURATION (10), BENCH_WARMUP (2),
 * BENCH_TARGETS (comma list of target names), BENCH_PASSWORD (Demo@12345), BENCH_WEBHOOK_SECRET
 * (whsec_bench, also given to the server it starts), BENCH_NODE_ARGS (extra node flags for that server,
 * e.g. --cpu-prof).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { commitLabel, referenceReady, startReference } from '../lib/reference.mjs';
import { shopClient } from '../lib/shop.mjs';
import { startApp } from '../lib/start-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT || 3511);
const REF_PORT = Number(process.env.BENCH_REF_PORT || 3512);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const PASSWORD = process.env.BENCH_PASSWORD || 'Demo@12345';
const WEBHOOK_SECRET = process.env.BENCH_WEBHOOK_SECRET || 'whsec_bench';
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
let base = (process.env.BENCH_URL || '').replace(/\/$/, '');

/** The client's documents (operation plus the fragments it names), as Apollo Client sends them. */
const doc = (...files) => files.map((f) => readFileSync(resolve(root, 'client/src', f), 'utf8').trim()).join('\n\n');
const DOCS = {
  me: doc('app/graphql/Me.graphql', 'app/graphql/UserFields.graphql'),
  meals: doc('features/catalog/graphql/Meals.graphql', 'features/catalog/graphql/MealFields.graphql'),
  plans: doc('features/catalog/graphql/Plans.graphql'),
  mySubscription: doc('features/ordering/graphql/MySubscription.graphql'),
  dayMenu: doc('features/customer/graphql/GetDayMenu.graphql', 'features/customer/graphql/DayMenuFields.graphql'),
  adminOrders: doc('features/admin/graphql/AdminOrders.graphql'),
};

function gqlTarget(name, query, operationName, variables, token) {
  return {
    name,
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: APOLLO_ACCEPT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ operationName, variables, query }),
  };
}

/** One autocannon run; resolves to its result plus `p95` (ms, from every response's own time). */
async function run(target, url, duration) {
  const times = [];
  const instance = autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  result.p95 = times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]) : NaN;
  return result;
}

/** Resolves once `url` answers 2xx (the server at BENCH_URL, or the one started here); rejects after 90 s. */
async function waitFor(url) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within 90 s`);
}

/** Resident and peak resident memory of a process in MB (Linux /proc), or '?'. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: '?', peak: '?' };
  }
}

const commit = commitLabel(root);

const reference = startReference(REF_PORT);
let app;
try {
  await referenceReady(REF_PORT, reference);
  if (!base) {
    app = await startApp({
      port: PORT,
      mongodbUri: process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/ff_bench_signed_in',
      seed: true,
      nodeArgs: (process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean),
      env: { LOG_LEVEL: process.env.LOG_LEVEL || 'info', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    base = app.base;
  }
  await waitFor(`${base}/api/health`);
  const { gql, ensureSubscription } = shopClient(base, WEBHOOK_SECRET);
  // Seeding runs before listening, so the catalog is there once health answers.
  const login = async (mutation, email) =>
    (
      await gql(`mutation($input: LoginInput!) { ${mutation}(input: $input) { accessToken } }`, {
        input: { identifier: email, password: PASSWORD },
      })
    )[mutation].accessToken;
  const customer = await login('login', process.env.BENCH_CUSTOMER || 'customer@freshfuel.ae');
  const staff = await login('adminLogin', process.env.BENCH_STAFF || 'admin@freshfuel.ae');
  const subscription = await ensureSubscription(customer);
  const day = new Date(subscription.startDate).toISOString().slice(0, 10);

  const targets = [
    { name: 'ref: bare node:http', method: 'GET', path: '/', headers: {}, url: `http://127.0.0.1:${REF_PORT}` },
    gqlTarget('customer me', DOCS.me, 'Me', {}, customer),
    gqlTarget('customer meals', DOCS.meals, 'Meals', {}, customer),
    gqlTarget('customer plans (planMeals)', DOCS.plans, 'Plans', {}, customer),
    gqlTarget('customer mySubscription', DOCS.mySubscription, 'MySubscription', {}, customer),
    gqlTarget('customer upcoming menu', DOCS.dayMenu, 'GetDayMenu', { subscriptionId: subscription.id, date: day }, customer),
    gqlTarget('staff orders page 1', DOCS.adminOrders, 'AdminOrders', { page: 1, limit: 10 }, staff),
    gqlTarget('anonymous { __typename }', '{ __typename }', undefined, {}),
    { name: 'GET /api/health (ready)', method: 'GET', path: '/api/health', headers: {} },
  ];
  const only = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim());
  const rows = [];
  console.log(
    `signed-in benchmark: ${base}, commit ${commit}, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, ${cpus().length} cores`,
  );
  for (const target of targets.filter((t) => !only || only.includes(t.name) || t.name.startsWith('ref:'))) {
    const url = target.url ?? base;
    if (WARMUP > 0) await run(target, url, WARMUP);
    const r = await run(target, url, DURATION);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const row = {
      target: target.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p95 ms': r.p95,
      'p99 ms': r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      'load 1/5/15': load,
    };
    rows.push(row);
    console.log(
      `${target.name.padEnd(30)} ${String(row['req/s']).padStart(6)} req/s  p50 ${row['p50 ms']}  p99 ${row['p99 ms']} ms  (load ${load})`,
    );
  }
  const ref = rows[0]['req/s'] || 1;
  console.table(rows.map((row) => ({ ...row, '% of ref': `${((100 * row['req/s']) / ref).toFixed(1)}%` })));
  const mem = app ? memoryOf(app.child.pid) : { rss: '?', peak: '?' };
  console.log(
    `commit ${commit}; server RSS ${mem.rss} MB (peak ${mem.peak} MB); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`,
  );
} finally {
  await app?.stop();
  reference.kill('SIGTERM');
}
