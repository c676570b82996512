import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { OutboxRepository } from './outbox.repository.js';

/** A file attached to an e-mail (tax invoices and credit notes as PDF). */
export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. `application/pdf`. */
  contentType: string;
  content: Buffer;
}

/** One outgoing e-mail: a plain-text part always, an HTML part and attachments when the template has them. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Machine-readable extras (the OTP code, the template kind) for the development outbox only. */
  meta?: Record<string, string>;
}

/** An attachment as the development outbox shows it: name, type, size in bytes and the bytes in base64. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

export interface OutboxEntry extends Omit<OutgoingMail, 'attachments'> {
  attachments: OutboxAttachment[];
  sentAt: Date;
}

/** Injection token of the {@link Notifier} in use. */
export const NOTIFIER = Symbol('NOTIFIER');

/** Sends e-mails (OTP codes, order and plan notices). */
export interface Notifier {
  send(mail: OutgoingMail): Promise<void>;
  /** Deletes the copies kept of the mails sent to `to` (lower-case), where this notifier keeps any (its owner closed their account). */
  forget(to: string): Promise<void>;
}

/** The most mails `GET /api/dev/outbox` lists. */
const OUTBOX_LIST_LIMIT = 200;

/**
 * Development and test notifier: logs each mail and stores it in the `dev_outbox` collection (kept a
 * day), readable at `GET /api/dev/outbox` (that route does not exist in production). The database,
 * not process memory, so every instance on one database shows the same outbox.
 */
@Injectable()
export class DevOutboxNotifier implements Notifier {
  private readonly logger = new Logger('Outbox');

  constructor(private readonly outbox: OutboxRepository) {}

  /** Deletes the outbox's copies of the mails sent to `to`. */
  async forget(to: string): Promise<void> {
    await this.outbox.deleteTo(to);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const attachments = (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
      contentBase64: a.content.toString('base64'),
    }));
    await this.outbox.add({ ...mail, attachments, sentAt: new Date() });
    // Codes (OTPs, reset codes) never reach the log, even in development: they stay in the outbox.
    this.logger.log(`To ${mail.to}: ${mail.subject.replace(/\d{4,}/g, '######')}`);
  }

  /** The newest 200 mails, newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): Promise<OutboxEntry[]> {
    return this.outbox.list(OUTBOX_LIST_LIMIT, to);
  }
}

/** Production notifier: SMTP through nodemailer (`SMTP_URL`, `MAIL_FROM`). */
@Injectable()
export class SmtpNotifier implements Notifier {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly cfg: AppConfig) {
    this.transport = nodemailer.createTransport(cfg.SMTP_URL);
  }

  /** SMTP keeps no copy here: nothing to delete. */
  forget(): Promise<void> {
    return Promise.resolve();
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.cfg.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  }
}
