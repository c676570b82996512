import { randomInt } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff } from '../../common/auth/ownership.js';
import { AppError, CommonErrors } from '../../common/errors/app-error.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { sortSpec } from '../../common/paging/sort.js';
import { formatDayLabel } from '../../common/format/dates.js';
import { aedAmount, filsToAed } from '../../common/format/money.js';
import { Metrics, type PaymentOutcome } from '../../common/metrics/metrics.service.js';
import { CheckoutService, type CheckoutRecord } from '../checkout/checkout.service.js';
import { PaymentsService, toIntentSummary, type IntentSummary } from '../payments/payments.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { PlanStatus } from '../users/users.types.js';
import { toAccountContact, UsersService } from '../users/users.service.js';
import type { CreateOrderInput } from './dto/create-order.input.js';
import type { OrderObject, RefundObject } from './dto/order.object.js';
import { OrderSortField, type AdminOrderObject, type AdminOrderPage, type OrderListArgs } from './dto/admin-order.objects.js';
import { documentNumber } from '../invoices/invoices.rules.js';
import { CATEGORY_LABELS, type Category } from '../pricing/pricing.rules.js';
import { OrderDocumentsService, taxCustomerOf } from './order-documents.service.js';
import { AdminOrderNoticeKind, type AdminOrderDetailObject, type AdminOrderNoticeObject } from './dto/admin-order-detail.objects.js';
import { DeliveryStatus } from '../subscriptions/subscriptions.types.js';
import { OrderStatus, refundReasonCodeOf, RefundStatus, type Order, type OrderLine } from './order.schema.js';
import { REFUND_EVENTS, RefundsService } from './refunds.service.js';
import { OrderErrors } from './orders.errors.js';
import {
  OrderRepository,
  type OrderGridRow,
  type OrderGridRowWithCustomer,
  type OrderListFilter,
  type OrderSearch,
} from './orders.repository.js';
import { PlansService } from '../plans/plans.service.js';
import { accountSearch, customerSearchKeysOf } from '../users/account-search.rules.js';
import { DeliverySlotsService } from '../delivery-slots/delivery-slots.service.js';
import { countersAgree, dayCount, OrderStatsRepository, pageWindow, type DayStats } from './order-stats.repository.js';
import type { OrderType } from '../pricing/pricing.rules.js';
import { inBatches, type CsvCells } from '../../common/http/csv-stream.js';

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
  return `FF-${ymd}-${randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0')
    .toUpperCase()}`;
}

/** The order's refunds for the API, newest first, with credit note labels (CN-000003) and the app's own reasons as codes. */
export function toRefundObjects(o: Order): RefundObject[] {
  return [...(o.refunds ?? [])].reverse().map((r) => ({
    id: r._id.toString(),
    amount: r.amount,
    reason: r.reason,
    reasonCode: refundReasonCodeOf(r),
    status: r.status,
    source: r.source,
    creditNoteNumber: r.creditNoteNumber ? documentNumber('CN', r.creditNoteNumber) : null,
    createdAt: r.createdAt,
    settledAt: r.settledAt ?? null,
  }));
}

/** Fils the order can still refund: paid minus refunds not Failed (Pending ones are reserved). */
export function refundableOf(o: Order): number {
  return o.status === OrderStatus.Paid || o.status === OrderStatus.PartiallyRefunded
    ? Math.max(0, o.price.total - (o.refundedAmount ?? 0))
    : 0;
}

export function toOrderObject(o: Order): OrderObject {
  const refunded = (o.refunds ?? []).filter((r) => r.status === RefundStatus.Succeeded).reduce((sum, r) => sum + r.amount, 0);
  return {
    refundedAmount: refunded,
    refundable: refundableOf(o),
    refunds: toRefundObjects(o),
    invoiceNumber: o.invoiceNumber ? documentNumber('INV', o.invoiceNumber) : null,
    id: o._id.toString(),
    orderNumber: o.orderNumber,
    userId: o.user.toString(),
    planId: o.plan.toString(),
    packageInfo: { ...o.packageInfo, packageAr: o.translations?.ar?.planName?.trim() || null },
    ...o.price,
    discountCode: o.discountCode ?? null,
    promotion: o.promotion ? { ...o.promotion, nameAr: o.translations?.ar?.promotionName?.trim() || null } : null,
    paymentIntentId: o.paymentIntentId,
    paymentMode: o.paymentMode,
    orderType: o.orderType,
    status: o.status,
    createdAt: o.createdAt,
  };
}

