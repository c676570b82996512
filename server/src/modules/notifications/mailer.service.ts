import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import { afterResponse } from '../../common/http/after-response.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { NOTIFIER, type MailAttachment, type Notifier } from './notifier.js';
import { renderMail, type MailContent } from './templates/mail-layout.js';
import { isOptedOut, MailTemplates, type MailKind, type Recipient } from './templates/mail-templates.js';

type Args<K extends MailKind> = (typeof MailTemplates)[K] extends (to: Recipient, data: infer D, url: string) => MailContent ? D : never;

/**
 * Sends the product e-mails: renders a {@link MailTemplates} entry to HTML + plain text and hands it
 * to the {@link Notifier} (SMTP in production, the development outbox otherwise) with attachments.
 * An optional kind the recipient switched off on their profile is not sent (`to.emailOptOut`, read
 * from their account by the caller); transactional kinds always are. A failed send is logged, never
 * thrown: an e-mail must not undo the change it reports.
 */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  /** Mails queued with {@link sendAfterAnswer} and not yet handed over. */
  private readonly queued = new Set<Promise<boolean>>();

  constructor(
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /**
   * Renders template `kind` for `to` with `data` and sends it (`meta` adds machine-readable extras for
   * the development outbox, e.g. a reset code). @returns whether it was handed over (false when opted out).
   */
  async send<K extends MailKind>(
    kind: K,
    to: Recipient,
    data: Args<K>,
    attachments: MailAttachment[] = [],
    meta: Record<string, string> = {},
  ): Promise<boolean> {
    if (to.email.endsWith('.invalid')) {
      // A closed account's placeholder address (RFC 2606 `.invalid`): nobody to write to.
      this.logger.log(`E-mail ${kind} not sent: the account is closed`);
      return false;
    }
    if (isOptedOut(kind, to)) {
      this.logger.log(`E-mail ${kind} to ${to.email} not sent: switched off on the profile`);
      return false;
    }
    try {
      const build = MailTemplates[kind] as (to: Recipient, data: Args<K>, url: string) => MailContent;
      const mail = await renderMail(build(to, data, this.cfg.PUBLIC_URL.replace(/\/$/, '')));
      await this.notifier.send({ to: to.email, ...mail, attachments, meta: { ...meta, kind } });
      return true;
    } catch (err) {
      this.logger.error(`E-mail ${kind} to ${to.email} failed: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
  }

  /** Deletes the copies kept of the mails sent to `email` (the development outbox; SMTP keeps none): its owner closed their account. */
  forgetRecipient(email: string): Promise<void> {
    return this.notifier.forget(email.toLowerCase());
  }

  /**
   * As {@link send}, but rendered and handed over only after the current request has been answered
   * (`common/http/after-response.ts`: once the response is sent), so the answer takes the same time whether or not a
   * mail goes out: for answers that must not tell whether an account exists (sign-up, password reset).
   * Kept in this process's memory until handed over (a crash before that loses the mail; the person asks
   * again); shutdown waits for the queue.
   */
  sendAfterAnswer<K extends MailKind>(
    kind: K,
    to: Recipient,
    data: Args<K>,
    attachments: MailAttachment[] = [],
    meta: Record<string, string> = {},
  ): void {
    const sending: Promise<boolean> = new Promise<void>((resolve) => afterResponse(resolve))
      .then(() => this.send(kind, to, data, attachments, meta))
      .finally(() => this.queued.delete(sending));
    this.queued.add(sending);
  }

  /** Resolves once every mail queued with {@link sendAfterAnswer} so far has been handed over (or failed). */
  async idle(): Promise<void> {
    while (this.queued.size) await Promise.allSettled([...this.queued]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
