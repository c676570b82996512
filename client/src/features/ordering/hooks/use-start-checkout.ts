import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { StartCheckoutDocument, type SelectionInput, type StartCheckoutMutation } from '../../../generated/graphql';

export type CheckoutSession = StartCheckoutMutation['startCheckout'];

/** `startCheckout`: prices the selection (with an optional code) and stores it as the caller's open checkout. */
export function useStartCheckout() {
  const [mutate, state] = useMutation(StartCheckoutDocument);
  const startCheckout = useCallback(
    async (input: SelectionInput): Promise<CheckoutSession> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from startCheckout');
      return data.startCheckout;
    },
    [mutate],
  );
  return [startCheckout, state] as const;
}
