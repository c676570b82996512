import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { createAccountAndVerify, deliverPaymentSucceeded, startDay } from '../support/buy-plan';
import { pickDate } from '../support/date-picker';
import { signUpByApi } from '../support/session';

/**
 * Issue 3 browser journey: plan selection, cart, discount code, checkout (with the delivery address
 * a new customer adds inline), card payment, confirmation, subscription. Stripe.js cannot be reached from the test machine, so
 * https://js.stripe.com/** is served by a local test double (support/stripe-double.js). stripe-mock
 * never makes a PaymentIntent succeed, so the test delivers the signed `payment_intent.succeeded`
 * webhook as Stripe would, before the browser's createOrder reaches the server (createOrder then
 * returns the order the webhook created). The browser talks to instance A; the webhook goes to
 * instance B on the same database, as a load balancer may route it.
 */

const STRIPE_DOUBLE = readFileSync(path.join(__dirname, '../support/stripe-double.js'), 'utf8');

/** Serves the Stripe.js double for every js.stripe.com request. */
async function routeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_DOUBLE }),
  );
}

const operationOf = (request: Request): string | undefined => {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return undefined;
  try {
    return (request.postDataJSON() as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
};

test('select a plan, apply a code, pay by card and see the subscription', async ({ page, request, instanceB }) => {
  await routeStripe(page);
  await signUpByApi(page, request);

  // 1. Meal plan selection: Lean & Low-Carb, 1 Month, all four meals, a start date from the picker.
  await page.goto('/meal-plan-selection');
  await expect(page.getByRole('heading', { name: 'Choose your meal plan', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /^Lean & Low-Carb/ }).check();
  await page.getByRole('radio', { name: /^1 Month/ }).check();
  for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) {
    await page.getByRole('checkbox', { name: new RegExp(`^${meal}`) }).check();
  }
  const start = startDay(3);
  await pickDate(page, 'First delivery day', start);

  // Live server price, VAT included (what a customer reads): (22 + 33 + 33 + 13) AED x 28 days = 2,828.00 net,
  // with VAT 141.40 a package price and total of 2,969.40.
  const price = page.getByRole('complementary', { name: 'Your price' });
  await expect(price).toContainText('4 meals a day');
  await expect(price).toContainText('Includes VAT (5%)AED 141.40');
  await expect(price).toContainText('AED 2,969.40');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Cart.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lean & Low-Carb' })).toBeVisible();
  await expect(page.getByText('Breakfast, Lunch, Dinner, Snack')).toBeVisible();
  await expect(page.getByText('1 Month (28 delivery days)')).toBeVisible();
  await page.reload(); // the cart survives a reload (localStorage ff.package)
  await expect(page.getByRole('heading', { name: 'Lean & Low-Carb' })).toBeVisible();
  // Browsing away, the header leads back to the waiting cart.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/menu/);
  await page.getByRole('banner').getByRole('link', { name: 'Your cart' }).click();
  await expect(page.getByRole('heading', { name: 'Lean & Low-Carb' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // 3. Checkout: server summary, discount codes.
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('AED 2,969.40');
  await expect(summary).toContainText('Delivery fee');

  // A new customer has no delivery address: the form shows inline and Pay waits for it.
  const addressCard = page.getByRole('article', { name: 'Delivery address' });
  const hint = 'Add your delivery address to pay: we need to know where to bring your meals.';
  await expect(page.getByText(hint)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay AED 2,969.40' })).toBeDisabled();
  await addressCard.getByRole('button', { name: 'Save address' }).click();
  await expect(addressCard.getByText('Area is required')).toBeVisible();
  await addressCard.getByLabel('Area').fill('Dubai Marina');
  await addressCard.getByLabel('Building / villa and street').fill('Marina Heights Tower');
  await addressCard.getByLabel('Apartment / villa number (optional)').fill('1204');
  await addressCard.getByLabel('Delivery instructions (optional)').fill('Leave with the concierge');
  await addressCard.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Delivery address saved')).toBeVisible();
  await expect(addressCard.getByText('Apt 1204, Marina Heights Tower, Dubai Marina, Dubai')).toBeVisible();
  await expect(page.getByText(hint)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay AED 2,969.40' })).toBeEnabled();

  const codeInput = page.getByLabel('Discount code');
  await codeInput.fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter a discount code')).toBeVisible();

  await codeInput.fill('fresh10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('FRESH10 – 10% off')).toBeVisible();
  // 10% of 2,828.00 = 282.80 off; VAT on what is paid: 5% of 2,545.20 = 127.26; total 2,672.46. With VAT in, the
  // discount takes 2,969.40 - 2,672.46 = 296.94 off the package price.
  await expect(summary).toContainText('− AED 296.94');
  await expect(page.getByRole('button', { name: 'Pay AED 2,672.46' })).toBeEnabled();

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Pay AED 2,969.40' })).toBeEnabled();
  await page.getByLabel('Discount code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid discount code')).toBeVisible();
  await expect(page.getByLabel('Discount code')).toHaveValue('');

  await page.getByLabel('Discount code').fill('  fresh10 ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('FRESH10 – 10% off')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay AED 2,672.46' });
  await expect(pay).toBeEnabled();

  // 4. Card payment. The webhook is delivered, signed, before createOrder reaches the server.
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('root') ?? '{}') as { auth?: { user?: { id?: string } } }).auth?.user?.id,
  );
  expect(userId).toBeTruthy();
  let webhookStatus = 0;
  // createOrder may only reach the server once Stripe's webhook has been answered.
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'CreateOrder') return route.fallback();
    return webhookStatus === 200 ? route.fallback() : route.abort('failed');
  });

  // Stripe.js is loaded only once the payment starts.
  await expect(page.locator('script[src^="https://js.stripe.com"]')).toHaveCount(0);
  const intentResponse = page.waitForResponse((r) => operationOf(r.request()) === 'CreatePaymentIntent');
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Card payment' });
  await expect(dialog).toBeVisible();
  const intentRes = await intentResponse;
  const { checkoutId, expectedTotal } = (intentRes.request().postDataJSON() as { variables: { checkoutId: string; expectedTotal: number } })
    .variables;
  const intent = (
    (await intentRes.json()) as { data: { createPaymentIntent: { paymentIntentId: string; amount: number; clientSecret: string } } }
  ).data.createPaymentIntent;
  expect(intent.amount).toBe(267_246);
  expect(expectedTotal).toBe(267_246);

  // Stripe.js (the double) is loaded and the intent held: Pay Now with incomplete card details is refused.
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expect(dialog.getByText('Preparing secure payment…')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Card details are incomplete.');

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');

  const webhook = await deliverPaymentSucceeded(request, intent, { userId, checkoutId }, instanceB);
  webhookStatus = webhook.status();
  expect(webhookStatus).toBe(200);

  const orderResponse = page.waitForResponse((r) => operationOf(r.request()) === 'CreateOrder');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const orderBody = (await (await orderResponse).json()) as { data?: { createOrder?: { orderNumber: string } }; errors?: unknown[] };
  expect(orderBody.errors).toBeUndefined();
  const orderNumber = orderBody.data!.createOrder!.orderNumber;
  expect(orderNumber).toMatch(/^FF-\d{6}-[0-9A-Z]{6}$/);

  // 5. Confirmation.
  await expect(page.getByText('Order placed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText('AED 2,672.46')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ff.package'))).toBeNull(); // the cart is cleared
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your cart' })).toHaveCount(0);
  const confirmations = await page.evaluate(
    () => (window as unknown as { __stripeDouble: { confirmations: { clientSecret: string }[] } }).__stripeDouble.confirmations,
  );
  expect(confirmations).toEqual([{ clientSecret: intent.clientSecret, paymentMethod: 'pm_test' }]);

  // 6. The navbar shows Subscription; the subscription is Active with its deliveries.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();
  await nav.getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lean & Low-Carb' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const firstDay = start.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const firstDelivery = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: firstDay, level: 3 }) });
  await expect(firstDelivery).toBeVisible();
  await expect(firstDelivery.getByText('Pending')).toHaveCount(4);
  for (const category of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) {
    await expect(firstDelivery.getByText(category, { exact: true })).toBeVisible();
  }

  // The order page reads the order from the server too.
  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
});

