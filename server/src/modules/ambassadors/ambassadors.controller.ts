import { Body, Controller, Get, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { Roles, STAFF_ROLES } from '../../common/auth/roles.decorator.js';
import { DataMessageExceptionFilter } from '../../common/errors/data-message.filter.js';
import { messageBody, PublicFormRoute, type MessageBody } from '../../common/http/message-body.js';
import type { Paged } from '../../common/paging/page-query.dto.js';
import { AMBASSADOR_CSV_HEADER, AmbassadorsService, type AmbassadorRow } from './ambassadors.service.js';
import { AmbassadorListArgs, ApplyAmbassadorInput } from './dto/ambassador.inputs.js';

/** REST shim: `POST /api/ambassador/add` and `GET /api/ambassador/all` (spec section 7). */
@ApiTags('ambassador')
@Controller('ambassador')
export class AmbassadorsController {
  constructor(private readonly ambassadors: AmbassadorsService) {}

  /**
   * Submits an application: 201 `{ message, data: { message } }`. Failures carry `data.message`
   * too (the client shows it): 400 VALIDATION_FAILED with the spec's messages, 409 AMBASSADOR_ALREADY_APPLIED.
   */
  @Post('add')
  @PublicFormRoute("{ message, data: { message: 'Thank you! Your application has been received. We will get in touch soon.' } }")
  @UseFilters(DataMessageExceptionFilter)
  @ApiConflictResponse({ description: "{ code: 'AMBASSADOR_ALREADY_APPLIED', message, data: { message } }" })
  async add(@Body() input: ApplyAmbassadorInput): Promise<MessageBody> {
    return messageBody(await this.ambassadors.apply(input));
  }

  /** Staff: applications newest first, `{ data: AmbassadorRow[], totalPages, total }`; `?page&limit&search&status&sortBy&sortDir`. */
  @Get('all')
  @Roles(...STAFF_ROLES)
  @ApiOkResponse({ description: '{ data: AmbassadorRow[], totalPages, total }' })
  all(@Query() q: AmbassadorListArgs): Promise<Paged<AmbassadorRow>> {
    return this.ambassadors.rows(q.page, q.limit, q.search, q.status, q);
  }

  /**
   * Staff: the applications matching the grid's `?search&status&sortBy&sortDir` as a streamed CSV
   * download, UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', AMBASSADOR_CSV_HEADER, ...STAFF_ROLES)
  exportCsv(@Query() q: AmbassadorListArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'ambassadors.csv', AMBASSADOR_CSV_HEADER, this.ambassadors.exportRows(q.search, q.status, q));
  }
}
