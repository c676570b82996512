import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import type { Meal } from '../meals/meals.types.js';
import { Plan } from './plan.schema.js';
import { PlanPromotion } from './plan-promotion.schema.js';
import { findPage } from '../../common/database/find-page.js';
import { insertUnique, modelReady } from '../../common/database/writes.js';

/** A plan with its meals loaded. */
export type PlanWithMeals = Omit<Plan, 'planMeals'> & { planMeals: Meal[] };
/** A promotion with its plan loaded. */
export type PromotionWithPlan = Omit<PlanPromotion, 'plan'> & { plan: Plan };

/** The fields a plan is written with. */
export type PlanData = Omit<Plan, '_id' | 'createdAt' | 'updatedAt'>;
/** The fields a promotion is written with. */
export type PromotionData = Omit<PlanPromotion, '_id' | 'createdAt'>;

/** Promotions ended before `now` (`expired`) or not; `search` matches the promotion name or one of `planIds`. */
function promotionFilter(q: { expired: boolean; now: Date; search: RegExp | null; planIds: Types.ObjectId[] }) {
  return {
    endDate: q.expired ? trusted({ $lt: q.now }) : trusted({ $gte: q.now }),
    ...(q.search ? { $or: [{ name: q.search }, ...(q.planIds.length ? [{ plan: trusted({ $in: q.planIds }) }] : [])] } : {}),
  };
}

/** Plans whose `active` is `q.active` (any when undefined) and whose name or description matches `search`. */
function planFilter(q: { search: RegExp | null; active?: boolean }) {
  return {
    ...(q.active !== undefined ? { active: q.active } : {}),
    ...(q.search ? { $or: [{ name: q.search }, { description: q.search }] } : {}),
  };
}

/** The plans and planpromotions collections. */
@Injectable()
export class PlanRepository {
  constructor(
    @InjectModel(Plan.name) private readonly plans: Model<Plan>,
    @InjectModel(PlanPromotion.name) private readonly promotions: Model<PlanPromotion>,
  ) {}

  async findActivePage(page: number, limit: number): Promise<{ rows: PlanWithMeals[]; total: number }> {
    const filter = { active: true };
    return findPage<Plan, PlanWithMeals>(this.plans, filter, { sortOrder: 1, name: 1 }, page, limit, {
      populate: { path: 'planMeals', match: { active: true } },
    });
  }

  /** Every plan's id, name and Arabic name (`translations.ar.name`, when it has one). */
  findAllNames() {
    return this.plans.find({}, { name: 1, 'translations.ar.name': 1 }).lean<Pick<Plan, '_id' | 'name' | 'translations'>[]>().exec();
  }

  findActiveById(id: string) {
    return this.plans
      .findOne({ _id: id, active: true })
      .populate({ path: 'planMeals', match: { active: true } })
      .lean<PlanWithMeals>()
      .exec();
  }

  /** Whether plan `planId` is active and lists meal `mealId` (ids as 24 hex digits); reads the plan's `_id` only. */
  async listsMeal(planId: string, mealId: string): Promise<boolean> {
    const found = await this.plans
      .findOne({ _id: planId, active: true, planMeals: new Types.ObjectId(mealId) }, { _id: 1 })
      .lean<Pick<Plan, '_id'>>()
      .exec();
    return found !== null;
  }

  /** Promotions running at `now` (startDate <= now <= endDate), newest first. */
  findActivePromotions(now: Date) {
    return this.promotions
      .find({ startDate: trusted({ $lte: now }), endDate: trusted({ $gte: now }) })
      .sort({ startDate: -1 })
      .populate('plan')
      .lean<PromotionWithPlan[]>()
      .exec();
  }

  /** Inserts or updates a plan by unique name (seed; idempotent). Returns its id. */
  async upsertPlanByName(plan: Omit<Plan, '_id' | 'createdAt' | 'updatedAt'>): Promise<Types.ObjectId> {
    const doc = await this.plans
      .findOneAndUpdate({ name: plan.name }, { $set: plan }, { upsert: true, returnDocument: 'after' })
      .lean<Plan>()
      .exec();
    return doc._id;
  }

  async upsertPromotionByName(promo: Omit<PlanPromotion, '_id' | 'createdAt'>) {
    await this.promotions.updateOne({ name: promo.name }, { $set: promo }, { upsert: true }).exec();
  }

  countPlans() {
    return this.plans.countDocuments({}).exec();
  }

