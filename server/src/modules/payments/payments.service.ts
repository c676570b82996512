import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Fils } from '../../common/format/money.js';
import type { PaymentConfigObject } from './dto/payment.objects.js';
import { PaymentErrors } from './payments.errors.js';
import { PaymentEventRepository } from './payments.repository.js';
import { STRIPE_CLIENT } from './stripe.provider.js';

/** The currency of every charge (spec section 9: AED). */
export const CURRENCY = 'aed';

/** What our PaymentIntents carry in `metadata` (all strings, as Stripe stores them). */
export interface IntentMetadata {
  userId?: string;
  checkoutId?: string;
  /** The quote total, fils. */
  total?: string;
  /** A renewal's charge: the id of the subscription it renews. */
  renewalOf?: string;
  /** A renewal's charge: its attempt number (1, 2, 3). */
  renewalAttempt?: string;
}

/** The parts of a PaymentIntent the order flow reads. */
export interface IntentSummary {
  id: string;
  /** Fils. */
  amount: Fils;
  currency: string;
  status: string;
  clientSecret: string | null;
  metadata: IntentMetadata;
  /** The card it was paid with (`pm_...`), or null. */
  paymentMethodId: string | null;
  /** 'off_session' when the customer allowed the card to be saved for renewals, else null. */
  setupFutureUsage: string | null;
  /** A failed attempt's error code (e.g. `authentication_required`, `card_declined`), or null. */
  lastErrorCode: string | null;
}

/** A request for a new PaymentIntent. */
export interface CreateIntentParams {
  /** Fils, computed by the server from the caller's quote. */
  amount: Fils;
  userId: string;
  checkoutId: string;
  description: string;
  /** The user's Stripe Customer when the card is to be saved for renewals (`setup_future_usage: off_session`); null: not saved. */
  saveForCustomer?: string | null;
}

/** The parts of a Stripe Refund the refund flow reads. */
export interface RefundSummary {
  id: string;
  /** Fils. */
  amount: Fils;
  /** pending, requires_action, succeeded, failed or canceled. */
  status: string;
  paymentIntentId: string | null;
  failureReason: string | null;
  metadata: { orderId?: string; refundId?: string };
}

/** Reads a Refund (API object or webhook payload) into a {@link RefundSummary}. */
export function toRefundSummary(
  r: Pick<Stripe.Refund, 'id' | 'amount' | 'status' | 'payment_intent' | 'metadata'> & { failure_reason?: string | null },
): RefundSummary {
  const m = (r.metadata ?? {}) as Record<string, string | undefined>;
  const pi = r.payment_intent;
  return {
    id: r.id,
    amount: r.amount,
    status: r.status ?? 'pending',
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
    failureReason: r.failure_reason ?? null,
    metadata: { orderId: m.orderId, refundId: m.refundId },
  };
}

/** Reads a PaymentIntent (API object or webhook payload) into an {@link IntentSummary}. */
export function toIntentSummary(
  pi: Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'currency' | 'status' | 'client_secret' | 'metadata'> &
    Partial<Pick<Stripe.PaymentIntent, 'payment_method' | 'setup_future_usage' | 'last_payment_error'>>,
): IntentSummary {
  const m = (pi.metadata ?? {}) as Record<string, string | undefined>;
  const pm = pi.payment_method;
  return {
    id: pi.id,
    amount: pi.amount,
    currency: pi.currency,
    status: pi.status,
    clientSecret: pi.client_secret ?? null,
    metadata: { userId: m.userId, checkoutId: m.checkoutId, total: m.total, renewalOf: m.renewalOf, renewalAttempt: m.renewalAttempt },
    paymentMethodId: typeof pm === 'string' ? pm : (pm?.id ?? null),
    setupFutureUsage: pi.setup_future_usage ?? null,
    lastErrorCode: pi.last_payment_error?.code ?? null,
  };
}

