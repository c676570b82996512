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
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  return { ...env, JWT_SECRET: secret };
}
