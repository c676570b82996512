import { useCallback } from 'react';
import { SubscribeNewsletterDocument, type SubscribeNewsletterMutation } from '../../../generated/graphql';
import { useOnDemandClient } from '../../../lib/apollo-on-demand';

export type NewsletterResult = SubscribeNewsletterMutation['subscribeNewsletter'];

/**
 * `subscribeNewsletter(email)`: resolves with the server's message for a new address ('Thanks for
 * subscribing!') and for one already on the list ('You are already subscribed. Thank you!'). Sent through the
 * on-demand Apollo client (the landing page loads it only when the form is sent, see lib/apollo-on-demand.ts).
 * Rejects with Apollo's error, or `Error('Empty response from subscribeNewsletter')`.
 */
export function useSubscribeNewsletter(): [(email: string) => Promise<NewsletterResult>] {
  const getClient = useOnDemandClient();
  const subscribe = useCallback(
    async (email: string) => {
      const client = await getClient();
      const { data } = await client.mutate({ mutation: SubscribeNewsletterDocument, variables: { email } });
      if (!data) throw new Error('Empty response from subscribeNewsletter');
      return data.subscribeNewsletter;
    },
    [getClient],
  );
  return [subscribe];
}
