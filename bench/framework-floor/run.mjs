#!/usr/bin/env node
/**
 * The framework's floor: what one anonymous `{ __typename }` costs in NestJS + Apollo alone, next to the bare
 * `node:http` reference and the FreshFuel server, in one run. Rows (autocannon, 50 connections, 10 s after a 2 s
 * warm-up each): the reference; the smallest Nest + Apollo server on Express (floor-app.mjs: no middleware, guard,
 * plugin or logger); the same on Fastify when `@nestjs/platform-fastify` and `@as-integrations/fastify` are
 * installed (they are not dependencies: `npm i --no-save @nestjs/platform-fastify@12.5.0 @as-integrations/fastify@3.1.0`);
 * and the built FreshFuel server (`server/dist/main.js`, production mode, started with bench/lib/start-app.mjs on
 * MONGODB_URI, default mongodb://127.0.0.1:27017/ff_bench_floor) unless BENCH_SKIP_APP=1.
 *
 *   npm run build -w server && node bench/framework-floor/run.mjs
 *
 * Env: BENCH_CONNECTIONS (50), BENCH_DURATION (10), BENCH_WARMUP (2), BENCH_PORT (3521; the rows use it and the
 * next three ports), MONGODB_URI, BENCH_SKIP_APP, LOG_LEVEL (the FreshFuel server's, default info as in production).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { commitLabel, referenceReady, startReference } from '../lib/reference.mjs';
import { startApp } from '../lib/start-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const PORT = Number(process.env.BENCH_PORT || 3521);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const BODY = JSON.stringify({ query: '{ __typename }' });

/** Whether `name` resolves from this script (an optional package). */
function installed(name) {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Starts floor-app.mjs on `platform`; resolves with the child once it prints `ready`. */
function startFloor(platform, port) {
  const child = spawn(process.execPath, [resolve(here, 'floor-app.mjs'), platform, String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && ok(child));
    child.once('exit', (code) => fail(new Error(`floor app (${platform}) exited with ${code}`)));
  });
}

/** One autocannon run against `url`; GET for the reference, the GraphQL POST otherwise. */
function measure(url, graphql, duration) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    ...(graphql ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY } : {}),
  });
}

const stops = [];
const rows = [];
try {
  const reference = startReference(PORT);
  stops.push(() => reference.kill('SIGTERM'));
  await referenceReady(PORT, reference);
  const targets = [{ name: 'ref: bare node:http', url: `http://127.0.0.1:${PORT}/`, graphql: false }];

  const express = await startFloor('express', PORT + 1);
  stops.push(() => express.kill('SIGTERM'));
  targets.push({ name: 'Nest + Apollo, Express (nothing else)', url: `http://127.0.0.1:${PORT + 1}/graphql`, graphql: true });
  if (installed('@nestjs/platform-fastify') && installed('@as-integrations/fastify')) {
    const fastify = await startFloor('fastify', PORT + 2);
    stops.push(() => fastify.kill('SIGTERM'));
    targets.push({ name: 'Nest + Apollo, Fastify (nothing else)', url: `http://127.0.0.1:${PORT + 2}/graphql`, graphql: true });
  } else {
    console.log('Fastify row skipped: @nestjs/platform-fastify and @as-integrations/fastify are not installed');
  }
  if (process.env.BENCH_SKIP_APP !== '1') {
    const app = await startApp({
      port: PORT + 3,
      mongodbUri: process.env.MONGODB_URI || 'mongodb://127.0.0.1:27017/ff_bench_floor',
      env: { LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
    });
    stops.push(() => app.stop());
    targets.push({ name: 'FreshFuel server', url: `${app.base}/graphql`, graphql: true });
  }

  for (const t of targets) {
    if (WARMUP > 0) await measure(t.url, t.graphql, WARMUP);
    const r = await measure(t.url, t.graphql, DURATION);
    if (r.non2xx || r.errors) throw new Error(`${t.name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    rows.push({
      target: t.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'load 1/5/15': loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    });
  }
  const ref = rows[0]['req/s'] || 1;
  console.table(rows.map((row) => ({ ...row, '% of ref': `${((100 * row['req/s']) / ref).toFixed(1)}%` })));
  console.log(`commit ${commitLabel(root)}; ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}); node ${process.version}`);
} finally {
  for (const stop of stops.reverse()) await stop();
}
