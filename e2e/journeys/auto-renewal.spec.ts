import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { buyPlan, deliverSetupSucceeded, sessionOf, startDay } from '../support/buy-plan';
import { serveStripeDouble } from '../support/stripe-page';
import { signUpByApi } from '../support/session';

/**
 * Automatic renewal in the customer area, in each language (docs/decisions/0084-subscriptions-that-renew-themselves.md):
 * a plan bought with the card saved renews itself; the customer turns it off and on, replaces the card through
 * Stripe Elements (Stripe.js served by the local double; the signed `setup_intent.succeeded` webhook delivered as
 * Stripe would, while the page says it is saving), and the plan page shows the next charge instead of Renew.
 */

/** The words of one language: what the customer reads and presses. */
interface Words {
  region: string;
  toggle: string;
  off: string;
  on: string;
  replace: string;
  dialog: string;
  save: string;
  saving: RegExp;
  saved: string;
  next: RegExp;
  renewsItself: RegExp;
  renew: string;
}

const ENGLISH: Words = {
  region: 'Automatic renewal',
  toggle: 'Renew my plan automatically',
  off: 'Your plan will not renew automatically.',
  on: 'Your plan will renew automatically.',
  replace: 'Replace card',
  dialog: 'Replace your saved card',
  save: 'Save card',
  saving: /Saving your new card/,
  saved: 'Your new card is saved.',
  next: /AED [\d,]+\.\d\d \(VAT included\)/,
  renewsItself: /Your plan renews itself: your saved card is charged AED [\d,]+\.\d\d \(VAT included\)/,
  renew: 'Renew',
};

const ARABIC: Words = {
  region: 'التجديد التلقائي',
  toggle: 'جدّد خطتي تلقائيًا',
  off: 'لن تتجدد خطتك تلقائيًا.',
  on: 'ستتجدد خطتك تلقائيًا.',
  replace: 'استبدال البطاقة',
  dialog: 'استبدال بطاقتك المحفوظة',
  save: 'حفظ البطاقة',
  saving: /جارٍ حفظ بطاقتك الجديدة/,
  saved: 'تم حفظ بطاقتك الجديدة.',
  next: /AED [\d,]+\.\d\d.*\(شاملة الضريبة\)/,
  renewsItself: /تتجدد خطتك تلقائيًا: تُخصم .*AED [\d,]+\.\d\d.*\(شاملة الضريبة\)/,
  renew: 'تجديد',
};

/** Nothing wider than the viewport (a 360 px phone must not scroll sideways). */
async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'page wider than the viewport').toBeLessThanOrEqual(width);
}

async function journey(page: Page, request: Parameters<typeof signUpByApi>[1], w: Words) {
  await serveStripeDouble(page);
  await signUpByApi(page, request, { language: w === ARABIC ? 'ar' : 'en' });
  // Bought with the card saved (the checkout's default consent), paid by the signed webhook.
  await buyPlan(page, request, { start: startDay(0), card: 'pm_card_visa' });

  await page.goto('/dashboard/user-subscribed-plan');
  const card = page.getByRole('region', { name: w.region });
  const toggle = card.getByRole('switch', { name: w.toggle });
  await expect(toggle).toBeChecked();
  await expect(card.getByTestId('saved-card')).toContainText('4242');
  await expect(card.getByTestId('next-renewal')).toHaveText(w.next);
  await fitsWidth(page);

  // Off, then on again: each saved at once and said in a toast.
  await toggle.click();
  await expect(page.getByText(w.off)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText(w.on)).toBeVisible();
  await expect(toggle).toBeChecked();

  // A new card through Stripe Elements: confirmed with the SetupIntent, then saved by Stripe's webhook.
  await card.getByRole('button', { name: w.replace }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByLabel('Expiry date').fill('01 / 31');
  await dialog.getByLabel('CVC').fill('123');
  await fitsWidth(page);
  await dialog.getByRole('button', { name: w.save }).click();
  await expect(dialog.getByRole('status')).toHaveText(w.saving);
  expect(
    await page.evaluate(() => (window as unknown as { __stripeDouble: { setups: { card: boolean }[] } }).__stripeDouble.setups),
  ).toEqual([{ clientSecret: expect.stringContaining('_secret_') as unknown, card: true }]);
  const { userId } = await sessionOf(page);
  expect((await deliverSetupSucceeded(request, userId, 'pm_card_mastercard')).status()).toBe(200);
  await expect(page.getByText(w.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();

  // The plan renews itself: the subscription page shows the next charge, not Renew.
  await page.goto('/subscription');
  await expect(page.getByTestId('auto-renewal-note')).toHaveText(w.renewsItself);
  await expect(page.getByRole('button', { name: w.renew, exact: true })).toHaveCount(0);
  await fitsWidth(page);
}

test('automatic renewal in English at 1280 px: on after a purchase that saved the card, off and on, the card replaced', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await journey(page, request, ENGLISH);
});

test('automatic renewal in Arabic at 360 px: on after a purchase that saved the card, off and on, the card replaced', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await journey(page, request, ARABIC);
});
