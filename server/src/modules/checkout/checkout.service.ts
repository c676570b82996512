import { LegalService } from '../legal/legal.service.js';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff } from '../../common/auth/ownership.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import type { Fils } from '../../common/format/money.js';
import type { Types } from 'mongoose';
import type { PaymentIntentPayloadObject } from '../payments/dto/payment.objects.js';
import { CURRENCY, PaymentsService, type IntentSummary } from '../payments/payments.service.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';
import type { SelectionInput } from '../pricing/dto/selection.input.js';
import { assertStartDate } from '../pricing/pricing.rules.js';
import { Language } from '../../common/i18n/language.js';
import { completeQuote, PricingService } from '../pricing/pricing.service.js';
import { UsersService } from '../users/users.service.js';
import { CheckoutErrors } from './checkout.errors.js';
import { CheckoutRepository } from './checkout.repository.js';
import { CheckoutStatus, type Checkout } from './checkout.schema.js';
import type { CheckoutObject } from './dto/checkout.object.js';

/** A stored checkout, as other modules read it. */
export type CheckoutRecord = Checkout;

/** How long a checkout's quote can be paid: after that a new PaymentIntent needs a new checkout. */
export const CHECKOUT_TTL_MS = 2 * 3_600_000;

/** A UAE Tax Registration Number: exactly 15 digits. */
export const TRN_RE = /^\d{15}$/;

/**
 * The buyer's TRN as stored: null when none or blank, otherwise the trimmed text, which must be 15 digits.
 * @throws VALIDATION_FAILED 'A TRN is 15 digits.' (400, field `buyerTrn`)
 */
export function buyerTrnOf(value: string | null | undefined): string | null {
  const trn = value?.trim() ?? '';
  if (!trn) return null;
  if (!TRN_RE.test(trn)) throw CheckoutErrors.trnInvalid();
  return trn;
}

export function toCheckoutObject(c: Checkout): CheckoutObject {
  return {
    id: c._id.toString(),
    status: c.status,
    quote: completeQuote(c.quote),
    buyerTrn: c.buyerTrn ?? null,
    paymentIntentId: c.paymentIntentId ?? null,
    expiresAt: c.expiresAt,
    createdAt: c.createdAt,
  };
}

