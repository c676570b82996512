import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CancelMySubscriptionDocument,
  CancellationPreviewDocument,
  MySubscriptionDocument,
  type CancellationQuoteFieldsFragment,
} from '../../../generated/graphql';

export type CancellationQuote = CancellationQuoteFieldsFragment;

/** `cancellationPreview`: the days cancelled and refund if the caller cancelled now (always fresh). */
export function useCancellationPreview() {
  return useLazyQuery(CancellationPreviewDocument, { fetchPolicy: 'network-only' });
}

/** `cancelMySubscription`: cancels, then refetches the subscription. @returns what was cancelled and refunded. */
export function useCancelSubscription() {
  const [mutate, state] = useMutation(CancelMySubscriptionDocument, {
    refetchQueries: [MySubscriptionDocument],
    awaitRefetchQueries: true,
  });
  const cancel = useCallback(
    async (subscriptionId: string): Promise<CancellationQuote> => {
      const { data } = await mutate({ variables: { subscriptionId } });
      if (!data) throw new Error('Empty response from cancelMySubscription');
      return data.cancelMySubscription;
    },
    [mutate],
  );
  return [cancel, state] as const;
}
