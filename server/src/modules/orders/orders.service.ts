import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff } from '../../common/auth/ownership.js';
import { AppError, CommonErrors } from '../../common/errors/app-error.js';
import { searchPattern } from '../../common/paging/page-args.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { sortSpec } from '../../common/paging/sort.js';
import { Role } from '../../common/auth/roles.decorator.js';
import { filsToAed } from '../../common/format/money.js';
import { Metrics, type PaymentOutcome } from '../../common/metrics/metrics.service.js';
import { CheckoutService, type CheckoutRecord } from '../checkout/checkout.service.js';
import { PaymentsService, toIntentSummary, type IntentSummary } from '../payments/payments.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { PlanStatus } from '../users/user.schema.js';
import { UserRepository } from '../users/users.repository.js';
import type { CreateOrderInput } from './dto/create-order.input.js';
import type { OrderObject } from './dto/order.object.js';
import { OrderSortField, type AdminOrderObject, type AdminOrderPage, type OrderListArgs } from './dto/admin-order.objects.js';
import { OrderStatus, type Order } from './order.schema.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';
import type { OrderType } from '../pricing/pricing.js';

/** The Stripe event that creates orders. */
export const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';

/** Stripe events that report a payment outcome, counted in `freshfuel_payments_total` once each. */
const PAYMENT_OUTCOMES: Partial<Record<string, PaymentOutcome>> = {
  [PAYMENT_SUCCEEDED]: 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'charge.refunded': 'refunded',
};

/** A new order number: FF-<yyMMdd (UTC)>-<6 random base36 characters>, e.g. FF-250314-7K2Q9Z. */
export function newOrderNumber(now = new Date()): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `FF-${ymd}-${randomInt(36 ** 6).toString(36).padStart(6, '0').toUpperCase()}`;
}

export function toOrderObject(o: Order): OrderObject {
  return {
    id: o._id.toString(),
    orderNumber: o.orderNumber,
    userId: o.user.toString(),
    planId: o.plan.toString(),
    packageInfo: o.packageInfo,
    ...o.price,
    discountCode: o.discountCode ?? null,
    promotion: o.promotion ?? null,
    paymentIntentId: o.paymentIntentId,
    paymentMode: o.paymentMode,
    orderType: o.orderType,
    status: o.status,
    createdAt: o.createdAt,
  };
}

/** Stored paths of the sortable admin order columns (each has an index, see order.schema.ts). */
export const ORDER_SORT_PATHS: Record<OrderSortField, string> = {
  orderNumber: 'orderNumber', planName: 'packageInfo.package', orderType: 'orderType', total: 'price.total', status: 'status', createdAt: 'createdAt',
};
/** The admin order list's natural order: newest first. */
export const ORDER_DEFAULT_SORT = { createdAt: -1, _id: -1 } as const;
/** Order columns with unique values (sorted without an `_id` tie-break). */
export const ORDER_UNIQUE_SORTS: readonly OrderSortField[] = [OrderSortField.orderNumber];

/** An admin order row; `customer` is null when the account is gone. */
export function toAdminOrderObject(o: Order, customer: { fullName: string; email: string } | null): AdminOrderObject {
  return {
    id: o._id.toString(),
    orderNumber: o.orderNumber,
    userId: o.user.toString(),
    customerName: customer?.fullName ?? '',
    customerEmail: customer?.email ?? '',
    planId: o.plan.toString(),
    planName: o.packageInfo.package,
    days: o.packageInfo.days,
    orderType: o.orderType,
    total: o.price.total,
    status: o.status,
    startDate: o.packageInfo.startDate,
    createdAt: o.createdAt,
  };
}

/** The REST shape of an order: spec names (`_id`, `user`, `plan`, the package fields flat), amounts in AED. */
export function toOrderRest(o: Order) {
  const { id, userId, planId, packageInfo, subtotal, vat, deliveryFee, discount, total, ...rest } = toOrderObject(o);
  return {
    _id: id, user: userId, plan: planId, ...packageInfo,
    price: filsToAed(total), subtotal: filsToAed(subtotal), vat: filsToAed(vat), deliveryFee: filsToAed(deliveryFee),
    discount: filsToAed(discount), total: filsToAed(total),
    ...rest,
  };
}

