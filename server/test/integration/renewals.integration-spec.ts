import { jest } from '@jest/globals';
import { Types, type Model } from 'mongoose';
import { getModelToken } from '@nestjs/mongoose';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { Clock } from '../../src/common/clock.js';
import { STRIPE_CLIENT } from '../../src/modules/payments/stripe.provider.js';
import { RenewalJobService } from '../../src/modules/orders/renewal-job.service.js';
import { SubscriptionLifecycleService } from '../../src/modules/subscriptions/subscription-lifecycle.service.js';
import { SubscriptionsService } from '../../src/modules/subscriptions/subscriptions.service.js';
import { Renewal } from '../../src/modules/orders/renewal.schema.js';
import { dateInDays, planIdsByName, postWebhook, STRIPE_TEST_ENV, stripeEvent, uniqueStripeId } from '../factories/payments.js';
import { loginAs, userModel, type CreatedUser } from '../factories/users.js';
import { DailyJobsService } from '../../src/modules/jobs/daily-jobs.service.js';
import { createTwoInstances, errorCode, seedDatabase, type TestApp, type TwoInstances } from '../setup/test-app.js';

/**
 * Automatic renewal on the real database with stripe-mock, on two instances of the app: the first payment saves
 * the card, the renewal job charges once whatever the instances and triggers, turning it off before the job stops
 * the charge, and Stripe's outcomes (signed webhooks) move the renewal through needs_action, declines and failure.
 */

const START = `mutation Start($input: SelectionInput!) { startCheckout(input: $input) { id quote { total } } }`;
const PAY = `mutation Pay($checkoutId: ID!, $saveCard: Boolean) { createPaymentIntent(checkoutId: $checkoutId, saveCard: $saveCard, acceptedTermsVersion: 1) { paymentIntentId amount } }`;
const CARD = `{ myPaymentMethod { brand last4 expMonth expYear savedAt } }`;
const MINE = `{ mySubscription { id endDate nextRenewal { autoRenew state chargeDate amount attempts } } }`;
const SET = `mutation Set($id: ID!, $on: Boolean!) { setAutoRenew(subscriptionId: $id, on: $on) { autoRenew state } }`;
const AUTH = `query Auth($id: ID!) { renewalAuthentication(subscriptionId: $id) { clientSecret amount } }`;

const DAY = 86_400_000;
type Customer = CreatedUser & { token: string };

let cluster: TwoInstances;
let t: TestApp;

beforeAll(async () => {
  cluster = await createTwoInstances({ ...STRIPE_TEST_ENV });
  t = cluster.alternating;
  await seedDatabase(cluster.a);
});

afterAll(async () => {
  for (const app of [cluster.a, cluster.b]) delete (app.app.get(Clock) as Partial<Clock>).now;
  await cluster?.close();
});

function setNow(at: Date | null): void {
  for (const app of [cluster.a, cluster.b]) {
    const clock = app.app.get(Clock);
    if (at === null) delete (clock as Partial<Clock>).now;
    else clock.now = () => new Date(at);
  }
}

const renewals = () => cluster.a.app.get<Model<Renewal>>(getModelToken(Renewal.name));

/** Buys a 1-month plan the way the browser does (checkout, PaymentIntent with `saveCard`), paid by a signed webhook. */
async function buy(user: Customer, saveCard = true, startDate = dateInDays(5)): Promise<{ id: string; endDate: Date }> {
  const plans = await planIdsByName(t);
  const input = {
    planId: plans.Balanced,
    duration: '1 Month',
    meals: { breakfast: 0, lunch: 1, dinner: 1, snack: 0 },
    startDate,
  };
  const started = await t.gql<{ startCheckout: { id: string; quote: { total: number } } }>(START, { input }, user.token);
  const checkoutId = started.data!.startCheckout.id;
  const total = started.data!.startCheckout.quote.total;
  const paid = await t.gql(PAY, { checkoutId, saveCard }, user.token);
  expect(paid.errors).toBeUndefined();
  const payload = stripeEvent('payment_intent.succeeded', {
    id: uniqueStripeId('pi'),
    object: 'payment_intent',
    amount: total,
    currency: 'aed',
    status: 'succeeded',
    client_secret: 'pi_x_secret_y',
    payment_method: 'pm_card_visa',
    setup_future_usage: saveCard ? 'off_session' : null,
    metadata: { userId: user.id, checkoutId, total: String(total) },
  });
  expect((await postWebhook(t, payload)).status).toBe(200);
  const mine = await t.gql<{ mySubscription: { id: string; endDate: string } }>(MINE, {}, user.token);
  return { id: mine.data!.mySubscription.id, endDate: new Date(mine.data!.mySubscription.endDate) };
}

/** Watches PaymentIntent creations on both instances' Stripe clients (the calls still reach stripe-mock). */
/** The idempotency keys of the off-session charges made on both instances meanwhile. */
function watchOffSessionCharges() {
  const spies = [cluster.a, cluster.b].map((app) => {
    const stripe = app.app.get(STRIPE_CLIENT);
    return jest.spyOn(stripe.paymentIntents, 'create');
  });
  const keys = () =>
    spies.flatMap((s) =>
      s.mock.calls
        .filter((c) => (c[0] as { off_session?: boolean }).off_session === true)
        .map((c) => (c[1] as { idempotencyKey?: string }).idempotencyKey),
    );
  return { keys, restore: () => spies.forEach((s) => s.mockRestore()) };
}

/** The charge day of a plan ending on `endDate`, 08:00 UTC (noon in Dubai). */
const chargeDay = (endDate: Date) => new Date(endDate.getTime() - 3 * DAY + 8 * 3_600_000);

