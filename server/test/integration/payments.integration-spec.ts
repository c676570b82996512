import mongoose from 'mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { createUser, loginAs, type CreatedUser } from '../factories/users.js';
import {
  STRIPE_TEST_ENV,
  WEBHOOK_SECRET,
  dateInDays,
  planIdsByName,
  postWebhook,
  signWebhook,
  succeededEvent,
  uniqueStripeId,
} from '../factories/payments.js';
import { createTestApp, errorCode, seedDatabase, type GqlBody, type TestApp } from '../setup/test-app.js';

/**
 * Pricing, checkout, card payments, orders and subscriptions on the real app and
 * database, against stripe-mock. stripe-mock answers fixtures (its PaymentIntents never succeed), so
 * success paths are driven the way Stripe drives them in production: signed webhooks.
 */

const QUOTE = `query Quote($input: SelectionInput!) {
  quote(input: $input) {
    planName isTrial duration days startDate endDate mealsCount meals custom mealCounts { breakfast lunch dinner snack }
    lines { category count dailyPrice days amount } subtotal vat vatPercent deliveryFee discount total
    discountCode { code } promotion { name discountPercentage } orderType currency
  }
}`;
const START = `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id status expiresAt quote { total subtotal orderType days } } }`;
const CHECKOUT = `query Checkout($id: ID!) { checkout(id: $id) { id status paymentIntentId } }`;
// Version 1 of the terms is the one in force in this test's fresh database: accepting it on the checkout.
const INTENT = `mutation Intent($checkoutId: ID!, $expectedTotal: Int) {
  createPaymentIntent(checkoutId: $checkoutId, expectedTotal: $expectedTotal, acceptedTermsVersion: 1) { clientSecret paymentIntentId amount }
}`;
const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    id orderNumber userId planId paymentIntentId paymentMode orderType status subtotal vat deliveryFee discount total
    packageInfo { meals mealsCount days package isCustom { breakfast lunch dinner snack } startDate endDate }
    discountCode { code percentage } promotion { name discountPercentage }
  }
}`;
const MY_ORDERS = `{ myOrders { id orderNumber total } }`;
const ORDER = `query Order($id: ID!) { order(id: $id) { id orderNumber } }`;
const MY_SUBSCRIPTION = `{ mySubscription { id planName orderId startDate endDate status planMeals { id category mealId mealName scheduledDate deliveryStatus } } }`;
const ME = `{ me { planStatus } }`;
const CONFIG = `{ paymentConfig { publishableKey currency enabled } }`;

const AMOUNT_MISMATCH = 'The amount does not match your order total. Please review your order and try again.';
const ADDRESS_REQUIRED = 'Add a delivery address before paying.';
const UPDATE_ADDRESS = `mutation Address($input: DeliveryAddressInput!) { updateDeliveryAddress(input: $input) { id } }`;

interface Quote {
  planName: string;
  isTrial: boolean;
  duration: string;
  days: number;
  startDate: string;
  endDate: string;
  mealsCount: number;
  meals: string[];
  custom: boolean;
  mealCounts: Record<string, number>;
  lines: { category: string; amount: number }[];
  subtotal: number;
  vat: number;
  vatPercent: number;
  deliveryFee: number;
  discount: number;
  total: number;
  discountCode: { code: string } | null;
  promotion: { name: string; discountPercentage: number } | null;
  orderType: string;
  currency: string;
}
interface Checkout {
  id: string;
  status: string;
  expiresAt: string;
  quote: { total: number; subtotal: number; orderType: string; days: number };
}
interface Order {
  id: string;
  orderNumber: string;
  userId: string;
  planId: string;
  paymentIntentId: string;
  paymentMode: string;
  orderType: string;
  status: string;
  subtotal: number;
  vat: number;
  deliveryFee: number;
  discount: number;
  total: number;
  packageInfo: {
    meals: string[];
    mealsCount: number;
    days: string;
    package: string;
    isCustom: Record<string, number>;
    startDate: string;
    endDate: string;
  };
  discountCode: { code: string } | null;
  promotion: { name: string } | null;
}

let t: TestApp;
let plans: Record<string, string>;
let customer: CreatedUser & { token: string };
let other: CreatedUser & { token: string };
let admin: CreatedUser & { token: string };

beforeAll(async () => {
  t = await createTestApp(STRIPE_TEST_ENV);
  await seedDatabase(t);
  plans = await planIdsByName(t);
  [customer, other, admin] = await Promise.all([loginAs(t, Role.User), loginAs(t, Role.User), loginAs(t, Role.Admin)]);
});

afterAll(async () => {
  await t?.close();
});

const message = (body: GqlBody) => body.errors?.[0]?.message;
const allFour = { breakfast: 1, lunch: 1, dinner: 1, snack: 1 };

function selection(planName: string, extra: Record<string, unknown> = {}) {
  return { planId: plans[planName], duration: '1 Month', meals: allFour, startDate: dateInDays(5), ...extra };
}

async function quote(input: Record<string, unknown>) {
  return t.gql<{ quote: Quote }>(QUOTE, { input });
}

async function startCheckout(token: string, input: Record<string, unknown>): Promise<Checkout> {
  const body = await t.gql<{ startCheckout: Checkout }>(START, { input }, token);
  expect(body.errors).toBeUndefined();
  return body.data!.startCheckout;
}

const orders = () => t.connection.collection('orders');
const subscriptions = () => t.connection.collection('subscriptions');
const countOrders = (paymentIntentId: string) => orders().countDocuments({ paymentIntentId });

/** Delivers a signed payment_intent.succeeded for a new PaymentIntent paying `checkout` of `user`. */
function paidIntent(user: CreatedUser, checkout: Checkout, amount = checkout.quote.total) {
  return { id: uniqueStripeId('pi'), amount, metadata: { userId: user.id, checkoutId: checkout.id, total: String(checkout.quote.total) } };
}

describe('quote (public, fils)', () => {
  it('prices a monthly plan: lines x 28 days, 5% VAT, the running 15% promotion, total = subtotal + VAT - discount', async () => {
    const body = await quote(selection('Balanced'));
    expect(body.errors).toBeUndefined();
    const q = body.data!.quote;
    expect(q.lines.map((l) => [l.category, l.amount])).toEqual([
      ['Breakfast', 2_000 * 28],
      ['Lunch', 3_000 * 28],
      ['Dinner', 3_000 * 28],
      ['Snack', 1_200 * 28],
    ]);
    expect(q).toMatchObject({
      planName: 'Balanced',
      isTrial: false,
      duration: '1 Month',
      days: 28,
      mealsCount: 4,
      custom: false,
      meals: ['Breakfast', 'Lunch', 'Dinner', 'Snack'],
      subtotal: 257_600,
      vat: 10_948, // 5% of what is paid: 257,600 - 38,640
      vatPercent: 5,
      deliveryFee: 0,
      discount: 38_640,
      total: 257_600 - 38_640 + 10_948,
      promotion: { name: 'Summer Fit Special', discountPercentage: 15 },
      orderType: 'Promotion',
      currency: 'AED',
      discountCode: null,
    });
    expect(new Date(q.endDate).getTime() - new Date(q.startDate).getTime()).toBe(27 * 86_400_000);
  });

  it('the trial is a flat 499 AED for 7 days (VAT included) with all four meals, whatever the toggles', async () => {
    const q = (await quote(selection('7-Day Trial', { duration: '7 Days', meals: { breakfast: 1 } }))).data!.quote;
    expect(q).toMatchObject({
      isTrial: true,
      days: 7,
      mealsCount: 4,
      subtotal: 47_524,
      vat: 2_376,
      discount: 0,
      total: 49_900,
      orderType: 'Trial',
      lines: [],
    });
  });

  it('custom counts and 3 months', async () => {
    const q = (await quote(selection('Muscle Gain', { duration: '3 Months', meals: null, isCustom: { lunch: 2, dinner: 3 } }))).data!.quote;
    expect(q).toMatchObject({
      custom: true,
      days: 84,
      mealsCount: 5,
      mealCounts: { breakfast: 0, lunch: 2, dinner: 3, snack: 0 },
      orderType: 'Custom',
    });
    expect(q.subtotal).toBe(2 * 3_800 * 84 + 3 * 3_800 * 84);
    expect(q.total).toBe(q.subtotal + q.vat);
  });

  it('refuses durations, meals and start dates outside the rules', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [selection('7-Day Trial'), 'DURATION_NOT_AVAILABLE', 'The trial plan is only available for 7 Days.'],
      [selection('Balanced', { duration: '7 Days' }), 'DURATION_NOT_AVAILABLE', '7 Days is only available with the trial plan.'],
      [selection('Balanced', { meals: { breakfast: 0 } }), 'MEALS_REQUIRED', 'Choose at least one meal per day.'],
      [selection('Balanced', { isCustom: { breakfast: 3, lunch: 3, dinner: 3 } }), 'TOO_MANY_MEALS', 'Choose at most 8 meals per day.'],
      [selection('Balanced', { isCustom: { lunch: 4 } }), 'VALIDATION_FAILED', 'Choose from 0 to 3 of each meal per day.'],
      [selection('Balanced', { meals: { lunch: 2 } }), 'VALIDATION_FAILED', 'Each meal is either included (1) or not (0).'],
      [selection('Balanced', { startDate: '2030-02-30' }), 'START_DATE_INVALID', 'Enter a valid start date.'],
      [selection('Balanced', { startDate: dateInDays(90) }), 'START_DATE_TOO_LATE', ''],
      [selection('Balanced', { planId: '0123456789abcdef01234567' }), 'PLAN_NOT_FOUND', 'This plan is not available.'],
    ];
    for (const [input, code, text] of cases) {
      const body = await quote(input);
      expect({ input, code: errorCode(body) }).toEqual({ input, code });
      if (text) expect(message(body)).toBe(text);
    }
  });

  it('names the earliest start date when the start is less than 48 hours away', async () => {
    const body = await quote(selection('Balanced', { startDate: dateInDays(1) }));
    expect(errorCode(body)).toBe('START_DATE_TOO_EARLY');
    expect(message(body)).toMatch(/^Your plan can start at the earliest on \d{2}-\d{2}-\d{4}\.$/);
  });

  it('paymentConfig serves the publishable key only', async () => {
    expect((await t.gql(CONFIG)).data).toEqual({ paymentConfig: { publishableKey: 'pk_test_123', currency: 'aed', enabled: true } });
  });
});

describe('checkout and createPaymentIntent', () => {
  it('anonymous callers are refused (UNAUTHENTICATED)', async () => {
    expect(errorCode(await t.gql(START, { input: selection('Balanced') }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(INTENT, { checkoutId: '0123456789abcdef01234567' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(CREATE_ORDER, { input: { paymentIntentId: 'pi_123' } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(MY_SUBSCRIPTION))).toBe('UNAUTHENTICATED');
    expect((await t.http.post('/api/users/create_payment_intent').send({ amount: 10 })).status).toBe(401);
    expect((await t.http.post('/api/orders/createOrder/new').send({ paymentIntentId: 'pi_1', price: 1, paymentMode: 'card' })).status).toBe(
      401,
    );
  });

  it('stores an Open checkout with the quote; a new one replaces it', async () => {
    const user = await loginAs(t, Role.User);
    const first = await startCheckout(user.token, selection('Lean & Low-Carb'));
    expect(first).toMatchObject({ status: 'Open', quote: { orderType: 'Monthly', days: 28 } });
    const second = await startCheckout(user.token, selection('Plant Power', { meals: { lunch: 1, dinner: 1 } }));
    const reread = await t.gql<{ checkout: { status: string } }>(CHECKOUT, { id: first.id }, user.token);
    expect(reread.data!.checkout.status).toBe('Replaced');
    expect(errorCode(await t.gql(INTENT, { checkoutId: first.id }, user.token))).toBe('CHECKOUT_CLOSED');
    // Someone else's checkout does not exist for the caller.
    expect(errorCode(await t.gql(CHECKOUT, { id: second.id }, other.token))).toBe('CHECKOUT_NOT_FOUND');
    expect(errorCode(await t.gql(INTENT, { checkoutId: second.id }, other.token))).toBe('CHECKOUT_NOT_FOUND');
    // Staff may read it.
    expect((await t.gql(CHECKOUT, { id: second.id }, admin.token)).errors).toBeUndefined();
  });

  it('creates a card PaymentIntent for the server quote and refuses a different browser amount', async () => {
    const checkout = await startCheckout(customer.token, selection('Balanced'));
    const wrong = await t.gql(INTENT, { checkoutId: checkout.id, expectedTotal: checkout.quote.total - 1 }, customer.token);
    expect(errorCode(wrong)).toBe('AMOUNT_MISMATCH');
    expect(message(wrong)).toBe(AMOUNT_MISMATCH);

    const body = await t.gql<{ createPaymentIntent: { clientSecret: string; paymentIntentId: string; amount: number } }>(
      INTENT,
      { checkoutId: checkout.id, expectedTotal: checkout.quote.total },
      customer.token,
    );
    expect(body.errors).toBeUndefined();
    const intent = body.data!.createPaymentIntent;
    expect(intent.paymentIntentId).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(/_secret_/);
    expect(intent.amount).toBe(checkout.quote.total);
    const stored = await t.gql<{ checkout: { paymentIntentId: string } }>(CHECKOUT, { id: checkout.id }, customer.token);
    expect(stored.data!.checkout.paymentIntentId).toBe(intent.paymentIntentId);
    // Without expectedTotal the amount still comes from the quote.
    expect((await t.gql(INTENT, { checkoutId: checkout.id }, customer.token)).errors).toBeUndefined();
  });

  it('REST create_payment_intent: { amount } in AED must equal the quote; data is the client secret', async () => {
    const checkout = await startCheckout(customer.token, selection('Balanced', { meals: { lunch: 1, dinner: 1 } }));
    const aed = checkout.quote.total / 100;
    const wrong = await t.http
      .post('/api/users/create_payment_intent')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ amount: aed + 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toEqual({ code: 'AMOUNT_MISMATCH', message: AMOUNT_MISMATCH, requestId: expect.any(String) });

    const ok = await t.http
      .post('/api/users/create_payment_intent')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ amount: aed })
      .expect(200);
    expect(ok.body.message).toBe('Payment intent created');
    expect(ok.body.data).toMatch(/^pi_\w+_secret_\w+$/);

    const bad = await t.http
      .post('/api/users/create_payment_intent')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ amount: 'lots' });
    expect(bad.status).toBe(400);
  });

  it('refuses a customer without a delivery address (GraphQL and REST) until they add one', async () => {
    const user = await loginAs(t, Role.User, { deliveryAddress: null });
    const checkout = await startCheckout(user.token, selection('Balanced')); // pricing needs no address
    const body = await t.gql(INTENT, { checkoutId: checkout.id, expectedTotal: checkout.quote.total }, user.token);
    expect([errorCode(body), message(body), body.data]).toEqual(['DELIVERY_ADDRESS_REQUIRED', ADDRESS_REQUIRED, null]);
    const rest = await t.http
      .post('/api/users/create_payment_intent')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ amount: checkout.quote.total / 100 });
    expect([rest.status, rest.body]).toEqual([
      409,
      { code: 'DELIVERY_ADDRESS_REQUIRED', message: ADDRESS_REQUIRED, requestId: expect.any(String) },
    ]);
    const stored = await t.gql<{ checkout: { paymentIntentId: string | null } }>(CHECKOUT, { id: checkout.id }, user.token);
    expect(stored.data!.checkout.paymentIntentId).toBeNull();

    const saved = await t.gql(
      UPDATE_ADDRESS,
      { input: { area: 'Jumeirah Village Circle', building: 'Belgravia 2, District 12', apartment: '305' } },
      user.token,
    );
    expect(saved.errors).toBeUndefined();
    const paid = await t.gql<{ createPaymentIntent: { amount: number } }>(
      INTENT,
      { checkoutId: checkout.id, expectedTotal: checkout.quote.total },
      user.token,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.createPaymentIntent.amount).toBe(checkout.quote.total);
  });

  it('refuses an expired checkout', async () => {
    const user = await loginAs(t, Role.User);
    const checkout = await startCheckout(user.token, selection('Plant Power'));
    await t.connection
      .collection('checkouts')
      .updateOne({ _id: new mongoose.Types.ObjectId(checkout.id) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const body = await t.gql(INTENT, { checkoutId: checkout.id }, user.token);
    expect(errorCode(body)).toBe('CHECKOUT_EXPIRED');
  });
});

describe('createOrder against stripe-mock', () => {
  it('refuses a PaymentIntent that has not succeeded, with a clear message', async () => {
    const checkout = await startCheckout(customer.token, selection('Lean & Low-Carb'));
    const intent = (await t.gql<{ createPaymentIntent: { paymentIntentId: string } }>(INTENT, { checkoutId: checkout.id }, customer.token))
      .data!.createPaymentIntent;
    const body = await t.gql(CREATE_ORDER, { input: { paymentIntentId: intent.paymentIntentId, checkoutId: checkout.id } }, customer.token);
    expect(errorCode(body)).toBe('PAYMENT_NOT_COMPLETED');
    expect(message(body)).toBe('Your payment has not been completed. Please complete the payment and try again.');
    const rest = await t.http
      .post('/api/orders/createOrder/new')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ paymentIntentId: intent.paymentIntentId, price: checkout.quote.total / 100, paymentMode: 'card' });
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('PAYMENT_NOT_COMPLETED');
    expect(await countOrders(intent.paymentIntentId)).toBe(0);
  });

  it('validates the REST body', async () => {
    const res = await t.http
      .post('/api/orders/createOrder/new')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ paymentIntentId: 'pi_x', price: 1, paymentMode: 'cash' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ paymentMode: "paymentMode must be 'card'" });
  });
});

describe('webhook and fulfilment', () => {
  let checkout: Checkout;
  let pi: ReturnType<typeof paidIntent>;
  let orderId: string;

  beforeAll(async () => {
    checkout = await startCheckout(customer.token, selection('Balanced'));
    pi = paidIntent(customer, checkout);
  });

  it('a bad signature gets 400 and changes nothing', async () => {
    const payload = succeededEvent(pi);
    const forged = await postWebhook(t, payload, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'Invalid webhook signature.',
      requestId: expect.any(String),
    });
    const unsigned = await t.http.post('/api/payments/webhook').set('Content-Type', 'application/json').send(payload);
    expect(unsigned.status).toBe(400);
    // A valid signature over another body does not cover this one.
    const tampered = await postWebhook(t, succeededEvent({ ...pi, amount: 1 }), WEBHOOK_SECRET, signWebhook(payload));
    expect(tampered.status).toBe(400);
    expect(await countOrders(pi.id)).toBe(0);
    expect(await t.connection.collection('paymentevents').countDocuments({})).toBe(0);
  });

  it('a valid payment_intent.succeeded creates exactly one order and one subscription, and the user becomes Active', async () => {
    const res = await postWebhook(t, succeededEvent(pi));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await countOrders(pi.id)).toBe(1);
    const order = await orders().findOne({ paymentIntentId: pi.id });
    orderId = order!._id.toString();
    expect(order).toMatchObject({
      paymentMode: 'card',
      orderType: 'Promotion',
      status: 'Paid',
      price: { subtotal: 257_600, vat: 10_948, deliveryFee: 0, discount: 38_640, total: checkout.quote.total },
      packageInfo: { days: '1 Month', package: 'Balanced', mealsCount: 4, meals: ['Breakfast', 'Lunch', 'Dinner', 'Snack'] },
      promotion: { name: 'Summer Fit Special', discountPercentage: 15 },
    });
    expect(order!.discountCode ?? null).toBeNull();
    expect(order!.orderNumber).toMatch(/^FF-\d{6}-[0-9A-Z]{6}$/);
    const subs = await subscriptions().find({ order: order!._id }).toArray();
    expect(subs).toHaveLength(1);
    expect(subs[0]!.planMeals).toHaveLength(28 * 4);
    expect(subs[0]!.status).toBe('Active');
    expect((await t.gql<{ me: { planStatus: string } }>(ME, {}, customer.token)).data!.me.planStatus).toBe('Active');
    const stored = await t.gql<{ checkout: { status: string } }>(CHECKOUT, { id: checkout.id }, customer.token);
    expect(stored.data!.checkout.status).toBe('Paid');
  });

  it("staff find the fulfilled order by its customer's e-mail and phone (fulfilment keeps the customer's search keys)", async () => {
    const order = await orders().findOne({ paymentIntentId: pi.id });
    for (const search of [customer.email, customer.phoneNo.slice(-7)]) {
      const found = await t.gql<{ adminOrders: { data: { orderNumber: string }[] } }>(
        `query($search: String) { adminOrders(search: $search, limit: 50) { data { orderNumber } } }`,
        { search },
        admin.token,
      );
      expect({ search, numbers: found.data!.adminOrders.data.map((o) => o.orderNumber) }).toEqual({
        search,
        numbers: [order!.orderNumber],
      });
    }
  });

  it('the same event twice still gives one order and one subscription', async () => {
    const payload = succeededEvent(pi, 'evt_repeat_' + pi.id);
    expect((await postWebhook(t, payload)).status).toBe(200);
    expect((await postWebhook(t, payload)).status).toBe(200);
    expect(await countOrders(pi.id)).toBe(1);
    expect(await subscriptions().countDocuments({ user: (await orders().findOne({ paymentIntentId: pi.id }))!.user })).toBe(1);
    expect(await t.connection.collection('paymentevents').countDocuments({ eventId: 'evt_repeat_' + pi.id })).toBe(1);
  });

  it('createOrder after the webhook returns the same order (GraphQL and REST)', async () => {
    const body = await t.gql<{ createOrder: Order }>(CREATE_ORDER, { input: { paymentIntentId: pi.id } }, customer.token);
    expect(body.errors).toBeUndefined();
    const order = body.data!.createOrder;
    expect(order).toMatchObject({
      id: orderId,
      userId: customer.id,
      planId: plans['Balanced'],
      paymentIntentId: pi.id,
      paymentMode: 'card',
      orderType: 'Promotion',
      status: 'Paid',
      subtotal: 257_600,
      vat: 10_948,
      deliveryFee: 0,
      discount: 38_640,
      total: checkout.quote.total,
      packageInfo: { days: '1 Month', package: 'Balanced', mealsCount: 4, isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 } },
      promotion: { name: 'Summer Fit Special' },
      discountCode: null,
    });
    const rest = await t.http
      .post('/api/orders/createOrder/new')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ paymentIntentId: pi.id, price: checkout.quote.total / 100, paymentMode: 'card', orderData: { package: 'Balanced' } })
      .expect(200);
    expect(rest.body.message).toBe('Order placed successfully');
    expect(rest.body.data).toMatchObject({
      _id: orderId,
      orderNumber: order.orderNumber,
      price: checkout.quote.total / 100,
      paymentMode: 'card',
      days: '1 Month',
      package: 'Balanced',
    });
    expect(await countOrders(pi.id)).toBe(1);
  });

  it('another user cannot claim the order (FORBIDDEN) nor read it (ORDER_NOT_FOUND); staff can read it', async () => {
    expect(errorCode(await t.gql(CREATE_ORDER, { input: { paymentIntentId: pi.id } }, other.token))).toBe('FORBIDDEN');
    const rest = await t.http
      .post('/api/orders/createOrder/new')
      .set('Authorization', `Bearer ${other.token}`)
      .send({ paymentIntentId: pi.id, price: 1, paymentMode: 'card' });
    expect(rest.status).toBe(403);
    expect(errorCode(await t.gql(ORDER, { id: orderId }, other.token))).toBe('ORDER_NOT_FOUND');
    expect((await t.gql<{ myOrders: unknown[] }>(MY_ORDERS, {}, other.token)).data!.myOrders).toEqual([]);
    expect((await t.gql<{ order: { id: string } }>(ORDER, { id: orderId }, admin.token)).data!.order.id).toBe(orderId);
  });

  it('the owner sees the order and the subscription with meal names, by date', async () => {
    const mine = await t.gql<{ myOrders: { id: string }[] }>(MY_ORDERS, {}, customer.token);
    expect(mine.data!.myOrders.map((o) => o.id)).toContain(orderId);
    expect((await t.gql<{ order: { id: string } }>(ORDER, { id: orderId }, customer.token)).data!.order.id).toBe(orderId);

    const body = await t.gql<{
      mySubscription: {
        planName: string;
        orderId: string;
        status: string;
        startDate: string;
        planMeals: { category: string; mealName: string; scheduledDate: string; deliveryStatus: string }[];
      };
    }>(MY_SUBSCRIPTION, {}, customer.token);
    expect(body.errors).toBeUndefined();
    const sub = body.data!.mySubscription;
    expect(sub).toMatchObject({ planName: 'Balanced', orderId, status: 'Active' });
    expect(sub.planMeals).toHaveLength(112);
    expect(sub.planMeals.slice(0, 4).map((m) => m.category)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    expect(sub.planMeals[0]!.scheduledDate).toBe(sub.startDate);
    expect(sub.planMeals.every((m) => m.mealName.length > 0 && m.deliveryStatus === 'Pending')).toBe(true);
    const dates = sub.planMeals.map((m) => m.scheduledDate);
    expect([...dates].sort()).toEqual(dates);
    // Meals rotate: day 1 and day 2 breakfasts differ.
    expect(sub.planMeals[0]!.mealName).not.toBe(sub.planMeals[4]!.mealName);
  });

  it('a missing subscription is repaired by the next createOrder', async () => {
    await subscriptions().deleteMany({ order: (await orders().findOne({ paymentIntentId: pi.id }))!._id });
    const body = await t.gql<{ createOrder: { id: string } }>(CREATE_ORDER, { input: { paymentIntentId: pi.id } }, customer.token);
    expect(body.data!.createOrder.id).toBe(orderId);
    const order = await orders().findOne({ paymentIntentId: pi.id });
    expect(await subscriptions().countDocuments({ order: order!._id })).toBe(1);
  });

  it('20 concurrent deliveries of different events for one PaymentIntent make one order and one subscription', async () => {
    const buyer = await loginAs(t, Role.User);
    const trial = await startCheckout(buyer.token, selection('7-Day Trial', { duration: '7 Days' }));
    const intent = paidIntent(buyer, trial);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postWebhook(t, succeededEvent(intent))));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await countOrders(intent.id)).toBe(1);
    const order = await orders().findOne({ paymentIntentId: intent.id });
    expect(order).toMatchObject({ orderType: 'Trial', price: { subtotal: 47_524, total: 49_900 } });
    const subs = await subscriptions().find({ order: order!._id }).toArray();
    expect(subs).toHaveLength(1);
    expect(subs[0]!.planMeals).toHaveLength(7 * 4);
    expect(await subscriptions().countDocuments({ user: order!.user })).toBe(1);
    // And the browser's createOrder lands on the same order.
    const body = await t.gql<{ createOrder: { id: string } }>(CREATE_ORDER, { input: { paymentIntentId: intent.id } }, buyer.token);
    expect(body.data!.createOrder.id).toBe(order!._id.toString());
  });

  it('an intent whose amount is not the checkout quote creates nothing (acknowledged, logged)', async () => {
    const buyer = await loginAs(t, Role.User);
    const c = await startCheckout(buyer.token, selection('Plant Power'));
    const cheap = paidIntent(buyer, c, c.quote.total - 100);
    expect((await postWebhook(t, succeededEvent(cheap))).status).toBe(200);
    expect(await countOrders(cheap.id)).toBe(0);
    // An intent naming another user's checkout creates nothing either.
    const stolen = paidIntent(await createUser(t), c);
    expect((await postWebhook(t, succeededEvent(stolen))).status).toBe(200);
    expect(await countOrders(stolen.id)).toBe(0);
  });

  it('other event types are acknowledged and recorded', async () => {
    const payload = JSON.stringify({
      id: uniqueStripeId('evt'),
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_x', object: 'payment_intent' } },
    });
    expect((await postWebhook(t, payload)).body).toEqual({ received: true });
  });
});

describe('without Stripe keys', () => {
  let bare: TestApp;

  beforeAll(async () => {
    bare = await createTestApp({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    await seedDatabase(bare);
  });

  afterAll(async () => {
    await bare?.close();
  });

  it("createPaymentIntent answers 'Card payments are not configured.'", async () => {
    const user = await loginAs(bare, Role.User);
    const balanced = (await planIdsByName(bare))['Balanced'];
    const started = await bare.gql<{ startCheckout: Checkout }>(
      START,
      { input: { ...selection('Balanced'), planId: balanced } },
      user.token,
    );
    const body = await bare.gql(INTENT, { checkoutId: started.data!.startCheckout.id }, user.token);
    expect(errorCode(body)).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(message(body)).toBe('Card payments are not configured.');
    const rest = await bare.http.post('/api/users/create_payment_intent').set('Authorization', `Bearer ${user.token}`).send({ amount: 1 });
    expect(rest.status).toBe(503);
    expect(rest.body.message).toBe('Card payments are not configured.');
    expect((await bare.gql(CONFIG)).data).toEqual({ paymentConfig: { publishableKey: null, currency: 'aed', enabled: false } });
    expect((await bare.http.post('/api/payments/webhook').send({})).status).toBe(503);
  });
});
