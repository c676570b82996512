import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import mongoose, { type Connection } from 'mongoose';
import { backupDatabase, restoreDatabase } from '../../src/ops/backup.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';

/**
 * The off-site round trip of the compose backup service, with its real script
 * (ops/backup/backup-loop.sh) and real restic: a dump of a test database goes through `backup_once`
 * (local copy, restic backup into a repository, retention, backup.prom), comes back with
 * `restic restore`, and is restored into a new database with the same documents and GridFS file.
 *
 * Here the dump is the project's own (src/ops/backup.ts, as `scripts/backup` makes it) in place of
 * mongodump, which these machines cannot install; the repository is a local folder in place of an S3
 * bucket, which they cannot reach. restic treats both backends alike above the storage layer.
 * Needs restic on the PATH (scripts/install-ops-tools.sh; CI installs it).
 */

const run = promisify(execFile);
const ROOT = resolve(process.cwd().endsWith('server') ? join(process.cwd(), '..') : process.cwd());
const SCRIPT = join(ROOT, 'ops/backup/backup-loop.sh');
const FILE = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 253));

let work: string;
let staged: string;
let source: Connection;
let target: Connection;
const sourceUri = uniqueDatabaseUri('offsite_src');
const targetUri = uniqueDatabaseUri('offsite_restored');

/** The environment of the backup service, pointed at folders of this test. */
function serviceEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: work,
    BACKUP_DIR: join(work, 'backups'),
    BACKUP_METRICS_DIR: join(work, 'metrics'),
    BACKUP_INTERVAL_SECONDS: '86400',
    RESTIC_REPOSITORY: join(work, 'repository'),
    RESTIC_PASSWORD: 'correct horse battery staple',
    RESTIC_CACHE_DIR: join(work, 'restic-cache'),
    ...extra,
  };
}

/**
 * One run of the backup service's `backup_once` with its dump step replaced by a copy of the dump
 * made in beforeAll. Resolves with the exit status and what it printed.
 */
async function backupOnce(env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const script = `source "${SCRIPT}" && dump() { cp -R "$STAGED" "$1"; } && backup_once`;
  try {
    const { stdout, stderr } = await run('bash', ['-c', script], { env: { ...env, STAGED: staged } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function restic(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  return (await run('restic', args, { env })).stdout;
}

/** The metrics of backup.prom as name (with labels) -> value. */
async function backupMetrics(): Promise<Record<string, number>> {
  const text = await readFile(join(work, 'metrics', 'backup.prom'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => [l.split(' ')[0]!, Number(l.split(' ')[1])]),
  );
}

async function countsOf(db: mongoose.mongo.Db): Promise<Record<string, number>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await db.collection(n).countDocuments()] as const)));
}

beforeAll(async () => {
  await run('restic', ['version']).catch(() => {
    throw new Error('restic is not installed: run `bash scripts/install-ops-tools.sh` (as root) or `apt-get install restic`');
  });
  work = await mkdtemp(join(tmpdir(), 'ff-offsite-'));
  await mkdir(join(work, 'backups'));
  await mkdir(join(work, 'metrics'));
  source = await mongoose.createConnection(sourceUri.uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  target = await mongoose.createConnection(targetUri.uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  await Promise.all([source.dropDatabase(), target.dropDatabase()]);
  const db = source.db!;
  await db.collection('customers').insertMany(Array.from({ length: 120 }, (_, i) => ({ email: `c${i}@example.com`, n: i })));
  await db
    .collection('orders')
    .insertMany(Array.from({ length: 300 }, (_, i) => ({ number: i, totalFils: i * 105, at: new Date(i * 1000) })));
  await db.collection('orders').createIndexes([{ key: { number: 1 }, name: 'number_1', unique: true }]);
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'uploads' });
  await new Promise<void>((done, fail) => {
    bucket.openUploadStream('meal.webp').on('finish', done).on('error', fail).end(FILE);
  });
  staged = join(work, 'staged-dump');
  await backupDatabase(db, staged);
}, 60_000);

