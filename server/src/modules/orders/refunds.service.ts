import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import type Stripe from 'stripe';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Clock } from '../../common/clock.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { AppError } from '../../common/errors/app-error.js';
import { formatAed, type Fils } from '../../common/format/money.js';
import { MailerService } from '../notifications/mailer.service.js';
import { PaymentsService, toRefundSummary, type RefundSummary } from '../payments/payments.service.js';
import { SubscriptionLifecycleService } from '../subscriptions/subscription-lifecycle.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UsersService } from '../users/users.service.js';
import { REFUND_REASON_MAX } from './dto/admin-order-detail.objects.js';
import { asAttachment, OrderDocumentsService } from './order-documents.service.js';
import { OrderStatus, type Order } from './order.schema.js';
import { APP_REFUND_REASONS, refundReasonOf, RefundSource, RefundStatus, type OrderRefund } from './order-refund.schema.js';
import { OrderErrors } from './orders.errors.js';
import { OrderStatsRepository } from './order-stats.repository.js';
import { OrderRepository } from './orders.repository.js';
import { OrderRefundRepository } from './order-refunds.repository.js';

/** Stripe events about refunds handled here. */
export const REFUND_EVENTS = ['charge.refunded', 'refund.updated', 'refund.created', 'refund.failed'] as const;

/** Order states a refund may start from. */
const REFUNDABLE = [OrderStatus.Paid, OrderStatus.PartiallyRefunded];

/** The order status its succeeded refunds give: Refunded when they add up to the total paid. */
export function statusAfterRefunds(o: Pick<Order, 'status' | 'refunds' | 'price'>): OrderStatus {
  if (o.status === OrderStatus.Cancelled) return o.status;
  const back = (o.refunds ?? []).filter((r) => r.status === RefundStatus.Succeeded).reduce((s, r) => s + r.amount, 0);
  if (back <= 0) return OrderStatus.Paid;
  return back >= o.price.total ? OrderStatus.Refunded : OrderStatus.PartiallyRefunded;
}

