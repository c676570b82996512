import { firstUtcMidnightAfter, toIsoDate, utcDay } from '../../../lib/dates';

/** Pauses and menu changes need this much notice before the day's midnight (UTC). */
const NOTICE_HOURS = 48;

/** The first UTC midnight at least 48 hours from `now`, as YYYY-MM-DD (the earliest day a pause or menu change may touch). */
export function earliestChangeDay(now: number | Date = Date.now()): string {
  return toIsoDate(firstUtcMidnightAfter(now, NOTICE_HOURS));
}

/**
 * The delivery days a skip or pause may still touch, ascending 'YYYY-MM-DD': the UTC days the subscription has
 * meals scheduled on (so never before its start, nor a day already paused, nor after its last delivery), from
 * `earliest` (the notice limit, {@link earliestChangeDay}) on.
 */
export function changeableDeliveryDays(planMeals: readonly { scheduledDate: string }[], earliest: string): string[] {
  return [...new Set(planMeals.map((m) => utcDay(m.scheduledDate)))].filter((day) => day >= earliest).sort();
}
