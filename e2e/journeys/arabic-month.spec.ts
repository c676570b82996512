import { expect, test } from '../support/app-fixture';
import { readScreen, visit } from '../support/arabic-words';
import { buyPlan, deliverPaymentSucceeded, sessionOf, startDay, gql } from '../support/buy-plan';
import { latestOtp, uniqueCustomer } from '../support/outbox';
import { pickDate } from '../support/date-picker';
import { pdfText } from '../support/pdf-text';
import { settled, tabRows } from '../support/screen';
import { operationOf, serveStripeDouble } from '../support/stripe-page';
import { signUpByApi } from '../support/session';

/**
 * A customer's whole month in Arabic on a 360 px phone: sign up, choose a plan, its meals and first day,
 * pay by card (Stripe.js served by the local double, the signed webhook delivered as in ordering.spec.ts),
 * swap a meal, pause two days, skip one, move a day to another delivery slot, cancel, and open the tax
 * invoice and the credit note. Every screen (and every toast and dialog met on the way) is read for words in
 * Latin letters outside the allowed ones and for a page wider than the viewport (e2e/support/arabic-words.ts,
 * whose comment lists what Latin is allowed). Findings are soft assertions: one run lists all of them.
 */

const ADMIN_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';

/**
 * In the page, beside `button`: where a toast container goes while a dialog is open (measured on a stand-in with
 * react-toastify's classes, so it holds whether or not a toast is showing now), and the texts of the toasts showing
 * now that overlap the button.
 */
function toastsOver(button: Element): { containerAtTop: boolean; covering: string[] } {
  const probe = document.createElement('div');
  probe.className = 'Toastify__toast-container Toastify__toast-container--top-right';
  probe.style.visibility = 'hidden';
  document.body.appendChild(probe);
  const containerAtTop = probe.getBoundingClientRect().top <= 16;
  probe.remove();
  const b = button.getBoundingClientRect();
  const covering = [...document.querySelectorAll('.Toastify__toast')]
    .filter((t) => {
      const r = t.getBoundingClientRect();
      return r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right;
    })
    .map((t) => t.textContent ?? '');
  return { containerAtTop, covering };
}
const WIDTH = 360;

