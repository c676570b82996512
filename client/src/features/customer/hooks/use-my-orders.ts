import { useQuery } from '@apollo/client/react';
import { MyOrdersDocument, type MyOrdersQuery } from '../../../generated/graphql';

export type { OrderStatus, RefundStatus } from '../../../generated/graphql';

export type MyOrder = MyOrdersQuery['myOrders'][number];

/** `myOrders`: the caller's orders, newest first, with refunds and document numbers. */
export function useMyOrders() {
  return useQuery(MyOrdersDocument, { fetchPolicy: 'cache-and-network' });
}
