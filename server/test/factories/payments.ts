import Stripe from 'stripe';
import request from 'supertest';
import type { TestApp } from '../setup/test-app.js';

/** Settings that point the app at stripe-mock (key sk_test_123) with a known webhook secret. */
export const WEBHOOK_SECRET = 'whsec_test_secret';
export const STRIPE_TEST_ENV = {
  STRIPE_API_BASE: process.env.STRIPE_API_BASE || 'http://127.0.0.1:12111',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

const stripe = new Stripe('sk_test_123');
let sequence = 0;

/** A unique id with Stripe's prefix, e.g. `pi_test_4242_1_lx3k`. */
export function uniqueStripeId(prefix: 'pi' | 'evt'): string {
  sequence += 1;
  return `${prefix}_test_${process.pid}_${sequence}_${Date.now().toString(36)}`;
}

/** A calendar date `days` days after today (UTC), as YYYY-MM-DD. */
export function dateInDays(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Plan ids of the seeded catalogue by name. */
export async function planIdsByName(t: TestApp): Promise<Record<string, string>> {
  const body = await t.gql<{ plans: { id: string; name: string }[] }>('{ plans { id name } }');
  return Object.fromEntries(body.data!.plans.map((p) => [p.name, p.id]));
}

export interface SucceededIntent {
  id: string;
  amount: number;
  currency?: string;
  metadata: { userId: string; checkoutId: string; total: string };
}

/** The JSON body of a `payment_intent.succeeded` event, as Stripe would send it. */
export function succeededEvent(pi: SucceededIntent, eventId = uniqueStripeId('evt')): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'payment_intent.succeeded',
    livemode: false,
    data: {
      object: {
        id: pi.id,
        object: 'payment_intent',
        amount: pi.amount,
        amount_received: pi.amount,
        currency: pi.currency ?? 'aed',
        status: 'succeeded',
        client_secret: `${pi.id}_secret_test`,
        metadata: pi.metadata,
      },
    },
  });
}

/**
 * The JSON body of any Stripe event of type `type` whose `data.object` is `object` (e.g. a
 * `payment_intent.payment_failed` with its `last_payment_error`, or a `setup_intent.succeeded`).
 */
export function stripeEvent(type: string, object: Record<string, unknown>, eventId = uniqueStripeId('evt')): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    data: { object },
  });
}

/** A `Stripe-Signature` header for `payload`, made by Stripe's own test signer. */
export function signWebhook(payload: string, secret = WEBHOOK_SECRET): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** POSTs a webhook body to /api/payments/webhook with `signature` (default: signed with `secret`). */
export function postWebhook(t: TestApp, payload: string, secret = WEBHOOK_SECRET, signature = signWebhook(payload, secret)) {
  return request(t.app.getHttpServer())
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}