async function outbox(email: string): Promise<{ subject: string; meta?: { kind?: string } }[]> {
  const res = await cluster.a.http.get('/api/dev/outbox').query({ to: email }).expect(200);
  return (res.body as { data: { subject: string; meta?: { kind?: string } }[] }).data;
}

async function outboxKinds(email: string): Promise<string[]> {
  return (await outbox(email)).map((m) => m.meta?.kind ?? '');
}

/** A renewal charge's outcome as Stripe's webhook reports it. */
function failedEvent(user: Customer, r: Renewal, code: string): string {
  return stripeEvent('payment_intent.payment_failed', {
    id: r.paymentIntentId ?? uniqueStripeId('pi'),
    object: 'payment_intent',
    amount: 100,
    currency: 'aed',
    status: 'requires_payment_method',
    client_secret: 'pi_x_secret_y',
    last_payment_error: { code, type: 'card_error' },
    metadata: { userId: user.id, checkoutId: r.checkout!.toString(), renewalOf: r._id.toString(), renewalAttempt: String(r.attempts) },
  });
}

/** A renewal attempt's charge paid, as Stripe's webhook reports it: `total` fils, attempt `attempt`. */
function paidEvent(user: Customer, r: Renewal, total: number, attempt: number): string {
  return stripeEvent('payment_intent.succeeded', {
    id: uniqueStripeId('pi'),
    object: 'payment_intent',
    amount: total,
    currency: 'aed',
    status: 'succeeded',
    client_secret: 'x_secret_y',
    metadata: {
      userId: user.id,
      checkoutId: r.checkout!.toString(),
      total: String(total),
      renewalOf: r._id.toString(),
      renewalAttempt: String(attempt),
    },
  });
}

describe('saved card', () => {
  it('the first payment saves the card; its owner sees brand, last 4 and expiry, another customer sees none', async () => {
    const owner = await loginAs(t, Role.User);
    const other = await loginAs(t, Role.User);
    await buy(owner);
    const card = await t.gql<{
      myPaymentMethod: { brand: string; last4: string; expMonth: number; expYear: number; savedAt: string } | null;
    }>(CARD, {}, owner.token);
    expect(card.data!.myPaymentMethod).toEqual({
      brand: expect.any(String),
      last4: expect.stringMatching(/^\d{4}$/),
      expMonth: expect.any(Number),
      expYear: expect.any(Number),
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await t.gql(CARD, {}, other.token)).data!.myPaymentMethod).toBeNull();
    expect(errorCode(await t.gql(CARD, {}))).toBe('UNAUTHENTICATED');
  });

  it("checkout's PaymentIntent is the customer's and saves the card for off-session use only with consent", async () => {
    const watch = [cluster.a, cluster.b].map((app) => jest.spyOn(app.app.get(STRIPE_CLIENT).paymentIntents, 'create'));
    try {
      await buy(await loginAs(t, Role.User), true);
      await buy(await loginAs(t, Role.User), false);
      const params = watch.flatMap((s) => s.mock.calls.map((c) => c[0] as { customer?: string; setup_future_usage?: string }));
      expect(params).toHaveLength(2);
      expect(params).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ customer: expect.stringMatching(/^cus_/), setup_future_usage: 'off_session' }),
          expect.not.objectContaining({ setup_future_usage: 'off_session' }),
        ]),
      );
    } finally {
      watch.forEach((s) => s.mockRestore());
    }
  });

  it('one Stripe Customer per user whatever the instances: 10 SetupIntents at once leave one profile with one customer id', async () => {
    const user = await loginAs(t, Role.User);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.gql<{ createSetupIntent: { clientSecret: string } }>(`mutation { createSetupIntent { clientSecret } }`, {}, user.token),
      ),
    );
    for (const a of answers) expect(a.data?.createSetupIntent.clientSecret).toMatch(/secret/);
    const profiles = await cluster.a.connection
      .collection('paymentprofiles')
      .find({ user: new (await import('mongoose')).Types.ObjectId(user.id) })
      .toArray();
    expect(profiles).toHaveLength(1);
    expect(profiles[0].stripeCustomerId).toMatch(/^cus_/);
  });

  it('setup_intent.succeeded replaces the card; removePaymentMethod forgets it and turns auto-renew off', async () => {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    const payload = stripeEvent('setup_intent.succeeded', {
      id: 'seti_test',
      object: 'setup_intent',
      payment_method: 'pm_card_mastercard',
      metadata: { userId: user.id },
    });
    const savedAt = async () =>
      (await t.gql<{ myPaymentMethod: { savedAt: string } | null }>(CARD, {}, user.token)).data!.myPaymentMethod?.savedAt;
    const before = await savedAt();
    expect(before).toBeDefined();
    expect((await postWebhook(t, payload)).status).toBe(200);
    // The replacement is told apart by its time (the customer area waits for it after confirming the SetupIntent).
    expect(Date.parse((await savedAt())!)).toBeGreaterThan(Date.parse(before!));
    const removed = await t.gql<{ removePaymentMethod: boolean }>(`mutation { removePaymentMethod }`, {}, user.token);
    expect(removed.data!.removePaymentMethod).toBe(true);
    expect((await t.gql(CARD, {}, user.token)).data!.myPaymentMethod).toBeNull();
    const mine = await t.gql<{ mySubscription: { nextRenewal: { autoRenew: boolean; state: string } } }>(MINE, {}, user.token);
    expect(mine.data!.mySubscription.nextRenewal).toMatchObject({ autoRenew: false, state: 'Off' });
    expect((await renewals().findById(sub.id).lean())?.state).toBe('off');
    const audit = await cluster.a.connection.collection('audit_log').find({ entity: 'renewals', entityId: sub.id }).toArray();
    expect(audit.map((e) => [e.action, e.actorEmail])).toEqual([['renewal.off', user.email]]);
  });
});

