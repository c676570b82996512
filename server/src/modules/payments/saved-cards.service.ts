import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { isObjectIdString } from '../../common/database/object-id.js';
import type { Fils } from '../../common/format/money.js';
import type { SavedCardObject, SetupIntentPayloadObject } from './dto/saved-card.objects.js';
import type { SavedCardRecord } from './payment-profile.schema.js';
import { PaymentProfileRepository } from './payment-profiles.repository.js';
import { PaymentErrors } from './payments.errors.js';
import { CURRENCY, PaymentsService, toIntentSummary, type IntentSummary } from './payments.service.js';
import { STRIPE_CLIENT } from './stripe.provider.js';

/** An off-session charge's answer: final (`succeeded`, `requires_action`, `declined`) or `pending` (the webhook tells). */
export type OffSessionOutcome =
  | { kind: 'succeeded' | 'pending'; intent: IntentSummary }
  | { kind: 'requires_action'; intent: IntentSummary | null }
  | { kind: 'declined'; intent: IntentSummary | null; reason: string };

/** A request to charge a saved card without the customer present. */
export interface OffSessionCharge {
  userId: string;
  /** Fils, the renewal checkout's quote total. */
  amount: Fils;
  checkoutId: string;
  /** The subscription being renewed (metadata `renewalOf`: the webhooks find the renewal by it). */
  renewalOf: string;
  description: string;
  /** The attempt (1, 2, 3): its idempotency key is `renewal:<renewalOf>:<attempt>`, so a retry of one attempt never charges twice. */
  attempt: number;
}

/** Stripe's error codes that mean the bank wants the customer to authenticate (3-D Secure). */
const AUTHENTICATION_CODES = new Set(['authentication_required', 'card_authentication_required']);

/**
 * Saved cards: one Stripe Customer per user (created once, whatever the instances), the card saved on it
 * by a checkout the customer allowed to save it (`setup_future_usage: off_session`) or by a SetupIntent,
 * and the off-session charges of renewals. The browser sees brand, last 4 and expiry only.
 */