/**
 * The Stripe gateway: PaymentIntents, webhook signatures and the processed-event log.
 * Every call needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, else PAYMENTS_NOT_CONFIGURED.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly events: PaymentEventRepository,
  ) {}

  /** `paymentConfig`: what the browser needs to load Stripe.js (publishable key only). */
  config(): PaymentConfigObject {
    const publishableKey = this.cfg.STRIPE_PUBLISHABLE_KEY ?? null;
    return { publishableKey, currency: CURRENCY, enabled: Boolean(this.stripe && publishableKey) };
  }

  /** @throws PAYMENTS_NOT_CONFIGURED 'Card payments are not configured.' */
  assertConfigured(): Stripe {
    if (!this.stripe || !this.cfg.STRIPE_PUBLISHABLE_KEY) throw PaymentErrors.notConfigured();
    return this.stripe;
  }

  /**
   * Creates a card PaymentIntent in AED with metadata `{ userId, checkoutId, total }` and the
   * idempotency key `checkout-<checkoutId>-<total>[-save]`, so retries of one checkout reuse one intent.
   * With `saveForCustomer`, the intent is the Stripe Customer's and saves its card for off-session renewals.
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR
   */
  async createIntent(p: CreateIntentParams): Promise<IntentSummary & { clientSecret: string }> {
    const stripe = this.assertConfigured();
    let intent: IntentSummary;
    try {
      const pi = await stripe.paymentIntents.create(
        {
          amount: p.amount,
          currency: CURRENCY,
          allowed_payment_method_types: ['card'],
          description: p.description,
          metadata: { userId: p.userId, checkoutId: p.checkoutId, total: String(p.amount) },
          ...(p.saveForCustomer ? { customer: p.saveForCustomer, setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: `checkout-${p.checkoutId}-${p.amount}${p.saveForCustomer ? '-save' : ''}` },
      );
      intent = toIntentSummary(pi);
    } catch (err) {
      throw this.toProviderError(err);
    }
    if (!intent.clientSecret) throw PaymentErrors.providerUnavailable();
    return { ...intent, clientSecret: intent.clientSecret };
  }

  /**
   * Fetches a PaymentIntent from Stripe.
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_NOT_FOUND (unknown id), PAYMENT_PROVIDER_ERROR
   */
  async retrieveIntent(id: string): Promise<IntentSummary> {
    const stripe = this.assertConfigured();
    try {
      return toIntentSummary(await stripe.paymentIntents.retrieve(id));
    } catch (err) {
      throw this.toProviderError(err);
    }
  }

  /**
   * Cancels a PaymentIntent that is not paid (e.g. one waiting for the customer's 3-D Secure), so it can no longer
   * be confirmed, with the idempotency key `cancel-<id>` (a repeat answers the same). Stripe refuses a paid one.
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR (Stripe refused, e.g. already paid, or could not be reached)
   */
  async cancelIntent(id: string): Promise<IntentSummary> {
    const stripe = this.assertConfigured();
    try {
      return toIntentSummary(
        await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel-${id}` }),
      );
    } catch (err) {
      throw this.toProviderError(err);
    }
  }

  /**
   * Refunds `amount` fils of a PaymentIntent through Stripe's Refunds API with the idempotency key
   * `refund-<refundId>` (a retry never refunds twice) and metadata `{ orderId, refundId }` (the
   * webhooks find the refund by it).
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR (Stripe refused or could not be reached)
   */
  async createRefund(p: { paymentIntentId: string; amount: Fils; orderId: string; refundId: string }): Promise<RefundSummary> {
    const stripe = this.assertConfigured();
    try {
      const r = await stripe.refunds.create(
        {
          payment_intent: p.paymentIntentId,
          amount: p.amount,
          reason: 'requested_by_customer',
          metadata: { orderId: p.orderId, refundId: p.refundId },
        },
        { idempotencyKey: `refund-${p.refundId}` },
      );
      return toRefundSummary(r);
    } catch (err) {
      throw this.toProviderError(err);
    }
  }

  /**
   * Checks a webhook's `Stripe-Signature` against the raw body with STRIPE_WEBHOOK_SECRET.
   * @throws PAYMENTS_NOT_CONFIGURED (no secret), WEBHOOK_SIGNATURE_INVALID (missing body or header, bad or stale signature)
   */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | string[] | undefined): Stripe.Event {
    const stripe = this.assertConfigured();
    const secret = this.cfg.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw PaymentErrors.notConfigured();
    if (!rawBody || typeof signature !== 'string' || !signature) throw PaymentErrors.signatureInvalid();
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw PaymentErrors.signatureInvalid();
    }
  }

  /** Whether a webhook event was already processed. */
  isEventProcessed(eventId: string): Promise<boolean> {
    return this.events.exists(eventId);
  }

  /** Records a processed webhook event (idempotent). */
  recordEvent(eventId: string, type: string): Promise<void> {
    return this.events.record(eventId, type);
  }

  /** A Stripe failure as the error callers see: PAYMENT_NOT_FOUND for a 404, else PAYMENT_PROVIDER_ERROR (logged). */
  toProviderError(err: unknown): AppError {
    if (err instanceof AppError) return err;
    if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return PaymentErrors.paymentNotFound();
    this.logger.error(`Stripe call failed: ${err instanceof Error ? err.message : String(err)}`);
    return PaymentErrors.providerUnavailable();
  }
}
