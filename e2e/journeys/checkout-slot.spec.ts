import type { Browser, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { buyPlan, ensureDeliveryAddress, sessionOf, startDay, gql } from '../support/buy-plan';
import { pickDate } from '../support/date-picker';
import { signUpByApi } from '../support/session';

/**
 * A customer whose usual delivery slot is full on their first delivery day is told so at checkout and cannot
 * pay until they choose a slot with places left (the slot's one place went to an earlier customer).
 */

/**
 * A signed-in new customer in a browser context of their own, whose default slot is `slotId`, with an API context
 * of their own (a fresh connection: one kept from earlier calls may have been closed by the server meanwhile).
 */
async function customerWithDefault(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, slotId: string) {
  const request = await playwright.request.newContext({ baseURL });
  const page = await (await browser.newContext()).newPage();
  await signUpByApi(page, request);
  const { token } = await sessionOf(page);
  await ensureDeliveryAddress(request, token);
  await gql(request, token, 'mutation($slotId: ID!) { setDefaultDeliverySlot(slotId: $slotId) { defaultSlot { id } } }', { slotId });
  return { page, request };
}

test('a full usual slot is named at checkout and Pay waits for a slot with places left', async ({ browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const tag = Date.now().toString(36).slice(-5);
  const { adminLogin } = await gql<{ adminLogin: { accessToken: string } }>(
    request,
    '',
    'mutation($i: LoginInput!) { adminLogin(input: $i) { accessToken } }',
    { i: { identifier: 'admin@freshfuel.ae', password: 'Demo@12345' } },
  );
  // Named in both languages: journeys in Arabic running beside this one list every active slot.
  const create = (label: string, labelAr: string, startTime: string, endTime: string, capacity: number) =>
    gql<{ createDeliverySlot: { id: string } }>(
      request,
      adminLogin.accessToken,
      'mutation($i: DeliverySlotInput!) { createDeliverySlot(input: $i) { id } }',
      { i: { label, labelAr, startTime, endTime, capacity } },
    );
  const digits = tag.replace(/\D/g, '');
  const tiny = (await create(`Tiny ${tag}`, `صغيرة ${digits}`, '05:00', '06:00', 1)).createDeliverySlot.id;
  await create(`Roomy ${tag}`, `واسعة ${digits}`, '06:00', '07:00', 500);
  const start = startDay(6);

  // The slot's one place on the first day goes to an earlier customer.
  const first = await customerWithDefault(browser, playwright, baseURL!, tiny);
  await buyPlan(first.page, first.request, { start });

  const { page } = await customerWithDefault(browser, playwright, baseURL!, tiny);
  await page.goto('/meal-plan-selection');
  await page.getByRole('radio', { name: /^Lean & Low-Carb/ }).check();
  await page.getByRole('radio', { name: /^1 Month/ }).check();
  await page.getByRole('checkbox', { name: /^Lunch/ }).check();
  await pickDate(page, 'First delivery day', start);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const slots = page.getByRole('article', { name: 'Delivery time' });
  await expect(slots.getByRole('alert')).toHaveText(
    `Your usual delivery time, 05:00-06:00 Tiny ${tag}, is full on your first delivery day. Choose another time to continue.`,
  );
  await expect(page.getByText('Choose a delivery time with places left to pay.')).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay AED/ });
  await expect(pay).toBeDisabled();

  await slots.getByText(`Roomy ${tag}`).click();
  await expect(slots.getByText('Delivery time saved.')).toBeVisible();
  await expect(slots.getByRole('alert')).toHaveCount(0);
  await expect(pay).toBeEnabled();
});
