import { DAY_MS, formatDateDMY, HOUR_MS, utcMidnight } from '../../common/format/dates.js';
import { ScheduleErrors } from './schedule.errors.js';

/**
 * Pauses, skips and menu changes of a delivery schedule as pure functions (rules in
 * docs/decisions/0010-customer-area.md). A schedule is the stored `planMeals` array; changes never add
 * or remove entries, they re-date them (so each entry keeps its id and array position, and
 * concurrent writes to other entries by position stay correct). All dates are UTC midnights.
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

/** Paused days, inclusive UTC midnights. */
export interface PauseRange {
  from: Date;
  to: Date;
}

export interface ScheduleState {
  startDate: Date;
  endDate: Date;
  entries: ScheduleEntry[];
  pauses: PauseRange[];
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

/** UTC midnight of `d`'s calendar day. */
export function dayOf(d: Date): Date {
  return utcMidnight(d);
}

/** The first day (UTC midnight) that is at least `hours` after `now`: the earliest day a change may touch. */
export function earliestChangeableDay(now: Date, hours: number): Date {
  const limit = now.getTime() + hours * HOUR_MS;
  const midnight = dayOf(new Date(limit)).getTime();
  return new Date(midnight < limit ? midnight + DAY_MS : midnight);
}

/** Whether a day (its midnight) is at least `hours` after `now`. */
export function hasNotice(day: Date, now: Date, hours: number): boolean {
  return day.getTime() >= now.getTime() + hours * HOUR_MS;
}

/** Number of days of a pause (inclusive). */
export function pauseLength(p: PauseRange): number {
  return Math.round((p.to.getTime() - p.from.getTime()) / DAY_MS) + 1;
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

/** Delivery days from `today` (inclusive) on with at least one meal not Cancelled (a cancelled plan's dropped days are not left). */
export function daysLeft(entries: readonly Pick<ScheduleEntry, 'scheduledDate' | 'deliveryStatus'>[], today: Date): number {
  const t = dayOf(today).getTime();
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
  noticeHours: number,
  maxPausedDays = MAX_PAUSED_DAYS,
): ScheduleChange {
  if (from.getTime() > to.getTime()) throw ScheduleErrors.rangeInvalid();
  const earliest = earliestChangeableDay(now, noticeHours);
  if (!hasNotice(from, now, noticeHours)) throw ScheduleErrors.notice(noticeHours, formatDateDMY(earliest));
  const first = new Date(Math.max(state.startDate.getTime(), earliest.getTime()));
  if (from.getTime() < state.startDate.getTime() || to.getTime() > state.endDate.getTime()) {
    throw ScheduleErrors.outsideSchedule(formatDateDMY(first), formatDateDMY(state.endDate));
  }
  const days = daysBetween(from, to);
  if (days.some((d) => isPausedOn(state.pauses, new Date(d)))) throw ScheduleErrors.overlap();
  const schedule = byDay(state.entries);
  if (days.some((d) => !schedule.has(d))) throw ScheduleErrors.outsideSchedule(formatDateDMY(first), formatDateDMY(state.endDate));
  const before = pausedDayCount(state.pauses);
  if (before + days.length > maxPausedDays) throw ScheduleErrors.limit(maxPausedDays, Math.max(0, maxPausedDays - before));
  if (days.some((d) => schedule.get(d)!.some((e) => e.deliveryStatus !== 'Pending'))) throw ScheduleErrors.notPending();

  const end = state.endDate.getTime();
  const moves = days.flatMap((d, i) => schedule.get(d)!.map((e) => ({ index: e.index, scheduledDate: new Date(end + (i + 1) * DAY_MS) })));
  return {
    moves,
    pauses: sortPauses([...state.pauses, { from, to }]),
    endDate: new Date(end + days.length * DAY_MS),
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
export function planResume(state: ScheduleState, now: Date, noticeHours: number): ScheduleChange {
  const earliest = earliestChangeableDay(now, noticeHours);
  const e = earliest.getTime();
  const resumed: number[] = [];
  const pauses: PauseRange[] = [];
  for (const p of state.pauses) {
    if (p.to.getTime() < e) {
      pauses.push(p);
      continue;
    }
    if (p.from.getTime() < e) pauses.push({ from: p.from, to: new Date(e - DAY_MS) });
    resumed.push(...daysBetween(new Date(Math.max(p.from.getTime(), e)), p.to));
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

/**
 * The `index`-th entry (0-based, in stored order) of `category` on `day`, or null.
 */
export function findEntry<E extends ScheduleEntry>(entries: readonly E[], day: Date, category: string, index: number): E | null {
  const t = day.getTime();
  return entries.filter((e) => e.scheduledDate.getTime() === t && e.category === category).sort((a, b) => a.index - b.index)[index] ?? null;
}
