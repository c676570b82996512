import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { Clock } from '../../src/common/clock.js';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { OrderStatsRepository } from '../../src/modules/orders/order-stats.repository.js';
import { COUNT_CHECK_MAX_AGE_MS } from '../../src/modules/orders/orders.repository.js';
import { OrdersService } from '../../src/modules/orders/orders.service.js';
import { OrderStatus } from '../../src/modules/orders/order.schema.js';
import { OrderType } from '../../src/modules/pricing/pricing.rules.js';
import { insertOrder, orderModel } from '../factories/admin.js';
import { buyPaidSubscription } from '../factories/paid-subscription.js';
import { planIdsByName, postWebhook, STRIPE_TEST_ENV, succeededEvent, uniqueStripeId } from '../factories/payments.js';
import { createUser, loginAs } from '../factories/users.js';
import { createTestApp, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * The daily order counters: fulfilment counts an order once however often it runs, the analytics cards
 * and the orders grid's default-order pages read them (and agree with the orders themselves), and the
 * backfill rebuilds them.
 */

const ANALYTICS = '{ adminAnalytics { revenueThisMonth ordersToday totalOrders ordersByType { _id count } } }';
const ORDERS = `query($page: Int, $limit: Int, $status: OrderStatus, $orderType: OrderType, $sortBy: OrderSortField, $sortDir: SortDirection) {
  adminOrders(page: $page, limit: $limit, status: $status, orderType: $orderType, sortBy: $sortBy, sortDir: $sortDir) { total totalPages data { id createdAt } } }`;
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  admin = await loginAs(t, Role.Admin);
});

afterAll(async () => {
  await t?.close();
});

async function analytics() {
  const body = await t.gql<{
    adminAnalytics: { revenueThisMonth: number; ordersToday: number; totalOrders: number; ordersByType: { _id: string; count: number }[] };
  }>(ANALYTICS, {}, admin.token);
  expect(body.errors).toBeUndefined();
  return body.data!.adminAnalytics;
}