test('a month in Arabic at 360 px: buy, swap, pause, skip, change the slot, cancel, invoice and credit note, all in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await serveStripeDouble(page);

  // Two delivery slots offered by staff, named in both languages.
  // (through the page's request context: `request` is first used for the e-mailed code, on a fresh connection)
  const { adminLogin } = await gql<{ adminLogin: { accessToken: string } }>(
    page.request,
    '',
    'mutation($input: LoginInput!) { adminLogin(input: $input) { accessToken } }',
    { input: { identifier: 'admin@freshfuel.ae', password: ADMIN_PASSWORD } },
  );
  const stamp = Date.now().toString(36).slice(-4);
  for (const [label, labelAr, startTime, endTime] of [
    [`Morning ${stamp}`, `الصباح ${stamp.replace(/\D/g, '')}`, '07:00', '09:00'],
    [`Evening ${stamp}`, `المساء ${stamp.replace(/\D/g, '')}`, '18:00', '20:00'],
  ]) {
    await gql(page.request, adminLogin.accessToken, 'mutation($input: DeliverySlotInput!) { createDeliverySlot(input: $input) { id } }', {
      input: { label, labelAr, startTime, endTime, capacity: 500 },
    });
  }

  // 1. The landing page, switched to Arabic, then a phone's width for the rest of the month.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await settled(page);
  await readScreen(page, 'landing');

  // 2. Sign up (an Arabic name, as a customer here would type it) and the e-mailed code.
  const c = { ...uniqueCustomer(), fullName: 'سارة المنصوري' };
  await visit(page, '/signup', 'sign-up');
  await page.getByLabel('الاسم الكامل').fill(c.fullName);
  await page.getByLabel('البريد الإلكتروني').fill(c.email);
  await page.getByLabel('رقم الهاتف').fill(c.phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(c.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(c.password);
  await page.getByRole('checkbox', { name: /أوافق على الشروط والأحكام/ }).check();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/otp_verification/);
  await settled(page);
  await readScreen(page, 'e-mail code');
  await page.getByLabel('رمز التحقق').fill(await latestOtp(request, c.email));
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(page).not.toHaveURL(/\/otp_verification/);
  await settled(page);
  await readScreen(page, 'after sign-up');
  const { token } = await sessionOf(page);

  // 3. Plans, then the selection: a monthly plan, all its meals, the first day.
  await visit(page, '/plans_and_packages', 'plans');
  await visit(page, '/meal-plan-selection', 'meal selection');
  const plans = page.locator('input[name="planId"]');
  for (let i = 0; i < (await plans.count()); i++) {
    await plans.nth(i).check();
    if (await page.getByRole('radio', { name: /شهر واحد/ }).count()) break;
  }
  await page.getByRole('radio', { name: /شهر واحد/ }).check();
  const meals = page.locator('input[type="checkbox"][name^="meals."]:not([disabled])');
  for (let i = 0; i < (await meals.count()); i++) await meals.nth(i).check();
  const start = startDay(0);
  await pickDate(page, 'يوم أول توصيل', start);
  const price = page.getByRole('complementary', { name: 'سعرك' });
  await expect(price).toContainText(/AED \d/);
  await settled(page);
  await readScreen(page, 'meal selection, filled in');
  await price.getByRole('button', { name: 'متابعة' }).click();

  // 4. Cart and checkout: the delivery address typed in Arabic, then the card.
  await expect(page).toHaveURL(/\/cart$/);
  await settled(page);
  await readScreen(page, 'cart');
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await settled(page);
  await readScreen(page, 'checkout');
  const addressCard = page.getByRole('article', { name: 'عنوان التوصيل' });
  await addressCard.getByLabel('المنطقة').fill('دبي مارينا');
  await addressCard.getByLabel('المبنى / الفيلا والشارع').fill('برج مارينا هايتس');
  await addressCard.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(page.getByText('تم حفظ عنوان التوصيل')).toBeVisible();
  await readScreen(page, 'checkout, address saved');

  let webhookStatus = 0;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'CreateOrder') return route.fallback();
    return webhookStatus === 200 ? route.fallback() : route.abort('failed');
  });
  const intentResponse = page.waitForResponse((r) => operationOf(r.request()) === 'CreatePaymentIntent');
  await page.getByRole('button', { name: /^ادفع .*AED/ }).click();
  const payDialog = page.getByRole('dialog', { name: 'الدفع بالبطاقة' });
  await expect(payDialog).toBeVisible();
  const intentRes = await intentResponse;
  const { checkoutId } = (intentRes.request().postDataJSON() as { variables: { checkoutId: string } }).variables;
  const intent = (
    (await intentRes.json()) as { data: { createPaymentIntent: { paymentIntentId: string; amount: number; clientSecret: string } } }
  ).data.createPaymentIntent;
  await expect(payDialog.getByText('جارٍ تجهيز الدفع الآمن…')).toHaveCount(0);
  // The "address saved" toast, and any toast while the sheet is open, stays clear of the sheet's buttons at 360 px:
  // toasts go to the top above a bottom sheet.
  const payNow = payDialog.getByRole('button', { name: 'ادفع الآن' });
  expect(await payNow.evaluate(toastsOver)).toEqual({ containerAtTop: true, covering: [] });
  await payDialog.getByRole('button', { name: 'ادفع الآن' }).click(); // incomplete card: the dialog's own error
  await expect(payDialog.getByRole('alert')).toBeVisible();
  await readScreen(page, 'card payment dialog');
  await payDialog.locator('[data-stripe-double="cardNumber"]').fill('4242 4242 4242 4242');
  await payDialog.locator('[data-stripe-double="cardExpiry"]').fill('12 / 34');
  await payDialog.locator('[data-stripe-double="cardCvc"]').fill('123');
  const { userId } = await sessionOf(page);
  const webhook = await deliverPaymentSucceeded(request, intent, { userId, checkoutId });
  webhookStatus = webhook.status();
  expect(webhookStatus).toBe(200);
  await payDialog.getByRole('button', { name: 'ادفع الآن' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await settled(page);
  await readScreen(page, 'order confirmation');
  await page.unroute('**/graphql');

  // 5. The subscription and its deliveries.
  await visit(page, '/subscription', 'subscription');

  // 6. Swap a meal on the first changeable day.
  await visit(page, '/update_user_menu', 'menu change');
  const swap = page.getByRole('button', { name: /^تبديل غداء/ });
  const lunch = page.getByRole('listitem').filter({ has: swap });
  await swap.click();
  await lunch.getByRole('radio').first().check();
  await readScreen(page, 'menu change, alternatives');
  await lunch.getByRole('button', { name: 'تأكيد التبديل' }).click();
  await expect(page.getByText('تم تبديل الوجبة.')).toBeVisible();
  await readScreen(page, 'menu change, swapped');

  // 7. The plan page: pause two days, skip one, move a day to the evening slot.
  await visit(page, '/dashboard/user-subscribed-plan', 'my plan');
  await page.getByText('إيقاف فترة').click();
  await pickDate(page, 'الإيقاف من', startDay(5));
  await pickDate(page, 'الإيقاف حتى (آخر يوم متوقف)', startDay(6));
  await expect(page.getByTestId('new-end-date')).toBeVisible();
  await readScreen(page, 'my plan, pause preview');
  await page.getByRole('button', { name: 'إيقاف هذه الأيام' }).click();
  const pauseDialog = page.getByRole('dialog', { name: 'إيقاف هذه الأيام؟' });
  await expect(pauseDialog).toBeVisible();
  await readScreen(page, 'pause dialog');
  await pauseDialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('تم إيقاف التوصيل مؤقتًا. ستنتهي خطتك في موعد لاحق.')).toBeVisible();
  await readScreen(page, 'my plan, paused');

  await page.getByText('تخطي يوم واحد').click();
  await pickDate(page, 'اليوم المراد تخطيه', startDay(3));
  await expect(page.getByTestId('new-end-date')).toBeVisible();
  await page.getByRole('button', { name: 'تخطي هذا اليوم' }).click();
  const skipDialog = page.getByRole('dialog', { name: 'تخطي هذا اليوم؟' });
  await expect(skipDialog).toBeVisible();
  await readScreen(page, 'skip dialog');
  await skipDialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText(/^تم تخطي .* ستنتهي خطتك في موعد لاحق\.$/)).toBeVisible();
  await readScreen(page, 'my plan, day skipped');

  const slots = page.getByRole('region', { name: 'فترات التوصيل' });
  // The first day's time (the usual time for the whole plan sits above the days).
  const day = slots.getByRole('listitem').getByRole('combobox').first();
  await day.selectOption({ index: 1 });
  await expect(page.getByText(/^تم تغيير فترة التوصيل ليوم /)).toBeVisible();
  await readScreen(page, 'my plan, slot changed');

  // 8. Cancel: the preview, then the confirmation.
  await visit(page, '/subscription', 'subscription, before cancelling');
  await page.getByRole('button', { name: 'إلغاء الخطة' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'إلغاء خطتك؟' });
  await expect(cancelDialog.getByText('سياسة الإلغاء:')).toBeVisible();
  await settled(page);
  await readScreen(page, 'cancel dialog');
  await cancelDialog.getByRole('button', { name: 'إلغاء خطتي' }).click();
  await expect(page.getByText(/^تم إلغاء خطتك\./)).toBeVisible();
  await readScreen(page, 'subscription, cancelled');
  await visit(page, '/dashboard/user-subscribed-plan', 'my plan, cancelled');
  await visit(page, '/update_user_menu', 'menu change, cancelled');

  // 9. Orders: the tax invoice and the credit note of the refund.
  await visit(page, '/dashboard/user-orders', 'order history');
  const invoiceButton = page.getByRole('button', { name: /^الفاتورة الضريبية INV-\d{6}$/ });
  const creditButton = page.getByRole('button', { name: /^CN-\d{6}$/ });
  await expect(creditButton).toBeVisible();
  for (const button of [invoiceButton, creditButton]) {
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toMatch(/^(INV|CN)-\d{6}\.pdf$/);
  }
  await readScreen(page, 'order history, documents downloaded');

  const { myOrders } = await gql<{
    myOrders: { id: string; invoiceNumber: string; refunds: { id: string; creditNoteNumber: string }[] }[];
  }>(request, token, '{ myOrders { id invoiceNumber refunds { id creditNoteNumber } } }');
  const order = myOrders[0]!;
  const invoice = await pdfText(request, token, `/api/orders/${order.id}/invoice.pdf`);
  expect(invoice).toContain('Tax Invoice');
  expect(invoice).toContain(order.invoiceNumber);
  expect(invoice).toMatch(/[\u0600-\u06FF]{3,}/); // the Arabic beside every label
  expect(invoice).toContain('سارة'); // the customer's name as typed, in the Arabic face
  const refund = order.refunds.find((r) => r.creditNoteNumber)!;
  const credit = await pdfText(request, token, `/api/orders/${order.id}/credit-notes/${refund.id}.pdf`);
  expect(credit).toContain('Credit Note');
  expect(credit).toContain(refund.creditNoteNumber);
  expect(credit).toContain(order.invoiceNumber);
  expect(credit).toMatch(/[\u0600-\u06FF]{3,}/);

  // 10. The profile, where the month ends.
  await visit(page, '/dashboard/user-profile', 'profile');
});

