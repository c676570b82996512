import { AppError, CommonErrors } from '../../common/errors/app-error.js';

/** The message of a TRN that is not 15 digits. */
export const TRN_MESSAGE = 'A TRN is 15 digits.';

const REVIEW = 'Please review your order and try again.';

/** Error codes of checkout and payment intents. */
export const CheckoutErrors = {
  notFound: () => new AppError('CHECKOUT_NOT_FOUND', `Your checkout was not found. ${REVIEW}`, 404),
  alreadyPaid: () => new AppError('CHECKOUT_PAID', 'This order has already been paid.', 409),
  replaced: () => new AppError('CHECKOUT_CLOSED', `This checkout was replaced by a newer one. ${REVIEW}`, 409),
  expired: () => new AppError('CHECKOUT_EXPIRED', `Your checkout has expired. ${REVIEW}`, 409),
  /** A browser-sent amount, or a PaymentIntent's, differs from the server's quote. */
  amountMismatch: () => new AppError('AMOUNT_MISMATCH', `The amount does not match your order total. ${REVIEW}`, 409),
  /** The customer has no delivery address yet (`updateDeliveryAddress`): nothing could be delivered. */
  deliveryAddressRequired: () => new AppError('DELIVERY_ADDRESS_REQUIRED', 'Add a delivery address before paying.', 409),
  /** The buyer's TRN is not 15 digits (400 VALIDATION_FAILED on the `buyerTrn` field). */
  trnInvalid: () => CommonErrors.validation({ buyerTrn: TRN_MESSAGE }),
} as const;
