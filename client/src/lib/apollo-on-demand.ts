import type { ApolloClient } from '@apollo/client';
import type { ApolloContextValue, ApolloProvider } from '@apollo/client/react';
import { use, useCallback, type Context } from 'react';

/**
 * Apollo Client on demand. The entry script carries no Apollo client, cache or links: a signed-out visitor's landing
 * page paints from the data the server put in its HTML (lib/catalog-island.ts), and the client's chunk
 * (lib/apollo-client.ts with Apollo Client, its normalized cache and rxjs) loads the first time something needs the
 * server: a page with queries, a form, a signed-in session. There is still one client per page load. The entry imports
 * nothing from Apollo at run time (the build's `apollo` chunk, client/vite.config.ts), only its types.
 */
interface ApolloRuntime {
  client: ApolloClient;
  ApolloProvider: typeof ApolloProvider;
}

let runtime: Promise<ApolloRuntime> | undefined;
let loaded: ApolloClient | undefined;
/** Apollo's React context, the one its providers fill: known once its chunk has loaded (or {@link knowApolloContext}). */
let apolloContext: Context<ApolloContextValue> | undefined;

/**
 * The page load's one Apollo client and its React provider, loading their chunk the first time. A failed load (the
 * chunk could not be fetched, e.g. offline) rejects and is tried again on the next call.
 */
export function loadApollo(): Promise<ApolloRuntime> {
  runtime ??= import('./apollo-client').then(
    (m) => {
      loaded ??= m.createApolloClient();
      apolloContext ??= m.getApolloContext();
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
 * Makes Apollo's context known to {@link useOnDemandClient} without loading the client: for tests, which render
 * Apollo's providers (`MockedProvider`) from their own imports (src/test/setup.ts).
 */
export function knowApolloContext(context: Context<ApolloContextValue>): void {
  apolloContext = context;
}

/**
 * A function resolving with the client to use here: the nearest `ApolloProvider`'s (a page's, or a test's
 * `MockedProvider`), else the on-demand one. Stable while the provider's client is.
 */
export function useOnDemandClient(): () => Promise<ApolloClient> {
  // The app's providers come with Apollo's chunk (app/with-apollo.tsx renders one once loadApollo has resolved), so
  // before its context is known there is none to find. React's `use` may read a context conditionally.
  const contextClient = apolloContext ? use(apolloContext).client : undefined;
  return useCallback(() => (contextClient ? Promise.resolve(contextClient) : loadApolloClient()), [contextClient]);
}
