import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';

/**
 * Starts the embedded MongoDB (mongodb-memory-server) used by `npm start` when `MONGODB_URI` is unset.
 * Data persists under `dir` (default `.data/mongo`). On first run it downloads a real mongod, which
 * needs access to MongoDB's download site; machines without it run FerretDB instead (README).
 * @returns the connection URI, database `freshfuel`, and a stop function.
 */
export async function startEmbeddedMongo(dir: string): Promise<{ uri: string; stop: () => Promise<void> }> {
  const dbPath = resolve(dir);
  mkdirSync(dbPath, { recursive: true });
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const server = await MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger' } });
  new Logger('Database').log(`Embedded MongoDB at ${server.getUri()} (data in ${dbPath})`);
  return { uri: server.getUri('freshfuel'), stop: async () => {
    await server.stop({ doCleanup: false });
  } };
}
