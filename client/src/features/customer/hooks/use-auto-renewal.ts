import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateSetupIntentDocument,
  GetAutoRenewalDocument,
  RemovePaymentMethodDocument,
  SetAutoRenewDocument,
  type GetAutoRenewalQuery,
} from '../../../generated/graphql';

export type SavedCard = NonNullable<GetAutoRenewalQuery['myPaymentMethod']>;
export type NextRenewal = NonNullable<NonNullable<GetAutoRenewalQuery['mySubscription']>['nextRenewal']>;

/** Both answers change what the card shows: the renewal and the card are fetched again. */
const AFTER_CHANGE = { refetchQueries: [GetAutoRenewalDocument], awaitRefetchQueries: true };

/**
 * The caller's saved card (`myPaymentMethod`) and their plan's automatic renewal (`mySubscription.nextRenewal`),
 * with the switch (`setAutoRenew`), the card's removal (`removePaymentMethod`) and its replacement (`createSetupIntent`
 * gives the SetupIntent's client secret for Stripe Elements; `refetch` then reads the new card once the webhook saved it).
 */
export function useAutoRenewal() {
  const query = useQuery(GetAutoRenewalDocument, { fetchPolicy: 'cache-and-network' });
  const [mutateSet, setState] = useMutation(SetAutoRenewDocument, AFTER_CHANGE);
  const [mutateRemove, removeState] = useMutation(RemovePaymentMethodDocument, AFTER_CHANGE);
  const setAutoRenew = useCallback(
    async (subscriptionId: string, on: boolean): Promise<void> => {
      await mutateSet({ variables: { subscriptionId, on } });
    },
    [mutateSet],
  );
  const removeCard = useCallback(async (): Promise<void> => {
    await mutateRemove();
  }, [mutateRemove]);
  const [mutateSetup] = useMutation(CreateSetupIntentDocument);
  const createSetupIntent = useCallback(async (): Promise<string> => {
    const { data } = await mutateSetup();
    if (!data) throw new Error('createSetupIntent returned no data');
    return data.createSetupIntent.clientSecret;
  }, [mutateSetup]);
  return {
    ...query,
    card: query.data?.myPaymentMethod ?? null,
    subscriptionId: query.data?.mySubscription?.id ?? null,
    renewal: query.data?.mySubscription?.nextRenewal ?? null,
    setAutoRenew,
    removeCard,
    createSetupIntent,
    saving: setState.loading || removeState.loading,
  };
}
