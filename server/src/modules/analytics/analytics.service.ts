import { Injectable } from '@nestjs/common';
import { Role } from '../../common/auth/roles.decorator.js';
import { DAY_MS } from '../../common/format/dates.js';
import { OrdersService } from '../orders/orders.service.js';
import { countersAgree, dayCount } from '../orders/orders.rules.js';
import type { DayStats } from '../orders/orders.types.js';
import { OrderStatus } from '../orders/orders.types.js';
import type { OrderType } from '../pricing/pricing.rules.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UsersService } from '../users/users.service.js';
import type { AdminAnalyticsObject } from './dto/analytics.objects.js';

/** The UTC periods the KPI cards count over, from `now`. */
export function analyticsPeriods(now: Date): { monthStart: Date; nextMonthStart: Date; todayStart: Date; thirtyDaysAgo: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    monthStart: new Date(Date.UTC(y, m, 1)),
    nextMonthStart: new Date(Date.UTC(y, m + 1, 1)),
    todayStart: new Date(Date.UTC(y, m, now.getUTCDate())),
    thirtyDaysAgo: new Date(now.getTime() - 30 * DAY_MS),
  };
}

/**
 * The order cards from daily counters: Paid revenue (fils) of the days in [monthStart, nextMonthStart),
 * orders created on or after `todayStart`'s day, all orders, and orders per type (types with orders, by name).
 */
export function orderFiguresOf(
  days: DayStats[],
  p: { monthStart: Date; nextMonthStart: Date; todayStart: Date },
): {
  revenueThisMonth: number;
  ordersToday: number;
  totalOrders: number;
  ordersByType: { _id: OrderType; count: number }[];
} {
  let revenueThisMonth = 0;
  let ordersToday = 0;
  let totalOrders = 0;
  const byType = new Map<string, number>();
  for (const d of days) {
    const t = d.day.getTime();
    const n = dayCount(d);
    totalOrders += n;
    if (t >= p.todayStart.getTime()) ordersToday += n;
    if (t >= p.monthStart.getTime() && t < p.nextMonthStart.getTime()) revenueThisMonth += d.revenue?.[OrderStatus.Paid] ?? 0;
    for (const perType of Object.values(d.counts ?? {})) {
      for (const [type, count] of Object.entries(perType ?? {})) byType.set(type, (byType.get(type) ?? 0) + count);
    }
  }
  const ordersByType = [...byType]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([type, count]) => ({ _id: type as OrderType, count }));
  return { revenueThisMonth, ordersToday, totalOrders, ordersByType };
}

/**
 * The admin dashboard figures. The order figures (revenue this month, orders today, total,
 * per type) are sums of the daily order counters that fulfilment keeps (a few hundred small documents,
 * whatever the number of orders); the customer and subscription figures are index-bounded counts.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
  ) {}

  /**
   * KPI cards and the orders-per-type chart at `now` (UTC periods). When the counters disagree with the
   * orders collection ({@link countersAgree}: orders written around fulfilment, e.g. a bulk import before
   * its backfill), the order figures are counted from the orders instead.
   */
  async dashboard(now = new Date()): Promise<AdminAnalyticsObject> {
    const p = analyticsPeriods(now);
    const [activeSubscriptions, newCustomers30Days, totalCustomers, orderFigures] = await Promise.all([
      this.subscriptions.countActive(),
      this.users.countCreatedSince(Role.User, p.thirtyDaysAgo),
      this.users.count({ role: Role.User }),
      this.orderFigures(p),
    ]);
    return { activeSubscriptions, newCustomers30Days, totalCustomers, ...orderFigures };
  }

  private async orderFigures(
    p: ReturnType<typeof analyticsPeriods>,
  ): Promise<Pick<AdminAnalyticsObject, 'revenueThisMonth' | 'ordersToday' | 'totalOrders' | 'ordersByType'>> {
    const [days, totalOrders] = await Promise.all([this.orders.dailyStats(), this.orders.count()]);
    const figures = orderFiguresOf(days, p);
    if (countersAgree(figures.totalOrders, totalOrders)) return figures;
    const [revenueThisMonth, ordersToday, ordersByType] = await Promise.all([
      this.orders.paidRevenue(p.monthStart, p.nextMonthStart),
      this.orders.countCreatedSince(p.todayStart),
      this.orders.countByType(),
    ]);
    return { revenueThisMonth, ordersToday, totalOrders, ordersByType };
  }
}
