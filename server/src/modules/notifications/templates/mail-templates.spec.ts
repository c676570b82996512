import { renderMail } from './mail-layout.js';
import { Language } from '../../../common/i18n/language.js';
import { MailTemplates } from './mail-templates.js';

const to = { email: 'aisha@example.com', fullName: 'Aisha <Khan>' };
const url = 'https://freshfuel.example';
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
/** A plan name as an order keeps it: English, and Arabic when the plan had it. */
const BALANCED = { en: 'Balanced', ar: 'المتوازنة' };
/** The order, pause and plan end the cases in both languages are about. */
const ORDER = {
  orderNumber: 'FF-261124-ABC123',
  planName: BALANCED,
  startDate: day('2026-11-28'),
  endDate: day('2026-12-25'),
  total: 151_200,
  invoiceNumber: 'INV-000007',
};
const PAUSE = { kind: 'pause', from: day('2026-12-01'), to: day('2026-12-02'), endDate: day('2026-12-27') } as const;
const ENDING = { planName: BALANCED, endDate: day('2026-12-25') };

/** A case for an account notice (no content but the site): its kind, the mail, and the text and link it must show. */
const accountNotice = (
  kind: 'signUpWithYourEmail' | 'signUpWithYourPhone' | 'phoneNumberTaken',
  recipient: Parameters<typeof MailTemplates.phoneNumberTaken>[0],
  text: string,
  path: string,
) => [kind, MailTemplates[kind](recipient, {}, url), [text, `${url}${path}`]] as const;

describe('product e-mails (MJML + plain text)', () => {
  const cases = [
    [
      'orderConfirmation',
      MailTemplates.orderConfirmation(to, ORDER, url),
      ['FF-261124-ABC123', 'INV-000007', 'AED 1,512.00', 'Sat, 28 Nov 2026 to Fri, 25 Dec 2026', 'Your Balanced plan is booked'],
    ],
    [
      'scheduleChanged',
      MailTemplates.scheduleChanged(to, PAUSE, url),
      ['paused from Tue, 1 Dec 2026 to Wed, 2 Dec 2026', 'Sun, 27 Dec 2026'],
    ],
    [
      'cancellation',
      MailTemplates.cancellation(
        to,
        { planName: BALANCED, cancelledDays: [day('2026-12-03'), day('2026-12-04')], refund: 10_800, lastDelivery: day('2026-12-02') },
        url,
      ),
      ['Thu, 3 Dec 2026; Fri, 4 Dec 2026', 'AED 108.00', 'until Wed, 2 Dec 2026'],
    ],
    [
      'refund',
      MailTemplates.refund(
        to,
        { orderNumber: 'FF-261124-ABC123', amount: 75_600, reason: { en: 'Late deliveries' }, creditNoteNumber: 'CN-000002' },
        url,
      ),
      ['AED 756.00', 'CN-000002', 'Late deliveries'],
    ],
    [
      'renewalReminder',
      MailTemplates.renewalReminder(to, ENDING, url),
      ['Fri, 25 Dec 2026', 'Renew my plan', `${url}/subscription`, 'Renew your Balanced plan'],
    ],
    [
      'passwordReset',
      MailTemplates.passwordReset(to, {
        code: '042917',
        link: `${url}/reset-password?email=aisha%40example.com&token=tok_123`,
        minutes: 30,
      }),
      ['042917', 'valid for 30 minutes', 'Choose a new password', `${url}/reset-password?email=aisha%40example.com&token=tok_123`],
    ],
    [
      'expiry',
      MailTemplates.expiry(to, ENDING, url),
      ['Your plan has ended', 'Fri, 25 Dec 2026', `${url}/plans_and_packages`, 'Your Balanced plan ended'],
    ],
    ['verificationCode', MailTemplates.verificationCode(to, { code: '042917', minutes: 10 }), ['042917', 'valid for 10 minutes']],
    accountNotice('signUpWithYourEmail', to, 'Someone tried to create a FreshFuel account with this e-mail', '/login'),
    accountNotice('signUpWithYourPhone', to, 'with your phone number. Your account did not change', '/login'),
    accountNotice('phoneNumberTaken', to, 'already registered to another FreshFuel account', '/forgot-password'),
  ] as const;

  it.each(cases)('%s has a subject, an HTML part and a plain-text part saying the same', async (_kind, content, wants) => {
    const mail = await renderMail(content);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.text).toContain('Hello Aisha <Khan>,');
    expect(mail.html).toContain('Hello Aisha &lt;Khan&gt;,'); // escaped in HTML
    for (const want of wants) {
      expect(mail.text).toContain(want);
      expect(mail.html).toContain(want.replace(/&/g, '&amp;'));
    }
  });
});

