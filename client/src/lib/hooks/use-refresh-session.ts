import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MeDocument } from '../../generated/graphql';
import { tokenVar, updateUser } from '../session';

export type { UserFieldsFragment } from '../../generated/graphql';

/**
 * On app start, when a token is stored, fetches `me` once and replaces the stored user (role, plan
 * status or name may have changed since the last visit). A token the server refuses signs the user
 * out through the Apollo error link; a network failure keeps the stored user.
 * Mount once, inside the Apollo provider (e.g. in AppRouter or AppProviders).
 */
export function useRefreshSession() {
  const client = useApolloClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once per app start (StrictMode runs effects twice in development)
    started.current = true;
    const token = tokenVar();
    if (!token) return;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        // Ignore the answer if the person signed out or in as someone else meanwhile.
        if (data?.me && tokenVar() === token) updateUser(data.me);
      })
      .catch(() => undefined);
  }, [client]);
}
