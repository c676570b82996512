import { AppError } from '../../common/errors/app-error.js';

/** Error codes of the customer's schedule: pauses, skips, menu changes. */
export const ScheduleErrors = {
  notFound: () => new AppError('SUBSCRIPTION_NOT_FOUND', 'Subscription not found.', 404),
  notActive: () => new AppError('SUBSCRIPTION_NOT_ACTIVE', 'This subscription is not active.', 409),
  rangeInvalid: () => new AppError('PAUSE_RANGE_INVALID', 'The last paused day must be on or after the first.', 400),
  /** `earliest` DD-MM-YYYY: the first day whose cut-off is still ahead. */
  notice: (earliest: string) =>
    new AppError('PAUSE_NOTICE', `Pauses and skips close at each day's cut-off: the earliest day you can pause now is ${earliest}.`, 400),
  /** `first`, `last` DD-MM-YYYY. */
  outsideSchedule: (first: string, last: string) =>
    new AppError('PAUSE_OUTSIDE_SCHEDULE', `Choose days between ${first} and ${last}.`, 400),
  overlap: () => new AppError('PAUSE_OVERLAP', 'Some of these days are already paused.', 409),
  limit: (max: number, left: number) => new AppError('PAUSE_LIMIT', `You can pause at most ${max} days in total; ${left} left.`, 400),
  notPending: () => new AppError('DELIVERY_IN_PROGRESS', 'Some of these deliveries are already on their way.', 409),
  /** `from` DD-MM-YYYY. */
  nothingToResume: (from: string) => new AppError('NOTHING_TO_RESUME', `There are no paused days from ${from} on to resume.`, 400),
  /** `date` DD-MM-YYYY. */
  noDelivery: (date: string, what = 'delivery') => new AppError('DAY_NOT_SCHEDULED', `There is no ${what} on ${date}.`, 404),
  /** `day` DD-MM-YYYY, `closedAt` DD-MM-YYYY HH:mm on Dubai's clock. */
  cutoffPassed: (day: string, closedAt: string) =>
    new AppError('CUTOFF_PASSED', `Menu changes for ${day} closed on ${closedAt}, Dubai time.`, 400),
  /** `category` as shown, e.g. Lunch. */
  mealNotOnPlan: (category: string) => new AppError('MEAL_NOT_ON_PLAN', `This meal is not on your plan for ${category}.`, 400),
  concurrentChange: () => new AppError('SCHEDULE_CHANGED', 'Your schedule was changed at the same time. Please try again.', 409),
  /** e.g. 'A plan that is Expired cannot be cancelled.' */
  transitionInvalid: (status: string, verb: string) =>
    new AppError('SUBSCRIPTION_TRANSITION_INVALID', `A plan that is ${status} cannot be ${verb}.`, 409),
  unknownDeliveryStatus: (value: string) => new AppError('BAD_REQUEST', `Unknown delivery status "${value}".`, 400),
} as const;
