import { AccountMails } from './account-mails.js';
import { OrderMails } from './order-mails.js';
import { RenewalMails } from './renewal-mails.js';
import type { Recipient } from './recipient.js';

export type { Recipient } from './recipient.js';

/**
 * The product e-mails (docs/decisions/0023-e-mails.md) and the password reset, as content for {@link renderMail},
 * in the recipient's language (Arabic for `language: ar`, else English): the account e-mails
 * (account-mails.ts), those about orders and plans (order-mails.ts) and automatic renewal's (renewal-mails.ts).
 */
export const MailTemplates = { ...AccountMails, ...OrderMails, ...RenewalMails } as const;

/** The template kinds, as recorded in the outbox's `meta.kind`. */
export type MailKind = keyof typeof MailTemplates;

/**
 * The e-mails a customer may switch off: reminders and confirmations of
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
