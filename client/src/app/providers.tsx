import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';

/** The toast container loads in its own chunk: toasts are never part of the first paint. */
const ToastHost = lazy(() => import('./toast-host'));

/** Apollo (normalized cache in place of Redux) and the toast host (spec section 9 settings). */
export function AppProviders({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </ApolloProvider>
  );
}
