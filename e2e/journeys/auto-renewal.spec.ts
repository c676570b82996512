import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { buyPlan, DAY_MS, deliverSetupSucceeded, deliverStripeEvent, gql, sessionOf, startDay } from '../support/buy-plan';
import { instances, moveServerClockTo, resetServerClock } from '../support/clock';
import { serveStripeDouble } from '../support/stripe-page';
import { signUpByApi } from '../support/session';

/**
 * Automatic renewal in the customer area, in each language (docs/decisions/0084-subscriptions-that-renew-themselves.md):
 * a plan bought with the card saved renews itself; the customer turns it off and on, replaces the card through
 * Stripe Elements (Stripe.js served by the local double; the signed `setup_intent.succeeded` webhook delivered as
 * Stripe would, while the page says it is saving), and the plan page shows the next charge instead of Renew. Then the
 * clock moves to the charge day, the daily jobs run on both instances (the renewal job charges the saved card
 * off-session at stripe-mock), Stripe's signed `payment_intent.succeeded` is delivered for that attempt, and the
 * customer finds the renewal's own order with its tax invoice.
 */

// The tests move the clock of their pair of servers.
test.describe.configure({ mode: 'serial' });

/** The words of one language: what the customer reads and presses. */
interface Words {
  region: string;
  toggle: string;
  off: string;
  on: string;
  replace: string;
  dialog: string;
  save: string;
  saving: RegExp;
  saved: string;
  next: RegExp;
  renewsItself: RegExp;
  renew: string;
  invoice: RegExp;
}

const ENGLISH: Words = {
  region: 'Automatic renewal',
  toggle: 'Renew my plan automatically',
  off: 'Your plan will not renew automatically.',
  on: 'Your plan will renew automatically.',
  replace: 'Replace card',
  dialog: 'Replace your saved card',
  save: 'Save card',
  saving: /Saving your new card/,
  saved: 'Your new card is saved.',
  next: /AED [\d,]+\.\d\d \(VAT included\)/,
  renewsItself: /Your plan renews itself: your saved card is charged AED [\d,]+\.\d\d \(VAT included\)/,
  renew: 'Renew',
  invoice: /^Tax invoice INV-\d{6}$/,
};

const ARABIC: Words = {
  region: 'التجديد التلقائي',
  toggle: 'جدّد خطتي تلقائيًا',
  off: 'لن تتجدد خطتك تلقائيًا.',
  on: 'ستتجدد خطتك تلقائيًا.',
  replace: 'استبدال البطاقة',
  dialog: 'استبدال بطاقتك المحفوظة',
  save: 'حفظ البطاقة',
  saving: /جارٍ حفظ بطاقتك الجديدة/,
  saved: 'تم حفظ بطاقتك الجديدة.',
  next: /AED [\d,]+\.\d\d.*\(شاملة الضريبة\)/,
  renewsItself: /تتجدد خطتك تلقائيًا: تُخصم .*AED [\d,]+\.\d\d.*\(شاملة الضريبة\)/,
  renew: 'تجديد',
  invoice: /^الفاتورة الضريبية INV-\d{6}$/,
};

/** Nothing wider than the viewport (a 360 px phone must not scroll sideways). */
async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'page wider than the viewport').toBeLessThanOrEqual(width);
}

/**
 * Moves both servers' clocks to the charge day of `subscription` (RENEWAL_DAYS_BEFORE_END = 3 days before its last
 * delivery) and runs the daily jobs on both instances: the renewal job charges the saved card off-session at
 * stripe-mock, which keeps nothing; the renewal's checkout and amount are what Stripe's webhook must then carry.
 */
async function chargeDay(page: Page, request: APIRequestContext, instanceB: string, subscription: { id: string; endDate: string }) {
  await moveServerClockTo(request, instanceB, new Date(subscription.endDate).getTime() - 3 * DAY_MS);
  const runs = await Promise.all(instances(instanceB).map((base) => request.post(`${base}/api/dev/jobs/run`)));
  for (const run of runs) expect(run.status()).toBe(200);
  const attempt = (await (await request.get(`/api/dev/renewals/${subscription.id}`)).json()) as { attempt: number; checkoutId: string };
  expect(attempt.attempt).toBe(1);
  const { token, userId } = await sessionOf(page);
  const { mySubscription } = await gql<{ mySubscription: { nextRenewal: { amount: number } } }>(
    request,
    token,
    '{ mySubscription { nextRenewal { amount } } }',
    {},
  );
  return { token, userId, checkoutId: attempt.checkoutId, total: mySubscription.nextRenewal.amount };
}

/** The metadata the server put on the renewal's first charge attempt (what its webhook carries back). */
const renewalMetadata = (userId: string, checkoutId: string, total: number, subscriptionId: string) => ({
  userId,
  checkoutId,
  total: String(total),
  renewalOf: subscriptionId,
  renewalAttempt: '1',
});

/**
 * The journey in one language. `startIn`: days after the earliest start, different per test, so each test's charge
 * day is a day of its own (the daily jobs run once a day, by the moved clock, on the pair of servers the tests share).
 */
