import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { isObjectIdString, uniqueOr } from '../../common/database/object-id.js';
import { dubaiWallClock } from '../../common/format/dates.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import { storedTranslations } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import type { SortSpec } from '../../common/paging/sort.js';
import type { CreatePlanPromotionInput, PromotionListArgs } from './dto/plan-promotion.inputs.js';
import type { PlanPromotionObject, PlanPromotionPage } from './dto/plan.object.js';
import { promotionListQuery } from './plan-lists.js';
import { promotionText, toPromotionObject, toPromotionRow, type PromotionRow } from './plan.mappers.js';
import { discountedPriceOf } from './plan.rules.js';
import { PlanErrors } from './plans.errors.js';
import { PlanRepository } from './plans.repository.js';

/** The filter of a promotion list: ended (`expired`) or not at `now`, and the search on promotion or plan name. */
export interface PromotionListFilter {
  expired: boolean;
  now: Date;
  search: RegExp | null;
  planIds: Awaited<ReturnType<PlanRepository['findIdsByName']>>;
}

/** Plan promotions: the public banner, the staff lists and their changes (spec section 3 "Plan promotion"). */
@Injectable()
export class PlanPromotionsService {
  constructor(
    private readonly plans: PlanRepository,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Promotions running now (their first to last day, read as Dubai days), names and texts in `lang`. */
  async activePromotions(lang: Language = Language.en, now = this.clock.now()): Promise<PlanPromotionObject[]> {
    const promos = await this.plans.findActivePromotions(dubaiWallClock(now));
    return promos.filter((p) => p.plan).map((p) => toPromotionObject(p, lang, this.cfg.VAT_BASE));
  }

  /** `GET /api/planPromotions/active`: the banner texts in `lang`. */
  async activePromotionTexts(lang: Language = Language.en, now = this.clock.now()): Promise<string[]> {
    return (await this.plans.findActivePromotions(dubaiWallClock(now))).map((p) => promotionText(p, lang));
  }

  /**
   * Staff: promotions not yet ended (running or upcoming; `expired` false) or ended (`expired` true),
   * paged; search matches the promotion or plan name. Default order: newest start first.
   */
  async promotionsPage(expired: boolean, args: PromotionListArgs, now = this.clock.now()): Promise<PlanPromotionPage> {
    const { rows, total } = await this.findPromotions(expired, args, now);
    return {
      data: rows.map((p) => toPromotionObject(p, Language.en, this.cfg.VAT_BASE)),
      total,
      totalPages: totalPagesOf(total, args.limit),
    };
  }

  /** As {@link promotionsPage}, in the REST row shape. */
  async promotionRows(expired: boolean, args: PromotionListArgs, now = this.clock.now()): Promise<Paged<PromotionRow>> {
    const { rows, total } = await this.findPromotions(expired, args, now);
    return { data: rows.map((p) => toPromotionRow(p)), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /**
   * The filter and sort of a staff promotion list (a page or its CSV export): ended (`expired`) or not at
   * `now` (promotion days are Dubai days), the search on the promotion name or the names of plans, the grid's sort.
   */
  async listQuery(
    expired: boolean,
    args: PromotionListArgs,
    now = this.clock.now(),
  ): Promise<{ filter: PromotionListFilter; sort: SortSpec }> {
    const { search, sort } = promotionListQuery(args);
    const planIds = search ? await this.plans.findIdsByName(search) : [];
    return { filter: { expired, now: dubaiWallClock(now), search, planIds }, sort };
  }

  /**
   * Admin: adds a promotion to a plan. `discountedPrice` = the plan's price less the percentage
   * (fils, the discount rounded halves up). The end must be after the start; a plan has at most
   * one promotion at any instant.
   * @throws VALIDATION_FAILED, NOT_FOUND (plan), PROMOTION_OVERLAP (409), PROMOTION_NAME_TAKEN (409).
   */
  async createPromotion(input: CreatePlanPromotionInput): Promise<PlanPromotionObject> {
    if (input.endDate.getTime() <= input.startDate.getTime()) throw PlanErrors.endBeforeStart();
    const plan = isObjectIdString(input.planId) ? await this.plans.findById(input.planId) : null;
    if (!plan) throw PlanErrors.notFound();
    if (await this.plans.findOverlappingPromotion(plan._id, input.startDate, input.endDate)) throw PlanErrors.promotionOverlap();
    const created = await uniqueOr(
      () =>
        this.plans.createPromotion({
          name: input.name,
          plan: plan._id,
          discountPercentage: input.discountPercentage,
          discountedPrice: discountedPriceOf(plan.price, input.discountPercentage),
          startDate: input.startDate,
          endDate: input.endDate,
          ...(storedTranslations(input.translations) ? { translations: storedTranslations(input.translations) } : {}),
        }),
      PlanErrors.promotionNameTaken,
    );
    return toPromotionObject(created, Language.en, this.cfg.VAT_BASE);
  }

  /** Admin: removes a promotion (orders keep their own copy of it). @returns the removed promotion. @throws NOT_FOUND. */
  async deletePromotion(id: string): Promise<PlanPromotionObject> {
    const removed = isObjectIdString(id) ? await this.plans.deletePromotion(id) : null;
    if (!removed) throw PlanErrors.promotionNotFound();
    return toPromotionObject(removed, Language.en, this.cfg.VAT_BASE);
  }

  private async findPromotions(expired: boolean, args: PromotionListArgs, now: Date) {
    const { filter, sort } = await this.listQuery(expired, args, now);
    return this.plans.findPromotionPage(filter, args.page, args.limit, sort);
  }
}
