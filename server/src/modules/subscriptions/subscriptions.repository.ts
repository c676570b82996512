import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { Subscription, type PlannedMeal } from './subscription.schema.js';

/** A subscription with its plan name and meal names loaded. */
export type SubscriptionWithNames = Omit<Subscription, 'plan' | 'planMeals'> & {
  plan: { _id: Types.ObjectId; name: string } | null;
  planMeals: (Omit<Subscription['planMeals'][number], 'meal'> & { meal: { _id: Types.ObjectId; name: string } | null })[];
};

/** The subscriptions collection. */
@Injectable()
export class SubscriptionRepository {
  constructor(@InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>) {}

  /**
   * Creates the order's subscription unless it exists (upsert keyed by the unique `order`, `$setOnInsert`).
   * Idempotent under concurrency: a racing duplicate insert is refused by the index and ignored.
   */
  async insertForOrder(data: Omit<Subscription, '_id' | 'createdAt' | 'updatedAt' | 'planMeals'> & { planMeals: Omit<PlannedMeal, '_id'>[] }): Promise<void> {
    await this.subscriptions.init();
    const { order, planMeals, ...rest } = data;
    const withIds = planMeals.map((m) => ({ _id: new Types.ObjectId(), ...m }));
    try {
      await this.subscriptions.updateOne({ order }, { $setOnInsert: { ...rest, planMeals: withIds } }, { upsert: true }).exec();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  /** The user's newest subscription, with plan and meal names. */
  findLatestForUser(userId: string) {
    return this.subscriptions.findOne({ user: new Types.ObjectId(userId) }).sort({ createdAt: -1, _id: -1 })
      .populate([{ path: 'plan', select: 'name' }, { path: 'planMeals.meal', select: 'name' }])
      .lean<SubscriptionWithNames>().exec();
  }
}
