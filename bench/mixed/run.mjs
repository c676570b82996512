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
 * (comma list of total req/s, default 20,40,80,160,320,640), BENCH_PASSWORD (Demo@12345), BENCH_KEEP_DB=1.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { commitLabel, startReference } from '../lib/reference.mjs';
import { startApp } from '../lib/start-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT || 3531);
const REF_PORT = Number(process.env.BENCH_REF_PORT || 3532);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const RATES = (process.env.BENCH_RATES || '20,40,80,160,320,640').split(',').map(Number);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 400);
const SIGNED_IN = Number(process.env.BENCH_SIGNED_IN || 40);
const PASSWORD = process.env.BENCH_PASSWORD || 'Demo@12345';
const P95_LIMIT_MS = 300;
const SERVER = /^(mongodb(?:\+srv)?:\/\/[^/?]+)/.exec(process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017')[1];
const DB_URI = `${SERVER}/ff_bench_mixed`;
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** The client's documents (operation plus the fragments it names), as Apollo Client sends them. */
const doc = (...files) => files.map((f) => readFileSync(resolve(root, 'client/src', f), 'utf8').trim()).join('\n\n');
const DOCS = {
  plans: doc('features/catalog/graphql/Plans.graphql'),
  meals: doc('features/catalog/graphql/Meals.graphql', 'features/catalog/graphql/MealFields.graphql'),
  blog: doc('features/blog/graphql/Blog.graphql', 'features/blog/graphql/BlogCardFields.graphql'),
  mySubscription: doc('features/ordering/graphql/MySubscription.graphql'),
  dayMenu: doc('features/customer/graphql/GetDayMenu.graphql', 'features/customer/graphql/DayMenuFields.graphql'),
  swap: doc('features/customer/graphql/SwapMeal.graphql', 'features/customer/graphql/DayMenuFields.graphql'),
  pause: doc('features/customer/graphql/PauseSubscription.graphql', 'features/customer/graphql/SubscriptionOverviewFields.graphql'),
  resume: doc('features/customer/graphql/ResumeSubscription.graphql', 'features/customer/graphql/SubscriptionOverviewFields.graphql'),
  orders: doc('features/admin/graphql/AdminOrders.graphql'),
  kitchen: doc('features/admin/graphql/KitchenProduction.graphql'),
};

const gqlBody = (query, operationName, variables) => JSON.stringify({ operationName, variables, query });
const headers = (token) => ({
  'content-type': 'application/json',
  accept: APOLLO_ACCEPT,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: headers(token), body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const ymd = (d) => new Date(d).toISOString().slice(0, 10);

/**
 * What one signed-in customer does, prepared once: the token, the subscription, the upcoming day
 * (the first delivery day past the cut-off, which the menu and the swap use), a meal to swap in and a
 * later day to pause. Null when the plan has no day left to change.
 */
async function prepareCustomer(base, email) {
  const token = (
    await gql(base, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { identifier: email, password: PASSWORD },
    })
  ).login.accessToken;
  const { mySubscription: sub } = await gql(base, '{ mySubscription { id status planMeals { scheduledDate deliveryStatus } } }', {}, token);
  if (!sub || sub.status !== 'Active') return null;
  const cutoff = Date.now() + 50 * 3_600_000;
  const days = [...new Set(sub.planMeals.map((m) => ymd(m.scheduledDate)))].filter((d) => Date.parse(d) >= cutoff).sort();
  if (days.length < 4) return null;
  const { dayMenu } = await gql(base, DOCS.dayMenu, { subscriptionId: sub.id, date: days[0] }, token);
  const entry = dayMenu.entries[0];
  const alternative = dayMenu.alternatives.find((a) => a.category === entry.category)?.meals.find((m) => m.meal.id !== entry.meal.id);
  if (!alternative) return null;
  return {
    token,
    subscriptionId: sub.id,
    menuDay: days[0],
    pauseDay: days[days.length - 2],
    swaps: [alternative.meal.id, entry.meal.id],
    category: entry.category,
  };
}

/**
 * The steps and their shares of the total rate (sum 1). A step is one request, or a sequence a
 * connection repeats (pause then resume); signed-in steps give each connection its own customer, so
 * nobody's schedule changes under another connection.
 */
function steps(blogSlug, staffToken, customers) {
  const kitchenDay = customers[0].menuDay;
  let nextCustomer = 0;
  const perConnection = (build) => (req, context) => {
    context.customer ??= customers[nextCustomer++ % customers.length];
    return { ...req, ...build(context.customer, context) };
  };
  const asCustomer = (operationName, query, variables) =>
    perConnection((c) => ({ headers: headers(c.token), body: gqlBody(query, operationName, variables(c)) }));
  return [
    { name: 'visitor: landing page (HTML)', share: 0.12, requests: [{ method: 'GET', path: '/', headers: { accept: 'text/html' } }] },
    {
      name: 'visitor: plans',
      share: 0.14,
      requests: [{ method: 'POST', path: '/graphql', headers: headers(), body: gqlBody(DOCS.plans, 'Plans', {}) }],
    },
    {
      name: 'visitor: menu (meals)',
      share: 0.14,
      requests: [{ method: 'POST', path: '/graphql', headers: headers(), body: gqlBody(DOCS.meals, 'Meals', {}) }],
    },
    {
      name: 'visitor: blog post',
      share: 0.08,
      requests: [{ method: 'POST', path: '/graphql', headers: headers(), body: gqlBody(DOCS.blog, 'Blog', { idOrSlug: blogSlug }) }],
    },
    {
      name: 'customer: subscription',
      share: 0.14,
      requests: [{ method: 'POST', path: '/graphql', setupRequest: asCustomer('MySubscription', DOCS.mySubscription, () => ({})) }],
    },
    {
      name: 'customer: upcoming menu',
      share: 0.14,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: asCustomer('GetDayMenu', DOCS.dayMenu, (c) => ({ subscriptionId: c.subscriptionId, date: c.menuDay })),
        },
      ],
    },
    {
      name: 'customer: swap a meal',
      share: 0.06,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: perConnection((c, context) => {
            context.turn = (context.turn ?? 0) + 1;
            const input = {
              subscriptionId: c.subscriptionId,
              date: c.menuDay,
              category: c.category,
              index: 0,
              mealId: c.swaps[context.turn % 2],
            };
            return { headers: headers(c.token), body: gqlBody(DOCS.swap, 'SwapMeal', { input }) };
          }),
        },
      ],
    },
    {
      name: 'customer: pause + resume a day',
      share: 0.04,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: asCustomer('PauseSubscription', DOCS.pause, (c) => ({
            subscriptionId: c.subscriptionId,
            from: c.pauseDay,
            to: c.pauseDay,
          })),
        },
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: asCustomer('ResumeSubscription', DOCS.resume, (c) => ({ subscriptionId: c.subscriptionId })),
        },
      ],
    },
    {
      name: 'staff: orders grid page 1',
      share: 0.1,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: headers(staffToken),
          body: gqlBody(DOCS.orders, 'AdminOrders', { page: 1, limit: 10 }),
        },
      ],
    },
    {
      name: 'staff: kitchen production',
      share: 0.04,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: headers(staffToken),
          body: gqlBody(DOCS.kitchen, 'KitchenProduction', { date: kitchenDay }),
        },
      ],
    },
  ];
}

