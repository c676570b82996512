// Times the streamed CSV export of the order grid (GET /api/orders/export.csv) against a running
// server and, when BENCH_PID names the server process, samples its resident memory while the
// download runs, to show it stays flat. Prints figures; asserts nothing. See README.md.
import { readFileSync } from 'node:fs';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const EMAIL = process.env.BENCH_EMAIL ?? 'admin@freshfuel.ae';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo@12345';
const PATH = process.env.BENCH_PATH ?? '/api/orders/export.csv';
const PID = process.env.BENCH_PID;

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

async function token() {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken } }',
      variables: { i: { identifier: EMAIL, password: PASSWORD } },
    }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(`admin login failed: ${JSON.stringify(body.errors)}`);
  return body.data.adminLogin.accessToken;
}

const auth = await token();
const samples = [];
const before = PID ? rssMb(PID) : null;
const timer = PID
  ? setInterval(() => {
      const v = rssMb(PID);
      if (v !== null) samples.push(v);
    }, 200)
  : null;
const started = performance.now();
const res = await fetch(`${BASE}${PATH}`, { headers: { Authorization: `Bearer ${auth}` } });
if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
let firstByte = null;
let bytes = 0;
let lines = 0;
for await (const chunk of res.body) {
  firstByte ??= performance.now() - started;
  bytes += chunk.length;
  for (const b of chunk) if (b === 10) lines += 1;
}
const total = performance.now() - started;
if (timer) clearInterval(timer);

console.log(`export ${PATH}`);
console.log(`  rows (excluding header): ${lines - 1}`);
console.log(`  size: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
console.log(
  `  first byte: ${firstByte?.toFixed(0)} ms, total: ${(total / 1000).toFixed(1)} s, ${Math.round((lines - 1) / (total / 1000))} rows/s`,
);
if (PID) {
  const max = Math.max(...samples);
  const min = Math.min(...samples);
  console.log(
    `  server RSS: before ${before?.toFixed(0)} MB, during min ${min.toFixed(0)} / max ${max.toFixed(0)} MB (${samples.length} samples)`,
  );
}
