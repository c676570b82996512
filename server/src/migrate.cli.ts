import 'reflect-metadata';
import mongoose from 'mongoose';
import { ConfigError, loadToolConfig } from './common/config/config.schema.js';
import { startEmbeddedMongo } from './common/database/embedded-mongo.js';
import { MIGRATIONS_DIR, Migrator } from './ops/migrations.js';

/**
 * `npm run migrate -- <status|up|down|create NAME>` against MONGODB_URI (or the embedded
 * database): lists, applies or reverts the data migrations in server/migrations, or writes a new one.
 * Exit status 1 on any failure, with the reason on stderr.
 */
async function main(): Promise<void> {
  const [command = 'status', ...rest] = process.argv.slice(2);
  if (command === 'create') {
    const path = await new Migrator(undefined as never, undefined as never).create(rest.join(' '));
    console.log(`Created ${path}`);
    return;
  }
  if (!['status', 'up', 'down'].includes(command)) throw new Error(`Unknown command "${command}": use status, up, down or create NAME`);
  const cfg = loadToolConfig({ ...process.env, SEED_ON_START: 'false' });
  const embedded = cfg.MONGODB_URI ? null : await startEmbeddedMongo(cfg.EMBEDDED_MONGO_DIR);
  const conn = await mongoose.createConnection(cfg.MONGODB_URI ?? embedded!.uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const migrator = new Migrator(conn.db!, conn.getClient());
    if (command === 'status') {
      const items = await migrator.status();
      if (!items.length) console.log(`No migrations in ${MIGRATIONS_DIR}`);
      for (const i of items) console.log(`${i.appliedAt ? i.appliedAt.toISOString() : 'PENDING                 '}  ${i.fileName}`);
    } else {
      const done = command === 'up' ? await migrator.up() : await migrator.down();
      console.log(done.length ? `${command === 'up' ? 'Applied' : 'Reverted'}: ${done.join(', ')}` : 'Nothing to do');
    }
  } finally {
    await conn.close();
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err instanceof ConfigError ? err.message : `Migration failed: ${err.message}`);
    process.exit(1);
  },
);
