import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app-fixture';
import { gql } from '../support/buy-plan';
import { latestOtp, uniqueCustomer } from '../support/outbox';

/**
 * The customer's rights in both languages: read the terms from the footer, accept them at sign-up (the form
 * refuses without the box), download everything kept about them from the profile, and close the account with
 * their password (signed out, and the address no longer signs in).
 */

/** The words each language shows on these screens. */
const WORDS = {
  en: {
    terms: 'Terms and Conditions',
    version: /^Version 1, in force from /,
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    agree: /I agree to the Terms and Conditions/,
    agreeError: 'Please accept the terms and conditions to create your account.',
    create: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
    yourData: 'Your data',
    download: 'Download as JSON',
    downloadCsv: 'Download as CSV',
    close: 'Close my account',
    closeTitle: 'Close your account?',
    closed: 'Your account is closed.',
  },
  ar: {
    terms: 'الشروط والأحكام',
    version: /^النسخة 1، سارية من /,
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    agree: /أوافق على الشروط والأحكام/,
    agreeError: 'يُرجى قبول الشروط والأحكام لإنشاء حسابك.',
    create: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verify: 'تأكيد',
    yourData: 'بياناتك',
    download: 'تنزيل بصيغة JSON',
    downloadCsv: 'تنزيل بصيغة CSV',
    close: 'إغلاق حسابي',
    closeTitle: 'إغلاق حسابك؟',
    closed: 'أُغلق حسابك.',
  },
} as const;

type Lang = keyof typeof WORDS;

/** Opens the site in `lang` (the device's saved choice, as the language switch stores it). */
async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((language) => {
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as { settings?: Record<string, unknown> };
    if (root.settings?.language !== language) {
      root.settings = { ...root.settings, language };
      localStorage.setItem('root', JSON.stringify(root));
    }
  }, lang);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: terms from the footer, accepted at sign-up; data downloaded; account closed`, async ({ page, request }) => {
    const w = WORDS[lang];
    const c = uniqueCustomer();
    await useLanguage(page, lang);

    // 1. The terms, from the footer.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: w.terms }).click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: w.terms })).toBeVisible();
    await expect(page.getByText(w.version).first()).toBeVisible();

    // 2. Sign-up: refused without the box, accepted with it.
    await page.goto('/signup');
    await page.getByLabel(w.fullName).fill(c.fullName);
    await page.getByLabel(w.email).fill(c.email);
    await page.getByLabel(w.phone).fill(c.phone);
    await page.getByLabel(w.password, { exact: true }).fill(c.password);
    await page.getByLabel(w.confirm).fill(c.password);
    await page.getByRole('button', { name: w.create }).click();
    await expect(page.getByText(w.agreeError)).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
    await page.getByRole('checkbox', { name: w.agree }).check();
    await page.getByRole('button', { name: w.create }).click();
    await expect(page).toHaveURL(/\/otp_verification/);
    await page.getByLabel(w.code).fill(await latestOtp(request, c.email));
    await page.getByRole('button', { name: w.verify }).click();
    // Verified and signed in: the session is stored (the app then shows the landing page, signed in).
    const tokenOf = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('root') ?? '{}') as { auth?: { token?: string } }).auth?.token ?? '');
    await expect.poll(tokenOf).not.toBe('');
    const token = await tokenOf();
    const { myConsents } = await gql<{ myConsents: { kind: string; version: number; source: string }[] }>(
      request,
      token,
      '{ myConsents { kind version source } }',
    );
    expect(myConsents.map((x) => `${x.kind} ${x.version} ${x.source}`).sort()).toEqual(['Privacy 1 SignUp', 'Terms 1 SignUp']);

    // 3. The data, from the profile: JSON with the customer's own details, and CSV.
    await page.goto('/dashboard/user-profile');
    const card = page.getByRole('region', { name: w.yourData });
    await expect(card).toBeVisible();
    const [json] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: w.download }).click()]);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      profile: { email: string; fullName: string };
      consents: unknown[];
    };
    expect(data.profile).toMatchObject({ email: c.email, fullName: c.fullName });
    expect(data.consents).toHaveLength(2);
    const [csv] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: w.downloadCsv }).click()]);
    expect(await readFile((await csv.path())!, 'utf8')).toContain(`profile,,email,${c.email}`);

    // 4. Closing the account: the password confirms; then signed out and the address no longer signs in.
    await card.getByRole('button', { name: w.close }).click();
    const dialog = page.getByRole('dialog', { name: w.closeTitle });
    await dialog.getByLabel(w.password, { exact: true }).fill(c.password);
    await dialog.getByRole('button', { name: w.close }).click();
    await expect(page.getByText(w.closed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const me = await request.post('/graphql', { headers: { Authorization: `Bearer ${token}` }, data: { query: '{ me { id } }' } });
    expect(((await me.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const login = await request.post('/graphql', {
      data: {
        query: 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }',
        variables: { i: { identifier: c.email, password: c.password } },
      },
    });
    expect(((await login.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe(
      'INVALID_CREDENTIALS',
    );
  });
}
