import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { isObjectIdString, uniqueOr } from '../../common/database/object-id.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf, type Paged } from '../../common/paging/page-query.dto.js';
import { storedTranslations } from '../../common/i18n/content.js';
import { Language } from '../../common/i18n/language.js';
import type { BilingualName } from '../../common/i18n/names.js';
import { MealsService } from '../meals/meals.service.js';
import type { MealCategory } from '../meals/meals.types.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AdminPlanObject, AdminPlanPage, PlanObject } from './dto/plan.object.js';
import type { CreatePlanInput, PlanListArgs, UpdatePlanInput } from './dto/plan.inputs.js';
import { planListQuery } from './plan-lists.js';
import { toAdminPlanObject, toPlanListRow, toPlanObject, type PlanListRow } from './plan.mappers.js';
import { normaliseDeliveryWeeks } from './delivery-weeks.rules.js';
import { assertRange, dailyPricesOf, planNotReady } from './plan.rules.js';
import { PlanErrors } from './plans.errors.js';
import { PlanRepository, type PlanData, type PromotionWithPlan } from './plans.repository.js';
import type { Plan } from './plan.schema.js';
import { CatalogReads } from '../../common/catalog-cache/catalog-reads.js';
import { Clock } from '../../common/clock.js';
import { dubaiWallClock } from '../../common/format/dates.js';

/** Plans: the public list and plan, names for other modules, and the staff plan grid and changes (spec /plans_and_packages, section 3). */
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
   * From this instance's catalog copy while current (common/catalog-cache/catalog-reads.ts), kept already mapped, one
   * list per language. The list is new; the plans in it go to every caller, who must not modify them (they hold
   * nothing about a caller).
   */
  async listActive(lang: Language = Language.en): Promise<PlanObject[]> {
    return [...(await this.activeInLanguage(lang))];
  }

  /**
   * Every active plan in `lang` with its running promotion, mapped once per language and catalog generation. The rows
   * and promotions are read for this entry, not taken from other entries, so it is never older than the copy's time
   * to live (a promotion that starts or ends shows within it).
   */
  private activeInLanguage(lang: Language): Promise<PlanObject[]> {
    return this.catalog.read(`plans:objects:${lang}`, async () => {
      const [{ rows }, promos] = await Promise.all([this.plans.findActivePage(1, 1000), this.activePromotionsByPlan()]);
      return rows.map((p) => toPlanObject(p, this.cfg.VAT_BASE, promos.get(p._id.toString()), lang));
    });
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
    return plan ? toPlanObject(plan, this.cfg.VAT_BASE, promos.get(plan._id.toString()), lang) : null;
  }

  /**
   * Whether a customer on plan `planId` may choose meal `mealId` for a `category` slot: the plan is active and
   * lists the meal, and the meal is active and of that category. Read fresh (the plan's `_id` and the one meal,
   * side by side), not from the catalog copy: a meal taken off the menu is refused at once. False for an id
   * that is not 24 hex digits.
   */
  async offersMeal(planId: string, mealId: string, category: MealCategory): Promise<boolean> {
    if (!isObjectIdString(planId) || !isObjectIdString(mealId)) return false;
    const [listed, meal] = await Promise.all([this.plans.listsMeal(planId, mealId), this.meals.findActive(mealId)]);
    return listed && meal?.category === category;
  }

  /**
   * One active plan in `lang`, or null, from this instance's catalog copy (as {@link listActive}: a staff change
   * shows within about a second on every instance). For display (the public `plan` query, day menus), never for
   * what a customer pays.
   */
  async findActiveForDisplay(id: string, lang: Language = Language.en): Promise<PlanObject | null> {
    return (await this.activeInLanguage(lang)).find((p) => p.id === id) ?? null;
  }

  /** `GET /api/plans/`: active plans, paged, in the spec's list shape; names and descriptions in `lang`. */
  async listPage(page: number, limit: number, lang: Language = Language.en): Promise<Paged<PlanListRow>> {
    const { rows, total } = await this.plans.findActivePage(page, limit);
    return { data: rows.map((p) => toPlanListRow(p, lang)), total, totalPages: totalPagesOf(total, limit) };
  }

  /** Admin: every plan (inactive too), paged; search matches name or description. Default order: sortOrder, name. */
  async adminPage(args: PlanListArgs): Promise<AdminPlanPage> {
    const { search, sort } = planListQuery(args);
    const [{ rows, total }, promos] = await Promise.all([
      this.plans.findPage({ search, active: args.active ?? undefined }, args.page, args.limit, sort),
      this.activePromotionsByPlan(),
    ]);
    return { data: rows.map((p) => toAdminPlanObject(p, promos, this.cfg.VAT_BASE)), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /** The Arabic name of a plan (active or not), trimmed; null when it has none or the plan is unknown. */
  async arabicNameOf(id: Types.ObjectId | string): Promise<string | null> {
    return (await this.namesOf(id))?.translations?.ar?.name?.trim() || null;
  }

  /**
   * The Arabic name of the promotion now running on plan `id`, while it is still the one named `englishName` (the
   * name a quote was made with); null when the plan has no such promotion or no Arabic name for it.
   */
  async arabicPromotionNameOf(id: string, englishName: string): Promise<string | null> {
    const [plan, promos] = await Promise.all([this.plans.findActiveById(id), this.activePromotionsByPlan()]);
    if (!plan) return null;
    // One read of the plan and its promotion, seen in both languages.
    const promotion = promos.get(plan._id.toString());
    const en = toPlanObject(plan, this.cfg.VAT_BASE, promotion, Language.en);
    const name = toPlanObject(plan, this.cfg.VAT_BASE, promotion, Language.ar).promotion?.name?.trim();
    return en.promotion?.name === englishName && name && name !== englishName ? name : null;
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
    return toAdminPlanObject(plan, await this.activePromotionsByPlan(), this.cfg.VAT_BASE);
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
      ...(input.deliveryWeeks ? { deliveryWeeks: normaliseDeliveryWeeks(input.deliveryWeeks) } : {}),
      sortOrder: input.sortOrder ?? 0,
      active: input.active ?? notReady === null,
      ...(storedTranslations(input.translations) ? { translations: storedTranslations(input.translations) } : {}),
    };
    const created = await uniqueOr(() => this.plans.create(data), PlanErrors.nameTaken);
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
    if (input.deliveryWeeks) set.deliveryWeeks = normaliseDeliveryWeeks(input.deliveryWeeks);
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
    const updated = await uniqueOr(() => this.plans.update(current._id, set, unset), PlanErrors.nameTaken);
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

  private async activePromotionsByPlan(): Promise<Map<string, PromotionWithPlan>> {
    const map = new Map<string, PromotionWithPlan>();
    for (const p of await this.plans.findActivePromotions(dubaiWallClock(this.clock.now()))) {
      const key = p.plan?._id.toString();
      if (key && !map.has(key)) map.set(key, p);
    }
    return map;
  }
}
