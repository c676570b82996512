import { addDays, DURATIONS, earliestStartDate, type Duration } from '../pricing/pricing.rules.js';
import { PlanStatus } from '../users/users.types.js';
import type { CutoffRule } from '../../common/format/dubai-days.js';
import { deliveryDays, earliestChangeableDay, isPausedOn, todayOf, type PauseRange } from './schedule-changes.js';
import { DeliveryStatus, SubscriptionStatus } from './subscription.schema.js';

/**
 * What moves a subscription from one state to another (docs/decisions/0017-subscription-lifecycle.md):
 * `pause` / `resume` when a pause starts or ends covering today, `expire` the day after the last
 * delivery (pauses move that day), `cancel` by the customer or a full refund.
 */
export type LifecycleEvent = 'pause' | 'resume' | 'expire' | 'cancel';

/** The one transition table: for each event, the states it leaves from and the state it reaches. */
export const TRANSITIONS: Record<LifecycleEvent, { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }> = {
  pause: { from: [SubscriptionStatus.Active], to: SubscriptionStatus.Paused },
  resume: { from: [SubscriptionStatus.Paused], to: SubscriptionStatus.Active },
  expire: { from: [SubscriptionStatus.Active, SubscriptionStatus.Paused], to: SubscriptionStatus.Expired },
  cancel: { from: [SubscriptionStatus.Active, SubscriptionStatus.Paused], to: SubscriptionStatus.Cancelled },
};

/**
 * The outcome of applying `event` in state `from`: `apply` (a real change), `noop` (already in the
 * target state: retries and a second instance land here) or `refuse` (not allowed, e.g. cancelling
 * an Expired plan).
 */
export function transitionOutcome(from: SubscriptionStatus, event: LifecycleEvent): 'apply' | 'noop' | 'refuse' {
  const t = TRANSITIONS[event];
  if (from === t.to) return 'noop';
  return t.from.includes(from) ? 'apply' : 'refuse';
}

/** Whether the plan has ended at `now`: today (Dubai's day) is after the last delivery day. */
export function hasEnded(endDate: Date, now: Date): boolean {
  return todayOf(now).getTime() > endDate.getTime();
}

/**
 * The event the daily job applies to a running (Active or Paused) subscription at `now`: `expire`
 * after the end, `pause` / `resume` when a pause starts or stops covering today, else null.
 */
export function dueEvent(s: { status: SubscriptionStatus; endDate: Date; pauses?: PauseRange[] }, now: Date): LifecycleEvent | null {
  if (s.status !== SubscriptionStatus.Active && s.status !== SubscriptionStatus.Paused) return null;
  if (hasEnded(s.endDate, now)) return 'expire';
  const paused = isPausedOn(s.pauses ?? [], todayOf(now));
  if (paused && s.status === SubscriptionStatus.Active) return 'pause';
  if (!paused && s.status === SubscriptionStatus.Paused) return 'resume';
  return null;
}

/** The part of a subscription the user's plan status is decided from. */
export interface StatusSource {
  status: SubscriptionStatus;
  startDate: Date;
  endDate: Date;
  createdAt: Date;
}

/**
 * The subscriptions of `subs` running at `now` (Active or Paused, not ended), the first to start first: the first is
 * the customer's current plan, those after it renewals queued behind it.
 */
export function runningByStart<T extends Pick<StatusSource, 'status' | 'startDate' | 'endDate'>>(subs: readonly T[], now: Date): T[] {
  return subs
    .filter((s) => (s.status === SubscriptionStatus.Active || s.status === SubscriptionStatus.Paused) && !hasEnded(s.endDate, now))
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

/**
 * The user's `plan_status`, following their current subscription: the running one (Active or Paused,
 * not ended) that starts first, so a renewal queued after it does not hide it; otherwise the newest
 * subscription's state (Expired or Cancelled); None without any.
 */
export function planStatusOf(subs: readonly StatusSource[], now: Date): PlanStatus {
  const current = runningByStart(subs, now)[0] ?? [...subs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!current) return PlanStatus.None;
  return current.status as string as PlanStatus;
}

/** Days before the end from which Renew is offered and the reminder goes out. */
export const RENEWAL_WINDOW_DAYS = 3;

/**
 * Renewal of a subscription ending on `endDate`: offered from {@link RENEWAL_WINDOW_DAYS} days before
 * it (UTC days); the new plan starts the day after the end, or the earliest start checkout allows
 * when that is later (the 48-hour rule).
 */
export function renewalOf(endDate: Date, now: Date): { offeredFrom: Date; startDate: Date; open: boolean } {
  const offeredFrom = addDays(endDate, -RENEWAL_WINDOW_DAYS);
  const afterEnd = addDays(endDate, 1);
  const earliest = earliestStartDate(now);
  const startDate = afterEnd.getTime() >= earliest.getTime() ? afterEnd : earliest;
  return { offeredFrom, startDate, open: todayOf(now).getTime() >= offeredFrom.getTime() && !hasEnded(endDate, now) };
}

/** The duration label of a schedule with `days` delivery days ('7 Days', '1 Month', '3 Months'), or null. */
export function durationOfDays(days: number): Duration | null {
  return (Object.entries(DURATIONS).find(([, d]) => d === days)?.[0] as Duration | undefined) ?? null;
}

/** Meals per day of each category, read from the first delivery day of a schedule. */
export function countsOf(
  entries: readonly { category: string; scheduledDate: Date }[],
): Record<'breakfast' | 'lunch' | 'dinner' | 'snack', number> {
  const counts = { breakfast: 0, lunch: 0, dinner: 0, snack: 0 };
  const first = deliveryDays(entries)[0];
  for (const e of entries) {
    if (e.scheduledDate.getTime() === first && e.category in counts) counts[e.category as keyof typeof counts] += 1;
  }
  return counts;
}

/** What a cancellation at `now` would do to a schedule. */
export interface CancellationPlan {
  /** Positions of the planned meals it cancels (Pending, on a day at or after the cut-off). */
  indexes: number[];
  /** The distinct days cancelled, ascending (UTC midnights). */
  days: Date[];
  /** Meals that stay (delivered, on their way, or inside the cut-off), for the refund's share. */
  keptMeals: number;
  /** The last day still delivered, or null when none is. */
  lastDelivery: Date | null;
}

/**
 * The cancellation policy's schedule part: every Pending meal on a day at least `cutoffHours` after
 * `now` (its midnight, UTC: the menu cut-off) is cancelled; meals inside the cut-off are already being
 * prepared and are delivered.
 */
export function planCancellation(
  entries: readonly { scheduledDate: Date; deliveryStatus: DeliveryStatus }[],
  now: Date,
  cutoff: CutoffRule,
): CancellationPlan {
  const first = earliestChangeableDay(now, cutoff).getTime();
  const indexes: number[] = [];
  const days = new Set<number>();
  let last: number | null = null;
  entries.forEach((e, i) => {
    const t = e.scheduledDate.getTime();
    if (e.deliveryStatus === DeliveryStatus.Pending && t >= first) {
      indexes.push(i);
      days.add(t);
    } else if (e.deliveryStatus !== DeliveryStatus.Cancelled && (last === null || t > last)) {
      last = t;
    }
  });
  const lastDelivery = last === null ? null : new Date(last);
  return {
    indexes,
    days: [...days].sort((a, b) => a - b).map((t) => new Date(t)),
    keptMeals: entries.filter((e) => e.deliveryStatus !== DeliveryStatus.Cancelled).length - indexes.length,
    lastDelivery,
  };
}
