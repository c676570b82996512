import { ApolloProvider } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { createApolloClient } from '../lib/apollo-client';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

/** Apollo (normalized cache in place of Redux) and the toast host (spec section 9 settings). */
export function AppProviders({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ApolloProvider client={client}>
      {children}
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </ApolloProvider>
  );
}
