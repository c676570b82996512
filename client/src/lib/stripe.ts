import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js is loaded only when a payment starts (the card payment modal, the renewal confirmation page or the replace-card dialog opens), never on import:
 * `@stripe/stripe-js/pure` injects the script on the first `loadStripe` call. One promise per key;
 * a failed load resolves to null (the form then answers 'Stripe.js has not loaded yet.') and is
 * retried on the next payment.
 */
const loading = new Map<string, Promise<Stripe | null>>();

export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      loading.delete(publishableKey);
      return null;
    });
    loading.set(publishableKey, promise);
  }
  return promise;
}
