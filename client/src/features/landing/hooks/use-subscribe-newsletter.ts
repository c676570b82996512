import { SubscribeNewsletterDocument, type SubscribeNewsletterMutation } from '../../../generated/graphql';
import { useMutationField } from '../../../lib/use-mutation-field';

export type NewsletterResult = SubscribeNewsletterMutation['subscribeNewsletter'];

/**
 * `subscribeNewsletter(email)`: resolves with the server's message for a new address ('Thanks for
 * subscribing!') and for one already on the list ('You are already subscribed. Thank you!').
 */
export function useSubscribeNewsletter() {
  return useMutationField(SubscribeNewsletterDocument, 'subscribeNewsletter', 'email');
}
