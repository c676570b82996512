import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { LoopbackOnlyGuard } from '../../common/http/loopback-only.guard.js';
import { MailerService } from './mailer.service.js';
import { DevOutboxNotifier, type OutboxEntry } from './notifier.js';

/**
 * `GET /api/dev/outbox?to=<email>`: mails sent in development and tests (anyone's OTP, so: not
 * registered in production, and answering only direct requests from this machine, 404 otherwise).
 * Waits for the mails this instance still has queued to go out after an answer.
 */
@ApiExcludeController()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(
    private readonly outbox: DevOutboxNotifier,
    private readonly mailer: MailerService,
  ) {}

  @Get()
  @Public()
  async list(@Query('to') to?: string): Promise<{ data: OutboxEntry[] }> {
    // Mails this instance queued to go out after an answer are in the outbox before it is read.
    await this.mailer.idle();
    return { data: await this.outbox.list(typeof to === 'string' ? to : undefined) };
  }
}
