import { Injectable } from '@nestjs/common';
import { formatDateDMY } from '../../common/format/dates.js';
import { filsToAed } from '../../common/format/money.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { toMealObject } from '../meals/meals.service.js';
import type { PlanObject, PlanPromotionObject, PlanPromotionSummary } from './dto/plan.object.js';
import { PlanRepository, type PlanWithMeals, type PromotionWithPlan } from './plans.repository.js';

/** One row of `GET /api/plans/` in the spec's list shape (section 3 "Plan (list view)"). Prices in AED. */
export interface PlanListRow {
  _id: string;
  planName: string;
  planDescription: string;
  price: number;
  dailyBreakFastPrices: number;
  dailyLunchPrices: number;
  dailyDinnerPrices: number;
  dailySnackPrices: number;
  startDate: string;
  endDate: string;
  planMeals: { _id: string; name: string; category: string }[];
  image: string;
  isTrial: boolean;
}

function toPromotionSummary(p: PromotionWithPlan): PlanPromotionSummary {
  return { id: p._id.toString(), name: p.name, discountPercentage: p.discountPercentage, discountedPrice: p.discountedPrice, endDate: p.endDate };
}

/** The banner text of a promotion: "<name>: <n>% off <plan>". */
export function promotionText(p: PromotionWithPlan): string {
  return `${p.name}: ${p.discountPercentage}% off ${p.plan?.name ?? 'selected plans'}`;
}

/** Plans and their promotions (spec /plans_and_packages, section 3). */
@Injectable()
export class PlansService {
  constructor(private readonly plans: PlanRepository) {}

  /** Active plans in display order, each with its running promotion. */
  async listActive(): Promise<PlanObject[]> {
    const [{ rows }, promos] = await Promise.all([this.plans.findActivePage(1, 1000), this.activePromotionsByPlan()]);
    return rows.map((p) => this.toPlanObject(p, promos.get(p._id.toString())));
  }

  /** One active plan, or null when unknown or inactive. */
  async findActive(id: string): Promise<PlanObject | null> {
    const [plan, promos] = await Promise.all([this.plans.findActiveById(id), this.activePromotionsByPlan()]);
    return plan ? this.toPlanObject(plan, promos.get(plan._id.toString())) : null;
  }

  /** `GET /api/plans/`: active plans, paged, in the spec's list shape. */
  async listPage(page: number, limit: number): Promise<Paged<PlanListRow>> {
    const { rows, total } = await this.plans.findActivePage(page, limit);
    return { data: rows.map(toPlanListRow), total, totalPages: totalPagesOf(total, limit) };
  }

  /** Promotions running now (startDate <= now <= endDate). */
  async activePromotions(now = new Date()): Promise<PlanPromotionObject[]> {
    const promos = await this.plans.findActivePromotions(now);
    return promos.filter((p) => p.plan).map((p) => ({
      ...toPromotionSummary(p),
      startDate: p.startDate,
      planId: p.plan._id.toString(),
      planName: p.plan.name,
      text: promotionText(p),
    }));
  }

  /** `GET /api/planPromotions/active`: the banner texts. */
  async activePromotionTexts(now = new Date()): Promise<string[]> {
    return (await this.plans.findActivePromotions(now)).map(promotionText);
  }

  private async activePromotionsByPlan(): Promise<Map<string, PromotionWithPlan>> {
    const map = new Map<string, PromotionWithPlan>();
    for (const p of await this.plans.findActivePromotions(new Date())) {
      const key = p.plan?._id.toString();
      if (key && !map.has(key)) map.set(key, p);
    }
    return map;
  }

  private toPlanObject(p: PlanWithMeals, promo?: PromotionWithPlan): PlanObject {
    return {
      id: p._id.toString(),
      name: p.name,
      description: p.description,
      price: p.price,
      dailyPrices: {
        breakfast: p.dailyPrices?.breakfast ?? 0,
        lunch: p.dailyPrices?.lunch ?? 0,
        dinner: p.dailyPrices?.dinner ?? 0,
        snacks: p.dailyPrices?.snacks ?? 0,
      },
      startDate: p.startDate ?? null,
      endDate: p.endDate ?? null,
      planMeals: p.planMeals.map(toMealObject),
      image: p.image,
      isTrial: p.isTrial,
      caloriesPerDay: p.caloriesPerDay ?? null,
      promotion: promo ? toPromotionSummary(promo) : null,
    };
  }
}

/** Maps a plan to the spec's list view: AED amounts, DD-MM-YYYY dates (empty when missing). */
export function toPlanListRow(p: PlanWithMeals): PlanListRow {
  return {
    _id: p._id.toString(),
    planName: p.name,
    planDescription: p.description,
    price: filsToAed(p.price),
    dailyBreakFastPrices: filsToAed(p.dailyPrices?.breakfast ?? 0),
    dailyLunchPrices: filsToAed(p.dailyPrices?.lunch ?? 0),
    dailyDinnerPrices: filsToAed(p.dailyPrices?.dinner ?? 0),
    dailySnackPrices: filsToAed(p.dailyPrices?.snacks ?? 0),
    startDate: formatDateDMY(p.startDate),
    endDate: formatDateDMY(p.endDate),
    planMeals: p.planMeals.map((m) => ({ _id: m._id.toString(), name: m.name, category: m.category })),
    image: p.image,
    isTrial: p.isTrial,
  };
}
