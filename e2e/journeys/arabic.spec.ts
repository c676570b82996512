import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/app-fixture';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { startDay } from '../support/buy-plan';
import { latestOtp, uniqueCustomer } from '../support/outbox';
import { warmLandingIsland } from '../support/island';
import { pickDate } from '../support/date-picker';
import { overflow, readyForFullPage, REVIEW_SCREENSHOTS, settled } from '../support/screen';
import { serveStripeDouble } from '../support/stripe-page';

/**
 * The customer journey in Arabic, right to left: switch the language on the landing page, then plans,
 * sign-up, meal selection, cart, checkout up to the card payment dialog (Stripe.js served by the local
 * double, as in ordering.spec.ts), the profile and one admin grid. Every screen at 1280 and 360 px:
 * `<html dir="rtl" lang="ar">`, no horizontal overflow, no serious or critical axe violation, Arabic
 * text on screen, and (E2E_SCREENSHOTS=1) a screenshot under e2e/screenshots/ar/. Plan and meal names come from the server
 * (English or Arabic content), so the journey picks them by position, never by name.
 */

const SHOTS = path.join(__dirname, '../screenshots/ar');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';
const WIDTHS = [1280, 360] as const;

/** Any Arabic letter. */
const ARABIC = /[\u0600-\u06FF]/;

