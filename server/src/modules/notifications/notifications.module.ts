import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DevOutboxController } from './dev-outbox.controller.js';
import { MailerService } from './mailer.service.js';
import { DevOutboxNotifier, NOTIFIER, SmtpNotifier } from './notifier.js';
import { OutboxEntryRecord, OutboxEntrySchema } from './outbox-entry.schema.js';
import { OutboxRepository } from './outbox.repository.js';

/** E-mail delivery: SMTP in production; a logged outbox in the database (with its dev route) otherwise; the product e-mails' {@link MailerService}. */
@Module({})
export class NotificationsModule {
  static register(production: boolean): DynamicModule {
    return production
      ? {
          module: NotificationsModule,
          global: true,
          providers: [SmtpNotifier, { provide: NOTIFIER, useExisting: SmtpNotifier }, MailerService],
          exports: [NOTIFIER, MailerService],
        }
      : {
          module: NotificationsModule,
          global: true,
          imports: [MongooseModule.forFeature([{ name: OutboxEntryRecord.name, schema: OutboxEntrySchema }])],
          controllers: [DevOutboxController],
          providers: [OutboxRepository, DevOutboxNotifier, { provide: NOTIFIER, useExisting: DevOutboxNotifier }, MailerService],
          exports: [NOTIFIER, MailerService],
        };
  }
}
