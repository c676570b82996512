import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { AppError, CommonErrors } from '../../common/errors/app-error.js';
import { MetricsService, type PaymentOutcome } from '../../common/metrics/metrics.service.js';
import { CheckoutService, type CheckoutRecord } from '../checkout/checkout.service.js';
import { DeliverySlotsService } from '../delivery-slots/delivery-slots.service.js';
import { PaymentsService, toIntentSummary, type IntentSummary } from '../payments/payments.service.js';
import { PlansService } from '../plans/plans.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { customerSearchKeysOf } from '../users/account-search.rules.js';
import { UsersService } from '../users/users.service.js';
import { PlanStatus } from '../users/users.types.js';
import type { CreateOrderInput } from './dto/create-order.input.js';
import { linesOf } from './order.mappers.js';
import { OrderDocumentsService } from './order-documents.service.js';
import { OrderStatsRepository } from './order-stats.repository.js';
import { OrderStatus, type Order } from './order.schema.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';
import { REFUND_EVENTS, RefundsService } from './refunds.service.js';
import { RENEWAL_EVENTS, RenewalOutcomesService } from './renewal-outcomes.service.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';
import type Stripe from 'stripe';

/** The Stripe event that creates orders. */
export const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';

/** The Stripe event of a card saved through `createSetupIntent`. */
export const SETUP_SUCCEEDED = 'setup_intent.succeeded';

/** Stripe events that report a payment outcome, counted in `freshfuel_payments_total` once each. */
const PAYMENT_OUTCOMES: Partial<Record<string, PaymentOutcome>> = {
  [PAYMENT_SUCCEEDED]: 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'charge.refunded': 'refunded',
};

/** A new order number: FF-<yyMMdd (UTC)>-<6 random base36 characters>, e.g. FF-250314-7K2Q9Z. */
export function newOrderNumber(now = new Date()): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `FF-${ymd}-${randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0')
    .toUpperCase()}`;
}

