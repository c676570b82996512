import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { ensureBuiltServer, SERVER_DIR } from '../setup/built-server.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';

/**
 * Tracing on a real child process started as production starts it (`--import
 * dist/tracing.js`) with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver in this test: one GraphQL
 * request continues the caller's W3C trace and yields HTTP server, GraphQL and MongoDB spans.
 */

const APP_PORT = 3363;
const COLLECTOR_PORT = 3362;
const { uri } = uniqueDatabaseUri('tracing');
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

const spans: OtlpSpan[] = [];
let collector: Server;
let child: ChildProcess;
let output = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ensureBuiltServer();
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const rs of payload.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, '127.0.0.1', resolve));
  child = spawn(process.execPath, ['--import', join(SERVER_DIR, 'dist/tracing.js'), join(SERVER_DIR, 'test/fixtures/slow-server.mjs')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(APP_PORT),
      MONGODB_URI: uri,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`,
      SHUTDOWN_READY_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('LISTENING')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await sleep(100);
  }
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => collector?.close(resolve));
  const conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 3000 }).asPromise();
  await conn.dropDatabase().finally(() => conn.close());
});

it("exports HTTP, GraphQL and MongoDB spans of one request, in the caller's trace", async () => {
  const body = JSON.stringify({ query: 'query ListPlans { plans { id } }', operationName: 'ListPlans' });
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: APP_PORT,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  expect(status).toBe(200);

  // SIGTERM flushes the batch of spans before the process exits.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;

  const ours = spans.filter((s) => s.traceId === TRACE_ID);
  const attr = (s: OtlpSpan, key: string) => s.attributes.find((a) => a.key === key)?.value.stringValue;
  expect(ours.some((s) => s.kind === 2 && /POST/.test(s.name))).toBe(true); // HTTP server span
  expect(ours.some((s) => /ListPlans|query/.test(s.name) && s.name.includes('query'))).toBe(true); // GraphQL
  expect(ours.some((s) => attr(s, 'db.system') === 'mongodb' || attr(s, 'db.system.name') === 'mongodb')).toBe(true);
  // Probes and scrapes are not traced.
  expect(spans.some((s) => /health/.test(s.name))).toBe(false);
}, 60_000);
