import { Injectable } from '@nestjs/common';
import { formatDayLabel } from '../../common/format/dates.js';
import { filsToAed } from '../../common/format/money.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import type { PlanExportArgs } from './dto/plan.inputs.js';
import type { PromotionListArgs } from './dto/plan-promotion.inputs.js';
import { planListQuery } from './plan-lists.js';
import { PlanPromotionsService } from './plan-promotions.service.js';
import { dailyPricesOf } from './plan.rules.js';
import type { Plan } from './plan.schema.js';
import { PlanRepository } from './plans.repository.js';

/** Columns of the plans CSV export (money in AED with 2 decimals, start and end days YYYY-MM-DD, times in Dubai time with their offset). */
export const PLAN_CSV_HEADER = [
  'name',
  'description',
  'priceAed',
  'dailyBreakfastAed',
  'dailyLunchAed',
  'dailyDinnerAed',
  'dailySnacksAed',
  'startDate',
  'endDate',
  'meals',
  'trial',
  'active',
  'sortOrder',
  'createdAt',
] as const;

/** Columns of the plan promotions CSV export. */
export const PROMOTION_CSV_HEADER = [
  'name',
  'plan',
  'discountPercentage',
  'discountedPriceAed',
  'startDate',
  'endDate',
  'createdAt',
] as const;

/** The staff CSV exports of the plan and promotion grids: every row the grid's filters match, in its sort. */
@Injectable()
export class PlanExportsService {
  constructor(
    private readonly plans: PlanRepository,
    private readonly promotions: PlanPromotionsService,
  ) {}

  /**
   * `GET /api/plans/export.csv`: every plan matching the grid's search and `active` filter (not only a
   * page), in the grid's sort, as rows of {@link PLAN_CSV_HEADER}, read from a cursor in batches of 500.
   */
  async *exportRows(args: PlanExportArgs): AsyncGenerator<CsvCells[]> {
    const { search, sort } = planListQuery(args);
    const active = args.active === undefined ? undefined : args.active === 'true';
    for await (const batch of inBatches(this.plans.cursorFor({ search, active }, sort), 500)) {
      yield batch.map((p) => [
        p.name,
        p.description,
        filsToAed(p.price),
        ...Object.values(dailyPricesOf(p.dailyPrices)).map(filsToAed),
        formatDayLabel(p.startDate),
        formatDayLabel(p.endDate),
        p.planMeals.length,
        p.isTrial ? 'yes' : 'no',
        p.active ? 'yes' : 'no',
        p.sortOrder,
        (p as Plan & { createdAt?: Date }).createdAt,
      ]);
    }
  }

  /**
   * `GET /api/planPromotions/export.csv`: every promotion of the running/upcoming list (or, `expired`,
   * the ended one) matching the search, in the grid's sort, as rows of {@link PROMOTION_CSV_HEADER}.
   */
  async *promotionExportRows(expired: boolean, args: PromotionListArgs, now?: Date): AsyncGenerator<CsvCells[]> {
    const { filter, sort } = await this.promotions.listQuery(expired, args, now);
    for await (const batch of inBatches(this.plans.promotionCursor(filter, sort), 500)) {
      yield batch.map((p) => [
        p.name,
        p.plan?.name ?? '',
        p.discountPercentage,
        filsToAed(p.discountedPrice),
        formatDayLabel(p.startDate),
        formatDayLabel(p.endDate),
        p.createdAt,
      ]);
    }
  }
}