/** Whether a GraphQL answer carries errors (a 200 with `errors` is a failure here too). */
const hasErrors = (body) => body.length > 0 && body.includes('"errors"');

/** Runs every step at once at `rate` req/s in total; resolves to one row per step. */
async function level(base, allSteps, rate, duration) {
  return Promise.all(
    allSteps.map(async (step) => {
      const stepRate = Math.max(1, Math.round(rate * step.share));
      const times = [];
      let failed = 0;
      const instance = autocannon({
        url: base,
        // Enough connections that the rate, not the connections, sets the pace (each needs < 1 s per answer).
        connections: Math.max(2, Math.ceil(stepRate / 10)),
        overallRate: stepRate,
        duration,
        requests: step.requests.map((r) => ({
          ...r,
          onResponse: (status, body) => {
            if (status >= 400 || (r.path === '/graphql' && hasErrors(body))) failed++;
          },
        })),
      });
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      const r = await instance;
      times.sort((a, b) => a - b);
      const pct = (p) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]) : NaN);
      return {
        step: step.name,
        'target req/s': stepRate,
        'req/s': Math.round((r.requests.total / duration) * 10) / 10,
        'p50 ms': pct(0.5),
        'p95 ms': pct(0.95),
        'p99 ms': pct(0.99),
        failures: failed + r.errors + r.timeouts,
      };
    }),
  );
}

