import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MeDocument } from '../../../generated/graphql';
import { tokenVar, updateUser } from '../../../lib/session';

export type { PlanStatus, Role } from '../../../generated/graphql';

/** Re-reads the signed-in user (`me`, network-only) and stores it, e.g. after a pause changed the plan status. */
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
