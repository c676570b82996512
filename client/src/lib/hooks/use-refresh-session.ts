import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect, useRef } from 'react';
import { loadApolloClient, useOnDemandClient } from '../apollo-on-demand';
import { MeDocument } from '../../generated/graphql';
import { tokenVar, updateUser } from '../session';

/**
 * Re-reads the signed-in user (`me`, network-only) and stores it. The answer is ignored if the person signed out or
 * in as someone else meanwhile; a failure keeps the stored user (a token the server refuses signs the user out through
 * the Apollo error link).
 */
async function refreshStoredUser(client: ApolloClient): Promise<void> {
  const token = tokenVar();
  if (!token) return;
  try {
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    if (data?.me && tokenVar() === token) updateUser(data.me);
  } catch {
    /* keep the stored user */
  }
}

/**
 * A function that re-reads and stores the signed-in user, e.g. after an order or a pause changed the plan status so
 * the navbar shows Subscription. Resolves when done; never rejects.
 */
export function useRefreshUser() {
  const getClient = useOnDemandClient();
  return useCallback(() => getClient().then(refreshStoredUser, () => undefined), [getClient]);
}

/**
 * On app start, when a token is stored, fetches `me` once and replaces the stored user (role, plan
 * status or name may have changed since the last visit). Loads Apollo for a signed-in user only; a signed-out
 * visit asks nothing. Mount once (AppRouter does).
 */
export function useRefreshSession() {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once per app start (StrictMode runs effects twice in development)
    started.current = true;
    if (tokenVar()) void loadApolloClient().then(refreshStoredUser, () => undefined);
  }, []);
}
