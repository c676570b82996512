import { addDays, formatDateDMY, HOUR_MS, parseCalendarDate } from '../../common/format/dates.js';
import { dubaiDayOf, dubaiDayStart } from '../../common/format/dubai-days.js';
import { percentOf, priceInclVat, roundHalfUp, shareOut, vatFor, vatOf, type Fils, type VatBase } from '../../common/format/money.js';
import { PricingErrors } from './pricing.errors.js';
import { DURATIONS, MAX_MEALS_PER_DAY, MAX_PER_CATEGORY, MAX_START_DAYS, MIN_START_HOURS } from '../../common/validation/limits.js';

// The money rules live in the money module and the trial's label with the plans; re-exported here so
// the pricing formulas read as one list.
export { percentOf, roundHalfUp, VAT_PERCENT, vatOf } from '../../common/format/money.js';
export { TRIAL_DURATION } from '../plans/plans.types.js';
export { addDays, utcMidnight } from '../../common/format/dates.js';

/**
 * The pricing rules of spec section 9 as pure functions (no I/O), so every formula is
 * unit-tested and the server is the one source of truth. Money is integer fils; dates are UTC.
 */

/** Delivery fee, fils (spec section 9: fixed at 0). */
export const DELIVERY_FEE: Fils = 0;

/** Durations offered, label -> delivery days (common/validation/limits.ts, which the client reads too). */
export { DURATIONS };
export type Duration = keyof typeof DURATIONS;
export const DURATION_LABELS = Object.keys(DURATIONS) as Duration[];

export { MAX_MEALS_PER_DAY, MAX_PER_CATEGORY, MAX_START_DAYS, MIN_START_HOURS };

/** The four meal slots of a day, in delivery order. */
export const CATEGORIES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Display names of the categories (userPackageInfo `meals`). */
export const CATEGORY_LABELS: Record<Category, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Meals per day of each category. */
export type MealCounts = Record<Category, number>;

/** Daily price of one meal of each category, fils (a plan's `dailyPrices`; `snacks` for snack). */
export interface DailyPrices {
  breakfast: number;
  lunch: number;
  dinner: number;
  snacks: number;
}

/** Which kind of order a selection makes (feeds the admin doughnut, spec "Chart data"). */
export enum OrderType {
  Trial = 'Trial',
  Monthly = 'Monthly',
  Custom = 'Custom',
  Promotion = 'Promotion',
}

/** One subtotal line: `count` meals of `category` a day at `dailyPrice` fils for `days` days. */
export interface PriceLine {
  category: Category;
  count: number;
  dailyPrice: Fils;
  days: number;
  /** count x dailyPrice x days, rounded to the fils (half up). */
  amount: Fils;
}

/** The price breakdown, all fils. total = subtotal + vat + deliveryFee - discount. */
export interface Breakdown {
  lines: PriceLine[];
  subtotal: Fils;
  vat: Fils;
  deliveryFee: Fils;
  discount: Fils;
  total: Fils;
}

/** Number of delivery days of a duration label. */
export function durationDays(duration: Duration): number {
  return DURATIONS[duration];
}

/** Whether `value` is one of the offered duration labels. */
export function isDuration(value: unknown): value is Duration {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DURATIONS, value);
}

/** The trial's fixed selection: all four meals a day (spec: the 499 AED trial). */
export const TRIAL_COUNTS: MealCounts = { breakfast: 1, lunch: 1, dinner: 1, snack: 1 };

/** Total meals per day. */
export function mealsPerDay(counts: MealCounts): number {
  return CATEGORIES.reduce((sum, c) => sum + counts[c], 0);
}

/** The category labels chosen (count > 0), e.g. ['Breakfast', 'Dinner'] (userPackageInfo `meals`). */
export function mealLabels(counts: MealCounts): string[] {
  return CATEGORIES.filter((c) => counts[c] > 0).map((c) => CATEGORY_LABELS[c]);
}

/**
 * Checks the meals per day: at least one, at most {@link MAX_MEALS_PER_DAY}; each count a whole
 * number from 0 to 1 (toggles) or to {@link MAX_PER_CATEGORY} (custom counts).
 * @throws MEALS_REQUIRED, TOO_MANY_MEALS
 */
export function assertMealCounts(counts: MealCounts): void {
  const total = mealsPerDay(counts);
  if (total < 1) throw PricingErrors.mealsRequired();
  if (total > MAX_MEALS_PER_DAY) throw PricingErrors.tooManyMeals(MAX_MEALS_PER_DAY);
}

/** The price of each chosen category: count x dailyPrice x days, each line rounded to the fils. */
export function priceLines(dailyPrices: DailyPrices, counts: MealCounts, days: number): PriceLine[] {
  return CATEGORIES.filter((c) => counts[c] > 0).map((category) => {
    const dailyPrice = category === 'snack' ? dailyPrices.snacks : dailyPrices[category];
    const count = counts[category];
    return { category, count, dailyPrice, days, amount: roundHalfUp(count * dailyPrice * days) };
  });
}

/** What a breakdown is computed from. */
export interface BreakdownInput {
  /** The plan's headline price (the whole trial price for the trial), fils. */
  planPrice: Fils;
  dailyPrices: DailyPrices;
  trial: boolean;
  counts: MealCounts;
  days: number;
  /** Percent off of a running plan promotion, if any. */
  promotionPercent?: number | null;
  /** Percent off of an accepted discount code, if any (never together with a promotion or the trial). */
  codePercent?: number | null;
  /** What VAT is charged on (the `VAT_BASE` setting); default `discounted`, the price after the discount. */
  vatBase?: VatBase;
}

