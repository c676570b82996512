import { expect, test } from '../support/app-fixture';
import type { APIRequestContext } from '@playwright/test';
import { deliverPaymentSucceeded, E2E_ADDRESS_LINE, ensureDeliveryAddress, startDay } from '../support/buy-plan';
import { pickDate } from '../support/date-picker';
import { apiLogin, apiSignUp, DEMO_ADMIN, signInPage } from '../support/session';

/**
 * Admin journey (issue 5): staff sign in at /admin, see the analytics doughnut, create a discount code
 * and find it with the grid's server search, then set a customer's delivery status and the customer
 * sees it on /subscription. The customer and their paid subscription are made through the API
 * (sign-up, OTP from the dev outbox, delivery address, checkout, payment intent and a signed Stripe
 * webhook).
 */
const pad = (n: number) => String(n).padStart(2, '0');

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

/** A verified customer with a paid 1-month Lean & Low-Carb subscription (4 meals a day). */
async function customerWithSubscription(request: APIRequestContext) {
  // Signed up with the terms and privacy policy accepted, as the sign-up form's box does.
  const c = await apiSignUp(request, { fullName: 'Admin Journey Customer' });
  const token = c.token;
  await ensureDeliveryAddress(request, token);
  const { plans } = await gql<{ plans: { id: string; name: string }[] }>(request, '{ plans { id name } }');
  const plan = plans.find((p) => p.name === 'Lean & Low-Carb')!;
  const start = startDay(3);
  const startDate = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`;
  const checkout = await gql<{ startCheckout: { id: string } }>(
    request,
    'mutation($input: SelectionInput!) { startCheckout(input: $input) { id } }',
    { input: { planId: plan.id, duration: '1 Month', meals: { breakfast: 1, lunch: 1, dinner: 1, snack: 1 }, startDate } },
    token,
  );
  const checkoutId = checkout.startCheckout.id;
  const intent = (
    await gql<{ createPaymentIntent: { paymentIntentId: string; amount: number; clientSecret: string } }>(
      request,
      'mutation($id: ID!) { createPaymentIntent(checkoutId: $id) { paymentIntentId amount clientSecret } }',
      { id: checkoutId },
      token,
    )
  ).createPaymentIntent;
  const webhook = await deliverPaymentSucceeded(request, intent, { userId: c.user.id, checkoutId });
  expect(webhook.status()).toBe(200);
  await gql(
    request,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    { input: { checkoutId, paymentIntentId: intent.paymentIntentId } },
    token,
  );
  const me = await gql<{ me: Record<string, unknown> }>(
    request,
    '{ me { id fullName email phoneNo image role planStatus emailVerified } }',
    {},
    token,
  );
  return { ...c, user: me.me, start };
}

test('admin: analytics doughnut, discount code created and searched, delivery status reaches the customer', async ({
  page,
  request,
  browser,
}) => {
  const customer = await customerWithSubscription(request);

  // 1. Sign in at /admin and land on the analytics dashboard with the doughnut drawn.
  await page.goto('/admin');
  await page.getByLabel('Email or phone number').fill('admin@freshfuel.ae');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Active subscriptions')).toBeVisible();
  await expect(page.getByTestId('orders-doughnut').locator('svg path').first()).toBeVisible();
  // Each figure sits on one line in its card ("AED 1,234.50" never breaks), wide and at a narrower window.
  const kpis = page.locator('main li bdi');
  await expect(kpis).toHaveCount(4);
  const wrapped = () => kpis.evaluateAll((els) => els.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent));
  expect(await wrapped()).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1000, height: size.height });
  await expect.poll(wrapped).toEqual([]);
  await page.setViewportSize(size);

  // 2. Discount codes: create a unique code, then find it with the grid's server search.
  const code = `E2E${Date.now() % 100000}`;
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Discount Codes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/discount_codes$/);
  await expect(page.getByRole('button', { name: 'Edit FRESH10' })).toBeVisible();
  await page.getByRole('button', { name: 'Add discount code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add discount code' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await expect(dialog.getByLabel('Code')).toHaveValue(code); // upper-cased as typed
  await dialog.getByLabel('Name').fill('Journey discount');
  await dialog.getByLabel('Discount (%)').fill('12');
  const today = new Date();
  await pickDate(page, 'Start date', today, { exact: true });
  await pickDate(page, 'End date', new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30), { exact: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${code} created.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByPlaceholder('Search Here').fill(code);
  await expect(page.getByRole('button', { name: `Edit ${code}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit FRESH10' })).toHaveCount(0);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  // 3. Customers: find the customer, open their orders and mark the first meal Delivered.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Customers' }).click();
  // The router keeps the codes page (with its own search box) on screen while the next page's code loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByPlaceholder('Search Here').fill(customer.email);
  // The search reloads the grid (its loading overlay takes clicks): act once only the found customer is listed.
  await expect(page.getByRole('region', { name: 'Customers' }).getByRole('button', { name: /^View / })).toHaveCount(1);
  await page.getByRole('button', { name: 'View Admin Journey Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/user\/[a-f0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Admin Journey Customer', level: 1 })).toBeVisible();
  // The customer's address, in their address book (the page's one place for addresses).
  await expect(page.getByRole('list', { name: 'Address book' }).getByText(E2E_ADDRESS_LINE)).toBeVisible();
  const firstStatus = page.getByRole('combobox', { name: /^Delivery status of / }).first();
  await expect(firstStatus).toHaveValue('Pending');
  await firstStatus.selectOption('Delivered');
  await expect(page.getByText(/: Delivered\.$/)).toBeVisible();
  await expect(firstStatus).toHaveValue('Delivered');

  // The Delivered filter shows that row only.
  await page.getByLabel('Filter by delivery status').selectOption('Delivered');
  await expect(page.getByRole('combobox', { name: /^Delivery status of / })).toHaveCount(1);

  // 4. The customer sees the new status on /subscription.
  const context = await browser.newContext();
  await context.addInitScript(
    ([user, token]) => {
      if (!localStorage.getItem('root'))
        localStorage.setItem('root', JSON.stringify({ auth: { user, token }, navigation: { activeTab: 'Home' } }));
    },
    [customer.user, customer.token] as const,
  );
  const customerPage = await context.newPage();
  await customerPage.goto('/subscription');
  await expect(customerPage.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  const firstDay = customer.start.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = customerPage.getByRole('listitem').filter({ has: customerPage.getByRole('heading', { name: firstDay, level: 3 }) });
  await expect(day.getByText('Delivered', { exact: true })).toHaveCount(1);
  await expect(day.getByText('Pending', { exact: true })).toHaveCount(3);
  await context.close();
});

test('admin: a blog post opens in the editor (in-app and direct), is edited and saved; Add blog opens from another page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInPage(page, await apiLogin(page.request, DEMO_ADMIN.identifier, { staff: true }));
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  // Add blog, reached from another dashboard page (the blog list), shows an empty editor.
  await page.goto('/dashboard/blogs');
  await page.getByRole('link', { name: 'Add blog' }).click();
  await expect(page.getByRole('heading', { name: 'Add blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Body', exact: true })).toBeVisible();

  // Edit, in the app: the post's title and body are in the form.
  await nav.getByRole('link', { name: 'Blogs' }).click();
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  const title = (await edit.getAttribute('aria-label'))!.replace(/^Edit /, '');
  await edit.click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\/editBlog\/[a-f0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Edit blog', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  const body = page.getByRole('textbox', { name: 'Body', exact: true });
  await expect(body).not.toBeEmpty();

  // Directly, by its address, then edit the body and save.
  const url = page.url();
  await page.goto(url);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(body).not.toBeEmpty();
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Edited in the journey.');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText(`“${title}” saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
  await page.goto(url);
  await expect(body).toContainText('Edited in the journey.');
  expect(errors).toEqual([]);
});
