import { renderMail } from './mail-layout.js';
import { MailTemplates } from './mail-templates.js';

const to = { email: 'aisha@example.com', fullName: 'Aisha <Khan>' };
const url = 'https://freshfuel.example';
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('product e-mails (MJML + plain text)', () => {
  const cases = [
    ['orderConfirmation', MailTemplates.orderConfirmation(to, { orderNumber: 'FF-261124-ABC123', planName: 'Balanced', startDate: day('2026-11-28'), endDate: day('2026-12-25'), total: 151_200, invoiceNumber: 'INV-000007' }, url), ['FF-261124-ABC123', 'INV-000007', 'AED 1512.00', '28-11-2026 to 25-12-2026']],
    ['scheduleChanged', MailTemplates.scheduleChanged(to, { kind: 'pause', from: day('2026-12-01'), to: day('2026-12-02'), endDate: day('2026-12-27') }, url), ['paused from 01-12-2026 to 02-12-2026', '27-12-2026']],
    ['cancellation', MailTemplates.cancellation(to, { planName: 'Balanced', cancelledDays: [day('2026-12-03'), day('2026-12-04')], refund: 10_800, lastDelivery: day('2026-12-02') }, url), ['03-12-2026, 04-12-2026', 'AED 108.00', 'until 02-12-2026']],
    ['refund', MailTemplates.refund(to, { orderNumber: 'FF-261124-ABC123', amount: 75_600, reason: 'Late deliveries', creditNoteNumber: 'CN-000002' }, url), ['AED 756.00', 'CN-000002', 'Late deliveries']],
    ['renewalReminder', MailTemplates.renewalReminder(to, { planName: 'Balanced', endDate: day('2026-12-25') }, url), ['25-12-2026', 'Renew my plan', `${url}/subscription`]],
    ['passwordReset', MailTemplates.passwordReset(to, { code: '042917', link: `${url}/reset-password?email=aisha%40example.com&token=tok_123`, minutes: 30 }), ['042917', 'valid for 30 minutes', 'Choose a new password', `${url}/reset-password?email=aisha%40example.com&token=tok_123`]],
    ['expiry', MailTemplates.expiry(to, { planName: 'Balanced', endDate: day('2026-12-25') }, url), ['Your plan has ended', '25-12-2026', `${url}/plans_and_packages`]],
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
