import { skipToken, useQuery } from '@apollo/client/react';
import { RenewalAuthenticationDocument } from '../../../generated/graphql';

/**
 * `renewalAuthentication(subscriptionId)`: the amount (fils, VAT included) and the client secret of the renewal's
 * PaymentIntent waiting for 3-D Secure, for its owner; always from the network (a secret is not cached for later).
 * Nothing is asked without a subscription id.
 */
export function useRenewalAuthentication(subscriptionId: string) {
  return useQuery(
    RenewalAuthenticationDocument,
    subscriptionId ? { variables: { subscriptionId }, fetchPolicy: 'network-only' } : skipToken,
  );
}
