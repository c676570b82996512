import { firstUtcMidnightAfter, utcTodayPlus } from '../../../lib/dates';
import { MAX_START_DAYS, MIN_START_HOURS } from '../../../lib/limits';

/**
 * Start-date rules of docs/decisions/0007-ordering-and-payments.md: the server reads `startDate`
 * (YYYY-MM-DD) as a UTC calendar day; it must be the first UTC midnight at least 48 hours after now
 * or later, and at most 60 days after today (UTC). Both bounds are local-midnight Dates of those
 * days, for the date picker (lib/dates.ts carries days between the two).
 */

/** The earliest start the server accepts at `now`: the first UTC midnight >= now + 48 h. */
export function earliestStartDate(now: Date = new Date()): Date {
  return firstUtcMidnightAfter(now, MIN_START_HOURS);
}

/** The latest start the server accepts at `now`: today (UTC) + 60 days. */
export function latestStartDate(now: Date = new Date()): Date {
  return utcTodayPlus(now, MAX_START_DAYS);
}
