import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/roles.decorator.js';
import { PageQueryDto, type Paged } from '../../common/paging/page-query.dto.js';
import { PlansService, type PlanListRow } from './plans.service.js';

/** REST shim: `GET /api/plans/` (spec section 7). */
@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  /** Active plans in the spec's list shape (AED with 2 decimals, DD-MM-YYYY dates), paged: `data`, `totalPages`. */
  @Get()
  @Public()
  @ApiOkResponse({ description: '{ data: PlanListRow[], totalPages, total }' })
  list(@Query() q: PageQueryDto): Promise<Paged<PlanListRow>> {
    return this.plans.listPage(q.page, q.limit);
  }
}

/** REST shim: `GET /api/planPromotions/active` (spec section 7). */
@ApiTags('planPromotions')
@Controller('planPromotions')
export class PlanPromotionsController {
  constructor(private readonly plans: PlansService) {}

  /** The running promotions' banner texts: `{ data: string[] }`. */
  @Get('active')
  @Public()
  @ApiOkResponse({ description: '{ data: string[] }' })
  async active(): Promise<{ data: string[] }> {
    return { data: await this.plans.activePromotionTexts() };
  }
}
