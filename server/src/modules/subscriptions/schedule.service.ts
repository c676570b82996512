import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Recipient } from '../notifications/notifications.types.js';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff } from '../../common/auth/ownership.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { formatDateDMY, parseCalendarDate } from '../../common/format/dates.js';
import { cutoffOf, formatDubaiDateTime, menuCutoffRule, pauseNoticeRule } from '../../common/format/dubai-days.js';
import type { MealCategory } from '../meals/meals.types.js';
import { MailerService } from '../notifications/mailer.service.js';
import { HolidaysService } from '../holidays/holidays.service.js';
import { PlansService } from '../plans/plans.service.js';
import { UsersService } from '../users/users.service.js';
import { CATEGORY_LABELS, type Category } from '../pricing/pricing.rules.js';
import type { DayMenu, PausePreview } from './dto/schedule.objects.js';
import type { UserSubscriptionObject } from './dto/subscription.object.js';
import { changeSet, findEntry, hasNotice, MAX_PAUSED_DAYS, planPause, planResume, stateOf } from './schedule-changes.js';
import { DayMenuService } from './day-menu.service.js';
import { ScheduleErrors } from './schedule.errors.js';
import { ScheduleEvents } from './schedule-events.service.js';
import { DeliveryStatus, SubscriptionStatus, type Subscription } from './subscription.schema.js';
import { SubscriptionRepository } from './subscriptions.repository.js';
import { SubscriptionsService, toUserSubscriptionObject } from './subscriptions.service.js';
import { Language } from '../../common/i18n/language.js';

/** Attempts of a read-modify-write before SCHEDULE_CHANGED. */
const WRITE_ATTEMPTS = 3;

/** One row of the REST schedule (spec section 3 "User plan order detail"). */
export interface ScheduleRestRow {
  _id: string;
  user: string;
  plan: string;
  plan_name: string;
  status: SubscriptionStatus;
  start_date: string;
  end_date: string;
  plan_meals: {
    _id: string;
    category: string;
    meal_details: { _id: string; name: string };
    /** ISO 8601, UTC midnight. */
    scheduled_date: string;
    delivery_status: DeliveryStatus;
  }[];
}

/** The `deliveryStatus` path values the REST document lists. */
export const DELIVERY_STATUS_PARAMS = [...Object.values(DeliveryStatus), 'Out for delivery', 'all'];

/** The REST `deliveryStatus` path value: a status (`Pending`, `OutForDelivery` or its label `Out for delivery`, ...) or `all`. */
export function parseDeliveryStatusParam(value: string): DeliveryStatus | 'all' | null {
  const key = value.replace(/[\s_-]+/g, '').toLowerCase();
  if (key === 'all') return 'all';
  return Object.values(DeliveryStatus).find((s) => s.toLowerCase() === key) ?? null;
}

function label(category: string): string {
  return CATEGORY_LABELS[category as Category] ?? category;
}

/**
 * The customer's schedule: reading it (GraphQL and the REST shim), pauses and skips, resuming, and
 * menu changes. Owners and staff may act on a subscription; another customer gets
 * FORBIDDEN. Every change is a read-modify-write conditional on `scheduleVersion`, retried on conflict.
 */
