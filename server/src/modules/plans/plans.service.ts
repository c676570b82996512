import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { isDuplicateKeyError, isObjectIdString } from '../../common/database/object-id.js';
import { dubaiWallClock, formatDateDMY, formatDayLabel } from '../../common/format/dates.js';
import { filsToAed, percentOf, priceInclVat, type VatBase } from '../../common/format/money.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { sortSpec } from '../../common/paging/sort.js';
import { localize, storedTranslations } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import type { BilingualName } from '../../common/i18n/names.js';
import { MealsService, toMealObject } from '../meals/meals.service.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type {
  AdminPlanObject,
  AdminPlanPage,
  PlanObject,
  PlanPromotionObject,
  PlanPromotionPage,
  PlanPromotionSummary,
} from './dto/plan.object.js';
import type {
  CreatePlanInput,
  CreatePlanPromotionInput,
  PlanExportArgs,
  PlanListArgs,
  PlanSortField,
  PromotionListArgs,
  PromotionSortField,
  UpdatePlanInput,
} from './dto/plan.inputs.js';
import { PlanErrors } from './plans.errors.js';
import { PlanRepository, type PlanData, type PlanWithMeals, type PromotionWithPlan } from './plans.repository.js';
import type { DailyPrices, Plan } from './plan.schema.js';
import { Clock } from '../../common/clock.js';
import { CatalogReads } from '../../common/catalog-cache/catalog-reads.js';
import { MealCategory } from '../meals/meals.types.js';
import type { AppError } from '../../common/errors/app-error.js';

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

/** Stored paths of the sortable admin plan columns. */
const PLAN_SORT_PATHS: Record<PlanSortField, string> = {
  name: 'name',
  price: 'price',
  startDate: 'startDate',
  endDate: 'endDate',
  sortOrder: 'sortOrder',
  active: 'active',
  createdAt: 'createdAt',
};
/** Columns of the plans CSV export (money in AED with 2 decimals, dates ISO 8601 UTC). */
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

/** Stored paths of the sortable promotion columns. */
const PROMOTION_SORT_PATHS: Record<PromotionSortField, string> = {
  name: 'name',
  discountPercentage: 'discountPercentage',
  discountedPrice: 'discountedPrice',
  startDate: 'startDate',
  endDate: 'endDate',
  createdAt: 'createdAt',
};

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
  return price - percentOf(price, percentage);
}

/**
 * What checkout charges for a plan's headline price, fils: the price less a running promotion's percentage
 * (none: 0), plus the VAT on `vatBase` (pricing's formula: 5% of the price, or of the discounted price).
 */
export function headlinePriceInclVat(price: number, promotionPercent: number, vatBase: VatBase): number {
  return priceInclVat(price, promotionPercent > 0 ? percentOf(price, promotionPercent) : 0, vatBase);
}

/**
 * A promotion in its GraphQL shape; name, plan name and banner text in `lang` (public), English by default (staff);
 * `discountedPriceInclVat` from the plan's current price with VAT on `vatBase`.
 */
