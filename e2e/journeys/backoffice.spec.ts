import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/app-fixture';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { buyPlan, sessionOf, startDay } from '../support/buy-plan';
import { accountPage, apiSignUp, DEMO_ADMIN, DEMO_SUPERADMIN, signUpByApi, type DemoAccount } from '../support/session';

/**
 * Back-office journeys: a customer resets a forgotten password with the e-mailed code; staff add
 * delivery slots, a customer's default slot is booked for each day and they move one day to
 * another slot; staff export a filtered customer list as CSV, change a discount code and read the
 * audit entry of that change.
 */

interface Mail {
  subject: string;
  text?: string;
  html?: string;
  meta?: { code?: string; token?: string };
}

/** The reset link of the newest password-reset e-mail to `email`, as written in the e-mail. */
async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const body = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: Mail[] };
    const mail = body.data.find((m) => m.subject.includes('password reset'));
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(mail?.text ?? '')?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset link for ${email}`);
}

async function resetCode(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const body = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: Mail[] };
    const code = body.data.find((m) => m.subject.includes('password reset'))?.meta?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

async function gql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { headers: token ? { Authorization: `Bearer ${token}` } : {}, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

/** A signed-in staff page (through the API) opened at `path`. */
async function staffPage(browser: Browser, baseURL: string, account: DemoAccount, path: string): Promise<Page> {
  const page = await accountPage(browser, baseURL, account, { acceptDownloads: true });
  await page.goto(path);
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('a customer resets a forgotten password with the e-mailed code, and only the new one works', async ({ page, request }) => {
  const customer = await apiSignUp(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes before the lazy page replaces the login form (whose "Email or phone number" also matches
  // "Email"): wait for the page itself, and take the exact label.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this e-mail' })).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await page.getByLabel('6-digit code').fill(await resetCode(request, customer.email));
  await page.getByLabel('New password', { exact: true }).fill('Brand-new#2026');
  await page.getByLabel('Confirm new password').fill('Brand-new#2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await page.getByLabel('Email or phone number').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail/phone or password.' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Brand-new#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a customer resets a forgotten password with the e-mailed link; an invalid form says why', async ({ page, request }) => {
  const customer = await apiSignUp(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this e-mail' })).toBeVisible();

  await page.goto(await resetLink(request, customer.email));
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);
  // Mismatched passwords: the form says so instead of doing nothing.
  await page.getByLabel('New password', { exact: true }).fill('Brand-new#2026');
  await page.getByLabel('Confirm new password').fill('Brand-new#2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('Brand-new#2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await page.getByLabel('Email or phone number').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-new#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('staff add slots; a customer gets the default slot every day and moves one day to another slot', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-4);
  const admin = await staffPage(browser, baseURL!, DEMO_ADMIN, '/dashboard/delivery_slots');
  // Named in both languages, as a bilingual kitchen names them: journeys in Arabic running beside this one list every
  // active slot, and an English-only name would be English on their screens.
  const digits = stamp.replace(/\D/g, '');
  for (const [label, labelAr, start, end] of [
    [`Morning ${stamp}`, `الصباح ${digits}`, '07:00', '09:00'],
    [`Evening ${stamp}`, `المساء ${digits}`, '18:00', '20:00'],
    [`Noon ${stamp}`, `الظهر ${digits}`, '12:00', '14:00'],
  ]) {
    await admin.getByLabel('Label').fill(label!);
    // The slot form's (the closed days' form below it has an Arabic name too).
    await admin
      .locator('form')
      .filter({ has: admin.getByLabel('Label') })
      .getByLabel('Arabic name (optional)')
      .fill(labelAr!);
    await admin.getByLabel('Start').fill(start!);
    await admin.getByLabel('End').fill(end!);
    await admin.getByRole('button', { name: 'Add slot' }).click();
    await expect(admin.getByRole('cell', { name: label, exact: true })).toBeVisible();
  }

  await signUpByApi(page, request);
  const { token } = await sessionOf(page);
  const { deliverySlots } = await gql<{ deliverySlots: { id: string; label: string }[] }>(request, token, '{ deliverySlots { id label } }');
  const morning = deliverySlots.find((s) => s.label === `Morning ${stamp}`)!;
  await gql(request, token, 'mutation($id: ID!) { setDefaultDeliverySlot(slotId: $id) { defaultSlot { id } } }', { id: morning.id });
  await buyPlan(page, request, { start: startDay(2) });

  await page.goto('/dashboard/user-subscribed-plan');
  const panel = page.getByRole('region', { name: 'Delivery times' });
  const usual = panel.getByLabel('Usual time for every day');
  await expect(usual).toHaveValue(morning.id);
  const days = panel.getByRole('listitem').getByRole('combobox');
  await expect(days.first()).toHaveValue(morning.id);
  const second = days.nth(1);
  await second.selectOption({ label: `18:00-20:00 Evening ${stamp}` });
  await expect(page.getByText(/^Delivery time changed for /)).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Delivery times' }).getByRole('listitem').getByRole('combobox');
  await expect(reloaded.nth(1).locator('option:checked')).toHaveText(`18:00-20:00 Evening ${stamp}`);
  await expect(reloaded.first().locator('option:checked')).toHaveText(`07:00-09:00 Morning ${stamp}`);

  // A new usual time for the whole plan: every day in the old one follows, the day set apart keeps its time.
  await page.getByLabel('Usual time for every day').selectOption({ label: `12:00-14:00 Noon ${stamp}` });
  await expect(page.getByText('Usual delivery time saved.')).toBeVisible();
  await expect(reloaded.first().locator('option:checked')).toHaveText(`12:00-14:00 Noon ${stamp}`);
  await expect(reloaded.nth(1).locator('option:checked')).toHaveText(`18:00-20:00 Evening ${stamp}`);
});

test('staff export a filtered customer list and read the audit entry of a change', async ({ request, browser, baseURL }) => {
  const customer = await apiSignUp(request);
  const staff = await staffPage(browser, baseURL!, DEMO_SUPERADMIN, '/dashboard/customers');

  await expect(staff.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await staff.getByPlaceholder('Search Here').fill(customer.email);
  await expect(staff.getByRole('button', { name: `View ${customer.fullName}` })).toHaveCount(1);
  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('customers.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFname,email,phone,planStatus,')).toBe(true);
  const rows = csv.trim().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(customer.email);

  // A code of this run's own (the seeded FRESH10 stays untouched for other journeys), switched off in the grid.
  const code = `AUDIT${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const { adminLogin } = await gql<{ adminLogin: { accessToken: string } }>(
    request,
    '',
    'mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken } }',
    { i: { identifier: 'superadmin@freshfuel.ae', password: 'Demo@12345' } },
  );
  await gql(request, adminLogin.accessToken, 'mutation($i: CreateDiscountCodeInput!) { createDiscountCode(input: $i) { id } }', {
    i: {
      code,
      name: 'Audit journey',
      percentage: 5,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  await sidebar(staff).getByRole('link', { name: 'Discount Codes' }).click();
  // The router keeps the customers page on screen while the next page's code loads: wait for the new page.
  await expect(staff.getByRole('heading', { level: 1, name: 'Discount Codes' })).toBeVisible();
  await staff.getByPlaceholder('Search Here').fill(code);
  // The search reloads the grid: act once only this code is listed.
  await expect(staff.getByRole('button', { name: /^Deactivate / })).toHaveCount(1);
  await staff.getByRole('button', { name: `Deactivate ${code}` }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  // A switched-off code leaves the Active tab once the list is fetched again (its row shows "Activate" only
  // until then), and is offered for activation under "Expired or inactive", with the search kept.
  await expect(staff.getByRole('button', { name: `Deactivate ${code}` })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: `Activate ${code}` })).toHaveCount(0);
  await staff.getByRole('tab', { name: 'Expired or inactive' }).click();
  await expect(staff.getByRole('button', { name: `Activate ${code}` })).toBeVisible();

  await sidebar(staff).getByRole('link', { name: 'Audit Log' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await staff.getByLabel('Action').fill('setDiscountCodeActive');
  const entry = staff.getByRole('row').filter({ hasText: 'setDiscountCodeActive' }).first();
  await expect(entry).toContainText('superadmin@freshfuel.ae');
  await expect(entry).toContainText('active: true → false');
});