@Injectable()
export class ScheduleService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly plans: PlansService,
    private readonly mailer: MailerService,
    private readonly users: UsersService,
    private readonly events: ScheduleEvents,
    private readonly dayMenus: DayMenuService,
    private readonly subscriptionsService: SubscriptionsService,
    private readonly holidays: HolidaysService,
  ) {}

  /**
   * `subscriptionSchedule`: one subscription with its schedule, plan and meal names in `lang`.
   * @throws SUBSCRIPTION_NOT_FOUND, FORBIDDEN
   */
  async schedule(caller: AuthUser, id: string, lang: Language = Language.en): Promise<UserSubscriptionObject> {
    return this.answer(await this.owned(caller, id), lang);
  }

  /**
   * `s` as the schedule answers show it, names in `lang`: they come from the catalog copies (a populate only for a
   * plan or meal they do not know yet), so this reads nothing more. @throws SUBSCRIPTION_NOT_FOUND (gone meanwhile)
   */
  private async answer(s: Subscription, lang: Language): Promise<UserSubscriptionObject> {
    const named = await this.subscriptionsService.withNames(s);
    if (!named) throw ScheduleErrors.notFound();
    return toUserSubscriptionObject(named, this.clock.now(), null, lang);
  }

  /**
   * `GET /api/orders/getOrdersDetailBySpecificUserAndDeliveryStatus/{userId}/{deliveryStatus}`: the
   * user's subscriptions, newest first, each with the planned meals of that delivery status (or all),
   * by date then category.
   * @throws FORBIDDEN (another customer's id), BAD_REQUEST ('Unknown delivery status "x".', 'Invalid user id.')
   */
  async scheduleByStatus(caller: AuthUser, userId: string, statusParam: string): Promise<ScheduleRestRow[]> {
    if (!isOwnerOrStaff(caller, userId)) throw CommonErrors.forbidden();
    const status = parseDeliveryStatusParam(statusParam);
    if (!status) throw ScheduleErrors.unknownDeliveryStatus(statusParam);
    if (!isObjectIdString(userId)) throw CommonErrors.badRequest('Invalid user id.');
    const now = this.clock.now();
    return (await this.subscriptions.findAllForUserWithNames(userId)).map((s) => {
      const o = toUserSubscriptionObject(s, now);
      return {
        _id: o.id,
        user: s.user.toString(),
        plan: o.planId,
        plan_name: o.planName,
        status: o.status,
        start_date: o.startDate.toISOString(),
        end_date: o.endDate.toISOString(),
        plan_meals: o.planMeals
          .filter((m) => status === 'all' || m.deliveryStatus === status)
          .map((m) => ({
            _id: m.id,
            category: m.category,
            meal_details: { _id: m.mealId, name: m.mealName },
            scheduled_date: m.scheduledDate.toISOString(),
            delivery_status: m.deliveryStatus,
          })),
      };
    });
  }

  /**
   * `previewPause`: what pausing `from`..`to` would do, without writing.
   * @throws as {@link pause}
   */
  async previewPause(caller: AuthUser, id: string, from: string, to: string): Promise<PausePreview> {
    const s = await this.owned(caller, id);
    assertActive(s);
    const [f, t] = [parseCalendarDate(from)!, parseCalendarDate(to)!];
    const change = planPause(stateOf(s, await this.holidays.closedDays()), f, t, this.clock.now(), pauseNoticeRule(this.cfg));
    return {
      from: f,
      to: t,
      pausedDays: change.days,
      totalPausedDays: change.totalPausedDays,
      pauseDaysLeft: MAX_PAUSED_DAYS - change.totalPausedDays,
      newEndDate: change.endDate,
    };
  }

  /**
   * `pauseSubscription`: pauses `from`..`to` (a one-day skip when equal). The meals of those days move
   * to the days after the end date, which moves out by as many days (rules in schedule-changes.ts).
   * @throws SUBSCRIPTION_NOT_FOUND, FORBIDDEN, SUBSCRIPTION_NOT_ACTIVE, PAUSE_RANGE_INVALID, PAUSE_NOTICE,
   *   PAUSE_OUTSIDE_SCHEDULE, PAUSE_OVERLAP, PAUSE_LIMIT, DELIVERY_IN_PROGRESS, SCHEDULE_CHANGED
   */
  async pause(caller: AuthUser, id: string, from: string, to: string, lang: Language = Language.en): Promise<UserSubscriptionObject> {
    const [f, t] = [parseCalendarDate(from)!, parseCalendarDate(to)!];
    const closed = await this.holidays.closedDays();
    const updated = await this.change(
      caller,
      id,
      (s, now) => changeSet(planPause(stateOf(s, closed), f, t, now, pauseNoticeRule(this.cfg))),
      {
        // Before the pause is stored, so `planStatus` never skips a lookup that would find it.
        beforeWrite: (s) => this.users.raisePausedUntil(s.user, t),
      },
    );
    const { after, account } = await this.afterChange(updated, lang);
    if (account) this.mailer.sendAfterAnswer('scheduleChanged', account, { kind: 'pause', from: f, to: t, endDate: after.endDate });
    return after;
  }

  /**
   * `resumeSubscription`: gives back every paused day at least 48 hours ahead (a running pause keeps
   * the days before that); the end date comes back accordingly.
   * @throws SUBSCRIPTION_NOT_FOUND, FORBIDDEN, SUBSCRIPTION_NOT_ACTIVE, NOTHING_TO_RESUME, SCHEDULE_CHANGED
   */
  async resume(caller: AuthUser, id: string, lang: Language = Language.en): Promise<UserSubscriptionObject> {
    const closed = await this.holidays.closedDays();
    const updated = await this.change(caller, id, (s, now) => changeSet(planResume(stateOf(s, closed), now, pauseNoticeRule(this.cfg))));
    const { after, account } = await this.afterChange(updated, lang);
    if (account) this.mailer.sendAfterAnswer('scheduleChanged', account, { kind: 'resume', endDate: after.endDate });
    return after;
  }

  /**
   * `swapMeal` (spec /update_user_menu): replaces the `index`-th `category` meal of `date` with
   * `mealId`, which must be an active meal of that category on the subscription's plan. The day must
   * be before its cut-off (MENU_CUTOFF_HOURS before it begins in Dubai, at CUTOFF_TIME).
   * @returns the updated day (names in `lang`).
   * @throws SUBSCRIPTION_NOT_FOUND, FORBIDDEN, SUBSCRIPTION_NOT_ACTIVE, CUTOFF_PASSED, DAY_NOT_SCHEDULED,
   *   DELIVERY_IN_PROGRESS, MEAL_NOT_ON_PLAN, SCHEDULE_CHANGED
   */
  async swapMeal(
    caller: AuthUser,
    input: { subscriptionId: string; date: string; category: MealCategory; index: number; mealId: string },
    lang: Language = Language.en,
  ): Promise<DayMenu> {
    const day = parseCalendarDate(input.date)!;
    const s = await this.owned(caller, input.subscriptionId);
    assertActive(s);
    const cutoff = menuCutoffRule(this.cfg);
    const closed = () => ScheduleErrors.cutoffPassed(formatDateDMY(day), formatDubaiDateTime(cutoffOf(day, cutoff)));
    if (!hasNotice(day, this.clock.now(), cutoff)) throw closed();
    const pick = (sub: Subscription) => {
      const entry = findEntry(stateOf(sub).entries, day, input.category, input.index);
      if (!entry)
        throw ScheduleErrors.noDelivery(
          formatDateDMY(day),
          input.index > 0 ? `${label(input.category)} number ${input.index + 1}` : label(input.category),
        );
      if (entry.deliveryStatus !== DeliveryStatus.Pending) throw ScheduleErrors.notPending();
      return entry;
    };
    pick(s);
    if (!(await this.plans.offersMeal(s.plan.toString(), input.mealId, input.category)))
      throw ScheduleErrors.mealNotOnPlan(label(input.category));
    const meal = new Types.ObjectId(input.mealId);
    const updated = await this.change(
      caller,
      input.subscriptionId,
      (sub, now) => {
        if (!hasNotice(day, now, cutoff)) throw closed();
        return { [`planMeals.${pick(sub).index}.meal`]: meal };
      },
      { known: s },
    );
    // The answer is built from the write's result: no second read of the subscription.
    return this.dayMenus.dayMenu(caller, input.subscriptionId, input.date, lang, updated);
  }

  /** The subscription if `caller` owns it or is staff. @throws SUBSCRIPTION_NOT_FOUND, FORBIDDEN */
  private async owned(caller: AuthUser, id: string): Promise<Subscription> {
    const s = isObjectIdString(id) ? await this.subscriptions.findById(id) : null;
    if (!s) throw ScheduleErrors.notFound();
    if (!isOwnerOrStaff(caller, s.user)) throw CommonErrors.forbidden();
    return s;
  }

  /**
   * What follows a pause or resume that left the subscription as `updated`, side by side: the delivery-slot listeners
   * (awaited, so the bookings follow the schedule before the answer), the answer (`updated` with names in `lang`,
   * not read again) and the owner's account (the customer, also when staff made the change) for the e-mail. The e-mail
   * then goes out with `sendAfterAnswer`: rendering it and the SMTP exchange do not hold up the answer (a mail lost
   * to a crash in between is a notice; the change itself is in the app).
   */
  private async afterChange(updated: Subscription, lang: Language): Promise<{ after: UserSubscriptionObject; account: Recipient | null }> {
    const owner = updated.user.toString();
    const [after, account] = await Promise.all([this.answer(updated, lang), this.users.findById(owner), this.events.changed(owner)]);
    return { after, account };
  }

  /**
   * Applies `compute`'s change to the subscription (retrying a lost race, each retry on a fresh read).
   * `options.known`: the subscription as the caller just read it (owned and checked), used for the first try.
   * `options.beforeWrite`: runs once the change is computed (so it is allowed), before each write is tried.
   * @returns the subscription as the write left it.
   */
  private async change(
    caller: AuthUser,
    id: string,
    compute: (s: Subscription, now: Date) => Record<string, unknown>,
    { known, beforeWrite }: { known?: Subscription; beforeWrite?: (s: Subscription) => Promise<void> } = {},
  ): Promise<Subscription> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const s = attempt === 0 && known ? known : await this.owned(caller, id);
      assertActive(s);
      const set = compute(s, this.clock.now());
      await beforeWrite?.(s);
      const updated = await this.subscriptions.applyScheduleChange(s._id, s.scheduleVersion ?? 0, set);
      if (updated) return updated;
    }
    throw ScheduleErrors.concurrentChange();
  }
}

/** Schedule changes apply to running plans: Active, or Paused (stored while a pause covers today). */
function assertActive(s: Subscription): void {
  if (s.status !== SubscriptionStatus.Active && s.status !== SubscriptionStatus.Paused) throw ScheduleErrors.notActive();
}
