import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { Order, type OrderStatus } from './order.schema.js';
import { RefundStatus, type OrderRefund } from './order-refund.schema.js';

/**
 * The refunds kept on each order (spec "Refunds"): every change is one conditional write on the order, so parallel
 * refunds, webhooks and retries on any number of instances settle each refund once and never refund more than was paid.
 */
@Injectable()
export class OrderRefundRepository {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /**
   * Reserves a refund: adds `refund` (Pending) and raises `refundedAmount` by its amount in one
   * conditional write, only while the order is refundable (`statuses`) and the reservation keeps
   * `refundedAmount` within `price.total` (the filter compares with total - amount, fixed per order).
   * Parallel requests: those that would go over the amount paid match nothing.
   * @returns the order after the reservation, or null when refused.
   */
  reserveRefund(orderId: Types.ObjectId, total: number, refund: OrderRefund, statuses: OrderStatus[]) {
    const limit = total - refund.amount;
    return this.orders
      .findOneAndUpdate(
        {
          _id: orderId,
          status: trusted({ $in: statuses }),
          $or: [{ refundedAmount: trusted({ $lte: limit }) }, { refundedAmount: trusted({ $exists: false }) }],
        },
        { $inc: { refundedAmount: refund.amount }, $push: { refunds: refund } },
        { returnDocument: 'after' },
      )
      .lean<Order>()
      .exec();
  }

  /** Pending -> Succeeded (with Stripe's id), once. @returns whether this call settled it. */
  async markRefundSucceeded(orderId: Types.ObjectId, refundId: Types.ObjectId, stripeRefundId: string, now: Date): Promise<boolean> {
    const res = await this.orders
      .updateOne(
        { _id: orderId, refunds: trusted({ $elemMatch: { _id: refundId, status: RefundStatus.Pending } }) },
        { $set: { 'refunds.$.status': RefundStatus.Succeeded, 'refunds.$.stripeRefundId': stripeRefundId, 'refunds.$.settledAt': now } },
      )
      .exec();
    return res.modifiedCount > 0;
  }

  /** Records Stripe's refund id on a Pending refund (Stripe answered `pending`; a webhook settles it). */
  async setStripeRefundId(orderId: Types.ObjectId, refundId: Types.ObjectId, stripeRefundId: string): Promise<void> {
    await this.orders
      .updateOne(
        { _id: orderId, refunds: trusted({ $elemMatch: { _id: refundId, status: RefundStatus.Pending } }) },
        { $set: { 'refunds.$.stripeRefundId': stripeRefundId } },
      )
      .exec();
  }

  /**
   * Any state but Failed -> Failed, releasing its amount from `refundedAmount`, once (the status
   * condition makes a second release match nothing). @returns whether this call released it.
   */
  async markRefundFailed(orderId: Types.ObjectId, refundId: Types.ObjectId, amount: number, failure: string, now: Date): Promise<boolean> {
    const res = await this.orders
      .updateOne(
        { _id: orderId, refunds: trusted({ $elemMatch: { _id: refundId, status: { $ne: RefundStatus.Failed } } }) },
        {
          $set: { 'refunds.$.status': RefundStatus.Failed, 'refunds.$.failure': failure, 'refunds.$.settledAt': now },
          $inc: { refundedAmount: -amount },
        },
      )
      .exec();
    return res.modifiedCount > 0;
  }

  /**
   * A refund made outside the app (Stripe dashboard), recorded once as Succeeded: conditional on no
   * refund of the order carrying this Stripe id, and on staying within the amount paid.
   * @returns whether this call recorded it.
   */
  async recordExternalRefund(orderId: Types.ObjectId, total: number, refund: OrderRefund): Promise<boolean> {
    const res = await this.orders
      .updateOne(
        {
          _id: orderId,
          'refunds.stripeRefundId': trusted({ $ne: refund.stripeRefundId }),
          $or: [{ refundedAmount: trusted({ $lte: total - refund.amount }) }, { refundedAmount: trusted({ $exists: false }) }],
        },
        { $inc: { refundedAmount: refund.amount }, $push: { refunds: refund } },
      )
      .exec();
    return res.modifiedCount > 0;
  }

  /** Sets a refund's credit note number unless it has one. */
  async setCreditNoteNumber(orderId: Types.ObjectId, refundId: Types.ObjectId, n: number): Promise<void> {
    await this.orders
      .updateOne(
        { _id: orderId, refunds: trusted({ $elemMatch: { _id: refundId, creditNoteNumber: null } }) },
        { $set: { 'refunds.$.creditNoteNumber': n } },
      )
      .exec();
  }

  /** Sets the status if it is still `from` (a racing change makes the caller re-read). */
  async setStatusIf(orderId: Types.ObjectId, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    const res = await this.orders.updateOne({ _id: orderId, status: from }, { $set: { status: to } }).exec();
    return res.matchedCount > 0;
  }

  /** The order holding a refund (by our refund id), or null. */
  findByRefundId(refundId: Types.ObjectId) {
    return this.orders.findOne({ 'refunds._id': refundId }).lean<Order>().exec();
  }
}
