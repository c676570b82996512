import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Clock } from '../../common/clock.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import type { MealCategory } from '../meals/meals.types.js';
import { CATEGORIES, endDateOf, type Category, type MealCounts } from '../pricing/pricing.rules.js';
import { PlanStatus } from '../users/users.types.js';
import { MealsService } from '../meals/meals.service.js';
import { deliveryDayRule, WEEKDAYS } from '../plans/delivery-weeks.rules.js';
import { HolidaysService } from '../holidays/holidays.service.js';
import { PlansService } from '../plans/plans.service.js';
import type { SubscriptionSummaryFields, UserSubscriptionObject } from './dto/subscription.object.js';
import { buildSchedule } from './schedule.js';
import { countsOf, durationOfDays, renewalOf, runningByStart } from './lifecycle.js';
import {
  todayOf,
  daysLeft,
  deliveryDays,
  isPausedOn,
  MAX_PAUSED_DAYS,
  mealsPerDayOf,
  pausedDayCount,
  pauseLength,
} from './schedule-changes.js';
import { SubscriptionRepository, type CatalogName, type SubscriptionWithNames } from './subscriptions.repository.js';
import { Language } from '../../common/i18n/language.js';
import { nameIn, type BilingualName } from '../../common/i18n/names.js';
import { DeliveryStatus, SubscriptionStatus, type Subscription } from './subscription.schema.js';

/** What a paid order's subscription is made from. */
export interface NewSubscription {
  userId: Types.ObjectId;
  planId: Types.ObjectId;
  orderId: Types.ObjectId;
  /** First delivery day (a label). */
  startDate: Date;
  /** Delivery days. */
  days: number;
  /** The week's days off (none: every day). */
  daysOff: readonly string[];
  counts: MealCounts;
  /** The plan's meals of each category, in rotation order. */
  mealIds: Record<Category, Types.ObjectId[]>;
}

const CATEGORY_ORDER = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

/** A loaded plan's or meal's name in `lang`: its Arabic name for ar when it has one, else the English; '' when gone. */
export function catalogNameIn(named: CatalogName | null | undefined, lang: Language = Language.en): string {
  return named ? nameIn({ en: named.name, ar: named.translations?.ar?.name }, lang) : '';
}

/**
 * The fields every view of a subscription starts with ({@link SubscriptionSummaryFields}) and its id:
 * plan id and name in `lang` ('' when the plan is gone), order id, first and last delivery days (UTC midnights).
 */
export function toSubscriptionSummaryFields(
  s: SubscriptionWithNames,
  lang: Language = Language.en,
): SubscriptionSummaryFields & { id: string } {
  return {
    id: s._id.toString(),
    planId: s.plan?._id.toString() ?? '',
    planName: catalogNameIn(s.plan, lang),
    orderId: s.order.toString(),
    startDate: s.startDate,
    endDate: s.endDate,
  };
}

/** Whether the catalog copies `plans` / `meals` know the name of `s`'s plan and of every meal it plans. */
function namesKnown(s: Subscription, plans: Map<string, BilingualName>, meals: Map<string, BilingualName>): boolean {
  return plans.has(s.plan.toString()) && s.planMeals.every((m) => !m.meal || meals.has(m.meal.toString()));
}

/** `s` with its plan's and meals' names looked up in `plans` / `meals` (by id), as a populate of the names gives it. */
function withNames(s: Subscription, plans: Map<string, BilingualName>, meals: Map<string, BilingualName>): SubscriptionWithNames {
  const named = (names: Map<string, BilingualName>, id: Types.ObjectId | null | undefined): CatalogName | null => {
    const name = id ? names.get(id.toString()) : undefined;
    return id && name !== undefined ? { _id: id, name: name.en, translations: name.ar ? { ar: { name: name.ar } } : null } : null;
  };
  return { ...s, plan: named(plans, s.plan), planMeals: s.planMeals.map((m) => ({ ...m, meal: named(meals, m.meal) })) };
}

/**
 * The GraphQL shape of a subscription as seen at `now`: planned meals by date then category; `status`
 * Paused while a pause covers today (UTC); days left, meals per day and pauses; plan and meal names in `lang`.
 */
