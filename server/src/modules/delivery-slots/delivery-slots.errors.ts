import { AppError } from '../../common/errors/app-error.js';

/** Error codes of delivery slots (docs/decisions/0016-back-office-completeness.md "Delivery slots"). */
export const SlotErrors = {
  notFound: () => new AppError('SLOT_NOT_FOUND', 'This delivery slot does not exist or is no longer offered.', 404),
  full: () => new AppError('SLOT_FULL', 'This delivery slot is full on that day. Please choose another slot.', 409),
  noDelivery: () => new AppError('NO_DELIVERY_THAT_DAY', 'You have no delivery on that day.', 400),
  cutoffPassed: (hours: number) => new AppError('CUTOFF_PASSED', `Delivery slots can be changed up to ${hours} hours before the day.`, 400),
  changed: () => new AppError('SLOT_CHANGED', 'Your slot for that day was just changed elsewhere. Please try again.', 409),
  duplicate: () =>
    new AppError('SLOT_EXISTS', 'A delivery slot with this name and these times already exists.', 409, {
      label: 'A delivery slot with this name and these times already exists.',
    }),
  badTimes: () =>
    new AppError('VALIDATION_FAILED', 'The slot must end after it starts.', 400, { endTime: 'The slot must end after it starts.' }),
} as const;