/** Arabic of each category's invoice line (words only: the bilingual invoice keeps figures in the English). */
const AR_CATEGORY_MEALS: Record<Category, string> = {
  breakfast: 'وجبات الفطور',
  lunch: 'وجبات الغداء',
  dinner: 'وجبات العشاء',
  snack: 'الوجبات الخفيفة',
};

/**
 * The Arabic words of the one package line shown for an order that kept no lines (older orders): "باقة خطة <the
 * plan's Arabic name as ordered>", as {@link linesOf} words a trial's package; null when the order kept no Arabic name.
 */
export function packageLineAr(o: Pick<Order, 'translations'>): string | null {
  const plan = o.translations?.ar?.planName?.trim();
  return plan ? `باقة خطة ${plan}` : null;
}

/**
 * The invoice lines of a quote: one per meal category (meals x daily price), or the trial's flat package.
 * Each has its Arabic (`descriptionAr`: category and `planNameAr`, the plan's Arabic name, when it has one, after
 * «الخطة:» so that a name that is an adjective, such as «المتوازنة», still reads as a name).
 */
export function linesOf(quote: CheckoutRecord['quote'], planNameAr: string | null = null): OrderLine[] {
  const arPlan = planNameAr ? `، الخطة: ${planNameAr}` : '';
  if (!quote.lines.length) {
    return [
      {
        description: `${quote.planName}, ${quote.duration} (package)`,
        descriptionAr: planNameAr ? `باقة الخطة: ${planNameAr}` : 'باقة الخطة',
        quantity: 1,
        unitPrice: quote.subtotal,
        amount: quote.subtotal,
      },
    ];
  }
  return quote.lines.map((l) => ({
    description: `${CATEGORY_LABELS[l.category as Category] ?? l.category} meals, ${quote.planName} (${l.count} a day x ${l.days} days)`,
    ...(AR_CATEGORY_MEALS[l.category as Category] ? { descriptionAr: `${AR_CATEGORY_MEALS[l.category as Category]}${arPlan}` } : {}),
    quantity: l.count * l.days,
    unitPrice: l.dailyPrice,
    amount: l.amount,
  }));
}

/** Stored paths of the sortable admin order columns (each has an index, see order.schema.ts). */
export const ORDER_SORT_PATHS: Record<OrderSortField, string> = {
  orderNumber: 'orderNumber',
  planName: 'packageInfo.package',
  orderType: 'orderType',
  total: 'price.total',
  status: 'status',
  createdAt: 'createdAt',
};
/** The admin order list's natural order: newest first. */
export const ORDER_DEFAULT_SORT = { createdAt: -1, _id: -1 } as const;
/** Order columns with unique values (sorted without an `_id` tie-break). */
export const ORDER_UNIQUE_SORTS: readonly OrderSortField[] = [OrderSortField.orderNumber];

/** The stored fields the order export reads. */
const ORDER_EXPORT_FIELDS = {
  orderNumber: 1,
  createdAt: 1,
  user: 1,
  'packageInfo.package': 1,
  'packageInfo.days': 1,
  'packageInfo.startDate': 1,
  'packageInfo.endDate': 1,
  orderType: 1,
  status: 1,
  price: 1,
  'discountCode.code': 1,
} as const;
/** At most this many customers are remembered between export batches (a few MB). */
const EXPORT_CUSTOMER_CACHE = 20_000;

/** 12345 fils -> "123.45" (the CSV export's money cells). */

/** Columns of the order CSV export (money in AED, 2 decimals). */
export const ORDER_CSV_HEADER = [
  'orderNumber',
  'placedAt',
  'customer',
  'email',
  'phone',
  'plan',
  'duration',
  'orderType',
  'status',
  'subtotalAed',
  'discountAed',
  'vatAed',
  'deliveryFeeAed',
  'totalAed',
  'discountCode',
  'startDate',
  'endDate',
] as const;

