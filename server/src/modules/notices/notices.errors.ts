import { CommonErrors } from '../../common/errors/app-error.js';

/** Error codes of notifications. */
export const NoticeErrors = {
  /** 404 'Notification not found.': unknown, malformed, or not addressed to the caller. */
  notFound: () => CommonErrors.notFound('Notification'),
  /** 404 'Customer not found.' for OneCustomer. */
  customerNotFound: () => CommonErrors.notFound('Customer'),
  /** 400 on `userId`: OneCustomer needs it, the other audiences take none. */
  userIdRequired: () => CommonErrors.validation({ userId: 'Choose the customer to notify' }),
  userIdNotAllowed: () => CommonErrors.validation({ userId: 'A customer is chosen only with the OneCustomer audience' }),
} as const;
