import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { isObjectIdString } from '../../common/database/object-id.js';
import type { PricedSelection } from '../pricing/pricing.service.js';
import { CATEGORIES } from '../pricing/pricing.rules.js';
import { Checkout, CheckoutStatus } from './checkout.schema.js';

/** A checkout to store: the priced selection with ids as strings. */
export interface NewCheckout extends PricedSelection {
  userId: string;
  expiresAt: Date;
  /** The buyer's TRN (15 digits), or null. */
  buyerTrn: string | null;
  /** A renewal's checkout: the subscription it renews. */
  renewalOf?: Types.ObjectId | null;
}

/** The checkouts collection. */
@Injectable()
export class CheckoutRepository {
  constructor(@InjectModel(Checkout.name) private readonly checkouts: Model<Checkout>) {}

  /**
   * Marks the user's Open checkouts Replaced, then stores the new Open one (kept, never deleted: a
   * late payment for an earlier checkout still finds it).
   */
  async replaceOpen(data: NewCheckout): Promise<Checkout> {
    const user = new Types.ObjectId(data.userId);
    await this.checkouts
      .updateMany({ user, status: CheckoutStatus.Open, renewalOf: null }, { $set: { status: CheckoutStatus.Replaced } })
      .exec();
    return this.insert(data);
  }

  /** Stores a checkout as Open, leaving the user's others as they are (a renewal's: the customer's own cart stays payable). */
  async insert(data: NewCheckout): Promise<Checkout> {
    const user = new Types.ObjectId(data.userId);
    const toIds = (ids: string[]) => ids.map((id) => new Types.ObjectId(id));
    const { planId, ...selection } = data.selection;
    const doc = await this.checkouts.create({
      user,
      selection: { ...selection, plan: new Types.ObjectId(planId) },
      quote: data.quote,
      mealIds: Object.fromEntries(CATEGORIES.map((c) => [c, toIds(data.mealIds[c])])),
      expiresAt: data.expiresAt,
      buyerTrn: data.buyerTrn,
      renewalOf: data.renewalOf ?? null,
      status: CheckoutStatus.Open,
      paymentIntentId: null,
    });
    return doc.toObject();
  }

  findById(id: string | Types.ObjectId) {
    if (typeof id === 'string' && !isObjectIdString(id)) return Promise.resolve(null);
    return this.checkouts.findById(id).lean<Checkout>().exec();
  }

  /** The user's newest Open checkout. */
  findLatestOpen(userId: string) {
    return this.checkouts
      .findOne({ user: new Types.ObjectId(userId), status: CheckoutStatus.Open, renewalOf: null })
      .sort({ createdAt: -1, _id: -1 })
      .lean<Checkout>()
      .exec();
  }

  setPaymentIntent(id: Types.ObjectId, paymentIntentId: string, saveCard = false) {
    return this.checkouts.updateOne({ _id: id }, { $set: { paymentIntentId, saveCard } }).exec();
  }

  /** Fulfilment step 4 (idempotent). */
  markPaid(id: Types.ObjectId, paymentIntentId: string) {
    return this.checkouts.updateOne({ _id: id }, { $set: { status: CheckoutStatus.Paid, paymentIntentId } }).exec();
  }
}