afterAll(async () => {
  await source?.dropDatabase().catch(() => undefined);
  await target?.dropDatabase().catch(() => undefined);
  await source?.close();
  await target?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

it('sends each dump to the restic repository, keeps one snapshot a day (RESTIC_PRUNE_ON_HOST), and restores the same data into a new database', async () => {
  const env = serviceEnv({ RESTIC_PRUNE_ON_HOST: 'true' });
  const first = await backupOnce(env);
  expect(first).toMatchObject({ code: 0 });
  expect(first.stdout).toContain('creating it'); // the repository is made on first use
  expect(first.stdout).toMatch(/off-site ok: freshfuel-\d{8}T\d{6}Z\.archive\.gz/);
  // The next run (a second later: the names are per second) forgets the first snapshot of the same day.
  await new Promise((r) => setTimeout(r, 1100));
  const second = await backupOnce(env);
  expect(second.code).toBe(0);
  expect(second.stdout).not.toContain('creating it');

  const snapshots = JSON.parse(await restic(env, 'snapshots', '--json')) as { hostname: string; tags: string[]; paths: string[] }[];
  expect(snapshots).toHaveLength(1);
  expect(snapshots[0]).toMatchObject({ hostname: 'freshfuel', tags: ['freshfuel-db'] });
  const local = (await readdir(join(work, 'backups'))).filter((n) => n.startsWith('freshfuel-')).sort();
  expect(local).toHaveLength(2); // both stay on the host until BACKUP_RETENTION_DAYS

  const metrics = await backupMetrics();
  const now = Date.now() / 1000;
  expect(metrics).toMatchObject({
    freshfuel_backup_last_run_success: 1,
    freshfuel_backup_offsite_enabled: 1,
    freshfuel_backup_interval_seconds: 86400,
  });
  expect(now - metrics.freshfuel_backup_last_success_timestamp_seconds!).toBeLessThan(60);
  expect(now - metrics.freshfuel_backup_offsite_last_success_timestamp_seconds!).toBeLessThan(60);

  // The restore drill of docs/operations.md, from the repository alone.
  const restored = join(work, 'restored');
  await restic(env, 'restore', 'latest', '--host', 'freshfuel', '--tag', 'freshfuel-db', '--target', restored);
  expect(await readdir(restored)).toEqual([local[1]]); // the newest dump, under its own name at the top
  await restoreDatabase(target.db!, join(restored, local[1]!));

  expect(await countsOf(target.db!)).toEqual(await countsOf(source.db!));
  expect(await countsOf(target.db!)).toMatchObject({ customers: 120, orders: 300, 'uploads.files': 1 });
  const file = await new mongoose.mongo.GridFSBucket(target.db!, { bucketName: 'uploads' }).openDownloadStreamByName('meal.webp').toArray();
  expect(Buffer.concat(file).equals(FILE)).toBe(true);
  const numberIndex = (await target.db!.collection('orders').indexes()).find((i) => i.name === 'number_1');
  expect(numberIndex).toMatchObject({ unique: true });
}, 60_000);

it('by default only adds snapshots, so that append-only credentials suffice (the retention runs elsewhere)', async () => {
  const before = JSON.parse(await restic(serviceEnv(), 'snapshots', '--json')) as unknown[];
  const run = await backupOnce(serviceEnv());
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('retention: run elsewhere');
  const after = JSON.parse(await restic(serviceEnv(), 'snapshots', '--json')) as unknown[];
  expect(after).toHaveLength(before.length + 1);
}, 60_000);

it('keeps the local dump and reports the failure when the repository cannot be used (wrong password)', async () => {
  const result = await backupOnce(serviceEnv({ RESTIC_PASSWORD: 'not the password' }));
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/off-site FAILED: freshfuel-\S+ is only on this host/);
  expect(result.stderr).toMatch(/wrong password/);
  expect(result.stdout).not.toContain('creating it'); // an existing repository is never re-created
  expect(result.stdout).toMatch(/backup ok: freshfuel-/);
  expect(await backupMetrics()).toMatchObject({ freshfuel_backup_last_run_success: 0, freshfuel_backup_offsite_enabled: 1 });
}, 60_000);

it('warns at every run while RESTIC_REPOSITORY is empty, and says so in its metrics', async () => {
  const result = await backupOnce(serviceEnv({ RESTIC_REPOSITORY: '' }));
  expect(result.code).toBe(0);
  expect(result.stderr).toContain('WARNING off-site copy disabled: RESTIC_REPOSITORY is empty');
  const metrics = await backupMetrics();
  expect(metrics).toMatchObject({ freshfuel_backup_last_run_success: 1, freshfuel_backup_offsite_enabled: 0 });
  expect(metrics).not.toHaveProperty('freshfuel_backup_offsite_last_success_timestamp_seconds');
}, 60_000);

it('refuses to run without RESTIC_REPOSITORY unless OFFSITE_BACKUP_DISABLED=true says so', async () => {
  const loop = (env: NodeJS.ProcessEnv) =>
    run('bash', ['-c', `source "${SCRIPT}" && dump() { cp -R "$STAGED" "$1"; } && main --once`], { env: { ...env, STAGED: staged } }).then(
      (r) => ({ code: 0, ...r }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
  const refused = await loop(serviceEnv({ RESTIC_REPOSITORY: '' }));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('refusing to run: set RESTIC_REPOSITORY');
  const optedOut = await loop(serviceEnv({ RESTIC_REPOSITORY: '', OFFSITE_BACKUP_DISABLED: 'true' }));
  expect(optedOut.code).toBe(0);
  expect(optedOut.stderr).toContain('WARNING off-site copy disabled');
}, 60_000);
