import { Role } from '../../src/common/auth/roles.decorator.js';
import { OrderStatus } from '../../src/modules/orders/order.schema.js';
import { OrderType } from '../../src/modules/pricing/pricing.rules.js';
import { insertOrder, setUserCreatedAt } from '../factories/admin.js';
import { buyPaidSubscription, type PaidSubscription } from '../factories/paid-subscription.js';
import { STRIPE_TEST_ENV } from '../factories/payments.js';
import { createUser, loginAs, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * Issue 5 §2, §3, §9: the customer page, delivery rows and status updates (seen by the customer),
 * the dashboard figures and the kitchen lists, on paid subscriptions made through signed webhooks.
 */

const DAY = 86_400_000;
const ADMIN_CUSTOMER = `query($id: ID!) { adminCustomer(id: $id) {
  profile { id fullName email planStatus active deliveryAddress { area building apartment city instructions formatted } }
  subscriptions { id planName status totalMeals pendingMeals deliveredMeals outForDeliveryMeals cancelledMeals startDate endDate }
  orders { id orderNumber total orderType status }
} }`;
const DELIVERIES = `query($userId: ID!, $deliveryStatus: DeliveryStatus, $page: Int, $limit: Int, $date: String) {
  customerDeliveries(userId: $userId, deliveryStatus: $deliveryStatus, page: $page, limit: $limit, date: $date) {
    total totalPages data { userPlanId userId plannedMealId category mealId mealName day scheduleDate deliveryStatus index }
  }
}`;
const UPDATE_ONE = `mutation($i: UpdateDeliveryStatusInput!) { updateDeliveryStatus(input: $i) { userPlanId plannedMealId category scheduleDate deliveryStatus index } }`;
const UPDATE_DAY = `mutation($i: UpdateDayDeliveryStatusInput!) { updateDayDeliveryStatus(input: $i) { plannedMealId category deliveryStatus index } }`;
const MY_SUBSCRIPTION = '{ mySubscription { id planMeals { id category scheduledDate deliveryStatus } } }';
const ANALYTICS =
  '{ adminAnalytics { activeSubscriptions revenueThisMonth ordersToday newCustomers30Days totalCustomers totalOrders ordersByType { _id count } } }';
const PRODUCTION = `query($date: String!) { kitchenProduction(date: $date) { date totalMeals categories { category total meals { mealId mealName count } } } }`;
const MANIFEST = `query($date: String!) { kitchenManifest(date: $date) { date totalMeals stops { userId customerName phoneNo address instructions meals { category mealName } } } }`;

interface Row {
  userPlanId: string;
  userId: string;
  plannedMealId: string;
  category: string;
  mealId: string;
  mealName: string;
  day: string;
  scheduleDate: string;
  deliveryStatus: string;
  index: number;
}

let t: TestApp;
let admin: CreatedUser & { token: string };
let amal: CreatedUser & { token: string };
let basil: CreatedUser & { token: string };
let amalSub: PaidSubscription;
let basilSub: PaidSubscription;

const AMAL_ADDRESS = {
  area: 'Jumeirah Lake Towers',
  building: 'Lake City Tower, Cluster D',
  apartment: '2107',
  city: 'Dubai',
  instructions: 'Call on arrival, gate code 4411',
};
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (s: PaidSubscription, n: number) => new Date(s.startDate.getTime() + n * DAY);

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  [admin, amal, basil] = await Promise.all([
    loginAs(t, Role.Admin),
    loginAs(t, Role.User, { fullName: 'Amal Delivery', deliveryAddress: AMAL_ADDRESS }),
    // An account from before addresses existed (paid, no address): the manifest must still list it.
    loginAs(t, Role.User, { fullName: 'Basil Kitchen', deliveryAddress: null }),
  ]);
  // Balanced, 1 Month (28 days), lunch and dinner: 56 planned meals each, from the same day.
  amalSub = await buyPaidSubscription(t, amal, { planName: 'Balanced', meals: { lunch: 1, dinner: 1 }, startInDays: 5 });
  basilSub = await buyPaidSubscription(t, basil, { planName: 'Balanced', meals: { lunch: 1, dinner: 1 }, startInDays: 5 });
});

afterAll(async () => {
  await t?.close();
});

