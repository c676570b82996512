import type { ApolloClient } from '@apollo/client';
import { LogoutDocument } from '../../generated/graphql';
import { tokenVar } from '../session';

/** How long logout waits for the server before clearing the session anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Logout, server side: asks the server to revoke the current token (the `logout` mutation), waiting
 * at most 3 s. Never throws: offline, or with a token the server already refuses, the session is
 * still cleared by the caller and the token expires by itself.
 */
export async function revokeSession(client: ApolloClient): Promise<void> {
  if (!tokenVar()) return;
  let timer: number | undefined;
  try {
    await Promise.race([
      client.mutate({ mutation: LogoutDocument }),
      new Promise((resolve) => {
        timer = window.setTimeout(resolve, LOGOUT_WAIT_MS);
      }),
    ]);
  } catch {
    /* revocation is best effort; the session is cleared either way */
  } finally {
    window.clearTimeout(timer);
  }
}
