import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';

/**
 * Starts the embedded MongoDB (mongodb-memory-server) used by `npm start` when `MONGODB_URI` is unset.
 * Data persists under `dir` (default `.data/mongo`). On first run it downloads a real mongod, which
 * needs access to MongoDB's download site; machines without it run FerretDB instead (README).
 * @returns the connection URI, database `freshfuel`, and a stop function.
 */
/** The embedded MongoDB could not start (typically: mongod cannot be downloaded on this machine). */
export class EmbeddedMongoError extends Error {}

/**
 * Starts the embedded MongoDB (see below), or fails with one line naming what failed and the two ways
 * on: point `MONGODB_URI` at a server, or start FerretDB with `scripts/services.sh start`.
 * @throws EmbeddedMongoError
 */
export async function startEmbeddedMongoOrExplain(dir: string): Promise<{ uri: string; stop: () => Promise<void> }> {
  // mongodb-memory-server prints the whole download error with console.warn before rethrowing it;
  // the one line below says the same, so its output is held back while it starts.
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return await startEmbeddedMongo(dir);
  } catch (err) {
    const detail = (err as { msg?: unknown }).msg;
    const reason =
      typeof detail === 'string'
        ? `mongod download failed: ${detail}`
        : (err instanceof Error ? err.message : String(err)).split('\n')[0]?.trim();
    throw new EmbeddedMongoError(
      `Embedded MongoDB could not start (${reason || 'mongod unavailable'}): set MONGODB_URI to a MongoDB server, ` +
        'or run `eval "$(bash scripts/services.sh start)"` to start FerretDB, then npm start again.',
    );
  } finally {
    console.warn = warn;
  }
}

export async function startEmbeddedMongo(dir: string): Promise<{ uri: string; stop: () => Promise<void> }> {
  const dbPath = resolve(dir);
  mkdirSync(dbPath, { recursive: true });
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const server = await MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger' } });
  new Logger('Database').log(`Embedded MongoDB at ${server.getUri()} (data in ${dbPath})`);
  return {
    uri: server.getUri('freshfuel'),
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}
