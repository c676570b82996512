#!/usr/bin/env node
/**
 * Admin grid benchmark (issue 5 §11): signs in as an admin and times page fetches of the orders
 * and customers lists through GraphQL, the way the dashboard grids fetch them: page 1 and a deep
 * page, with and without a search, RUNS requests each (one at a time, after WARMUP unmeasured
 * ones). Prints p50 and p95 in milliseconds. No dependencies: Node 20's fetch.
 *
 *   BENCH_URL=http://localhost:3000 node bench/admin-grid/run.mjs
 *
 * Env: BENCH_URL (default http://localhost:3000), BENCH_EMAIL (admin@freshfuel.ae),
 * BENCH_PASSWORD (Demo@12345, the seed's DEMO_PASSWORD), BENCH_RUNS (30), BENCH_LIMIT (10),
 * BENCH_DEEP_PAGE (5000; capped at the list's last page), BENCH_WARMUP (2), BENCH_LISTS (orders,customers).
 */
const URL_BASE = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '');
const EMAIL = process.env.BENCH_EMAIL || 'admin@freshfuel.ae';
const PASSWORD = process.env.BENCH_PASSWORD || 'Demo@12345';
const RUNS = Number(process.env.BENCH_RUNS || 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const LIMIT = Number(process.env.BENCH_LIMIT || 10);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE || 5000);

async function gql(query, variables, token) {
  const res = await fetch(`${URL_BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
  return body.data;
}

const LISTS = {
  orders: {
    query: `query($page: Int, $limit: Int, $search: String) { adminOrders(page: $page, limit: $limit, search: $search) {
      total totalPages data { id orderNumber customerName customerEmail planName orderType total status createdAt } } }`,
    field: 'adminOrders',
    search: 'ahmed',
  },
  customers: {
    query: `query($page: Int, $limit: Int, $search: String) { customers(page: $page, limit: $limit, search: $search) {
      total totalPages data { id fullName email phoneNo planStatus createdAt } } }`,
    field: 'customers',
    search: 'ahmed',
  },
};

function percentile(sorted, p) {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

async function time(list, variables, token) {
  const samples = [];
  let result;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    result = (await gql(list.query, variables, token))[list.field];
    const ms = performance.now() - t0;
    if (i >= WARMUP) samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), total: result.total, totalPages: result.totalPages, rows: result.data.length };
}

const login = await gql('mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken } }', { i: { identifier: EMAIL, password: PASSWORD } });
const token = login.adminLogin.accessToken;
console.log(`admin grid benchmark: ${URL_BASE}, ${RUNS} requests per case (+${WARMUP} warm-up), limit ${LIMIT}\n`);
console.log('list       case                      rows  total   pages    p50 ms   p95 ms');
const only = (process.env.BENCH_LISTS || 'orders,customers').split(',').map((s) => s.trim());
for (const [name, list] of Object.entries(LISTS).filter(([n]) => only.includes(n))) {
  for (const search of [undefined, list.search]) {
    const first = await time(list, { page: 1, limit: LIMIT, search }, token);
    const deepPage = Math.max(1, Math.min(DEEP_PAGE, first.totalPages));
    const deep = await time(list, { page: deepPage, limit: LIMIT, search }, token);
    for (const [label, r] of [[`page 1${search ? ` search "${search}"` : ''}`, first], [`page ${deepPage}${search ? ` search "${search}"` : ''}`, deep]]) {
      console.log(`${name.padEnd(10)} ${label.padEnd(25)} ${String(r.rows).padStart(4)} ${String(r.total).padStart(6)} ${String(r.totalPages).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)}`);
    }
  }
}
