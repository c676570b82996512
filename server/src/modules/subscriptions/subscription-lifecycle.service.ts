import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Types } from 'mongoose';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { GENERIC_PLAN_NAME, snapshotName, type BilingualName } from '../../common/i18n/names.js';
import { DailyJobsService } from '../jobs/daily-jobs.service.js';
import { MailerService } from '../notifications/mailer.service.js';
import { addDays } from '../pricing/pricing.rules.js';
import { UsersService } from '../users/users.service.js';
import {
  dueEvent,
  planCancellation,
  planStatusOf,
  RENEWAL_WINDOW_DAYS,
  transitionOutcome,
  TRANSITIONS,
  type CancellationPlan,
  type LifecycleEvent,
} from './lifecycle.js';
import { menuCutoffRule } from '../../common/format/dubai-days.js';
import { todayOf } from './schedule-changes.js';
import { ScheduleEvents } from './schedule-events.service.js';
import { ScheduleErrors } from './schedule.errors.js';
import { DeliveryStatus, SubscriptionStatus, type Subscription } from './subscription.schema.js';
import { SubscriptionRepository } from './subscriptions.repository.js';

/** Names of the daily jobs this service registers. */
export const LIFECYCLE_JOB = 'subscription-lifecycle';
export const REMINDER_JOB = 'renewal-reminder';

const WRITE_ATTEMPTS = 5;

/** A transition's result: whether this call changed the state, and the subscription after it. */
export interface TransitionResult {
  changed: boolean;
  subscription: Subscription;
  /** For a `cancel` this call applied: what it cancelled. */
  cancellation?: CancellationPlan;
}

/**
 * The one place subscription states change (docs/decisions/0017-subscription-lifecycle.md). Each
 * transition is a conditional write on the current status ({@link TRANSITIONS}), so applying it twice,
 * or from two instances at once, changes the state once; the user's plan status then follows their
 * current subscription. Registers the daily jobs: lifecycle (expire, pause, resume) and renewal reminders.
 */
@Injectable()
export class SubscriptionLifecycleService implements OnModuleInit {
  private readonly logger = new Logger('Lifecycle');

