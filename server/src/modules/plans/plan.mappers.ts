import { formatDateDMY } from '../../common/format/dates.js';
import { DEFAULT_VAT_BASE, filsToAed, priceInclVat, type VatBase } from '../../common/format/money.js';
import { localize } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import { toMealObject } from '../meals/meals.service.js';
import type { AdminPlanObject, PlanObject, PlanPromotionObject, PlanPromotionSummary } from './dto/plan.object.js';
import { EVERY_DAY_WEEK, offeredWeeks } from './delivery-weeks.rules.js';
import { dailyPricesInclVatOf, dailyPricesOf, headlinePriceInclVat } from './plan.rules.js';
import type { Plan } from './plan.schema.js';
import type { PlanWithMeals, PromotionWithPlan } from './plans.repository.js';

/*
 * Plans and promotions from their stored shape to the GraphQL objects and the REST rows of spec sections 3 and 7.
 */

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

/**
 * One row of the staff promotion lists `GET /api/planPromotions/` and `.../getExpiredPromotions`
 * (spec section 3 "Plan promotion"): discounted price in AED; dates ISO 8601 (UTC).
 */
export interface PromotionRow {
  _id: string;
  promotionName: string;
  planName: string;
  meal_plan_id: string;
  discount_percentage: number;
  discounted_price: number;
  start_date: Date;
  end_date: Date;
}

/**
 * A promotion in its GraphQL shape; name, plan name and banner text in `lang` (public), English by default (staff);
 * `discountedPriceInclVat` from the plan's current price with VAT on `vatBase`.
 */
export function toPromotionObject(
  p: PromotionWithPlan,
  lang: Language = Language.en,
  vatBase: VatBase = DEFAULT_VAT_BASE,
): PlanPromotionObject {
  return {
    ...toPromotionSummary(p, p.plan?.price ?? null, vatBase, lang),
    startDate: p.startDate,
    planId: p.plan?._id.toString() ?? '',
    planName: p.plan ? planNameIn(p.plan, lang) : '',
    text: promotionText(p, lang),
  };
}

/** A plan's name in `lang` (English where no Arabic is stored). */
function planNameIn(plan: Plan, lang: Language): string {
  return localize({ name: plan.name }, plan.translations, lang, ['name']).name;
}

/** A promotion in the REST row shape of the staff promotion lists. */
export function toPromotionRow(p: PromotionWithPlan): PromotionRow {
  return {
    _id: p._id.toString(),
    promotionName: p.name,
    planName: p.plan?.name ?? '',
    meal_plan_id: p.plan?._id.toString() ?? '',
    discount_percentage: p.discountPercentage,
    discounted_price: filsToAed(p.discountedPrice),
    start_date: p.startDate,
    end_date: p.endDate,
  };
}

/** The REST row of a promotion already mapped to its GraphQL shape. */
export function toPromotionRowOf(p: PlanPromotionObject): PromotionRow {
  return {
    _id: p.id,
    promotionName: p.name,
    planName: p.planName,
    meal_plan_id: p.planId,
    discount_percentage: p.discountPercentage,
    discounted_price: filsToAed(p.discountedPrice),
    start_date: p.startDate,
    end_date: p.endDate,
  };
}

/** The promotion summary a plan carries (`plan.promotion`), with its VAT-inclusive discounted price; name in `lang`. */
export function toPromotionSummary(
  p: Omit<PromotionWithPlan, 'plan'>,
  planPrice: number | null,
  vatBase: VatBase,
  lang: Language = Language.en,
): PlanPromotionSummary {
  return localize(
    {
      id: p._id.toString(),
      name: p.name,
      discountPercentage: p.discountPercentage,
      discountedPrice: p.discountedPrice,
      // A promotion whose plan is gone has no price to start from: its stored discounted price plus 5%.
      discountedPriceInclVat:
        planPrice === null ? priceInclVat(p.discountedPrice) : headlinePriceInclVat(planPrice, p.discountPercentage, vatBase),
      endDate: p.endDate,
      translations: p.translations?.ar ? { ar: p.translations.ar } : null,
    },
    p.translations,
    lang,
    ['name'],
  );
}

