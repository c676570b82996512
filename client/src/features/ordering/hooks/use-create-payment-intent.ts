import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreatePaymentIntentDocument, type CreatePaymentIntentMutation } from '../../../generated/graphql';

export type PaymentIntentPayload = CreatePaymentIntentMutation['createPaymentIntent'];

/**
 * `createPaymentIntent`: a card PaymentIntent for the checkout's quote total. `expectedTotal` (fils)
 * is only compared by the server (AMOUNT_MISMATCH when it differs); the charge is always its own.
 * `acceptedTermsVersion`: the terms version the customer accepted on this checkout (null: accepted before).
 */
export function useCreatePaymentIntent() {
  const [mutate, state] = useMutation(CreatePaymentIntentDocument);
  const createPaymentIntent = useCallback(
    async (checkoutId: string, expectedTotal: number, acceptedTermsVersion: number | null = null): Promise<PaymentIntentPayload> => {
      const { data } = await mutate({ variables: { checkoutId, expectedTotal, acceptedTermsVersion } });
      if (!data) throw new Error('Empty response from createPaymentIntent');
      return data.createPaymentIntent;
    },
    [mutate],
  );
  return [createPaymentIntent, state] as const;
}