@Injectable()
export class SavedCardsService {
  private readonly logger = new Logger('SavedCards');

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly payments: PaymentsService,
    private readonly profiles: PaymentProfileRepository,
  ) {}

  /**
   * The user's Stripe Customer id, created on first use: Stripe's create carries the idempotency key
   * `customer-<userId>` (two instances at once get one customer back) and the id is stored by a conditional
   * write (the first stored wins, and every caller returns that one).
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR
   */
  async ensureCustomer(userId: string): Promise<string> {
    const stripe = this.payments.assertConfigured();
    const profile = await this.profiles.ensure(userId);
    if (profile.stripeCustomerId) return profile.stripeCustomerId;
    let created: Stripe.Customer;
    try {
      created = await stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
    } catch (err) {
      throw this.payments.toProviderError(err);
    }
    return this.profiles.setCustomerIfNone(userId, created.id);
  }

  /** `myPaymentMethod`: the user's saved card as the browser may see it, or null. */
  async cardOf(userId: string): Promise<SavedCardObject | null> {
    const card = (await this.profiles.findByUser(userId))?.card;
    return card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, savedAt: card.savedAt } : null;
  }

  /** What a renewal charges: the Stripe Customer and saved payment method, or null when the user has no card. */
  async chargeableOf(userId: string): Promise<{ customerId: string; paymentMethodId: string } | null> {
    const p = await this.profiles.findByUser(userId);
    return p?.stripeCustomerId && p.card ? { customerId: p.stripeCustomerId, paymentMethodId: p.card.paymentMethodId } : null;
  }

  /**
   * `createSetupIntent`: a SetupIntent on the user's Stripe Customer for a card to use off-session; the browser
   * confirms it with Stripe Elements and the `setup_intent.succeeded` webhook saves the card (replacing the old one).
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR
   */
  async createSetupIntent(userId: string): Promise<SetupIntentPayloadObject> {
    const stripe = this.payments.assertConfigured();
    const customer = await this.ensureCustomer(userId);
    try {
      const si = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userId },
      });
      if (!si.client_secret) throw PaymentErrors.providerUnavailable();
      return { clientSecret: si.client_secret, setupIntentId: si.id };
    } catch (err) {
      throw this.payments.toProviderError(err);
    }
  }

  /**
   * Saves `paymentMethodId` as the user's card (its brand, last 4 and expiry read from Stripe). Called by the
   * webhooks (signed, so trusted): a payment that asked to save its card, or a SetupIntent that succeeded.
   * Not a card: nothing saved. @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR
   */
  async saveCard(userId: string, paymentMethodId: string, now = new Date()): Promise<void> {
    if (!isObjectIdString(userId)) return;
    const stripe = this.payments.assertConfigured();
    let pm: Stripe.PaymentMethod;
    try {
      pm = await stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (err) {
      throw this.payments.toProviderError(err);
    }
    if (!pm.card) {
      this.logger.warn(`Payment method ${paymentMethodId} of user ${userId} is not a card: not saved`);
      return;
    }
    const card: SavedCardRecord = {
      paymentMethodId,
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
      savedAt: now,
    };
    await this.profiles.ensure(userId);
    await this.profiles.setCard(userId, card);
  }

  /**
   * `removePaymentMethod`: detaches the user's card from their Stripe Customer and forgets it.
   * @returns whether a card was removed (false: none was saved).
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR (nothing forgotten then)
   */
  async removeCard(userId: string): Promise<boolean> {
    const stripe = this.payments.assertConfigured();
    const card = (await this.profiles.findByUser(userId))?.card;
    if (!card) return false;
    try {
      await stripe.paymentMethods.detach(card.paymentMethodId);
    } catch (err) {
      // Already detached at Stripe (e.g. removed from the dashboard): forget it here too.
      if (!(err instanceof Stripe.errors.StripeError && err.statusCode === 404)) throw this.payments.toProviderError(err);
    }
    return this.profiles.clearCard(userId, card.paymentMethodId);
  }

  /**
   * A closed account's erasure: forgets the user's Stripe Customer id and card here, and detaches the card at
   * Stripe when payments are configured (a failure there is logged: the card is forgotten here whatever Stripe
   * answers, and Stripe's own records are the acquirer's, decision 0078).
   */
  async forgetUser(userId: string): Promise<void> {
    const profile = await this.profiles.deleteOfUser(userId);
    const paymentMethodId = profile?.card?.paymentMethodId;
    if (!paymentMethodId) return;
    try {
      await this.payments.assertConfigured().paymentMethods.detach(paymentMethodId);
    } catch (err) {
      // Payments switched off since (PAYMENTS_NOT_CONFIGURED), or Stripe refused or unreachable.
      this.logger.warn(`saved card of a closed account not detached at Stripe: ${(err as Error).message}`);
    }
  }

  /**
   * Charges the user's saved card without them (`off_session: true, confirm: true`) with the charge's
   * idempotency key. Stripe's answer decides when final: succeeded, 3-D Secure wanted (`requires_action`, or a card
   * error `authentication_required`), or declined (another card error); any other status is `pending` and the
   * `payment_intent.*` webhook tells the end.
   * @throws PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR (Stripe unreachable: nothing known, try again later)
   */
  async chargeOffSession(c: OffSessionCharge, saved: { customerId: string; paymentMethodId: string }): Promise<OffSessionOutcome> {
    const stripe = this.payments.assertConfigured();
    try {
      const pi = await stripe.paymentIntents.create(
        {
          amount: c.amount,
          currency: CURRENCY,
          customer: saved.customerId,
          payment_method: saved.paymentMethodId,
          allowed_payment_method_types: ['card'],
          off_session: true,
          confirm: true,
          description: c.description,
          metadata: {
            userId: c.userId,
            checkoutId: c.checkoutId,
            total: String(c.amount),
            renewalOf: c.renewalOf,
            renewalAttempt: String(c.attempt),
          },
        },
        { idempotencyKey: `renewal:${c.renewalOf}:${c.attempt}` },
      );
      const intent = toIntentSummary(pi);
      if (intent.status === 'succeeded') return { kind: 'succeeded', intent };
      if (intent.status === 'requires_action') return { kind: 'requires_action', intent };
      return { kind: 'pending', intent };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const raw = (err.raw ?? {}) as { payment_intent?: Stripe.PaymentIntent };
        const intent = raw.payment_intent ? toIntentSummary(raw.payment_intent) : null;
        if (AUTHENTICATION_CODES.has(err.code ?? '')) return { kind: 'requires_action', intent };
        return { kind: 'declined', intent, reason: err.decline_code ?? err.code ?? 'card_declined' };
      }
      throw this.payments.toProviderError(err);
    }
  }
}

/** Whether a failed PaymentIntent's error asks for the customer's authentication rather than being a decline. */
export function needsAuthentication(code: string | null | undefined, status: string): boolean {
  return status === 'requires_action' || AUTHENTICATION_CODES.has(code ?? '');
}
