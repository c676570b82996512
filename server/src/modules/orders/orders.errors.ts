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
  /** 409: the renewal is being charged (or waits for Stripe's answer): too late to change it now. */
  renewalLocked: () => new AppError('RENEWAL_LOCKED', 'This renewal is already being charged and can no longer be changed.', 409),
  /**
   * 409: the plan's automatic renewal is being charged (or waits for Stripe's answer to its charge), so the plan
   * cannot be cancelled this moment; once the charge is settled, cancelling works (and cancels a paid next plan too).
   */
  renewalBeingCharged: () =>
    new AppError(
      'RENEWAL_CHARGE_IN_PROGRESS',
      "Your plan's renewal is being charged right now, so the plan cannot be cancelled yet. Nothing was changed. Please try again in a few minutes.",
      409,
    ),
  /** 409: automatic renewal needs a saved card. */
  noSavedCard: () => new AppError('NO_SAVED_CARD', 'Save a card first to renew automatically.', 409),
  /** 409: the plan cannot renew by itself (a trial, or ended). */
  renewalNotAvailable: () => new AppError('RENEWAL_NOT_AVAILABLE', 'This plan cannot renew automatically.', 409),
  /** 404: the order a renewal copies (plan, duration, meals) is gone. */
  renewalSourceMissing: () => new AppError('RENEWAL_SOURCE_MISSING', 'The order being renewed was not found.', 404),
  /** 409: the renewal does not wait for the customer's 3-D Secure. */
  renewalNoAction: () => new AppError('RENEWAL_NO_ACTION', 'This renewal does not need your confirmation.', 409),
} as const;