describe('the renewal job', () => {
  afterEach(() => setNow(null));

  it('on by default with a saved card; the job on two instances and 30 triggers at once charges once and makes one order, paid by the webhook', async () => {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    const before = await t.gql<{
      mySubscription: { nextRenewal: { autoRenew: boolean; state: string; chargeDate: string; amount: number } };
    }>(MINE, {}, user.token);
    const next = before.data!.mySubscription.nextRenewal;
    expect(next).toMatchObject({ autoRenew: true, state: 'Scheduled' });
    expect(new Date(next.chargeDate).getTime()).toBe(sub.endDate.getTime() - 3 * DAY);
    expect(next.amount).toBeGreaterThan(0);

    const charges = watchOffSessionCharges();
    try {
      const at = chargeDay(sub.endDate);
      setNow(at);
      const jobs = [cluster.a, cluster.b].map((app) => app.app.get(RenewalJobService));
      await Promise.all(Array.from({ length: 30 }, (_, i) => jobs[i % 2].run(at)));
      // Other customers' plans bought above end the same day and renew in the same runs: this one is charged once.
      expect(charges.keys().filter((k) => k?.startsWith(`renewal:${sub.id}:`))).toEqual([`renewal:${sub.id}:1`]);
    } finally {
      charges.restore();
    }
    const r = (await renewals().findById(sub.id).lean())!;
    expect(r).toMatchObject({ attempts: 1, state: 'scheduled', awaitingOutcome: true });
    expect(await cluster.a.connection.collection('checkouts').countDocuments({ renewalOf: r._id })).toBe(1);

    const checkout = await cluster.a.connection.collection('checkouts').findOne({ _id: r.checkout! });
    const total = (checkout!.quote as { total: number }).total;
    expect(total).toBe(next.amount);
    const paid = paidEvent(user, r, total, 1);
    expect((await postWebhook(t, paid)).status).toBe(200);
    const orders = await cluster.a.connection.collection('orders').find({ user: r.user }).sort({ createdAt: 1 }).toArray();
    expect(orders).toHaveLength(2);
    expect(orders[1].orderNumber).not.toBe(orders[0].orderNumber);
    expect(orders[1].invoiceNumber).toEqual(expect.any(Number));
    expect(orders[1].discountCode).toBeNull();
    expect(new Date(orders[1].packageInfo.startDate).getTime()).toBe(sub.endDate.getTime() + DAY);
    const after = (await renewals().findById(sub.id).lean())!;
    expect(after.state).toBe('paid');
    expect(after.renewalOrder?.toString()).toBe(orders[1]._id.toString());
    expect((await outboxKinds(user.email)).filter((k) => k === 'orderConfirmation')).toHaveLength(2);
    // The new plan renews itself too.
    const newSub = await cluster.a.connection.collection('subscriptions').findOne({ order: orders[1]._id });
    expect((await renewals().findById(newSub!._id).lean())?.autoRenew).toBe(true);
  });

  it('turned off before the job: nothing is charged; another customer cannot turn it back on', async () => {
    const user = await loginAs(t, Role.User);
    const other = await loginAs(t, Role.User);
    const sub = await buy(user);
    expect(errorCode(await t.gql(SET, { id: sub.id, on: false }, other.token))).toBe('SUBSCRIPTION_NOT_FOUND');
    const off = await t.gql<{ setAutoRenew: { autoRenew: boolean; state: string } }>(SET, { id: sub.id, on: false }, user.token);
    expect(off.data!.setAutoRenew).toEqual({ autoRenew: false, state: 'Off' });
    const charges = watchOffSessionCharges();
    try {
      const at = chargeDay(sub.endDate);
      setNow(at);
      await Promise.all([cluster.a.app.get(RenewalJobService).run(at), cluster.b.app.get(RenewalJobService).run(at)]);
      expect(charges.keys().filter((k) => k?.startsWith(`renewal:${sub.id}:`))).toEqual([]);
    } finally {
      charges.restore();
    }
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ attempts: 0, state: 'off' });
    // A plan that does not renew itself still gets the reminder to renew by hand (0019).
    await cluster.a.app.get(SubscriptionLifecycleService).sendRenewalReminders(chargeDay(sub.endDate));
    expect(await outboxKinds(user.email)).toContain('renewalReminder');
    expect(errorCode(await t.gql(SET, { id: sub.id, on: true }, other.token))).toBe('SUBSCRIPTION_NOT_FOUND');
  });

  it('renewed by hand before the charge day: the job charges nothing and turns the renewal off', async () => {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    const next = new Date(sub.endDate.getTime() + DAY).toISOString().slice(0, 10);
    await buy(user, true, next);
    const watch = watchOffSessionCharges();
    try {
      const at = chargeDay(sub.endDate);
      setNow(at);
      await Promise.all([cluster.a.app.get(RenewalJobService).run(at), cluster.b.app.get(RenewalJobService).run(at)]);
      expect(watch.keys().filter((k) => k?.startsWith(`renewal:${sub.id}:`))).toEqual([]);
    } finally {
      watch.restore();
    }
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'off', autoRenew: false, lastError: 'renewed_by_hand' });
  });

  it('a plan bought without saving the card does not renew itself', async () => {
    const user = await loginAs(t, Role.User);
    await buy(user, false);
    const mine = await t.gql<{ mySubscription: { nextRenewal: { autoRenew: boolean; state: string } } }>(MINE, {}, user.token);
    expect(mine.data!.mySubscription.nextRenewal).toMatchObject({ autoRenew: false, state: 'Off' });
  });
});

