#!/usr/bin/env node
/**
 * Repeatable security audit: re-runs an earlier attacker's probes (each a finding since fixed) against two
 * production-mode instances of the built server sharing one database, through the real HTTP API only,
 * and prints one table: probe, severity if it fails, what was measured, verdict (held / FAILED), then
 * `audit: N high, N medium, N low open`. Exit code 1 when a high or medium finding is open.
 *
 *   npm run build -w server && node bench/security-audit/run.mjs
 *
 * Instances: `server/dist/main.js` (bench/lib/start-app.mjs) on AUDIT_PORT (3781) and AUDIT_PORT + 1,
 * NODE_ENV=production, one random JWT_SECRET and CODES_SECRET for both, SEED_ON_START=true on the first
 * only, database `ff_bench_audit` on the MongoDB host of MONGODB_URI (dropped before and after the run),
 * API_DOCS unset, TRUST_PROXY=loopback (the probes speak from several addresses with X-Forwarded-For,
 * as clients behind the load balancer do), AUTH_RATE_LIMIT_PER_MINUTE=100000 (the probes need volume;
 * every try limit keeps its default), METRICS_TOKEN random. SMTP_URL points at a small SMTP receiver this
 * script runs on AUDIT_SMTP_PORT (3789), so it reads the codes a user reads in their mailbox.
 * Env: AUDIT_PORT, AUDIT_SMTP_PORT, MONGODB_URI (only its host is used), AUDIT_ONLY (comma list of probe
 * numbers, e.g. `1,3`), AUDIT_KEEP_DB=1 (do not drop the database at the end).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { MongoClient } from 'mongodb';
import { startApp } from '../lib/start-app.mjs';
import { startMailSink } from './mail-sink.mjs';

const PORT = Number(process.env.AUDIT_PORT || 3781);
const SMTP_PORT = Number(process.env.AUDIT_SMTP_PORT || 3789);
const DB_NAME = 'ff_bench_audit';
const MONGODB_URI = (() => {
  // Always this script's own database, whatever database MONGODB_URI names: it is dropped at the end.
  const url = new URL(process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/');
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();
const ONLY = process.env.AUDIT_ONLY?.split(',').map((s) => s.trim());
const METRICS_TOKEN = randomBytes(24).toString('hex');
const DEMO_PASSWORD = 'Demo@12345';
/** The default try limit of passwords, sign-up codes and reset codes. */
const LIMIT = 5;
const BURST = 30;

// ---------------------------------------------------------------------------------------------- helpers

let A; // first instance (seeded)
let B; // second instance
let sink;

const sleep = (millis) => new Promise((r) => setTimeout(r, millis));
/** The `p` percentile of `xs` (NaN when empty). */
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const median = (xs) => pct(xs, 50);
const ms = (x) => `${x.toFixed(1)} ms`;
/** The two instances in turn, so a burst is split between them. */
const either = (i) => (i % 2 ? B : A);

/** Client addresses (10.x.y.z) this run has not used yet, sent as X-Forwarded-For: each counts apart in the per-address limits. */
let nextAddress = randomInt(0, 200) * 256;
const address = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * POSTs one GraphQL request to `app` (anonymous unless `token`; from `ip` when given).
 * @returns `{ status, body, ms, code, message }` (`code`/`message` of the first error, `code` 'OK' when none).
 */
async function gql(app, query, variables, { token, ip, operationName } = {}) {
  const started = performance.now();
  const res = await fetch(`${app.base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify({ query, variables, operationName }),
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  const first = body.errors?.[0];
  return { status: res.status, body, ms: elapsed, code: first ? (first.extensions?.code ?? 'ERROR') : 'OK', message: first?.message };
}

/** GET `path` on `app`; `{ status, text, ms }`. */
async function get(app, path, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${app.base}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

/** Counts of each value, as `A×n, B×m`. */
function tally(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}×${n}`).join(', ');
}

