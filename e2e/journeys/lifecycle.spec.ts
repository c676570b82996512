import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { buyPlan, DAY_MS, deliverPaymentSucceeded, sessionOf, startDay, gql } from '../support/buy-plan';
import { instances, moveServerClockTo, resetServerClock } from '../support/clock';
import { accountContext, DEMO_ADMIN, signUpByApi } from '../support/session';

/**
 * Subscription lifecycle journeys: renewing before the end (Renew -> prefilled checkout -> card
 * payment), cancelling with the preview of days and refund, staff refunding half an order and the
 * customer finding the credit note, and the server's clock moved past the end (development route,
 * no sleeping) so the plan expires and the Subscription link goes away.
 */

test.describe.configure({ mode: 'serial' });

const STRIPE_DOUBLE = readFileSync(path.join(__dirname, '../support/stripe-double.js'), 'utf8');

const operationOf = (request: Request): string | undefined => {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return undefined;
  try {
    return (request.postDataJSON() as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
};

const longDay = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const aed = (fils: number) =>
  `AED ${new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fils / 100)}`;

test.afterEach(async ({ request, instanceB }) => {
  await resetServerClock(request, instanceB);
});

test('a customer renews before the end: Renew opens checkout prefilled after the end, and the card payment chains the new plan', async ({
  page,
  request,
  instanceB,
}) => {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_DOUBLE }),
  );
  await signUpByApi(page, request);
  // Bought without saving the card: the plan does not renew itself, so the Renew button is offered.
  const { subscription } = await buyPlan(page, request, { start: startDay(0), saveCard: false });
  const end = new Date(subscription.endDate).getTime();

  // Two days before the last delivery.
  await moveServerClockTo(request, instanceB, end - 2 * DAY_MS);
  await page.goto('/subscription');
  await expect(page.getByText('Your plan ends soon.')).toBeVisible();
  await page.getByRole('button', { name: 'Renew', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const pay = page.getByRole('button', { name: /^Pay AED/ });
  await expect(pay).toBeEnabled();
  const { userId } = await sessionOf(page);
  const intentResponse = page.waitForResponse((r) => operationOf(r.request()) === 'CreatePaymentIntent');
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Card payment' });
  const intentRes = await intentResponse;
  const { checkoutId } = (intentRes.request().postDataJSON() as { variables: { checkoutId: string } }).variables;
  const intent = (
    (await intentRes.json()) as { data: { createPaymentIntent: { paymentIntentId: string; amount: number; clientSecret: string } } }
  ).data.createPaymentIntent;
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  const webhook = await deliverPaymentSucceeded(request, intent, { userId, checkoutId });
  expect(webhook.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);

  // The old plan is still the current one and shows the renewal starting the day after its end.
  await page.goto('/subscription');
  await expect(page.getByText(`Renewed: your next plan starts on ${longDay(end + DAY_MS)}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew', exact: true })).toHaveCount(0);
});

test('a customer cancels and sees the cancelled days and the refund before confirming', async ({ page, request, instanceB }) => {
  await signUpByApi(page, request);
  const { subscription } = await buyPlan(page, request, { start: startDay(0) });
  const { token } = await sessionOf(page);
  // Five days in: the first days are delivered or inside the 48-hour cut-off, the rest can be cancelled.
  await moveServerClockTo(request, instanceB, new Date(subscription.endDate).getTime() - 22 * DAY_MS);
  const { cancellationPreview: preview } = await gql<{ cancellationPreview: { cancelledDays: string[]; refund: number } }>(
    request,
    token,
    'query($id: ID!) { cancellationPreview(subscriptionId: $id) { cancelledDays refund } }',
    { id: subscription.id },
  );
  expect(preview.cancelledDays.length).toBeGreaterThan(0);
  expect(preview.cancelledDays.length).toBeLessThan(28);

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(dialog.getByText('Cancellation policy:')).toBeVisible();
  await expect(dialog.getByTestId('cancel-days-count')).toHaveText(String(preview.cancelledDays.length));
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(aed(preview.refund));
  await expect(dialog.getByText(`Cancelled days: ${longDay(Date.parse(preview.cancelledDays[0]!))}`)).toBeVisible();
  // The safe choice reads as such; the destructive one is red, not the green primary.
  await expect(dialog.getByRole('button', { name: 'Keep my plan' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel my plan' })).toHaveClass(/btn-danger/);
  await dialog.getByRole('button', { name: 'Cancel my plan' }).click();
  await expect(page.getByText(`Your plan is cancelled. ${aed(preview.refund)} is on its way back to your card.`)).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a new plan' })).toBeVisible();
  // Only the days still delivered are left (those inside the cut-off), not the cancelled ones.
  const kept = 28 - preview.cancelledDays.length;
  const left = page.getByRole('complementary').getByText('Delivery days left').locator('xpath=following-sibling::dd');
  await expect(left).not.toHaveText('28');
  expect(Number(await left.textContent())).toBeLessThanOrEqual(kept);

  // The plan page offers no menu change or pause days, and the menu page says why.
  await page.goto('/dashboard/user-subscribed-plan');
  await expect(page.getByText('This subscription is cancelled; it can no longer be paused.')).toBeVisible();
  await expect(page.getByText(/You can pause up to/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change my menu' })).toHaveCount(0);
  await page.goto('/update_user_menu');
  await expect(page.getByText('This plan is no longer running')).toBeVisible();
  await expect(page.getByText(/closed on/)).toHaveCount(0);

  await page.goto('/dashboard/user-orders');
  await expect(page.getByText('Partially refunded')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Plan cancelled by the customer' })).toBeVisible();
});

test('staff refund half an order and the customer sees and downloads the credit note', async ({ page, request, browser, baseURL }) => {
  await signUpByApi(page, request);
  await buyPlan(page, request, { start: startDay(0) });
  const { token } = await sessionOf(page);
  const { myOrders } = await gql<{ myOrders: { id: string; orderNumber: string; total: number }[] }>(
    request,
    token,
    '{ myOrders { id orderNumber total } }',
  );
  const order = myOrders[0]!;
  const half = Math.floor(order.total / 2);

  const staffContext = await accountContext(browser, baseURL!, DEMO_ADMIN);
  const staff = await staffContext.newPage();
  await staff.goto(`/dashboard/orders/${order.id}`);
  await expect(staff.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('Paid');
  await staff.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Refund ${order.orderNumber}` });
  await dialog.getByLabel('Amount (AED)').fill((half / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible(); // nothing sent without a reason
  await dialog.getByLabel('Reason').fill('Two late deliveries');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(staff.getByText(`Refunded ${aed(half)} of ${order.orderNumber}.`)).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('Partially refunded');
  await expect(staff.getByRole('button', { name: /^CN-\d{6}$/ })).toBeVisible();
  await staffContext.close();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-orders$/);
  await expect(page.getByText('Partially refunded')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Two late deliveries' })).toBeVisible();
  const creditNote = page.getByRole('button', { name: /^CN-\d{6}$/ });
  const label = await creditNote.textContent();
  const download = page.waitForEvent('download');
  await creditNote.click();
  expect((await download).suggestedFilename()).toBe(`${label}.pdf`);
});

test('the clock moves past the end: the plan expires, plan_status follows and the Subscription link is gone', async ({
  page,
  request,
  instanceB,
}) => {
  await signUpByApi(page, request);
  const { subscription } = await buyPlan(page, request, { start: startDay(0) });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();

  // Two days after the last delivery, then the daily jobs (they would run on their own every 10
  // minutes), asked of both instances at once: one of them runs each job.
  await moveServerClockTo(request, instanceB, new Date(subscription.endDate).getTime() + 2 * DAY_MS);
  const runs = await Promise.all(instances(instanceB).map((base) => request.post(`${base}/api/dev/jobs/run`)));
  const ran = await Promise.all(
    runs.map(async (r) => {
      expect(r.status()).toBe(200);
      return ((await r.json()) as { ran: string[] }).ran;
    }),
  );
  expect(ran.flat().filter((j) => j === 'subscription-lifecycle')).toHaveLength(1);

  const { token } = await sessionOf(page);
  const { me } = await gql<{ me: { planStatus: string } }>(request, token, '{ me { planStatus } }');
  expect(me.planStatus).toBe('Expired');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Subscription' })).toHaveCount(0);
  await page.goto('/subscription');
  await expect(page.getByRole('complementary').getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a new plan' })).toBeVisible();
});