async function expectRtl(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/**
 * The checks of one screen at both widths: right to left, no overflow, no serious axe violation, and a
 * screenshot `<name>-<width>.png` (E2E_SCREENSHOTS=1). `arabic` (default true) also requires Arabic text in <main>.
 */
async function checkScreen(page: Page, name: string, { arabic = true, fullPage = true } = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await settled(page);
    await expectRtl(page);
    if (arabic) await expect(page.locator('main').first()).toContainText(ARABIC);
    expect(await overflow(page), `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    if (REVIEW_SCREENSHOTS) {
      if (fullPage) await readyForFullPage(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The computed CSS transform of an element: `matrix(-1, 0, 0, 1, 0, 0)` when it is turned round (`.icon-dir` in RTL). */
const transformOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).transform);
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

test('a customer can switch to Arabic and go from the landing page to payment, profile and an admin grid, right to left', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  mkdirSync(SHOTS, { recursive: true });
  await serveStripeDouble(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 1. Landing in English (the browser's language), then the navbar switch names Arabic in Arabic.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const toArabic = page.getByRole('banner').getByRole('button', { name: 'التبديل إلى العربية' });
  await expect(toArabic).toHaveText('العربية');
  await expect(toArabic).toHaveAttribute('lang', 'ar');
  // Switching refetches what is on screen, now asking for Arabic content.
  const languageHeader = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.headers()['accept-language'] === 'ar', {
    timeout: 15_000,
  });
  await toArabic.click();
  await expectRtl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'وجبات صحية تصلك يوميًا في دبي' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to English' })).toHaveText('English');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Switch to English' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الخطط والباقات' })).toBeVisible();
  await page.getByRole('button', { name: 'الوجبات التالية' }).waitFor();
  await languageHeader;
  // The choice is kept under `root` and survives a reload; the server, told by the language cookie, now embeds the
  // landing page's first-paint answers in Arabic.
  await warmLandingIsland(request, 'ar');
  await page.reload();
  await expectRtl(page);
  expect((JSON.parse((await page.locator('script#ff-boot').textContent({ timeout: 5_000 })) ?? '{}') as { lang?: string }).lang).toBe('ar');
  await checkScreen(page, 'landing');

  // The phone menu carries the switch too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('button', { name: 'Switch to English' })).toBeVisible();
  if (REVIEW_SCREENSHOTS) await page.screenshot({ path: path.join(SHOTS, 'menu-open-360.png') });
  await page.getByRole('button', { name: 'إغلاق القائمة' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // 2. Plans.
  await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الخطط والباقات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'خطط وجبات مصمّمة حول أهدافك' })).toBeVisible();
  await expect(page.getByText(/^جميع الأسعار بعملة AED وشاملة ضريبة القيمة المضافة 5%/)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/AED \d/); // prices keep Latin digits and the AED code
  // One price, VAT included: Lean & Low-Carb AED 2,969.40 (AED 2,828.00 before VAT is not shown).
  const lean = page.getByRole('article', { name: 'الرشيقة منخفضة الكربوهيدرات' });
  await expect(lean).toContainText('AED 2,969.40');
  await expect(lean).toContainText('شامل الضريبة');
  await expect(lean).not.toContainText('قبل الضريبة');
  await checkScreen(page, 'plans');

  // 3. Sign up in Arabic.
  const c = uniqueCustomer();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
  await checkScreen(page, 'signup');
  await page.getByLabel('الاسم الكامل').fill(c.fullName);
  await page.getByLabel('البريد الإلكتروني').fill(c.email);
  await page.getByLabel('رقم الهاتف').fill(c.phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(c.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(c.password);
  await page.getByRole('checkbox', { name: /أوافق على الشروط والأحكام/ }).check();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/otp_verification/);
  await expect(page.getByRole('heading', { level: 1, name: 'تأكيد بريدك الإلكتروني' })).toBeVisible();
  await page.getByLabel('رمز التحقق').fill(await latestOtp(request, c.email));
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();

  // 4. Meal selection: the first monthly plan, its first duration, every meal it offers, a start date.
  await page.goto('/meal-plan-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'اختر خطة وجباتك' })).toBeVisible();
  const plans = page.locator('input[name="planId"]');
  await expect(plans.first()).toBeVisible();
  const count = await plans.count();
  for (let i = 0; i < count; i++) {
    await plans.nth(i).check();
    if (await page.getByRole('radio', { name: /شهر واحد/ }).count()) break; // a monthly plan
  }
  await page.getByRole('radio', { name: /شهر واحد/ }).check();
  await expect(page.getByText('28 يوم توصيل')).toBeVisible();
  const meals = page.locator('input[type="checkbox"][name^="meals."]:not([disabled])');
  for (let i = 0; i < (await meals.count()); i++) await meals.nth(i).check();
  await pickDate(page, 'يوم أول توصيل', startDay(3));
  const price = page.getByRole('complementary', { name: 'سعرك' });
  await expect(price).toContainText('في اليوم');
  await expect(price).toContainText(/AED \d{1,3}(,\d{3})*\.\d{2}/);
  await expect(price).toContainText('ضريبة القيمة المضافة (5%)');
  // The quote names the plan and its promotion in Arabic too (no English name such as "Summer Fit Special").
  await expect(price).not.toContainText(/[A-Za-z]{3,} [A-Za-z]{2,}/);
  await checkScreen(page, 'selection');
  await price.getByRole('button', { name: 'متابعة' }).click();

  // 5. Cart.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
  await expect(page.getByText(/شهر واحد \(28 يوم توصيل\)/)).toBeVisible();
  await checkScreen(page, 'cart');
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();

  // 6. Checkout: the address form in Arabic (its validation message too), then Pay opens the card dialog.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'الدفع' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'ملخص الطلب' });
  await expect(summary).toContainText('رسوم التوصيل');
  await expect(summary).toContainText(/AED \d/);
  await expect(summary).not.toContainText(/[A-Za-z]{3,} [A-Za-z]{2,}/);
  const addressCard = page.getByRole('article', { name: 'عنوان التوصيل' });
  await addressCard.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(addressCard.getByText('المنطقة مطلوبة')).toBeVisible();
  await addressCard.getByLabel('المنطقة').fill('Dubai Marina');
  await addressCard.getByLabel('المبنى / الفيلا والشارع').fill('Marina Heights Tower');
  await addressCard.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(page.getByText('تم حفظ عنوان التوصيل')).toBeVisible();
  const pay = page.getByRole('button', { name: /^ادفع .*AED/ });
  await expect(pay).toBeEnabled();
  // The discount box: a code field, or (trial or promoted plan) the note that codes do not apply.
  await expect(summary.getByText('رمز الخصم').first()).toBeVisible();
  await checkScreen(page, 'checkout');

  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'الدفع بالبطاقة' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('رقم البطاقة')).toBeVisible(); // the Stripe.js double names its own fields
  await expect(dialog.getByText('جارٍ تجهيز الدفع الآمن…')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'ادفع الآن' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    expect(await overflow(page), `payment dialog is wider than ${width} px`).toBeLessThanOrEqual(0);
    if (REVIEW_SCREENSHOTS) await page.screenshot({ path: path.join(SHOTS, `payment-dialog-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'إغلاق' }).first().click();
  await expect(dialog).toHaveCount(0);

  // 7. Profile (dashboard layout, sidebar on the right).
  await page.goto('/dashboard/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'لوحة التحكم' }).getByRole('link', { name: 'سجل الطلبات' })).toBeVisible();
  const sidebar = await page.locator('#dashboard-sidebar').boundingBox();
  const main = await page.locator('#dashboard-main').boundingBox();
  expect(sidebar!.x, 'the sidebar sits on the right in RTL').toBeGreaterThan(main!.x);
  // The log-out icon's arrow leaves the door towards the reading direction's end: turned round in Arabic.
  expect(await transformOf(page.locator('#dashboard-sidebar').getByRole('button', { name: 'خروج' }).locator('.icon-dir'))).toBe(MIRRORED);
  await checkScreen(page, 'profile');

  // 8. One admin grid: sign out, sign in at /admin (the language stays), open the customers grid.
  await page.goto('/');
  const logOut = page.getByRole('banner').getByRole('button', { name: 'خروج', exact: true });
  expect(await transformOf(logOut.locator('svg.icon-dir'))).toBe(MIRRORED);
  await logOut.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ابدأ الآن' })).toBeVisible();
  await page.goto('/admin');
  await expectRtl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'دخول الموظفين' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill('admin@freshfuel.ae');
  await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.goto('/dashboard/customers');
  await expect(page.locator('.ag-root-wrapper').first()).toBeVisible();
  await expect(page.locator('.ag-row').first()).toBeVisible();
  // The admin screens' own strings are translated separately: here, direction and layout only.
  await checkScreen(page, 'admin-customers', { arabic: false, fullPage: false });
});

