import { DAY_MS, formatDateDMY, utcMidnight } from '../../common/format/dates.js';
import { dubaiDayOf, firstOpenDay, isBeforeCutoff, type CutoffRule } from '../../common/format/dubai-days.js';
import { deliveryDayRule, deliveryDaysFrom, type DeliveryDayRule } from '../plans/delivery-weeks.rules.js';
import type { Subscription } from './subscription.schema.js';

export type { DeliveryDayRule } from '../plans/delivery-weeks.rules.js';
import { ScheduleErrors } from './schedule.errors.js';

/**
 * Pauses, skips and menu changes of a delivery schedule as pure functions (rules in
 * docs/decisions/0010-customer-area.md). A schedule is the stored `planMeals` array; changes never add
 * or remove entries, they re-date them (so each entry keeps its id and array position, and
 * concurrent writes to other entries by position stay correct). Days are day labels (the UTC midnight of the
 * calendar date); "now" is read on Dubai's clock and notice ends at a day's cut-off (common/format/dubai-days.ts).
 * A schedule may leave days out (a 5- or 6-day week's days off, the kitchen's holidays): `isDeliveryDay`
 * says which days take deliveries, and meals only ever move onto such days.
 */

// Re-exported for the schedule's callers and tests, which count in days.
export { DAY_MS } from '../../common/format/dates.js';
/** Paused days allowed per subscription in total. */
export const MAX_PAUSED_DAYS = 30;

/** One stored planned meal, by its position in the `planMeals` array. */
export interface ScheduleEntry {
  /** Position in the stored array (for `$set` on `planMeals.<index>.*`). */
  index: number;
  scheduledDate: Date;
  category: string;
  deliveryStatus: string;
}

/** Paused days, inclusive day labels; `days` the delivery days it paused (absent on pauses of every-day plans made before weeks had days off: every day of the range). */
export interface PauseRange {
  from: Date;
  to: Date;
  days?: number | null;
}

/** Every day is a delivery day (a 7-day week without closed days). */
export const EVERY_DAY: DeliveryDayRule = () => true;

export interface ScheduleState {
  startDate: Date;
  endDate: Date;
  entries: ScheduleEntry[];
  pauses: PauseRange[];
  /** Which days take deliveries (default {@link EVERY_DAY}). */
  isDeliveryDay?: DeliveryDayRule;
}

/** A computed change: entries to re-date, the new pauses and end date. */
export interface ScheduleChange {
  moves: { index: number; scheduledDate: Date }[];
  pauses: PauseRange[];
  endDate: Date;
  /** Days this change paused (pause) or gave back (resume). */
  days: number;
  /** Paused days of the subscription after the change. */
  totalPausedDays: number;
}

/** The label of a day label or of a time on it, as stored (UTC midnight). Use {@link todayOf} for "now". */
export function dayOf(d: Date): Date {
  return utcMidnight(d);
}

/** Today, Dubai's calendar day at `now`, as a day label. */
export function todayOf(now: Date): Date {
  return dubaiDayOf(now);
}

/** The earliest day (label) a change may touch at `now`: the first whose cut-off under `rule` is still ahead. */
export function earliestChangeableDay(now: Date, rule: CutoffRule): Date {
  return firstOpenDay(now, rule);
}

/** Whether `day` (a label) may still be changed at `now`: its cut-off under `rule` is not past. */
export function hasNotice(day: Date, now: Date, rule: CutoffRule): boolean {
  return isBeforeCutoff(day, now, rule);
}

/** Delivery days a pause took (its `days`, else every day of its range). */
export function pauseLength(p: PauseRange): number {
  return p.days ?? Math.round((p.to.getTime() - p.from.getTime()) / DAY_MS) + 1;
}

/** The first `n` delivery days after the day `after` (ms), ascending (ms). */
export function nextDeliveryDays(after: number, n: number, isDeliveryDay: DeliveryDayRule = EVERY_DAY): number[] {
  return deliveryDaysFrom(new Date(after + DAY_MS), n, isDeliveryDay).map((d) => d.getTime());
}

/** Paused days in total. */
export function pausedDayCount(pauses: readonly PauseRange[]): number {
  return pauses.reduce((sum, p) => sum + pauseLength(p), 0);
}

/** Whether `day` (any time on it) is inside one of the pauses. */
export function isPausedOn(pauses: readonly PauseRange[], day: Date): boolean {
  const t = dayOf(day).getTime();
  return pauses.some((p) => p.from.getTime() <= t && t <= p.to.getTime());
}

/** The distinct delivery days (ms), ascending. */
export function deliveryDays(entries: readonly Pick<ScheduleEntry, 'scheduledDate'>[]): number[] {
  return [...new Set(entries.map((e) => e.scheduledDate.getTime()))].sort((a, b) => a - b);
}

