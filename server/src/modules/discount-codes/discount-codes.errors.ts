import { AppError } from '../../common/errors/app-error.js';

/** Error codes of discount codes; messages verbatim from spec sections 4, 5 and 8. */
export const DiscountCodeErrors = {
  required: () => new AppError('DISCOUNT_CODE_REQUIRED', 'Please enter a discount code', 400),
  /** Unknown, expired, not yet started or inactive: one answer, so codes cannot be probed by state. */
  invalid: () => new AppError('DISCOUNT_CODE_INVALID', 'Invalid discount code', 400),
  notApplicable: () => new AppError('DISCOUNT_NOT_APPLICABLE', 'Not applicable for trial or promotional plan.', 400),
} as const;