test('signed in with a plan and a cart, the navbar keeps its tabs on one line at 1280 px in English and Arabic', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpByApi(page, request);
  await buyPlan(page, request, { start: startDay(0) });
  // A cart waiting too (the navbar's cart link): the widest bar a customer gets.
  await page.evaluate(() =>
    localStorage.setItem(
      'ff.package',
      JSON.stringify({
        meals: ['Lunch'],
        mealsCount: 1,
        days: '1 Month',
        package: { id: '665f1c2ab4d3e9a1c2f00a11', name: 'Balanced', promotion: null },
        price: 100_000,
        isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
      }),
    ),
  );
  await page.goto('/menu');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your cart' })).toBeVisible();
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await tabRows(page), `English tabs at ${width} px`).toHaveLength(1);
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('banner').getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await tabRows(page), `Arabic tabs at ${width} px`).toHaveLength(1);
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'خروج' })).toBeVisible();
});

test('on /menu in Arabic the search icon stays clear of the placeholder, at 360 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/menu');
  await page.getByRole('banner').getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const search = page.getByRole('searchbox', { name: 'ابحث عن وجبة بالاسم' });
  await expect(search).toHaveAttribute('placeholder', 'ابحث عن وجبة');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The icon against the field's content box (where the placeholder and the typed text go).
    const { icon, content } = await search.evaluate((input) => {
      const box = input.getBoundingClientRect();
      const css = getComputedStyle(input);
      const left = box.left + parseFloat(css.borderLeftWidth) + parseFloat(css.paddingLeft);
      const right = box.right - parseFloat(css.borderRightWidth) - parseFloat(css.paddingRight);
      const svg = input.parentElement!.querySelector('svg')!.getBoundingClientRect();
      return { icon: { left: svg.left, right: svg.right }, content: { left, right } };
    });
    const clear = icon.right <= content.left || icon.left >= content.right;
    expect(clear, `at ${width} px the icon (${icon.left}-${icon.right}) overlaps the text (${content.left}-${content.right})`).toBe(true);
    expect(icon.left, 'the icon sits at the inline start: the right in Arabic').toBeGreaterThan(content.right - 1);
  }
});