/**
 * Orders and their fulfilment (issue 3 §3-4). The browser (`createOrder`) and the Stripe webhook
 * run the same {@link fulfil}: each of its writes is idempotent and ordered so that a crash between
 * two is repaired by the next retry or webhook (no transactions on FerretDB).
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly orders: OrderRepository,
    private readonly checkouts: CheckoutService,
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UserRepository,
    private readonly metrics: Metrics,
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
   * the order and subscription on `payment_intent.succeeded`, then records the event id.
   * @throws WEBHOOK_SIGNATURE_INVALID (400; nothing changes), PAYMENTS_NOT_CONFIGURED
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<void> {
    const event = this.payments.verifyWebhook(rawBody, signature);
    if (await this.payments.isEventProcessed(event.id)) {
      this.metrics.webhookEvent(event.type, 'duplicate');
      return;
    }
    if (event.type === PAYMENT_SUCCEEDED) await this.onPaymentSucceeded(toIntentSummary(event.data.object as Stripe.PaymentIntent));
    await this.payments.recordEvent(event.id, event.type);
    this.metrics.webhookEvent(event.type, 'processed');
    const outcome = PAYMENT_OUTCOMES[event.type];
    if (outcome) this.metrics.paymentOutcome(outcome);
  }

  /** `myOrders`: the caller's orders, newest first. */
  async mine(caller: AuthUser): Promise<OrderObject[]> {
    return (await this.orders.findForUser(caller.id)).map(toOrderObject);
  }

  /** `order(id)`: one of the caller's orders (staff: any). @throws ORDER_NOT_FOUND */
  async findOwned(caller: AuthUser, id: string): Promise<OrderObject> {
    const o = await this.orders.findById(id);
    if (!o || !isOwnerOrStaff(caller, o.user)) throw OrderErrors.notFound();
    return toOrderObject(o);
  }

  /**
   * Admin list (issue 5 §1): every order, paged; `search` matches the order number, plan name, or the
   * customer's name or e-mail; optional status and type filters. Default order: newest first.
   */
  async adminPage(args: OrderListArgs): Promise<AdminOrderPage> {
    const search = searchPattern(args.search);
    const userIds = search ? await this.users.findIdsMatching(Role.User, search) : [];
    const sort = sortSpec(args.sortBy, args.sortDir, ORDER_SORT_PATHS, ORDER_DEFAULT_SORT, ORDER_UNIQUE_SORTS);
    const { rows, total } = await this.orders.findPage(
      { search, userIds, status: args.status ?? undefined, orderType: args.orderType ?? undefined }, args.page, args.limit, sort,
    );
    const customers = new Map((await this.users.findContacts(rows.map((o) => o.user))).map((u) => [u._id.toString(), u]));
    return { data: rows.map((o) => toAdminOrderObject(o, customers.get(o.user.toString()) ?? null)), total, totalPages: totalPagesOf(total, args.limit) };
  }

  /** Staff: a customer's orders, newest first. */
  async forUser(userId: string): Promise<OrderObject[]> {
    return (await this.orders.findForUser(userId)).map(toOrderObject);
  }

  /** Analytics: amount charged (fils) by Paid orders created in [from, to). */
  paidRevenue(from: Date, to: Date): Promise<number> {
    return this.orders.sumTotal(OrderStatus.Paid, from, to);
  }

  /** Analytics: orders created at or after `since`. */
  countCreatedSince(since: Date): Promise<number> {
    return this.orders.countCreatedSince(since);
  }

  /** Analytics: every order counted by type, `[{ _id: 'Monthly', count }]` (spec "Chart data"). */
  async countByType(): Promise<{ _id: OrderType; count: number }[]> {
    return (await this.orders.countByType()).map((r) => ({ _id: r._id, count: r.count }));
  }

  /** Analytics: all orders. */
  count(): Promise<number> {
    return this.orders.estimatedCount();
  }

  /**
   * Fulfils a succeeded payment: 1) the order (upsert keyed by the PaymentIntent), 2) its subscription
   * (upsert keyed by the order), 3) the user's plan status Active, 4) the checkout Paid. Each step is
   * idempotent, and the whole path runs even when the order exists, so a missing later step is repaired.
   * The caller has checked that the intent succeeded and charged `checkout`'s quote.
   */
  async fulfil(paymentIntentId: string, checkout: CheckoutRecord): Promise<Order> {
    const { selection, quote } = checkout;
    const order = await this.orders.upsertByPaymentIntent({
      paymentIntentId,
      user: checkout.user,
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
      paymentMode: 'card',
      orderType: quote.orderType,
      status: OrderStatus.Paid,
    }, newOrderNumber);
    await this.subscriptions.ensureForOrder({
      userId: checkout.user,
      planId: selection.plan,
      orderId: order._id,
      startDate: selection.startDate,
      days: quote.days,
      counts: selection.counts,
      mealIds: checkout.mealIds,
    });
    await this.users.setPlanStatus(checkout.user, PlanStatus.Active);
    await this.checkouts.markPaid(checkout, paymentIntentId);
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
      this.logger.error(`Paid intent ${intent.id} not fulfilled: ${err.code} (checkout ${intent.metadata.checkoutId}, amount ${intent.amount})`);
      return;
    }
    await this.fulfil(intent.id, checkout);
  }
}
