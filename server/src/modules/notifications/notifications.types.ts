/**
 * The notifications module's public contract: the injection token of the mail transport and the mail
 * shapes (the outbox schema and repository stay private to the module).
 */
export { NOTIFIER } from './notifier.js';
export type { MailAttachment, Notifier, OutgoingMail } from './notifier.js';
export type { MailKind } from './templates/mail-templates.js';
export type { Recipient } from './templates/recipient.js';
