import { registerEnumType } from '@nestjs/graphql';
import { AppError } from '../../common/errors/app-error.js';
import { DAY_MS } from '../../common/format/dates.js';

/**
 * Delivery weeks (docs/decisions/0087-dubai-days-and-delivery-weeks.md): a plan is sold as weeks of 7, 6 or 5
 * delivery days, the 6- and 5-day weeks with the weekdays off the staff chose for the plan (the UAE weekend,
 * Saturday and Sunday, by default). A duration counts weeks: '1 Month' is 4 weeks, so 28, 24 or 20 deliveries.
 * Pure functions: the plan, the quote, the schedule and its changes all read them.
 */

/** Days of the week, as `Date.getUTCDay()` numbers them (0 Sunday ... 6 Saturday) on a day label. */
export enum Weekday {
  Sunday = 'Sunday',
  Monday = 'Monday',
  Tuesday = 'Tuesday',
  Wednesday = 'Wednesday',
  Thursday = 'Thursday',
  Friday = 'Friday',
  Saturday = 'Saturday',
}
registerEnumType(Weekday, { name: 'Weekday', description: 'A day of the week (a delivery day off, a weekday rule).' });

/** The weekdays in `getUTCDay()` order. */
export const WEEKDAYS: readonly Weekday[] = Object.values(Weekday);

/** The weekday of a day label. */
export function weekdayOf(day: Date | number): Weekday {
  return WEEKDAYS[new Date(day).getUTCDay()];
}

/** Delivery days a week a plan may be sold with. */
export const WEEK_LENGTHS = [7, 6, 5] as const;
export type WeekLength = (typeof WEEK_LENGTHS)[number];

/** One way a plan is sold: `deliveryDays` a week, with `daysOff` (7 - deliveryDays of them) off. */
export interface DeliveryWeek {
  deliveryDays: number;
  daysOff: Weekday[];
}

/** What a plan offers when staff chose nothing (every plan before weeks existed): every day. */
export const EVERY_DAY_WEEK: DeliveryWeek = { deliveryDays: 7, daysOff: [] };

/** The days off a new 6- or 5-day week starts with in the staff form: the UAE weekend. */
export const DEFAULT_DAYS_OFF: Record<WeekLength, Weekday[]> = {
  7: [],
  6: [Weekday.Sunday],
  5: [Weekday.Saturday, Weekday.Sunday],
};

/** Errors of the weeks a plan is sold with, and of a customer's choice among them. */
export const DeliveryWeekErrors = {
  invalid: (why: string) => new AppError('DELIVERY_WEEKS_INVALID', why, 400),
  /** `offered` e.g. '7, 5'. */
  notOffered: (offered: string) =>
    new AppError('DELIVERY_WEEK_NOT_OFFERED', `This plan is not sold with that many delivery days a week. Choose one of: ${offered}.`, 400),
  trialEveryDay: () => new AppError('DELIVERY_WEEK_NOT_OFFERED', 'The trial is delivered every day of its week.', 400),
} as const;

/**
 * Checks and normalises the weeks staff chose for a plan: at least one; each 7, 6 or 5 days with exactly
 * 7 - days distinct days off; one week of each length at most. Sorted 7, 6, 5, days off in week order.
 * @throws DELIVERY_WEEKS_INVALID
 */
export function normaliseDeliveryWeeks(weeks: readonly DeliveryWeek[]): DeliveryWeek[] {
  if (weeks.length === 0) throw DeliveryWeekErrors.invalid('Choose at least one delivery week: 7, 6 or 5 days.');
  const seen = new Set<number>();
  const out = weeks.map((w) => {
    if (!(WEEK_LENGTHS as readonly number[]).includes(w.deliveryDays))
      throw DeliveryWeekErrors.invalid('A delivery week has 7, 6 or 5 delivery days.');
    if (seen.has(w.deliveryDays)) throw DeliveryWeekErrors.invalid('A delivery week is listed twice.');
    seen.add(w.deliveryDays);
    const off = [...new Set(w.daysOff)];
    if (off.length !== 7 - w.deliveryDays)
      throw DeliveryWeekErrors.invalid('Choose no day off for a 7-day week, one for a 6-day week and two for a 5-day week.');
    return { deliveryDays: w.deliveryDays, daysOff: WEEKDAYS.filter((d) => off.includes(d)) };
  });
  return out.sort((a, b) => b.deliveryDays - a.deliveryDays);
}

/** The weeks a stored plan offers (every day when it has none stored). */
export function offeredWeeks(plan: { deliveryWeeks?: readonly DeliveryWeek[] | null }): DeliveryWeek[] {
  return plan.deliveryWeeks?.length
    ? plan.deliveryWeeks.map((w) => ({ deliveryDays: w.deliveryDays, daysOff: [...w.daysOff] }))
    : [EVERY_DAY_WEEK];
}

/**
 * The week a customer chose: `deliveryDays` among the plan's weeks (the plan's longest week when not given). The
 * trial is sold every day of its week only.
 * @throws DELIVERY_WEEK_NOT_OFFERED
 */
export function chooseWeek(
  plan: { isTrial: boolean; deliveryWeeks?: readonly DeliveryWeek[] | null },
  deliveryDays?: number | null,
): DeliveryWeek {
  if (plan.isTrial) {
    if (deliveryDays != null && deliveryDays !== 7) throw DeliveryWeekErrors.trialEveryDay();
    return EVERY_DAY_WEEK;
  }
  const weeks = offeredWeeks(plan);
  if (deliveryDays == null) return weeks[0];
  const week = weeks.find((w) => w.deliveryDays === deliveryDays);
  if (!week) throw DeliveryWeekErrors.notOffered(weeks.map((w) => w.deliveryDays).join(', '));
  return week;
}

/** Whether a day (label, ms) takes deliveries: not a weekday off, not a day the kitchen is closed. */
export type DeliveryDayRule = (day: number) => boolean;

/** The rule of a week with `daysOff` and the kitchen's closed days (labels, ms). */
export function deliveryDayRule(daysOff: readonly string[], closed: ReadonlySet<number> = new Set()): DeliveryDayRule {
  const off = new Set(daysOff);
  return (day) => !off.has(weekdayOf(day)) && !closed.has(day);
}

/** Deliveries of a duration of `durationDays` calendar days (whole weeks) at `deliveryDays` a week: 28 days at 5 a week, 20. */
export function deliveriesOf(durationDays: number, deliveryDays: number): number {
  return Math.round((durationDays / 7) * deliveryDays);
}

/** The first `count` delivery days from `start` (a label, included when it is one), ascending labels. */
export function deliveryDaysFrom(start: Date, count: number, isDeliveryDay: DeliveryDayRule): Date[] {
  const out: Date[] = [];
  // A week has at least 5 delivery days; a long run of closed days is a broken calendar, not a reason to loop.
  for (let t = start.getTime(), guard = 0; out.length < count; t += DAY_MS, guard++) {
    if (guard > count * 2 + 60) throw new Error('No delivery day in sight: check the days off and closed days.');
    if (isDeliveryDay(t)) out.push(new Date(t));
  }
  return out;
}
