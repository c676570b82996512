import type { ApolloClient } from '@apollo/client';
import { getApolloContext, type ApolloProvider } from '@apollo/client/react';
import { useCallback, useContext } from 'react';

/**
 * Apollo Client on demand. The entry script carries no Apollo client, cache or links: a signed-out visitor's landing
 * page paints from the data the server put in its HTML (lib/catalog-island.ts), and the client's chunk
 * (lib/apollo-client.ts with Apollo Client, its normalized cache and rxjs) loads the first time something needs the
 * server: a page with queries, a form, a signed-in session. There is still one client per page load.
 */
interface ApolloRuntime {
  client: ApolloClient;
  ApolloProvider: typeof ApolloProvider;
}

let runtime: Promise<ApolloRuntime> | undefined;
let loaded: ApolloClient | undefined;

/**
 * The page load's one Apollo client and its React provider, loading their chunk the first time. A failed load (the
 * chunk could not be fetched, e.g. offline) rejects and is tried again on the next call.
 */
export function loadApollo(): Promise<ApolloRuntime> {
  runtime ??= import('./apollo-client').then(
    (m) => {
      loaded ??= m.createApolloClient();
      return { client: loaded, ApolloProvider: m.ApolloProvider };
    },
    (error: unknown) => {
      runtime = undefined;
      throw error;
    },
  );
  return runtime;
}

/** {@link loadApollo}'s client alone. */
export const loadApolloClient = (): Promise<ApolloClient> => loadApollo().then((r) => r.client);

/** Whether anything has asked for the client yet in this page load (a signed-out landing page's first paint does not). */
export const apolloRequested = (): boolean => runtime !== undefined || loaded !== undefined;

/** The client if its chunk has loaded, else undefined (nothing is cached before it has). */
export const loadedApolloClient = (): ApolloClient | undefined => loaded;

/**
 * A function resolving with the client to use here: the nearest `ApolloProvider`'s (a page's, or a test's
 * `MockedProvider`), else the on-demand one. Stable while the provider's client is.
 */
export function useOnDemandClient(): () => Promise<ApolloClient> {
  const contextClient = useContext(getApolloContext()).client;
  return useCallback(() => (contextClient ? Promise.resolve(contextClient) : loadApolloClient()), [contextClient]);
}