describe('dunning', () => {
  afterEach(() => setNow(null));

  it('authentication_required: needs_action, an e-mail with the 3-D Secure link, and the client secret for its owner only', async () => {
    const user = await loginAs(t, Role.User);
    const other = await loginAs(t, Role.User);
    const sub = await buy(user);
    const at = chargeDay(sub.endDate);
    setNow(at);
    await cluster.a.app.get(RenewalJobService).run(at);
    const r = (await renewals().findById(sub.id).lean())!;
    expect((await postWebhook(t, failedEvent(user, r, 'authentication_required'))).status).toBe(200);
    expect((await renewals().findById(sub.id).lean())?.state).toBe('needs_action');
    expect(await outboxKinds(user.email)).toContain('renewalNeedsAction');
    const inbox = `{ myNotifications { data { title } unreadCount } }`;
    const en = await t.gql<{ myNotifications: { data: { title: string }[]; unreadCount: number } }>(inbox, {}, user.token);
    expect(en.data!.myNotifications).toEqual({ data: [{ title: 'Confirm your plan renewal' }], unreadCount: 1 });
    const res = await cluster.b.http
      .post('/graphql')
      .set('Authorization', `Bearer ${user.token}`)
      .set('Accept-Language', 'ar')
      .send({ query: inbox });
    expect(res.body.data.myNotifications.data).toEqual([{ title: 'أكّد تجديد خطتك' }]);
    expect((await t.gql<{ myNotifications: { data: unknown[] } }>(inbox, {}, other.token)).data!.myNotifications.data).toEqual([]);
    const auth = await t.gql<{ renewalAuthentication: { clientSecret: string; amount: number } }>(AUTH, { id: sub.id }, user.token);
    expect(auth.data?.renewalAuthentication.clientSecret).toMatch(/secret/);
    expect(errorCode(await t.gql(AUTH, { id: sub.id }, other.token))).toBe('SUBSCRIPTION_NOT_FOUND');
    // Waiting for the customer's 3-D Secure is past the cut-off: only staff can turn it off now.
    expect(errorCode(await t.gql(SET, { id: sub.id, on: false }, user.token))).toBe('RENEWAL_LOCKED');
  });

  it('a decline is retried on the next two days with an e-mail each, then fails and the plan ends', async () => {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    let at = chargeDay(sub.endDate);
    for (let attempt = 1; attempt <= 3; attempt++) {
      setNow(at);
      await Promise.all([cluster.a.app.get(RenewalJobService).run(at), cluster.b.app.get(RenewalJobService).run(at)]);
      const r = (await renewals().findById(sub.id).lean())!;
      expect(r.attempts).toBe(attempt);
      const event = failedEvent(user, r, 'card_declined');
      expect((await postWebhook(t, event)).status).toBe(200);
      // The same outcome reported again (another event id) changes nothing.
      expect((await postWebhook(t, failedEvent(user, r, 'card_declined'))).status).toBe(200);
      at = new Date(at.getTime() + DAY);
    }
    const r = (await renewals().findById(sub.id).lean())!;
    expect(r).toMatchObject({ state: 'failed', attempts: 3, lastError: 'card_declined' });
    const kinds = await outboxKinds(user.email);
    expect(kinds.filter((k) => k === 'renewalDeclined')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'renewalFailed')).toHaveLength(1);
    expect(await cluster.a.connection.collection('orders').countDocuments({ user: r.user })).toBe(1);
    const audit = await cluster.a.connection.collection('audit_log').find({ entity: 'renewals', entityId: sub.id }).toArray();
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['renewal.declined', 'renewal.failed']));
  });

  it('in Arabic: the decline e-mail, then the retry next day paid through the daily jobs on both instances, with its confirmation', async () => {
    const user = await loginAs(t, Role.User);
    await userModel(cluster.a).updateOne({ _id: user.id }, { $set: { language: 'ar' } });
    const sub = await buy(user);
    const first = chargeDay(sub.endDate);
    setNow(first);
    // The daily jobs on both instances at once, under their lease: one runs the renewal.
    await Promise.all([cluster.a.app.get(DailyJobsService).runDue(), cluster.b.app.get(DailyJobsService).runDue()]);
    let r = (await renewals().findById(sub.id).lean())!;
    expect(r.attempts).toBe(1);
    await postWebhook(t, failedEvent(user, r, 'insufficient_funds'));
    expect((await outbox(user.email)).find((m) => m.meta?.kind === 'renewalDeclined')?.subject).toBe('تعذّر تجديد خطتك');

    setNow(new Date(first.getTime() + DAY));
    await Promise.all([cluster.a.app.get(DailyJobsService).runDue(), cluster.b.app.get(DailyJobsService).runDue()]);
    r = (await renewals().findById(sub.id).lean())!;
    expect(r.attempts).toBe(2);
    const checkout = await cluster.a.connection.collection('checkouts').findOne({ _id: r.checkout! });
    const total = (checkout!.quote as { total: number }).total;
    const paid = paidEvent(user, r, total, 2);
    expect((await postWebhook(t, paid)).status).toBe(200);
    expect((await renewals().findById(sub.id).lean())?.state).toBe('paid');
    const confirmations = (await outbox(user.email)).filter((m) => m.meta?.kind === 'orderConfirmation');
    expect(confirmations).toHaveLength(2);
    for (const m of confirmations) expect(m.subject).toMatch(/^تم تأكيد الطلب FF-/);
    // The daily jobs ran the reminders too: a plan that renews itself is not asked to be renewed by hand.
    expect(await outboxKinds(user.email)).not.toContain('renewalReminder');
  });

  it("a webhook that never came: the next day's run reads the outcome from Stripe (stripe-mock's intent is unpaid: a decline)", async () => {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    const at = chargeDay(sub.endDate);
    setNow(at);
    await cluster.a.app.get(RenewalJobService).run(at);
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ attempts: 1, awaitingOutcome: true });
    // Later the same day nothing is asked yet; the next day Stripe is asked, once, whatever the instances.
    await cluster.b.app.get(RenewalJobService).run(new Date(at.getTime() + 3_600_000));
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ attempts: 1, awaitingOutcome: true });
    const next = new Date(at.getTime() + DAY);
    setNow(next);
    await Promise.all([cluster.a.app.get(RenewalJobService).run(next), cluster.b.app.get(RenewalJobService).run(next)]);
    const r = (await renewals().findById(sub.id).lean())!;
    expect(r).toMatchObject({ state: 'scheduled', attempts: 1, awaitingOutcome: false, declinedAttempt: 1 });
    expect((await outboxKinds(user.email)).filter((k) => k === 'renewalDeclined')).toHaveLength(1);
  });

  it('staff see the state, retry a failed renewal and turn it off; a customer cannot', async () => {
    const user = await loginAs(t, Role.User);
    const admin = await loginAs(t, Role.Admin);
    const sub = await buy(user);
    await renewals().updateOne({ _id: sub.id }, { $set: { state: 'failed', attemptsLeft: 0, attempts: 3 } });
    const seen = await t.gql<{ subscriptionRenewal: { state: string } }>(
      `query S($id: ID!) { subscriptionRenewal(subscriptionId: $id) { state } }`,
      { id: sub.id },
      admin.token,
    );
    expect(seen.data!.subscriptionRenewal.state).toBe('Failed');
    expect(errorCode(await t.gql(`mutation R($id: ID!) { retryRenewal(subscriptionId: $id) { state } }`, { id: sub.id }, user.token))).toBe(
      'FORBIDDEN',
    );
    const retried = await t.gql<{ retryRenewal: { state: string; attempts: number } }>(
      `mutation R($id: ID!) { retryRenewal(subscriptionId: $id) { state attempts } }`,
      { id: sub.id },
      admin.token,
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryRenewal.attempts).toBe(4);
    const r = (await renewals().findById(sub.id).lean())!;
    await postWebhook(t, failedEvent(user, r, 'card_declined'));
    const order = (await cluster.a.connection.collection('orders').findOne({ user: r.user }))!;
    const grid = await t.gql<{ adminOrders: { data: { id: string; renewalState: string | null }[] } }>(
      `query G($search: String) { adminOrders(search: $search) { data { id renewalState } } }`,
      { search: order.orderNumber },
      admin.token,
    );
    // The staff retry was the one extra attempt: its decline fails the renewal again.
    expect(grid.data!.adminOrders.data).toEqual([{ id: order._id.toString(), renewalState: 'Failed' }]);
    const page = await t.gql<{ adminOrder: { renewal: { state: string; attempts: number; lastError: string } } }>(
      `query P($id: ID!) { adminOrder(id: $id) { renewal { state attempts lastError } } }`,
      { id: order._id.toString() },
      admin.token,
    );
    expect(page.data!.adminOrder.renewal).toEqual({ state: 'Failed', attempts: 4, lastError: 'card_declined' });
    const off = await t.gql<{ turnOffRenewal: { state: string } }>(
      `mutation O($id: ID!) { turnOffRenewal(subscriptionId: $id) { state } }`,
      { id: sub.id },
      admin.token,
    );
    expect(off.data!.turnOffRenewal.state).toBe('Off');
  });
});

