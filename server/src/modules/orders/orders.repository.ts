import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { isDuplicateKeyError, isObjectIdString } from '../../common/database/object-id.js';
import { Order } from './order.schema.js';

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
}
