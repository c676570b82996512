import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { findPageNearerEnd, inOneBatch } from '../../common/database/find-page.js';
import type { SortSpec } from '../../common/paging/sort.js';
import type { OrderType } from '../pricing/pricing.rules.js';
import { prefixRange } from '../../common/format/regexp.js';
import { isDuplicateKeyError, isTransientWriteConflict, isObjectIdString } from '../../common/database/object-id.js';
import { accountSearchFilter, type AccountSearch, type CustomerSearchKeys } from '../users/account-search.rules.js';
import { Order, type InvoiceCustomer, type OrderStatus } from './order.schema.js';
import { modelReady } from '../../common/database/writes.js';
import { FreshRead, RecentRead } from '../../common/versions/fresh-read.js';
import { Clock } from '../../common/clock.js';

/** MongoDB's error code for a collection that does not exist (yet). */
const NAMESPACE_NOT_FOUND = 26;

/**
 * What a staff search of the orders grid matches, each branch an index range: the order number's start
 * (`orderNumbers`, upper-case prefixes) or its last part's start (`orderNumberTail`), the plan (`planIds` and `planNames`: the current plans whose name
 * matched, by id or by the name the order was placed under) or the customer by name, e-mail or phone (`customer`,
 * matched against the copy of the customer's keys each order keeps in `customerSearch`: no look-up of accounts first).
 */
export interface OrderSearch {
  /** What the order number may begin with (upper-case, as typed and with `FF-` before it). */
  orderNumbers: string[];
  /** What the order number's last part may begin with, when the search could be one (letters and digits only). */
  orderNumberTail: string | null;
  planIds: Types.ObjectId[];
  planNames: string[];
  customer: AccountSearch;
}

/** The admin order list's filters. */
export interface OrderListFilter {
  search: OrderSearch | null;
  status?: OrderStatus;
  orderType?: OrderType;
  planId?: string;
  /** Placed at or after (inclusive). */
  from?: Date;
  /** Placed before (exclusive). */
  to?: Date;
}

/** The columns of an order the staff orders grid shows (the projection of its page read). */
export const ORDER_GRID_FIELDS = {
  orderNumber: 1,
  user: 1,
  plan: 1,
  'packageInfo.package': 1,
  'packageInfo.days': 1,
  'packageInfo.startDate': 1,
  orderType: 1,
  'price.total': 1,
  status: 1,
  createdAt: 1,
} as const;

/** An order as the grid reads it: {@link ORDER_GRID_FIELDS} only. */
export type OrderGridRow = Pick<Order, '_id' | 'orderNumber' | 'user' | 'plan' | 'orderType' | 'status' | 'createdAt'> & {
  packageInfo: Pick<Order['packageInfo'], 'package' | 'days' | 'startDate'>;
  price: Pick<Order['price'], 'total'>;
};

/** The Mongo filter of {@link OrderListFilter}, shared by the paged list and the export. */
function orderFilter(q: OrderListFilter) {
  const s = q.search;
  return {
    ...(q.status ? { status: q.status } : {}),
    ...(q.orderType ? { orderType: q.orderType } : {}),
    ...(q.planId ? { plan: new Types.ObjectId(q.planId) } : {}),
    ...(q.from || q.to ? { createdAt: trusted({ ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lt: q.to } : {}) }) } : {}),
    ...(s
      ? {
          $or: [
            ...s.orderNumbers.map((prefix) => ({ orderNumber: trusted(prefixRange(prefix)) })),
            ...(s.orderNumberTail ? [{ orderNumberTail: trusted(prefixRange(s.orderNumberTail)) }] : []),
            ...(s.planIds.length ? [{ plan: trusted({ $in: s.planIds }) }, { 'packageInfo.package': trusted({ $in: s.planNames }) }] : []),
            ...accountSearchFilter(s.customer, 'customerSearch.').$or,
          ],
        }
      : {}),
  };
}

/**
 * How old (ms, by the app's Clock) the collection count may be when the orders grid checks that the daily
 * counters agree with the collection ({@link OrderRepository.recentEstimatedCount}).
 */
export const COUNT_CHECK_MAX_AGE_MS = 10_000;

