import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../../common/database/object-id.js';
import { modelReady } from '../../common/database/writes.js';
import { PaymentProfile, type SavedCardRecord } from './payment-profile.schema.js';

/** The paymentprofiles collection: one per user. */
@Injectable()
export class PaymentProfileRepository {
  constructor(@InjectModel(PaymentProfile.name) private readonly profiles: Model<PaymentProfile>) {}

  findByUser(userId: string): Promise<PaymentProfile | null> {
    return this.profiles
      .findOne({ user: new Types.ObjectId(userId) })
      .lean<PaymentProfile>()
      .exec();
  }

  /** The user's profile, created empty when missing (a racing second create loses to the unique index and reads the first). */
  async ensure(userId: string): Promise<PaymentProfile> {
    await modelReady(this.profiles);
    const user = new Types.ObjectId(userId);
    try {
      await retryOnWriteConflict(() => this.profiles.create({ user, stripeCustomerId: null, card: null }));
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    return (await this.findByUser(userId))!;
  }

  /**
   * Sets the Stripe Customer id if none is set yet (atomic: of two instances, the first write wins).
   * @returns the id the profile holds afterwards (the winner's).
   */
  async setCustomerIfNone(userId: string, customerId: string): Promise<string> {
    const user = new Types.ObjectId(userId);
    await retryOnWriteConflict(() =>
      this.profiles.updateOne({ user, stripeCustomerId: null }, { $set: { stripeCustomerId: customerId } }).exec(),
    );
    return (await this.findByUser(userId))?.stripeCustomerId ?? customerId;
  }

  /** Stores the card (replacing any). @returns the profile after the write. */
  setCard(userId: string, card: SavedCardRecord): Promise<PaymentProfile | null> {
    return this.profiles
      .findOneAndUpdate({ user: new Types.ObjectId(userId) }, { $set: { card } }, { returnDocument: 'after' })
      .lean<PaymentProfile>()
      .exec();
  }

  /** Clears the card if it is still `paymentMethodId` (a newer card saved meanwhile stays). @returns whether it cleared. */
  async clearCard(userId: string, paymentMethodId: string): Promise<boolean> {
    const res = await this.profiles
      .updateOne({ user: new Types.ObjectId(userId), 'card.paymentMethodId': paymentMethodId }, { $set: { card: null } })
      .exec();
    return res.modifiedCount > 0;
  }

  /** Deletes the user's profile (Stripe Customer id and card): a closed account's erasure. @returns the profile deleted, or null. */
  deleteOfUser(userId: string): Promise<PaymentProfile | null> {
    return this.profiles
      .findOneAndDelete({ user: new Types.ObjectId(userId) })
      .lean<PaymentProfile>()
      .exec();
  }
}
