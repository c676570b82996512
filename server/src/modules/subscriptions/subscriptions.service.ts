import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import type { MealCategory } from '../meals/meal.schema.js';
import { CATEGORIES, endDateOf, type Category, type MealCounts } from '../pricing/pricing.js';
import type { UserSubscriptionObject } from './dto/subscription.object.js';
import { buildSchedule } from './schedule.js';
import { SubscriptionRepository, type SubscriptionWithNames } from './subscriptions.repository.js';
import { DeliveryStatus, SubscriptionStatus } from './subscription.schema.js';

/** What a paid order's subscription is made from. */
export interface NewSubscription {
  userId: Types.ObjectId;
  planId: Types.ObjectId;
  orderId: Types.ObjectId;
  /** First delivery day, UTC midnight. */
  startDate: Date;
  days: number;
  counts: MealCounts;
  /** The plan's meals of each category, in rotation order. */
  mealIds: Record<Category, Types.ObjectId[]>;
}

const CATEGORY_ORDER = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

export function toUserSubscriptionObject(s: SubscriptionWithNames): UserSubscriptionObject {
  const planMeals = [...s.planMeals].sort((a, b) =>
    a.scheduledDate.getTime() - b.scheduledDate.getTime() || (CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)!));
  return {
    id: s._id.toString(),
    planId: s.plan?._id.toString() ?? '',
    planName: s.plan?.name ?? '',
    orderId: s.order.toString(),
    startDate: s.startDate,
    endDate: s.endDate,
    status: s.status,
    planMeals: planMeals.map((m) => ({
      id: m._id.toString(),
      category: m.category,
      mealId: m.meal?._id.toString() ?? '',
      mealName: m.meal?.name ?? '',
      scheduledDate: m.scheduledDate,
      deliveryStatus: m.deliveryStatus,
    })),
  };
}

/** Subscriptions and their delivery schedules (issue 3 §4). */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly subscriptions: SubscriptionRepository) {}

  /**
   * Fulfilment step 2: the order's subscription with its full schedule, created once (keyed by the
   * order). Status Active; every planned meal Pending.
   */
  async ensureForOrder(s: NewSubscription): Promise<void> {
    const planMeals = buildSchedule(s.startDate, s.days, s.counts, s.mealIds).map((m) => ({
      category: m.category as MealCategory,
      meal: m.meal,
      scheduledDate: m.scheduledDate,
      deliveryStatus: DeliveryStatus.Pending,
    }));
    await this.subscriptions.insertForOrder({
      user: s.userId,
      plan: s.planId,
      order: s.orderId,
      startDate: s.startDate,
      endDate: endDateOf(s.startDate, s.days),
      status: SubscriptionStatus.Active,
      planMeals,
    });
  }

  /** `mySubscription`: the caller's newest subscription with meal names, or null when none. */
  async mine(caller: AuthUser): Promise<UserSubscriptionObject | null> {
    const s = await this.subscriptions.findLatestForUser(caller.id);
    return s ? toUserSubscriptionObject(s) : null;
  }
}
