import { Injectable } from '@nestjs/common';
import { Role } from '../../common/auth/roles.decorator.js';
import { OrdersService } from '../orders/orders.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UserRepository } from '../users/users.repository.js';
import type { AdminAnalyticsObject } from './dto/analytics.objects.js';

const DAY_MS = 86_400_000;

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

/** The admin dashboard figures (issue 5 §2), each one count or one $group on an indexed field. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UserRepository,
  ) {}

  /** KPI cards and the orders-per-type chart at `now`. */
  async dashboard(now = new Date()): Promise<AdminAnalyticsObject> {
    const p = analyticsPeriods(now);
    const [activeSubscriptions, revenueThisMonth, ordersToday, newCustomers30Days, totalCustomers, totalOrders, ordersByType] = await Promise.all([
      this.subscriptions.countActive(),
      this.orders.paidRevenue(p.monthStart, p.nextMonthStart),
      this.orders.countCreatedSince(p.todayStart),
      this.users.countCreatedSince(Role.User, p.thirtyDaysAgo),
      this.users.count({ role: Role.User }),
      this.orders.count(),
      this.orders.countByType(),
    ]);
    return { activeSubscriptions, revenueThisMonth, ordersToday, newCustomers30Days, totalCustomers, totalOrders, ordersByType };
  }
}
