import { formatDateDMY } from '../../../common/format/dates.js';
import { formatAed, type Fils } from '../../../common/format/money.js';
import type { MailContent } from './mail-layout.js';

/** Who an e-mail goes to. */
export interface Recipient {
  email: string;
  fullName: string;
  /** The optional kinds ({@link OPTIONAL_MAIL_KINDS}) this person switched off on their profile. */
  emailOptOut?: readonly string[] | null;
}

/**
 * The product e-mails (issue "subscription lifecycle" §7) and the password reset, as content for
 * {@link renderMail}.
 */
export const MailTemplates = {
  /**
   * Forgot password (issue "back office" §1): the 6-digit code and the single-use link, both valid
   * `minutes` minutes. Transactional: always sent.
   */
  passwordReset(to: Recipient, r: { code: string; link: string; minutes: number }): MailContent {
    return {
      subject: `${r.code} is your FreshFuel password reset code`,
      heading: 'Reset your password',
      greetName: to.fullName,
      paragraphs: [
        `Your password reset code is ${r.code}. Enter it on the reset page, or use the button below.`,
        `Both are valid for ${r.minutes} minutes. If you did not ask to reset your password, ignore this e-mail: your password stays the same.`,
      ],
      action: { label: 'Choose a new password', url: r.link },
    };
  },

  /** Sent once per order after payment; the tax invoice PDF is attached by the caller. */
  orderConfirmation(to: Recipient, o: { orderNumber: string; planName: string; startDate: Date; endDate: Date; total: Fils; invoiceNumber: string }, url: string): MailContent {
    return {
      subject: `Order ${o.orderNumber} confirmed`,
      heading: 'Thank you for your order',
      greetName: to.fullName,
      paragraphs: [`Your ${o.planName} plan is booked. Your tax invoice ${o.invoiceNumber} is attached.`],
      rows: [['Order', o.orderNumber], ['Plan', o.planName], ['Deliveries', `${formatDateDMY(o.startDate)} to ${formatDateDMY(o.endDate)}`], ['Paid', formatAed(o.total)]],
      action: { label: 'See your plan', url: `${url}/subscription` },
    };
  },

  /** A pause or a skipped day was saved. */
  scheduleChanged(to: Recipient, c: { kind: 'pause' | 'resume'; from?: Date; to?: Date; endDate: Date }, url: string): MailContent {
    const what = c.kind === 'pause'
      ? `Deliveries are paused from ${formatDateDMY(c.from)} to ${formatDateDMY(c.to)}.`
      : 'Your deliveries resume as planned.';
    return {
      subject: c.kind === 'pause' ? 'Your deliveries are paused' : 'Your deliveries resume',
      heading: c.kind === 'pause' ? 'Pause confirmed' : 'Resume confirmed',
      greetName: to.fullName,
      paragraphs: [what, `Your plan now ends on ${formatDateDMY(c.endDate)}.`],
      action: { label: 'See your schedule', url: `${url}/subscription` },
    };
  },

  /** The customer cancelled; lists the cancelled days and the refund. */
  cancellation(to: Recipient, c: { planName: string; cancelledDays: Date[]; refund: Fils; lastDelivery: Date | null }, url: string): MailContent {
    return {
      subject: 'Your plan is cancelled',
      heading: 'Cancellation confirmed',
      greetName: to.fullName,
      paragraphs: [
        `Your ${c.planName} plan is cancelled.`,
        c.cancelledDays.length ? `Cancelled delivery days: ${c.cancelledDays.map(formatDateDMY).join(', ')}.` : 'No delivery day could still be cancelled.',
        c.lastDelivery ? `Deliveries already prepared continue until ${formatDateDMY(c.lastDelivery)}.` : 'No further deliveries will be made.',
      ],
      rows: [['Refund', formatAed(c.refund)]],
      action: { label: 'Order history', url: `${url}/dashboard/user-orders` },
    };
  },

  /** A refund succeeded; the tax credit note PDF is attached by the caller. */
  refund(to: Recipient, r: { orderNumber: string; amount: Fils; reason: string; creditNoteNumber: string }, url: string): MailContent {
    return {
      subject: `Refund for order ${r.orderNumber}`,
      heading: 'Your refund is on its way',
      greetName: to.fullName,
      paragraphs: [`We refunded ${formatAed(r.amount)} to your card. It may take 5 to 10 days to show on your statement. Your tax credit note ${r.creditNoteNumber} is attached.`],
      rows: [['Order', r.orderNumber], ['Amount', formatAed(r.amount)], ['Reason', r.reason]],
      action: { label: 'Order history', url: `${url}/dashboard/user-orders` },
    };
  },

  /** Three days before the last delivery day. */
  renewalReminder(to: Recipient, s: { planName: string; endDate: Date }, url: string): MailContent {
    return {
      subject: 'Your plan ends soon',
      heading: `Your plan ends on ${formatDateDMY(s.endDate)}`,
      greetName: to.fullName,
      paragraphs: [`Renew your ${s.planName} plan now to keep your meals coming without a break.`],
      action: { label: 'Renew my plan', url: `${url}/subscription` },
    };
  },

  /** The day after the last delivery. */
  expiry(to: Recipient, s: { planName: string; endDate: Date }, url: string): MailContent {
    return {
      subject: 'Your plan has ended',
      heading: 'Your plan has ended',
      greetName: to.fullName,
      paragraphs: [`Your ${s.planName} plan ended with the delivery of ${formatDateDMY(s.endDate)}. We hope you enjoyed it.`],
      action: { label: 'Choose a new plan', url: `${url}/plans_and_packages` },
    };
  },
} as const;

/** The template kinds, as recorded in the outbox's `meta.kind`. */
export type MailKind = keyof typeof MailTemplates;

/**
 * The e-mails a customer may switch off (issue "back office" §7): reminders and confirmations of
 * their own schedule changes. Everything else is transactional and always sent: order confirmation
 * with the tax invoice, refund with the credit note, cancellation with its refund, and the account
 * e-mails (verification code, password reset, sign-up and security notices).
 */
export const OPTIONAL_MAIL_KINDS = ['scheduleChanged', 'renewalReminder', 'expiry'] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/** Whether `to` has switched `kind` off (never true for a transactional kind). */
export function isOptedOut(kind: MailKind, to: Recipient): boolean {
  return (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind) && Boolean(to.emailOptOut?.includes(kind));
}
