import { expect, test } from '../support/app-fixture';
import sharp from 'sharp';
import { accountPage, DEMO_ADMIN } from '../support/session';

/**
 * Allergens as a closed list (docs/decisions/0052-allergens-as-a-closed-list.md): staff tick "Milk
 * (dairy)" on a new meal, the grid shows it, and a customer's "Without" Milk (dairy) filter on /menu
 * no longer shows the meal (the same list the calculator and the staff form offer).
 */

test('staff save a meal with Milk; the menu\'s "Without" Milk (dairy) filter no longer shows it', async ({ page, browser, baseURL }) => {
  const name = `Labneh Bowl ${Date.now().toString(36)}`;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 235, b: 220 } } })
    .png()
    .toBuffer();

  // 1. Staff add the meal, ticking Milk (dairy) and Sesame in the allergen list.
  const staff = await accountPage(browser, baseURL!, DEMO_ADMIN);
  await staff.goto('/dashboard/menus');
  await staff.getByRole('button', { name: 'Add meal' }).click();
  const form = staff.getByRole('dialog', { name: 'Add meal' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Category').selectOption({ label: 'Lunch' });
  await form.getByLabel('Description', { exact: true }).fill('Strained yoghurt, za’atar, olive oil and warm bread.');
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'labneh.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Preview' })).toBeVisible();
  await form.getByLabel('Calories (kcal)').fill('430');
  await form.getByLabel('Protein (g)').fill('18');
  await form.getByLabel('Carbs (g)').fill('40');
  await form.getByLabel('Fat (g)').fill('20');
  const allergens = form.getByRole('group', { name: 'Allergens' });
  await expect(allergens.getByRole('checkbox')).toHaveCount(14);
  await allergens.getByRole('checkbox', { name: 'Milk (dairy)' }).check();
  await allergens.getByRole('checkbox', { name: 'Sesame' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText(`${name} added to the menu.`)).toBeVisible();
  await staff.getByPlaceholder('Search Here').fill(name);
  await expect(staff.getByRole('row').filter({ hasText: name })).toContainText('Milk (dairy), Sesame');

  // 2. A customer on /menu sees it, until they choose Without Milk (dairy).
  await page.goto('/menu');
  await page.getByLabel('Search meals by name').fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Milk (dairy)');
  const without = page.getByRole('group', { name: 'Without' });
  await expect(without.getByRole('button')).toHaveCount(14);
  await without.getByRole('button', { name: 'Milk (dairy)' }).click();
  await expect(without.getByRole('button', { name: 'Milk (dairy)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/exclude=milk/);
  await expect(card).toHaveCount(0);

  // Another exclusion that the meal does not hold shows it again.
  await without.getByRole('button', { name: 'Milk (dairy)' }).click();
  await without.getByRole('button', { name: 'Peanuts' }).click();
  await expect(card).toBeVisible();
});