let seq = 0;
const uniqueEmail = (tag) => `audit.${tag}.${Date.now().toString(36)}.${++seq}@example.com`;
const uniquePhone = () => `+97155${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const STRONG = () => `Quiet-Harbour-${randomBytes(4).toString('hex')}-42`;

const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message verificationToken } }';
const VERIFY = 'mutation Verify($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }';
const ADMIN_LOGIN = 'mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { accessToken } }';
const REQUEST_RESET = 'mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
const RESET = 'mutation S($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';

/** Signs up a fresh customer through A and verifies the e-mailed code through B. @returns `{ email, phoneNo, password, token }`. */
async function verifiedCustomer(tag) {
  const account = { fullName: 'Audit Customer', email: uniqueEmail(tag), phoneNo: uniquePhone(), password: STRONG() };
  const after = Date.now();
  const sent = await gql(A, SIGN_UP, { input: account }, { ip: address() });
  if (sent.code !== 'OK') throw new Error(`signUp: ${sent.code} ${sent.message}`);
  const code = await sink.code(account.email, 'verification', { after });
  const verified = await gql(B, VERIFY, {
    input: { email: account.email, code, verificationToken: sent.body.data.signUp.verificationToken },
  });
  if (verified.code !== 'OK') throw new Error(`verifyOtp: ${verified.code} ${verified.message}`);
  return { ...account, token: verified.body.data.verifyOtp.accessToken };
}

/** A wrong 6-digit code, never `right`. */
const wrongCode = (right, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');

/** Whether an answer refused a GraphQL document before running it: HTTP 4xx and no data. */
const refused = (r) => r.status >= 400 && r.status < 500 && r.body.data === undefined && r.code !== 'OK';

// ---------------------------------------------------------------------------------------------- probes

/** The doubling attack: F1 selects two fields, each Fk spreads F(k-1) twice; used once under `plans`. */
function doubling(levels) {
  const frags = ['fragment F1 on Plan { id name }'];
  for (let k = 2; k <= levels; k++) frags.push(`fragment F${k} on Plan { ...F${k - 1} ...F${k - 1} }`);
  return `{ plans { ...F${levels} } } ${frags.join(' ')}`;
}

/**
 * How far apart two samples of answer times lie: the z score of the Mann-Whitney U test (normal approximation,
 * ties counted half), as the project's enumeration test computes it; about 0 when neither tends to be slower.
 */
function rankZ(a, b) {
  let u = 0;
  for (const x of a) for (const y of b) u += x > y ? 1 : x === y ? 0.5 : 0;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

/** CPU time (user + system) process `pid` has used, in ms (Linux /proc, 10 ms ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Polls `GET /api/health` on `app` one request at a time until `done()`; resolves to `{ start, end, ms }` samples. */
async function pollHealth(app, done) {
  const samples = [];
  while (!done()) {
    const start = performance.now();
    const { ms: took } = await get(app, '/api/health');
    samples.push({ start, end: start + took, ms: took });
  }
  return samples;
}

const PROBES = [
  {
    n: '1',
    name: 'exponential fragment validation (22 and 30 levels of doubling)',
    severity: 'High',
    async run() {
      const q22 = doubling(22);
      const q30 = doubling(30);
      const TRIVIAL = '{ __typename }';
      await gql(A, q22); // warm-up
      // Alone, one at a time at A, interleaved with the trivial query: wall time, and A's CPU time per request
      // (from /proc, so a loaded machine does not count: the old bug cost seconds of CPU per request).
      const singles = { 22: [], 30: [], trivial: [] };
      const cpu = { 22: 0, 30: 0, trivial: 0 };
      const answers = [];
      for (let i = 0; i < 20; i++) {
        for (const [kind, q] of [
          [22, q22],
          [30, q30],
          ['trivial', TRIVIAL],
        ]) {
          const before = cpuMs(A.child.pid);
          const r = await gql(A, q);
          cpu[kind] += cpuMs(A.child.pid) - before;
          singles[kind].push(r.ms);
          if (kind !== 'trivial') answers.push(r);
        }
      }
      for (const kind of Object.keys(cpu)) cpu[kind] /= 20;
      // Health on both instances during 20 bursts of 10 queries at A: blocks of 5 bursts of the attack, then 5
      // of `{ __typename }` (for scale), twice. The other instance must stay fast: its health p95 under attack
      // at most max(100 ms, 2 x under the trivial bursts), as a loaded machine slows both. The attacked
      // instance's own health queues behind what it answers: shown, not judged.
      let done = false;
      const windows = [];
      const polls = Promise.all([A, B].map((app) => pollHealth(app, () => done)));
      const queryTimes = { attack: [], reference: [] };
      for (const kind of ['attack', 'reference', 'attack', 'reference']) {
        const start = performance.now();
        for (let wave = 0; wave < 5; wave++) {
          const rs = await Promise.all(Array.from({ length: 10 }, () => gql(A, kind === 'attack' ? q22 : TRIVIAL)));
          for (const r of rs) queryTimes[kind].push(r.ms);
          if (kind === 'attack') answers.push(...rs);
        }
        windows.push({ kind, start, end: performance.now() });
      }
      done = true;
      const [healthA, healthB] = await polls;
      /** p95 of the health requests sent while bursts of `kind` were running. */
      const during = (samples, kind) =>
        pct(
          samples.filter((x) => windows.some((w) => w.kind === kind && x.start >= w.start && x.start < w.end)).map((x) => x.ms),
          95,
        );
      const h = {
        attackA: during(healthA, 'attack'),
        attackB: during(healthB, 'attack'),
        refA: during(healthA, 'reference'),
        refB: during(healthB, 'reference'),
      };
      const allRefused = answers.every(refused);
      const p50 = { 22: median(singles[22]), 30: median(singles[30]), trivial: median(singles.trivial) };
      // "Refused in < 100 ms": of wall time (or, on a machine so loaded that the trivial query is slow too,
      // three times its time) and of the instance's CPU time.
      const fastEnough = (kind) => p50[kind] < Math.max(100, 3 * p50.trivial) && cpu[kind] < 100;
      const held = allRefused && fastEnough(22) && fastEnough(30) && h.attackB <= Math.max(100, 2 * h.refB);
      return {
        held,
        measured:
          `${q22.length} B query; answers ${tally(answers.map((r) => `${r.status} ${r.code}`))}; ` +
          `alone at A, p50 wall / CPU per request: 22 levels ${ms(p50[22])} / ${ms(cpu[22])}, 30 levels ${ms(p50[30])} / ` +
          `${ms(cpu[30])}, { __typename } ${ms(p50.trivial)} / ${ms(cpu.trivial)}; health p95 during bursts of 10 at A ` +
          `(attack / { __typename }): other instance B ${ms(h.attackB)} / ${ms(h.refB)}, A itself ${ms(h.attackA)} / ${ms(h.refA)}; ` +
          `query p95 in the bursts ${ms(pct(queryTimes.attack, 95))} / ${ms(pct(queryTimes.reference, 95))} ` +
          `[held: all refused; wall p50 < max(100 ms, 3 x { __typename }) and CPU < 100 ms; B's health p95 <= max(100 ms, 2 x reference)]`,
      };
    },
  },
  {
    n: '2',
    name: 'cost limit fails closed when a large fragment is added',
    severity: 'Medium',
    async run() {
      const costly = Array.from({ length: 9 }, (_, i) => `n${i}: plans { planMeals { id name description } }`).join(' ');
      const withFragment = (levels) => {
        const frags = ['fragment F0 on Plan { id }'];
        for (let k = 1; k <= levels; k++) frags.push(`fragment F${k} on Plan { ...F${k - 1} ...F${k - 1} }`);
        return `{ ${costly} x: plans { ...F${levels} } } ${frags.join(' ')}`;
      };
      const alone = await gql(A, `{ ${costly} }`);
      // 2^14 selections (over the selection cap) and 2^8 (under it: the cost walk itself runs).
      const big = await gql(B, withFragment(14));
      const walked = await gql(A, withFragment(8));
      const codes = /^(QUERY_TOO_COSTLY|QUERY_TOO_LARGE|QUERY_NOT_ANALYSED)$/;
      const ok = (r) => refused(r) && codes.test(r.code);
      return {
        held: ok(alone) && ok(big) && ok(walked),
        measured:
          `9 nested plan lists alone: ${alone.status} ${alone.code}; + fragment of 2^14 spreads: ${big.status} ${big.code}` +
          `${big.body.data !== undefined ? ' (DATA RETURNED)' : ''}; + fragment of 2^8: ${walked.status} ${walked.code}` +
          `${walked.body.data !== undefined ? ' (DATA RETURNED)' : ''}`,
      };
    },
  },
  {
    n: '3a',
    name: 'try limit, reset code: 30 simultaneous guesses over both instances',
    severity: 'Medium',
    async run() {
      const user = await verifiedCustomer('reset');
      const after = Date.now();
      const requested = await gql(A, REQUEST_RESET, { input: { email: user.email } });
      if (requested.code !== 'OK') throw new Error(`requestPasswordReset: ${requested.code}`);
      const code = await sink.code(user.email, 'password reset', { after });
      const at = randomInt(0, BURST);
      const reset = (i, c) => gql(either(i), RESET, { input: { email: user.email, code: c, password: STRONG() } });
      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => reset(i, i === at ? code : wrongCode(code, i))));
      const won = answers.filter((r) => r.code === 'OK').length;
      const left = answers.map((r) => /(\d+) attempts? left/.exec(r.message ?? '')?.[1]).filter(Boolean);
      const locked = answers.filter((r) => r.code === 'RESET_LOCKED').length;
      const distinct = new Set(left).size === left.length;
      // Each compared wrong guess tells its try's number ("N attempts left", N = 5 - try); the fifth answers
      // RESET_LOCKED like every guess that found no try left. Check-then-act shows as a number given twice.
      // Without a win, exactly tries 1-4 are told and the right code is refused afterwards (locked).
      const after5 = won ? null : await gql(A, RESET, { input: { email: user.email, code, password: STRONG() } });
      const held = won
        ? won === 1 && distinct && left.length <= LIMIT - 1
        : left.length === LIMIT - 1 && distinct && locked === BURST - left.length && after5.code === 'RESET_LOCKED';
      return {
        held,
        measured:
          `right code at #${at + 1}: won ${won}; "N attempts left" answers ${left.length} (N = ${left.sort().join(',') || '-'}); ` +
          `RESET_LOCKED ${locked}; others ${tally(answers.filter((r) => !/^(OK|RESET_LOCKED|RESET_INVALID)$/.test(r.code)).map((r) => r.code)) || 0}` +
          `${after5 ? `; the right code afterwards: ${after5.code}` : ''} [held: each try number told once; without a win tries 1-4 told, the rest and then the right code locked]`,
      };
    },
  },
  {
    n: '3a2',
    name: 'try limit, sign-up code: 30 simultaneous guesses over both instances',
    severity: 'Medium',
    async run() {
      const account = { fullName: 'Audit Burst', email: uniqueEmail('otp'), phoneNo: uniquePhone(), password: STRONG() };
      const after = Date.now();
      const sent = await gql(A, SIGN_UP, { input: account }, { ip: address() });
      if (sent.code !== 'OK') throw new Error(`signUp: ${sent.code} ${sent.message}`);
      const token = sent.body.data.signUp.verificationToken;
      const code = await sink.code(account.email, 'verification', { after });
      const at = randomInt(0, BURST);
      const verify = (i, c) => gql(either(i), VERIFY, { input: { email: account.email, code: c, verificationToken: token } });
      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => verify(i, i === at ? code : wrongCode(code, i))));
      const won = answers.filter((r) => r.code === 'OK').length;
      const left = answers.map((r) => /(\d+) attempts? left/.exec(r.message ?? '')?.[1]).filter(Boolean);
      const locked = answers.filter((r) => r.code === 'OTP_LOCKED').length;
      const distinct = new Set(left).size === left.length;
      const later = won ? null : await gql(B, VERIFY, { input: { email: account.email, code, verificationToken: token } });
      const held = won
        ? won === 1 && distinct && left.length <= LIMIT - 1
        : left.length === LIMIT - 1 && distinct && locked === BURST - left.length && later.code === 'OTP_LOCKED';
      return {
        held,
        measured:
          `right code at #${at + 1}: won ${won}; "N attempts left" answers ${left.length} (N = ${left.sort().join(',') || '-'}); ` +
          `OTP_LOCKED ${locked}; all: ${tally(answers.map((r) => r.code))}${later ? `; the right code afterwards: ${later.code}` : ''} ` +
          `[held as 3a]`,
      };
    },
  },
  {
    n: '3b',
    name: 'try limit, login: 30 simultaneous wrong passwords from one address over both instances',
    severity: 'Medium',
    async run() {
      const user = await verifiedCustomer('login');
      const ip = address();
      const login = (i, password) => gql(either(i), LOGIN, { input: { identifier: user.email, password } }, { ip });
      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => login(i, `Wrong-${i}-password`)));
      const wrong = answers.filter((r) => r.code === 'INVALID_CREDENTIALS').length;
      const locked = answers.filter((r) => r.code === 'ACCOUNT_LOCKED').length;
      const right = await login(0, user.password);
      return {
        held: wrong <= LIMIT - 1 && wrong + locked === BURST && right.code === 'ACCOUNT_LOCKED',
        measured:
          `INVALID_CREDENTIALS ${wrong}, ACCOUNT_LOCKED ${locked}${wrong + locked < BURST ? `, other ${tally(answers.map((r) => r.code))}` : ''}; ` +
          `then the right password: ${right.code} [held: at most ${LIMIT - 1} "wrong password", the rest locked, right one refused]`,
      };
    },
  },
  {
    n: '3c',
    name: "account-wide lock: a crowd of addresses cannot lock the staff owner's own address",
    severity: 'Medium',
    async run() {
      const email = 'superadmin@freshfuel.ae';
      const home = address();
      const login = (i, ip, password) => gql(either(i), LOGIN, { input: { identifier: email, password } }, { ip });
      const first = await login(0, home, DEMO_PASSWORD);
      if (first.code !== 'OK') throw new Error(`the owner's first sign-in: ${first.code}`);
      // Strangers spend all but 5 of the account's hourly budget of 300: 59 addresses, 5 wrong passwords each.
      const crowd = Array.from({ length: 59 }, () => address());
      const spent = [];
      for (let round = 0; round < 5; round++) {
        const rs = await Promise.all(crowd.map((ip, i) => login(i, ip, `Crowd-${round}-${i}-wrong`)));
        spent.push(...rs.map((r) => r.code));
      }
      // Then 30 at once from 11 new addresses: the account's last 5 slots.
      const eleven = Array.from({ length: 11 }, () => address());
      const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => login(i, eleven[i % 11], `Burst-${i}-wrong`)));
      const wrong = burst.filter((r) => r.code === 'INVALID_CREDENTIALS').length;
      const locked = burst.filter((r) => r.code === 'ACCOUNT_LOCKED').length;
      const stranger = await login(1, address(), DEMO_PASSWORD);
      const owner = await login(0, home, DEMO_PASSWORD);
      return {
        held: wrong <= LIMIT - 1 && wrong + locked === BURST && stranger.code === 'ACCOUNT_LOCKED' && owner.code === 'OK',
        measured:
          `crowd of 59 addresses x 5: ${tally(spent)}; burst of 30 from 11 new addresses: INVALID_CREDENTIALS ${wrong}, ACCOUNT_LOCKED ${locked}; ` +
          `right password from a new address: ${stranger.code}; from the owner's address: ${owner.code === 'OK' ? 'signed in' : owner.code}`,
      };
    },
  },
  {
    n: '4',
    name: 'no enumeration by time or words (forgot password; sign-up with a taken phone or e-mail)',
    severity: 'Medium',
    async run() {
      // Registered accounts: one per request of a round (forgot-password allows 3 requests per address per 15 minutes).
      const registered = [];
      for (let i = 0; i < 31; i += 4) {
        registered.push(...(await Promise.all(Array.from({ length: Math.min(4, 31 - i) }, (_, j) => verifiedCustomer(`enum${i + j}`)))));
      }
      const words = (r) =>
        `${r.status} ${r.code} ${(r.body.data?.requestPasswordReset?.message ?? r.body.data?.signUp?.message ?? r.message ?? '').replace(/\S+@\S+/g, '<email>')}`;
      /** One call's answer; then waits for the mails it queued after answering (to `mailTo`), so they cannot slow the next call. */
      const timed = async (app, call, mailTo = []) => {
        const after = Date.now();
        const r = await call(app);
        for (const to of mailTo) await sink.any(to, { after });
        await sleep(20);
        return r;
      };
      /**
       * 30 calls of each kind (after one warm-up each), interleaved in a random order each time, alternating
       * the instances; held as the project's own test (enumeration.integration-spec.ts) judges: medians within
       * 10% of the slower (or 5 ms), or no two kinds told apart by rank (Mann-Whitney |z| < 3.29, p < 0.001);
       * up to 3 rounds, the first that passes ends it. The answers' words must be the same for every kind.
       */
      const measure = async (kinds) => {
        const names = Object.keys(kinds);
        const rounds = [];
        const answers = Object.fromEntries(names.map((n) => [n, new Set()]));
        for (let round = 0; round < 3; round++) {
          const times = Object.fromEntries(names.map((n) => [n, []]));
          for (let i = -1; i < 30; i++) {
            const app = either(i + 1);
            const order = names.slice().sort(() => Math.random() - 0.5);
            for (const name of order) {
              const r = await kinds[name](app, i + 1);
              if (i >= 0) times[name].push(r.ms);
              answers[name].add(words(r));
            }
          }
          const medians = Object.fromEntries(names.map((n) => [n, median(times[n])]));
          const values = Object.values(medians);
          const within = Math.max(...values) - Math.min(...values) <= Math.max(0.1 * Math.max(...values), 5);
          const z = Math.max(...names.flatMap((a) => names.filter((b) => b !== a).map((b) => Math.abs(rankZ(times[a], times[b])))));
          rounds.push({ medians, within, z, pass: within || z < 3.29 });
          if (within || z < 3.29) break;
        }
        const sameWords = new Set(names.map((n) => [...answers[n]].sort().join(' | '))).size === 1;
        return { rounds, held: rounds.at(-1).pass && sameWords, sameWords, answers };
      };
      const forgot = await measure({
        registered: (app, i) => {
          const user = registered[i];
          return timed(app, (a) => gql(a, REQUEST_RESET, { input: { email: user.email } }), [user.email]);
        },
        unknown: (app) => timed(app, (a) => gql(a, REQUEST_RESET, { input: { email: uniqueEmail('nobody') } })),
      });
      const signUp = (phoneNo, email) => (a) =>
        gql(a, SIGN_UP, { input: { fullName: 'Timing Test', email, phoneNo, password: 'Quiet-Harbour-Lantern-42' } }, { ip: address() });
      const signup = await measure({
        free: (app) => {
          const email = uniqueEmail('free');
          return timed(app, signUp(uniquePhone(), email), [email]);
        },
        takenPhone: (app, i) => {
          const email = uniqueEmail('phone');
          return timed(app, signUp(registered[i].phoneNo, email), [email, registered[i].email]);
        },
        takenEmail: (app, i) => timed(app, signUp(uniquePhone(), registered[i].email), [registered[i].email]),
      });
      const show = (m) =>
        m.rounds
          .map(
            (r, i) =>
              `round ${i + 1}: ${Object.entries(r.medians)
                .map(([k, v]) => `${k} ${ms(v)}`)
                .join(', ')} (rank z ${r.z.toFixed(2)})`,
          )
          .join('; ') +
        `; same words: ${m.sameWords ? 'yes' : `NO (${JSON.stringify(Object.fromEntries(Object.entries(m.answers).map(([k, v]) => [k, [...v]])))})`}`;
      return {
        held: forgot.held && signup.held,
        measured:
          `medians of 30 interleaved [held: within 10% or rank |z| < 3.29 in one of up to 3 rounds, and the same words]. ` +
          `forgot password: ${show(forgot)}. sign-up: ${show(signup)}`,
      };
    },
  },
  {
    n: '5',
    name: 'metric labels: 500 random anonymous operation names',
    severity: 'Medium',
    async run() {
      const scrape = async (app) => {
        const r = await get(app, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
        if (r.status !== 200) throw new Error(`/metrics: ${r.status}`);
        return r.text;
      };
      const series = (text) => text.split('\n').filter((l) => l && !l.startsWith('#')).length;
      const send = (i) => {
        const name = `Probe_${randomBytes(6).toString('hex')}_${i}`;
        return gql(either(i), i % 2 ? `query ${name} { __typename }` : `query ${name} { plans { id } }`, undefined, {
          operationName: name,
        });
      };
      for (let i = 0; i < 20; i++) await send(i); // every label this probe can touch exists before the first scrape
      const before = await Promise.all([scrape(A), scrape(B)]);
      for (let i = 0; i < 500; i += 25) await Promise.all(Array.from({ length: 25 }, (_, j) => send(i + j)));
      const after = await Promise.all([scrape(A), scrape(B)]);
      const grew = [0, 1].map((k) => after[k].length - before[k].length);
      const moreSeries = [0, 1].map((k) => series(after[k]) - series(before[k]));
      const leaked = after.some((t) => /Probe_/.test(t));
      return {
        held: !leaked && grew.every((g) => g <= 4096),
        measured: `/metrics grew A ${grew[0]} B ${grew[1]} bytes (${moreSeries[0]} / ${moreSeries[1]} series); probe names in labels: ${leaked ? 'YES' : 'no'} [held: no names, growth <= 4 KB]`,
      };
    },
  },
  {
    n: '6',
    name: 'NUL byte in staff search (CSV exports, lists, GraphQL) is 400, never 500',
    severity: 'Low',
    async run() {
      const signedIn = await gql(
        A,
        ADMIN_LOGIN,
        { input: { identifier: 'admin@freshfuel.ae', password: DEMO_PASSWORD } },
        { ip: address() },
      );
      if (signedIn.code !== 'OK') throw new Error(`adminLogin: ${signedIn.code}`);
      const auth = { authorization: `Bearer ${signedIn.body.data.adminLogin.accessToken}` };
      const paths = [
        '/api/plans/export.csv',
        '/api/planPromotions/export.csv',
        '/api/customers/export.csv',
        '/api/orders/export.csv',
        '/api/meals/export.csv',
        '/api/blogs/export.csv',
        '/api/ambassador/export.csv',
        '/api/newsletters/export.csv',
        '/api/promoCodes/export.csv',
        '/api/contact/export.csv',
        '/api/notifications/export.csv',
        '/api/plans/',
      ];
      const rest = [];
      for (const [i, path] of paths.entries()) {
        const r = await get(either(i), `${path}?search=a%00b`, auth);
        rest.push(`${path.replace('/api/', '')} ${r.status}`);
      }
      const token = signedIn.body.data.adminLogin.accessToken;
      const literal = await gql(B, '{ adminPlans(search: "a\\u0000b") { total } }', undefined, { token });
      const variable = await gql(A, 'query($s: String) { adminPlans(search: $s) { total } }', { s: 'a\u0000b' }, { token });
      const restOk = rest.every((s) => / 400$/.test(s));
      const gqlOk = [literal, variable].every((r) => r.status < 500 && r.code !== 'OK' && r.code !== 'INTERNAL_SERVER_ERROR');
      return {
        held: restOk && gqlOk,
        measured: `${rest.join(', ')}; adminPlans literal ${literal.status} ${literal.code}, variable ${variable.status} ${variable.code} [held: every REST answer 400, GraphQL a validation error]`,
      };
    },
  },
  {
    n: '7',
    name: 'root field and directive caps whatever the spelling',
    severity: 'Low',
    async run() {
      const fields = (n) => Array.from({ length: n }, (_, i) => `p${i}: __typename`).join(' ');
      const cases = [
        ['25 root fields in ... on Query', `{ ... on Query { ${fields(25)} } }`, 'TOO_MANY_FIELDS'],
        ['25 root fields in a fragment', `{ ...R } fragment R on Query { ${fields(25)} }`, 'TOO_MANY_FIELDS'],
        [
          '40 directives on 20 spreads',
          `{ ${'...F @include(if: true) @skip(if: false) '.repeat(20)} } fragment F on Query { __typename }`,
          'TOO_MANY_DIRECTIVES',
        ],
        [
          '22 directives in a fragment spread 11 times',
          `{ ${'...G '.repeat(11)} } fragment G on Query { __typename @include(if: true) @skip(if: false) }`,
          'TOO_MANY_DIRECTIVES',
        ],
      ];
      const out = [];
      let held = true;
      for (const [i, [name, query, expected]] of cases.entries()) {
        const r = await gql(either(i), query);
        out.push(`${name}: ${r.status} ${r.code}`);
        if (!refused(r) || r.code !== expected) held = false;
      }
      return { held, measured: out.join('; ') };
    },
  },
  {
    n: '8',
    name: 'weak product passwords refused at sign-up',
    severity: 'Low',
    async run() {
      const out = [];
      let held = true;
      for (const [i, password] of ['freshfuel2026', 'Dubai@2026', 'FreshFuel@2026'].entries()) {
        const r = await gql(
          either(i),
          SIGN_UP,
          { input: { fullName: 'Weak Password', email: uniqueEmail('weak'), phoneNo: uniquePhone(), password } },
          { ip: address() },
        );
        out.push(`${password}: ${r.status} ${r.code}`);
        if (r.code === 'OK' || r.body.data?.signUp) held = false;
      }
      return { held, measured: out.join('; ') };
    },
  },
  {
    n: '9',
    name: 'Swagger UI and the OpenAPI document are not served in production',
    severity: 'Low',
    async run() {
      const out = [];
      let held = true;
      for (const app of [A, B]) {
        for (const path of ['/api/docs', '/api/docs/', '/api/docs-json']) {
          const r = await get(app, path);
          const leaks = /swagger|openapi/i.test(r.text);
          out.push(`${app === A ? 'A' : 'B'} ${path} ${r.status}${leaks ? ' (mentions swagger/openapi)' : ''}`);
          if (r.status !== 404 || leaks) held = false;
        }
      }
      return { held, measured: out.join(', ') };
    },
  },
  {
    n: '10',
    name: "a wrong verification token spends none of a pending sign-up's tries",
    severity: 'Low',
    async run() {
      const account = { fullName: 'Token Holder', email: uniqueEmail('token'), phoneNo: uniquePhone(), password: STRONG() };
      const after = Date.now();
      const sent = await gql(A, SIGN_UP, { input: account }, { ip: address() });
      if (sent.code !== 'OK') throw new Error(`signUp: ${sent.code} ${sent.message}`);
      const token = sent.body.data.signUp.verificationToken;
      const code = await sink.code(account.email, 'verification', { after });
      const strangers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          gql(either(i), VERIFY, {
            input: { email: account.email, code: wrongCode(code, i), verificationToken: randomBytes(24).toString('base64url') },
          }),
        ),
      );
      // One wrong guess with the real token tells how many tries were left before it.
      const own = await gql(B, VERIFY, { input: { email: account.email, code: wrongCode(code, 99), verificationToken: token } });
      const owner = await gql(A, VERIFY, { input: { email: account.email, code, verificationToken: token } });
      const expected = 'The code is incorrect or has expired. Please request a new code.';
      const held =
        strangers.every((r) => r.message === expected) &&
        own.message === `The code is incorrect. ${LIMIT - 1} attempts left.` &&
        owner.code === 'OK';
      return {
        held,
        measured: `10 guesses with wrong tokens: ${tally(strangers.map((r) => r.code))}; then the owner's wrong guess: "${own.message}"; the owner's code: ${owner.code === 'OK' ? 'signed in' : owner.code}`,
      };
    },
  },
];