export function toUserSubscriptionObject(
  s: SubscriptionWithNames,
  now: Date = new Date(),
  renewedFrom: Date | null = null,
  lang: Language = Language.en,
): UserSubscriptionObject {
  const planMeals = [...s.planMeals].sort(
    (a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime() || CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)!,
  );
  const pauses = s.pauses ?? [];
  const pausedDays = pausedDayCount(pauses);
  const renewal = renewalOf(s.endDate, now);
  const running = s.status === SubscriptionStatus.Active || s.status === SubscriptionStatus.Paused;
  const perWeek = 7 - (s.daysOff?.length ?? 0);
  return {
    renewal: {
      open: renewal.open && running && !renewedFrom,
      offeredFrom: renewal.offeredFrom,
      startDate: renewal.startDate,
      duration: durationOfDays(deliveryDays(s.planMeals).length, perWeek),
      meals: countsOf(s.planMeals),
      deliveryDaysPerWeek: perWeek,
      renewedFrom,
    },
    daysLeft: daysLeft(s.planMeals, now),
    mealsPerDay: mealsPerDayOf(s.planMeals),
    deliveryDaysPerWeek: perWeek,
    daysOff: WEEKDAYS.filter((d) => s.daysOff?.includes(d)),
    pauses: pauses.map((p) => ({ from: p.from, to: p.to, days: pauseLength(p) })),
    pausedDays,
    pauseDaysLeft: Math.max(0, MAX_PAUSED_DAYS - pausedDays),
    ...toSubscriptionSummaryFields(s, lang),
    status: s.status === SubscriptionStatus.Active && isPausedOn(pauses, todayOf(now)) ? SubscriptionStatus.Paused : s.status,
    planMeals: planMeals.map((m) => ({
      id: m._id.toString(),
      category: m.category,
      mealId: m.meal?._id.toString() ?? '',
      mealName: catalogNameIn(m.meal, lang),
      scheduledDate: m.scheduledDate,
      deliveryStatus: m.deliveryStatus,
    })),
  };
}

