import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { DevOutboxNotifier, type OutboxEntry } from './notifier.js';

/** `GET /api/dev/outbox?to=<email>`: mails sent in development and tests. Not registered in production. */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly outbox: DevOutboxNotifier) {}

  @Get()
  @Public()
  async list(@Query('to') to?: string): Promise<{ data: OutboxEntry[] }> {
    return { data: await this.outbox.list(typeof to === 'string' ? to : undefined) };
  }
}
