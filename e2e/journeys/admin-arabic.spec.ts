import { expect, test } from '../support/app-fixture';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { buyPlan, gql, sessionOf, startDay } from '../support/buy-plan';
import { overflow, REVIEW_SCREENSHOTS } from '../support/screen';
import { apiLogin, DEMO_ADMIN, signInPage, signUpByApi } from '../support/session';

/**
 * Staff grids in Arabic: a staff member who chose Arabic sees the back office right to left, with Arabic
 * titles, grid headers, pager and actions; the actions column sits at the end (left) on wide screens and the
 * first column at the start (right) on phones; 0 px horizontal overflow and no serious axe violation at 1280
 * and 360 px (screenshots attached with E2E_SCREENSHOTS=1). The grid's search, page size and filter live in the URL: a reload keeps them.
 */

/** Signs the demo admin in (through the API), with Arabic as the device's language choice (settings under `root`). */
async function signInInArabic(page: Page) {
  await signInPage(page, await apiLogin(page.request, DEMO_ADMIN.identifier, { staff: true }), { language: 'ar' });
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.ag-rtl')).toBeVisible();
  await expect(page.locator('.page-loader, [aria-busy="true"]')).toHaveCount(0);
}

/** Page, its title, its first column's header and another header. */
const PAGES: [path: string, heading: string, first: string, other: string][] = [
  ['/dashboard/plans', 'الخطط', 'اسم الخطة', 'وصف الخطة'],
  ['/dashboard/customers', 'العملاء', 'الاسم', 'حالة الخطة'],
  ['/dashboard/discount_codes', 'رموز الخصم', 'الرمز', 'الاسم'],
];

/** The header cell of a column, by its visible name. */
const headerCell = (page: Page, name: string) =>
  page
    .locator('.ag-header-cell')
    .filter({ hasText: new RegExp(`^${name}[↑↓]?$`) })
    .first();