// ---------------------------------------------------------------------------------------------- main

async function dropDatabase() {
  const client = new MongoClient(MONGODB_URI, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    await client.db(DB_NAME).dropDatabase();
  } finally {
    await client.close();
  }
}

const rows = [];
let exitCode = 0;
try {
  await dropDatabase(); // a previous run that stopped half-way leaves its counters behind
  sink = await startMailSink(SMTP_PORT);
  const shared = {
    mongodbUri: MONGODB_URI,
    jwtSecret: randomBytes(32).toString('hex'),
    codesSecret: randomBytes(32).toString('hex'),
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    env: {
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      METRICS_TOKEN,
      SHUTDOWN_READY_DELAY_MS: '0',
    },
  };
  A = await startApp({ ...shared, port: PORT, seed: true });
  B = await startApp({ ...shared, port: PORT + 1 });
  console.log(
    `security audit: instances ${A.base} and ${B.base} on ${DB_NAME}; ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const probe of PROBES.filter((p) => !ONLY || ONLY.includes(p.n))) {
    const started = performance.now();
    let result;
    try {
      result = await probe.run();
    } catch (err) {
      result = { held: false, measured: `probe error: ${err instanceof Error ? err.message : String(err)}` };
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    rows.push({
      probe: `${probe.n}. ${probe.name}`,
      severity: probe.severity,
      measured: result.measured,
      verdict: result.held ? 'held' : 'FAILED',
    });
    console.log(`${result.held ? 'held  ' : 'FAILED'} ${probe.n}. ${probe.name} (${seconds} s)\n         ${result.measured}`);
  }
} finally {
  await Promise.all([A?.stop(), B?.stop()]);
  await sink?.close();
  if (process.env.AUDIT_KEEP_DB !== '1') await dropDatabase().catch((err) => console.error(`could not drop ${DB_NAME}: ${err.message}`));
}

console.log();
printTable(rows);
const open = (s) => rows.filter((r) => r.verdict !== 'held' && r.severity === s).length;
console.log(`audit: ${open('High')} high, ${open('Medium')} medium, ${open('Low')} low open`);
if (open('High') + open('Medium') > 0) exitCode = 1;
process.exit(exitCode);

/** A plain-text table, the `measured` column wrapped at 90 characters. */
function printTable(list) {
  const cols = ['probe', 'severity', 'measured', 'verdict'];
  const width = { probe: 44, severity: 8, measured: 90, verdict: 7 };
  const wrap = (text, w) => {
    const lines = [];
    let line = '';
    for (const word of String(text).split(' ')) {
      if (line && line.length + 1 + word.length > w) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
      while (line.length > w) {
        lines.push(line.slice(0, w));
        line = line.slice(w);
      }
    }
    lines.push(line);
    return lines;
  };
  const sep = `+${cols.map((c) => '-'.repeat(width[c] + 2)).join('+')}+`;
  const render = (cells) => {
    const wrapped = cols.map((c) => wrap(cells[c], width[c]));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, i) => `| ${cols.map((c, k) => (wrapped[k][i] ?? '').padEnd(width[c])).join(' | ')} |`).join(
      '\n',
    );
  };
  console.log(sep);
  console.log(render(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(sep);
  for (const row of list) {
    console.log(render(row));
    console.log(sep);
  }
}
