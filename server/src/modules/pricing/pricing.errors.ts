import { AppError } from '../../common/errors/app-error.js';

/** Error codes of plan selection and pricing (rules in docs/decisions/0007-ordering-and-payments.md). */
export const PricingErrors = {
  planNotFound: () => new AppError('PLAN_NOT_FOUND', 'This plan is not available.', 404),
  durationInvalid: (labels: string[]) => new AppError('DURATION_NOT_AVAILABLE', `Choose a duration: ${labels.join(', ')}.`, 400),
  trialDurationOnly: () => new AppError('DURATION_NOT_AVAILABLE', 'The trial plan is only available for 7 Days.', 400),
  trialDurationForTrialOnly: () => new AppError('DURATION_NOT_AVAILABLE', '7 Days is only available with the trial plan.', 400),
  mealsRequired: () => new AppError('MEALS_REQUIRED', 'Choose at least one meal per day.', 400),
  tooManyMeals: (max: number) => new AppError('TOO_MANY_MEALS', `Choose at most ${max} meals per day.`, 400),
  categoryUnavailable: (category: string) => new AppError('MEAL_CATEGORY_UNAVAILABLE', `This plan has no ${category} meals.`, 400),
  startDateInvalid: () => new AppError('START_DATE_INVALID', 'Enter a valid start date.', 400),
  /** `date` is DD-MM-YYYY (UTC), the spec's date format. */
  startDateTooEarly: (date: string) => new AppError('START_DATE_TOO_EARLY', `Your plan can start at the earliest on ${date}.`, 400),
  startDateTooLate: (date: string) => new AppError('START_DATE_TOO_LATE', `Your plan can start at the latest on ${date}.`, 400),
} as const;
