import { dubaiTodayPlus, firstDubaiDayAfter } from '../../../lib/dates';
import { MAX_START_DAYS, MIN_START_HOURS } from '../../../lib/limits';

/**
 * Start-date rules of docs/decisions/0007-ordering-and-payments.md, on Dubai's days
 * (docs/decisions/0087-dubai-days-and-delivery-weeks.md): the start day must begin in Dubai at least 48 hours
 * after now, and be at most 60 days after today in Dubai. Both bounds are local-midnight Dates of those days,
 * for the date picker (lib/dates.ts carries days between the two).
 */

/** The earliest start the server accepts at `now`: the first day beginning in Dubai >= now + 48 h. */
export function earliestStartDate(now: Date = new Date()): Date {
  return firstDubaiDayAfter(now, MIN_START_HOURS);
}

/** The latest start the server accepts at `now`: today in Dubai + 60 days. */
export function latestStartDate(now: Date = new Date()): Date {
  return dubaiTodayPlus(now, MAX_START_DAYS);
}
