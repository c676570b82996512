import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';

/**
 * The card payment in the browser: Stripe.js served by the local double (stripe-double.js) instead of
 * js.stripe.com, and the GraphQL operation a request carries (to wait for or hold back CreatePaymentIntent
 * and CreateOrder).
 */

const STRIPE_DOUBLE = readFileSync(path.join(__dirname, 'stripe-double.js'), 'utf8');

/** Serves the Stripe.js double to `page` in place of https://js.stripe.com. */
export async function serveStripeDouble(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_DOUBLE }),
  );
}

/** The `operationName` of a GraphQL POST to /graphql; undefined for any other request. */
export const operationOf = (request: Request): string | undefined => {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return undefined;
  try {
    return (request.postDataJSON() as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
};
