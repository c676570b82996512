import { ApolloProvider, useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';
import { onFirstToast } from '../lib/toast';
import { languageVar, tokenVar } from '../lib/session';

/** The toast container loads in its own chunk when the first toast is raised, never for the first paint. */
const ToastHost = lazy(() => import('./toast-host'));
/** Saves a signed-in user's language choice on their profile; its own chunk, loaded only for them. */
const LanguageSync = lazy(() => import('./language-sync').then((m) => ({ default: m.LanguageSync })));

/** Apollo (normalized cache in place of Redux) and the toast host (spec section 9 settings). */
export function AppProviders({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  const [toasting, setToasting] = useState(false);
  const token = useReactiveVar(tokenVar);
  const language = useReactiveVar(languageVar);
  const signedInWithChoice = token !== null && language !== null;
  useEffect(() => onFirstToast(() => setToasting(true)), []);
  return (
    <ApolloProvider client={client}>
      {signedInWithChoice && (
        <Suspense fallback={null}>
          <LanguageSync />
        </Suspense>
      )}
      {children}
      {toasting && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ApolloProvider>
  );
}
