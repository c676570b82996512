import { AppError } from '../../common/errors/app-error.js';

/** Error codes of orders (issue 3 §3-4). */
export const OrderErrors = {
  notFound: () => new AppError('ORDER_NOT_FOUND', 'Order not found.', 404),
  paymentNotCompleted: () =>
    new AppError('PAYMENT_NOT_COMPLETED', 'Your payment has not been completed. Please complete the payment and try again.', 409),
  checkoutMismatch: () => new AppError('PAYMENT_CHECKOUT_MISMATCH', 'This payment was made for another checkout.', 400),
} as const;
