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
  /** 409 PLAN_NOT_READY: a plan offered on the site needs at least one active meal (selection would be a dead end). */
  noActiveMeals: () => new AppError('PLAN_NOT_READY', 'Add at least one active meal to this plan before offering it.', 409),
  /** 409 PLAN_NOT_READY: a regular plan offered on the site charges a daily price for at least one category. */
  noDailyPrice: () => new AppError('PLAN_NOT_READY', 'Set a daily price above 0 for at least one meal before offering this plan.', 409),
  /** 409 PLAN_NOT_READY: a category the plan charges for (daily price above 0) has no active meal; `category` lower-case. */
  categoryWithoutMeals: (category: string) =>
    new AppError('PLAN_NOT_READY', `Add an active ${category} meal to this plan before offering it, or set that daily price to 0.`, 409),
  /** 409 PLAN_NOT_READY: the trial serves all four categories every day; `category` lower-case. */
  trialCategoryWithoutMeals: (category: string) =>
    new AppError('PLAN_NOT_READY', `The trial serves every meal of the day: add an active ${category} meal before offering it.`, 409),
  promotionNotFound: () => CommonErrors.notFound('Plan promotion'),
  /** 409: promotion names are unique (the banner shows them). */
  promotionNameTaken: () => new AppError('PROMOTION_NAME_TAKEN', 'A promotion with this name already exists.', 409),
  /** 409: at most one promotion per plan at any time, so a plan's discount is never ambiguous. */
  promotionOverlap: () => new AppError('PROMOTION_OVERLAP', 'This plan already has a promotion in these dates.', 409),
} as const;
