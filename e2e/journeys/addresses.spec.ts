import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { readScreen } from '../support/arabic-words';
import { buyPlan, DAY_MS, gql, sessionOf, startDay, ymd } from '../support/buy-plan';
import { overflow, settled } from '../support/screen';
import { apiLogin, DEMO_ADMIN, signInPage, signUpByApi } from '../support/session';

/**
 * Several delivery addresses (docs/decisions/0088-an-address-book-and-an-address-per-day.md): a customer with a
 * month's plan adds an office address on the profile page and sends every Sunday there from the schedule; each
 * Sunday of the schedule then reads the office as its usual address. In English at 1280 px and in Arabic at 360 px
 * (every screen read for English words and sideways scrolling); staff then read the customer's book and rules on the
 * customer's page.
 */

/** The first Sunday on or after `start`. */
function firstSunday(start: Date): string {
  const day = new Date(start.getTime());
  while (day.getUTCDay() !== 0) day.setTime(day.getTime() + DAY_MS);
  return ymd(day);
}

/** Signs up, saves `home` as the first address and buys a month starting in a few days. */
async function customerWithPlan(
  page: Page,
  request: APIRequestContext,
  language: 'en' | 'ar',
  home: Record<string, string>,
  fullName?: string,
) {
  await signUpByApi(page, request, { language, fullName });
  await page.goto('/');
  const { token } = await sessionOf(page);
  await gql(request, token, 'mutation($input: DeliveryAddressInput!) { updateDeliveryAddress(input: $input) { id } }', { input: home });
  const start = startDay(2);
  await buyPlan(page, request, { start });
  return firstSunday(start);
}

test('English at 1280 px: add an office address and send Sundays there', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const sunday = await customerWithPlan(page, request, 'en', { area: 'Dubai Marina', building: 'Marina Heights Tower', city: 'Dubai' });

  await page.goto('/dashboard/user-profile');
  const book = page.getByRole('region', { name: 'Delivery addresses' });
  await expect(book.getByRole('heading', { name: /^Home/ })).toContainText('Default');
  await book.getByRole('button', { name: 'Add an address' }).click();
  await book.getByLabel('Label').fill('Office');
  await book.getByLabel('Area').fill('Business Bay');
  await book.getByLabel('Building / villa and street').fill('Bay Square 5');
  await book.getByLabel('Apartment / villa number (optional)').fill('Office 310');
  await book.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added')).toBeVisible();
  await expect(book.getByText('Office 310, Bay Square 5, Business Bay, Dubai')).toBeVisible();

  await page.goto('/dashboard/user-subscribed-plan');
  const days = page.getByRole('region', { name: 'Delivery addresses by day' });
  const day = days.locator(`#day-address-${sunday}`);
  await expect(day.locator('option:checked')).toHaveText('Usual for that day: Home');
  await days.getByLabel('Sunday', { exact: true }).selectOption({ label: 'Office' });
  await expect(page.getByText('Sunday deliveries will go to Office.')).toBeVisible();
  await expect(day.locator('option:checked')).toHaveText('Usual for that day: Office');
  // A Monday keeps the default.
  const monday = ymd(new Date(new Date(`${sunday}T00:00:00Z`).getTime() + DAY_MS));
  await expect(days.locator(`#day-address-${monday}`).locator('option:checked')).toHaveText('Usual for that day: Home');
});

test('Arabic at 360 px: add an office address and send Sundays there', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  // An Arabic name, as a customer here would type it (the screens are read for English words).
  const home = { area: 'دبي مارينا', building: 'برج مارينا هايتس', city: 'Dubai' };
  const sunday = await customerWithPlan(page, request, 'ar', home, 'سارة المنصوري');

  await page.goto('/dashboard/user-profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const book = page.getByRole('region', { name: 'عناوين التوصيل' });
  await expect(book.getByRole('heading', { name: /^المنزل/ })).toContainText('الافتراضي');
  await book.getByRole('button', { name: 'أضف عنوانًا' }).click();
  await book.getByLabel('التسمية').fill('مكتب الخليج');
  await book.getByLabel('المنطقة').fill('الخليج التجاري');
  await book.getByLabel('المبنى / الفيلا والشارع').fill('باي سكوير 5');
  await book.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(page.getByText('تمت إضافة العنوان')).toBeVisible();
  await settled(page);
  await readScreen(page, 'address book');

  await page.goto('/dashboard/user-subscribed-plan');
  const days = page.getByRole('region', { name: 'عناوين التوصيل حسب اليوم' });
  await days.getByLabel('الأحد', { exact: true }).selectOption({ label: 'مكتب الخليج' });
  await expect(page.getByText('ستذهب توصيلات يوم الأحد إلى مكتب الخليج.')).toBeVisible();
  await expect(days.locator(`#day-address-${sunday}`).locator('option:checked')).toHaveText('المعتاد لذلك اليوم: مكتب الخليج');
  await settled(page);
  await readScreen(page, 'addresses by day');

  // Staff open the customer's page, in Arabic on the same phone: the book with its labels and the default, and the
  // Sunday rule, read-only.
  const { userId } = await sessionOf(page);
  await signInPage(page, await apiLogin(request, DEMO_ADMIN.identifier, { staff: true }), { language: 'ar' });
  await page.goto(`/dashboard/order/user/${userId}`);
  const staffBook = page.getByRole('list', { name: 'دفتر العناوين' });
  await expect(staffBook.getByRole('listitem')).toHaveCount(2);
  await expect(staffBook.getByRole('listitem').first()).toContainText(/^المنزل · الافتراضي: .*برج مارينا هايتس/);
  await expect(staffBook.getByRole('listitem').nth(1)).toContainText(/^مكتب الخليج: .*باي سكوير 5/);
  await expect(page.getByRole('list', { name: 'العنوان المعتاد حسب يوم الأسبوع' }).getByRole('listitem')).toHaveText([
    'أيام الأحد: مكتب الخليج',
  ]);
  await expect(staffBook.getByRole('combobox')).toHaveCount(0);
  // The panel in Arabic (the rest of the staff page is other journeys' to read), and the page fits the phone.
  const panel = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'عناوين التوصيل', exact: true }) })
    .filter({ has: staffBook })
    .last();
  expect(await panel.innerText()).toContain('أيام الأحد: مكتب الخليج');
  expect(await panel.innerText()).not.toMatch(/[A-Za-z]/);
  await settled(page);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
