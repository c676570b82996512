import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of plans and plan promotions. */
export const PlanErrors = {
  /** 404 NOT_FOUND 'Plan not found.': unknown or malformed id. */
  notFound: () => CommonErrors.notFound('Plan'),
  /** 409: plan names are unique (the seed upserts by name). */
  nameTaken: () => new AppError('PLAN_NAME_TAKEN', 'A plan with this name already exists.', 409),
  /** 400 on `mealIds`: every id must name an existing meal. */
  unknownMeals: () => CommonErrors.validation({ mealIds: 'Some of the selected meals do not exist.' }),
  /** 400 on `endDate`: a range must end on or after its start. */
  endBeforeStart: () => CommonErrors.validation({ endDate: 'End date must be after the start date' }),
  promotionNotFound: () => CommonErrors.notFound('Plan promotion'),
  /** 409: promotion names are unique (the banner shows them). */
  promotionNameTaken: () => new AppError('PROMOTION_NAME_TAKEN', 'A promotion with this name already exists.', 409),
  /** 409: at most one promotion per plan at any time, so a plan's discount is never ambiguous. */
  promotionOverlap: () => new AppError('PROMOTION_OVERLAP', 'This plan already has a promotion in these dates.', 409),
} as const;