/** The orders collection. */
@Injectable()
export class OrderRepository {
  /** Callers that overlap (the orders grid and analytics under load) share one `$collStats` read, begun after each asked. */
  private readonly collectionCount = new FreshRead(() => this.readCollectionCount());
  /** The same count, kept up to {@link COUNT_CHECK_MAX_AGE_MS} on this instance. */
  private readonly keptCollectionCount: RecentRead<number>;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    clock: Clock,
  ) {
    this.keptCollectionCount = new RecentRead(
      () => this.readCollectionCount(),
      COUNT_CHECK_MAX_AGE_MS,
      () => clock.now().getTime(),
    );
  }

  /**
   * Fulfilment step 1: the PaymentIntent's order, inserted once (`$setOnInsert` keyed by the unique
   * `paymentIntentId`). Concurrent callers all get the one stored order: a racing insert refused by
   * the index reads the winner's. `newOrderNumber` is retried on the rare order-number collision.
   */
  async upsertByPaymentIntent(
    data: Omit<Order, '_id' | 'orderNumber' | 'createdAt' | 'updatedAt'>,
    newOrderNumber: () => string,
  ): Promise<Order> {
    await modelReady(this.orders);
    const { paymentIntentId, ...rest } = data;
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await this.orders
          .findOneAndUpdate(
            { paymentIntentId },
            { $setOnInsert: { ...rest, orderNumber: newOrderNumber() } },
            { upsert: true, returnDocument: 'after', runValidators: true },
          )
          .lean<Order>()
          .exec();
        if (doc) return doc;
      } catch (err) {
        if (isTransientWriteConflict(err) && attempt < 5) continue; // DocumentDB: racing upserts may deadlock
        if (!isDuplicateKeyError(err)) throw err;
        const winner = await this.findByPaymentIntentId(paymentIntentId);
        if (winner) return winner;
        if (attempt >= 3) throw err;
      }
    }
  }

  /**
   * Writes the customer's current search keys on every order of theirs (after a change of name or phone).
   * @returns how many orders were changed.
   */
  async setCustomerSearch(userId: Types.ObjectId | string, keys: CustomerSearchKeys): Promise<number> {
    const res = await this.orders.updateMany({ user: new Types.ObjectId(userId) }, { $set: { customerSearch: keys } }).exec();
    return res.modifiedCount;
  }

  /**
   * Keeps `customer` as the tax documents' customer block on every order of the user that has none yet
   * (before their account's name and address are erased). @returns how many orders were changed.
   */
  async keepInvoiceCustomer(userId: Types.ObjectId, customer: InvoiceCustomer): Promise<number> {
    const res = await this.orders.updateMany({ user: userId, invoiceCustomer: null }, { $set: { invoiceCustomer: customer } }).exec();
    return res.modifiedCount;
  }

  findByPaymentIntentId(paymentIntentId: string) {
    return this.orders.findOne({ paymentIntentId }).lean<Order>().exec();
  }

  findById(id: string) {
    if (!isObjectIdString(id)) return Promise.resolve(null);
    return this.orders.findById(id).lean<Order>().exec();
  }

  /** The user's orders, newest first. */
  findForUser(userId: string) {
    return this.orders
      .find({ user: new Types.ObjectId(userId) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<Order[]>()
      .exec();
  }

  /** Admin list (spec section 4): orders matching the filters, one page in `sort` order, read from the nearer end. */
  async findPage(q: OrderListFilter, page: number, limit: number, sort: SortSpec): Promise<{ rows: Order[]; total: number }> {
    const filter = orderFilter(q);
    return findPageNearerEnd(this.orders, filter, sort, page, limit, {
      count: Object.keys(filter).length ? undefined : () => this.estimatedCount(),
      sortsMatches: q.search !== null,
    });
  }

  /**
   * Every order matching the admin list's filters, in `sort` order, through a cursor (the CSV export),
   * with only the exported fields (`projection`), so less is decoded per row.
   */
  cursorFor(q: OrderListFilter, sort: SortSpec, projection?: Record<string, 1>): AsyncIterable<Order> {
    return this.orders.find(orderFilter(q), projection).sort(sort).lean<Order[]>().cursor({ batchSize: 2000 });
  }

  /**
   * One page of the orders created in [from, to) matching the filters, in `sort` order (a `createdAt`
   * sort), skipping `skip` of them: the orders grid's default-order page, read from the window the
   * daily counters point at (an index range, so a few hundred rows at most, not a collection scan).
   * Each row carries only the grid's columns ({@link OrderGridRow}); one `find` answered in one batch
   * (an aggregate costs DocumentDB about 8 ms however small; docs/decisions/0072-page-reads-in-one-batch.md).
   */
  findWindow(
    q: { status?: OrderStatus; orderType?: OrderType },
    from: Date,
    to: Date,
    sort: SortSpec,
    skip: number,
    limit: number,
  ): Promise<OrderGridRow[]> {
    const match = {
      createdAt: trusted({ $gte: from, $lt: to }),
      ...(q.status ? { status: q.status } : {}),
      ...(q.orderType ? { orderType: q.orderType } : {}),
    };
    return inOneBatch(this.orders.find(match, ORDER_GRID_FIELDS).sort(sort).skip(skip), limit).lean<OrderGridRow[]>().exec();
  }

  /**
   * All orders, from the collection's own count instead of counting 100,000 documents: `$collStats`
   * reads MongoDB's metadata (summed over shards) and FerretDB's SQLite row count, where the `count`
   * command behind `estimatedDocumentCount` would decode every order (~20 s at 100,000 on FerretDB).
   */
  estimatedCount(): Promise<number> {
    return this.collectionCount.get();
  }

  /**
   * {@link estimatedCount} as read at most {@link COUNT_CHECK_MAX_AGE_MS} ago on this instance. The orders grid's
   * check that the daily counters agree with the collection reads it first and confirms a disagreement with a
   * fresh count. So orders written around the counters (an import before its backfill) are seen within that time,
   * and the grid is spared a `$collStats` per page: on the test database that aggregate took the grid's first page
   * from 675 to 440 req/s at 50 connections, and its p99 from 124 to 282 ms.
   */
  recentEstimatedCount(): Promise<number> {
    return this.keptCollectionCount.get();
  }

  private async readCollectionCount(): Promise<number> {
    try {
      const shards = await this.orders.aggregate<{ count?: number }>([{ $collStats: { count: {} } }]).exec();
      return shards.reduce((sum, s) => sum + (s.count ?? 0), 0);
    } catch (err) {
      if ((err as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return 0; // no order yet
      throw err;
    }
  }

  /** Sum of `price.total` (fils) of orders in `status` created in [from, to). One accumulator per $group (FerretDB 1.24). */
  async sumTotal(status: OrderStatus, from: Date, to: Date): Promise<number> {
    const [row] = await this.orders
      .aggregate<{ total: number }>([
        { $match: { status, createdAt: { $gte: from, $lt: to } } },
        { $group: { _id: null, total: { $sum: '$price.total' } } },
      ])
      .exec();
    return row?.total ?? 0;
  }

  /** Orders created at or after `since`. */
  countCreatedSince(since: Date) {
    return this.orders.countDocuments({ createdAt: trusted({ $gte: since }) }).exec();
  }

  /** Orders per order type: `[{ _id: 'Monthly', count: 12 }, ...]` by type name (spec "Chart data"). */
  countByType() {
    return this.orders
      .aggregate<{ _id: OrderType; count: number }>([{ $group: { _id: '$orderType', count: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .exec();
  }

  /** Sets the invoice number and issue date unless set. */
  async setInvoice(orderId: Types.ObjectId, n: number, issuedAt: Date): Promise<void> {
    await this.orders
      .updateOne({ _id: orderId, invoiceNumber: trusted({ $in: [null] }) }, { $set: { invoiceNumber: n, invoiceIssuedAt: issuedAt } })
      .exec();
  }

  /** Claims the order-confirmation e-mail. @returns whether this call claimed it (then send it). */
  async claimConfirmation(orderId: Types.ObjectId, now: Date): Promise<boolean> {
    const res = await this.orders
      .updateOne({ _id: orderId, confirmationSentAt: trusted({ $in: [null] }) }, { $set: { confirmationSentAt: now } })
      .exec();
    return res.modifiedCount > 0;
  }
}
