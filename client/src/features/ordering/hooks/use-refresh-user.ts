import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MeDocument } from '../../../generated/graphql';
import { tokenVar, updateUser } from '../../../lib/session';

/**
 * Re-reads the signed-in user from the server (`me`, network-only) and stores it, e.g. after an
 * order made the plan status Active so the navbar shows Subscription. Failures keep the stored user.
 */
export function useRefreshUser() {
  const client = useApolloClient();
  return useCallback(async () => {
    const token = tokenVar();
    if (!token) return;
    try {
      const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      if (data?.me && tokenVar() === token) updateUser(data.me);
    } catch {
      /* keep the stored user */
    }
  }, [client]);
}
