import 'reflect-metadata';
import { createApp } from '../bootstrap.js';
import { loadConfig } from '../common/config/config.schema.js';
import { withDevSecret } from '../common/config/dev-secret.js';
import { startEmbeddedMongo } from '../common/database/embedded-mongo.js';
import { SEED_REFUSED_IN_PRODUCTION, SeedService } from './seed.service.js';

/** `npm run seed`: applies the demo seed to MONGODB_URI (or the embedded database). Idempotent. Refused in production. */
if (process.env.NODE_ENV === 'production') {
  console.error(SEED_REFUSED_IN_PRODUCTION);
  process.exit(1);
}
let cfg = loadConfig(withDevSecret({ ...process.env, SEED_ON_START: 'false' }));
const embedded = cfg.MONGODB_URI ? null : await startEmbeddedMongo(cfg.EMBEDDED_MONGO_DIR);
if (embedded) cfg = { ...cfg, MONGODB_URI: embedded.uri };
const app = await createApp(cfg);
await app.get(SeedService).seed();
await app.close();
await embedded?.stop();
process.exit(0);