test('staff grids in Arabic: right to left at 1280 and 360 px, no overflow, no serious axe violation', async ({ page }, testInfo) => {
  await signInInArabic(page);
  for (const [path, heading, first, other] of PAGES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path, heading);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(headerCell(page, first)).toBeVisible();
    await expect(page.getByPlaceholder('ابحث هنا')).toBeVisible();
    await expect(page.getByText(/الصفحة 1 من \d+/)).toBeVisible();
    // Reading order right to left: the first column at the right, the actions (pinned) at the left end.
    const firstBox = (await headerCell(page, first).boundingBox())!;
    const otherBox = (await headerCell(page, other).boundingBox())!;
    const actionsBox = (await headerCell(page, 'الإجراءات').boundingBox())!;
    expect(firstBox.x).toBeGreaterThan(otherBox.x);
    expect(actionsBox.x).toBeLessThan(otherBox.x);
    expect(await overflow(page), `${path} overflows at 1280 px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { bestPractice: false }), path).toEqual([]);
    if (REVIEW_SCREENSHOTS)
      await testInfo.attach(`${path.split('/').pop()}-1280.png`, { body: await page.screenshot(), contentType: 'image/png' });

    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, path, heading);
    // On phones the first column is pinned at the start (right); the rest scrolls inside the grid.
    const pinned = (await headerCell(page, first).boundingBox())!;
    expect(pinned.x + pinned.width).toBeGreaterThan(300);
    expect(await overflow(page), `${path} overflows at 360 px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, { bestPractice: false }), path).toEqual([]);
    if (REVIEW_SCREENSHOTS)
      await testInfo.attach(`${path.split('/').pop()}-360.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
  }
});

test('a customers grid in Arabic keeps its search, page size and filter through a reload', async ({ page }) => {
  await signInInArabic(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/dashboard/customers', 'العملاء');
  await page.getByPlaceholder('ابحث هنا').fill('Layla');
  await expect(page).toHaveURL(/[?&]q=Layla/);
  await page.getByRole('combobox', { name: 'عدد الصفوف في الصفحة' }).selectOption('20');
  await page.getByRole('combobox', { name: 'حالة الخطة', exact: true }).selectOption({ label: 'الكل' });
  await expect(page).toHaveURL(/[?&]size=20/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'العملاء' })).toBeVisible();
  await expect(page.getByPlaceholder('ابحث هنا')).toHaveValue('Layla');
  await expect(page.getByRole('combobox', { name: 'عدد الصفوف في الصفحة' })).toHaveValue('20');
  await expect(page.getByRole('gridcell', { name: 'Layla Customer', exact: true })).toBeVisible();
});

/** English words a review found on Arabic screens (built by the server, or codes shown as they are). */
const ENGLISH_WORDS = /\b(Refund|Plan cancelled|Month|card|Low fat|Spicy)\b/;

/** The English words of {@link ENGLISH_WORDS} found in the page's main content. */
async function englishWordsOn(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return [...text.matchAll(new RegExp(ENGLISH_WORDS.source, 'g'))].map((m) => m[0]);
}

test("a cancelled plan in Arabic: the customer's subscription pages and the staff order page carry no English words", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A customer buys a month of 'Lean & Low-Carb' and cancels it: a refund with the app's own reason, a credit note,
  // notices (order confirmation, refund, plan cancelled).
  await signUpByApi(page, request);
  const { subscription } = await buyPlan(page, request, { start: startDay(1) });
  const { token } = await sessionOf(page);
  await gql(request, token, 'mutation($id: ID!) { cancelMySubscription(subscriptionId: $id) { refund } }', { id: subscription.id });
  const { myOrders } = await gql<{ myOrders: { id: string; orderNumber: string }[] }>(request, token, '{ myOrders { id orderNumber } }');
  const order = myOrders[0]!;

  await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as { settings?: Record<string, unknown> };
    root.settings = { ...root.settings, language: 'ar' };
    localStorage.setItem('root', JSON.stringify(root));
  });
  await page.goto('/subscription');
  // The plan's and the meals' Arabic names (seeded), not their English.
  await expect(page.getByRole('heading', { level: 2, name: 'الرشيقة منخفضة الكربوهيدرات' })).toBeVisible();
  await expect(page.getByText('Lean & Low-Carb')).toHaveCount(0);
  expect(await englishWordsOn(page), '/subscription').toEqual([]);
  await page.goto('/dashboard/user-subscribed-plan');
  await expect(page.getByRole('heading', { level: 2, name: 'الرشيقة منخفضة الكربوهيدرات' })).toBeVisible();
  expect(await englishWordsOn(page), '/dashboard/user-subscribed-plan').toEqual([]);
  await page.goto('/dashboard/user-orders');
  await expect(page.getByRole('cell', { name: 'ألغى العميل الخطة' })).toBeVisible();
  expect(await englishWordsOn(page), '/dashboard/user-orders').toEqual([]);
  await page.goto('/menu');
  // Known tags in Arabic (the seed has low-fat and spicy meals).
  await expect(page.getByText('قليل الدهون', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('حار', { exact: true }).first()).toBeVisible();
  expect(await englishWordsOn(page), '/menu').toEqual([]);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInInArabic(staff);
  await staff.goto(`/dashboard/orders/${order.id}`);
  await expect(staff.getByRole('heading', { level: 1, name: `الطلب ${order.orderNumber}` })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'الإشعارات المُرسلة' })).toBeVisible();
  await expect(staff.getByText(/^استرداد .* مع الإشعار الدائن .*CN-\d{6}/)).toBeVisible();
  await expect(staff.getByText('ألغى العميل الخطة')).toBeVisible();
  await expect(staff.getByText('بطاقة', { exact: true })).toBeVisible();
  expect(await englishWordsOn(staff), `/dashboard/orders/${order.id}`).toEqual([]);
  if (REVIEW_SCREENSHOTS)
    await testInfo.attach('order-page-ar.png', { body: await staff.screenshot({ fullPage: true }), contentType: 'image/png' });
  await staffContext.close();
});