async function ok<T>(query: string, variables: Record<string, unknown>, token = admin.token): Promise<T> {
  const body = await t.gql<T>(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function mySchedule(user: { token: string }) {
  return (
    await ok<{ mySubscription: { planMeals: { id: string; category: string; scheduledDate: string; deliveryStatus: string }[] } }>(
      MY_SUBSCRIPTION,
      {},
      user.token,
    )
  ).mySubscription.planMeals;
}

describe('customer page', () => {
  it('adminCustomer gives the profile (with the delivery address), subscriptions and orders', async () => {
    const { adminCustomer } = await ok<{ adminCustomer: any }>(ADMIN_CUSTOMER, { id: amal.id });
    expect(adminCustomer.profile).toEqual({
      id: amal.id,
      fullName: 'Amal Delivery',
      email: amal.email,
      planStatus: 'Active',
      active: true,
      deliveryAddress: { ...AMAL_ADDRESS, formatted: 'Apt 2107, Lake City Tower, Cluster D, Jumeirah Lake Towers, Dubai' },
    });
    expect((await ok<{ adminCustomer: any }>(ADMIN_CUSTOMER, { id: basil.id })).adminCustomer.profile.deliveryAddress).toBeNull();
    expect(adminCustomer.subscriptions).toEqual([
      expect.objectContaining({
        id: amalSub.id,
        planName: 'Balanced',
        status: 'Active',
        totalMeals: 56,
        pendingMeals: 56,
        deliveredMeals: 0,
        cancelledMeals: 0,
      }),
    ]);
    expect(adminCustomer.orders).toEqual([expect.objectContaining({ status: 'Paid', orderType: 'Promotion', total: expect.any(Number) })]);
  });

  it('answers NOT_FOUND for unknown ids and for staff accounts', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope', admin.id]) {
      expect(errorCode(await t.gql(ADMIN_CUSTOMER, { id }, admin.token))).toBe('NOT_FOUND');
    }
  });
});