/** Delivery days from today (Dubai's day at `now`, inclusive) on with at least one meal not Cancelled (a cancelled plan's dropped days are not left). */
export function daysLeft(entries: readonly Pick<ScheduleEntry, 'scheduledDate' | 'deliveryStatus'>[], now: Date): number {
  const t = todayOf(now).getTime();
  return deliveryDays(entries.filter((e) => e.deliveryStatus !== 'Cancelled')).filter((d) => d >= t).length;
}

/** Meals per delivery day (every day has the same number: that of the first day). */
export function mealsPerDayOf(entries: readonly Pick<ScheduleEntry, 'scheduledDate'>[]): number {
  const first = deliveryDays(entries)[0];
  return first === undefined ? 0 : entries.filter((e) => e.scheduledDate.getTime() === first).length;
}

function daysBetween(from: Date, to: Date): number[] {
  const out: number[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += DAY_MS) out.push(t);
  return out;
}

function byDay(entries: readonly ScheduleEntry[]): Map<number, ScheduleEntry[]> {
  const map = new Map<number, ScheduleEntry[]>();
  for (const e of entries) {
    const t = e.scheduledDate.getTime();
    map.set(t, [...(map.get(t) ?? []), e]);
  }
  return map;
}

const sortPauses = (pauses: PauseRange[]) => pauses.sort((a, b) => a.from.getTime() - b.from.getTime());

/**
 * Pauses the days `from`..`to` (a skip when equal). Rules, checked in this order:
 * `from` <= `to`; `from` at least `noticeHours` ahead of `now`; the days inside the current schedule
 * (start to end date); none already paused; at most {@link MAX_PAUSED_DAYS} paused days in total;
 * every meal of those days still Pending. Effect: the entries of the paused days move, day by day in
 * order, to the days right after the current end date, which moves out by the number of paused days.
 * @throws PAUSE_RANGE_INVALID, PAUSE_NOTICE, PAUSE_OUTSIDE_SCHEDULE, PAUSE_OVERLAP, PAUSE_LIMIT, DELIVERY_IN_PROGRESS
 */
export function planPause(
  state: ScheduleState,
  from: Date,
  to: Date,
  now: Date,
  notice: CutoffRule,
  maxPausedDays = MAX_PAUSED_DAYS,
): ScheduleChange {
  if (from.getTime() > to.getTime()) throw ScheduleErrors.rangeInvalid();
  const earliest = earliestChangeableDay(now, notice);
  if (!hasNotice(from, now, notice)) throw ScheduleErrors.notice(formatDateDMY(earliest));
  const first = new Date(Math.max(state.startDate.getTime(), earliest.getTime()));
  if (from.getTime() < state.startDate.getTime() || to.getTime() > state.endDate.getTime()) {
    throw ScheduleErrors.outsideSchedule(formatDateDMY(first), formatDateDMY(state.endDate));
  }
  const isDeliveryDay = state.isDeliveryDay ?? EVERY_DAY;
  const range = daysBetween(from, to);
  if (range.some((d) => isPausedOn(state.pauses, new Date(d)))) throw ScheduleErrors.overlap();
  const schedule = byDay(state.entries);
  // The range's days off and holidays are not paused (nothing is delivered on them); its delivery days are.
  const days = range.filter((d) => isDeliveryDay(d) || schedule.has(d));
  if (days.length === 0 || days.some((d) => !schedule.has(d)))
    throw ScheduleErrors.outsideSchedule(formatDateDMY(first), formatDateDMY(state.endDate));
  const before = pausedDayCount(state.pauses);
  if (before + days.length > maxPausedDays) throw ScheduleErrors.limit(maxPausedDays, Math.max(0, maxPausedDays - before));
  if (days.some((d) => schedule.get(d)!.some((e) => e.deliveryStatus !== 'Pending'))) throw ScheduleErrors.notPending();

  const targets = nextDeliveryDays(state.endDate.getTime(), days.length, isDeliveryDay);
  const moves = days.flatMap((d, i) => schedule.get(d)!.map((e) => ({ index: e.index, scheduledDate: new Date(targets[i]) })));
  return {
    moves,
    pauses: sortPauses([...state.pauses, { from, to, days: days.length }]),
    endDate: new Date(targets[targets.length - 1]),
    days: days.length,
    totalPausedDays: before + days.length,
  };
}

/**
 * Resumes early: every paused day at least `noticeHours` ahead of `now` is given back (a running pause
 * keeps its days before that, a future pause goes). The schedule keeps its number of delivery days:
 * taking the delivery days and the resumed days in date order, the first N (N = delivery days now)
 * are the new delivery days; the entries of the latest delivery days that fall beyond move, in
 * order, onto the resumed days that made it in, and the end date comes back.
 * @throws NOTHING_TO_RESUME, DELIVERY_IN_PROGRESS
 */
