import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { DiscountCodesService, toDiscountCodeResponse, type DiscountCodeResponse } from './discount-codes.service.js';
import { ApplyCodeBody } from './dto/discount-code.input.js';

/** REST shim: `/api/promoCodes/*` (spec section 7). Errors answer `{ code, message }` with status 400. */
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
  @Public()
  @RateLimit('codes')
  @ApiOkResponse({ description: '{ data: { discount_code, discount_name, discount_percentage } }' })
  async details(@Param('code') code: string): Promise<{ data: DiscountCodeResponse }> {
    return { data: toDiscountCodeResponse(await this.codes.details(code)) };
  }
}
