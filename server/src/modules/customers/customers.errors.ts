import { CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of the staff customer pages. */
export const CustomerErrors = {
  /** 404 NOT_FOUND 'Customer not found.': unknown or malformed id, or not a customer account. */
  notFound: () => CommonErrors.notFound('Customer'),
} as const;