it('counts an order once when its payment is fulfilled by several concurrent deliveries', async () => {
  const customer = await loginAs(t, Role.User);
  await buyPaidSubscription(t, customer);
  const [order] = await orderModel(t).find({ user: customer.id }).lean().exec();
  // Four more deliveries of the same PaymentIntent under new event ids, all at once: fulfilment runs again and counts nothing more.
  const payloads = Array.from({ length: 4 }, () =>
    succeededEvent(
      {
        id: order!.paymentIntentId,
        amount: order!.price.total,
        metadata: { userId: customer.id, checkoutId: order!.checkout.toString(), total: String(order!.price.total) },
      },
      uniqueStripeId('evt'),
    ),
  );
  const answers = await Promise.all(payloads.map((p) => postWebhook(t, p)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(await orderModel(t).countDocuments({ user: customer.id })).toBe(1);

  const a = await analytics();
  expect(a.totalOrders).toBe(1);
  expect(a.ordersToday).toBe(1);
  expect(a.revenueThisMonth).toBe(order!.price.total);
  expect(a.ordersByType).toEqual([{ _id: order!.orderType, count: 1 }]);
  const [today] = await t.app.get(OrderStatsRepository).days(new Date(Date.now() - DAY_MS));
  expect(today!.counts).toEqual({ Paid: { [order!.orderType]: 1 } });
});

describe('with orders over many days', () => {
  const now = Date.now();
  beforeAll(async () => {
    const user = await createUser(t, { role: Role.User });
    const types = [OrderType.Monthly, OrderType.Trial, OrderType.Custom, OrderType.Promotion];
    const statuses = [OrderStatus.Paid, OrderStatus.Paid, OrderStatus.Cancelled, OrderStatus.Refunded];
    // 36 orders over 12 days, several a day (some at the same instant: _id breaks the tie).
    for (let i = 0; i < 36; i++) {
      const createdAt = new Date(now - (1 + (i % 12)) * DAY_MS - (i % 3) * 3_600_000 - (i % 5 === 0 ? 0 : i * 1000));
      await insertOrder(t, { userId: user.id, total: 10_000 + i, orderType: types[i % 4], status: statuses[i % 4], createdAt });
    }
  });

  /** Every order id in the grid's order, read straight from the orders with a plain sort. */
  async function expected(filter: Record<string, unknown>, dir: 1 | -1): Promise<string[]> {
    const rows = await orderModel(t).find(filter, { _id: 1 }).sort({ createdAt: dir, _id: dir }).lean().exec();
    return rows.map((r) => r._id.toString());
  }

  async function allPages(variables: Record<string, unknown>, limit: number): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const body = await t.gql<{ adminOrders: { total: number; totalPages: number; data: { id: string }[] } }>(
        ORDERS,
        { ...variables, page, limit },
        admin.token,
      );
      expect(body.errors).toBeUndefined();
      total = body.data!.adminOrders.total;
      ids.push(...body.data!.adminOrders.data.map((r) => r.id));
      if (page >= body.data!.adminOrders.totalPages) break;
    }
    return { ids, total };
  }

  it('pages newest first, oldest first and through each filter exactly as a plain sort does', async () => {
    for (const [variables, filter] of [
      [{}, {}],
      [{ status: 'Paid' }, { status: 'Paid' }],
      [{ orderType: 'Trial' }, { orderType: 'Trial' }],
      [
        { status: 'Refunded', orderType: 'Custom' },
        { status: 'Refunded', orderType: 'Custom' },
      ],
    ] as [Record<string, unknown>, Record<string, unknown>][]) {
      for (const dir of [-1, 1] as const) {
        const want = await expected(filter, dir);
        const got = await allPages({ ...variables, ...(dir === 1 ? { sortBy: 'createdAt', sortDir: 'asc' } : {}) }, 7);
        expect(got.total).toBe(want.length);
        expect(got.ids).toEqual(want);
      }
    }
    const past = await t.gql<{ adminOrders: { total: number; data: unknown[] } }>(ORDERS, { page: 99, limit: 10 }, admin.token);
    expect(past.data!.adminOrders).toMatchObject({ total: 37, data: [] });
  });

  it('reads the orders themselves when counters miss an order, and the backfill makes them agree again', async () => {
    const user = await createUser(t, { role: Role.User });
    const before = await analytics();
    // Five orders written behind fulfilment's back (a bulk import): not counted, and more than the
    // counters' tolerance for the collection's estimated count.
    const plans = await planIdsByName(t);
    const { _id: _ignored, ...template } = (await orderModel(t).findOne({}).lean().exec())!;
    await orderModel(t).collection.insertMany(
      Array.from({ length: 5 }, (_, i) => ({
        ...template,
        user: new Types.ObjectId(user.id),
        orderNumber: `FF-IMPORT-${i}`,
        paymentIntentId: `pi_import_${i}`,
        plan: new Types.ObjectId(plans['Balanced']),
        orderType: OrderType.Trial,
        status: OrderStatus.Paid,
        createdAt: new Date(now - (3 + i) * DAY_MS),
      })) as never[],
    );
    const stale = await analytics();
    expect(stale.totalOrders).toBe(before.totalOrders + 5);
    expect(stale.ordersByType.find((r) => r._id === 'Trial')!.count).toBe(before.ordersByType.find((r) => r._id === 'Trial')!.count + 5);
    // The grid checks the counters against a collection count it keeps up to COUNT_CHECK_MAX_AGE_MS: past that,
    // it reads the count again and pages the orders themselves.
    const clock = t.app.get(Clock);
    const realNow = clock.now.bind(clock);
    const later = jest.spyOn(clock, 'now').mockImplementation(() => new Date(realNow().getTime() + COUNT_CHECK_MAX_AGE_MS));
    const paged = await allPages({}, 10).finally(() => later.mockRestore());
    expect(paged.ids).toEqual(await expected({}, -1));

    expect(await t.app.get(OrdersService).rebuildStats()).toBe(before.totalOrders + 5);
    const stats = t.app.get(OrderStatsRepository);
    const counted = (await stats.days()).reduce(
      (n, d) => n + Object.values(d.counts).reduce((m, byType) => m + Object.values(byType).reduce((a, b) => a + b, 0), 0),
      0,
    );
    expect(counted).toBe(before.totalOrders + 5);
    expect(await analytics()).toEqual(stale);
  });
});

it('counts an order paid while grid reads are in flight in every grid read that starts after it, unfiltered and filtered', async () => {
  type Page = { adminOrders: { total: number; data: { id: string }[] } };
  const grid = async (variables: Record<string, unknown>) => {
    const body = await t.gql<Page>(ORDERS, { page: 1, limit: 10, ...variables }, admin.token);
    expect(body.errors).toBeUndefined();
    return body.data!.adminOrders;
  };
  const [all, paid, trial] = await Promise.all([grid({}), grid({ status: 'Paid' }), grid({ orderType: 'Trial' })]);
  // Overlapping grid reads share their counter reads: keep some in flight while the order is paid.
  const inFlight = Array.from({ length: 12 }, (_, i) => grid(i % 2 ? { status: 'Paid' } : {}));
  const customer = await loginAs(t, Role.User);
  await buyPaidSubscription(t, customer);
  const [order] = await orderModel(t).find({ user: customer.id }).lean().exec();
  const [allAfter, paidAfter, trialAfter] = await Promise.all([grid({}), grid({ status: 'Paid' }), grid({ orderType: 'Trial' })]);
  await Promise.all(inFlight);
  expect(allAfter.total).toBe(all.total + 1);
  expect(paidAfter.total).toBe(paid.total + 1);
  expect(trialAfter.total).toBe(trial.total + (order!.orderType === OrderType.Trial ? 1 : 0));
  expect(allAfter.data[0]!.id).toBe(order!._id.toString());
  expect(paidAfter.data[0]!.id).toBe(order!._id.toString());
});
