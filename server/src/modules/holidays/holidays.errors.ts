import { AppError } from '../../common/errors/app-error.js';

/** Error codes of the kitchen's closed days (docs/decisions/0087-dubai-days-and-delivery-weeks.md). */
export const HolidayErrors = {
  /** `day` DD-MM-YYYY. */
  exists: (day: string) => new AppError('HOLIDAY_EXISTS', `The kitchen is already closed on ${day}.`, 409),
  /** `day` DD-MM-YYYY. */
  notFound: (day: string) => new AppError('HOLIDAY_NOT_FOUND', `The kitchen is not closed on ${day}.`, 404),
  past: () => new AppError('HOLIDAY_IN_THE_PAST', 'Choose a day from tomorrow on: past days and today cannot be closed.', 400),
} as const;
