import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The server package folder (where `dist/` and `src/` live). */
export const SERVER_DIR = resolve(process.cwd().endsWith('server') ? process.cwd() : join(process.cwd(), 'server'));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure `dist/` is built from the current `src/` (tests that start a real child process run the
 * compiled server, as production does). Compiles with `tsc -p tsconfig.build.json` only when a source
 * file is newer than `dist/bootstrap.js`.
 */
export function ensureBuiltServer(): void {
  let built = 0;
  try {
    built = statSync(join(SERVER_DIR, 'dist/bootstrap.js')).mtimeMs;
  } catch {
    built = 0;
  }
  if (built > newestMtime(join(SERVER_DIR, 'src'))) return;
  const tsc = spawnSync(process.execPath, [join(SERVER_DIR, '../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`Building the server failed:\n${tsc.stdout}${tsc.stderr}`);
}
