import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { deliverPaymentSucceeded, ensureDeliveryAddress, gql, sessionOf, startDay, ymd, type E2eIntent } from '../support/buy-plan';
import { signUpByApi } from '../support/session';
import { operationOf, serveStripeDouble } from '../support/stripe-page';

/**
 * Apple Pay / Google Pay at checkout (docs/decisions/0089-wallets-at-checkout.md), with Stripe.js served by the local
 * double: where the browser offers Google Pay (the double's `__stripeDoubleWallets`), the payment dialog shows its
 * button above the card fields; a press (pressed twice: one intent all the same) asks the server for the intent,
 * confirms it through Stripe's deferred-intent flow, Stripe's signed `payment_intent.succeeded` is delivered to the
 * other instance (stripe-mock never makes an intent succeed) before the browser's createOrder may reach the server,
 * and the plan is the customer's, its card kept for automatic renewal. Where no wallet is offered, the dialog has no
 * wallet area and the card pays as before.
 */

/** The words of one language. */
interface Words {
  pay: RegExp;
  dialog: string;
  wallets: string;
  orCard: string;
  placed: string;
  subscription: string;
  renewal: string;
  /** Apple Pay's recurring payment request: its description and the regular charge's label. */
  recurring: string;
  recurringLabel: string;
}

const ENGLISH: Words = {
  pay: /^Pay AED [\d,]+\.\d\d$/,
  dialog: 'Card payment',
  wallets: 'Pay with Apple Pay or Google Pay',
  orCard: 'or pay by card',
  placed: 'Order placed successfully',
  subscription: 'Your subscription',
  renewal: 'Automatic renewal',
  recurring: 'FreshFuel meal plan',
  recurringLabel: 'Plan renewal (1 Month)',
};

const ARABIC: Words = {
  pay: /^ادفع .*\d\.\d\d/,
  dialog: 'الدفع بالبطاقة',
  wallets: 'الدفع عبر Apple Pay أو Google Pay',
  orCard: 'أو ادفع بالبطاقة',
  placed: 'تم تقديم الطلب بنجاح',
  subscription: 'اشتراكك',
  renewal: 'التجديد التلقائي',
  recurring: 'خطة وجبات FreshFuel',
  recurringLabel: 'تجديد الخطة (شهر واحد)',
};

/** What the double recorded (support/stripe-double.js). */
interface DoubleCalls {
  confirmations: unknown[];
  elementGroups: { mode: string; amount: number; currency: string; setupFutureUsage: string; allowedPaymentMethodTypes: string[] }[];
  submits: number;
  walletClicks: { type: string; resolved: boolean }[];
  walletResolves: unknown[];
  walletFailures: unknown[];
  paymentConfirmations: { clientSecret: string; redirect: string; returnUrl: string }[];
}
const doubleCalls = (page: Page) => page.evaluate(() => (window as unknown as { __stripeDouble: DoubleCalls }).__stripeDouble);

/**
 * A new customer in `language` with a delivery address and a cart (Lean & Low-Carb, 1 Month, all four meals, from
 * `startIn` days after the earliest start), on /checkout; `wallets` are the wallets the browser offers.
 */
async function toCheckout(page: Page, request: APIRequestContext, language: 'en' | 'ar', wallets: string[], startIn: number) {
  await serveStripeDouble(page);
  await page.addInitScript((offered) => {
    (window as unknown as { __stripeDoubleWallets: string[] }).__stripeDoubleWallets = offered;
  }, wallets);
  await signUpByApi(page, request, { language });
  const { token, userId } = await sessionOf(page);
  await ensureDeliveryAddress(request, token);
  const { plans } = await gql<{ plans: { id: string; name: string }[] }>(request, token, '{ plans { id name } }');
  const plan = plans.find((p) => p.name === 'Lean & Low-Carb')!;
  await page.evaluate(
    ([planId, startDate]) =>
      localStorage.setItem(
        'ff.package',
        JSON.stringify({
          meals: ['Breakfast', 'Lunch', 'Dinner', 'Snack'],
          mealsCount: 4,
          days: '1 Month',
          package: { id: planId, name: 'Lean & Low-Carb', promotion: null },
          price: 0,
          isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
          startDate,
          mode: 'toggles',
        }),
      ),
    [plan.id, ymd(startDay(startIn))] as const,
  );
  await page.goto('/checkout');
  return { token, userId };
}

/**
 * Holds the browser's createOrder until `delivered()` says Stripe's webhook was answered, as Stripe's webhook usually
 * arrives first; returns the switch.
 */
async function holdOrderUntilWebhook(page: Page) {
  let release: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'CreateOrder') return route.fallback();
    await delivered;
    return route.fallback();
  });
  return release;
}

/** The intent of a CreatePaymentIntent answer, and the checkout it was asked for. */
async function intentOf(response: Awaited<ReturnType<Page['waitForResponse']>>) {
  const { checkoutId } = (response.request().postDataJSON() as { variables: { checkoutId: string } }).variables;
  const body = (await response.json()) as { data: { createPaymentIntent: E2eIntent } };
  return { checkoutId, intent: body.data.createPaymentIntent };
}

