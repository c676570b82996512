#!/usr/bin/env node
/**
 * Catalog throughput benchmark: autocannon, 50 connections, 10 s after a 3 s warm-up per target, against
 * the built server in production mode. Targets: the GraphQL `plans` and `meals` queries exactly as the
 * client sends them (its .graphql documents, Apollo Client's Accept header), and `GET /api/plans/`.
 * Reference rows: the same requests with an invalid bearer token (treated as anonymous by the app, but
 * never served from the catalog cache: every request reaches Apollo / the REST router and the database),
 * and `{ __typename }` (Apollo's full pipeline with no resolver: the ceiling of any cache inside Apollo).
 * Prints req/s, p50 and p99 (ms), the load average and core count.
 *
 *   npm run build -w server && node bench/catalog/run.mjs
 *
 * Without BENCH_URL it starts `server/dist/main.js` itself (NODE_ENV=production, a random JWT_SECRET,
 * the demo seed (development mode, before start) on MONGODB_URI, default mongodb://127.0.0.1:27017/ff_bench_catalog, PORT 3311) and
 * stops it at the end. Env: BENCH_URL, BENCH_PORT (3311), MONGODB_URI, BENCH_CONNECTIONS (50),
 * BENCH_DURATION (10), BENCH_WARMUP (3), BENCH_TARGETS (comma list of target names), BENCH_REFERENCE (1: also the reference rows).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApp } from '../lib/start-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT || 3311);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const REFERENCE = (process.env.BENCH_REFERENCE ?? '1') !== '0';
let base = (process.env.BENCH_URL || '').replace(/\/$/, '');

const graphqlDoc = (...files) =>
  files.map((f) => readFileSync(resolve(root, 'client/src/features/catalog/graphql', f), 'utf8').trim()).join('\n\n');
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

function gqlTarget(name, query, operationName, variables, extraHeaders = {}) {
  return {
    name,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT, ...extraHeaders },
    body: JSON.stringify({ operationName, variables, query }),
  };
}

const PLANS = graphqlDoc('Plans.graphql');
const MEALS = graphqlDoc('Meals.graphql', 'MealFields.graphql');
const NO_CACHE = { authorization: 'Bearer not-a-valid-token' };
const AR = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' };
const TARGETS = [
  gqlTarget('graphql plans', PLANS, 'Plans', {}),
  gqlTarget('graphql meals', MEALS, 'Meals', {}),
  { name: 'GET /api/plans/', method: 'GET', path: '/api/plans/', headers: {} },
  // The same reads from an Arabic browser: answers in Arabic, cached under their own key.
  gqlTarget('graphql plans (ar)', PLANS, 'Plans', {}, AR),
  gqlTarget('graphql meals (ar)', MEALS, 'Meals', {}, AR),
  { name: 'GET /api/plans/ (ar)', method: 'GET', path: '/api/plans/', headers: AR },
];
const REFERENCES = [
  gqlTarget('ref: plans, uncached', PLANS, 'Plans', {}, NO_CACHE),
  gqlTarget('ref: meals, uncached', MEALS, 'Meals', {}, NO_CACHE),
  { name: 'ref: GET /api/plans/, uncached', method: 'GET', path: '/api/plans/', headers: NO_CACHE },
  gqlTarget('ref: { __typename } via Apollo', '{ __typename }', undefined, {}),
];

function run(target, duration) {
  return autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
  });
}

async function waitForServer(child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/plans/`);
      if (res.ok && (await res.json()).data?.length) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not answer within 60 s');
}

let app;
if (!base) {
  app = await startApp({
    port: PORT,
    mongodbUri: process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/ff_bench_catalog',
    seed: true,
    smtpUrl: process.env.SMTP_URL || 'smtp://127.0.0.1:2525',
  });
  base = app.base;
  await waitForServer(app.child);
}

try {
  const list = [...TARGETS, ...(REFERENCE ? REFERENCES : [])];
  const only = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim());
  const rows = [];
  console.log(`catalog benchmark: ${base}, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, ${cpus().length} cores`);
  for (const target of list.filter((t) => !only || only.includes(t.name))) {
    if (WARMUP > 0) await run(target, WARMUP);
    const r = await run(target, DURATION);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const row = {
      target: target.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      'bytes/req': Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      'load 1/5/15': load,
    };
    rows.push(row);
    console.log(
      `${target.name.padEnd(34)} ${String(row['req/s']).padStart(6)} req/s  p50 ${row['p50 ms']} ms  p99 ${row['p99 ms']} ms  (load ${load})`,
    );
  }
  console.table(rows);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`,
  );
} finally {
  await app?.stop();
}
