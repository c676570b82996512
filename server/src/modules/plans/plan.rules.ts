import { lessPercent, percentOf, priceInclVat, type VatBase } from '../../common/format/money.js';
import type { AppError } from '../../common/errors/app-error.js';
import { MealCategory } from '../meals/meals.types.js';
import type { DailyPrices } from './plan.schema.js';
import { PlanErrors } from './plans.errors.js';

/*
 * Plan rules (spec section 3 "Plan", /plans_and_packages): pure functions of a plan's stored fields, in fils.
 */

/** The categories in delivery order (pricing.rules `CATEGORIES`; not imported: pricing depends on plans). */
const CATEGORIES = Object.values(MealCategory);
/** The daily price slot of each category (`snacks` holds the snack price, as in pricing.rules `priceLines`). */
const PRICE_SLOT: Record<MealCategory, keyof DailyPrices> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snacks' };

/**
 * Why a plan could not be sold if it were offered on the site, or null when it can be. A customer can only
 * choose the categories the plan has active meals of (pricing `MEAL_CATEGORY_UNAVAILABLE`), so:
 * - it needs at least one active meal;
 * - the trial serves all four categories every day (pricing.rules `TRIAL_COUNTS`): an active meal of each;
 * - a regular plan serves the categories whose daily price is above 0 (what its price lines charge): at
 *   least one of them, and an active meal of every one.
 * Categories are checked in delivery order (breakfast, lunch, dinner, snack); the first gap is named.
 * @returns a 409 PLAN_NOT_READY error to throw, or null.
 */
export function planNotReady(
  plan: { isTrial: boolean; dailyPrices?: Partial<DailyPrices> | null },
  meals: readonly { category: string; active: boolean }[],
): AppError | null {
  const served = new Set(meals.filter((m) => m.active).map((m) => m.category));
  if (served.size === 0) return PlanErrors.noActiveMeals();
  if (plan.isTrial) {
    const gap = CATEGORIES.find((c) => !served.has(c));
    return gap ? PlanErrors.trialCategoryWithoutMeals(gap) : null;
  }
  const charged = CATEGORIES.filter((c) => (plan.dailyPrices?.[PRICE_SLOT[c]] ?? 0) > 0);
  if (charged.length === 0) return PlanErrors.noDailyPrice();
  const gap = charged.find((c) => !served.has(c));
  return gap ? PlanErrors.categoryWithoutMeals(gap) : null;
}

/**
 * A plan's price after a promotion, fils: the price less its percentage, the discount rounded to
 * the fils halves up (as a quote rounds a promotion's discount).
 */
export function discountedPriceOf(price: number, percentage: number): number {
  return lessPercent(price, percentage);
}

/**
 * What checkout charges for a plan's headline price, fils: the price less a running promotion's percentage
 * (none: 0), plus the VAT on `vatBase` (pricing's formula: 5% of the price, or of the discounted price).
 */
export function headlinePriceInclVat(price: number, promotionPercent: number, vatBase: VatBase): number {
  return priceInclVat(price, promotionPercent > 0 ? percentOf(price, promotionPercent) : 0, vatBase);
}

/** A plan's four daily prices with 5% VAT each (rounded half up), fils: what one meal a day costs a customer. */
export function dailyPricesInclVatOf(d: DailyPrices): DailyPrices {
  return {
    breakfast: priceInclVat(d.breakfast),
    lunch: priceInclVat(d.lunch),
    dinner: priceInclVat(d.dinner),
    snacks: priceInclVat(d.snacks),
  };
}

/** A plan's four daily prices in fils, each 0 where none is given (spec section 3 `dailyPrices`). */
export function dailyPricesOf(prices: { [slot in keyof DailyPrices]?: number | null } | null | undefined): DailyPrices {
  return {
    breakfast: prices?.breakfast ?? 0,
    lunch: prices?.lunch ?? 0,
    dinner: prices?.dinner ?? 0,
    snacks: prices?.snacks ?? 0,
  };
}

/** A range must not end before it starts. @throws VALIDATION_FAILED on `endDate`. */
export function assertRange(start: Date | null | undefined, end: Date | null | undefined): void {
  if (start && end && end.getTime() < start.getTime()) throw PlanErrors.endBeforeStart();
}
