import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of discount codes; messages verbatim from spec sections 4, 5 and 8. */
export const DiscountCodeErrors = {
  required: () => new AppError('DISCOUNT_CODE_REQUIRED', 'Please enter a discount code', 400),
  /**
   * 404: no usable code by that name. Unknown, expired, not yet started or inactive give one answer,
   * so codes cannot be probed by state.
   */
  invalid: () => new AppError('DISCOUNT_CODE_INVALID', 'Invalid discount code', 404),
  /** 409: the code exists but conflicts with the selected plan (trial or promoted). */
  notApplicable: () => new AppError('DISCOUNT_NOT_APPLICABLE', 'Not applicable for trial or promotional plan.', 409),
  /** 409: codes are unique case-insensitively (stored upper-case under a unique index). */
  taken: () => new AppError('DISCOUNT_CODE_TAKEN', 'A discount code with this code already exists.', 409),
  /** 404 NOT_FOUND 'Discount code not found.' (admin management). */
  notFound: () => CommonErrors.notFound('Discount code'),
  /** 400 on `endDate`. */
  endBeforeStart: () => CommonErrors.validation({ endDate: 'End date must be after the start date' }),
} as const;
