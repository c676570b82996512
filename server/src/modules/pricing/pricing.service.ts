import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import { taxableAmount, vatBaseOf } from '../../common/format/money.js';
import { DiscountCodesService, normalizeCode } from '../discount-codes/discount-codes.service.js';
import type { MealCategory } from '../meals/meals.types.js';
import { chooseWeek, deliveriesOf, deliveryDayRule, deliveryDaysFrom } from '../plans/delivery-weeks.rules.js';
import { HolidaysService } from '../holidays/holidays.service.js';
import { PlansService } from '../plans/plans.service.js';
import { Language } from '../../common/i18n/language.js';
import type { DurationOptionObject } from './dto/duration.object.js';
import type { QuoteObject } from './dto/quote.object.js';
import type { SelectionInput } from './dto/selection.input.js';
import { PricingErrors } from './pricing.errors.js';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  DURATION_LABELS,
  TRIAL_COUNTS,
  TRIAL_DURATION,
  VAT_PERCENT,
  assertMealCounts,
  assertStartDate,
  computeBreakdown,
  durationDays,
  inclVatFigures,
  isDuration,
  mealLabels,
  mealsPerDay,
  orderTypeOf,
  parseStartDate,
  type Category,
  type Duration,
  type MealCounts,
} from './pricing.rules.js';

/** A selection after validation: what a checkout stores. */
export interface NormalizedSelection {
  planId: string;
  duration: Duration;
  /** Meals per day of each category (the trial: one of each). */
  counts: MealCounts;
  /** Custom counts were used. */
  isCustom: boolean;
  /** The chosen start day (a label); the first delivery is on it or the next delivery day. */
  startDate: Date;
  /** Delivery days a week (7, 6 or 5). */
  deliveryDaysPerWeek: number;
  /** The accepted code, upper-case. */
  discountCode: string | null;
}

/** A priced selection: the quote, the normalized selection and the plan's meal ids per category (by name). */
export interface PricedSelection {
  quote: QuoteObject;
  selection: NormalizedSelection;
  mealIds: Record<Category, string[]>;
}

const NO_MEALS: MealCounts = { breakfast: 0, lunch: 0, dinner: 0, snack: 0 };

function countsOf(v: Partial<MealCounts> | null | undefined): MealCounts {
  return { breakfast: v?.breakfast ?? 0, lunch: v?.lunch ?? 0, dinner: v?.dinner ?? 0, snack: v?.snack ?? 0 };
}

/**
 * A stored quote with the fields added since it was stored (a checkout keeps its quote as made): the
 * taxable amount from its own figures ({@link vatBaseOf}) and the VAT-inclusive figures
 * ({@link inclVatFigures}). Its amounts are never recomputed. A complete quote is returned as it is.
 */
export function completeQuote(q: QuoteObject): QuoteObject {
  if (q.subtotalInclVat !== undefined && q.taxableAmount !== undefined && q.lines.every((l) => l.amountInclVat !== undefined)) return q;
  const withVat = inclVatFigures(q);
  return {
    ...q,
    lines: q.lines.map((l, i) => ({
      ...l,
      dailyPriceInclVat: withVat.lineDailyPricesInclVat[i],
      amountInclVat: withVat.lineAmountsInclVat[i],
    })),
    taxableAmount: taxableAmount(q.subtotal, q.discount, vatBaseOf(q)),
    subtotalInclVat: withVat.subtotalInclVat,
    discountInclVat: withVat.discountInclVat,
  };
}

/** The one server-side source of prices: plan + selection -> quote. */
@Injectable()
export class PricingService {
  constructor(
    private readonly plans: PlansService,
    private readonly codes: DiscountCodesService,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly holidays: HolidaysService,
  ) {}

  /** `durations`: every duration label with its delivery days, in offer order (pricing.ts `DURATIONS`). */
  durations(): DurationOptionObject[] {
    return DURATION_LABELS.map((label) => ({ label, days: durationDays(label) }));
  }

  /**
   * `quote`: the price of a selection in fils (spec section 9).
   * @throws PLAN_NOT_FOUND, DURATION_NOT_AVAILABLE, MEALS_REQUIRED, TOO_MANY_MEALS, MEAL_CATEGORY_UNAVAILABLE,
   *   START_DATE_INVALID, START_DATE_TOO_EARLY, START_DATE_TOO_LATE, and the discount-code errors
   */
  async quote(input: SelectionInput, now = new Date(), lang: Language = Language.en): Promise<QuoteObject> {
    return this.localizeQuote((await this.price(input, now)).quote, lang);
  }

