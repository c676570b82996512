import 'reflect-metadata';
import { createApp } from '../bootstrap.js';
import { loadToolConfig } from '../common/config/config.schema.js';
import { OrdersService } from '../modules/orders/orders.service.js';

/**
 * `npm run stats:rebuild` (in server/): rebuilds the daily order counters from the orders on
 * `MONGODB_URI` (the one-off backfill for data from before the counters, or after a bulk import).
 * Run it while no payment is being fulfilled. Prints the orders counted and the time taken.
 */
const started = Date.now();
const cfg = loadToolConfig({ ...process.env, SEED_ON_START: 'false' });
if (!cfg.MONGODB_URI) {
  console.error('MONGODB_URI must name the database whose counters to rebuild');
  process.exit(1);
}
const app = await createApp(cfg, { logger: ['error', 'warn'] });
try {
  const n = await app.get(OrdersService).rebuildStats();
  console.log(`order counters rebuilt from ${n} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await app.close();
}
process.exit(0);