/** CPU seconds (user + system) used so far by each process, by pid (Linux /proc). */
function cpuSeconds(pids) {
  const tick = 100; // USER_HZ
  return Object.fromEntries(
    pids.map((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return [pid, (Number(fields[11]) + Number(fields[12])) / tick];
      } catch {
        return [pid, 0];
      }
    }),
  );
}

function pidsOf(pattern) {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

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
let app;
try {
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
  app = await startApp({ port: PORT, mongodbUri: DB_URI, stdio: 'inherit', env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  const base = app.base;
  const staffToken = (
    await gql(base, 'mutation($input: LoginInput!) { adminLogin(input: $input) { accessToken } }', {
      input: { identifier: 'admin@freshfuel.ae', password: PASSWORD },
    })
  ).adminLogin.accessToken;
  const active = await gql(base, '{ customers(planStatus: Active, limit: 100) { data { email } } }', {}, staffToken);
  const customers = [];
  for (const { email } of active.customers.data) {
    if (customers.length >= SIGNED_IN) break;
    const c = await prepareCustomer(base, email).catch(() => null);
    if (c) customers.push(c);
  }
  if (customers.length < 4) throw new Error(`only ${customers.length} customers with a changeable running plan`);
  const { blogs } = await gql(base, '{ blogs(limit: 1) { data { slug } } }');
  const allSteps = steps(blogs.data[0].slug, staffToken, customers);

  // The machine's ceiling in this run: a bare node:http server, 50 connections, 5 s.
  const ref = await autocannon({ url: `http://127.0.0.1:${REF_PORT}/`, connections: 50, duration: 5 });
  console.log(
    `mixed scenario: ${base}, commit ${commit}, ${customers.length} signed-in customers, ${DURATION} s a level, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`,
  );
  console.log(
    `reference: bare node:http ${Math.round(ref.requests.average)} req/s (p99 ${ref.latency.p99} ms), load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await level(base, allSteps, RATES[0], 3); // warm-up

  const watched = {
    app: [app.child.pid],
    ferretdb: pidsOf('ferretdb'),
    postgres: pidsOf('postgres'),
    'load generator': [process.pid],
  };
  let held = null;
  let broke = null;
  for (const rate of RATES) {
    const before = cpuSeconds(Object.values(watched).flat());
    const rows = await level(base, allSteps, rate, DURATION);
    const after = cpuSeconds(Object.values(watched).flat());
    const cpu = Object.fromEntries(
      Object.entries(watched).map(([name, pids]) => [
        name,
        `${Math.round((100 * pids.reduce((s, p) => s + (after[p] - before[p]), 0)) / DURATION)}%`,
      ]),
    );
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
  const rss = (() => {
    try {
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, 'utf8'))[1]) / 1024);
    } catch {
      return '?';
    }
  })();
  console.log(`commit ${commit}; app RSS ${rss} MB; reference ${Math.round(ref.requests.average)} req/s`);
} finally {
  await app?.stop();
  reference.kill('SIGTERM');
  if (!process.env.BENCH_KEEP_DB) dropDatabase();
}
