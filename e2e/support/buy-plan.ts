import { expect, type APIRequestContext, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { latestOtp, uniqueCustomer } from './outbox';

/**
 * Shared journey steps: sign up through the UI, then buy a plan the way ordering.spec.ts does, but
 * through the API (the delivery address when the customer has none, startCheckout,
 * createPaymentIntent against stripe-mock, and the signed `payment_intent.succeeded` webhook that
 * creates the order).
 */

const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test_secret';
const stripe = new Stripe('sk_test_123');
export const DAY_MS = 86_400_000;

/** The first start date checkout accepts now (the first day beginning in Dubai at least 48 hours from now), plus `extraDays`, as its day label. */
export function startDay(extraDays: number): Date {
  // The first day that begins in Dubai (00:00 there, 20:00 UTC the evening before) at least 48 hours from now.
  const target = Date.now() + 48 * 3_600_000 + 4 * 3_600_000;
  let midnight = Math.floor(target / DAY_MS) * DAY_MS;
  if (midnight < target) midnight += DAY_MS;
  return new Date(midnight + extraDays * DAY_MS);
}

export const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Fills the sign-up form on the page (already at /signup) with a new customer, then enters the
 * e-mailed code on /otp_verification. Where the page goes next is the caller's to check.
 */
export async function createAccountAndVerify(page: Page, request: APIRequestContext) {
  const c = uniqueCustomer();
  await page.getByLabel('Full name').fill(c.fullName);
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Phone number').fill(c.phone);
  await page.getByLabel('Password', { exact: true }).fill(c.password);
  await page.getByLabel('Confirm password').fill(c.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/otp_verification/);
  await page.getByLabel('Verification code').fill(await latestOtp(request, c.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  return c;
}

/** A new, verified and signed-in customer (through /signup and the e-mailed code). */
export async function signUp(page: Page, request: APIRequestContext) {
  await page.goto('/signup');
  const c = await createAccountAndVerify(page, request);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return c;
}

/** The stored session of the page (localStorage `root`). */
export async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const auth = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('root') ?? '{}') as { auth?: { token?: string; user?: { id?: string } } }).auth,
  );
  expect(auth?.token).toBeTruthy();
  return { token: auth!.token!, userId: auth!.user!.id! };
}

/**
 * One GraphQL request through `request` (the app's API), signed in with `token` when there is one and in
 * `language` when given (`Accept-Language`); resolves to `data` and throws with the errors' messages.
 */
