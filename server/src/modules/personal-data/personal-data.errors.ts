import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of the data export and account closure (style rule 8). */
export const PersonalDataErrors = {
  /** 404 NOT_FOUND 'Customer not found.': unknown id, malformed id, or a staff account. */
  customerNotFound: () => CommonErrors.notFound('Customer'),
  /** 409 ACCOUNT_CLOSED: the account was closed already (by its owner, staff or a request in parallel). */
  alreadyClosed: () => new AppError('ACCOUNT_CLOSED', 'This account is already closed.', 409),
  /** 400 VALIDATION_FAILED on `confirmation`: staff must type the customer's e-mail address to close their account. */
  confirmationMismatch: () => CommonErrors.validation({ confirmation: "Type the customer's e-mail address to confirm." }),
} as const;