describe('cancelling a plan whose renewal is charged', () => {
  afterEach(() => setNow(null));

  const PREVIEW = `query P($id: ID!) { cancellationPreview(subscriptionId: $id) { refund nextPlan { orderId orderNumber paidOn startDate cancelledMeals keptMeals refund } } }`;
  const CANCEL = `mutation C($id: ID!) { cancelMySubscription(subscriptionId: $id) { refund nextPlan { orderNumber cancelledMeals refund } } }`;
  type NextPlan = {
    orderId: string;
    orderNumber: string;
    paidOn: string;
    startDate: string;
    cancelledMeals: number;
    keptMeals: number;
    refund: number;
  };

  it('the preview states the next plan paid on its day; cancelling cancels and refunds both by the refund rules, each with its e-mail', async () => {
    const user = await loginAs(t, Role.User);
    const other = await loginAs(t, Role.User);
    const sub = await buy(user);
    const at = chargeDay(sub.endDate);
    setNow(at);
    const unpaid = await t.gql<{ cancellationPreview: { nextPlan: NextPlan | null } }>(PREVIEW, { id: sub.id }, user.token);
    expect(unpaid.data!.cancellationPreview.nextPlan).toBeNull();

    // The renewal is charged on its day and paid by Stripe's webhook.
    await cluster.a.app.get(RenewalJobService).run(at);
    const r = (await renewals().findById(sub.id).lean())!;
    const total = ((await cluster.a.connection.collection('checkouts').findOne({ _id: r.checkout! }))!.quote as { total: number }).total;
    expect((await postWebhook(t, paidEvent(user, r, total, r.attempts))).status).toBe(200);
    const renewalOrderId = (await renewals().findById(sub.id).lean())!.renewalOrder!;
    const renewalOrder = (await cluster.a.connection.collection('orders').findOne({ _id: renewalOrderId }))!;
    const next = (await cluster.a.connection.collection('subscriptions').findOne({ order: renewalOrderId }))!;
    const nextMeals = (next.planMeals as unknown[]).length;

    const preview = await t.gql<{ cancellationPreview: { refund: number; nextPlan: NextPlan | null } }>(
      PREVIEW,
      { id: sub.id },
      user.token,
    );
    expect(preview.errors).toBeUndefined();
    // The next plan starts four days after the charge day: every meal is past the 48-hour cut-off, so all is refunded.
    expect(preview.data!.cancellationPreview.nextPlan).toEqual({
      orderId: renewalOrderId.toString(),
      orderNumber: renewalOrder.orderNumber,
      paidOn: (renewalOrder.createdAt as Date).toISOString(),
      startDate: (next.startDate as Date).toISOString(),
      cancelledMeals: nextMeals,
      keptMeals: 0,
      refund: total,
    });
    expect(errorCode(await t.gql(PREVIEW, { id: sub.id }, other.token))).toBe('SUBSCRIPTION_NOT_FOUND');

    const done = await t.gql<{
      cancelMySubscription: { refund: number; nextPlan: { orderNumber: string; cancelledMeals: number; refund: number } | null };
    }>(CANCEL, { id: sub.id }, user.token);
    expect(done.errors).toBeUndefined();
    expect(done.data!.cancelMySubscription.refund).toBe(preview.data!.cancellationPreview.refund);
    expect(done.data!.cancelMySubscription.nextPlan).toEqual({
      orderNumber: renewalOrder.orderNumber,
      cancelledMeals: nextMeals,
      refund: total,
    });
    const subs = cluster.a.connection.collection('subscriptions');
    expect((await subs.findOne({ _id: next._id }))!.status).toBe('Cancelled');
    const refundedOrder = (await cluster.a.connection.collection('orders').findOne({ _id: renewalOrderId }))!;
    expect(refundedOrder.refundedAmount).toBe(total);
    expect(refundedOrder.refunds).toEqual([expect.objectContaining({ amount: total, source: 'Cancellation', status: 'Succeeded' })]);
    // One cancellation e-mail per plan; the next plan's own renewal is turned off, so it charges nothing more.
    expect((await outboxKinds(user.email)).filter((k) => k === 'cancellation')).toHaveLength(2);
    expect(await renewals().findById(next._id).lean()).toMatchObject({ state: 'off', autoRenew: false });
    expect(errorCode(await t.gql(CANCEL, { id: next._id.toString() }, user.token))).toBe('SUBSCRIPTION_NOT_ACTIVE');
  });

  it('a renewal not yet charged is turned off by the cancellation', async () => {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    const done = await t.gql<{ cancelMySubscription: { nextPlan: unknown } }>(CANCEL, { id: sub.id }, user.token);
    expect(done.errors).toBeUndefined();
    expect(done.data!.cancelMySubscription.nextPlan).toBeNull();
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'off', autoRenew: false });
    const audit = await cluster.a.connection.collection('audit_log').find({ entity: 'renewals', entityId: sub.id }).toArray();
    expect(audit.map((e) => [e.action, e.actorEmail])).toEqual([['renewal.off', user.email]]);
  });
});

