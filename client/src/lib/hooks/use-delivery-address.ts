import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MyDeliveryAddressDocument,
  UpdateDeliveryAddressDocument,
  type DeliveryAddressFieldsFragment,
  type DeliveryAddressInput,
} from '../../generated/graphql';

export type { DeliveryAddressFieldsFragment, DeliveryAddressInput } from '../../generated/graphql';

/**
 * The signed-in customer's delivery address (`me.deliveryAddress`), null until they add one. Shared
 * by the profile card and checkout; both read the same cached user, so a save shows in both.
 */
export function useMyDeliveryAddress({ skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(MyDeliveryAddressDocument, { fetchPolicy: 'cache-and-network', skip });
  return {
    address: query.data?.me.deliveryAddress ?? null,
    /** True until the first answer (a background refresh keeps showing the cached address). */
    loading: !query.data && query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * `updateDeliveryAddress`: saves the caller's whole address; resolves with the stored address (the
 * cached user updates itself). Rejects with the server's error (VALIDATION_FAILED names each field).
 */
export function useUpdateDeliveryAddress() {
  const [mutate, state] = useMutation(UpdateDeliveryAddressDocument);
  const save = useCallback(
    async (input: DeliveryAddressInput): Promise<DeliveryAddressFieldsFragment> => {
      const { data } = await mutate({ variables: { input } });
      const saved = data?.updateDeliveryAddress.deliveryAddress;
      if (!saved) throw new Error('Empty response from updateDeliveryAddress');
      return saved;
    },
    [mutate],
  );
  return [save, state] as const;
}
