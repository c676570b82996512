// Timing of the auth answers for an existing versus an unknown account (no enumeration, ASVS 2.2 / 3.x).
// Prints p50 / p95 in ms per case; the two rows of each pair should be close. Run against a server
// started with a high auth budget, e.g.:
//   AUTH_RATE_LIMIT_PER_MINUTE=100000 PORT=3321 MONGODB_URI=mongodb://127.0.0.1:27017/ff_bench_enum node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:3321 node bench/auth-enumeration/run.mjs
// The seeded customer (customer@freshfuel.ae, +971501000003) is the existing account.
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const N = Number(process.env.ROUNDS ?? 30);
const EXISTING = process.env.EXISTING_EMAIL ?? 'customer@freshfuel.ae';
const EXISTING_PHONE = process.env.EXISTING_PHONE ?? '+971501000003'; // the seeded customer's

async function gql(query, variables) {
  const started = performance.now();
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  return { ms: performance.now() - started, status: res.status, code: body.errors?.[0]?.extensions?.code ?? 'OK', body };
}

const SIGN_UP = 'mutation S($input: SignUpInput!) { signUp(input: $input) { message resendAfterSeconds } }';
const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { accessToken } }';
let seq = 0;
const phone = () => `+97155${String((process.pid * 1000 + ++seq) % 10_000_000).padStart(7, '0')}`;
const password = 'Quiet-Harbour-Lantern-42';

const cases = {
  'signUp existing e-mail': () => gql(SIGN_UP, { input: { fullName: 'Bench', email: EXISTING, phoneNo: phone(), password } }),
  'signUp phone of another account': () =>
    gql(SIGN_UP, { input: { fullName: 'Bench', email: `bench.p.${Date.now()}.${++seq}@example.com`, phoneNo: EXISTING_PHONE, password } }),
  'signUp new e-mail': () =>
    gql(SIGN_UP, { input: { fullName: 'Bench', email: `bench.${Date.now()}.${++seq}@example.com`, phoneNo: phone(), password } }),
  'login existing, wrong password': () => gql(LOGIN, { input: { identifier: EXISTING, password: `Wrong-${++seq}-password` } }),
  'login unknown account': () => gql(LOGIN, { input: { identifier: `nobody.${++seq}@example.com`, password: 'Wrong-password-1' } }),
};

const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
console.log(`auth enumeration timing, ${N} rounds each, interleaved, against ${BASE}`);
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
const answers = Object.fromEntries(Object.keys(cases).map((k) => [k, new Set()]));
for (let i = 0; i < N; i++) {
  for (const [name, run] of Object.entries(cases)) {
    const r = await run();
    if (i > 0) times[name].push(r.ms); // first round warms up
    answers[name].add(
      `${r.status} ${r.code}${r.body.data?.signUp ? ` "${r.body.data.signUp.message.replace(/\S+@\S+/, '<email>')}"` : ''}`,
    );
  }
}
for (const name of Object.keys(cases)) {
  console.log(
    `${name.padEnd(32)} p50 ${pct(times[name], 50).toFixed(1)} ms  p95 ${pct(times[name], 95).toFixed(1)} ms  answers: ${[...answers[name]].join(' | ')}`,
  );
}
