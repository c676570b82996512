import { AppError } from '../../common/errors/app-error.js';

/** Error codes of the days' addresses (docs/decisions/0088-an-address-book-and-an-address-per-day.md). */
export const DayAddressErrors = {
  noDelivery: () => new AppError('NO_DELIVERY_THAT_DAY', 'You have no delivery on that day.', 400),
  /** `day` DD-MM-YYYY, `closedAt` DD-MM-YYYY HH:mm on Dubai's clock (the delivery time's cut-off). */
  cutoffPassed: (day: string, closedAt: string) =>
    new AppError('CUTOFF_PASSED', `The delivery address for ${day} could be changed until ${closedAt}, Dubai time.`, 400),
  inUse: (days: number, weekdays: number) =>
    new AppError(
      'ADDRESS_IN_USE',
      'Upcoming deliveries use this address. Choose where they go instead.',
      409,
      { moveDaysTo: 'Upcoming deliveries use this address. Choose where they go instead.' },
      { days, weekdays },
    ),
  locked: (date: string) =>
    new AppError(
      'ADDRESS_LOCKED',
      `The delivery on ${date} uses this address and can no longer change. Delete it after that day.`,
      409,
      undefined,
      { date },
    ),
  sameTarget: () =>
    new AppError('VALIDATION_FAILED', 'Choose another address for these days.', 400, {
      moveDaysTo: 'Choose another address for these days.',
    }),
} as const;