describe('delivery rows', () => {
  it('lists every planned meal by day then category, with the weekday name and stored position', async () => {
    const page = (
      await ok<{ customerDeliveries: { total: number; totalPages: number; data: Row[] } }>(DELIVERIES, { userId: amal.id, limit: 10 })
    ).customerDeliveries;
    expect(page).toMatchObject({ total: 56, totalPages: 6 });
    expect(page.data.slice(0, 4).map((r) => [ymd(new Date(r.scheduleDate)), r.category, r.index])).toEqual([
      [ymd(dayOf(amalSub, 0)), 'Lunch', 0],
      [ymd(dayOf(amalSub, 0)), 'Dinner', 1],
      [ymd(dayOf(amalSub, 1)), 'Lunch', 2],
      [ymd(dayOf(amalSub, 1)), 'Dinner', 3],
    ]);
    const first = page.data[0]!;
    expect(first).toMatchObject({ userPlanId: amalSub.id, userId: amal.id, deliveryStatus: 'Pending', mealName: expect.any(String) });
    expect(first.day).toBe(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][amalSub.startDate.getUTCDay()]);
    expect(
      (await ok<{ customerDeliveries: { total: number } }>(DELIVERIES, { userId: amal.id, deliveryStatus: 'Delivered' })).customerDeliveries
        .total,
    ).toBe(0);
    expect(errorCode(await t.gql(DELIVERIES, { userId: admin.id }, admin.token))).toBe('NOT_FOUND');
  });

  it("updates one row by index and by date + category + slot, visible in the customer's mySubscription", async () => {
    const byIndex = (
      await ok<{ updateDeliveryStatus: Row }>(UPDATE_ONE, { i: { subscriptionId: amalSub.id, index: 0, status: 'Delivered' } })
    ).updateDeliveryStatus;
    expect(byIndex).toMatchObject({ userPlanId: amalSub.id, index: 0, category: 'Lunch', deliveryStatus: 'Delivered' });
    const byDay = (
      await ok<{ updateDeliveryStatus: Row }>(UPDATE_ONE, {
        i: { subscriptionId: amalSub.id, date: ymd(dayOf(amalSub, 0)), category: 'Dinner', status: 'OutForDelivery' },
      })
    ).updateDeliveryStatus;
    expect(byDay).toMatchObject({ index: 1, category: 'Dinner', deliveryStatus: 'OutForDelivery' });
    const mine = await mySchedule(amal);
    expect(mine.find((m) => m.id === byIndex.plannedMealId)!.deliveryStatus).toBe('Delivered');
    expect(mine.find((m) => m.id === byDay.plannedMealId)!.deliveryStatus).toBe('OutForDelivery');
    expect(mine.filter((m) => m.deliveryStatus === 'Pending')).toHaveLength(54);
    // Basil's schedule is untouched.
    expect((await mySchedule(basil)).every((m) => m.deliveryStatus === 'Pending')).toBe(true);
  });

  it('refuses an ambiguous or missing target, unknown rows and unknown subscriptions', async () => {
    const both = await t.gql(
      UPDATE_ONE,
      { i: { subscriptionId: amalSub.id, index: 0, date: ymd(amalSub.startDate), category: 'Lunch', status: 'Delivered' } },
      admin.token,
    );
    expect(errorCode(both)).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(UPDATE_ONE, { i: { subscriptionId: amalSub.id, status: 'Delivered' } }, admin.token))).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      errorCode(
        await t.gql(UPDATE_ONE, { i: { subscriptionId: amalSub.id, date: ymd(amalSub.startDate), status: 'Delivered' } }, admin.token),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(UPDATE_ONE, { i: { subscriptionId: amalSub.id, index: 56, status: 'Delivered' } }, admin.token))).toBe(
      'PLANNED_MEAL_NOT_FOUND',
    );
    expect(
      errorCode(
        await t.gql(
          UPDATE_ONE,
          { i: { subscriptionId: amalSub.id, date: ymd(amalSub.startDate), category: 'Breakfast', status: 'Delivered' } },
          admin.token,
        ),
      ),
    ).toBe('PLANNED_MEAL_NOT_FOUND');
    expect(
      errorCode(
        await t.gql(
          UPDATE_ONE,
          { i: { subscriptionId: amalSub.id, date: '2030-02-30', category: 'Lunch', status: 'Delivered' } },
          admin.token,
        ),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(
      errorCode(await t.gql(UPDATE_ONE, { i: { subscriptionId: '0123456789abcdef01234567', index: 0, status: 'Delivered' } }, admin.token)),
    ).toBe('NOT_FOUND');
  });

  it('updates a whole day; meals cancelled one by one stay cancelled unless the day is cancelled', async () => {
    const day = ymd(dayOf(amalSub, 1));
    await ok(UPDATE_ONE, { i: { subscriptionId: amalSub.id, index: 3, status: 'Cancelled' } });
    const delivered = (
      await ok<{ updateDayDeliveryStatus: Row[] }>(UPDATE_DAY, { i: { subscriptionId: amalSub.id, date: day, status: 'Delivered' } })
    ).updateDayDeliveryStatus;
    expect(delivered.map((r) => [r.index, r.category, r.deliveryStatus])).toEqual([
      [2, 'Lunch', 'Delivered'],
      [3, 'Dinner', 'Cancelled'],
    ]);
    const cancelled = (
      await ok<{ updateDayDeliveryStatus: Row[] }>(UPDATE_DAY, {
        i: { subscriptionId: amalSub.id, date: ymd(dayOf(amalSub, 2)), status: 'Cancelled' },
      })
    ).updateDayDeliveryStatus;
    expect(cancelled.map((r) => r.deliveryStatus)).toEqual(['Cancelled', 'Cancelled']);
    const mine = await mySchedule(amal);
    expect(mine.filter((m) => m.scheduledDate.startsWith(day)).map((m) => m.deliveryStatus)).toEqual(['Delivered', 'Cancelled']);
    const rows = (
      await ok<{ customerDeliveries: { total: number; data: Row[] } }>(DELIVERIES, { userId: amal.id, deliveryStatus: 'Cancelled' })
    ).customerDeliveries;
    expect(rows.data.map((r) => r.index)).toEqual([3, 4, 5]);
    const oneDay = (await ok<{ customerDeliveries: { data: Row[] } }>(DELIVERIES, { userId: amal.id, date: day })).customerDeliveries;
    expect(oneDay.data.map((r) => r.index)).toEqual([2, 3]);
    const none = await t.gql(
      UPDATE_DAY,
      { i: { subscriptionId: amalSub.id, date: ymd(new Date(amalSub.startDate.getTime() - DAY)), status: 'Delivered' } },
      admin.token,
    );
    expect(errorCode(none)).toBe('DELIVERY_DAY_NOT_FOUND');
    const summary = (await ok<{ adminCustomer: { subscriptions: any[] } }>(ADMIN_CUSTOMER, { id: amal.id })).adminCustomer.subscriptions[0];
    expect(summary).toMatchObject({ deliveredMeals: 2, outForDeliveryMeals: 1, cancelledMeals: 3, pendingMeals: 50 });
  });
});

