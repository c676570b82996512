import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp } from '../../bootstrap.js';
import { loadToolConfig } from '../../common/config/config.schema.js';
import { startEmbeddedMongo } from '../../common/database/embedded-mongo.js';
import { GridFsStorage } from './gridfs.storage.js';
import { moveLocalUploads } from './move-local-uploads.js';

/**
 * `npm run uploads:migrate [-- <folder>]`: copies the images of the pre-GridFS uploads folder
 * (argument, else `UPLOADS_DIR`, default `uploads` under the server's working directory) into the
 * GridFS bucket of MONGODB_URI (or the embedded database). Idempotent; prints what it did.
 */
let cfg = loadToolConfig({ ...process.env, SEED_ON_START: 'false' });
const embedded = cfg.MONGODB_URI ? null : await startEmbeddedMongo(cfg.EMBEDDED_MONGO_DIR);
if (embedded) cfg = { ...cfg, MONGODB_URI: embedded.uri };
const dir = resolve(process.argv[2] ?? cfg.UPLOADS_DIR);
const app = await createApp(cfg, { logger: ['error', 'warn'] });
const report = await moveLocalUploads(app.get(GridFsStorage), dir);
console.log(
  `uploads:migrate ${dir}: ${report.moved} moved, ${report.present} already in GridFS, ${report.skipped.length} skipped${report.skipped.length ? ` (${report.skipped.join(', ')})` : ''}`,
);
await app.close();
await embedded?.stop();
process.exit(0);
