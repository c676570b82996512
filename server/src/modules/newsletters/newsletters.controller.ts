import { Body, Controller, Get, Post, Query, Res, UseFilters } from '@nestjs/common';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { DataMessageExceptionFilter } from '../../common/errors/data-message.filter.js';
import { messageBody, type MessageBody } from '../../common/http/message-body.js';
import type { Paged } from '../../common/paging/page-query.dto.js';
import { NewsletterListArgs, SubscribeNewsletterArgs } from './dto/newsletter.inputs.js';
import { NewslettersService, type NewsletterRow } from './newsletters.service.js';

/** REST shim: `POST /api/newsletters/` (spec section 7) and the staff list and export. */
@ApiTags('newsletters')
@Controller('newsletters')
export class NewslettersController {
  constructor(private readonly newsletters: NewslettersService) {}

  /**
   * `{ email }`: 201 `{ message, data: { message: 'Thanks for subscribing!' } }` for a new address,
   * 200 with 'You are already subscribed. Thank you!' for a known one (nothing added).
   * Failures: 400 `{ code, message, errors, data: { message } }` ('Please enter a valid email address.').
   */
  @Post()
  @Public()
  @RateLimit('forms')
  @UseFilters(DataMessageExceptionFilter)
  @ApiCreatedResponse({ description: "{ message, data: { message: 'Thanks for subscribing!' } }" })
  @ApiOkResponse({ description: "{ message, data: { message: 'You are already subscribed. Thank you!' } }" })
  @ApiBadRequestResponse({ description: '{ code, message, errors, data: { message } }' })
  async subscribe(@Body() body: SubscribeNewsletterArgs, @Res({ passthrough: true }) res: Response): Promise<MessageBody> {
    const result = await this.newsletters.subscribe(body.email);
    res.status(result.alreadySubscribed ? 200 : 201);
    return messageBody(result);
  }

  /** Staff: subscribers newest first, `{ data: NewsletterRow[], totalPages, total }`; `?page&limit&search&sortBy&sortDir`. */
  @Get()
  @Roles(...STAFF_ROLES)
  @ApiOkResponse({ description: '{ data: NewsletterRow[], totalPages, total }' })
  list(@Query() q: NewsletterListArgs): Promise<Paged<NewsletterRow>> {
    return this.newsletters.rows(q.page, q.limit, q.search, q);
  }

  /**
   * Staff: the subscribers matching the grid's `?search&sortBy&sortDir` (default oldest first) as a
   * streamed CSV download, UTF-8 with BOM: `email,subscribedAt`. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', ['email', 'subscribedAt'], ...STAFF_ROLES)
  exportCsv(@Query() q: NewsletterListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'newsletter-subscribers.csv', ['email', 'subscribedAt'], this.newsletters.exportRows(q.search, q));
  }
}
