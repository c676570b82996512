import { AppError } from '../../common/errors/app-error.js';

/** Error codes of card payments. */
export const PaymentErrors = {
  notConfigured: () => new AppError('PAYMENTS_NOT_CONFIGURED', 'Card payments are not configured.', 503),
  providerUnavailable: () =>
    new AppError('PAYMENT_PROVIDER_ERROR', 'The card payment service could not be reached. Please try again.', 502),
  paymentNotFound: () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found.', 404),
  signatureInvalid: () => new AppError('WEBHOOK_SIGNATURE_INVALID', 'Invalid webhook signature.', 400),
} as const;
