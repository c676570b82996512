import { AppError } from '../../common/errors/app-error.js';

/** Error codes of orders. */
export const OrderErrors = {
  notFound: () => new AppError('ORDER_NOT_FOUND', 'Order not found.', 404),
  paymentNotCompleted: () =>
    new AppError('PAYMENT_NOT_COMPLETED', 'Your payment has not been completed. Please complete the payment and try again.', 409),
  /** 409: the PaymentIntent paid another checkout than the one named. */
  checkoutMismatch: () => new AppError('PAYMENT_CHECKOUT_MISMATCH', 'This payment was made for another checkout.', 409),
  subscriptionNotFound: () => new AppError('SUBSCRIPTION_NOT_FOUND', 'Subscription not found.', 404),
  notCancellable: () => new AppError('SUBSCRIPTION_NOT_ACTIVE', 'This subscription is not active.', 409),
  creditNoteNotFound: () => new AppError('CREDIT_NOTE_NOT_FOUND', 'Credit note not found.', 404),
  /** `left` as shown, e.g. AED 120.00. */
  refundTooLarge: (left: string) =>
    new AppError('REFUND_EXCEEDS_PAID', `A refund can be at most ${left}, what is left of the amount paid.`, 409),
  notRefundable: () => new AppError('ORDER_NOT_REFUNDABLE', 'This order has nothing left to refund.', 409),
  refundInvalid: (message: string) => new AppError('VALIDATION_FAILED', message, 400),
  refundFailed: () => new AppError('REFUND_FAILED', 'The card payment service refused the refund. Nothing was refunded.', 502),
} as const;