export function toPromotionObject(p: PromotionWithPlan, lang: Language = Language.en, vatBase: VatBase = 'subtotal'): PlanPromotionObject {
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

function toPromotionSummary(
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

/** A plan's four daily prices in fils, each 0 where none is given (spec section 3 `dailyPrices`). */
function dailyPricesOf(prices: { [slot in keyof DailyPrices]?: number | null } | null | undefined): DailyPrices {
  return {
    breakfast: prices?.breakfast ?? 0,
    lunch: prices?.lunch ?? 0,
    dinner: prices?.dinner ?? 0,
    snacks: prices?.snacks ?? 0,
  };
}

/** Plans and their promotions (spec /plans_and_packages, section 3). */
@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlanRepository,
    private readonly meals: MealsService,
    private readonly catalog: CatalogReads,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Ids and names of the plans whose name contains `search` (case-insensitive; regex characters literal), for
   * the staff orders grid's search by plan. A handful of plans: read from the plans collection, not the orders.
   */
  async findNamesMatching(search: string): Promise<{ ids: Types.ObjectId[]; names: string[] }> {
    const pattern = searchPattern(search);
    const plans = pattern ? await this.plans.findNamesMatching(pattern) : [];
    return { ids: plans.map((p) => p._id), names: plans.map((p) => p.name) };
  }

  /**
   * Active plans in display order, each with its running promotion; names and descriptions (plans, meals, promotion) in `lang`.
   * The rows come from this instance's catalog copy while current (common/catalog-cache/catalog-reads.ts).
   */
  async listActive(lang: Language = Language.en): Promise<PlanObject[]> {
    const [{ rows }, promos] = await Promise.all([this.activeRows(), this.runningPromotions()]);
    return rows.map((p) => this.toPlanObject(p, promos.get(p._id.toString()), lang));
  }

  /**
   * The name of every plan, active or not, by id, in both languages (`ar` null when the plan has no Arabic name),
   * from this instance's catalog copy while current.
   */
  namesById(): Promise<Map<string, BilingualName>> {
    return this.catalog.read(
      'plans:names',
      async () =>
        new Map(
          (await this.plans.findAllNames()).map((p) => [p._id.toString(), { en: p.name, ar: p.translations?.ar?.name?.trim() || null }]),
        ),
    );
  }

  /** One active plan in `lang`, or null when unknown or inactive, read from the database (prices for quotes and checkout). */
  async findActive(id: string, lang: Language = Language.en): Promise<PlanObject | null> {
    const [plan, promos] = await Promise.all([this.plans.findActiveById(id), this.activePromotionsByPlan()]);
    return plan ? this.toPlanObject(plan, promos.get(plan._id.toString()), lang) : null;
  }

  /**
   * One active plan in `lang`, or null, from this instance's catalog copy (as {@link listActive}: a staff change
   * shows within about a second on every instance). For display (the public `plan` query, day menus), never for
   * what a customer pays.
   */
  async findActiveForDisplay(id: string, lang: Language = Language.en): Promise<PlanObject | null> {
    const [{ rows }, promos] = await Promise.all([this.activeRows(), this.runningPromotions()]);
    const plan = rows.find((p) => p._id.toString() === id);
    return plan ? this.toPlanObject(plan, promos.get(plan._id.toString()), lang) : null;
  }

  /** `GET /api/plans/`: active plans, paged, in the spec's list shape; names and descriptions in `lang`. */
  async listPage(page: number, limit: number, lang: Language = Language.en): Promise<Paged<PlanListRow>> {
    const { rows, total } = await this.plans.findActivePage(page, limit);
    return { data: rows.map((p) => toPlanListRow(p, lang)), total, totalPages: totalPagesOf(total, limit) };
  }

  /** Promotions running now (their first to last day, read as Dubai days), names and texts in `lang`. */
  async activePromotions(lang: Language = Language.en, now = this.clock.now()): Promise<PlanPromotionObject[]> {
    const promos = await this.plans.findActivePromotions(dubaiWallClock(now));
    return promos.filter((p) => p.plan).map((p) => toPromotionObject(p, lang, this.cfg.VAT_BASE));
  }

  /** `GET /api/planPromotions/active`: the banner texts in `lang`. */
  async activePromotionTexts(lang: Language = Language.en, now = this.clock.now()): Promise<string[]> {
    return (await this.plans.findActivePromotions(dubaiWallClock(now))).map((p) => promotionText(p, lang));
  }

  /** Admin: every plan (inactive too), paged; search matches name or description. Default order: sortOrder, name. */
  async adminPage(args: PlanListArgs): Promise<AdminPlanPage> {
    const sort = sortSpec(args.sortBy, args.sortDir, PLAN_SORT_PATHS, { sortOrder: 1, name: 1, _id: 1 });
    const [{ rows, total }, promos] = await Promise.all([
      this.plans.findPage({ search: searchPattern(args.search), active: args.active ?? undefined }, args.page, args.limit, sort),
      this.activePromotionsByPlan(),
    ]);
    return { data: rows.map((p) => this.toAdminPlanObject(p, promos)), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /**
   * Staff CSV export of the plans grid (`GET /api/plans/export.csv`, issue "back office" §4): every
   * plan matching the grid's search and `active` filter (not only a page), in the grid's sort, as rows
   * of {@link PLAN_CSV_HEADER}, read from a cursor in batches of 500.
   */
  async *exportRows(args: PlanExportArgs): AsyncGenerator<CsvCells[]> {
    const sort = sortSpec(args.sortBy, args.sortDir, PLAN_SORT_PATHS, { sortOrder: 1, name: 1, _id: 1 });
    const active = args.active === undefined ? undefined : args.active === 'true';
    for await (const batch of inBatches(this.plans.cursorFor({ search: searchPattern(args.search), active }, sort), 500)) {
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
   * Staff CSV export of the promotions grid (`GET /api/planPromotions/export.csv`): every promotion of
   * the running/upcoming list (or, `expired`, the ended one) matching the search, in the grid's sort,
   * as rows of {@link PROMOTION_CSV_HEADER}, read from a cursor.
   */
  async *promotionExportRows(expired: boolean, args: PromotionListArgs, now = this.clock.now()): AsyncGenerator<CsvCells[]> {
    const search = searchPattern(args.search);
    const planIds = search ? await this.plans.findIdsByName(search) : [];
    const sort = sortSpec(args.sortBy, args.sortDir, PROMOTION_SORT_PATHS, { startDate: -1, _id: -1 });
    for await (const batch of inBatches(this.plans.promotionCursor({ expired, now: dubaiWallClock(now), search, planIds }, sort), 500)) {
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

  /** The Arabic name of a plan (active or not), trimmed; null when it has none or the plan is unknown. */
  async arabicNameOf(id: Types.ObjectId | string): Promise<string | null> {
    return (await this.namesOf(id))?.translations?.ar?.name?.trim() || null;
  }

  /** A plan's English name and its translations (active or not), or null when unknown: what e-mails fall back on for orders older than Arabic snapshots. */
  async namesOf(id: Types.ObjectId | string): Promise<{ name: string; translations?: { ar?: { name?: string } } } | null> {
    if (typeof id === 'string' && !isObjectIdString(id)) return null;
    const plan = await this.plans.findById(id);
    return plan ? { name: plan.name, translations: plan.translations } : null;
  }

  /** Admin: one plan, active or not, with every assigned meal. @throws NOT_FOUND 'Plan not found.' */
  async adminGet(id: string): Promise<AdminPlanObject> {
    const plan = isObjectIdString(id) ? await this.plans.findByIdWithMeals(id) : null;
    if (!plan) throw PlanErrors.notFound();
    return this.toAdminPlanObject(plan, await this.activePromotionsByPlan());
  }

  /**
   * Admin: adds a plan (fils; missing daily prices 0). It is offered at once when it could be sold
   * ({@link planNotReady}: active meals for what it serves); otherwise it is stored inactive, for staff to
   * add meals and then activate it. `active: true` insists on offering it (refused when not ready);
   * `active: false` always stores it inactive.
   * @throws VALIDATION_FAILED (end before start, unknown meals), PLAN_NAME_TAKEN (409), PLAN_NOT_READY (409,
   *   only with `active: true`).
   */
  async create(input: CreatePlanInput): Promise<AdminPlanObject> {
    assertRange(input.startDate, input.endDate);
    const meals = await this.existingMeals(input.mealIds ?? []);
    const dailyPrices = dailyPricesOf(input.dailyPrices);
    const isTrial = input.isTrial ?? false;
    const notReady = planNotReady({ isTrial, dailyPrices }, meals);
    if (input.active === true && notReady) throw notReady;
    const data: PlanData = {
      name: input.name,
      description: input.description,
      price: input.price,
      dailyPrices,
      ...(input.startDate ? { startDate: input.startDate } : {}),
      ...(input.endDate ? { endDate: input.endDate } : {}),
      planMeals: meals.map((m) => new Types.ObjectId(m.id)),
      image: input.image,
      isTrial,
      ...(input.caloriesPerDay != null ? { caloriesPerDay: input.caloriesPerDay } : {}),
      sortOrder: input.sortOrder ?? 0,
      active: input.active ?? notReady === null,
      ...(storedTranslations(input.translations) ? { translations: storedTranslations(input.translations) } : {}),
    };
    const created = await this.nameChecked(() => this.plans.create(data), PlanErrors.nameTaken);
    return this.adminGet(created._id.toString());
  }

  /**
   * Admin: changes the given fields; null `startDate`, `endDate` or `caloriesPerDay` removes it; given
   * daily prices replace only their slots. Orders already placed keep their own snapshot and quote. An
   * active plan must stay sellable ({@link planNotReady}): a change of `isTrial` or a daily price that would
   * charge for a category without active meals is refused, nothing written.
   * @throws NOT_FOUND, VALIDATION_FAILED (end before start), PLAN_NAME_TAKEN (409), PLAN_NOT_READY (409).
   */
  async update(id: string, input: UpdatePlanInput): Promise<AdminPlanObject> {
    const current = await this.mustFind(id);
    const set: Record<string, unknown> = {};
    const unset: string[] = [];
    for (const key of ['name', 'description', 'price', 'image', 'isTrial', 'sortOrder'] as const) {
      if (input[key] !== undefined && input[key] !== null) set[key] = input[key];
    }
    for (const key of ['startDate', 'endDate', 'caloriesPerDay'] as const) {
      if (input[key] === null) unset.push(key);
      else if (input[key] !== undefined) set[key] = input[key];
    }
    for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const) {
      const v = input.dailyPrices?.[slot];
      if (v !== undefined && v !== null) set[`dailyPrices.${slot}`] = v;
    }
    if (input.translations !== undefined) set.translations = storedTranslations(input.translations) ?? {};
    const start = unset.includes('startDate') ? null : ((set.startDate as Date | undefined) ?? current.startDate);
    const end = unset.includes('endDate') ? null : ((set.endDate as Date | undefined) ?? current.endDate);
    assertRange(start, end);
    if (current.active) {
      const dailyPrices = { ...dailyPricesOf(current.dailyPrices) };
      for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const) {
        const v = set[`dailyPrices.${slot}`];
        if (typeof v === 'number') dailyPrices[slot] = v;
      }
      const isTrial = (set.isTrial as boolean | undefined) ?? current.isTrial;
      await this.assertReady({ ...current, isTrial, dailyPrices });
    }
    const updated = await this.nameChecked(() => this.plans.update(current._id, set, unset), PlanErrors.nameTaken);
    if (!updated) throw PlanErrors.notFound();
    return this.adminGet(id);
  }

  /**
   * Admin: offers a plan on the site (true) or withdraws it (false); running subscriptions are unaffected.
   * Offering needs a plan that can be sold ({@link planNotReady}).
   * @throws NOT_FOUND, PLAN_NOT_READY (409: no active meals, or none of a category it serves).
   */
  async setActive(id: string, active: boolean): Promise<AdminPlanObject> {
    const current = await this.mustFind(id);
    if (active) await this.assertReady(current);
    if (!(await this.plans.update(current._id, { active }))) throw PlanErrors.notFound();
    return this.adminGet(id);
  }

  /**
   * Admin: replaces the plan's meals (their categories come from the meals). Each id must name an
   * existing meal (inactive ones are kept but not offered); repeats are dropped. New checkouts rotate
   * through the plan's active meals; running subscriptions keep their schedules. An active plan must keep
   * an active meal of every category it serves ({@link planNotReady}).
   * @throws NOT_FOUND, VALIDATION_FAILED on `mealIds`, PLAN_NOT_READY (409, an active plan only).
   */
  async setMeals(planId: string, mealIds: string[]): Promise<AdminPlanObject> {
    const current = await this.mustFind(planId);
    const meals = await this.existingMeals(mealIds);
    if (current.active) {
      const notReady = planNotReady(current, meals);
      if (notReady) throw notReady;
    }
    const planMeals = meals.map((m) => new Types.ObjectId(m.id));
    if (!(await this.plans.update(current._id, { planMeals }))) throw PlanErrors.notFound();
    return this.adminGet(planId);
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
   * Admin: adds a promotion to a plan. `discountedPrice` = the plan's price less the percentage
   * (fils, the discount rounded halves up). The end must be after the start; a plan has at most
   * one promotion at any instant.
   * @throws VALIDATION_FAILED, NOT_FOUND (plan), PROMOTION_OVERLAP (409), PROMOTION_NAME_TAKEN (409).
   */
  async createPromotion(input: CreatePlanPromotionInput): Promise<PlanPromotionObject> {
    if (input.endDate.getTime() <= input.startDate.getTime()) throw PlanErrors.endBeforeStart();
    const plan = await this.mustFind(input.planId);
    if (await this.plans.findOverlappingPromotion(plan._id, input.startDate, input.endDate)) throw PlanErrors.promotionOverlap();
    const created = await this.nameChecked(
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
    const search = searchPattern(args.search);
    const planIds = search ? await this.plans.findIdsByName(search) : [];
    const sort = sortSpec(args.sortBy, args.sortDir, PROMOTION_SORT_PATHS, { startDate: -1, _id: -1 });
    return this.plans.findPromotionPage({ expired, now: dubaiWallClock(now), search, planIds }, args.page, args.limit, sort);
  }

  private async mustFind(id: string): Promise<Plan> {
    const plan = isObjectIdString(id) ? await this.plans.findById(id) : null;
    if (!plan) throw PlanErrors.notFound();
    return plan;
  }

  /** The meals of `ids` in that order, repeats dropped; every one must be an existing meal (active or not). */
  private async existingMeals(ids: string[]): Promise<{ id: string; category: string; active: boolean }[]> {
    const unique = [...new Set(ids)];
    if (!unique.every(isObjectIdString)) throw PlanErrors.unknownMeals();
    const found = new Map((await this.meals.findByIds(unique)).map((m) => [m.id, m]));
    if (found.size !== unique.length) throw PlanErrors.unknownMeals();
    return unique.map((id) => found.get(id)!);
  }

  /** Throws {@link planNotReady}'s error for `plan` (trial flag and daily prices as given) with its assigned meals. */
  private async assertReady(plan: Pick<Plan, '_id' | 'isTrial' | 'dailyPrices'>): Promise<void> {
    const withMeals = await this.plans.findByIdWithMeals(plan._id.toString());
    const notReady = planNotReady(plan, (withMeals?.planMeals ?? []).filter(Boolean));
    if (notReady) throw notReady;
  }

  private async nameChecked<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isDuplicateKeyError(err)) throw taken();
      throw err;
    }
  }

  private toAdminPlanObject(p: PlanWithMeals, promos: Map<string, PromotionWithPlan>): AdminPlanObject {
    return {
      ...this.toPlanObject({ ...p, planMeals: p.planMeals.filter(Boolean) }, promos.get(p._id.toString())),
      active: p.active,
      sortOrder: p.sortOrder ?? 0,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    };
  }

  /** Every active plan with its active meals, from this instance's catalog copy while current. */
  private activeRows(): Promise<{ rows: PlanWithMeals[]; total: number }> {
    return this.catalog.read('plans:active', () => this.plans.findActivePage(1, 1000));
  }

  /** The running promotion of each plan, from this instance's catalog copy while current. */
  private runningPromotions(): Promise<Map<string, PromotionWithPlan>> {
    return this.catalog.read('promotions:running', () => this.activePromotionsByPlan());
  }

  private async activePromotionsByPlan(): Promise<Map<string, PromotionWithPlan>> {
    const map = new Map<string, PromotionWithPlan>();
    for (const p of await this.plans.findActivePromotions(dubaiWallClock(this.clock.now()))) {
      const key = p.plan?._id.toString();
      if (key && !map.has(key)) map.set(key, p);
    }
    return map;
  }

  private toPlanObject(p: PlanWithMeals, promo?: PromotionWithPlan, lang: Language = Language.en): PlanObject {
    return localize(
      {
        id: p._id.toString(),
        name: p.name,
        description: p.description,
        price: p.price,
        priceInclVat: priceInclVat(p.price, 0, this.cfg.VAT_BASE),
        dailyPrices: dailyPricesOf(p.dailyPrices),
        startDate: p.startDate ?? null,
        endDate: p.endDate ?? null,
        planMeals: p.planMeals.map((m) => toMealObject(m, lang)),
        image: p.image,
        isTrial: p.isTrial,
        caloriesPerDay: p.caloriesPerDay ?? null,
        promotion: promo ? toPromotionSummary(promo, p.price, this.cfg.VAT_BASE, lang) : null,
        translations: p.translations?.ar ? { ar: p.translations.ar } : null,
      },
      p.translations,
      lang,
      ['name', 'description'],
    );
  }
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

/** A range must not end before it starts. @throws VALIDATION_FAILED on `endDate`. */
function assertRange(start: Date | null | undefined, end: Date | null | undefined): void {
  if (start && end && end.getTime() < start.getTime()) throw PlanErrors.endBeforeStart();
}
