import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../../common/database/object-id.js';
import { modelReady } from '../../common/database/writes.js';
import { Renewal, RenewalState } from './renewal.schema.js';

/** The most charge attempts of one renewal: the charge day, then +1 and +2 days. */
export const RENEWAL_MAX_ATTEMPTS = 3;

/** The renewals collection: one per subscription, every change conditional on what it read. */
@Injectable()
export class RenewalRepository {
  constructor(@InjectModel(Renewal.name) private readonly renewals: Model<Renewal>) {}

  /** Creates the subscription's renewal once (`_id` = subscription id; a repeat or a racing create is a no-op). */
  async ensure(subscriptionId: Types.ObjectId, user: Types.ObjectId, order: Types.ObjectId, autoRenew: boolean): Promise<void> {
    await modelReady(this.renewals);
    try {
      await retryOnWriteConflict(() =>
        this.renewals.create({
          _id: subscriptionId,
          user,
          order,
          autoRenew,
          state: autoRenew ? RenewalState.Scheduled : RenewalState.Off,
          attempts: 0,
          attemptsLeft: RENEWAL_MAX_ATTEMPTS,
        }),
      );
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  findById(id: Types.ObjectId | string): Promise<Renewal | null> {
    return this.renewals.findById(id).lean<Renewal>().exec();
  }

  /** The renewals in `state`. */
  findInState(state: RenewalState): Promise<Renewal[]> {
    return this.renewals.find({ state }).lean<Renewal[]>().exec();
  }

  /** The renewals of these subscriptions. */
  findByIds(ids: Types.ObjectId[]): Promise<Renewal[]> {
    return this.renewals
      .find({ _id: trusted({ $in: ids }) })
      .lean<Renewal[]>()
      .exec();
  }

  /** The renewals of subscriptions bought by these orders (the staff orders grid). */
  findByOrders(orderIds: Types.ObjectId[]): Promise<Pick<Renewal, 'order' | 'state'>[]> {
    return this.renewals
      .find({ order: trusted({ $in: orderIds }) }, { order: 1, state: 1 })
      .lean<Pick<Renewal, 'order' | 'state'>[]>()
      .exec();
  }

  /**
   * Claims the next charge attempt: the renewal is on and scheduled, due by `today` (a Dubai day label), with no
   * attempt in flight or awaiting Stripe, its plan not cancelled (`cancelledBy` null), and attempts left; `attempts` goes up by one and `claimUntil` holds the
   * lease. Of any number of concurrent callers, one gets it. @returns the renewal after the claim, or null.
   */
  claimNext(id: Types.ObjectId, today: Date, leaseUntil: Date): Promise<Renewal | null> {
    return this.update(
      {
        _id: id,
        autoRenew: true,
        state: RenewalState.Scheduled,
        claimUntil: null,
        awaitingOutcome: false,
        cancelledBy: null,
        attemptsLeft: trusted({ $gt: 0 }),
        $or: [{ nextAttemptOn: null }, { nextAttemptOn: trusted({ $lte: today }) }],
      },
      { $set: { claimUntil: leaseUntil }, $inc: { attempts: 1, attemptsLeft: -1 } },
    );
  }

  /** Takes over an attempt whose claimer stopped (lease before `now`): the same attempt, so the same idempotency key. */
  takeOver(id: Types.ObjectId, now: Date, leaseUntil: Date): Promise<Renewal | null> {
    return this.update(
      {
        _id: id,
        autoRenew: true,
        state: RenewalState.Scheduled,
        claimUntil: trusted({ $ne: null, $lt: now }),
        awaitingOutcome: false,
        cancelledBy: null,
      },
      { $set: { claimUntil: leaseUntil } },
    );
  }

  /** Stores the renewal's checkout once (an attempt that finds one keeps it: every attempt charges one quote). */
  async setCheckoutIfNone(id: Types.ObjectId, checkout: Types.ObjectId): Promise<Types.ObjectId> {
    await this.renewals.updateOne({ _id: id, checkout: null }, { $set: { checkout } }).exec();
    return (await this.findById(id))?.checkout ?? checkout;
  }

  /**
   * A conditional change: `filter` says what must still hold (the state read), `set` what changes. Tried again on a
   * transient write conflict. @returns the renewal after it, or null when it no longer held.
   */
  update(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<Renewal | null> {
    return retryOnWriteConflict(() => this.renewals.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<Renewal>().exec());
  }

  /** The user's renewals still scheduled. */
  findScheduledOfUser(user: Types.ObjectId): Promise<Renewal[]> {
    return this.renewals.find({ user, state: RenewalState.Scheduled }).lean<Renewal[]>().exec();
  }
}
