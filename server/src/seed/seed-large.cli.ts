import 'reflect-metadata';
import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { createApp } from '../bootstrap.js';
import { Role } from '../common/auth/roles.decorator.js';
import { loadConfig } from '../common/config/config.schema.js';
import { withDevSecret } from '../common/config/dev-secret.js';
import { startEmbeddedMongo } from '../common/database/embedded-mongo.js';
import { hashPassword } from '../common/auth/passwords.js';
import { Order } from '../modules/orders/order.schema.js';
import { OrdersService } from '../modules/orders/orders.service.js';
import { PlansService } from '../modules/plans/plans.service.js';
import { CATEGORIES, utcMidnight, type Category } from '../modules/pricing/pricing.rules.js';
import { Subscription } from '../modules/subscriptions/subscription.schema.js';
import { PlanStatus, User } from '../modules/users/user.schema.js';
import { LARGE_EMAIL_DOMAIN, largeCustomers, largeOrder, largeSubscription, prng, type LargeOrder, type LargePlan } from './seed-large.js';
import { SeedService } from './seed.service.js';

/**
 * `npm run seed:large`: the demo seed, then 20,000 customers and 100,000 orders over
 * 12 months (and the subscriptions still running) in bulk inserts of 1,000, for the admin grid
 * benchmark (bench/admin-grid). Customers share one precomputed argon2 hash of DEMO_PASSWORD.
 * Sizes: LARGE_CUSTOMERS, LARGE_ORDERS. Refuses to run twice on the same database. Ends with the
 * order counters' backfill (the bulk insert bypasses fulfilment, which keeps them otherwise).
 *
 * A bulk loader, not app code: it writes the generated documents (shaped exactly as the schemas
 * store them) through the app's own models' collections, skipping per-document hydration, which
 * would cost minutes at this size.
 */
const BATCH = 1000;
const customersWanted = Number(process.env.LARGE_CUSTOMERS ?? 20_000);
const ordersWanted = Number(process.env.LARGE_ORDERS ?? 100_000);
const started = Date.now();
const log = (msg: string) => console.log(`[seed:large ${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

let cfg = loadConfig(withDevSecret({ ...process.env, SEED_ON_START: 'false' }));
const embedded = cfg.MONGODB_URI ? null : await startEmbeddedMongo(cfg.EMBEDDED_MONGO_DIR);
if (embedded) cfg = { ...cfg, MONGODB_URI: embedded.uri };
const app = await createApp(cfg, { logger: ['error', 'warn'] });

// Seeds write several collections through one helper; the documents are plain objects either way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function insertInBatches(model: Model<any>, docs: object[], label: string, size = BATCH): Promise<void> {
  for (let i = 0; i < docs.length; i += size) {
    await model.collection.insertMany(docs.slice(i, i + size), { ordered: false });
  }
  log(`${docs.length} ${label}`);
}

try {
  const users = app.get<Model<User>>(getModelToken(User.name));
  const orders = app.get<Model<Order>>(getModelToken(Order.name));
  const subscriptions = app.get<Model<Subscription>>(getModelToken(Subscription.name));
  await Promise.all([users.init(), orders.init(), subscriptions.init()]);
  await app.get(SeedService).seed();
  log('demo catalogue and accounts');

  if (await users.exists({ email: new RegExp(`@${LARGE_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`) })) {
    log(`already seeded (customers @${LARGE_EMAIL_DOMAIN} exist); drop the database to seed again`);
  } else {
    const now = new Date();
    const random = prng(20_250_101);
    const catalogue = await app.get(PlansService).adminPage({ page: 1, limit: 100 });
    const plans: LargePlan[] = catalogue.data
      .filter((p) => p.active)
      .map((p) => {
        const mealIds = Object.fromEntries(
          CATEGORIES.map((c) => [
            c,
            p.planMeals
              .filter((m) => m.active && m.category === c)
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((m) => new Types.ObjectId(m.id)),
          ]),
        ) as Record<Category, Types.ObjectId[]>;
        return { id: new Types.ObjectId(p.id), name: p.name, isTrial: p.isTrial, price: p.price, dailyPrices: p.dailyPrices, mealIds };
      });

    const customers = largeCustomers(customersWanted, now, random);
    const generated: (LargeOrder & { _id: Types.ObjectId })[] = [];
    for (let i = 0; i < ordersWanted; i++) generated.push({ _id: new Types.ObjectId(), ...largeOrder(i, customers, plans, now, random) });
    log(`generated ${customers.length} customers and ${generated.length} orders`);

    // A customer signs up before their first order; their newest paid order still running gets a subscription.
    const today = utcMidnight(now).getTime();
    const firstOrder = new Map<string, number>();
    const running = new Map<string, LargeOrder & { _id: Types.ObjectId }>();
    for (const o of generated) {
      const key = o.user.toString();
      firstOrder.set(key, Math.min(firstOrder.get(key) ?? Infinity, o.createdAt.getTime()));
      if (
        o.status === 'Paid' &&
        o.packageInfo.endDate.getTime() >= today &&
        (running.get(key)?.createdAt.getTime() ?? 0) < o.createdAt.getTime()
      )
        running.set(key, o);
    }
    const passwordHash = await hashPassword(cfg.DEMO_PASSWORD);
    const userDocs = customers.map((c) => {
      const first = firstOrder.get(c._id.toString());
      const createdAt = first === undefined ? c.createdAt : new Date(first - Math.floor(random() * 30 * 86_400_000));
      const planStatus = running.has(c._id.toString()) ? PlanStatus.Active : first === undefined ? PlanStatus.None : PlanStatus.Expired;
      return {
        ...c,
        createdAt,
        updatedAt: createdAt,
        role: Role.User,
        planStatus,
        emailVerified: true,
        active: true,
        passwordHash,
        tokenVersion: 0,
        __v: 0,
      };
    });
    await insertInBatches(users, userDocs, 'customers');
    await insertInBatches(
      orders,
      generated.map(({ counts: _c, days: _d, ...o }) => ({ ...o, __v: 0 })),
      'orders',
    );
    const planById = new Map(plans.map((p) => [p.id.toString(), p]));
    const subs = [...running.values()].map((o) => ({ ...largeSubscription(o, planById.get(o.plan.toString())!, now), __v: 0 }));
    await insertInBatches(subscriptions, subs, 'running subscriptions', 200);
    log(`order counters: ${await app.get(OrdersService).rebuildStats()} orders counted`);
  }
  log('done');
} finally {
  await app.close();
  await embedded?.stop();
}
process.exit(0);
