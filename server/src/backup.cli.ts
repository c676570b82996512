import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import mongoose from 'mongoose';
import { ConfigError, loadToolConfig } from './common/config/config.schema.js';
import { backupDatabase, defaultBackupDir, folderSize, pruneBackups } from './ops/backup.js';

/**
 * `scripts/backup [--out DIR] [--dir PARENT] [--keep-days N]`: dumps MONGODB_URI's
 * database (GridFS included) into a new folder, by default `PARENT/freshfuel-<db>-<UTC time>` with
 * PARENT = `BACKUP_DIR` or `./backups`, then deletes backups in PARENT older than N days (default
 * `BACKUP_RETENTION_DAYS`, else 14). Prints each collection's count. Exit status 1 on failure.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, dir: { type: 'string' }, 'keep-days': { type: 'string' } } });
  const cfg = loadToolConfig({ ...process.env, SEED_ON_START: 'false' });
  if (!cfg.MONGODB_URI) throw new Error('MONGODB_URI must name the database to back up');
  const parent = resolve(values.dir ?? process.env.BACKUP_DIR ?? 'backups');
  const keepDays = Number(values['keep-days'] ?? process.env.BACKUP_RETENTION_DAYS ?? 14);
  const conn = await mongoose.createConnection(cfg.MONGODB_URI, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const out = values.out ? resolve(values.out) : defaultBackupDir(parent, conn.db!.databaseName);
    const started = Date.now();
    const manifest = await backupDatabase(conn.db!, out);
    for (const c of manifest.collections) console.log(`${String(c.count).padStart(9)}  ${c.name}`);
    console.log(
      `Backed up ${manifest.collections.length} collections of ${manifest.database} to ${out} (${Math.round((await folderSize(out)) / 1024)} KiB, ${Date.now() - started} ms)`,
    );
    if (!values.out && keepDays > 0) {
      for (const dir of await pruneBackups(parent, `freshfuel-${conn.db!.databaseName}-`, keepDays))
        console.log(`Removed old backup ${dir}`);
    }
  } finally {
    await conn.close();
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err instanceof ConfigError ? err.message : `Backup failed: ${err.message}`);
    process.exit(1);
  },
);