/** Checkout: the server-side cart and its PaymentIntent. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly pricing: PricingService,
    private readonly payments: PaymentsService,
    private readonly users: UsersService,
    private readonly legal: LegalService,
    private readonly savedCards: SavedCardsService,
  ) {}

  /**
   * `startCheckout`: validates and prices the selection and stores it as the caller's Open checkout
   * (an earlier Open one becomes Replaced); its quote's names answered in `lang` (stored in English).
   * `buyerTrn`: a corporate buyer's TRN for the tax invoice (15 digits; blank or null: none), checked
   * before anything is written.
   * Errors: VALIDATION_FAILED 'A TRN is 15 digits.' and those of `quote`.
   */
  async start(
    caller: AuthUser,
    input: SelectionInput,
    now = new Date(),
    lang: Language = Language.en,
    buyerTrn: string | null = null,
  ): Promise<CheckoutObject> {
    const trn = buyerTrnOf(buyerTrn);
    const priced = await this.pricing.price(input, now);
    const saved = await this.checkouts.replaceOpen({
      ...priced,
      userId: caller.id,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      buyerTrn: trn,
    });
    return this.inLanguage(toCheckoutObject(saved), lang);
  }

  /**
   * `checkout(id)`: the caller's own checkout (staff may read any), its quote's names in `lang`.
   * @throws CHECKOUT_NOT_FOUND (unknown, or someone else's)
   */
  async findOwned(caller: AuthUser, id: string, lang: Language = Language.en): Promise<CheckoutObject> {
    const c = await this.checkouts.findById(id);
    if (!c || !isOwnerOrStaff(caller, c.user)) throw CheckoutErrors.notFound();
    return this.inLanguage(toCheckoutObject(c), lang);
  }

  private async inLanguage(c: CheckoutObject, lang: Language): Promise<CheckoutObject> {
    return lang === Language.en ? c : { ...c, quote: await this.pricing.localizeQuote(c.quote, lang) };
  }

  /**
   * `createPaymentIntent`: a card PaymentIntent for the checkout's quote total. The amount always
   * comes from the stored quote; `expectedTotal` (fils, what the browser shows) is only compared.
   * Without `checkoutId`, the caller's latest Open checkout is used (REST shim). The caller must have
   * a delivery address: nothing is charged for meals that could not be delivered; and have accepted the
   * terms and conditions in force (earlier, or now with `acceptedTermsVersion`, recorded with this checkout). `saveCard` (the customer's
   * consent, shown beside the pay button; default true): the intent belongs to the caller's Stripe Customer and
   * saves the card for automatic renewals (`setup_future_usage: off_session`), kept once the payment succeeds.
   * @throws PAYMENTS_NOT_CONFIGURED 'Card payments are not configured.', CHECKOUT_NOT_FOUND, CHECKOUT_PAID,
   *   CHECKOUT_CLOSED, CHECKOUT_EXPIRED, START_DATE_TOO_EARLY, AMOUNT_MISMATCH,
   *   DELIVERY_ADDRESS_REQUIRED 'Add a delivery address before paying.', TERMS_NOT_ACCEPTED (the terms in force
   *   were never accepted and `acceptedTermsVersion` is missing), TERMS_CHANGED, PAYMENT_PROVIDER_ERROR
   */
  async createPaymentIntent(
    caller: AuthUser,
    checkoutId: string | null,
    expectedTotal: Fils | null,
    acceptedTermsVersion: number | null = null,
    now = new Date(),
    saveCard = true,
  ): Promise<PaymentIntentPayloadObject> {
    this.payments.assertConfigured();
    const c = checkoutId ? await this.checkouts.findById(checkoutId) : await this.checkouts.findLatestOpen(caller.id);
    if (!c || c.user.toString() !== caller.id) throw CheckoutErrors.notFound();
    if (c.status === CheckoutStatus.Paid) throw CheckoutErrors.alreadyPaid();
    if (c.status !== CheckoutStatus.Open) throw CheckoutErrors.replaced();
    if (c.expiresAt.getTime() < now.getTime()) throw CheckoutErrors.expired();
    assertStartDate(c.selection.startDate, now);
    const total = c.quote.total;
    if (expectedTotal !== null && expectedTotal !== total) throw CheckoutErrors.amountMismatch();
    if (!(await this.users.hasDeliveryAddress(caller.id))) throw CheckoutErrors.deliveryAddressRequired();
    await this.legal.requireTermsAtCheckout(caller.id, acceptedTermsVersion, c._id, now);

    const intent = await this.payments.createIntent({
      amount: total,
      userId: caller.id,
      checkoutId: c._id.toString(),
      description: `FreshFuel ${c.quote.planName}, ${c.quote.duration}`,
      saveForCustomer: saveCard ? await this.savedCards.ensureCustomer(caller.id) : null,
    });
    await this.checkouts.setPaymentIntent(c._id, intent.id, saveCard);
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount };
  }

  /**
   * The checkout a succeeded PaymentIntent paid for, checked: it exists, belongs to the intent's user
   * and its quote total and currency equal the intent's.
   * @throws CHECKOUT_NOT_FOUND, FORBIDDEN (another user's checkout), AMOUNT_MISMATCH
   */
  async findPaidBy(intent: IntentSummary): Promise<CheckoutRecord> {
    const c = intent.metadata.checkoutId ? await this.checkouts.findById(intent.metadata.checkoutId) : null;
    if (!c) throw CheckoutErrors.notFound();
    if (c.user.toString() !== intent.metadata.userId) throw CommonErrors.forbidden();
    if (intent.amount !== c.quote.total || intent.currency !== CURRENCY) throw CheckoutErrors.amountMismatch();
    return c;
  }

  /**
   * A renewal's checkout: `input` priced as on `now` (the plan's price and promotion that day; no discount code,
   * docs/decisions/0084-subscriptions-that-renew-themselves.md) and stored for `userId` as Open with `renewalOf`,
   * without replacing the customer's own open checkout; `buyerTrn` as on the order renewed. Errors: those of `quote`.
   */
  async startRenewal(
    userId: Types.ObjectId,
    renewalOf: Types.ObjectId,
    input: SelectionInput,
    now: Date,
    buyerTrn: string | null,
  ): Promise<CheckoutRecord> {
    const priced = await this.pricing.price({ ...input, discountCode: null }, now);
    return this.checkouts.insert({
      ...priced,
      userId: userId.toString(),
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      buyerTrn,
      renewalOf,
    });
  }

  /** A stored checkout by id, or null. */
  findRecord(id: string | Checkout['_id']): Promise<CheckoutRecord | null> {
    return this.checkouts.findById(id);
  }

  /** Fulfilment step 4: the checkout is Paid by this PaymentIntent (idempotent). */
  async markPaid(checkout: CheckoutRecord, paymentIntentId: string): Promise<void> {
    await this.checkouts.markPaid(checkout._id, paymentIntentId);
  }
}
