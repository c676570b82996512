import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { CHANGELOG_COLLECTION, LOCK_COLLECTION, MIGRATIONS_DIR, MigrationLockedError, Migrator } from '../../src/ops/migrations.js';
import { ensureBuiltServer, SERVER_DIR } from '../setup/built-server.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';

/**
 * Data migrations: migrate-mongo scripts applied in order, recorded, reverted by `down`,
 * and never run twice when several instances migrate at the same moment (the atomic lock).
 */

const FIXTURES = join(SERVER_DIR, 'test/fixtures/migrations');
const { uri } = uniqueDatabaseUri('migrations');
let conn: Connection;

const migrator = (options: ConstructorParameters<typeof Migrator>[2] = {}) =>
  new Migrator(conn.db!, conn.getClient(), { migrationsDir: FIXTURES, ...options });

beforeAll(async () => {
  conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  await conn.dropDatabase();
});

afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
});

it('lists both fixture migrations as pending on a new database', async () => {
  expect(await migrator().status()).toEqual([
    { fileName: '20260101000000-count-runs.cjs', appliedAt: null },
    { fileName: '20260102000000-widget-sku-index.cjs', appliedAt: null },
  ]);
});

it('five instances migrating at once apply each migration exactly once', async () => {
  const results = await Promise.all(Array.from({ length: 5 }, () => migrator().up()));
  expect(results.flat().sort()).toEqual(['20260101000000-count-runs.cjs', '20260102000000-widget-sku-index.cjs']);
  expect(await conn.db!.collection('migration_probe').findOne({ _id: 'runs' as never })).toEqual({ _id: 'runs', n: 1 });
  expect(await conn.db!.collection(CHANGELOG_COLLECTION).countDocuments()).toBe(2);
  expect((await conn.db!.collection('widgets').indexes()).map((i) => i.name)).toContain('sku_1');
  expect(await conn.db!.collection(LOCK_COLLECTION).countDocuments()).toBe(0);
  expect((await migrator().status()).every((s) => s.appliedAt instanceof Date)).toBe(true);
});

it('down reverts the last migration only; up applies it again', async () => {
  expect(await migrator().down()).toEqual(['20260102000000-widget-sku-index.cjs']);
  expect((await conn.db!.collection('widgets').indexes()).map((i) => i.name)).not.toContain('sku_1');
  expect((await migrator().status()).map((s) => s.appliedAt === null)).toEqual([false, true]);
  expect(await migrator().up()).toEqual(['20260102000000-widget-sku-index.cjs']);
  expect(await migrator().up()).toEqual([]);
});

it('waits for a live lock and gives up with MigrationLockedError; takes over an expired one', async () => {
  const locks = conn.db!.collection<{ _id: string; owner: string; expiresAt: Date }>(LOCK_COLLECTION);
  await locks.insertOne({ _id: 'migrate', owner: 'another-instance', expiresAt: new Date(Date.now() + 60_000) });
  await expect(migrator({ lockWaitMs: 800 }).up()).rejects.toBeInstanceOf(MigrationLockedError);
  expect(await locks.countDocuments()).toBe(1);

  await locks.updateOne({ _id: 'migrate' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  expect(await migrator({ lockWaitMs: 800 }).up()).toEqual([]);
  expect(await locks.countDocuments()).toBe(0);
});

it('reads the real server/migrations folder', async () => {
  expect(MIGRATIONS_DIR).toBe(join(SERVER_DIR, 'migrations'));
  const real = await new Migrator(conn.db!, conn.getClient()).status();
  expect(Array.isArray(real)).toBe(true);
  for (const item of real) expect(item.fileName).toMatch(/^\d{14}-[a-z0-9-]+\.cjs$/);
});

it('the real migrations move the pre-GridFS uploads folder into GridFS, once', async () => {
  ensureBuiltServer();
  const dir = await mkdtemp(join(tmpdir(), 'ff-uploads-'));
  const previous = process.env.UPLOADS_DIR;
  process.env.UPLOADS_DIR = dir;
  try {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await writeFile(join(dir, '0f8fad5b-d9cb-469f-a165-70867728950e-q80.webp'), bytes);
    await writeFile(join(dir, 'notes.txt'), 'not an image');
    const real = new Migrator(conn.db!, conn.getClient());
    const applied = await real.up();
    expect(applied).toContain('20261124040000-move-uploads-to-gridfs.cjs');
    const files = await conn.db!.collection('uploads.files').find().toArray();
    expect(files.map((f) => f.filename)).toEqual(['0f8fad5b-d9cb-469f-a165-70867728950e-q80.webp']);
    expect(await real.up()).toEqual([]);
    expect(await conn.db!.collection('uploads.files').countDocuments()).toBe(1);
  } finally {
    if (previous === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previous;
    await rm(dir, { recursive: true, force: true });
  }
}, 300_000);
