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
 * NODE_ENV=production, one random JWT_SECRET and CODES_SECRET for both, the demo seed (development mode, before start) on the first
 * only, database `ff_bench_audit` on the MongoDB host of MONGODB_URI (dropped before and after the run),
 * API_DOCS unset, TRUST_PROXY=loopback (the probes speak from several addresses with X-Forwarded-For,
 * as clients behind the load balancer do), AUTH_RATE_LIMIT_PER_MINUTE=100000 (the probes need volume;
 * every try limit keeps its default), METRICS_TOKEN random. SMTP_URL points at a small SMTP receiver this
 * script runs on AUDIT_SMTP_PORT (3789), so it reads the codes a user reads in their mailbox.
 * Env: AUDIT_PORT, AUDIT_SMTP_PORT, MONGODB_URI (only its host is used), AUDIT_ONLY (comma list of probe
 * numbers, e.g. `1,3`), AUDIT_KEEP_DB=1 (do not drop the database at the end).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { MongoClient } from 'mongodb';
import { startApp } from '../lib/start-app.mjs';
import { METRICS_TOKEN, useInstances } from './client.mjs';
import { startMailSink } from './mail-sink.mjs';
import { enumeration } from './probes/enumeration.mjs';
import { apiDocs, metricLabels } from './probes/exposure.mjs';
import { nulByte, weakPasswords } from './probes/input-checks.mjs';
import { costLimit, fieldAndDirectiveCaps, fragmentDoubling } from './probes/query-limits.mjs';
import { accountWideLock, loginBurst, resetCodeBurst, signUpCodeBurst, wrongVerificationToken } from './probes/try-limits.mjs';
import { printTable } from './report.mjs';

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

/** The probes, in the order they run and are reported. */
const PROBES = [
  fragmentDoubling,
  costLimit,
  resetCodeBurst,
  signUpCodeBurst,
  loginBurst,
  accountWideLock,
  enumeration,
  metricLabels,
  nulByte,
  fieldAndDirectiveCaps,
  weakPasswords,
  apiDocs,
  wrongVerificationToken,
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

let A; // first instance (seeded)
let B; // second instance
let sink;
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
  useInstances(A, B, sink);
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
