#!/usr/bin/env node
/**
 * Mixed scenario: the evening before the menu cut-off. Anonymous visitors browse (landing page, plans,
 * menu, a blog post), signed-in customers open their subscription and the upcoming day's menu, swap a
 * meal and pause then resume a day, staff page the orders grid and read the kitchen's production list,
 * all at once, in fixed proportions of one total request rate. autocannon drives each step at its own
 * share of the rate (`overallRate`), every step at the same time; the rate doubles level by level until
 * a step's p95 passes 300 ms or a request fails. Prints, for the highest level that held and the one
 * that broke it: req/s, p50/p95/p99 (ms) and failures per step, the CPU each process used (the app, the
 * database's FerretDB and PostgreSQL, the load generator itself), the load average, the commit and a
 * bare node:http reference row measured in the same run.
 *
 *   npm run build -w server && node bench/mixed/run.mjs
 *
 * Data: its own database (`MONGODB_URI`'s server, database ff_bench_mixed, dropped first) filled by
 * `seed:large` (the demo seed plus BENCH_CUSTOMERS customers, default 400, and ten orders each, with the
 * subscriptions still running); the customers that sign in are BENCH_SIGNED_IN (40) of those with a
 * running plan. Env: BENCH_PORT (3531), BENCH_REF_PORT (3532), BENCH_DURATION (10 s a level), BENCH_RATES
 * (comma list of total req/s, default 20,40,80,160,320,640), BENCH_PASSWORD (Demo@12345), BENCH_KEEP_DB=1,
 * BENCH_NODE_ARGS (extra node flags for the app, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof), BENCH_INSTANCES (1: how
 * many app processes serve the database, as production's replicas do; each step's runs take them in turn, the way
 * the proxy's round robin hands out connections; ports BENCH_PORT, BENCH_PORT + 2, ...).
 *
 * Against a running site instead (scripts/stack-test.sh --bench: the Docker stack through Caddy over TLS):
 * BENCH_TARGET (its address, e.g. https://127.0.0.1:18443), BENCH_HOST (the site's name, sent in SNI and Host),
 * BENCH_CA (the proxy's CA certificate file). Nothing is seeded, started or dropped: the site's database must hold
 * the demo seed and seed:large's customers already. The CPU rows then name the load generator, Docker's containers
 * together (cgroup v1 `cpuacct`, when readable) and the machine; with BENCH_FAIL_ON_BREAK=1 the exit status is 1
 * when the last level asked for broke (a failure, or a step's p95 over 300 ms).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { commitLabel, startReference } from '../lib/reference.mjs';
import { shopClient } from '../lib/shop.mjs';
import { startApp } from '../lib/start-app.mjs';
import { prepareCustomer } from './customers.mjs';
import { cpuSeconds, level, machineTicks, pidsOf } from './measure.mjs';
import { DOCS, steps } from './steps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT || 3531);
const REF_PORT = Number(process.env.BENCH_REF_PORT || 3532);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const RATES = (process.env.BENCH_RATES || '20,40,80,160,320,640').split(',').map(Number);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 400);
const SIGNED_IN = Number(process.env.BENCH_SIGNED_IN || 40);
const PASSWORD = process.env.BENCH_PASSWORD || 'Demo@12345';
const INSTANCES = Math.max(1, Number(process.env.BENCH_INSTANCES || 1));
const TARGET = process.env.BENCH_TARGET || '';
const SITE =
  TARGET && process.env.BENCH_HOST
    ? { host: process.env.BENCH_HOST, ca: process.env.BENCH_CA ? readFileSync(process.env.BENCH_CA) : undefined }
    : undefined;
/** Docker's containers' CPU time so far (cgroup v1), in seconds; NaN where it cannot be read. */
const dockerCpuSeconds = () => {
  try {
    return Number(readFileSync('/sys/fs/cgroup/cpuacct/docker/cpuacct.usage', 'utf8')) / 1e9;
  } catch {
    return NaN;
  }
};
const P95_LIMIT_MS = 300;
const SERVER = /^(mongodb(?:\+srv)?:\/\/[^/?]+)/.exec(process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017')[1];
const DB_URI = `${SERVER}/ff_bench_mixed`;

const commit = commitLabel(root);

const dropDatabase = () =>
  execFileSync(
    process.execPath,
    [
      '-e',
      'const m=require("mongoose");m.createConnection(process.argv[1]).asPromise().then(c=>c.dropDatabase().then(()=>c.close()))',
      DB_URI,
    ],
    {
      cwd: resolve(root, 'server'),
    },
  );

const reference = startReference(REF_PORT);
/** The app processes (one per instance); `apps[0]` is the one set-up requests go to. */
const apps = [];
try {
  if (!TARGET) await seedAndStart();
  await run();
} finally {
  await Promise.all(apps.map((a) => a.stop()));
  reference.kill('SIGTERM');
  if (!TARGET && !process.env.BENCH_KEEP_DB) dropDatabase();
}

/** Seeds its own database and starts BENCH_INSTANCES app processes on it (not with BENCH_TARGET). */
async function seedAndStart() {
  dropDatabase();
  const seedStarted = Date.now();
  execFileSync(process.execPath, ['dist/seed/seed-large.cli.js'], {
    cwd: resolve(root, 'server'),
    env: {
      ...process.env,
      MONGODB_URI: DB_URI,
      LARGE_CUSTOMERS: String(CUSTOMERS),
      LARGE_ORDERS: String(CUSTOMERS * 10),
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`seeded ${CUSTOMERS} customers and ${CUSTOMERS * 10} orders in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
  // Instances accept each other's tokens, as production's replicas do (one signing key, one codes key).
  const secrets = { jwtSecret: randomBytes(32).toString('hex'), codesSecret: randomBytes(32).toString('hex') };
  for (let i = 0; i < INSTANCES; i++) {
    apps.push(
      await startApp({
        port: PORT + 2 * i,
        mongodbUri: DB_URI,
        ...secrets,
        stdio: 'inherit',
        env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
        nodeArgs: (process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean),
      }),
    );
  }
}

/** Signs the customers and staff in, then runs the levels and prints the tables. */
async function run() {
  const bases = TARGET ? [TARGET] : apps.map((a) => a.base);
  const base = bases[0];
  const connection = SITE ? { servername: SITE.host, headers: { host: SITE.host } } : {};
  const { gql } = shopClient(base, undefined, SITE);
  const staffToken = (
    await gql('mutation($input: LoginInput!) { adminLogin(input: $input) { accessToken } }', {
      input: { identifier: 'admin@freshfuel.ae', password: PASSWORD },
    })
  ).adminLogin.accessToken;
  const active = await gql('{ customers(planStatus: Active, limit: 100) { data { email } } }', {}, staffToken);
  const customers = [];
  for (const { email } of active.customers.data) {
    if (customers.length >= SIGNED_IN) break;
    const c = await prepareCustomer(gql, email, PASSWORD).catch(() => null);
    if (c) customers.push(c);
  }
  if (customers.length < 4) throw new Error(`only ${customers.length} customers with a changeable running plan`);
  const { blogs } = await gql('{ blogs(limit: 1) { data { slug } } }');
  // Built afresh for each level, so each level hands its connections the customers from the first again.
  const allSteps = () => steps(blogs.data[0].slug, staffToken, customers);
  // A level can end between a connection's pause and its resume: every customer starts a level unpaused
  // (a resume of a plan with no pause ahead is refused, which is fine here).
  const unpauseAll = () =>
    Promise.all(customers.map((c) => gql(DOCS.resume, { subscriptionId: c.subscriptionId }, c.token).catch(() => null)));

  // The machine's ceiling in this run: a bare node:http server, 50 connections, 5 s.
  const ref = await autocannon({ url: `http://127.0.0.1:${REF_PORT}/`, connections: 50, duration: 5 });
  console.log(
    `mixed scenario: ${bases.join(' + ')}, commit ${commit}, ${customers.length} signed-in customers, ${DURATION} s a level, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`,
  );
  console.log(
    `reference: bare node:http ${Math.round(ref.requests.average)} req/s (p99 ${ref.latency.p99} ms), load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await unpauseAll();
  await level(bases, allSteps(), RATES[0], 3, connection); // warm-up

  // Against a site (BENCH_TARGET) its processes are in containers: Docker's total stands for them.
  const watched = TARGET
    ? { 'load generator': [process.pid] }
    : {
        app: apps.map((a) => a.child.pid),
        ferretdb: pidsOf('ferretdb'),
        postgres: [], // taken again at the start of each level: backends come and go
        'load generator': [process.pid],
      };
  let held = null;
  let broke = null;
  for (const rate of RATES) {
    await unpauseAll();
    // PostgreSQL starts a backend per new connection: take the ones there now (a backend that comes and goes
    // within the level is missed; the machine's figure below counts everything).
    if (!TARGET) watched.postgres = pidsOf('postgres');
    const before = cpuSeconds(Object.values(watched).flat());
    const machineBefore = machineTicks();
    const startedAt = Date.now();
    const containersBefore = dockerCpuSeconds();
    const rows = await level(bases, allSteps(), rate, DURATION, connection);
    const seconds = (Date.now() - startedAt) / 1000;
    const after = cpuSeconds(Object.values(watched).flat());
    const containers = dockerCpuSeconds() - containersBefore;
    const machineAfter = machineTicks();
    const cpu = Object.fromEntries(
      Object.entries(watched).map(([name, pids]) => [
        name,
        `${Math.round((100 * pids.reduce((s, p) => s + (after[p] >= before[p] ? after[p] - before[p] : 0), 0)) / seconds)}%`,
      ]),
    );
    if (TARGET && Number.isFinite(containers)) cpu['docker containers'] = `${Math.round((100 * containers) / seconds)}%`;
    // Busy share of all cores together (100 % = every core busy the whole level).
    cpu.machine = `${Math.round((100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total))}% of ${cpus().length} cores`;
    const total = rows.reduce((s, r) => s + r['req/s'], 0);
    const worst = Math.max(...rows.map((r) => r['p95 ms']));
    const failures = rows.reduce((s, r) => s + r.failures, 0);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `level ${rate} req/s: served ${total.toFixed(0)} req/s, worst p95 ${worst} ms, ${failures} failures; CPU ${Object.entries(cpu)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; load ${load}`,
    );
    const result = { rate, rows, cpu, load, total };
    if (worst > P95_LIMIT_MS || failures > 0) {
      broke = result;
      break;
    }
    held = result;
  }
  for (const [title, r] of [
    ['highest level that held (p95 < 300 ms, no failure)', held],
    ['the level that broke it', broke],
  ]) {
    if (!r) continue;
    console.log(`\n${title}: ${r.rate} req/s asked, ${r.total.toFixed(0)} served; CPU ${JSON.stringify(r.cpu)}; load ${r.load}`);
    console.table(r.rows);
  }
  const rss = (pid) => {
    try {
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
    } catch {
      return '?';
    }
  };
  console.log(
    TARGET
      ? `commit ${commit}; ${TARGET}${SITE ? ` (${SITE.host})` : ''}; reference ${Math.round(ref.requests.average)} req/s`
      : `commit ${commit}; ${INSTANCES} app instance(s), RSS ${apps.map((a) => `${rss(a.child.pid)} MB`).join(' + ')}; reference ${Math.round(ref.requests.average)} req/s`,
  );
  if (process.env.BENCH_FAIL_ON_BREAK === '1' && broke) process.exitCode = 1;
}