async function walletJourney(page: Page, request: APIRequestContext, instanceB: string, w: Words, language: 'en' | 'ar', startIn: number) {
  const { token, userId } = await toCheckout(page, request, language, ['googlePay'], startIn);
  const release = await holdOrderUntilWebhook(page);
  const intents: string[] = [];
  page.on('request', (r) => {
    if (operationOf(r) === 'CreatePaymentIntent') intents.push(r.url());
  });

  // The dialog asks for its card intent on opening; the wallet's own request comes with the press.
  const cardIntent = page.waitForResponse((r) => operationOf(r.request()) === 'CreatePaymentIntent');
  await page.getByRole('button', { name: w.pay }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog).toBeVisible();
  await cardIntent;
  const wallets = dialog.getByRole('group', { name: w.wallets });
  await expect(wallets).toBeVisible();
  await expect(wallets.getByText(w.orCard)).toBeVisible();
  const googlePay = wallets.getByRole('button', { name: 'Google Pay' });
  // Above the card fields, inside the dialog's width (360 px in Arabic).
  const [button, card] = await Promise.all([googlePay.boundingBox(), dialog.getByLabel('Card number').boundingBox()]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(card!.y);
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);

  // Pressed twice: one sheet, one intent, one confirmation. Two presses, each aimed where the button is then: a double
  // click aims both at one point, and a CI run recorded only its first press (the dialog may have moved the button as
  // the first press changed its content). Two presses inside one frame are the unit tests' (WalletPayment.test.tsx).
  const walletIntent = page.waitForResponse((r) => operationOf(r.request()) === 'CreatePaymentIntent');
  await googlePay.click();
  await googlePay.click();
  const { checkoutId, intent } = await intentOf(await walletIntent);
  const webhook = await deliverPaymentSucceeded(request, intent, { userId, checkoutId }, instanceB, 'pm_card_visa');
  expect(webhook.status()).toBe(200);
  release();

  await expect(page.getByText(w.placed)).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const calls = await doubleCalls(page);
  expect(calls.walletClicks).toEqual([
    { type: 'google_pay', resolved: true },
    { type: 'google_pay', resolved: false },
  ]);
  expect(calls.submits).toBe(1);
  expect(calls.paymentConfirmations).toEqual([
    { clientSecret: intent.clientSecret, redirect: 'if_required', returnUrl: new URL('/payment/success', page.url()).toString() },
  ]);
  expect(calls.confirmations).toEqual([]); // the card fields were not used
  expect(calls.walletFailures).toEqual([]);
  // The card is kept for the renewal: Apple Pay is asked for a merchant token (the plan, its page, 28 days).
  expect(calls.walletResolves).toEqual([
    {
      applePay: {
        recurringPaymentRequest: {
          paymentDescription: w.recurring,
          managementURL: new URL('/subscription', page.url()).toString(),
          regularBilling: {
            amount: intent.amount,
            label: w.recurringLabel,
            recurringPaymentIntervalUnit: 'day',
            recurringPaymentIntervalCount: 28,
          },
        },
      },
    },
  ]);
  expect(calls.elementGroups).toContainEqual({
    mode: 'payment',
    amount: intent.amount,
    currency: 'aed',
    setupFutureUsage: 'off_session',
    allowedPaymentMethodTypes: ['card'],
  });
  expect(intents).toHaveLength(2); // the dialog's, and the wallet's single one

  // The plan is the customer's, and the wallet's card renews it.
  const { mySubscription } = await gql<{ mySubscription: { id: string } | null }>(request, token, '{ mySubscription { id } }');
  expect(mySubscription).not.toBeNull();
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: w.subscription })).toBeVisible();
  await page.goto('/dashboard/user-subscribed-plan');
  const renewal = page.getByRole('region', { name: w.renewal });
  await expect(renewal.getByTestId('saved-card')).toContainText('4242');
}

test('English, 1280 px: Google Pay offered, the customer pays with it and the plan is theirs', async ({ page, request, instanceB }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await walletJourney(page, request, instanceB, ENGLISH, 'en', 1);
});

test('Arabic, 360 px: Google Pay offered, the customer pays with it and the plan is theirs', async ({ page, request, instanceB }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await walletJourney(page, request, instanceB, ARABIC, 'ar', 2);
});

test('no wallet offered: no wallet area, and the card pays', async ({ page, request, instanceB }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { userId } = await toCheckout(page, request, 'en', [], 3);
  const release = await holdOrderUntilWebhook(page);
  const cardIntent = page.waitForResponse((r) => operationOf(r.request()) === 'CreatePaymentIntent');
  await page.getByRole('button', { name: ENGLISH.pay }).click();
  const dialog = page.getByRole('dialog', { name: ENGLISH.dialog });
  const { checkoutId, intent } = await intentOf(await cardIntent);
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expect(dialog.getByTestId('wallet-payment')).toBeHidden();
  await expect(dialog.getByRole('group', { name: ENGLISH.wallets })).toHaveCount(0);
  await expect(dialog.getByText(ENGLISH.orCard)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Google Pay' })).toHaveCount(0);

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  expect((await deliverPaymentSucceeded(request, intent, { userId, checkoutId }, instanceB)).status()).toBe(200);
  release();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText(ENGLISH.placed)).toBeVisible();
  const calls = await doubleCalls(page);
  expect(calls.confirmations).toEqual([{ clientSecret: intent.clientSecret, paymentMethod: 'pm_test' }]);
  expect(calls.paymentConfirmations).toEqual([]);
});
