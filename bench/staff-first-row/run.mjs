#!/usr/bin/env node
/**
 * Staff grids' first row on a direct load: opens `/dashboard/orders` and `/dashboard/customers` as a signed-in
 * admin in Debian Chromium (headless, as the journeys run it) and records the time from navigation start to the
 * first ag-grid row on screen, plus the waterfall behind it: every JS chunk and every GraphQL operation (start and
 * end, ms from navigation start). Each run is a cold load (new browser context: empty HTTP cache, the session
 * already in localStorage, as after a sign-in) followed by a reload (warm cache). Prints per-run figures, the
 * medians, the load average and the commit.
 *
 *   npm run build -w server && npm run bundle -w client && node bench/staff-first-row/run.mjs
 *
 * Without BENCH_URL it starts the built server (bench/lib/start-app.mjs, production mode, seeded demo data on
 * MONGODB_URI, default mongodb://127.0.0.1:27017/ff_bench_staff_first_row, PORT 3811) and stops it at the end.
 * Env: BENCH_URL, BENCH_PORT (3811), MONGODB_URI, BENCH_RUNS (5), BENCH_STAFF (admin@freshfuel.ae),
 * BENCH_LATENCY (0: ms of round-trip time Chromium adds to every request), BENCH_PASSWORD (Demo@12345), BENCH_CUSTOMER (customer@freshfuel.ae, buys a subscription once so the orders
 * grid has a row), BENCH_WEBHOOK_SECRET (whsec_bench, also given to the server it starts), CHROMIUM_PATH (/usr/bin/chromium), BENCH_WATERFALL (1: print each run's waterfall).
 */
// probe() and the page.evaluate callbacks run in the browser.
/* global window, document, MutationObserver */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitLabel } from '../lib/reference.mjs';
import { shopClient } from '../lib/shop.mjs';
import { startApp } from '../lib/start-app.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT || 3811);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const STAFF = process.env.BENCH_STAFF || 'admin@freshfuel.ae';
const PASSWORD = process.env.BENCH_PASSWORD || 'Demo@12345';
const WATERFALL = process.env.BENCH_WATERFALL === '1';
/** Added round-trip time in ms (Chromium's network emulation), 0 = localhost as it is. */
const LATENCY = Number(process.env.BENCH_LATENCY || 0);
const WEBHOOK_SECRET = process.env.BENCH_WEBHOOK_SECRET || 'whsec_bench';
const PAGES = ['/dashboard/orders', '/dashboard/customers'];
const ROW = '.ag-row';
let base = (process.env.BENCH_URL || '').replace(/\/$/, '');

/**
 * Runs in the page before its scripts: records when the first grid row is attached with a size (ms from
 * navigation start) and each GraphQL call's operation name, start and end (the app's fetch, wrapped).
 */
function probe(rowSelector) {
  const w = window;
  w.__bench = { firstRow: null, gql: [] };
  const seen = () => {
    if (w.__bench.firstRow !== null) return;
    const row = document.querySelector(rowSelector);
    if (row && row.getBoundingClientRect().height > 0) w.__bench.firstRow = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
  const fetch0 = w.fetch.bind(w);
  w.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!url.includes('/graphql')) return fetch0(input, init);
    let op = '?';
    try {
      op = JSON.parse(init?.body ?? '{}').operationName ?? '?';
    } catch {
      /* not JSON */
    }
    const entry = { op, start: performance.now(), end: null };
    w.__bench.gql.push(entry);
    const res = await fetch0(input, init);
    res
      .clone()
      .text()
      .then(() => (entry.end = performance.now()));
    return res;
  };
}

/**
 * The seed has no orders: the demo customer buys a subscription once the way production makes one
 * (bench/lib/shop.mjs), so the orders grid has a row.
 */
async function ensureOrder() {
  const { gql, ensureSubscription } = shopClient(base, WEBHOOK_SECRET);
  const { login } = await gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { identifier: process.env.BENCH_CUSTOMER || 'customer@freshfuel.ae', password: PASSWORD },
  });
  await ensureSubscription(login.accessToken);
}

async function signIn(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email or phone number').fill(STAFF);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard\/analytics$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One load (goto or reload): first-row time and the waterfall, all in ms from navigation start. */
async function measure(page, load) {
  await load();
  await page.waitForSelector(ROW, { state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => window.__bench.firstRow !== null && window.__bench.gql.every((g) => g.end !== null));
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const js = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => ({ name: new URL(r.name).pathname.replace(/^\/assets\//, ''), start: r.startTime, end: r.responseEnd }));
    return {
      firstRow: window.__bench.firstRow,
      html: nav.responseEnd,
      js,
      gql: window.__bench.gql.filter((g) => g.start <= window.__bench.firstRow),
    };
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${Math.round(x)}`;

function printWaterfall(label, r) {
  console.log(`  ${label}: first row ${ms(r.firstRow)} ms, HTML ${ms(r.html)} ms`);
  const rows = [
    ...r.js.map((j) => ({ kind: 'js', name: j.name, start: j.start, end: j.end })),
    ...r.gql.map((g) => ({ kind: 'gql', name: g.op, start: g.start, end: g.end })),
  ].sort((a, b) => a.start - b.start);
  for (const x of rows) console.log(`    ${x.kind.padEnd(3)} ${ms(x.start).padStart(5)} → ${ms(x.end).padStart(5)}  ${x.name}`);
}

let app = null;
if (!base) {
  app = await startApp({
    port: PORT,
    mongodbUri:
      process.env.MONGODB_URI?.replace(/\/[^/?]*(\?|$)/, '/ff_bench_staff_first_row$1') ||
      'mongodb://127.0.0.1:27017/ff_bench_staff_first_row',
    seed: true,
    stdio: 'ignore',
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  base = app.base;
}
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  await ensureOrder();
  const storageState = await signIn(browser);
  const results = Object.fromEntries(PAGES.map((p) => [p, { cold: [], warm: [] }]));
  for (let run = 1; run <= RUNS; run++) {
    for (const path of PAGES) {
      const context = await browser.newContext({ storageState });
      await context.addInitScript(probe, ROW);
      const page = await context.newPage();
      if (LATENCY) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      }
      const cold = await measure(page, () => page.goto(`${base}${path}`));
      const warm = await measure(page, () => page.reload());
      await context.close();
      results[path].cold.push(cold.firstRow);
      results[path].warm.push(warm.firstRow);
      console.log(`run ${run} ${path}: cold ${ms(cold.firstRow)} ms, reload ${ms(warm.firstRow)} ms`);
      if (WATERFALL || run === RUNS) {
        printWaterfall('cold', cold);
        printWaterfall('reload', warm);
      }
    }
  }
  console.log(
    `\ncommit ${commitLabel(root)}, ${RUNS} runs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| page | first row, cold (median ms) | first row, reload (median ms) | runs (cold) |');
  console.log('| --- | --- | --- | --- |');
  for (const path of PAGES) {
    const { cold, warm } = results[path];
    console.log(`| ${path} | ${ms(median(cold))} | ${ms(median(warm))} | ${cold.map(ms).join(', ')} |`);
  }
} finally {
  await browser.close();
  await app?.stop();
}