describe('kitchen', () => {
  // Day 4 of both subscriptions (untouched by the delivery tests above).
  const kitchenDay = () => dayOf(amalSub, 4);

  it('counts planned meals per category and meal, leaving cancelled meals out', async () => {
    expect(basilSub.startDate.getTime()).toBe(amalSub.startDate.getTime());
    const before = (await ok<{ kitchenProduction: any }>(PRODUCTION, { date: ymd(kitchenDay()) })).kitchenProduction;
    expect(before.totalMeals).toBe(4);
    expect(before.categories.map((c: any) => [c.category, c.total, c.meals.length, c.meals[0].count])).toEqual([
      ['Lunch', 2, 1, 2],
      ['Dinner', 2, 1, 2],
    ]);
    await ok(UPDATE_ONE, { i: { subscriptionId: amalSub.id, date: ymd(kitchenDay()), category: 'Lunch', status: 'Cancelled' } });
    const after = (await ok<{ kitchenProduction: any }>(PRODUCTION, { date: ymd(kitchenDay()) })).kitchenProduction;
    expect(after.totalMeals).toBe(3);
    expect(after.categories.map((c: any) => [c.category, c.total])).toEqual([
      ['Lunch', 1],
      ['Dinner', 2],
    ]);
    const empty = (await ok<{ kitchenProduction: any }>(PRODUCTION, { date: ymd(new Date(amalSub.startDate.getTime() - DAY)) }))
      .kitchenProduction;
    expect(empty).toEqual({ date: ymd(new Date(amalSub.startDate.getTime() - DAY)), totalMeals: 0, categories: [] });
    expect(errorCode(await t.gql(PRODUCTION, { date: '31-01-2030' }, admin.token))).toBe('VALIDATION_FAILED');
  });

  it('lists each customer with phone, address, instructions and meals, by name', async () => {
    const m = (await ok<{ kitchenManifest: any }>(MANIFEST, { date: ymd(kitchenDay()) })).kitchenManifest;
    expect(m.totalMeals).toBe(3);
    expect(m.stops.map((s: any) => [s.customerName, s.phoneNo, s.address, s.instructions, s.meals.map((x: any) => x.category)])).toEqual([
      [
        'Amal Delivery',
        amal.phoneNo,
        'Apt 2107, Lake City Tower, Cluster D, Jumeirah Lake Towers, Dubai',
        'Call on arrival, gate code 4411',
        ['Dinner'],
      ],
      ['Basil Kitchen', basil.phoneNo, null, null, ['Lunch', 'Dinner']],
    ]);
  });

  it('exports both lists as CSV', async () => {
    const production = await t.http
      .get(`/api/kitchen/production.csv?date=${ymd(kitchenDay())}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(production.headers['content-type']).toMatch(/^text\/csv/);
    const lines = production.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,category,meal,count');
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(['1', '2']);
    const manifest = await t.http
      .get(`/api/kitchen/manifest.csv?date=${ymd(kitchenDay())}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    const rows = manifest.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('date,slot,customer,phone,address,instructions,mealCount,meals,addressLabel');
    // RFC 4180: cells with commas are quoted; no address is '—', no instructions an empty cell.
    expect(rows[1]).toMatch(
      new RegExp(
        `^${ymd(kitchenDay())},Unassigned,Amal Delivery,\\${amal.phoneNo},"Apt 2107, Lake City Tower, Cluster D, Jumeirah Lake Towers, Dubai","Call on arrival, gate code 4411",1,Dinner: `,
      ),
    );
    expect(rows[2]).toMatch(new RegExp(`^${ymd(kitchenDay())},Unassigned,Basil Kitchen,\\${basil.phoneNo},—,,2,"?Lunch: .+; Dinner: `));
    const bad = await t.http.get('/api/kitchen/manifest.csv?date=tomorrow').set('Authorization', `Bearer ${admin.token}`);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('analytics', () => {
  it('counts the KPI cards and orders per type against the data', async () => {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const firstOfMonthIsToday = monthStart.getTime() === todayStart.getTime();
    const paid =
      (await ok<{ adminCustomer: { orders: { total: number }[] } }>(ADMIN_CUSTOMER, { id: amal.id })).adminCustomer.orders[0]!.total +
      (await ok<{ adminCustomer: { orders: { total: number }[] } }>(ADMIN_CUSTOMER, { id: basil.id })).adminCustomer.orders[0]!.total;
    const carol = await createUser(t, { fullName: 'Carol New' });
    const old = await createUser(t, { fullName: 'Dana Old' });
    await setUserCreatedAt(t, old.id, new Date(now.getTime() - 40 * DAY));
    // Counted: a Paid order at the first instant of the month. Not counted in revenue: last month's
    // last instant, and a Cancelled order today.
    await insertOrder(t, { userId: carol.id, total: 12_345, orderType: OrderType.Custom, createdAt: monthStart });
    await insertOrder(t, { userId: old.id, total: 99_999, orderType: OrderType.Monthly, createdAt: new Date(monthStart.getTime() - 1) });
    await insertOrder(t, { userId: carol.id, total: 50_000, orderType: OrderType.Trial, status: OrderStatus.Cancelled });

    const { adminAnalytics } = await ok<{ adminAnalytics: any }>(ANALYTICS, {});
    expect(adminAnalytics).toEqual({
      activeSubscriptions: 2,
      revenueThisMonth: paid + 12_345,
      ordersToday: 3 + (firstOfMonthIsToday ? 1 : 0),
      // Amal, Basil, Carol and the seeded demo customer; Dana joined 40 days ago; staff never count.
      newCustomers30Days: 4,
      totalCustomers: 5,
      totalOrders: 5,
      ordersByType: [
        { _id: 'Custom', count: 1 },
        { _id: 'Monthly', count: 1 },
        { _id: 'Promotion', count: 2 },
        { _id: 'Trial', count: 1 },
      ],
    });
  });
});
