import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createApp } from './bootstrap.js';
import { SCHEMA_FILE } from './common/graphql/graphql.config.js';
import { loadConfig } from './common/config/config.schema.js';

/**
 * `npm run schema`: writes the sorted `schema.graphql` at the repository root. The database need
 * not be reachable: the connection is lazy.
 */
const cfg = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  SEED_ON_START: 'false',
  GRAPHQL_WRITE_SCHEMA: 'true',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  MONGODB_URI: process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:1/schema',
});
const app = await createApp(cfg, { logger: ['error'] });
await app.close();
console.log(`Wrote ${SCHEMA_FILE}`);
process.exit(0);
