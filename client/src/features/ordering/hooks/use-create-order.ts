import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateOrderDocument, type CreateOrderInput, type OrderFieldsFragment } from '../../../generated/graphql';

export type { OrderFieldsFragment } from '../../../generated/graphql';

/** `createOrder`: the order of a succeeded PaymentIntent (idempotent: one order per PaymentIntent). */
export function useCreateOrder() {
  const [mutate, state] = useMutation(CreateOrderDocument);
  const createOrder = useCallback(
    async (input: CreateOrderInput): Promise<OrderFieldsFragment> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Empty response from createOrder');
      return data.createOrder;
    },
    [mutate],
  );
  return [createOrder, state] as const;
}