/** Subscriptions and their delivery schedules. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
    private readonly plans: PlansService,
    private readonly meals: MealsService,
    private readonly holidays: HolidaysService,
  ) {}

  /**
   * Fulfilment step 2: the order's subscription with its full schedule, created once (keyed by the
   * order). Status Active; every planned meal Pending.
   */
  async ensureForOrder(s: NewSubscription): Promise<void> {
    const closed = await this.holidays.closedDays();
    const planMeals = buildSchedule(s.startDate, s.days, s.counts, s.mealIds, deliveryDayRule(s.daysOff, closed)).map((m) => ({
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
      endDate: planMeals[planMeals.length - 1]?.scheduledDate ?? endDateOf(s.startDate, s.days),
      daysOff: [...s.daysOff],
      status: SubscriptionStatus.Active,
      planMeals,
    });
  }

  /**
   * `mySubscription`: the caller's current subscription with meal names: the running one (Active or
   * Paused, not ended) that starts first, else the newest; null when none. A renewal bought for it
   * shows as `renewal.renewedFrom`. Plan and meal names in `lang` (Arabic where they have one).
   */
  async mine(caller: AuthUser, lang: Language = Language.en): Promise<UserSubscriptionObject | null> {
    const now = this.clock.now();
    // Only the running plans are read (a customer's past plans, each with all its planned meals, are not), and all of
    // them only when none is running. The catalog copies' names are loaded alongside.
    const [found] = await Promise.all([
      this.subscriptions.findRunningForUser(caller.id, todayOf(now)),
      this.plans.namesById(),
      this.meals.namesById(),
    ]);
    const running = runningByStart(found, now);
    const stored = running[0] ?? (await this.subscriptions.findAllForUser(caller.id))[0];
    if (!stored) return null;
    const next = running.find((s) => s.startDate.getTime() > stored.endDate.getTime());
    // Names from the catalog copies (a populate only for a plan or meal made on another instance in the last second).
    const current = await this.withNames(stored);
    return current ? toUserSubscriptionObject(current, now, next?.startDate ?? null, lang) : null;
  }

  /**
   * `s` with its plan's and meals' names from the catalog copies (no populate); when the copy does not know one yet
   * (made on another instance in the last second), the subscription read again with a populate (null if gone).
   */
  async withNames(s: Subscription): Promise<SubscriptionWithNames | null> {
    const [planNames, mealNames] = await Promise.all([this.plans.namesById(), this.meals.namesById()]);
    return namesKnown(s, planNames, mealNames) ? withNames(s, planNames, mealNames) : this.subscriptions.findByIdWithNames(s._id);
  }

  /**
   * The plan status a user sees (spec `plan_status`): the stored one, except Paused while
   * a pause of one of their Active subscriptions covers today (UTC). Computed on read, never stored.
   * `pausedUntil`: the account's `User.pausedUntil` when read with it (no lookup once today is past it).
   */
  async effectivePlanStatus(userId: string, stored: PlanStatus, pausedUntil?: Date | null): Promise<PlanStatus> {
    if (!this.needsPauseLookup(stored, pausedUntil)) return stored;
    return (await this.pausedToday([userId])).has(userId) ? PlanStatus.Paused : stored;
  }

  /**
   * Whether the shown status needs the pauses looked up: the stored one is Active and a pause may cover today, i.e.
   * the account's `pausedUntil` (the last day any of its pauses was ever set to cover; null: never paused) is today
   * or later, or unknown (undefined).
   */
  needsPauseLookup(stored: PlanStatus, pausedUntil: Date | null | undefined): boolean {
    if (stored !== PlanStatus.Active) return false;
    if (pausedUntil === undefined) return true;
    return pausedUntil !== null && pausedUntil.getTime() >= todayOf(this.clock.now()).getTime();
  }

  /** Which of these users have an Active subscription with a pause covering today (Dubai's day). */
  async pausedToday(userIds: string[]): Promise<Set<string>> {
    const ids = [...new Set(userIds)].filter(isObjectIdString);
    if (ids.length === 0) return new Set();
    const today = todayOf(this.clock.now());
    const rows = await this.subscriptions.findPausesOfActive(ids);
    return new Set(rows.filter((r) => isPausedOn(r.pauses ?? [], today)).map((r) => r.user.toString()));
  }

  /**
   * The days (UTC midnights, ascending, each once) at or after `from` on which `userId`'s running plans (Active, or
   * Paused while a pause covers today: it still delivers after the pause) deliver: a planned meal that is not
   * Cancelled. One read of those fields only. [] for a malformed id.
   */
  async deliveryDaysOf(userId: string, from: Date): Promise<Date[]> {
    if (!isObjectIdString(userId)) return [];
    const meals = (await this.subscriptions.findRunningDaysOfUser(userId)).flatMap((s) => s.planMeals);
    const delivering = meals.filter((m) => m.deliveryStatus !== DeliveryStatus.Cancelled && m.scheduledDate.getTime() >= from.getTime());
    return deliveryDays(delivering).map((t) => new Date(t));
  }

  /** Staff: every subscription of a user, newest first, with plan and meal names. */
  listForUserWithNames(userId: string): Promise<SubscriptionWithNames[]> {
    return isObjectIdString(userId) ? this.subscriptions.findAllForUserWithNames(userId) : Promise.resolve([]);
  }

  /** Staff: one subscription as stored, or null (unknown or malformed id). */
  findRecord(id: string): Promise<Subscription | null> {
    return isObjectIdString(id) ? this.subscriptions.findById(id) : Promise.resolve(null);
  }

  /**
   * Staff: sets the delivery status of the planned meals at these positions, if the schedule is
   * still as read (see {@link SubscriptionRepository.setDeliveryStatusAt}). @returns whether it applied.
   */
  setDeliveryStatusAt(s: Subscription, indexes: number[], status: DeliveryStatus): Promise<boolean> {
    const targets = indexes.map((index) => ({ index, plannedMealId: s.planMeals[index]._id }));
    return this.subscriptions.setDeliveryStatusAt(s._id, s.scheduleVersion ?? 0, targets, status);
  }

  /**
   * The renewal job: running subscriptions (Active or Paused) whose last delivery day is between `from` and `to`
   * (UTC-midnight day labels, inclusive): id, user, plan, order, first and last day, status.
   */
  runningEndingBetween(from: Date, to: Date) {
    return this.subscriptions.findRunningEndingBetween(from, to);
  }

  /**
   * Whether `userId` has a running subscription (Active or Paused) starting after `day` (UTC midnight): a renewal
   * already bought, e.g. by hand with Renew.
   */
  async hasRunningAfter(userId: Types.ObjectId, day: Date): Promise<boolean> {
    const running = await this.subscriptions.findRunningForUser(userId.toString(), day);
    return running.some((s) => s.startDate.getTime() > day.getTime());
  }

  /** The subscription made from an order, as stored, or null. */
  findByOrder(orderId: Types.ObjectId): Promise<Subscription | null> {
    return this.subscriptions.findByOrder(orderId);
  }

  /** Analytics: subscriptions whose stored status is Active (running or about to start). */
  countActive(): Promise<number> {
    return this.subscriptions.countByStatus(SubscriptionStatus.Active);
  }

  /** Kitchen: planned meals on `day` (UTC midnight), not Cancelled, of subscriptions not Cancelled; one row per meal. */
  plannedOn(day: Date): Promise<{ subscriptionId: string; userId: string; category: string; mealId: string }[]> {
    return this.subscriptions.plannedOn(day).then((rows) =>
      rows.map((r) => ({
        subscriptionId: r._id.toString(),
        userId: r.user.toString(),
        category: r.planMeals.category,
        mealId: r.planMeals.meal.toString(),
      })),
    );
  }
}
