import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import mongoose from 'mongoose';
import { ConfigError, loadToolConfig } from './common/config/config.schema.js';
import { restoreDatabase } from './ops/backup.js';

/**
 * `scripts/restore DIR [--drop]`: restores a backup folder made by scripts/backup into
 * MONGODB_URI's database: documents, GridFS files and indexes. Refuses a database that already holds
 * one of the backup's collections unless `--drop` (which replaces those collections). Prints counts.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { drop: { type: 'boolean', default: false } } });
  const dir = positionals[0];
  if (!dir) throw new Error('Usage: scripts/restore <backup folder> [--drop]');
  const cfg = loadToolConfig({ ...process.env, SEED_ON_START: 'false' });
  if (!cfg.MONGODB_URI) throw new Error('MONGODB_URI must name the database to restore into');
  const conn = await mongoose.createConnection(cfg.MONGODB_URI, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const started = Date.now();
    const manifest = await restoreDatabase(conn.db!, resolve(dir), { drop: values.drop });
    for (const c of manifest.collections) console.log(`${String(c.count).padStart(9)}  ${c.name}`);
    console.log(`Restored ${manifest.collections.length} collections into ${conn.db!.databaseName} (${Date.now() - started} ms)`);
  } finally {
    await conn.close();
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err instanceof ConfigError ? err.message : `Restore failed: ${err.message}`);
    process.exit(1);
  },
);
