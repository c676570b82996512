import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { RetryLink } from '@apollo/client/link/retry';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import i18n from '../i18n';
import { endRefusedSession, tokenVar } from './session';

/**
 * Sends the bearer token from the session (spec section 7) and the interface language (`Accept-Language`: the
 * server answers messages and content in it) on every request.
 */
const authLink = new SetContextLink((prev) => {
  const token = tokenVar();
  const headers: Record<string, string> = { ...(prev.headers as Record<string, string> | undefined), 'accept-language': i18n.language };
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers };
});

/**
 * A token the server no longer accepts (expired, revoked, password changed) signs the user out. Only
 * UNAUTHENTICATED does: an outage (503 SERVICE_UNAVAILABLE) or a network error keeps the session, and
 * the screen shows a retry message ({@link errorMessage}).
 */
const errorLink = new ErrorLink(({ error, operation }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED') && tokenVar()) {
    endRefusedSession();
  } else if (import.meta.env.DEV) {
    console.warn(`[GraphQL] ${operation.operationName}: ${error.message}`);
  }
});

/**
 * Spec section 9 data-layer constants: queries retry 3 times on network failure with back-off from
 * 1 s up to 30 s; mutations are never retried (a retried payment or order must be a user decision).
 */
const retryLink = new RetryLink({
  delay: { initial: 1000, max: 30_000, jitter: true },
  attempts: { max: 4, retryIf: (error, operation) => !CombinedGraphQLErrors.is(error) && !isMutation(operation.query) },
});

function isMutation(doc: DocumentNode): boolean {
  return doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION);
}

/**
 * A new Apollo client: normalized cache, same-origin `/graphql`. The app makes one per page load, on demand
 * (lib/apollo-on-demand.ts); tests make their own.
 */
export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([retryLink, authLink, errorLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

export { ApolloProvider, getApolloContext } from '@apollo/client/react';
