import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where development keeps its signing secret (git-ignored, relative to the server's working directory). */
export const DEV_SECRET_FILE = '.data/jwt-secret';

/**
 * Outside production, when `JWT_SECRET` is not set, returns `env` with the secret kept in `file`,
 * creating it on first start (48 random bytes, base64url, file mode 600), so every clone signs with
 * its own secret and nothing usable is in the repository. Production and a set `JWT_SECRET` are
 * returned unchanged (production then refuses to start without one: config.schema.ts).
 */
export function withDevSecret(
  env: Record<string, string | undefined> = process.env,
  file = DEV_SECRET_FILE,
): Record<string, string | undefined> {
  if (env.NODE_ENV === 'production' || env.JWT_SECRET) return env;
  const path = resolve(file);
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    secret = '';
  }
  if (!secret) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    secret = randomBytes(48).toString('base64url');
    try {
      // Exclusive create: two instances starting at once on a fresh clone agree on the first one written.
      writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(path, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // The other instance created it first: use its secret (once its write has landed).
      for (let i = 0; i < 100 && !(secret = readFileSync(path, 'utf8').trim()); i++)
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      if (!secret) throw new Error(`${path} exists but holds no secret: delete it and start again`);
    }
  }
  return { ...env, JWT_SECRET: secret };
}