export function planResume(state: ScheduleState, now: Date, notice: CutoffRule): ScheduleChange {
  const earliest = earliestChangeableDay(now, notice);
  const e = earliest.getTime();
  const isDeliveryDay = state.isDeliveryDay ?? EVERY_DAY;
  const resumed: number[] = [];
  const pauses: PauseRange[] = [];
  for (const p of state.pauses) {
    if (p.to.getTime() < e) {
      pauses.push(p);
      continue;
    }
    const given = daysBetween(new Date(Math.max(p.from.getTime(), e)), p.to).filter(isDeliveryDay);
    if (p.from.getTime() < e) {
      const kept = { from: p.from, to: new Date(e - DAY_MS) };
      pauses.push(p.days == null ? kept : { ...kept, days: Math.max(0, p.days - given.length) });
    }
    resumed.push(...given);
  }
  if (resumed.length === 0) throw ScheduleErrors.nothingToResume(formatDateDMY(earliest));

  const current = deliveryDays(state.entries);
  const candidates = [...new Set([...current, ...resumed])].sort((a, b) => a - b);
  const kept = new Set(candidates.slice(0, current.length));
  const filled = resumed.filter((d) => kept.has(d)).sort((a, b) => a - b);
  const released = current.filter((d) => !kept.has(d)); // the latest delivery days, ascending
  const schedule = byDay(state.entries);
  if (released.some((d) => d < e || schedule.get(d)!.some((x) => x.deliveryStatus !== 'Pending'))) throw ScheduleErrors.notPending();

  const moves = released.flatMap((d, i) => schedule.get(d)!.map((x) => ({ index: x.index, scheduledDate: new Date(filled[i]) })));
  const last = Math.max(...candidates.slice(0, current.length));
  return {
    moves,
    pauses: sortPauses(pauses),
    endDate: new Date(Number.isFinite(last) ? last : state.endDate.getTime()),
    days: resumed.length,
    totalPausedDays: pausedDayCount(pauses),
  };
}

/** The `$set` of a schedule change: the re-dated entries (by position), the pauses and the end date. */
export function changeSet(change: ScheduleChange): Record<string, unknown> {
  const set: Record<string, unknown> = { pauses: change.pauses, endDate: change.endDate };
  for (const m of change.moves) set[`planMeals.${m.index}.scheduledDate`] = m.scheduledDate;
  return set;
}

/**
 * The schedule state of a stored subscription: its entries by position, pauses, and the delivery days of its week
 * less the kitchen's `closed` days (labels, ms).
 */
export function stateOf(
  s: Pick<Subscription, 'startDate' | 'endDate' | 'planMeals' | 'pauses' | 'daysOff'>,
  closed: ReadonlySet<number> = new Set(),
): ScheduleState {
  return {
    startDate: s.startDate,
    endDate: s.endDate,
    entries: s.planMeals.map((m, index) => ({
      index,
      scheduledDate: m.scheduledDate,
      category: m.category,
      deliveryStatus: m.deliveryStatus,
    })),
    pauses: s.pauses ?? [],
    isDeliveryDay: deliveryDayRule(s.daysOff ?? [], closed),
  };
}

/**
 * The kitchen closes `day` (a holiday): its Pending meals move to the first delivery day after the end (which
 * `state.isDeliveryDay` must already leave `day` out of), and the end moves there. Not a pause: the customer's
 * 30 paused days are untouched. Null when nothing Pending is planned on `day`.
 */
export function planClosedDay(state: ScheduleState, day: Date): ScheduleChange | null {
  const moving = state.entries.filter((e) => e.scheduledDate.getTime() === day.getTime() && e.deliveryStatus === 'Pending');
  if (moving.length === 0) return null;
  const [target] = nextDeliveryDays(state.endDate.getTime(), 1, state.isDeliveryDay ?? EVERY_DAY);
  return {
    moves: moving.map((e) => ({ index: e.index, scheduledDate: new Date(target) })),
    pauses: state.pauses,
    endDate: new Date(Math.max(target, state.endDate.getTime())),
    days: 1,
    totalPausedDays: pausedDayCount(state.pauses),
  };
}

/**
 * The `index`-th entry (0-based, in stored order) of `category` on `day`, or null.
 */
export function findEntry<E extends ScheduleEntry>(entries: readonly E[], day: Date, category: string, index: number): E | null {
  const t = day.getTime();
  return entries.filter((e) => e.scheduledDate.getTime() === t && e.category === category).sort((a, b) => a.index - b.index)[index] ?? null;
}
