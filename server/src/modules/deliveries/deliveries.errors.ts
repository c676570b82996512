import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of delivery management. */
export const DeliveryErrors = {
  subscriptionNotFound: () => CommonErrors.notFound('Subscription'),
  customerNotFound: () => CommonErrors.notFound('Customer'),
  /** 404: no planned meal at that position, or at that date, category and slot. */
  mealNotFound: () => new AppError('PLANNED_MEAL_NOT_FOUND', 'No planned meal matches this delivery.', 404),
  /** 404: the subscription has no meals that day. */
  dayNotFound: () => new AppError('DELIVERY_DAY_NOT_FOUND', 'No meals are planned for this day.', 404),
  /** 400: give either `index` or `date` + `category`. */
  target: () => CommonErrors.validation({ index: 'Give either index, or date and category' }),
  /** 409: the schedule kept changing (pauses, menu changes) while the update was tried. */
  scheduleChanged: () => new AppError('SCHEDULE_CHANGED', 'The schedule changed meanwhile. Please reload and try again.', 409),
} as const;
