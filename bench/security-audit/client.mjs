/**
 * What every probe of the security audit (run.mjs) shares: the two instances under audit and the mail sink
 * (set once by run.mjs), the try limits the probes count against, GraphQL and GET requests that time
 * themselves, fresh client addresses, e-mails and phone numbers, the auth documents, and small statistics.
 */
import { randomBytes, randomInt } from 'node:crypto';

export const METRICS_TOKEN = randomBytes(24).toString('hex');
export const DEMO_PASSWORD = 'Demo@12345';
/** The default try limit of passwords, sign-up codes and reset codes. */
export const LIMIT = 5;
export const BURST = 30;

export let A; // first instance (seeded)
export let B; // second instance
export let sink;

/** Sets the instances and the mail sink the probes use (run.mjs, once they are up). */
export function useInstances(first, second, mailSink) {
  A = first;
  B = second;
  sink = mailSink;
}

export const sleep = (millis) => new Promise((r) => setTimeout(r, millis));
/** The `p` percentile of `xs` (NaN when empty). */
export const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
export const median = (xs) => pct(xs, 50);
export const ms = (x) => `${x.toFixed(1)} ms`;
/** The two instances in turn, so a burst is split between them. */
export const either = (i) => (i % 2 ? B : A);

/** Client addresses (10.x.y.z) this run has not used yet, sent as X-Forwarded-For: each counts apart in the per-address limits. */
let nextAddress = randomInt(0, 200) * 256;
export const address = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * POSTs one GraphQL request to `app` (anonymous unless `token`; from `ip` when given).
 * @returns `{ status, body, ms, code, message }` (`code`/`message` of the first error, `code` 'OK' when none).
 */
export async function gql(app, query, variables, { token, ip, operationName } = {}) {
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
export async function get(app, path, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${app.base}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

/** Counts of each value, as `A×n, B×m`. */
export function tally(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}×${n}`).join(', ');
}

let seq = 0;
export const uniqueEmail = (tag) => `audit.${tag}.${Date.now().toString(36)}.${++seq}@example.com`;
export const uniquePhone = () => `+97155${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
export const STRONG = () => `Quiet-Harbour-${randomBytes(4).toString('hex')}-42`;

export const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message verificationToken } }';
export const VERIFY = 'mutation Verify($input: VerifyOtpInput!) { verifyOtp(input: $input) { accessToken } }';
export const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }';
export const ADMIN_LOGIN = 'mutation AdminLogin($input: LoginInput!) { adminLogin(input: $input) { accessToken } }';
export const REQUEST_RESET = 'mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
export const RESET = 'mutation S($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';

/** Signs up a fresh customer through A and verifies the e-mailed code through B. @returns `{ email, phoneNo, password, token }`. */
export async function verifiedCustomer(tag) {
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
export const wrongCode = (right, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');

/** Whether an answer refused a GraphQL document before running it: HTTP 4xx and no data. */
export const refused = (r) => r.status >= 400 && r.status < 500 && r.body.data === undefined && r.code !== 'OK';
