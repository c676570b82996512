/**
 * The smoke test's child processes (app instances, seed, Caddy): each one's output kept in memory and
 * written to `<work>/<name>.log` when it exits; `cleanup()` kills what is left and drops the run's database.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { failures } from './check.mjs';
import { DB_NAME, MongoClient, SMOKE_DB_URI, work } from './context.mjs';

const children = new Set();

export function start(name, cmd, args, opts) {
  const log = join(work, `${name}.log`);
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  const chunks = [];
  child.stdout.on('data', (d) => chunks.push(d));
  child.stderr.on('data', (d) => chunks.push(d));
  child.on('exit', () => {
    children.delete(child);
    writeFileSync(log, Buffer.concat(chunks));
  });
  child.logText = () => Buffer.concat(chunks).toString('utf8');
  children.add(child);
  return child;
}

export function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    child.once('exit', () => res());
    child.kill(signal);
  });
}

export async function cleanup() {
  await Promise.all([...children].map((c) => stop(c, 'SIGKILL')));
  try {
    const client = await MongoClient.connect(SMOKE_DB_URI, { serverSelectionTimeoutMS: 3000 });
    await client.db(DB_NAME).dropDatabase();
    await client.close();
  } catch {
    // the database server is gone: nothing to drop
  }
  if (!failures && !process.env.SMOKE_KEEP) rmSync(work, { recursive: true, force: true });
}
