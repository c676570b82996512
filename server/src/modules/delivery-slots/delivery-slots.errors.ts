import { AppError } from '../../common/errors/app-error.js';

/** Error codes of delivery slots (docs/decisions/0016-back-office-completeness.md "Delivery slots"). */
export const SlotErrors = {
  notFound: () => new AppError('SLOT_NOT_FOUND', 'This delivery slot does not exist or is no longer offered.', 404),
  full: () => new AppError('SLOT_FULL', 'This delivery slot is full on that day. Please choose another slot.', 409),
  noDelivery: () => new AppError('NO_DELIVERY_THAT_DAY', 'You have no delivery on that day.', 400),
  /** `day` DD-MM-YYYY, `closedAt` DD-MM-YYYY HH:mm on Dubai's clock. */
  cutoffPassed: (day: string, closedAt: string) =>
    new AppError('CUTOFF_PASSED', `The delivery time for ${day} could be changed until ${closedAt}, Dubai time.`, 400),
  changed: () => new AppError('SLOT_CHANGED', 'Your slot for that day was just changed elsewhere. Please try again.', 409),
  duplicate: () =>
    new AppError('SLOT_EXISTS', 'A delivery slot with this name and these times already exists.', 409, {
      label: 'A delivery slot with this name and these times already exists.',
    }),
  badTimes: () =>
    new AppError('VALIDATION_FAILED', 'The slot must end after it starts.', 400, { endTime: 'The slot must end after it starts.' }),
} as const;
