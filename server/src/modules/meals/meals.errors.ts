import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of the menu. */
export const MealErrors = {
  /** 404 NOT_FOUND 'Meal not found.': unknown or malformed id. */
  notFound: () => CommonErrors.notFound('Meal'),
  /** 409: meal names are unique (the seed upserts by name). */
  nameTaken: () => new AppError('MEAL_NAME_TAKEN', 'A meal with this name already exists.', 409),
} as const;