test('Arabic pages are set in IBM Plex Sans Arabic, which English pages never download; the read-more arrow turns round', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (r) => {
    if (/ibm-plex-sans-arabic/.test(r.url())) fontFiles.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // English: the whole landing page rendered (scrolled through), then its blog, and no Arabic font file asked for.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(async () => {
    // A half screen at a time, each step once the browser has drawn a frame there.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  expect(fontFiles, 'font files the English landing page downloaded').toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('IBM Plex Sans Arabic');

  // Arabic: the body's stack starts with the font, and its regular and bold Arabic faces load and render.
  await page.getByRole('banner').getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expectRtl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'وجبات صحية تصلك يوميًا في دبي' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?IBM Plex Sans Arabic"?,/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const weights: string[] = [];
        document.fonts.forEach((f) => {
          if (f.family.replace(/["']/g, '') === 'IBM Plex Sans Arabic' && f.status === 'loaded') weights.push(f.weight);
        });
        return weights.sort();
      }),
    )
    .toEqual(expect.arrayContaining(['400', '700']));
  expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', 'وجبات صحية'))).toBe(true);
  expect(fontFiles.length, 'the Arabic page fetched the font').toBeGreaterThan(0);
  expect(
    fontFiles.every((file) => /ibm-plex-sans-arabic-arabic-\d00-normal-[\w-]+\.woff2$/.test(file)),
    fontFiles.join(', '),
  ).toBe(true);

  // The blog's read-more arrow points to the reading direction's end.
  await page.goto('/blog');
  await expectRtl(page);
  const readMore = page.getByRole('article').first().locator('svg.icon-dir');
  await expect(readMore).toBeVisible();
  expect(await transformOf(readMore)).toBe(MIRRORED);
});
