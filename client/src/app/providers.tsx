import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onFirstToast } from '../lib/toast';
import { languageVar, tokenVar } from '../lib/session';
import { withApollo } from './with-apollo';
import { useVar } from '../lib/store';

/** The toast container loads in its own chunk when the first toast is raised, never for the first paint. */
const ToastHost = lazy(() => import('./toast-host'));
/** Saves a signed-in user's language choice on their profile; its own chunk (with Apollo), loaded only for them. */
const LanguageSync = lazy(withApollo<object>(() => import('./language-sync').then((m) => ({ default: m.LanguageSync }))));

/**
 * App-wide parts around the router: the toast host and, for a signed-in user, the language sync (spec section 9
 * settings). Apollo (the normalized cache in place of Redux) is not here: it loads on demand with the pages and
 * parts that use it (lib/apollo-on-demand.ts, with-apollo.tsx), so the first paint does not wait for it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [toasting, setToasting] = useState(false);
  const token = useVar(tokenVar);
  const language = useVar(languageVar);
  const signedInWithChoice = token !== null && language !== null;
  useEffect(() => onFirstToast(() => setToasting(true)), []);
  return (
    <>
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
    </>
  );
}
