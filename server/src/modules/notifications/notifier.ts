import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { OutboxRepository } from './outbox.repository.js';

/** One outgoing e-mail. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Machine-readable extras (the OTP code) for the development outbox only. */
  meta?: Record<string, string>;
}

export interface OutboxEntry extends OutgoingMail {
  sentAt: Date;
}

/** Injection token of the {@link Notifier} in use. */
export const NOTIFIER = Symbol('NOTIFIER');

/** Sends account e-mails (OTP codes). */
export interface Notifier {
  send(mail: OutgoingMail): Promise<void>;
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

  async send(mail: OutgoingMail): Promise<void> {
    await this.outbox.add({ ...mail, sentAt: new Date() });
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

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.cfg.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  }
}
