import { expect, type Page } from '@playwright/test';

const pad = (n: number) => String(n).padStart(2, '0');

/** The value a date field shows for `day` (its UTC date), day first in both languages: dd/MM/yyyy. */
export const shownDate = (day: Date) => `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;

/**
 * Picks `day` (its UTC date) in the app's DatePicker labelled `label`: opens the calendar, chooses the year
 * and month in its dropdowns, clicks the day of that month, and waits for the calendar to close and the
 * field to show the day (dd/MM/yyyy, in both languages).
 */
export async function pickDate(page: Page, label: string, day: Date, { exact = false } = {}) {
  const field = page.getByLabel(label, { exact });
  await field.click();
  await page.locator('.react-datepicker__year-select').selectOption(String(day.getUTCFullYear()));
  await page.locator('.react-datepicker__month-select').selectOption(String(day.getUTCMonth()));
  await page.locator(`.react-datepicker__day--0${pad(day.getUTCDate())}:not(.react-datepicker__day--outside-month)`).click();
  await expect(page.locator('.react-datepicker__month-select')).toHaveCount(0);
  await expect(field).toHaveValue(shownDate(day));
}