/**
 * The banner text of a promotion: "<name>: <n>% off <plan>"; in Arabic "<name>: خصم <n>% على الخطة «<plan>»"
 * with the Arabic names where stored. The plan's name stands in apposition, quoted: plan names are nouns
 * ("بناء العضلات") or adjectives ("المتوازنة"), and «خطة <plan>» reads wrongly for the second kind.
 */
export function promotionText(p: PromotionWithPlan, lang: Language = Language.en): string {
  if (lang === Language.ar) {
    const name = localize({ name: p.name }, p.translations, lang, ['name']).name;
    return `${name}: خصم ${p.discountPercentage}% على ${p.plan ? `الخطة «${planNameIn(p.plan, lang)}»` : 'خطط مختارة'}`;
  }
  return `${p.name}: ${p.discountPercentage}% off ${p.plan?.name ?? 'selected plans'}`;
}

/**
 * A plan in its GraphQL shape: fils, `priceInclVat` with VAT on `vatBase`, meals and its running promotion `promo`;
 * names and description in `lang` (English where no Arabic is stored).
 */
export function toPlanObject(p: PlanWithMeals, vatBase: VatBase, promo?: PromotionWithPlan, lang: Language = Language.en): PlanObject {
  return localize(
    {
      id: p._id.toString(),
      name: p.name,
      description: p.description,
      price: p.price,
      priceInclVat: priceInclVat(p.price, 0, vatBase),
      dailyPrices: dailyPricesOf(p.dailyPrices),
      dailyPricesInclVat: dailyPricesInclVatOf(dailyPricesOf(p.dailyPrices)),
      startDate: p.startDate ?? null,
      endDate: p.endDate ?? null,
      planMeals: p.planMeals.map((m) => toMealObject(m, lang)),
      image: p.image,
      isTrial: p.isTrial,
      caloriesPerDay: p.caloriesPerDay ?? null,
      deliveryWeeks: p.isTrial ? [EVERY_DAY_WEEK] : offeredWeeks(p),
      promotion: promo ? toPromotionSummary(promo, p.price, vatBase, lang) : null,
      translations: p.translations?.ar ? { ar: p.translations.ar } : null,
    },
    p.translations,
    lang,
    ['name', 'description'],
  );
}

/** A plan in the staff shape ({@link toPlanObject} in English, with its state and timestamps); `promos` maps plan id to running promotion. */
export function toAdminPlanObject(p: PlanWithMeals, promos: Map<string, PromotionWithPlan>, vatBase: VatBase): AdminPlanObject {
  return {
    ...toPlanObject({ ...p, planMeals: p.planMeals.filter(Boolean) }, vatBase, promos.get(p._id.toString())),
    active: p.active,
    sortOrder: p.sortOrder ?? 0,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/**
 * Maps a plan to the spec's list view: AED amounts, DD-MM-YYYY dates (empty when missing); plan and
 * meal names and the description in `lang` (same keys in every language).
 */
export function toPlanListRow(p: PlanWithMeals, lang: Language = Language.en): PlanListRow {
  const plan = localize({ name: p.name, description: p.description }, p.translations, lang, ['name', 'description']);
  return {
    _id: p._id.toString(),
    planName: plan.name,
    planDescription: plan.description,
    price: filsToAed(p.price),
    dailyBreakFastPrices: filsToAed(p.dailyPrices?.breakfast ?? 0),
    dailyLunchPrices: filsToAed(p.dailyPrices?.lunch ?? 0),
    dailyDinnerPrices: filsToAed(p.dailyPrices?.dinner ?? 0),
    dailySnackPrices: filsToAed(p.dailyPrices?.snacks ?? 0),
    startDate: formatDateDMY(p.startDate),
    endDate: formatDateDMY(p.endDate),
    planMeals: p.planMeals.map((m) => ({
      _id: m._id.toString(),
      name: localize({ name: m.name }, m.translations, lang, ['name']).name,
      category: m.category,
    })),
    image: p.image,
    isTrial: p.isTrial,
  };
}
