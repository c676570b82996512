import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff } from '../../common/auth/ownership.js';
import type { OrderType } from '../pricing/pricing.rules.js';
import { customerSearchKeysOf } from '../users/account-search.rules.js';
import { UsersService } from '../users/users.service.js';
import type { User } from '../users/users.types.js';
import { taxCustomerOf } from './order-documents.service.js';
import type { OrderObject } from './dto/order.object.js';
import { toOrderObject } from './order.mappers.js';
import { OrderStatsRepository, type DayStats } from './order-stats.repository.js';
import { OrderStatus } from './order.schema.js';
import { OrderErrors } from './orders.errors.js';
import { OrderRepository } from './orders.repository.js';

/**
 * Orders as their owners and other modules read them: the customer's orders, a customer's orders for staff, the
 * analytics figures. Fulfilment is `FulfilmentService`'s, the staff grid and order page `StaffOrdersService`'s.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    private readonly orders: OrderRepository,
    private readonly users: UsersService,
    private readonly stats: OrderStatsRepository,
  ) {}

  /** Keeps the customer's search keys on their orders when they change their name or phone. */
  onModuleInit(): void {
    this.users.onContactChanged(async (user) => {
      await this.orders.setCustomerSearch(user._id, customerSearchKeysOf(user));
    });
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

  /**
   * Before a customer's account is closed: keeps their name and delivery address (one line) on each of their
   * orders as the tax documents' customer block, which the VAT law requires to be kept with the invoices
   * (Federal Decree-Law 8/2017 art. 78: five years). No e-mail or phone is kept. Idempotent.
   * @returns how many orders were changed.
   */
  keepInvoiceCustomer(user: User): Promise<number> {
    const { name, address } = taxCustomerOf(user);
    return this.orders.keepInvoiceCustomer(user._id, { name, address });
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
}
