import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SubscribeNewsletterDocument, type SubscribeNewsletterMutation } from '../../../generated/graphql';

export type NewsletterResult = SubscribeNewsletterMutation['subscribeNewsletter'];

/**
 * `subscribeNewsletter(email)`: resolves with the server's message for a new address ('Thanks for
 * subscribing!') and for one already on the list ('You are already subscribed. Thank you!').
 */
export function useSubscribeNewsletter() {
  const [mutate, state] = useMutation(SubscribeNewsletterDocument);
  const subscribe = useCallback(
    async (email: string): Promise<NewsletterResult> => {
      const { data } = await mutate({ variables: { email } });
      if (!data) throw new Error('Empty response from subscribeNewsletter');
      return data.subscribeNewsletter;
    },
    [mutate],
  );
  return [subscribe, state] as const;
}