test('the trial plan refuses discount codes at checkout', async ({ page }) => {
  await routeStripe(page);
  await page.goto('/meal-plan-selection');
  await page.getByRole('radio', { name: /^7-Day Trial/ }).check();
  await expect(page.getByRole('radio', { name: /^7 Days/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^1 Month/ })).toHaveCount(0);
  const price = page.getByRole('complementary', { name: 'Your price' });
  await expect(price).toContainText('AED 499.00'); // the flat trial price
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  // Signed out: log in first, then back to /checkout.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or phone number').fill('customer@freshfuel.ae');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  // The demo customer's saved address (seed), with Edit.
  const addressCard = page.getByRole('article', { name: 'Delivery address' });
  await expect(addressCard.getByText('Apt 1204, Marina Heights Tower, Dubai Marina, Dubai')).toBeVisible();
  await expect(addressCard.getByRole('button', { name: 'Edit delivery address' })).toBeVisible();
  await expect(page.getByText('Not applicable for trial or promotional plan.')).toBeVisible();
  await expect(page.getByLabel('Discount code')).toHaveCount(0);
  // The demo customer never accepted the terms: checkout asks, and Pay waits for the box.
  await expect(page.getByRole('button', { name: 'Pay AED 499.00' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  // 475.24 + 5% VAT (23.76) = 499.00, the price the banners advertise
  await expect(page.getByRole('button', { name: 'Pay AED 499.00' })).toBeEnabled();
});

test('a visitor who creates an account from the cart lands back on checkout once the code is verified', async ({ page, request }) => {
  await routeStripe(page);
  await page.goto('/meal-plan-selection');
  await page.getByRole('radio', { name: /^7-Day Trial/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Log in -> Create an account -> code: the way back to checkout is carried through each page.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await createAccountAndVerify(page, request);

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('AED 499.00');
});