  /** Subscriptions whose manual renewal reminder is not sent (e.g. they renew themselves), as registered by other modules. */
  private readonly reminderSkips: ((s: { _id: Types.ObjectId }) => Promise<boolean>)[] = [];

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly users: UsersService,
    private readonly mailer: MailerService,
    private readonly jobs: DailyJobsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly events: ScheduleEvents,
  ) {}

  onModuleInit(): void {
    this.jobs.register(LIFECYCLE_JOB, (now) => this.runLifecycle(now));
    this.jobs.register(REMINDER_JOB, (now) => this.sendRenewalReminders(now));
  }

  /**
   * Registers a check run before each renewal reminder: when it answers true the reminder is not sent (automatic
   * renewal registers one: a plan that renews itself is not asked to be renewed by hand).
   */
  skipReminderWhen(check: (s: { _id: Types.ObjectId }) => Promise<boolean>): void {
    this.reminderSkips.push(check);
  }

  /**
   * Applies `event` to a subscription: a real change, a no-op when it is already in the target state,
   * or SUBSCRIPTION_TRANSITION_INVALID (409) when the event does not apply to its state (e.g. cancelling
   * an Expired plan). A change syncs the owner's plan status and sends the e-mail of `expire`.
   * @throws SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_TRANSITION_INVALID
   */
  async transition(id: Types.ObjectId, event: LifecycleEvent): Promise<TransitionResult> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const s = await this.subscriptions.findById(id);
      if (!s) throw ScheduleErrors.notFound();
      const outcome = transitionOutcome(s.status, event);
      if (outcome === 'noop') return { changed: false, subscription: s };
      if (outcome === 'refuse') throw lifecycleRefused(s.status, event);
      const now = this.clock.now();
      const cancellation = event === 'cancel' ? planCancellation(s.planMeals, now, menuCutoffRule(this.cfg)) : undefined;
      const after = cancellation
        ? await this.applyCancel(s, now, cancellation)
        : await this.subscriptions.applyTransition(s._id, TRANSITIONS[event].from, TRANSITIONS[event].to);
      if (!after) continue; // the state or schedule moved meanwhile: re-read and decide again
      await this.syncPlanStatus(after.user);
      await this.events.changed(after.user.toString());
      if (event === 'expire') await this.mailExpiry(after);
      return { changed: true, subscription: after, cancellation };
    }
    throw ScheduleErrors.concurrentChange();
  }

  /** What cancelling now would cancel (days, meals kept, last delivery), without changing anything. */
  previewCancel(s: Subscription): CancellationPlan {
    return planCancellation(s.planMeals, this.clock.now(), menuCutoffRule(this.cfg));
  }

  /** Sets the user's stored plan status from their subscriptions ({@link planStatusOf}). */
  async syncPlanStatus(userId: Types.ObjectId): Promise<void> {
    const subs = await this.subscriptions.findStatusesForUser(userId);
    await this.users.setPlanStatus(userId, planStatusOf(subs, this.clock.now()));
  }

  /**
   * The daily lifecycle job: each running subscription gets the event due at `now` (expire after the
   * end, pause / resume as pauses start and end). Idempotent: a second run finds nothing due.
   */
  async runLifecycle(now: Date): Promise<Record<string, number>> {
    const counts: Record<string, number> = { expire: 0, pause: 0, resume: 0 };
    for (const s of await this.subscriptions.findRunning()) {
      const event = dueEvent(s, now);
      if (!event) continue;
      try {
        if ((await this.transition(s._id, event)).changed) counts[event] += 1;
      } catch (err) {
        this.logger.error(`${event} of subscription ${s._id.toString()} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return counts;
  }

  /**
   * The daily reminder job: running subscriptions whose last delivery is {@link RENEWAL_WINDOW_DAYS}
   * days after today (UTC) get one renewal reminder (marked before sending: never two), unless a registered
   * check skips it ({@link skipReminderWhen}).
   */
  async sendRenewalReminders(now: Date): Promise<Record<string, number>> {
    let sent = 0;
    for (const s of await this.subscriptions.findEndingOnWithoutReminder(addDays(todayOf(now), RENEWAL_WINDOW_DAYS))) {
      if (await this.skipsReminder(s)) continue;
      if (!(await this.subscriptions.claimReminder(s._id, now))) continue;
      const user = await this.users.findById(s.user);
      if (!user) continue;
      await this.mailer.send('renewalReminder', user, { planName: await this.planNameOf(s._id), endDate: s.endDate });
      sent += 1;
    }
    return { sent };
  }

  private async skipsReminder(s: { _id: Types.ObjectId }): Promise<boolean> {
    for (const check of this.reminderSkips) if (await check(s)) return true;
    return false;
  }

  /** Cancel: status Cancelled and the planned meals past the cut-off Cancelled, in one write at the read schedule version. */
  private applyCancel(s: Subscription, now: Date, plan: CancellationPlan) {
    const set: Record<string, unknown> = { cancelledAt: now };
    for (const i of plan.indexes) set[`planMeals.${i}.deliveryStatus`] = DeliveryStatus.Cancelled;
    return this.subscriptions.applyTransition(s._id, TRANSITIONS.cancel.from, TRANSITIONS.cancel.to, set, s.scheduleVersion ?? 0);
  }

  private async mailExpiry(s: Subscription): Promise<void> {
    const user = await this.users.findById(s.user);
    if (user) await this.mailer.send('expiry', user, { planName: await this.planNameOf(s._id), endDate: s.endDate });
  }

  /**
   * The plan name for a subscription's e-mails, in both languages: as its order was bought (English
   * and Arabic snapshots, see `orderPlanName`), else the plan's current names, else "meal plan".
   */
  private async planNameOf(id: Types.ObjectId): Promise<BilingualName> {
    const named = await this.subscriptions.planNames(id);
    const ordered = named?.order?.packageInfo?.package;
    if (ordered) return snapshotName(ordered, named?.order?.translations?.ar?.planName, named?.plan);
    if (named?.plan) return snapshotName(named.plan.name, null, named.plan);
    return GENERIC_PLAN_NAME;
  }
}

function lifecycleRefused(status: SubscriptionStatus, event: LifecycleEvent) {
  return ScheduleErrors.transitionInvalid(status, { pause: 'paused', resume: 'resumed', expire: 'expired', cancel: 'cancelled' }[event]);
}
