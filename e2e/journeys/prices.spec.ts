import { expect, test } from '../support/app-fixture';
import { ensureDeliveryAddress, sessionOf, signUp, startDay } from '../support/buy-plan';
import { pickDate } from '../support/date-picker';

/**
 * One price, VAT included: a plan card shows the price with 5% VAT (the figure the customer pays) marked
 * "incl. VAT" and no net figure, its daily prices with VAT too, and checkout charges exactly that figure for
 * the plan's full package without a discount code. The checkout also takes a company TRN for the tax
 * invoice. The trial costs what the ambassador banner advertises.
 */

test('a plan card shows the VAT-inclusive price alone, and checkout charges exactly that', async ({ page, request }) => {
  await signUp(page, request);
  await ensureDeliveryAddress(request, (await sessionOf(page)).token);

  // The landing page's card: the same two figures.
  await page.goto('/');
  const preview = page.locator('article', { hasText: 'Lean & Low-Carb' });
  await expect(preview).toContainText('AED 2,969.40');
  await expect(preview).toContainText('incl. VAT');
  await expect(preview).not.toContainText('excl. VAT');

  // /plans_and_packages: Lean & Low-Carb has no promotion. 2,828.00 + 5% (141.40) = 2,969.40.
  await page.goto('/plans_and_packages');
  const card = page.getByRole('article', { name: 'Lean & Low-Carb' });
  const headline = card.locator('p', { hasText: 'incl. VAT' });
  await expect(headline.locator('strong')).toHaveText('AED 2,969.40');
  await expect(card).not.toContainText('AED 2,828.00');
  // Daily prices with VAT: lunch 33.00 + 5% = 34.65.
  await expect(card).toContainText('AED 34.65');
  const shown = (await headline.locator('strong').textContent())!.trim();
  await expect(page.getByText('All prices are in AED and include 5% VAT.')).toBeVisible();

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
  // The cart's package price is the same VAT-inclusive figure (no "before VAT" price).
  await expect(page.getByText('Includes 5% VAT and any promotion')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(shown);
  await expect(page.getByRole('main')).not.toContainText('before VAT');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Checkout: the package price and total with VAT, the VAT they include, and the card's figure on the Pay button.
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('definition').filter({ hasText: shown })).toHaveCount(2); // package price and total
  await expect(summary).toContainText('Includes VAT (5%)');
  await expect(summary).toContainText('AED 141.40');
  await expect(summary).not.toContainText('AED 2,828.00');
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

test('the trial costs what the ambassador banner advertises', async ({ page, request }) => {
  await signUp(page, request);
  await ensureDeliveryAddress(request, (await sessionOf(page)).token);

  await page.goto('/ambassador');
  const offer = page.getByRole('heading', { name: /^Get your 7 days trial as low as [\d,.]+ AED$/ });
  await expect(offer).toBeVisible();
  const advertised = /as low as ([\d,.]+) AED/.exec((await offer.textContent())!)![1]!;
  const price = `AED ${Number(advertised.replace(/,/g, '')).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await page.goto('/meal-plan-selection');
  await page.getByRole('radio', { name: /^7-Day Trial/ }).check();
  await expect(page.getByText(`${price} incl. VAT for 7 days`)).toBeVisible();
  await pickDate(page, 'First delivery day', startDay(3));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The server's quote: what the card is charged.
  await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeEnabled();
});
