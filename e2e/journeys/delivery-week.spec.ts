import { expect, test } from '../support/app-fixture';
import { buyPlan, DAY_MS, startDay } from '../support/buy-plan';
import { pickDate } from '../support/date-picker';
import { signUpByApi } from '../support/session';

/**
 * A Dubai week (docs/decisions/0087-dubai-days-and-delivery-weeks.md): the selection offers 7-, 6- and 5-day weeks and
 * prices a month of 5-day weeks as 20 deliveries; a plan bought that way shows its days off, and a pause over a
 * weekend gives back weekdays only, so the end date moves by delivery days. English at 1280 px, Arabic at 360 px.
 */

const long = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekday = (ms: number) => new Date(ms).getUTCDay(); // of a day label: 0 Sunday ... 6 Saturday
const isWeekday = (ms: number) => weekday(ms) !== 0 && weekday(ms) !== 6;

/** The `n`-th weekday after the day `ms` (a label). */
function weekdaysAfter(ms: number, n: number): number {
  let t = ms;
  for (let found = 0; found < n;) {
    t += DAY_MS;
    if (isWeekday(t)) found += 1;
  }
  return t;
}

test('English at 1280 px: a 5-day month is 20 deliveries, the weekend is off, and a pause over it moves the end by weekdays', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpByApi(page, request);

  // The selection: Lean & Low-Carb, all four meals, 5 days a week -> 20 delivery days at (22 + 33 + 33 + 13) AED a day:
  // 2,020.00 net, 101.00 VAT, 2,121.00 to pay.
  await page.goto('/meal-plan-selection');
  await page.getByRole('radio', { name: /^Lean & Low-Carb/ }).check();
  await page.getByRole('radio', { name: /^1 Month/ }).check();
  for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) await page.getByRole('checkbox', { name: new RegExp(`^${meal}`) }).check();
  const weeks = page.getByRole('group', { name: 'Delivery days a week' });
  await expect(weeks.getByRole('radio', { name: /^7 days a week/ })).toBeChecked();
  await expect(weeks.getByText('Saturday and Sunday off')).toBeVisible();
  await weeks.getByRole('radio', { name: /^5 days a week/ }).check();
  await expect(page.getByRole('radio', { name: /^1 Month/ })).toHaveAccessibleName(/20 delivery days/);
  await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText('AED 2,121.00');

  // Bought 5 days a week (the checkout itself is the ordering journey's): the plan page names the week.
  const { subscription } = await buyPlan(page, request, { planName: 'Lean & Low-Carb', start: startDay(0), deliveryDaysPerWeek: 5 });
  const end = new Date(subscription.endDate).getTime();
  expect(isWeekday(end)).toBe(true);
  await page.goto('/dashboard/user-subscribed-plan');
  await expect(page.getByTestId('plan-week')).toHaveText('5 days a week · Saturday and Sunday off');
  await expect(page.getByTestId('plan-end-date')).toHaveText(long(end));

  // Pause Friday to Monday: two delivery days (Friday, Monday); the end moves to the second weekday after it.
  let friday = startDay(3).getTime();
  while (weekday(friday) !== 5) friday += DAY_MS;
  const monday = friday + 3 * DAY_MS;
  await page.getByText('Pause a range').click();
  await pickDate(page, 'Pause from', new Date(friday));
  await pickDate(page, 'Pause until (last paused day)', new Date(monday));
  const newEnd = weekdaysAfter(end, 2);
  await expect(page.getByTestId('new-end-date')).toHaveText(long(newEnd));
  await page.getByRole('button', { name: 'Pause these days' }).click();
  await page.getByRole('dialog', { name: 'Pause these days?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deliveries paused. Your plan now ends later.')).toBeVisible();
  await expect(page.getByTestId('plan-end-date')).toHaveText(long(newEnd));
});

test('Arabic at 360 px: the week choice and the plan page name the days off in Arabic, and nothing overflows', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpByApi(page, request, { language: 'ar' });

  await page.goto('/meal-plan-selection');
  await page.getByRole('radio', { name: /^الرشيقة منخفضة الكربوهيدرات/ }).check();
  const weeks = page.getByRole('group', { name: 'أيام التوصيل في الأسبوع' });
  await expect(weeks).toBeVisible();
  await weeks.getByRole('radio', { name: /5 أيام في الأسبوع/ }).check();
  await expect(weeks.getByText(/عطلة: السبت و\s?الأحد/)).toBeVisible();
  await expect(page.getByText(/20 يوم توصيل/).first()).toBeVisible();

  await buyPlan(page, request, { planName: 'Lean & Low-Carb', start: startDay(0), deliveryDaysPerWeek: 5 });
  await page.goto('/dashboard/user-subscribed-plan');
  await expect(page.getByTestId('plan-week')).toContainText('5 أيام في الأسبوع');
  await expect(page.getByTestId('plan-week')).toContainText(/عطلة: السبت و\s?الأحد/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
