import { Module, type DynamicModule } from '@nestjs/common';
import { DevOutboxController } from './dev-outbox.controller.js';
import { DevOutboxNotifier, NOTIFIER, SmtpNotifier } from './notifier.js';

/** E-mail delivery: SMTP in production; a logged in-memory outbox (with its dev route) otherwise. */
@Module({})
export class NotificationsModule {
  static register(production: boolean): DynamicModule {
    return production
      ? { module: NotificationsModule, global: true, providers: [SmtpNotifier, { provide: NOTIFIER, useExisting: SmtpNotifier }], exports: [NOTIFIER] }
      : {
          module: NotificationsModule,
          global: true,
          controllers: [DevOutboxController],
          providers: [DevOutboxNotifier, { provide: NOTIFIER, useExisting: DevOutboxNotifier }],
          exports: [NOTIFIER],
        };
  }
}