/**
 * Refunds through Stripe (docs/decisions/0021-refunds.md). A refund first reserves its amount on the
 * order with an atomic conditional `$inc` (never past the amount paid, whatever runs in parallel),
 * then asks Stripe with the idempotency key `refund-<refundId>`; a refusal releases the reservation.
 * Stripe's `refund.updated` / `charge.refunded` webhooks settle the same refund idempotently. A
 * succeeded refund gets a tax credit note, the order becomes PartiallyRefunded or Refunded, a full
 * refund cancels the remaining deliveries, and the customer gets an e-mail with the credit note.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly orders: OrderRepository,
    private readonly orderRefunds: OrderRefundRepository,
    private readonly payments: PaymentsService,
    private readonly documents: OrderDocumentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly lifecycle: SubscriptionLifecycleService,
    private readonly users: UsersService,
    private readonly mailer: MailerService,
    private readonly clock: Clock,
    private readonly stats: OrderStatsRepository,
  ) {}

  /**
   * `refundOrder` (admin, super_admin): refunds `amount` fils (VAT included) of a paid order with a reason.
   * @returns the order after the refund (the refund Succeeded, or Pending until Stripe's webhook).
   * @throws ORDER_NOT_FOUND, VALIDATION_FAILED (amount not a positive whole number of fils, reason empty
   *   or too long), ORDER_NOT_REFUNDABLE, REFUND_EXCEEDS_PAID, REFUND_FAILED (Stripe refused; nothing
   *   refunded), PAYMENTS_NOT_CONFIGURED
   */
  async refund(caller: AuthUser, orderId: string, amount: Fils, reason: string): Promise<Order> {
    const text = reason.trim();
    if (!Number.isInteger(amount) || amount <= 0) throw OrderErrors.refundInvalid('The amount must be more than AED 0.00.');
    if (!text) throw OrderErrors.refundInvalid('Please give a reason for the refund.');
    if (text.length > REFUND_REASON_MAX) throw OrderErrors.refundInvalid(`The reason can be at most ${REFUND_REASON_MAX} characters.`);
    const order = isObjectIdString(orderId) ? await this.orders.findById(orderId) : null;
    if (!order) throw OrderErrors.notFound();
    this.payments.assertConfigured();
    return this.start(order, amount, text, RefundSource.Staff, new Types.ObjectId(caller.id));
  }

  /**
   * Starts a refund of `order` (staff or a customer's cancellation): reserve, ask Stripe, settle.
   * @throws ORDER_NOT_REFUNDABLE, REFUND_EXCEEDS_PAID, REFUND_FAILED
   */
  async start(order: Order, amount: Fils, reason: string, source: RefundSource, requestedBy: Types.ObjectId | null): Promise<Order> {
    if (!REFUNDABLE.includes(order.status)) throw OrderErrors.notRefundable();
    const refund: OrderRefund = {
      _id: new Types.ObjectId(),
      amount,
      reason,
      status: RefundStatus.Pending,
      source,
      stripeRefundId: null,
      creditNoteNumber: null,
      requestedBy,
      createdAt: this.clock.now(),
      settledAt: null,
      failure: null,
    };
    const reserved = await this.orderRefunds.reserveRefund(order._id, order.price.total, refund, REFUNDABLE);
    if (!reserved) {
      const now = await this.orders.findById(order._id.toString());
      if (!now || !REFUNDABLE.includes(now.status)) throw OrderErrors.notRefundable();
      throw OrderErrors.refundTooLarge(formatAed(Math.max(0, now.price.total - (now.refundedAmount ?? 0))));
    }
    let stripeRefund: RefundSummary;
    try {
      stripeRefund = await this.payments.createRefund({
        paymentIntentId: order.paymentIntentId,
        amount,
        orderId: order._id.toString(),
        refundId: refund._id.toString(),
      });
    } catch (err) {
      await this.fail(order._id, refund, err instanceof AppError ? err.message : 'Stripe error');
      if (err instanceof AppError && err.code === 'PAYMENTS_NOT_CONFIGURED') throw err;
      throw OrderErrors.refundFailed();
    }
    await this.apply(order._id, refund._id, stripeRefund);
    return (await this.orders.findById(order._id.toString()))!;
  }

  /**
   * A signed Stripe refund event (`refund.updated`, `refund.created`, `refund.failed`: a Refund;
   * `charge.refunded`: a Charge listing its refunds). Ours (metadata `refundId`) are settled by id;
   * others (made in Stripe's dashboard) are recorded once on the order of their PaymentIntent.
   * Idempotent: every write is conditional on the refund's state.
   */
  async onEvent(event: Stripe.Event): Promise<void> {
    const obj = event.data.object as { object?: string };
    if (obj.object === 'refund') {
      await this.onStripeRefund(toRefundSummary(obj as Stripe.Refund));
    } else if (obj.object === 'charge') {
      const charge = obj as Stripe.Charge;
      for (const r of charge.refunds?.data ?? []) {
        const summary = toRefundSummary(r);
        await this.onStripeRefund({
          ...summary,
          paymentIntentId:
            summary.paymentIntentId ??
            (typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null)),
        });
      }
    }
  }

  private async onStripeRefund(r: RefundSummary): Promise<void> {
    const refundId = r.metadata.refundId;
    if (refundId && isObjectIdString(refundId)) {
      const order = await this.orderRefunds.findByRefundId(new Types.ObjectId(refundId));
      if (order) {
        await this.apply(order._id, new Types.ObjectId(refundId), r);
        return;
      }
    }
    if (!r.paymentIntentId || r.status !== 'succeeded') return;
    const order = await this.orders.findByPaymentIntentId(r.paymentIntentId);
    if (!order) {
      this.logger.warn(`Refund ${r.id} for unknown PaymentIntent ${r.paymentIntentId} ignored`);
      return;
    }
    const now = this.clock.now();
    const external: OrderRefund = {
      _id: new Types.ObjectId(),
      amount: r.amount,
      reason: APP_REFUND_REASONS[RefundSource.Stripe].en,
      status: RefundStatus.Succeeded,
      source: RefundSource.Stripe,
      stripeRefundId: r.id,
      creditNoteNumber: null,
      requestedBy: null,
      createdAt: now,
      settledAt: now,
      failure: null,
    };
    if (await this.orderRefunds.recordExternalRefund(order._id, order.price.total, external))
      await this.afterSucceeded(order._id, external._id);
  }

  /** Applies Stripe's answer about one of our refunds: succeeded, failed/canceled, or still pending. */
  private async apply(orderId: Types.ObjectId, refundId: Types.ObjectId, r: RefundSummary): Promise<void> {
    if (r.status === 'succeeded') {
      if (await this.orderRefunds.markRefundSucceeded(orderId, refundId, r.id, this.clock.now()))
        await this.afterSucceeded(orderId, refundId);
    } else if (r.status === 'failed' || r.status === 'canceled') {
      const order = await this.orders.findById(orderId.toString());
      const refund = order?.refunds?.find((x) => x._id.equals(refundId));
      if (refund) await this.fail(orderId, refund, r.failureReason ?? r.status);
    } else {
      await this.orderRefunds.setStripeRefundId(orderId, refundId, r.id);
    }
  }

  private async fail(orderId: Types.ObjectId, refund: OrderRefund, why: string): Promise<void> {
    if (await this.orderRefunds.markRefundFailed(orderId, refund._id, refund.amount, why, this.clock.now())) {
      await this.syncStatus(orderId);
      this.logger.warn(`Refund ${refund._id.toString()} of order ${orderId.toString()} failed: ${why}`);
    }
  }

  /** Once per succeeded refund: credit note, order status, deliveries on a full refund, e-mail. */
  private async afterSucceeded(orderId: Types.ObjectId, refundId: Types.ObjectId): Promise<void> {
    const status = await this.syncStatus(orderId);
    const order = (await this.orders.findById(orderId.toString()))!;
    const refund = order.refunds!.find((r) => r._id.equals(refundId))!;
    if (status === OrderStatus.Refunded) await this.cancelDeliveries(order);
    try {
      const n = await this.documents.ensureCreditNote(order, refund);
      const user = await this.users.findById(order.user);
      if (!user) return;
      const pdf = await this.documents.creditNotePdf(order, { ...refund, creditNoteNumber: n }, user);
      await this.mailer.send(
        'refund',
        user,
        {
          orderNumber: order.orderNumber,
          amount: refund.amount,
          reason: refundReasonOf(refund),
          creditNoteNumber: this.documents.creditNoteLabel(n)!,
        },
        [asAttachment(pdf)],
      );
    } catch (err) {
      this.logger.error(`Credit note of refund ${refundId.toString()} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** A full refund: the order's subscription is cancelled (its deliveries past the cut-off too). */
  private async cancelDeliveries(order: Order): Promise<void> {
    const sub = await this.subscriptions.findByOrder(order._id);
    if (!sub) return;
    try {
      await this.lifecycle.transition(sub._id, 'cancel');
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'SUBSCRIPTION_TRANSITION_INVALID')) throw err; // already Expired: nothing to cancel
    }
  }

  /**
   * Sets the order status from its refunds, re-reading when a racing write changed it, and moves the
   * order between the status counters of its day (analytics, orders grid). @returns the status.
   */
  private async syncStatus(orderId: Types.ObjectId): Promise<OrderStatus> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const o = (await this.orders.findById(orderId.toString()))!;
      const want = statusAfterRefunds(o);
      if (want === o.status) return want;
      if (await this.orderRefunds.setStatusIf(orderId, o.status, want)) {
        await this.stats.recordStatusChange(o, o.status, want);
        return want;
      }
    }
    throw new Error(`Order ${orderId.toString()} status kept changing`);
  }
}
