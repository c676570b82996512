import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';

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

const OUTBOX_SIZE = 200;

/**
 * Development and test notifier: logs each mail and keeps the last 200 in memory, readable at
 * `GET /api/dev/outbox` (that route does not exist in production).
 */
@Injectable()
export class DevOutboxNotifier implements Notifier {
  private readonly logger = new Logger('Outbox');
  private readonly entries: OutboxEntry[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.entries.unshift({ ...mail, sentAt: new Date() });
    this.entries.length = Math.min(this.entries.length, OUTBOX_SIZE);
    this.logger.log(`To ${mail.to}: ${mail.subject}`);
  }

  /** Newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): OutboxEntry[] {
    const want = to?.toLowerCase();
    return want ? this.entries.filter((e) => e.to.toLowerCase() === want) : [...this.entries];
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
