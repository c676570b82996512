import { expect, test } from '../support/app-fixture';
import { ensureDeliveryAddress, sessionOf, signUp, startDay } from '../support/buy-plan';
import { pickDate } from '../support/date-picker';

/**
 * VAT-inclusive prices: a plan card shows the price with 5% VAT (the figure the customer pays) marked
 * "incl. VAT", with the net price beside it, and checkout charges exactly that figure for the plan's full
 * package without a discount code. The checkout also takes a company TRN for the tax invoice.
 */

test('a plan card shows the VAT-inclusive price with the net beside it, and checkout charges exactly that', async ({ page, request }) => {
  await signUp(page, request);
  await ensureDeliveryAddress(request, (await sessionOf(page)).token);

  // The landing page's card: the same two figures.
  await page.goto('/');
  const preview = page.locator('article', { hasText: 'Lean & Low-Carb' });
  await expect(preview).toContainText('AED 2,969.40');
  await expect(preview).toContainText('incl. VAT');
  await expect(preview.getByText('AED 2,828.00 excl. VAT')).toBeVisible();

  // /plans_and_packages: Lean & Low-Carb has no promotion. 2,828.00 + 5% (141.40) = 2,969.40.
  await page.goto('/plans_and_packages');
  const card = page.getByRole('article', { name: 'Lean & Low-Carb' });
  const headline = card.locator('p', { hasText: 'incl. VAT' });
  await expect(headline.locator('strong')).toHaveText('AED 2,969.40');
  await expect(card.getByText('AED 2,828.00 excl. VAT')).toBeVisible();
  const shown = (await headline.locator('strong').textContent())!.trim();
  await expect(page.getByText('Package prices include 5% VAT')).toBeVisible();

  // Its full package (all four meals for 1 Month), no discount code.
  await card.getByRole('link', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/meal-plan-selection\?plan=/);
  await expect(page.getByRole('radio', { name: /^Lean & Low-Carb/ })).toBeChecked();
  await page.getByRole('radio', { name: /^1 Month/ }).check();
  for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) {
    await page.getByRole('checkbox', { name: new RegExp(`^${meal}`) }).check();
  }
  await pickDate(page, 'First delivery day', startDay(3));
  await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText(shown);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Checkout: the server's total, the summary lines as they were, and the card's figure on the Pay button.
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('AED 2,828.00');
  await expect(summary).toContainText('AED 141.40');
  await expect(page.getByRole('button', { name: `Pay ${shown}` })).toBeEnabled();

  // A company TRN for the tax invoice: a wrong one is refused on the spot, a right one re-makes the checkout.
  const trn = page.getByLabel('Company TRN (optional)');
  await trn.fill('12345');
  await page.getByRole('button', { name: 'Add to invoice' }).click();
  await expect(page.getByText('A TRN is 15 digits.')).toBeVisible();
  await trn.fill('100 9876 5430 0003');
  await page.getByRole('button', { name: 'Add to invoice' }).click();
  await expect(page.getByText('TRN 100987654300003 on your tax invoice')).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${shown}` })).toBeEnabled();
});