  /** Admin list: every plan (inactive too) matching the filters, one page in `sort` order, with every assigned meal. */
  async findPage(
    q: { search: RegExp | null; active?: boolean },
    page: number,
    limit: number,
    sort: SortSpec,
  ): Promise<{ rows: PlanWithMeals[]; total: number }> {
    return findPage<Plan, PlanWithMeals>(this.plans, planFilter(q), sort, page, limit, { populate: 'planMeals' });
  }

  /** Every plan matching the admin list's filters, in `sort` order, read from a cursor (meals as ids). */
  cursorFor(q: { search: RegExp | null; active?: boolean }, sort: SortSpec): AsyncIterable<Plan> {
    return this.plans.find(planFilter(q)).sort(sort).lean<Plan[]>().cursor({ batchSize: 500 });
  }

  /** Every promotion matching the promotion list's filters, in `sort` order, with its plan, read from a cursor. */
  promotionCursor(
    q: { expired: boolean; now: Date; search: RegExp | null; planIds: Types.ObjectId[] },
    sort: SortSpec,
  ): AsyncIterable<PromotionWithPlan> {
    return this.promotions.find(promotionFilter(q)).sort(sort).populate('plan').lean<PromotionWithPlan[]>().cursor({ batchSize: 500 });
  }

  /** Any plan by id with every assigned meal (inactive too). `id` must be an ObjectId string. */
  findByIdWithMeals(id: string | Types.ObjectId) {
    return this.plans.findById(id).populate('planMeals').lean<PlanWithMeals>().exec();
  }

  /** Any plan by id, meals as ids. */
  findById(id: string | Types.ObjectId) {
    return this.plans.findById(id).lean<Plan>().exec();
  }

  /** Ids and names of the plans whose name matches `search` (the orders grid's search by plan). */
  async findNamesMatching(search: RegExp): Promise<{ _id: Types.ObjectId; name: string }[]> {
    return this.plans.find({ name: search }, { _id: 1, name: 1 }).lean<{ _id: Types.ObjectId; name: string }[]>().exec();
  }

  /** Ids of the plans whose name matches `search` (promotion search by plan name). */
  async findIdsByName(search: RegExp): Promise<Types.ObjectId[]> {
    return (await this.plans.find({ name: search }, { _id: 1 }).lean<Pick<Plan, '_id'>[]>().exec()).map((p) => p._id);
  }

  /** Inserts a plan. @throws the driver's duplicate-key error (11000) when the name is taken. */
  create(data: PlanData): Promise<Plan> {
    return insertUnique(this.plans, data);
  }

  /** Sets (and unsets) fields; returns the updated plan, or null when unknown. @throws 11000 when a new name is taken. */
  update(id: string | Types.ObjectId, set: Record<string, unknown>, unset: string[] = []) {
    const update = { $set: set, ...(unset.length ? { $unset: Object.fromEntries(unset.map((k) => [k, 1])) } : {}) };
    return this.plans.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after', runValidators: true }).lean<Plan>().exec();
  }

  /**
   * Promotions that have ended before `now` (`expired`) or have not (running or upcoming), with their
   * plan; `search` matches the promotion name or one of `planIds` (plans whose name matched).
   */
  async findPromotionPage(
    q: { expired: boolean; now: Date; search: RegExp | null; planIds: Types.ObjectId[] },
    page: number,
    limit: number,
    sort: SortSpec,
  ): Promise<{ rows: PromotionWithPlan[]; total: number }> {
    const filter = promotionFilter(q);
    return findPage<PlanPromotion, PromotionWithPlan>(this.promotions, filter, sort, page, limit, { populate: 'plan' });
  }

  /** A promotion of `plan` whose dates meet [start, end] (at most one per plan at a time). */
  findOverlappingPromotion(plan: Types.ObjectId, start: Date, end: Date) {
    return this.promotions
      .findOne({ plan, startDate: trusted({ $lte: end }), endDate: trusted({ $gte: start }) })
      .lean<PlanPromotion>()
      .exec();
  }

  /** Inserts a promotion and returns it with its plan. @throws 11000 when the name is taken. */
  async createPromotion(data: PromotionData): Promise<PromotionWithPlan> {
    await modelReady(this.promotions); // the unique name index must exist before the first write relies on it
    const doc = await this.promotions.create(data);
    return (await this.promotions.findById(doc._id).populate('plan').lean<PromotionWithPlan>().exec())!;
  }

  /** Deletes a promotion; returns it (with its plan), or null when unknown. `id` must be an ObjectId string. */
  async deletePromotion(id: string): Promise<PromotionWithPlan | null> {
    const found = await this.promotions.findById(id).populate('plan').lean<PromotionWithPlan>().exec();
    if (!found) return null;
    await this.promotions.deleteOne({ _id: found._id }).exec();
    return found;
  }
}