async function journey(page: Page, request: APIRequestContext, instanceB: string, w: Words, startIn: number) {
  await serveStripeDouble(page);
  await signUpByApi(page, request, { language: w === ARABIC ? 'ar' : 'en' });
  // Bought with the card saved (the checkout's default consent), paid by the signed webhook.
  const { subscription } = await buyPlan(page, request, { start: startDay(startIn), card: 'pm_card_visa' });

  await page.goto('/dashboard/user-subscribed-plan');
  const card = page.getByRole('region', { name: w.region });
  const toggle = card.getByRole('switch', { name: w.toggle });
  await expect(toggle).toBeChecked();
  await expect(card.getByTestId('saved-card')).toContainText('4242');
  await expect(card.getByTestId('next-renewal')).toHaveText(w.next);
  await fitsWidth(page);

  // Off, then on again: each saved at once and said in a toast.
  await toggle.click();
  await expect(page.getByText(w.off)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText(w.on)).toBeVisible();
  await expect(toggle).toBeChecked();

  // A new card through Stripe Elements: confirmed with the SetupIntent, then saved by Stripe's webhook.
  await card.getByRole('button', { name: w.replace }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByLabel('Expiry date').fill('01 / 31');
  await dialog.getByLabel('CVC').fill('123');
  await fitsWidth(page);
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(w.saving);
  expect(
    await page.evaluate(() => (window as unknown as { __stripeDouble: { setups: { card: boolean }[] } }).__stripeDouble.setups),
  ).toEqual([{ clientSecret: expect.stringContaining('_secret_') as unknown, card: true }]);
  const { token, userId } = await sessionOf(page);
  expect((await deliverSetupSucceeded(request, userId, 'pm_card_mastercard')).status()).toBe(200);
  await expect(page.getByText(w.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();

  // The plan renews itself: the subscription page shows the next charge, not Renew.
  await page.goto('/subscription');
  await expect(page.getByTestId('auto-renewal-note')).toHaveText(w.renewsItself);
  await expect(page.getByRole('button', { name: w.renew, exact: true })).toHaveCount(0);
  await fitsWidth(page);

  // The charge day: the renewal job charges the saved card, and Stripe's webhook says it went through.
  const { checkoutId, total } = await chargeDay(page, request, instanceB, subscription);
  // Stripe's answer to the off-session charge, as its webhook reports it.
  const paid = await deliverStripeEvent(request, 'payment_intent.succeeded', {
    id: `pi_e2e_renewal_${Date.now().toString(36)}`,
    object: 'payment_intent',
    amount: total,
    amount_received: total,
    currency: 'aed',
    status: 'succeeded',
    metadata: renewalMetadata(userId, checkoutId, total, subscription.id),
  });
  expect(paid.status()).toBe(200);

  // The renewal's own order and tax invoice, beside the first.
  await page.goto('/dashboard/user-orders');
  const invoices = page.getByRole('button', { name: w.invoice });
  await expect(invoices).toHaveCount(2);
  const { myOrders } = await gql<{ myOrders: { total: number; invoiceNumber: string | null }[] }>(
    request,
    token,
    '{ myOrders { total invoiceNumber } }',
    {},
  );
  expect(myOrders.map((o) => o.total)).toContain(total);
  const download = page.waitForEvent('download');
  await invoices.first().click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  await fitsWidth(page);
}

test.afterEach(async ({ request, instanceB }) => {
  await resetServerClock(request, instanceB);
});

test('automatic renewal in English at 1280 px: bought with the card saved, off and on, the card replaced, then the renewal charged with its order and invoice', async ({
  page,
  request,
  instanceB,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, request, instanceB, ENGLISH, 0);
});

test('automatic renewal in Arabic at 360 px: bought with the card saved, off and on, the card replaced, then the renewal charged with its order and invoice', async ({
  page,
  request,
  instanceB,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await journey(page, request, instanceB, ARABIC, 4);
});

test('the 3-D Secure link: the bank asks to confirm the renewal; the plan page and the e-mail link to the page that confirms it with the saved card', async ({
  page,
  request,
  instanceB,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await serveStripeDouble(page);
  const customer = await signUpByApi(page, request);
  const { subscription } = await buyPlan(page, request, { start: startDay(8), card: 'pm_card_visa' });
  const { userId, checkoutId, total } = await chargeDay(page, request, instanceB, subscription);
  // The bank wants 3-D Secure: Stripe says so through the webhook.
  const action = await deliverStripeEvent(request, 'payment_intent.requires_action', {
    id: `pi_e2e_3ds_${Date.now().toString(36)}`,
    object: 'payment_intent',
    amount: total,
    currency: 'aed',
    status: 'requires_action',
    metadata: renewalMetadata(userId, checkoutId, total, subscription.id),
  });
  expect(action.status()).toBe(200);
  const mails = (await (await request.get('/api/dev/outbox', { params: { to: customer.email } })).json()) as {
    data: { text?: string; html?: string; meta?: { kind?: string } }[];
  };
  const mail = mails.data.find((m) => m.meta?.kind === 'renewalNeedsAction');
  expect(JSON.stringify(mail)).toContain(`/subscription/renewal?id=${subscription.id}`);

  await page.goto('/subscription');
  await expect(page.getByTestId('auto-renewal-note')).toContainText('Your bank asks you to confirm the renewal payment');
  await page.getByRole('link', { name: 'Confirm the payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscription/renewal\\?id=${subscription.id}$`));
  await expect(page.getByText(/VAT included, on your saved card/)).toBeVisible();
  await page.getByRole('button', { name: /^Confirm AED [\d,]+\.\d\d$/ }).click();
  await expect(page.getByText(/your bank confirmed the payment/)).toBeVisible();
  // Stripe.js confirmed the renewal's PaymentIntent with the saved card (the webhook, not the page, tells the server).
  const confirmations = await page.evaluate(
    () => (window as unknown as { __stripeDouble: { confirmations: { paymentMethod?: string }[] } }).__stripeDouble.confirmations,
  );
  expect(confirmations).toEqual([expect.objectContaining({ paymentMethod: 'pm_card_visa' })]);
});
