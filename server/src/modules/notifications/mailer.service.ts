import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
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
export class Mailer {
  private readonly logger = new Logger('Mailer');

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
}
