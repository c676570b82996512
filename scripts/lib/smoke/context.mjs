/**
 * The production smoke test's settings (scripts/smoke-prod.sh): the repository and the server's packages,
 * the Caddy binary, the ports from SMOKE_PORT_BASE, the https origin, the work folder for logs, the
 * database of this run on MONGODB_URI's server, and fresh secrets.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER = join(ROOT, 'server');
const requireServer = createRequire(join(SERVER, 'package.json'));
export const Stripe = requireServer('stripe');
export const sharp = requireServer('sharp');
export const { MongoClient } = requireServer('mongodb');

export const CADDY = process.argv[2];
const BASE = Number(process.env.SMOKE_PORT_BASE ?? 3400);
export const PORTS = { app: [BASE + 1, BASE + 2], metrics: [BASE + 11, BASE + 12], https: BASE + 43, http: BASE + 80, admin: BASE + 19 };
export const ORIGIN = `https://localhost:${PORTS.https}`;
export const STARTED = Date.now();
export const work = mkdtempSync(join(tmpdir(), 'ff-smoke-'));

const uriMatch = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(process.env.MONGODB_URI ?? '');
if (!uriMatch) throw new Error('MONGODB_URI must look like mongodb://host:port[/db]');
export const DB_NAME = `ff_smoke_${process.pid}`;
export const SMOKE_DB_URI = `${uriMatch[1]}/${DB_NAME}${uriMatch[2] ?? ''}`;
export const secret = () => randomBytes(48).toString('base64url');
export const hex = (n) => randomBytes(n).toString('hex');
