import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { ensureBuiltServer, SERVER_DIR } from '../setup/built-server.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';

/**
 * Graceful shutdown on a real child process running the built server: SIGTERM while 20
 * slow requests are in flight. Readiness turns 503 at once, new connections are refused once the
 * listener closes, all 20 requests are answered 200, then the drain hooks run, the database closes
 * and the process exits 0.
 */

const PORT = 3361;
const SLOW_MS = 2500;
const READY_DELAY_MS = 800;
const { uri, database } = uniqueDatabaseUri('shutdown');

interface Answer {
  status?: number;
  body?: string;
  error?: string;
}

/** One GET on its own connection (no keep-alive), resolving with the status and body or the error code. */
function get(path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let child: ChildProcess;
let output = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  ensureBuiltServer();
  child = spawn(process.execPath, [join(SERVER_DIR, 'test/fixtures/slow-server.mjs')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      MONGODB_URI: uri,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      SLOW_MS: String(SLOW_MS),
      SHUTDOWN_READY_DELAY_MS: String(READY_DELAY_MS),
      SHUTDOWN_GRACE_MS: '15000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60_000;
  while (!output.includes('LISTENING')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await sleep(100);
  }
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  const conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 3000 }).asPromise();
  await conn.dropDatabase().finally(() => conn.close());
});

it("keeps idle connections open longer than the proxy in front keeps its own (Caddy's keepalive)", async () => {
  // Node's default of 5 s closed a connection just as Caddy reused it: Caddy answered 502 to a POST.
  const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
    const agent = new Agent({ keepAlive: true });
    httpRequest({ host: '127.0.0.1', port: PORT, path: '/api/health/live', agent }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        resolve(String(res.headers['keep-alive'] ?? ''));
      });
    })
      .on('error', reject)
      .end();
  });
  const appSeconds = Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1]);
  const caddyfile = readFileSync(join(SERVER_DIR, '../ops/caddy/Caddyfile'), 'utf8');
  const proxySeconds = Number(/^\s*keepalive (\d+)s$/m.exec(caddyfile)?.[1]);
  expect({ appSeconds, proxySeconds }).toEqual({ appSeconds: 75, proxySeconds: 60 });
});

it('answers all 20 in-flight requests after SIGTERM, refuses new connections, then closes the database and exits 0', async () => {
  expect((await get('/api/health/ready')).status).toBe(200);

  const inFlight = Array.from({ length: 20 }, () => get('/slow'));
  await sleep(400);
  const signalledAt = Date.now();
  child.kill('SIGTERM');
  await sleep(150);

  // Still listening during the ready delay, but reporting not-ready so the proxy stops routing here.
  const readiness = await get('/api/health/ready');
  expect(readiness.status).toBe(503);
  expect(JSON.parse(readiness.body!).error.instance).toEqual({ status: 'down', message: 'shutting down' });

  // Once the listener has closed, a new connection is refused.
  await sleep(READY_DELAY_MS + 300 - (Date.now() - signalledAt));
  expect((await get('/api/health/live')).error).toBe('ECONNREFUSED');

  const answers = await Promise.all(inFlight);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(answers.every((a) => JSON.parse(a.body!).ok === true)).toBe(true);

  expect(await exited).toEqual({ code: 0, signal: null });
  const drained = output.indexOf('DRAIN_HOOK');
  const closed = output.indexOf('DB_CLOSED');
  expect(drained).toBeGreaterThan(-1);
  expect(closed).toBeGreaterThan(drained);
  expect(output).toContain('Shutdown complete');
}, 60_000);
