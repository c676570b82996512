import type { Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';

/** Injection token for the Stripe client, or `null` when STRIPE_SECRET_KEY is unset. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * Builds the Stripe client from STRIPE_SECRET_KEY; STRIPE_API_BASE (e.g. http://127.0.0.1:12111,
 * stripe-mock in tests) becomes its host, port and protocol. No key: `null`, and every payment call
 * answers PAYMENTS_NOT_CONFIGURED (there is no fake payment path).
 */
export function createStripeClient(cfg: AppConfig): Stripe | null {
  if (!cfg.STRIPE_SECRET_KEY) return null;
  const base = cfg.STRIPE_API_BASE ? new URL(cfg.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(cfg.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [APP_CONFIG],
  useFactory: createStripeClient,
};