/**
 * A paid checkout becomes an order with its subscription ({@link FulfilmentService.fulfil}): from the browser
 * (`createOrder`) or the Stripe webhook, which run the same steps. Each write is idempotent and ordered so that a
 * crash between two is repaired by the next retry or webhook (no transactions on FerretDB).
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly orders: OrderRepository,
    private readonly checkouts: CheckoutService,
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly stats: OrderStatsRepository,
    private readonly metrics: MetricsService,
    private readonly deliverySlots: DeliverySlotsService,
    private readonly documents: OrderDocumentsService,
    private readonly refunds: RefundsService,
    private readonly plans: PlansService,
    private readonly renewals: RenewalOutcomesService,
    private readonly savedCards: SavedCardsService,
  ) {}

  /**
   * `createOrder`: the order of a succeeded PaymentIntent of the caller. An order that already exists
   * for it (e.g. made by the webhook) is returned without asking Stripe, after repairing any missing
   * later step. Otherwise the intent must have succeeded, belong to the caller and charge the quote.
   * @throws FORBIDDEN (another user's payment), PAYMENT_NOT_COMPLETED, PAYMENT_NOT_FOUND,
   *   PAYMENT_CHECKOUT_MISMATCH, CHECKOUT_NOT_FOUND, AMOUNT_MISMATCH, PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR
   */
  async createOrder(caller: AuthUser, input: Pick<CreateOrderInput, 'paymentIntentId' | 'checkoutId'>): Promise<Order> {
    const existing = await this.orders.findByPaymentIntentId(input.paymentIntentId);
    if (existing) {
      if (existing.user.toString() !== caller.id) throw CommonErrors.forbidden();
      const checkout = await this.checkouts.findRecord(existing.checkout);
      return checkout ? this.fulfil(existing.paymentIntentId, checkout) : existing;
    }
    const intent = await this.payments.retrieveIntent(input.paymentIntentId);
    if (intent.status !== 'succeeded') throw OrderErrors.paymentNotCompleted();
    if (intent.metadata.userId !== caller.id) throw CommonErrors.forbidden();
    if (input.checkoutId && input.checkoutId !== intent.metadata.checkoutId) throw OrderErrors.checkoutMismatch();
    return this.fulfil(intent.id, await this.checkouts.findPaidBy(intent));
  }

  /**
   * `POST /api/payments/webhook`: checks the signature, skips an event already processed, creates
   * the order and subscription on `payment_intent.succeeded` (and saves its card when the customer allowed it),
   * moves a renewal on `payment_intent.payment_failed` / `requires_action`, saves the card of a
   * `setup_intent.succeeded`, then records the event id.
   * @throws WEBHOOK_SIGNATURE_INVALID (400; nothing changes), PAYMENTS_NOT_CONFIGURED
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<void> {
    const event = this.payments.verifyWebhook(rawBody, signature);
    if (await this.payments.isEventProcessed(event.id)) {
      this.metrics.webhookEvent(event.type, 'duplicate');
      return;
    }
    if (event.type === PAYMENT_SUCCEEDED) await this.onPaymentSucceeded(toIntentSummary(event.data.object));
    else if ((REFUND_EVENTS as readonly string[]).includes(event.type)) await this.refunds.onEvent(event);
    else if ((RENEWAL_EVENTS as readonly string[]).includes(event.type)) await this.renewals.onEvent(event);
    else if (event.type === SETUP_SUCCEEDED) await this.onSetupSucceeded(event.data.object);
    await this.payments.recordEvent(event.id, event.type);
    this.metrics.webhookEvent(event.type, 'processed');
    const outcome = PAYMENT_OUTCOMES[event.type];
    if (outcome) this.metrics.paymentOutcome(outcome);
  }

  /**
   * Fulfils a succeeded payment: 1) the order (upsert keyed by the PaymentIntent), 2) the order counted
   * once in the daily counters, 3) its subscription (upsert keyed by the order), 4) the user's plan
   * status Active, 5) the default delivery slot booked for its days, 6) the checkout Paid, 7) the tax
   * invoice and the confirmation e-mail, each once (failures logged, not thrown). Each step is
   * idempotent, and the whole path runs even when the order exists, so a missing later step is repaired
   * (docs/decisions/0007-ordering-and-payments.md).
   * The caller has checked that the intent succeeded and charged `checkout`'s quote.
   */
  async fulfil(paymentIntentId: string, checkout: CheckoutRecord): Promise<Order> {
    const { selection, quote } = checkout;
    // The customer's search keys and the plan's Arabic name as it is now, kept with the order (written only when the order is created).
    const [[customer], planNameAr, promotionNameAr] = await Promise.all([
      this.users.findContacts([checkout.user]),
      this.plans.arabicNameOf(selection.plan),
      quote.promotion ? this.plans.arabicPromotionNameOf(selection.plan.toString(), quote.promotion.name) : null,
    ]);
    const order = await this.orders.upsertByPaymentIntent(
      {
        paymentIntentId,
        user: checkout.user,
        ...(customer ? { customerSearch: customerSearchKeysOf(customer) } : {}),
        plan: selection.plan,
        checkout: checkout._id,
        packageInfo: {
          meals: quote.meals,
          mealsCount: quote.mealsCount,
          days: quote.duration,
          package: quote.planName,
          isCustom: selection.isCustom ? { ...selection.counts } : { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
          startDate: quote.startDate,
          endDate: quote.endDate,
        },
        price: { subtotal: quote.subtotal, vat: quote.vat, deliveryFee: quote.deliveryFee, discount: quote.discount, total: quote.total },
        discountCode: quote.discountCode ?? null,
        promotion: quote.promotion ?? null,
        buyerTrn: checkout.buyerTrn ?? null,
        paymentMode: 'card',
        orderType: quote.orderType,
        status: OrderStatus.Paid,
        lines: linesOf(quote, planNameAr),
        ...(planNameAr || promotionNameAr
          ? {
              translations: {
                ar: { ...(planNameAr ? { planName: planNameAr } : {}), ...(promotionNameAr ? { promotionName: promotionNameAr } : {}) },
              },
            }
          : {}),
        refundedAmount: 0,
        refunds: [],
        invoiceNumber: null,
        invoiceIssuedAt: null,
        confirmationSentAt: null,
      },
      newOrderNumber,
    );
    await this.stats.recordOrder(order);
    await this.subscriptions.ensureForOrder({
      userId: checkout.user,
      planId: selection.plan,
      orderId: order._id,
      startDate: quote.startDate,
      days: quote.days,
      daysOff: quote.daysOff ?? [],
      counts: selection.counts,
      mealIds: checkout.mealIds,
    });
    // Automatic renewal: on when the customer let the card be saved (not for a trial), and for a renewal's renewal.
    const subscription = await this.subscriptions.findByOrder(order._id);
    if (subscription)
      await this.renewals.ensureFor(
        subscription._id,
        checkout.user,
        order._id,
        Boolean(checkout.renewalOf) || (Boolean(checkout.saveCard) && !quote.isTrial),
      );
    await this.users.setPlanStatus(checkout.user, PlanStatus.Active);
    await this.deliverySlots.bookDefaultDays(checkout.user.toString());
    await this.checkouts.markPaid(checkout, paymentIntentId);
    await this.documents.afterFulfil(order);
    return order;
  }

  /**
   * A `payment_intent.succeeded` payload (signed, so trusted as is: no second call to Stripe).
   * Intents without our metadata, or whose checkout does not match, are logged and acknowledged:
   * a redelivery could not fix them.
   */
  private async onPaymentSucceeded(intent: IntentSummary): Promise<void> {
    if (intent.status !== 'succeeded') return;
    if (!intent.metadata.userId || !intent.metadata.checkoutId) {
      this.logger.warn(`Ignored ${PAYMENT_SUCCEEDED} for ${intent.id}: no checkout metadata`);
      return;
    }
    let checkout: CheckoutRecord;
    try {
      checkout = await this.checkouts.findPaidBy(intent);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      this.logger.error(
        `Paid intent ${intent.id} not fulfilled: ${err.code} (checkout ${intent.metadata.checkoutId}, amount ${intent.amount})`,
      );
      return;
    }
    if (intent.setupFutureUsage === 'off_session' && intent.paymentMethodId)
      await this.savedCards.saveCard(intent.metadata.userId, intent.paymentMethodId);
    const order = await this.fulfil(intent.id, checkout);
    if (checkout.renewalOf) await this.renewals.succeeded(checkout.renewalOf, intent.id, order._id);
  }

  /** A `setup_intent.succeeded` payload of `createSetupIntent` (metadata `userId`): its card becomes the saved one. */
  private async onSetupSucceeded(si: Stripe.SetupIntent): Promise<void> {
    const userId = (si.metadata ?? {}).userId;
    const pm = typeof si.payment_method === 'string' ? si.payment_method : (si.payment_method?.id ?? null);
    if (!userId || !pm) {
      this.logger.warn(`Ignored ${SETUP_SUCCEEDED} for ${si.id}: no user or payment method`);
      return;
    }
    await this.savedCards.saveCard(userId, pm);
  }
}
