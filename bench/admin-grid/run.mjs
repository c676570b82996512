#!/usr/bin/env node
/**
 * Admin grid benchmark: signs in as an admin and times page fetches of the orders and customers
 * lists through GraphQL, the way the dashboard grids fetch them: page 1, a deep page and the last
 * page, then page 1 and the last page of a search and of each filter; also the analytics cards and,
 * as the floor under the machine's load, `{ me { id } }`. RUNS requests each (one at a time, after
 * WARMUP unmeasured ones). Prints p50 and p95 in milliseconds and the load average. No dependencies.
 *
 *   BENCH_URL=http://localhost:3000 node bench/admin-grid/run.mjs
 *
 * Env: BENCH_URL (default http://localhost:3000), BENCH_EMAIL (admin@freshfuel.ae),
 * BENCH_PASSWORD (Demo@12345, the seed's DEMO_PASSWORD), BENCH_RUNS (30), BENCH_LIMIT (10),
 * BENCH_DEEP_PAGE (5000; capped at the list's last page), BENCH_WARMUP (2), BENCH_LISTS (orders,customers,analytics).
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
    query: `query($page: Int, $limit: Int, $search: String, $status: OrderStatus, $orderType: OrderType) {
      adminOrders(page: $page, limit: $limit, search: $search, status: $status, orderType: $orderType) {
      total totalPages data { id orderNumber customerName customerEmail planName orderType total status createdAt } } }`,
    field: 'adminOrders',
    search: 'ahmed',
    filters: [
      ...['Paid', 'Cancelled', 'Refunded'].map((status) => ({ status })),
      ...['Trial', 'Monthly', 'Custom', 'Promotion'].map((orderType) => ({ orderType })),
    ],
  },
  customers: {
    query: `query($page: Int, $limit: Int, $search: String, $planStatus: PlanStatus) {
      customers(page: $page, limit: $limit, search: $search, planStatus: $planStatus) {
      total totalPages data { id fullName email phoneNo planStatus createdAt } } }`,
    field: 'customers',
    search: 'ahmed',
    filters: ['None', 'Active', 'Paused', 'Expired', 'Cancelled'].map((planStatus) => ({ planStatus })),
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
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    total: result.total ?? '',
    totalPages: result.totalPages ?? '',
    rows: result.data?.length ?? 1,
  };
}

const login = await gql('mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken } }', {
  i: { identifier: EMAIL, password: PASSWORD },
});
const token = login.adminLogin.accessToken;
console.log(`admin grid benchmark: ${URL_BASE}, ${RUNS} requests per case (+${WARMUP} warm-up), limit ${LIMIT}\n`);
console.log('list       case                                rows  total   pages    p50 ms   p95 ms');
const only = (process.env.BENCH_LISTS || 'orders,customers,analytics').split(',').map((s) => s.trim());
const worst = [];
function print(name, label, r) {
  worst.push(r.p95);
  console.log(
    `${name.padEnd(10)} ${label.padEnd(35)} ${String(r.rows).padStart(4)} ${String(r.total).padStart(6)} ${String(r.totalPages).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)}`,
  );
}
// The floor under the machine's current load: a signed-in query with one _id lookup (the token check's).
print('reference', '{ me { id } } (floor)', await time({ query: '{ me { id } }', field: 'me' }, {}, token));
worst.pop();
// The analytics cards (their own target: < 500 ms), when asked for.
if (only.includes('analytics')) {
  const query =
    '{ adminAnalytics { activeSubscriptions revenueThisMonth ordersToday newCustomers30Days totalCustomers totalOrders ordersByType { _id count } } }';
  print('analytics', 'adminAnalytics (all cards)', await time({ query, field: 'adminAnalytics' }, {}, token));
  worst.pop();
}
for (const [name, list] of Object.entries(LISTS).filter(([n]) => only.includes(n))) {
  // Page 1, a deep page and the last page of the whole list, then page 1 and the last page of a search and of each filter.
  const first = await time(list, { page: 1, limit: LIMIT }, token);
  print(name, 'page 1', first);
  const deepPage = Math.max(1, Math.min(DEEP_PAGE, first.totalPages));
  print(name, `page ${deepPage}`, await time(list, { page: deepPage, limit: LIMIT }, token));
  print(name, `last page (${first.totalPages})`, await time(list, { page: Math.max(1, first.totalPages), limit: LIMIT }, token));
  for (const extra of [{ search: list.search }, ...list.filters]) {
    const label = Object.entries(extra)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    const one = await time(list, { page: 1, limit: LIMIT, ...extra }, token);
    print(name, `${label}: page 1`, one);
    if (one.totalPages > 1)
      print(name, `${label}: last page (${one.totalPages})`, await time(list, { page: one.totalPages, limit: LIMIT, ...extra }, token));
  }
}
const load = (await import('node:os'))
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(
  `\nworst grid p95 ${worst.length ? Math.max(...worst).toFixed(1) : '-'} ms; load average ${load} on ${(await import('node:os')).cpus().length} cores`,
);
