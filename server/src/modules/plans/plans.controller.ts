import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CsvRoute, streamCsv } from '../../common/http/csv-stream.js';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { PageQueryDto, type Paged } from '../../common/paging/page-query.dto.js';
import { CreatePlanPromotionInput, PromotionExportArgs, PromotionListArgs } from './dto/plan-promotion.inputs.js';
import { PlanExportArgs } from './dto/plan.inputs.js';
import { PLAN_CSV_HEADER, PlanExportsService, PROMOTION_CSV_HEADER } from './plan-exports.service.js';
import { toPromotionRowOf, type PlanListRow, type PromotionRow } from './plan.mappers.js';
import { PlanPromotionsService } from './plan-promotions.service.js';
import { PlansService } from './plans.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

/** REST shim: `GET /api/plans/` (spec section 7). */
@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly exports: PlanExportsService,
  ) {}

  /** Active plans in the spec's list shape (AED with 2 decimals, DD-MM-YYYY dates), paged: `data`, `totalPages`. */
  @Get()
  @Public()
  @ApiOkResponse({ description: '{ data: PlanListRow[], totalPages, total }' })
  @CatalogPublic()
  list(@Query() q: PageQueryDto, @RequestLanguage() lang: Language): Promise<Paged<PlanListRow>> {
    return this.plans.listPage(q.page, q.limit, lang);
  }

  /**
   * Staff: every plan (inactive too) matching the plans grid's `?search&active&sortBy&sortDir`, as a
   * streamed CSV download, UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', PLAN_CSV_HEADER, Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  exportCsv(@Query() q: PlanExportArgs, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'plans.csv', PLAN_CSV_HEADER, this.exports.exportRows(q));
  }
}

/**
 * REST shim: `/api/planPromotions/*` (spec section 7). `active` (banner texts) is public; the lists
 * and create are admin-only. List rows: `{ _id, promotionName, planName, meal_plan_id,
 * discount_percentage, discounted_price (AED), start_date, end_date (ISO 8601, UTC) }`.
 */
@ApiTags('planPromotions')
@Controller('planPromotions')
export class PlanPromotionsController {
  constructor(
    private readonly promotions: PlanPromotionsService,
    private readonly exports: PlanExportsService,
  ) {}

  /** The running promotions' banner texts: `{ data: string[] }`. */
  @Get('active')
  @Public()
  @ApiOkResponse({ description: '{ data: string[] }' })
  @CatalogPublic()
  async active(@RequestLanguage() lang: Language): Promise<{ data: string[] }> {
    return { data: await this.promotions.activePromotionTexts(lang) };
  }

  /** Admin: promotions not yet ended (running or upcoming), `{ data: PromotionRow[], totalPages, total }`; `?page&limit&search&sortBy&sortDir`. */
  @Get()
  @Roles(Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ data: PromotionRow[], totalPages, total }' })
  list(@Query() q: PromotionListArgs): Promise<Paged<PromotionRow>> {
    return this.promotions.promotionRows(false, q);
  }

  /** Admin: promotions that have ended, same shape and query as the active list. */
  @Get('getExpiredPromotions')
  @Roles(Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ data: PromotionRow[], totalPages, total }' })
  expired(@Query() q: PromotionListArgs): Promise<Paged<PromotionRow>> {
    return this.promotions.promotionRows(true, q);
  }

  /**
   * Staff: the promotions of the running/upcoming list (or `?expired=true`: the ended list) matching
   * the grid's `?search&sortBy&sortDir`, as a streamed CSV download, UTF-8 with BOM. Errors: 400, 401, 403.
   */
  @CsvRoute('export.csv', PROMOTION_CSV_HEADER, Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  exportCsv(@Query() q: PromotionExportArgs, @Res() res: Response): Promise<void> {
    return streamCsv(
      res,
      q.expired === 'true' ? 'promotions-expired.csv' : 'promotions.csv',
      PROMOTION_CSV_HEADER,
      this.exports.promotionExportRows(q.expired === 'true', q),
    );
  }

  /**
   * Admin: creates a promotion from `{ name, planId, discountPercentage, startDate, endDate }` (ISO 8601):
   * 201 `{ message: 'Promotion created', data: PromotionRow }`. Errors as `createPlanPromotion`.
   */
  @Post()
  @HttpCode(201)
  @Roles(Role.Admin, Role.SuperAdmin)
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: "{ message: 'Promotion created', data: PromotionRow }" })
  async create(@Body() body: CreatePlanPromotionInput): Promise<{ message: string; data: PromotionRow }> {
    return { message: 'Promotion created', data: toPromotionRowOf(await this.promotions.createPromotion(body)) };
  }
}
