import mongoose from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { dateInDays, planIdsByName, postWebhook, STRIPE_TEST_ENV, succeededEvent, uniqueStripeId } from '../factories/payments.js';
import { loginAs, userModel } from '../factories/users.js';
import { uniqueDatabaseUri } from '../setup/mongo-uri.js';
import { proxiedDatabaseUri, startTestDatabaseProxy, type TcpProxy } from '../setup/tcp-proxy.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * The database drops in the middle of a request (a TCP proxy between the app and the database cuts
 * every connection when the app sends a chosen command). Without multi-document transactions,
 * fulfilment writes order -> subscription -> plan status -> checkout in that order, each keyed by a
 * unique index, and answers 5xx when a step fails, so Stripe's redelivery completes what was started
 * and nothing stays half-written or doubled.
 */

const START = `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }`;
const ME = `{ me { planStatus } }`;

/** Polls `read` until it returns `want` (the driver reconnects within seconds after a cut). */
async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await read().catch(() => undefined);
    if (last === want) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(last).toBe(want);
}

let proxy: TcpProxy;
let t: TestApp;
let database: string;

beforeAll(async () => {
  proxy = await startTestDatabaseProxy();
  database = uniqueDatabaseUri('outage').database;
  t = await createTestApp({ ...STRIPE_TEST_ENV, MONGODB_URI: proxiedDatabaseUri(proxy, database) });
  await seedDatabase(t);
});

afterAll(async () => {
  proxy?.restore();
  if (t) {
    await t.connection.dropDatabase().catch(() => undefined);
    await t.close();
  }
  await proxy?.close();
});

it('a webhook cut off after the order is written answers 5xx; the redelivery completes one order, one subscription, Active', async () => {
  const buyer = await loginAs(t, Role.User);
  const plans = await planIdsByName(t);
  const started = await t.gql<{ startCheckout: { id: string; quote: { total: number } } }>(
    START,
    {
      input: {
        planId: plans['Balanced'],
        duration: '1 Month',
        meals: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
        startDate: dateInDays(5),
      },
    },
    buyer.token,
  );
  const { id: checkoutId, quote } = started.data!.startCheckout;
  const intent = { id: uniqueStripeId('pi'), amount: quote.total, metadata: { userId: buyer.id, checkoutId, total: String(quote.total) } };
  const payload = succeededEvent(intent);

  // The order is written; the first command on `subscriptions` never reaches the database.
  const cut = proxy.cutOn('subscriptions');
  const first = await postWebhook(t, payload);
  await cut;
  expect(first.status).toBeGreaterThanOrEqual(500);
  proxy.restore();

  const orders = () => t.connection.collection('orders');
  // What the cut left: the order, no subscription yet, plan status not Active (a retry is owed).
  await eventually(() => orders().countDocuments({ paymentIntentId: intent.id }), 1);
  const order = await orders().findOne({ paymentIntentId: intent.id });
  expect(await t.connection.collection('subscriptions').countDocuments({ order: order!._id })).toBe(0);

  // Stripe redelivers the same event: everything after the order is completed, nothing doubled.
  const again = await postWebhook(t, payload);
  expect(again.status).toBe(200);
  expect(await orders().countDocuments({ paymentIntentId: intent.id })).toBe(1);
  expect(await t.connection.collection('subscriptions').countDocuments({ order: order!._id })).toBe(1);
  expect((await userModel(t).findById(buyer.id).lean().exec())!.planStatus).toBe('Active');
  expect((await t.connection.collection('checkouts').findOne({ _id: new mongoose.Types.ObjectId(checkoutId) }))!.status).toBe('Paid');
  const me = await t.gql<{ me: { planStatus: string } }>(ME, {}, buyer.token);
  expect(me.data!.me.planStatus).toBe('Active');
});

it('while the database is unreachable, writes answer SERVICE_UNAVAILABLE (503) and nothing is stored', async () => {
  const before = await t.connection.collection('newsletters').countDocuments();
  proxy.cut();
  const res = await t.http.post('/api/newsletters/').send({ email: `outage.${process.pid}@example.com` });
  expect(res.status).toBe(503);
  expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
  const gql = await t.gql(`mutation N($email: String!) { subscribeNewsletter(email: $email) { message } }`, {
    email: `outage2.${process.pid}@example.com`,
  });
  expect(errorCode(gql)).toBe('SERVICE_UNAVAILABLE');
  proxy.restore();
  await eventually(() => t.connection.collection('newsletters').countDocuments(), before);
});
