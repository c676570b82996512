import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';
import { onFirstToast } from '../lib/toast';
import { primeHeroImages } from '../features/landing/hooks/use-hero-images';

/** The toast container loads in its own chunk when the first toast is raised, never for the first paint. */
const ToastHost = lazy(() => import('./toast-host'));

/** Apollo (normalized cache in place of Redux) and the toast host (spec section 9 settings). */
export function AppProviders({ children }: { children: ReactNode }) {
  const client = useMemo(() => {
    const created = createApolloClient();
    primeHeroImages(created);
    return created;
  }, []);
  const [toasting, setToasting] = useState(false);
  useEffect(() => onFirstToast(() => setToasting(true)), []);
  return (
    <ApolloProvider client={client}>
      {children}
      {toasting && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ApolloProvider>
  );
}
