import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import type { Meal } from '../meals/meal.schema.js';
import { Plan } from './plan.schema.js';
import { PlanPromotion } from './plan-promotion.schema.js';

/** A plan with its meals loaded. */
export type PlanWithMeals = Omit<Plan, 'planMeals'> & { planMeals: Meal[] };
/** A promotion with its plan loaded. */
export type PromotionWithPlan = Omit<PlanPromotion, 'plan'> & { plan: Plan };

/** The plans and planpromotions collections. */
@Injectable()
export class PlanRepository {
  constructor(
    @InjectModel(Plan.name) private readonly plans: Model<Plan>,
    @InjectModel(PlanPromotion.name) private readonly promotions: Model<PlanPromotion>,
  ) {}

  async findActivePage(page: number, limit: number): Promise<{ rows: PlanWithMeals[]; total: number }> {
    const filter = { active: true };
    const [rows, total] = await Promise.all([
      this.plans.find(filter).sort({ sortOrder: 1, name: 1 }).skip((page - 1) * limit).limit(limit)
        .populate({ path: 'planMeals', match: { active: true } }).lean<PlanWithMeals[]>().exec(),
      this.plans.countDocuments(filter).exec(),
    ]);
    return { rows, total };
  }

  findActiveById(id: string) {
    return this.plans.findOne({ _id: id, active: true })
      .populate({ path: 'planMeals', match: { active: true } }).lean<PlanWithMeals>().exec();
  }

  /** Promotions running at `now` (startDate <= now <= endDate), newest first. */
  findActivePromotions(now: Date) {
    return this.promotions.find({ startDate: trusted({ $lte: now }), endDate: trusted({ $gte: now }) })
      .sort({ startDate: -1 }).populate('plan').lean<PromotionWithPlan[]>().exec();
  }

  /** Inserts or updates a plan by unique name (seed; idempotent). Returns its id. */
  async upsertPlanByName(plan: Omit<Plan, '_id' | 'createdAt' | 'updatedAt'>): Promise<Types.ObjectId> {
    const doc = await this.plans.findOneAndUpdate({ name: plan.name }, { $set: plan }, { upsert: true, returnDocument: 'after' }).lean<Plan>().exec();
    return doc!._id;
  }

  async upsertPromotionByName(promo: Omit<PlanPromotion, '_id' | 'createdAt'>) {
    await this.promotions.updateOne({ name: promo.name }, { $set: promo }, { upsert: true }).exec();
  }

  countPlans() {
    return this.plans.countDocuments({}).exec();
  }
}
