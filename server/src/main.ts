import 'reflect-metadata';
import { createApp, logger, serve } from './bootstrap.js';
import { ConfigError, loadConfig, type AppConfig } from './common/config/config.schema.js';
import { withDevSecret } from './common/config/dev-secret.js';
import { EmbeddedMongoError, startEmbeddedMongoOrExplain } from './common/database/embedded-mongo.js';
import { migrateOnStart } from './ops/migrations.js';
import { SeedService } from './seed/seed.service.js';
import { SEED_USERS } from './seed/seed.data.js';

/** Starts the whole app on one port: GraphQL, REST under /api and the built client. */
async function main() {
  let cfg: AppConfig;
  try {
    cfg = loadConfig(withDevSecret(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!cfg.MONGODB_URI) {
    const embedded = await startEmbeddedMongoOrExplain(cfg.EMBEDDED_MONGO_DIR).catch((err: unknown) => {
      if (!(err instanceof EmbeddedMongoError)) throw err;
      console.error(err.message);
      process.exit(1);
    });
    cfg = { ...cfg, MONGODB_URI: embedded.uri };
    process.once('beforeExit', () => void embedded.stop());
  }
  const app = await createApp(cfg);
  if (cfg.MIGRATE_ON_START) await migrateOnStart(app);
  if (cfg.SEED_ON_START) {
    await app
      .get(SeedService)
      .seedIfEmpty()
      .catch((err: Error) => logger.warn(`Seed skipped: ${err.message}`));
  }
  await serve(app, cfg);
  logger.log(
    `FreshFuel listening on ${cfg.HOST}:${cfg.PORT}, public URL ${cfg.PUBLIC_URL} (GraphQL /graphql, REST /api${cfg.API_DOCS ? ', docs /api/docs' : ''})`,
  );
  if (cfg.NODE_ENV !== 'production') {
    logger.log(`Demo accounts (password ${cfg.DEMO_PASSWORD}): ${SEED_USERS.map((u) => `${u.email} [${u.role}]`).join(', ')}`);
  }
}

void main();
