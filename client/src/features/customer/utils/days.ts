import { firstUtcMidnightAfter, toIsoDate } from '../../../lib/dates';

/** Pauses and menu changes need this much notice before the day's midnight (UTC). */
const NOTICE_HOURS = 48;

/** The first UTC midnight at least 48 hours from `now`, as YYYY-MM-DD (the earliest day a pause or menu change may touch). */
export function earliestChangeDay(now: number | Date = Date.now()): string {
  return toIsoDate(firstUtcMidnightAfter(now, NOTICE_HOURS));
}