/**
 * The price breakdown of spec section 9, in fils:
 * - subtotal: the trial's flat `planPrice`; otherwise the sum of {@link priceLines};
 * - discount = promotion% (or code%) of the subtotal, rounded half up;
 * - vat = 5% of subtotal - discount, what is paid (`vatBase` `discounted`, the default: UAE Federal
 *   Decree-Law 8/2017 art. 39), or of the subtotal (`vatBase` `subtotal`, the spec's formula); deliveryFee = 0;
 * - total = subtotal + vat + deliveryFee - discount.
 */
export function computeBreakdown(input: BreakdownInput): Breakdown {
  const lines: PriceLine[] = input.trial ? [] : priceLines(input.dailyPrices, input.counts, input.days);
  const subtotal = input.trial ? input.planPrice : lines.reduce((sum, l) => sum + l.amount, 0);
  const percent = input.promotionPercent ?? input.codePercent ?? 0;
  const discount = percent > 0 ? percentOf(subtotal, percent) : 0;
  const vat = vatFor(subtotal, discount, input.vatBase);
  return { lines, subtotal, vat, deliveryFee: DELIVERY_FEE, discount, total: subtotal + vat + DELIVERY_FEE - discount };
}

/** A breakdown as a customer reads it: every figure with its VAT (UAE Executive Regulation art. 27), fils. */
export interface InclVatFigures {
  /** The package price with 5% VAT, before any discount. */
  subtotalInclVat: Fils;
  /** What the discount takes off the VAT-inclusive price: subtotalInclVat - total (delivery is free). */
  discountInclVat: Fils;
  /** Each line's amount with its share of the subtotal's VAT (the shares add up to it exactly), in line order. */
  lineAmountsInclVat: Fils[];
  /** Each line's daily price of one meal with 5% VAT (rounded half up), in line order. */
  lineDailyPricesInclVat: Fils[];
}

/**
 * The VAT-inclusive figures of a breakdown: the package price with 5% VAT, the discount as it lowers that
 * price (so subtotalInclVat - discountInclVat + deliveryFee = total, to the fils, under either VAT base),
 * and each line with its share of the package's VAT ({@link shareOut}, so the lines add up to the package
 * price). The charge itself is unchanged: these are the same money, read with VAT in.
 */
export function inclVatFigures(
  b: Pick<Breakdown, 'subtotal' | 'deliveryFee' | 'total'> & { lines: Pick<PriceLine, 'amount' | 'dailyPrice'>[] },
): InclVatFigures {
  const subtotalInclVat = priceInclVat(b.subtotal, 0);
  const shares = shareOut(
    vatOf(b.subtotal),
    b.lines.map((l) => l.amount),
  );
  return {
    subtotalInclVat,
    discountInclVat: subtotalInclVat + b.deliveryFee - b.total,
    lineAmountsInclVat: b.lines.map((l, i) => l.amount + shares[i]),
    lineDailyPricesInclVat: b.lines.map((l) => priceInclVat(l.dailyPrice, 0)),
  };
}

/** The order type: Trial, else Promotion, else Custom (custom counts), else Monthly. */
export function orderTypeOf(s: { trial: boolean; promoted: boolean; custom: boolean }): OrderType {
  if (s.trial) return OrderType.Trial;
  if (s.promoted) return OrderType.Promotion;
  if (s.custom) return OrderType.Custom;
  return OrderType.Monthly;
}

/** The first start date allowed at `now`: the first day (label) that begins in Dubai at least 48 hours later. */
export function earliestStartDate(now: Date): Date {
  const limit = now.getTime() + MIN_START_HOURS * HOUR_MS;
  const day = dubaiDayOf(new Date(limit));
  return dubaiDayStart(day).getTime() < limit ? addDays(day, 1) : day;
}

/** The last start date allowed at `now`: today (Dubai's day) plus 60 days. */
export function latestStartDate(now: Date): Date {
  return addDays(dubaiDayOf(now), MAX_START_DAYS);
}

/** Parses a calendar date `YYYY-MM-DD` as UTC midnight; null when malformed or not a real date. */
export function parseStartDate(value: string): Date | null {
  return parseCalendarDate(value);
}

/**
 * Checks a start date (a day label) against `now`: it begins in Dubai at least 48 hours ahead, at most 60 days after today (Dubai).
 * @throws START_DATE_TOO_EARLY / START_DATE_TOO_LATE naming the limit as DD-MM-YYYY
 */
export function assertStartDate(start: Date, now: Date): void {
  if (dubaiDayStart(start).getTime() < now.getTime() + MIN_START_HOURS * HOUR_MS) {
    throw PricingErrors.startDateTooEarly(formatDateDMY(earliestStartDate(now)));
  }
  const latest = latestStartDate(now);
  if (start.getTime() > latest.getTime()) throw PricingErrors.startDateTooLate(formatDateDMY(latest));
}

/** The last delivery day (UTC midnight) of a plan starting on `start` for `days` days. */
export function endDateOf(start: Date, days: number): Date {
  return addDays(start, days - 1);
}