  /**
   * `quote` as shown to a reader of `lang`: the plan's and its promotion's names in Arabic for ar (each
   * only while the plan and promotion still carry the names the quote was made with; English otherwise).
   * Amounts and everything stored (checkouts and orders keep the English) are unchanged.
   */
  async localizeQuote(quote: QuoteObject, lang: Language): Promise<QuoteObject> {
    if (lang === Language.en) return quote;
    const [en, ar] = await Promise.all([this.plans.findActive(quote.planId), this.plans.findActive(quote.planId, lang)]);
    if (!en || !ar) return quote;
    const planName = en.name === quote.planName ? ar.name : quote.planName;
    const promotion =
      quote.promotion && en.promotion?.name === quote.promotion.name && ar.promotion
        ? { ...quote.promotion, name: ar.promotion.name }
        : quote.promotion;
    return { ...quote, planName, promotion };
  }

  /** Validates and prices a selection; errors as {@link quote}. */
  async price(input: SelectionInput, now = new Date()): Promise<PricedSelection> {
    const plan = await this.plans.findActive(input.planId);
    if (!plan) throw PricingErrors.planNotFound();
    if (!isDuration(input.duration)) throw PricingErrors.durationInvalid(DURATION_LABELS);
    const duration = input.duration;
    if (plan.isTrial && duration !== TRIAL_DURATION) throw PricingErrors.trialDurationOnly();
    if (!plan.isTrial && duration === TRIAL_DURATION) throw PricingErrors.trialDurationForTrialOnly();

    const customCounts = countsOf(input.isCustom);
    const isCustom = !plan.isTrial && mealsPerDay(customCounts) > 0;
    const counts = plan.isTrial ? TRIAL_COUNTS : isCustom ? customCounts : countsOf(input.meals ?? NO_MEALS);
    assertMealCounts(counts);

    const mealIds = Object.fromEntries(CATEGORIES.map((c) => [c, [] as string[]])) as Record<Category, string[]>;
    for (const meal of [...plan.planMeals].sort((a, b) => a.name.localeCompare(b.name))) {
      mealIds[meal.category as Category]?.push(meal.id);
    }
    for (const c of CATEGORIES) {
      if (counts[c] > 0 && mealIds[c].length === 0) throw PricingErrors.categoryUnavailable(CATEGORY_LABELS[c].toLowerCase());
    }

    const startDate = parseStartDate(input.startDate);
    if (!startDate) throw PricingErrors.startDateInvalid();
    assertStartDate(startDate, now);

    const promotion = plan.promotion ?? null;
    const rawCode = normalizeCode(input.discountCode);
    const code = rawCode ? await this.codes.accept(rawCode, { trial: plan.isTrial, promoted: Boolean(promotion) }, now) : null;

    const week = chooseWeek(plan, input.deliveryDaysPerWeek);
    const days = deliveriesOf(durationDays(duration), week.deliveryDays);
    const deliveries = deliveryDaysFrom(startDate, days, deliveryDayRule(week.daysOff, await this.holidays.closedDays()));
    const breakdown = computeBreakdown({
      planPrice: plan.price,
      dailyPrices: plan.dailyPrices,
      trial: plan.isTrial,
      counts,
      days,
      promotionPercent: promotion?.discountPercentage,
      codePercent: code?.percentage,
      vatBase: this.cfg.VAT_BASE,
    });
    const withVat = inclVatFigures(breakdown);
    const quote: QuoteObject = {
      planId: plan.id,
      planName: plan.name,
      isTrial: plan.isTrial,
      duration,
      days,
      deliveryDaysPerWeek: week.deliveryDays,
      daysOff: week.daysOff,
      startDate: deliveries[0],
      endDate: deliveries[deliveries.length - 1],
      mealCounts: { ...counts },
      mealsCount: mealsPerDay(counts),
      meals: mealLabels(counts),
      custom: isCustom,
      lines: breakdown.lines.map((l, i) => ({
        ...l,
        category: l.category as MealCategory,
        dailyPriceInclVat: withVat.lineDailyPricesInclVat[i],
        amountInclVat: withVat.lineAmountsInclVat[i],
      })),
      subtotal: breakdown.subtotal,
      taxableAmount: taxableAmount(breakdown.subtotal, breakdown.discount, this.cfg.VAT_BASE),
      vat: breakdown.vat,
      subtotalInclVat: withVat.subtotalInclVat,
      discountInclVat: withVat.discountInclVat,
      vatPercent: VAT_PERCENT,
      deliveryFee: breakdown.deliveryFee,
      discount: breakdown.discount,
      total: breakdown.total,
      discountCode: code,
      promotion: promotion ? { name: promotion.name, discountPercentage: promotion.discountPercentage } : null,
      orderType: orderTypeOf({ trial: plan.isTrial, promoted: Boolean(promotion), custom: isCustom }),
      currency: 'AED',
    };
    return {
      quote,
      selection: {
        planId: plan.id,
        duration,
        counts: { ...counts },
        isCustom,
        startDate,
        deliveryDaysPerWeek: week.deliveryDays,
        discountCode: code?.code ?? null,
      },
      mealIds,
    };
  }
}
