import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { NON_BLANK_SCHEMA } from '../../common/validation/api-shapes.js';
import type { Response } from 'express';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import type { Paged } from '../../common/paging/page-query.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import {
  DISCOUNT_CODE_CSV_HEADER,
  DiscountCodesService,
  toDiscountCodeResponse,
  type DiscountCodeResponse,
  type DiscountCodeRow,
} from './discount-codes.service.js';
import { DiscountCodeExportArgs, DiscountCodeListArgs } from './dto/discount-code-admin.inputs.js';
import { ApplyCodeBody } from './dto/discount-code.input.js';

/**
 * REST shim: `/api/promoCodes/*` (spec section 7). Checking a code is public; errors answer
 * `{ code, message }`: 400 DISCOUNT_CODE_REQUIRED (blank), 404 DISCOUNT_CODE_INVALID (no usable
 * code by that name), 409 DISCOUNT_NOT_APPLICABLE (trial or promoted plan). The lists are admin-only, rows `{ _id, discount_code,
 * discount_name, discount_percentage, start_date, end_date (ISO 8601, UTC), active }`.
 */
@ApiTags('promoCodes')
@Controller('promoCodes')
export class DiscountCodesController {
  constructor(private readonly codes: DiscountCodesService) {}

  /** `POST /api/promoCodes/applyCode` `{ code, planId?, days? }` -> `{ message, data: { discount_code, discount_name, discount_percentage } }`. */
  @Post('applyCode')
  @HttpCode(200)
  @Public()
  @RateLimit('codes')
  @ApiOkResponse({ description: '{ message, data: { discount_code, discount_name, discount_percentage } }' })
  async apply(@Body() body: ApplyCodeBody): Promise<{ message: string; data: DiscountCodeResponse }> {
    const code = await this.codes.check({ code: body.code, planId: body.planId, duration: body.days });
    return { message: 'Discount code applied', data: toDiscountCodeResponse(code) };
  }

  /** `GET /api/promoCodes/details/{code}` -> `{ data: { discount_code, discount_name, discount_percentage } }`. */
  @Get('details/:code')
  @ApiParam({
    name: 'code',
    schema: { type: 'string', minLength: 1, maxLength: 100, pattern: NON_BLANK_SCHEMA.pattern },
    example: 'FRESH10',
  })
  @Public()
  @RateLimit('codes')
  @ApiOkResponse({ description: '{ data: { discount_code, discount_name, discount_percentage } }' })
  async details(@Param('code') code: string): Promise<{ data: DiscountCodeResponse }> {
    return { data: toDiscountCodeResponse(await this.codes.details(code)) };
  }

  /** Admin: codes not yet ended, `{ data: DiscountCodeRow[], totalPages, total }`; `?page&limit&search&sortBy&sortDir`. */
  @Get()
  @Roles(Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ data: DiscountCodeRow[], totalPages, total }' })
  list(@Query() q: DiscountCodeListArgs): Promise<Paged<DiscountCodeRow>> {
    return this.codes.adminRows(false, q);
  }

  /** Admin: codes that have ended, same shape and query as the active list. */
  @Get('getExpiredDiscounts')
  @Roles(Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ data: DiscountCodeRow[], totalPages, total }' })
  expired(@Query() q: DiscountCodeListArgs): Promise<Paged<DiscountCodeRow>> {
    return this.codes.adminRows(true, q);
  }

  /**
   * Staff: the codes of the Active list (or `?expired=true`: the Expired list) matching the grid's
   * `?search&sortBy&sortDir`, as a streamed CSV download, UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', DISCOUNT_CODE_CSV_HEADER, Role.Admin, Role.SuperAdmin)
  exportCsv(@Query() q: DiscountCodeExportArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'discount-codes.csv', DISCOUNT_CODE_CSV_HEADER, this.codes.exportRows(q.expired === 'true', q));
  }
}
