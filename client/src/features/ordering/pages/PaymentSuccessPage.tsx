import OrderConfirmationPage from './OrderConfirmationPage';

/** /payment/success: the card payment success page; the order from `?order=<id>` or the last order. */
export default function PaymentSuccessPage() {
  return <OrderConfirmationPage variant="success" />;
}
