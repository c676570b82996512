import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminOrderDocument,
  RefundOrderDocument,
  RetryRenewalDocument,
  TurnOffRenewalDocument,
  type AdminOrderQuery,
} from '../../../generated/graphql';

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

/** The order page reads the renewal again after a staff change (the order detail has no id for the cache to update). */
const RENEWAL_CHANGED = { refetchQueries: [AdminOrderDocument], awaitRefetchQueries: true };

/**
 * Staff actions on the automatic renewal of an order's plan: `retryRenewal` (a new charge attempt now) and
 * `turnOffRenewal`. Each resolves with the renewal as the server left it, or throws the server's error.
 */
export function useRenewalActions() {
  const [retry] = useMutation(RetryRenewalDocument, RENEWAL_CHANGED);
  const [turnOff] = useMutation(TurnOffRenewalDocument, RENEWAL_CHANGED);
  return {
    retry: async (subscriptionId: string) => (await retry({ variables: { subscriptionId } })).data?.retryRenewal ?? null,
    turnOff: async (subscriptionId: string) => (await turnOff({ variables: { subscriptionId } })).data?.turnOffRenewal ?? null,
  };
}