describe('product e-mails in Arabic', () => {
  const ar = { ...to, fullName: 'عائشة', language: Language.ar };

  it.each([
    [
      'orderConfirmation',
      MailTemplates.orderConfirmation(ar, ORDER, url),
      ['شكرًا لطلبك', 'FF-261124-ABC123', 'INV-000007', 'AED 1,512.00'],
    ],
    [
      'scheduleChanged',
      MailTemplates.scheduleChanged(ar, PAUSE, url),
      ['تم إيقاف التوصيل مؤقتًا من الثلاثاء، 1 ديسمبر 2026 إلى الأربعاء، 2 ديسمبر 2026'],
    ],
    [
      'cancellation',
      MailTemplates.cancellation(ar, { planName: BALANCED, cancelledDays: [day('2026-12-03')], refund: 10_800, lastDelivery: null }, url),
      ['تم إلغاء خطتك «المتوازنة».', 'AED 108.00'],
    ],
    ['orderConfirmation (plan name)', MailTemplates.orderConfirmation(ar, ORDER, url), ['تم حجز خطتك «المتوازنة».']],
    [
      'refund',
      MailTemplates.refund(
        ar,
        {
          orderNumber: 'FF-261124-ABC123',
          amount: 75_600,
          reason: { en: 'Plan cancelled by the customer', ar: 'ألغى العميل الخطة' },
          creditNoteNumber: 'CN-000002',
        },
        url,
      ),
      ['CN-000002', 'AED 756.00', 'ألغى العميل الخطة'],
    ],
    [
      'renewalReminder',
      MailTemplates.renewalReminder(ar, ENDING, url),
      ['تنتهي خطتك في الجمعة، 25 ديسمبر 2026', 'جدّد خطتي', 'جدّد خطتك «المتوازنة'],
    ],
    ['expiry', MailTemplates.expiry(ar, ENDING, url), ['انتهت خطتك', 'انتهت خطتك «المتوازنة»']],
    ['verificationCode', MailTemplates.verificationCode(ar, { code: '042917', minutes: 10 }), ['رمز التحقق الخاص بك هو 042917']],
    accountNotice('signUpWithYourEmail', ar, 'حاول أحدهم إنشاء حساب في FreshFuel بهذا البريد الإلكتروني', '/login'),
    accountNotice('signUpWithYourPhone', ar, 'حاول أحدهم إنشاء حساب في FreshFuel برقم هاتفك', '/login'),
    accountNotice('phoneNumberTaken', ar, 'مسجّل لحساب آخر في FreshFuel', '/forgot-password'),
  ] as const)('%s is Arabic, right to left, in both parts', async (_kind, content, wants) => {
    const mail = await renderMail(content);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail.html).toContain('text-align:right');
    expect(mail.text.startsWith('مرحبًا عائشة،')).toBe(true);
    expect(mail.html).toContain('مرحبًا عائشة،');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).not.toContain('Hello');
    for (const want of wants) {
      expect(mail.text).toContain(want);
      expect(mail.html).toContain(want);
    }
  });

  it('names the plan (and a staff reason) in English when there is no Arabic, and never shows the Arabic to English readers', async () => {
    const noArabic = await renderMail(
      MailTemplates.renewalReminder(ar, { planName: { en: 'Balanced', ar: null }, endDate: day('2026-12-25') }, url),
    );
    expect(noArabic.text).toContain('جدّد خطتك «Balanced»');
    const refund = await renderMail(
      MailTemplates.refund(ar, { orderNumber: 'FF-1', amount: 100, reason: { en: 'Late deliveries' }, creditNoteNumber: 'CN-000001' }, url),
    );
    expect(refund.text).toContain('السبب: Late deliveries');
    const en = await renderMail(MailTemplates.expiry(to, ENDING, url));
    expect(en.text).toContain('Your Balanced plan ended');
    expect(en.text).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('stays English, left to right, for an English or unset language', async () => {
    const mail = await renderMail(MailTemplates.expiry({ ...to, language: Language.en }, ENDING, url));
    expect(mail.html).toMatch(/<html lang="en" dir="ltr"/);
    expect(mail.text).toContain('Hello Aisha <Khan>,');
  });
});
