import { useQuery } from '@apollo/client/react';
import { PaymentConfigDocument } from '../../generated/graphql';

/** `paymentConfig`: whether card payments are enabled and the Stripe publishable key. */
export function usePaymentConfig() {
  return useQuery(PaymentConfigDocument, { fetchPolicy: 'cache-first' });
}
