/**
 * What every throughput bench prints beside its figures: the commit it measured and a bare `node:http`
 * reference server, in its own process, answering a small JSON body (the machine's ceiling in the same
 * run, since these machines differ from day to day).
 */
import { execFileSync, spawn } from 'node:child_process';

/** The short commit of `root`'s checkout, `+dirty` with uncommitted changes to tracked files; `unknown` without git. */
export function commitLabel(root) {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}

/** Starts the reference server on 127.0.0.1:`port`; returns its child process (kill it when done). */
export function startReference(port) {
  return spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"data":{"__typename":"Query"}}'); }).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
}

/** Resolves once the reference server on 127.0.0.1:`port` answers; rejects when `child` exits first or after 30 s. */
export async function referenceReady(port, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`reference server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the reference server on port ${port} did not answer within 30 s`);
}
