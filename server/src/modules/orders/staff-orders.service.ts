import { LegalService } from '../legal/legal.service.js';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { totalPagesOf } from '../../common/paging/page-query.dto.js';
import { documentNumber } from '../invoices/invoices.rules.js';
import type { OrderType } from '../pricing/pricing.rules.js';
import { PlansService } from '../plans/plans.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { DeliveryStatus } from '../subscriptions/subscriptions.types.js';
import { toAccountContact, UsersService } from '../users/users.service.js';
import type { AdminOrderPage, OrderListArgs } from './dto/admin-order.objects.js';
import { AdminOrderNoticeKind, type AdminOrderDetailObject, type AdminOrderNoticeObject } from './dto/admin-order-detail.objects.js';
import { orderListFilter, orderSort } from './order-lists.js';
import { packageLineAr, toAdminOrderObject, toOrderObject } from './order.mappers.js';
import { taxCustomerOf } from './order-documents.service.js';
import { countersAgree, dayCount, OrderStatsRepository, pageWindow, type DayStats } from './order-stats.repository.js';
import { type OrderStatus } from './order.schema.js';
import { RefundStatus } from './order-refund.schema.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository, type OrderGridRow } from './orders.repository.js';
import { RefundsService } from './refunds.service.js';
import { RenewalRepository } from './renewals.repository.js';

/** The staff side of orders: the orders grid, the staff order page and its refunds (spec dashboard /orders). */
@Injectable()
export class StaffOrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly orders: OrderRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly stats: OrderStatsRepository,
    private readonly refunds: RefundsService,
    private readonly plans: PlansService,
    private readonly legal: LegalService,
    private readonly renewals: RenewalRepository,
  ) {}

  /** Whether the counters' disagreement was logged (once per process). */
  private statsWarned = false;

  /**
   * Admin list: every order, paged; `search` matches the order number, plan name, or the
   * customer's name or e-mail; optional status and type filters. Default order: newest first.
   */
  async adminPage(args: OrderListArgs): Promise<AdminOrderPage> {
    const sort = orderSort(args);
    const filter = await orderListFilter(args, (text) => this.plans.findNamesMatching(text));
    // The daily counters page the grid's default order by status and type; other filters and a search read the orders.
    const byDay = !filter.search && !filter.planId && !filter.from && !filter.to;
    const fromCounters =
      byDay && (await this.pageByDay({ status: filter.status, orderType: filter.orderType }, args.page, args.limit, sort));
    const { rows, total } = fromCounters || (await this.orders.findPage(filter, args.page, args.limit, sort));
    const [contacts, renewalRows] = await Promise.all([
      this.users.findContacts(rows.map((o) => o.user)),
      rows.length ? this.renewals.findByOrders(rows.map((o) => o._id)) : [],
    ]);
    const customers = new Map(contacts.map((u) => [u._id.toString(), u]));
    const renewals = new Map(renewalRows.map((r) => [r.order.toString(), r.state]));
    return {
      data: rows.map((o) => toAdminOrderObject(o, customers.get(o.user.toString()) ?? null, renewals.get(o._id.toString()) ?? null)),
      total,
      totalPages: totalPagesOf(total, args.limit),
    };
  }

  /**
   * `adminOrder` (staff order page): the order with its customer, lines, deliveries and refunds.
   * @throws ORDER_NOT_FOUND
   */
  async adminDetail(id: string): Promise<AdminOrderDetailObject> {
    const o = await this.orders.findById(id);
    if (!o) throw OrderErrors.notFound();
    const [user, sub, consents] = await Promise.all([
      this.users.findById(o.user),
      this.subscriptions.findByOrder(o._id),
      this.legal.consentsAtCheckout(o.checkout),
    ]);
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
      consents,
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
   * rows): orders written around fulfilment, e.g. a bulk import before its backfill. The count may be up to
   * COUNT_CHECK_MAX_AGE_MS old when it agrees, so such an import shows within that time; a disagreement is
   * confirmed with a fresh count.
   */
  private async pageByDay(
    q: { status?: OrderStatus; orderType?: OrderType },
    page: number,
    limit: number,
    sort: Record<string, 1 | -1>,
  ): Promise<{ rows: OrderGridRow[]; total: number } | null> {
    const keys = Object.keys(sort);
    const dir = sort.createdAt;
    if (keys.length !== 2 || keys[0] !== 'createdAt' || sort._id !== dir || !dir) return null;
    const [days, kept] = await Promise.all([this.stats.days(), this.orders.recentEstimatedCount()]);
    const counted = days.reduce((n, d) => n + dayCount(d), 0);
    // A kept count that agrees is trusted; one that does not is read again before the counters are given up.
    if (!countersAgree(counted, kept) && !countersAgree(counted, await this.orders.estimatedCount())) {
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
    const rows = await this.orders.findWindow(q, window.from, window.to, sort, window.skip, limit);
    return rows.length === Math.min(limit, total - offset) ? { rows, total } : null;
  }
}