/** An admin order row; `customer` is null when the account is gone. */
export function toAdminOrderObject(o: OrderGridRow, customer: { fullName: string; email: string } | null): AdminOrderObject {
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
  const { id, userId, planId, packageInfo, subtotal, vat, deliveryFee, discount, total, refunds, promotion, ...rest } = toOrderObject(o);
  // The REST shape stays as it was: GraphQL's additions for localized screens (packageAr, promotion nameAr, reasonCode) are left out.
  const { packageAr: _packageAr, ...restPackage } = packageInfo;
  const restPromotion = promotion ? { name: promotion.name, discountPercentage: promotion.discountPercentage } : null;
  return {
    _id: id,
    user: userId,
    plan: planId,
    ...restPackage,
    refunds: refunds.map(({ reasonCode: _reasonCode, ...r }) => r),
    price: filsToAed(total),
    subtotal: filsToAed(subtotal),
    vat: filsToAed(vat),
    deliveryFee: filsToAed(deliveryFee),
    discount: filsToAed(discount),
    total: filsToAed(total),
    ...rest,
    promotion: restPromotion,
  };
}

/**
 * Orders and their fulfilment. The browser (`createOrder`) and the Stripe webhook
 * run the same {@link fulfil}: each of its writes is idempotent and ordered so that a crash between
 * two is repaired by the next retry or webhook (no transactions on FerretDB).
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly orders: OrderRepository,
    private readonly checkouts: CheckoutService,
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly stats: OrderStatsRepository,
    private readonly metrics: Metrics,
    private readonly deliverySlots: DeliverySlotsService,
    private readonly documents: OrderDocumentsService,
    private readonly refunds: RefundsService,
    private readonly plans: PlansService,
  ) {}

  /** Keeps the customer's search keys on their orders when they change their name or phone. */
  onModuleInit(): void {
    this.users.onContactChanged(async (user) => {
      await this.orders.setCustomerSearch(user._id, customerSearchKeysOf(user));
    });
  }

  /** Whether the counters' disagreement was logged (once per process). */
  private statsWarned = false;

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
    if (event.type === PAYMENT_SUCCEEDED) await this.onPaymentSucceeded(toIntentSummary(event.data.object));
    else if ((REFUND_EVENTS as readonly string[]).includes(event.type)) await this.refunds.onEvent(event);
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
   * Admin list: every order, paged; `search` matches the order number, plan name, or the
   * customer's name or e-mail; optional status and type filters. Default order: newest first.
   */
  async adminPage(args: OrderListArgs): Promise<AdminOrderPage> {
    const sort = sortSpec(args.sortBy, args.sortDir, ORDER_SORT_PATHS, ORDER_DEFAULT_SORT, ORDER_UNIQUE_SORTS);
    const filter = await this.listFilter(args);
    // The daily counters page the grid's default order by status and type; other filters and a search read the orders.
    const byDay = !filter.search && !filter.planId && !filter.from && !filter.to;
    const fromCounters =
      byDay && (await this.pageByDay({ status: filter.status, orderType: filter.orderType }, args.page, args.limit, sort));
    if (fromCounters) {
      const { rows, total } = fromCounters;
      return { data: rows.map((o) => toAdminOrderObject(o, o.customer)), total, totalPages: totalPagesOf(total, args.limit) };
    }
    const { rows, total } = await this.orders.findPage(filter, args.page, args.limit, sort);
    const customers = new Map((await this.users.findContacts(rows.map((o) => o.user))).map((u) => [u._id.toString(), u]));
    return {
      data: rows.map((o) => toAdminOrderObject(o, customers.get(o.user.toString()) ?? null)),
      total,
      totalPages: totalPagesOf(total, args.limit),
    };
  }

  /**
   * The CSV export of the order grid (`GET /api/orders/export.csv`): every order matching the grid's
   * filters, search and sort (not only a page), as rows of {@link ORDER_CSV_HEADER}, read from a
   * cursor in batches of 1,000 with one lookup per batch for customers not seen recently. Money AED
   * with 2 decimals, dates ISO 8601 UTC.
   */
  async *exportRows(args: OrderListArgs): AsyncGenerator<CsvCells[]> {
    const sort = sortSpec(args.sortBy, args.sortDir, ORDER_SORT_PATHS, ORDER_DEFAULT_SORT, ORDER_UNIQUE_SORTS);
    // Customers seen in recent batches (they repeat across orders), capped so memory stays bounded.
    const known = new Map<string, { fullName: string; email: string; phoneNo: string }>();
    for await (const batch of inBatches(this.orders.cursorFor(await this.listFilter(args), sort, ORDER_EXPORT_FIELDS), 1000)) {
      const missing = [...new Set(batch.map((o) => o.user.toString()))].filter((id) => !known.has(id));
      if (known.size + missing.length > EXPORT_CUSTOMER_CACHE) known.clear();
      for (const u of missing.length ? await this.users.findContacts(missing) : []) known.set(u._id.toString(), u);
      yield batch.map((o) => {
        const c = known.get(o.user.toString());
        return [
          o.orderNumber,
          o.createdAt,
          c?.fullName,
          c?.email,
          c?.phoneNo,
          o.packageInfo.package,
          o.packageInfo.days,
          o.orderType,
          o.status,
          aedAmount(o.price.subtotal),
          aedAmount(o.price.discount),
          aedAmount(o.price.vat),
          aedAmount(o.price.deliveryFee),
          aedAmount(o.price.total),
          o.discountCode?.code,
          formatDayLabel(o.packageInfo.startDate),
          formatDayLabel(o.packageInfo.endDate),
        ];
      });
    }
  }

  /**
   * The repository filter of the admin list's arguments. A search matches the order number's start (with or
   * without its `FF-`) or the start of its last part, a plan whose name contains it, or a customer by name, e-mail or phone (account-search.rules.ts);
   * plans and customers are resolved to ids first, so each branch is an index range of the orders.
   */
  private async listFilter(args: OrderListArgs): Promise<OrderListFilter> {
    const text = args.search?.trim();
    const customers = accountSearch(text);
    let search: OrderSearch | null = null;
    if (text && customers) {
      const upper = text.toUpperCase();
      const plans = await this.plans.findNamesMatching(text);
      search = {
        orderNumbers: [upper, `FF-${upper}`],
        orderNumberTail: /^[A-Z0-9]+$/.test(upper) ? upper : null,
        planIds: plans.ids,
        planNames: plans.names,
        customer: customers,
      };
    }
    return {
      search,
      status: args.status ?? undefined,
      orderType: args.orderType ?? undefined,
      planId: args.planId ?? undefined,
      from: args.from ?? undefined,
      to: args.to ?? undefined,
    };
  }

  /**
   * `adminOrder` (staff order page): the order with its customer, lines, deliveries and refunds.
   * @throws ORDER_NOT_FOUND
   */
  async adminDetail(id: string): Promise<AdminOrderDetailObject> {
    const o = await this.orders.findById(id);
    if (!o) throw OrderErrors.notFound();
    const [user, sub] = await Promise.all([this.users.findById(o.user), this.subscriptions.findByOrder(o._id)]);
    const count = (status: DeliveryStatus) => sub?.planMeals.filter((m) => m.deliveryStatus === status).length ?? 0;
    const notice = (kind: AdminOrderNoticeKind, sentAt: Date, data: Partial<AdminOrderNoticeObject> = {}): AdminOrderNoticeObject => ({
      kind,
      sentAt,
      invoiceNumber: null,
      refundId: null,
      amount: null,
      creditNoteNumber: null,
      ...data,
    });
    const notices: AdminOrderNoticeObject[] = [];
    if (o.confirmationSentAt)
      notices.push(
        notice(AdminOrderNoticeKind.OrderConfirmation, o.confirmationSentAt, {
          invoiceNumber: o.invoiceNumber ? documentNumber('INV', o.invoiceNumber) : null,
        }),
      );
    for (const r of o.refunds ?? []) {
      if (r.status === RefundStatus.Succeeded && r.settledAt)
        notices.push(
          notice(AdminOrderNoticeKind.Refund, r.settledAt, {
            refundId: r._id.toString(),
            amount: r.amount,
            creditNoteNumber: r.creditNoteNumber ? documentNumber('CN', r.creditNoteNumber) : null,
          }),
        );
    }
    if (sub?.renewalReminderAt) notices.push(notice(AdminOrderNoticeKind.RenewalReminder, sub.renewalReminderAt));
    if (sub?.cancelledAt) notices.push(notice(AdminOrderNoticeKind.PlanCancelled, sub.cancelledAt));
    notices.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
    return {
      notices,
      order: toOrderObject(o),
      customer: user
        ? {
            ...toAccountContact(user),
            address: taxCustomerOf(user).address,
          }
        : null,
      lines: o.lines?.length
        ? o.lines
        : [
            {
              description: `${o.packageInfo.package}, ${o.packageInfo.days}`,
              descriptionAr: packageLineAr(o),
              quantity: 1,
              unitPrice: o.price.subtotal,
              amount: o.price.subtotal,
            },
          ],
      deliveries: sub
        ? {
            subscriptionId: sub._id.toString(),
            status: sub.status,
            startDate: sub.startDate,
            endDate: sub.endDate,
            pending: count(DeliveryStatus.Pending),
            outForDelivery: count(DeliveryStatus.OutForDelivery),
            delivered: count(DeliveryStatus.Delivered),
            cancelled: count(DeliveryStatus.Cancelled),
          }
        : null,
    };
  }

  /** `refundOrder`: see {@link RefundsService.refund}; answers the staff order page's shape. */
  async refund(caller: AuthUser, orderId: string, amount: number, reason: string): Promise<AdminOrderDetailObject> {
    await this.refunds.refund(caller, orderId, amount, reason);
    return this.adminDetail(orderId);
  }

  /**
   * The orders grid in `createdAt` order without a search, from the daily counters: the counts give the
   * total and the day window holding the page, and one index range read returns it. Null (the caller
   * then runs the plain query) for other sorts, or when the counters disagree with the orders (their sum
   * is off the collection's estimated count by more than {@link countersAgree} allows, or the window lacks
   * rows): orders written around fulfilment, e.g. a bulk import before its backfill.
   */
  private async pageByDay(
    q: { status?: OrderStatus; orderType?: OrderType },
    page: number,
    limit: number,
    sort: Record<string, 1 | -1>,
  ): Promise<{ rows: OrderGridRowWithCustomer[]; total: number } | null> {
    const keys = Object.keys(sort);
    const dir = sort.createdAt;
    if (keys.length !== 2 || keys[0] !== 'createdAt' || sort._id !== dir || !dir) return null;
    const [days, all] = await Promise.all([this.stats.days(), this.orders.estimatedCount()]);
    if (
      !countersAgree(
        days.reduce((n, d) => n + dayCount(d), 0),
        all,
      )
    ) {
      if (!this.statsWarned)
        this.logger.warn(
          'Order counters disagree with the orders collection: the orders grid reads the orders (run the counters backfill)',
        );
      this.statsWarned = true;
      return null;
    }
    const perDay = days.map((d: DayStats) => ({ day: d.day, count: dayCount(d, q.status, q.orderType) }));
    const total = perDay.reduce((n, d) => n + d.count, 0);
    const offset = (page - 1) * limit;
    const window = pageWindow(perDay, offset, limit, dir);
    if (!window) return { rows: [], total };
    const rows = await this.orders.findWindowWithCustomers(q, window.from, window.to, sort, window.skip, limit);
    return rows.length === Math.min(limit, total - offset) ? { rows, total } : null;
  }

  /** Backfill of the order counters from the orders (seed:large, `orders:rebuild-stats`); the number of orders counted. */
  rebuildStats(): Promise<number> {
    return this.stats.rebuild();
  }

  /** Analytics: the daily order counters of [from, to) (every day without bounds), oldest first. */
  dailyStats(from?: Date, to?: Date): Promise<DayStats[]> {
    return this.stats.days(from, to);
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
      startDate: selection.startDate,
      days: quote.days,
      counts: selection.counts,
      mealIds: checkout.mealIds,
    });
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
    await this.fulfil(intent.id, checkout);
  }
}