export async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  language?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (language) headers['Accept-Language'] = language;
  const res = await request.post('/graphql', { headers, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

/** The address journeys save for a customer who has none (checkout refuses to take a payment without one). */
export const E2E_ADDRESS = {
  area: 'Jumeirah Lake Towers',
  building: 'Lake City Tower, Cluster D',
  apartment: '2107',
  city: 'Dubai',
  instructions: 'Call on arrival',
};
export const E2E_ADDRESS_LINE = 'Apt 2107, Lake City Tower, Cluster D, Jumeirah Lake Towers, Dubai';

/** Saves {@link E2E_ADDRESS} for the token's customer unless they already have an address; resolves with the one-line address. */
export async function ensureDeliveryAddress(request: APIRequestContext, token: string): Promise<string> {
  const { me } = await gql<{ me: { deliveryAddress: { formatted: string } | null } }>(
    request,
    token,
    'query { me { deliveryAddress { formatted } } }',
    {},
  );
  if (me.deliveryAddress) return me.deliveryAddress.formatted;
  const { updateDeliveryAddress } = await gql<{ updateDeliveryAddress: { deliveryAddress: { formatted: string } } }>(
    request,
    token,
    'mutation($input: DeliveryAddressInput!) { updateDeliveryAddress(input: $input) { deliveryAddress { formatted } } }',
    { input: E2E_ADDRESS },
  );
  return updateDeliveryAddress.deliveryAddress.formatted;
}

/** A PaymentIntent as `createPaymentIntent` returns it (amount in fils). */
export interface E2eIntent {
  paymentIntentId: string;
  amount: number;
  clientSecret: string;
}

/**
 * Delivers a Stripe event of `type` about `object` to the webhook, signed with the test secret as Stripe signs it.
 * `baseUrl` picks the instance (default: the request context's). Returns the webhook's answer.
 */
export function deliverStripeEvent(request: APIRequestContext, type: string, object: Record<string, unknown>, baseUrl = '') {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return request.post(`${baseUrl}/api/payments/webhook`, {
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    data: payload,
  });
}

/**
 * Delivers Stripe's `payment_intent.succeeded` for `intent` to the webhook, with the metadata the server put on the
 * intent, and, with `paymentMethod` (a stripe-mock card such as `pm_card_visa`), the card the payment used (saved for
 * automatic renewal when the checkout asked to). Returns the webhook's answer.
 */
export function deliverPaymentSucceeded(
  request: APIRequestContext,
  intent: E2eIntent,
  metadata: { userId: string; checkoutId: string },
  baseUrl = '',
  paymentMethod?: string,
) {
  return deliverStripeEvent(
    request,
    'payment_intent.succeeded',
    {
      id: intent.paymentIntentId,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.amount,
      currency: 'aed',
      status: 'succeeded',
      client_secret: intent.clientSecret,
      ...(paymentMethod ? { payment_method: paymentMethod, setup_future_usage: 'off_session' } : {}),
      metadata: { ...metadata, total: String(intent.amount) },
    },
    baseUrl,
  );
}

/** Delivers Stripe's `setup_intent.succeeded`: the customer `userId` confirmed a new card, `paymentMethod`. */
export function deliverSetupSucceeded(request: APIRequestContext, userId: string, paymentMethod: string) {
  return deliverStripeEvent(request, 'setup_intent.succeeded', {
    id: `seti_e2e_${Date.now().toString(36)}`,
    object: 'setup_intent',
    status: 'succeeded',
    usage: 'off_session',
    payment_method: paymentMethod,
    metadata: { userId },
  });
}

/**
 * Buys `planName` (1 Month, all four meals) from `start` for the signed-in page's user, first saving
 * {@link E2E_ADDRESS} when they have no delivery address; resolves when the webhook has created the
 * subscription; `deliveryDaysPerWeek` the week (default the plan's longest). `saveCard` (default true, as the checkout asks) makes the plan renew itself; `card` (a stripe-mock
 * card such as `pm_card_visa`) is the card the payment used, then saved for automatic renewal.
 */
export async function buyPlan(
  page: Page,
  request: APIRequestContext,
  opts: { planName?: string; start: Date; saveCard?: boolean; card?: string; deliveryDaysPerWeek?: number },
) {
  const { token, userId } = await sessionOf(page);
  await ensureDeliveryAddress(request, token);
  const { plans } = await gql<{ plans: { id: string; name: string; isTrial: boolean }[] }>(
    request,
    token,
    'query { plans { id name isTrial } }',
    {},
  );
  const plan = plans.find((p) => p.name === (opts.planName ?? 'Lean & Low-Carb')) ?? plans.find((p) => !p.isTrial)!;
  const { startCheckout } = await gql<{ startCheckout: { id: string } }>(
    request,
    token,
    'mutation($input: SelectionInput!) { startCheckout(input: $input) { id } }',
    {
      input: {
        planId: plan.id,
        duration: '1 Month',
        meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 1 },
        startDate: ymd(opts.start),
        ...(opts.deliveryDaysPerWeek ? { deliveryDaysPerWeek: opts.deliveryDaysPerWeek } : {}),
      },
    },
  );
  // The customer accepts the terms and conditions in force on this checkout, as the checkout page asks.
  const { currentLegalVersions } = await gql<{ currentLegalVersions: { kind: string; version: number }[] }>(
    request,
    token,
    'query { currentLegalVersions { kind version } }',
    {},
  );
  const terms = currentLegalVersions.find((v) => v.kind === 'Terms')!.version;
  const { createPaymentIntent: intent } = await gql<{
    createPaymentIntent: { paymentIntentId: string; amount: number; clientSecret: string };
  }>(
    request,
    token,
    'mutation($checkoutId: ID!, $terms: Int, $saveCard: Boolean) { createPaymentIntent(checkoutId: $checkoutId, acceptedTermsVersion: $terms, saveCard: $saveCard) { paymentIntentId amount clientSecret } }',
    { checkoutId: startCheckout.id, terms, saveCard: opts.saveCard ?? true },
  );
  const webhook = await deliverPaymentSucceeded(request, intent, { userId, checkoutId: startCheckout.id }, '', opts.card);
  expect(webhook.status()).toBe(200);
  const { mySubscription } = await gql<{ mySubscription: { id: string; endDate: string } | null }>(
    request,
    token,
    'query { mySubscription { id endDate } }',
    {},
  );
  expect(mySubscription).not.toBeNull();
  return { planName: plan.name, subscription: mySubscription! };
}
