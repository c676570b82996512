import { useMutation, useQuery } from '@apollo/client/react';
import { AdminOrderDocument, RefundOrderDocument, type AdminOrderQuery } from '../../../generated/graphql';

export type { RefundOrderInput } from '../../../generated/graphql';

export type AdminOrderDetail = AdminOrderQuery['adminOrder'];

/** `adminOrder`: the staff order page's data. */
export function useAdminOrder(id: string) {
  return useQuery(AdminOrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/** `refundOrder`: refunds through Stripe; the answer replaces the page's order in the cache. */
export function useRefundOrder() {
  return useMutation(RefundOrderDocument);
}
