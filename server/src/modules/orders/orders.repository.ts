import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import type { SortSpec } from '../../common/paging/sort.js';
import type { OrderType } from '../pricing/pricing.js';
import { isDuplicateKeyError, isTransientWriteConflict, isObjectIdString } from '../../common/database/object-id.js';
import { Order, type OrderStatus } from './order.schema.js';


/** MongoDB's error code for a collection that does not exist (yet). */
const NAMESPACE_NOT_FOUND = 26;

/** The orders collection. */
@Injectable()
export class OrderRepository {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /**
   * Fulfilment step 1: the PaymentIntent's order, inserted once (`$setOnInsert` keyed by the unique
   * `paymentIntentId`). Concurrent callers all get the one stored order: a racing insert refused by
   * the index reads the winner's. `newOrderNumber` is retried on the rare order-number collision.
   */
  async upsertByPaymentIntent(data: Omit<Order, '_id' | 'orderNumber' | 'createdAt' | 'updatedAt'>, newOrderNumber: () => string): Promise<Order> {
    await this.orders.init();
    const { paymentIntentId, ...rest } = data;
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await this.orders.findOneAndUpdate(
          { paymentIntentId },
          { $setOnInsert: { ...rest, orderNumber: newOrderNumber() } },
          { upsert: true, returnDocument: 'after', runValidators: true },
        ).lean<Order>().exec();
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

  findByPaymentIntentId(paymentIntentId: string) {
    return this.orders.findOne({ paymentIntentId }).lean<Order>().exec();
  }

  findById(id: string) {
    if (!isObjectIdString(id)) return Promise.resolve(null);
    return this.orders.findById(id).lean<Order>().exec();
  }

  /** The user's orders, newest first. */
  findForUser(userId: string) {
    return this.orders.find({ user: new Types.ObjectId(userId) }).sort({ createdAt: -1, _id: -1 }).lean<Order[]>().exec();
  }

  /**
   * Admin list (issue 5 §1): orders matching the filters, one page in `sort` order. `search`
   * matches the order number or plan name, or the order belongs to one of `userIds` (customers whose
   * name or e-mail matched; no $lookup on FerretDB).
   */
  async findPage(
    q: { search: RegExp | null; userIds: Types.ObjectId[]; status?: OrderStatus; orderType?: OrderType },
    page: number, limit: number, sort: SortSpec,
  ): Promise<{ rows: Order[]; total: number }> {
    const filter = {
      ...(q.status ? { status: q.status } : {}),
      ...(q.orderType ? { orderType: q.orderType } : {}),
      ...(q.search ? {
        $or: [
          { orderNumber: q.search }, { 'packageInfo.package': q.search },
          ...(q.userIds.length ? [{ user: trusted({ $in: q.userIds }) }] : []),
        ],
      } : {}),
    };
    const [rows, total] = await Promise.all([
      this.orders.find(filter).sort(sort).skip((page - 1) * limit).limit(limit).lean<Order[]>().exec(),
      Object.keys(filter).length ? this.orders.countDocuments(filter).exec() : this.estimatedCount(),
    ]);
    return { rows, total };
  }

  /**
   * All orders, from the collection's own count instead of counting 100,000 documents: `$collStats`
   * reads MongoDB's metadata (summed over shards) and FerretDB's SQLite row count, where the `count`
   * command behind `estimatedDocumentCount` would decode every order (~20 s at 100,000 on FerretDB).
   */
  async estimatedCount(): Promise<number> {
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
    const [row] = await this.orders.aggregate<{ total: number }>([
      { $match: { status, createdAt: { $gte: from, $lt: to } } },
      { $group: { _id: null, total: { $sum: '$price.total' } } },
    ]).exec();
    return row?.total ?? 0;
  }

  /** Orders created at or after `since`. */
  countCreatedSince(since: Date) {
    return this.orders.countDocuments({ createdAt: trusted({ $gte: since }) }).exec();
  }

  /** Orders per order type: `[{ _id: 'Monthly', count: 12 }, ...]` by type name (spec "Chart data"). */
  countByType() {
    return this.orders.aggregate<{ _id: OrderType; count: number }>([
      { $group: { _id: '$orderType', count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]).exec();
  }
}
