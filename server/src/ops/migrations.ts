import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import migrateMongo from 'migrate-mongo';
import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/object-id.js';

/** `server/migrations` (from `src/ops` or `dist/ops`). */
export const MIGRATIONS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../migrations');
/** Applied migrations: one document per file name (migrate-mongo's changelog). */
export const CHANGELOG_COLLECTION = 'migrations_changelog';
/** The run lock: at most one document, `_id: 'migrate'`. */
export const LOCK_COLLECTION = 'migrations_lock';
const LOCK_ID = 'migrate';

export interface MigrationStatus {
  fileName: string;
  /** When it was applied, or null while pending. */
  appliedAt: Date | null;
}

export interface MigratorOptions {
  /** Folder of `<timestamp>-<name>.cjs` files exporting `up(db, client)` and `down(db, client)`. */
  migrationsDir?: string;
  /** A lock older than this is taken over (its holder is presumed dead); refreshed while running. Seconds. */
  lockTtlSeconds?: number;
  /** How long `up`/`down` wait for another runner's lock before giving up. Milliseconds. */
  lockWaitMs?: number;
}

/** Thrown when the lock could not be taken within `lockWaitMs`. */
export class MigrationLockedError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Versioned data migrations with migrate-mongo: `up`/`down` scripts in
 * `server/migrations`, applied in file-name order and recorded in {@link CHANGELOG_COLLECTION}.
 *
 * migrate-mongo's own lock is a find-then-insert, which two instances starting together can both pass,
 * so it is switched off and every `up`/`down` runs under an atomic lock instead: one insert of a
 * fixed `_id` (the unique `_id` index lets exactly one instance win), taken over only once expired,
 * refreshed while migrations run. The loser waits, then finds nothing pending. Several instances
 * starting with MIGRATE_ON_START therefore apply each migration exactly once.
 */
export class Migrator {
  private readonly dir: string;
  private readonly ttlMs: number;
  private readonly waitMs: number;

  constructor(
    private readonly db: mongo.Db,
    private readonly client: mongo.MongoClient,
    options: MigratorOptions = {},
  ) {
    this.dir = options.migrationsDir ?? MIGRATIONS_DIR;
    this.ttlMs = (options.lockTtlSeconds ?? 300) * 1000;
    this.waitMs = options.lockWaitMs ?? 120_000;
  }

  /** Every migration file with its state, in order. */
  async status(): Promise<MigrationStatus[]> {
    this.configure();
    const items = await migrateMongo.status(this.db);
    return items.map((i) => ({ fileName: i.fileName, appliedAt: i.appliedAt === 'PENDING' ? null : new Date(i.appliedAt) }));
  }

  /** Applies every pending migration, under the lock. Returns the file names applied now. @throws MigrationLockedError */
  up(): Promise<string[]> {
    return this.locked(() => migrateMongo.up(this.db, this.client));
  }

  /** Reverts the last applied migration, under the lock. Returns its file name (empty when none). @throws MigrationLockedError */
  down(): Promise<string[]> {
    return this.locked(() => migrateMongo.down(this.db, this.client));
  }

  /** Writes `<UTC timestamp>-<name>.cjs` from the template into the migrations folder; returns its path. */
  async create(name: string): Promise<string> {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    if (!slug) throw new Error('Give the migration a name, e.g. `npm run migrate -- create move-uploads-to-gridfs`');
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const path = join(this.dir, `${stamp}-${slug}.cjs`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(path, MIGRATION_TEMPLATE, { flag: 'wx' });
    return path;
  }

  private configure(): void {
    migrateMongo.config.set({
      mongodb: { url: 'mongodb://unused', databaseName: this.db.databaseName },
      migrationsDir: this.dir,
      changelogCollectionName: CHANGELOG_COLLECTION,
      // Off: see the class comment; `locked()` holds the atomic lock instead.
      lockCollectionName: `${LOCK_COLLECTION}_unused`,
      lockTtl: 0,
      migrationFileExtension: '.cjs',
      useFileHash: false,
      moduleSystem: 'commonjs',
    });
  }

  private async locked<T>(run: () => Promise<T>): Promise<T> {
    this.configure();
    const owner = randomUUID();
    const locks = this.db.collection<{ _id: string; owner: string; acquiredAt: Date; expiresAt: Date }>(LOCK_COLLECTION);
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const now = new Date();
      const expiresAt = new Date(now.getTime() + this.ttlMs);
      try {
        await locks.insertOne({ _id: LOCK_ID, owner, acquiredAt: now, expiresAt });
        break;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      const stale = await locks.findOneAndUpdate(
        { _id: LOCK_ID, expiresAt: { $lt: now } },
        { $set: { owner, acquiredAt: now, expiresAt } },
      );
      if (stale) break;
      if (Date.now() > deadline)
        throw new MigrationLockedError(
          `Another instance is running migrations (lock in ${LOCK_COLLECTION}); gave up after ${this.waitMs} ms`,
        );
      await sleep(500);
    }
    const heartbeat = setInterval(
      () => {
        void locks.updateOne({ _id: LOCK_ID, owner }, { $set: { expiresAt: new Date(Date.now() + this.ttlMs) } }).catch(() => undefined);
      },
      Math.max(1000, this.ttlMs / 3),
    );
    heartbeat.unref();
    try {
      return await run();
    } finally {
      clearInterval(heartbeat);
      await locks.deleteOne({ _id: LOCK_ID, owner });
    }
  }
}

/**
 * MIGRATE_ON_START: applies pending migrations on the app's own connection before it starts listening.
 * Safe with many instances starting at once (see {@link Migrator}); a failure stops the start.
 */
export async function migrateOnStart(app: INestApplication): Promise<string[]> {
  const connection = app.get<Connection>(getConnectionToken());
  await connection.asPromise();
  const applied = await new Migrator(connection.db!, connection.getClient()).up();
  new Logger('Migrations').log(applied.length ? `Applied ${applied.join(', ')}` : 'Up to date');
  return applied;
}

const MIGRATION_TEMPLATE = `// A data migration (docs/operations.md "Data migrations"). Runs once per database, in file-name
// order, under the migration lock. Keep each step idempotent: a crash half-way is resumed by running
// \`up\` again (no multi-document transactions on DocumentDB), and \`down\` undoes \`up\`.

/** @param {import('mongodb').Db} db @param {import('mongodb').MongoClient} client */
async function up(db, client) {
  // await db.collection('plans').updateMany({ tags: { $exists: false } }, { $set: { tags: [] } });
}

/** @param {import('mongodb').Db} db @param {import('mongodb').MongoClient} client */
async function down(db, client) {
  // await db.collection('plans').updateMany({}, { $unset: { tags: '' } });
}

module.exports = { up, down };
`;
