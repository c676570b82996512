import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import mongoose, { type mongo } from 'mongoose';

const { BSON } = mongoose.mongo;

/** Written as `manifest.json` in every backup folder. */
export interface BackupManifest {
  format: 'freshfuel-backup/1';
  database: string;
  /** When the dump started (ISO). Collections are read one after another, not as one snapshot. */
  createdAt: string;
  collections: { name: string; count: number }[];
}

/** `<name>.metadata.json`: what is needed to recreate the collection (mongodump's layout). */
interface CollectionMetadata {
  collectionName: string;
  type: 'collection';
  options: Record<string, unknown>;
  indexes: Record<string, unknown>[];
}

/** Documents inserted per `insertMany` on restore. */
const RESTORE_BATCH = 1000;

/**
 * Dumps every collection of `db` (GridFS buckets included: they are the `<bucket>.files` and
 * `<bucket>.chunks` collections) into `outDir`, in mongodump's directory layout: per collection a
 * gzip file of raw BSON documents (`<name>.bson.gz`, read from the driver as raw buffers, never
 * decoded, so every BSON type survives) and `<name>.metadata.json` with its options and indexes in
 * canonical Extended JSON; plus `manifest.json` with the document counts.
 * Views and `system.*` collections are skipped.
 * @throws when `outDir` exists and is not empty
 */
export async function backupDatabase(db: mongo.Db, outDir: string): Promise<BackupManifest> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length) throw new Error(`Backup folder ${outDir} is not empty`);
  const manifest: BackupManifest = {
    format: 'freshfuel-backup/1',
    database: db.databaseName,
    createdAt: new Date().toISOString(),
    collections: [],
  };
  const infos = (await db.listCollections({}, { nameOnly: false }).toArray())
    .filter((c) => c.type === 'collection' && !c.name.startsWith('system.'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const info of infos) {
    const collection = db.collection(info.name);
    let count = 0;
    const cursor = collection.find({}, { raw: true, batchSize: 1000 });
    async function* documents() {
      for await (const raw of cursor as unknown as AsyncIterable<Buffer>) {
        count += 1;
        yield raw;
      }
    }
    await pipeline(documents(), createGzip(), createWriteStream(join(outDir, `${info.name}.bson.gz`)));
    const { autoIndexId: _ignored, ...options } = (info as { options?: Record<string, unknown> }).options ?? {};
    const metadata: CollectionMetadata = { collectionName: info.name, type: 'collection', options, indexes: await collection.indexes() };
    await writeFile(join(outDir, `${info.name}.metadata.json`), BSON.EJSON.stringify(metadata, undefined, 2, { relaxed: false }));
    manifest.collections.push({ name: info.name, count });
  }
  await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Splits a stream of concatenated BSON documents (each starts with its int32 length) into documents. */
async function* bsonDocuments(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5) throw new Error('Corrupt backup: bad BSON document length');
      if (pending.length - offset < size) break;
      yield pending.subarray(offset, offset + size);
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length) throw new Error('Corrupt backup: truncated BSON document');
}

export interface RestoreOptions {
  /** Drop each collection of the backup that already exists in the target first. Default: refuse a non-empty target. */
  drop?: boolean;
}

/**
 * Restores a {@link backupDatabase} folder into `db`: recreates each collection with its options,
 * inserts its documents in batches (BSON values kept exactly: numbers are not re-typed), then
 * recreates its indexes (all but `_id_`) with the same names and options. Returns the counts restored.
 * @throws when the folder is not a backup, or when the target already holds one of its collections and `drop` is not set
 */
export async function restoreDatabase(db: mongo.Db, inDir: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(inDir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'freshfuel-backup/1')
    throw new Error(`${inDir} is not a FreshFuel backup (manifest format ${String(manifest.format)})`);
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  const clashes = manifest.collections.filter((c) => existing.has(c.name)).map((c) => c.name);
  if (clashes.length && !options.drop) {
    throw new Error(`Target database ${db.databaseName} already has ${clashes.join(', ')}: restore into an empty database, or pass --drop`);
  }
  const restored: BackupManifest = { ...manifest, collections: [] };
  for (const { name } of manifest.collections) {
    if (existing.has(name)) await db.collection(name).drop();
    const metadata = BSON.EJSON.parse(await readFile(join(inDir, `${name}.metadata.json`), 'utf8'), {
      relaxed: false,
    }) as CollectionMetadata;
    await db.createCollection(name, metadata.options);
    const collection = db.collection(name);
    let batch: mongo.Document[] = [];
    let count = 0;
    const flush = async () => {
      if (!batch.length) return;
      await collection.insertMany(batch, { ordered: true, checkKeys: false });
      count += batch.length;
      batch = [];
    };
    for await (const raw of bsonDocuments(createReadStream(join(inDir, `${name}.bson.gz`)).pipe(createGunzip()))) {
      batch.push(BSON.deserialize(raw, { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true }));
      if (batch.length >= RESTORE_BATCH) await flush();
    }
    await flush();
    const indexes = metadata.indexes
      .filter((i) => i.name !== '_id_')
      .map(({ v: _v, ns: _ns, ...spec }) => spec as unknown as mongo.IndexDescription);
    if (indexes.length) await collection.createIndexes(indexes);
    restored.collections.push({ name, count });
  }
  return restored;
}

/**
 * Retention for `scripts/backup`: deletes sibling backup folders (same parent, name starting with
 * `prefix`) whose manifest is older than `keepDays`. Returns the folders removed.
 */
export async function pruneBackups(parent: string, prefix: string, keepDays: number, now = new Date()): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(prefix)) continue;
    const dir = join(parent, entry.name);
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
      if (Date.parse(manifest.createdAt) < cutoff) {
        await rm(dir, { recursive: true, force: true });
        removed.push(dir);
      }
    } catch {
      // Not a finished backup (no manifest yet): left alone.
    }
  }
  return removed;
}

/** `backups/freshfuel-<db>-<yyyymmddThhmmssZ>` under `parent`. */
export function defaultBackupDir(parent: string, database: string, now = new Date()): string {
  return join(
    parent,
    `freshfuel-${database}-${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')}`,
  );
}

/** Total size in bytes of a backup folder (for the CLI's summary). */
export async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}