describe('cancelling while the renewal is being charged', () => {
  afterEach(() => setNow(null));

  const CANCEL = `mutation C($id: ID!) { cancelMySubscription(subscriptionId: $id) { refund nextPlan { orderNumber cancelledMeals refund } } }`;
  const RETRY = `mutation R($id: ID!) { retryRenewal(subscriptionId: $id) { state } }`;
  const IN_FLIGHT = 'RENEWAL_CHARGE_IN_PROGRESS';
  const subs = () => cluster.a.connection.collection('subscriptions');

  /** A customer with a plan bought with the card saved, on its renewal's charge day (the app's clock moved). */
  async function onChargeDay() {
    const user = await loginAs(t, Role.User);
    const sub = await buy(user);
    const at = chargeDay(sub.endDate);
    setNow(at);
    return { user, sub, at };
  }

  /** The subscription as the job reads it (id, owner, order, last day). */
  async function renewable(id: string) {
    const s = (await cluster.a.app.get(SubscriptionsService).findRecord(id))!;
    return { _id: s._id, user: s.user, order: s.order, endDate: s.endDate };
  }

  /**
   * Holds the off-session charge of `subscriptionId` on both instances until `release()`: `started` resolves once
   * the job is inside the Stripe call (its attempt claimed). The call then reaches stripe-mock as usual.
   */
  function holdCharge(subscriptionId: string) {
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inside = new Promise<void>((r) => (started = r));
    const spies = [cluster.a, cluster.b].map((app) => {
      const intents = app.app.get(STRIPE_CLIENT).paymentIntents;
      const original = intents.create.bind(intents);
      return jest.spyOn(intents, 'create').mockImplementation((async (...args: Parameters<typeof original>) => {
        const params = args[0] as { metadata?: { renewalOf?: string } };
        if (params.metadata?.renewalOf === subscriptionId) {
          started();
          await gate;
        }
        return original(...args);
      }) as typeof intents.create);
    });
    return { started: inside, release, restore: () => spies.forEach((s) => s.mockRestore()) };
  }

  /** Nothing a refused cancellation could have written: the plan runs, its renewal as it was, no e-mail, no audit. */
  async function expectUntouched(user: Customer, id: string, renewal: Record<string, unknown>) {
    expect((await subs().findOne({ _id: new Types.ObjectId(id) }))!.status).toBe('Active');
    expect(await renewals().findById(id).lean()).toMatchObject({ ...renewal, cancelledBy: null });
    expect(await outboxKinds(user.email)).not.toContain('cancellation');
    expect(
      await cluster.a.connection.collection('audit_log').countDocuments({ entity: 'renewals', entityId: id, action: 'renewal.off' }),
    ).toBe(0);
  }

  it('cancelled before the claim: a job that listed the plan earlier, later runs and a staff retry charge nothing', async () => {
    const admin = await loginAs(t, Role.Admin);
    const { user, sub, at } = await onChargeDay();
    const listed = await renewable(sub.id); // the job's list, read before the cancellation
    const done = await t.gql<{ cancelMySubscription: { nextPlan: unknown } }>(CANCEL, { id: sub.id }, user.token);
    expect(done.errors).toBeUndefined();
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'off', autoRenew: false, cancelledBy: expect.any(String) });

    const charges = watchOffSessionCharges();
    try {
      expect(await cluster.b.app.get(RenewalJobService).attempt(listed, at)).toBe(false);
      await Promise.all([cluster.a, cluster.b].map((app) => app.app.get(RenewalJobService).run(at)));
      expect(errorCode(await t.gql(RETRY, { id: sub.id }, admin.token))).toBe('RENEWAL_LOCKED');
      expect(errorCode(await t.gql(SET, { id: sub.id, on: true }, user.token))).toBe('RENEWAL_NOT_AVAILABLE');
      expect(charges.keys().filter((k) => k?.startsWith(`renewal:${sub.id}:`))).toEqual([]);
    } finally {
      charges.restore();
    }
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'off', attempts: 0, claimUntil: null });
    expect(await cluster.a.connection.collection('checkouts').countDocuments({ renewalOf: new Types.ObjectId(sub.id) })).toBe(0);
  });

  it('during the Stripe call and while awaiting the webhook: refused in both languages, nothing written; once paid, both plans are cancelled', async () => {
    const { user, sub, at } = await onChargeDay();
    const hold = holdCharge(sub.id);
    let charging: Promise<boolean> | undefined;
    try {
      charging = cluster.a.app.get(RenewalJobService).attempt(await renewable(sub.id), at);
      await hold.started;
      const refused = await t.gql(CANCEL, { id: sub.id }, user.token);
      expect(errorCode(refused)).toBe(IN_FLIGHT);
      expect(refused.errors![0].message).toBe(
        "Your plan's renewal is being charged right now, so the plan cannot be cancelled yet. Nothing was changed. Please try again in a few minutes.",
      );
      const ar = await cluster.b.http
        .post('/graphql')
        .set('Authorization', `Bearer ${user.token}`)
        .set('Accept-Language', 'ar')
        .send({ query: CANCEL, variables: { id: sub.id } });
      expect(ar.body.errors[0]).toMatchObject({
        message: 'يجري الآن تحصيل مبلغ تجديد خطتك، لذا لا يمكن إلغاء الخطة بعد. لم يتغيّر شيء. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
        extensions: expect.objectContaining({ code: IN_FLIGHT }),
      });
      await expectUntouched(user, sub.id, { state: 'scheduled', autoRenew: true, attempts: 1, claimUntil: expect.any(Date) });
    } finally {
      hold.release();
      await charging;
      hold.restore();
    }

    // stripe-mock gives no final answer: the attempt awaits the webhook, and cancelling is still refused.
    const r = (await renewals().findById(sub.id).lean())!;
    expect(r).toMatchObject({ awaitingOutcome: true, claimUntil: null });
    expect(errorCode(await t.gql(CANCEL, { id: sub.id }, user.token))).toBe(IN_FLIGHT);
    await expectUntouched(user, sub.id, { state: 'scheduled', awaitingOutcome: true });

    // Paid: the next plan exists for a running plan; cancelling now cancels and refunds both.
    const total = ((await cluster.a.connection.collection('checkouts').findOne({ _id: r.checkout! }))!.quote as { total: number }).total;
    expect((await postWebhook(t, paidEvent(user, r, total, 1))).status).toBe(200);
    const paid = (await renewals().findById(sub.id).lean())!;
    expect(paid.state).toBe('paid');
    const done = await t.gql<{ cancelMySubscription: { nextPlan: { refund: number } | null } }>(CANCEL, { id: sub.id }, user.token);
    expect(done.errors).toBeUndefined();
    expect(done.data!.cancelMySubscription.nextPlan?.refund).toBe(total);
    expect((await subs().findOne({ order: paid.renewalOrder! }))!.status).toBe('Cancelled');
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'paid', cancelledBy: expect.any(String) });
  });

  it('awaiting the webhook, then declined: refused meanwhile; after the decline the cancellation stops every further attempt', async () => {
    const { user, sub, at } = await onChargeDay();
    expect(await cluster.a.app.get(RenewalJobService).attempt(await renewable(sub.id), at)).toBe(true);
    expect(errorCode(await t.gql(CANCEL, { id: sub.id }, user.token))).toBe(IN_FLIGHT);
    const r = (await renewals().findById(sub.id).lean())!;
    expect((await postWebhook(t, failedEvent(user, r, 'card_declined'))).status).toBe(200);
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'scheduled', awaitingOutcome: false, attemptsLeft: 2 });

    expect((await t.gql(CANCEL, { id: sub.id }, user.token)).errors).toBeUndefined();
    const charges = watchOffSessionCharges();
    try {
      const nextDay = new Date(at.getTime() + DAY);
      setNow(nextDay);
      await Promise.all([cluster.a, cluster.b].map((app) => app.app.get(RenewalJobService).run(nextDay)));
      expect(charges.keys().filter((k) => k?.startsWith(`renewal:${sub.id}:`))).toEqual([]);
    } finally {
      charges.restore();
    }
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'off', attempts: 1 });
  });

  it('waiting for 3-D Secure: the charge is cancelled at Stripe first; when Stripe refuses, the cancellation is refused and nothing changes', async () => {
    const { user, sub, at } = await onChargeDay();
    await cluster.a.app.get(RenewalJobService).attempt(await renewable(sub.id), at);
    const r = (await renewals().findById(sub.id).lean())!;
    expect((await postWebhook(t, failedEvent(user, r, 'authentication_required'))).status).toBe(200);
    const cancelSpies = () => [cluster.a, cluster.b].map((app) => jest.spyOn(app.app.get(STRIPE_CLIENT).paymentIntents, 'cancel'));
    // Stripe refuses (e.g. the customer confirmed it a moment ago): the plan and its renewal stay as they were.
    const refusing = cancelSpies();
    try {
      refusing.forEach((s) => s.mockRejectedValue(new Error('This PaymentIntent has already succeeded')));
      expect(errorCode(await t.gql(CANCEL, { id: sub.id }, user.token))).toBe(IN_FLIGHT);
      expect(refusing.flatMap((c) => c.mock.calls)).toHaveLength(1);
    } finally {
      refusing.forEach((s) => s.mockRestore());
    }
    await expectUntouched(user, sub.id, { state: 'needs_action', autoRenew: true });
    // Stripe cancels it (stripe-mock answers): the plan is cancelled and its renewal off.
    const watching = cancelSpies();
    try {
      expect((await t.gql(CANCEL, { id: sub.id }, user.token)).errors).toBeUndefined();
      expect(watching.flatMap((c) => c.mock.calls.map((args) => args[0]))).toEqual([r.paymentIntentId]);
    } finally {
      watching.forEach((s) => s.mockRestore());
    }
    expect(await renewals().findById(sub.id).lean()).toMatchObject({ state: 'off', autoRenew: false, cancelledBy: expect.any(String) });
    expect(errorCode(await t.gql(AUTH, { id: sub.id }, user.token))).toBe('RENEWAL_NOT_AVAILABLE');
  });

  it('30 cancellations and job runs at once on two instances end in exactly one of: no charge at all, or charged and paid, then cancelled with its next plan', async () => {
    const outcomes: string[] = [];
    for (const first of ['cancel', 'job'] as const) {
      const { user, sub, at } = await onChargeDay();
      const jobs = [cluster.a, cluster.b].map((app) => app.app.get(RenewalJobService));
      const charges = watchOffSessionCharges();
      let answers: (string | null)[];
      let keys: (string | undefined)[];
      try {
        const calls = Array.from({ length: 30 }, (_, i) => {
          const cancel = (i % 2 === 0) === (first === 'cancel');
          return cancel
            ? t.gql(CANCEL, { id: sub.id }, user.token).then((res) => (res.errors ? errorCode(res)! : 'cancelled'))
            : jobs[i % 2].run(at).then(() => null);
        });
        answers = (await Promise.all(calls)).filter((a) => a !== null);
        keys = charges.keys().filter((k) => k?.startsWith(`renewal:${sub.id}:`));
      } finally {
        charges.restore();
      }
      const r = (await renewals().findById(sub.id).lean())!;
      const nextPlans = () => cluster.a.connection.collection('checkouts').countDocuments({ renewalOf: new Types.ObjectId(sub.id) });
      if (keys.length === 0) {
        // The cancellation came first: cancelled once, never charged, the renewal off for good.
        outcomes.push('not charged');
        expect(answers.filter((a) => a === 'cancelled')).toHaveLength(1);
        expect(answers.filter((a) => a !== 'cancelled').every((a) => a === 'SUBSCRIPTION_NOT_ACTIVE' || a === 'SCHEDULE_CHANGED')).toBe(
          true,
        );
        expect((await subs().findOne({ _id: new Types.ObjectId(sub.id) }))!.status).toBe('Cancelled');
        expect(r).toMatchObject({ state: 'off', attempts: 0, cancelledBy: expect.any(String) });
        expect(await nextPlans()).toBe(0);
      } else {
        // The charge came first: one charge, every cancellation refused with nothing written until it is settled.
        outcomes.push('charged');
        expect(keys).toEqual([`renewal:${sub.id}:1`]);
        expect(new Set(answers)).toEqual(new Set([IN_FLIGHT]));
        await expectUntouched(user, sub.id, { state: 'scheduled', awaitingOutcome: true, attempts: 1 });
        const total = ((await cluster.a.connection.collection('checkouts').findOne({ _id: r.checkout! }))!.quote as { total: number })
          .total;
        expect((await postWebhook(t, paidEvent(user, r, total, 1))).status).toBe(200);
        const done = await t.gql<{ cancelMySubscription: { nextPlan: { refund: number } | null } }>(CANCEL, { id: sub.id }, user.token);
        expect(done.data?.cancelMySubscription.nextPlan?.refund).toBe(total);
        const renewalOrder = (await renewals().findById(sub.id).lean())!.renewalOrder!;
        expect(await cluster.a.connection.collection('orders').countDocuments({ _id: renewalOrder })).toBe(1);
        expect((await subs().findOne({ order: renewalOrder }))!.status).toBe('Cancelled');
      }
      // Never a running next plan for a cancelled plan.
      const running = await subs().countDocuments({ user: new Types.ObjectId(user.id), status: { $in: ['Active', 'Paused'] } });
      expect(running).toBe(0);
    }
    // Which came first is up to the machine; each run ended in one of the two outcomes above.
    console.log(`Cancel and charge at once: ${outcomes.join(', ')}`);
    expect(outcomes).toHaveLength(2);
  });
});
