import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { backupDatabase, pruneBackups, restoreDatabase } from '../../src/ops/backup.js';
import { createUser } from '../factories/users.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Backup and restore: the seeded app's database, an account and a GridFS file are
 * dumped through the driver's BSON streams and restored onto an empty database, which then has the
 * same documents per collection, the same indexes and the same file, and an app on it logs the
 * account in.
 */

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { email role } } }`;
const IMAGE = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 251));

let source: TestApp;
let target: Connection;
let restoredApp: TestApp | undefined;
let folder: string;
let account: { email: string; password: string };
const restoredUri = uniqueDatabaseUri('backup_restored');

/** Counts per collection, sorted by name. */
async function countsOf(db: mongoose.mongo.Db): Promise<Record<string, number>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((n) => !n.startsWith('system.'))
    .sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await db.collection(n).countDocuments()] as const)));
}

/** Every index by collection: name, key and the options that matter. */
async function indexesOf(db: mongoose.mongo.Db): Promise<Record<string, unknown[]>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((n) => !n.startsWith('system.'))
    .sort();
  const out: Record<string, unknown[]> = {};
  for (const n of names) {
    out[n] = (await db.collection(n).indexes())
      .map((i) => ({
        name: i.name,
        key: i.key,
        unique: i.unique ?? false,
        sparse: i.sparse ?? false,
        expireAfterSeconds: i.expireAfterSeconds ?? null,
      }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  }
  return out;
}

beforeAll(async () => {
  source = await createTestApp();
  await seedDatabase(source);
  account = await createUser(source, { role: Role.User, password: 'Restore@2026!' });
  const bucket = new mongoose.mongo.GridFSBucket(source.connection.db!, { bucketName: 'uploads' });
  await new Promise<void>((resolve, reject) => {
    bucket
      .openUploadStream('meal-ab12cd.webp', { metadata: { contentType: 'image/webp' } })
      .on('finish', () => resolve())
      .on('error', reject)
      .end(IMAGE);
  });
  // Index builds run in the background from autoIndex: wait for them so the dump sees them all.
  await Promise.all(Object.values(source.connection.models).map((m) => m.init()));
  folder = await mkdtemp(join(tmpdir(), 'ff-backup-'));
  target = await mongoose.createConnection(restoredUri.uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  await target.dropDatabase();
}, 120_000);

afterAll(async () => {
  await restoredApp?.close();
  await target?.dropDatabase().catch(() => undefined);
  await target?.close();
  await source?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('restores onto an empty database with the same counts, indexes, GridFS file and a working login', async () => {
  const before = await countsOf(source.connection.db!);
  const manifest = await backupDatabase(source.connection.db!, join(folder, 'dump'));
  expect(Object.fromEntries(manifest.collections.map((c) => [c.name, c.count]))).toEqual(before);
  expect(before['uploads.files']).toBe(1);
  expect(before['uploads.chunks']).toBeGreaterThan(1);
  expect(before.users).toBeGreaterThan(1);

  const restored = await restoreDatabase(target.db!, join(folder, 'dump'));
  expect(restored.collections).toEqual(manifest.collections);
  expect(await countsOf(target.db!)).toEqual(before);
  // Compared before any app touches the restored database, so autoIndex cannot fill in a missing index.
  expect(await indexesOf(target.db!)).toEqual(await indexesOf(source.connection.db!));

  const copy = new mongoose.mongo.GridFSBucket(target.db!, { bucketName: 'uploads' });
  const chunks: Buffer[] = [];
  for await (const chunk of copy.openDownloadStreamByName('meal-ab12cd.webp')) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(IMAGE)).toBe(true);

  // Same documents, field by field (BSON types kept): the account as stored.
  const original = await source.connection.db!.collection('users').findOne({ email: account.email });
  expect(await target.db!.collection('users').findOne({ email: account.email })).toEqual(original);

  restoredApp = await createTestApp({ MONGODB_URI: restoredUri.uri });
  const login = await restoredApp.gql<{ login: { accessToken: string; user: { email: string; role: string } } }>(LOGIN, {
    input: { identifier: account.email, password: account.password },
  });
  expect(login.errors).toBeUndefined();
  expect(login.data!.login.user).toEqual({ email: account.email, role: 'User' });
  expect(login.data!.login.accessToken).toMatch(/^ey/);
}, 120_000);

it('refuses to restore over existing collections unless told to drop them', async () => {
  await expect(restoreDatabase(target.db!, join(folder, 'dump'))).rejects.toThrow(/already has .*users/);
  await target.db!.collection('users').deleteMany({});
  const again = await restoreDatabase(target.db!, join(folder, 'dump'), { drop: true });
  expect(again.collections.find((c) => c.name === 'users')!.count).toBeGreaterThan(1);
  expect(await target.db!.collection('users').countDocuments()).toBe(again.collections.find((c) => c.name === 'users')!.count);
}, 60_000);

it('prunes backups older than the retention period, never the newer or unfinished ones', async () => {
  const parent = join(folder, 'retention');
  const old = await backupDatabase(target.db!, join(parent, 'freshfuel-x-old'));
  expect(old.collections.length).toBeGreaterThan(0);
  await backupDatabase(target.db!, join(parent, 'freshfuel-x-new'));
  const tenDaysLater = new Date(Date.now() + 10 * 86_400_000);
  expect(await pruneBackups(parent, 'freshfuel-x-', 14, tenDaysLater)).toEqual([]);
  const twentyDaysLater = new Date(Date.now() + 20 * 86_400_000);
  expect((await pruneBackups(parent, 'freshfuel-x-', 14, twentyDaysLater)).sort()).toEqual([
    join(parent, 'freshfuel-x-new'),
    join(parent, 'freshfuel-x-old'),
  ]);
}, 60_000);
