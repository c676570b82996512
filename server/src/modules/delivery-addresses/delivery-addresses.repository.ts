import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { isDuplicateKeyError, retryOnWriteConflict } from '../../common/database/object-id.js';
import { modelReady } from '../../common/database/writes.js';
import { AddressRule, DayAddress } from './day-address.schema.js';

/**
 * Runs an upsert on a unique key; two first writers of the same key can both try to insert, and the loser's
 * duplicate-key error means the document now exists, so it is run once more (then as an update).
 */
async function upsert(write: () => Promise<unknown>): Promise<void> {
  try {
    await retryOnWriteConflict(write);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await retryOnWriteConflict(write);
  }
}

const oid = (id: string | Types.ObjectId) => (typeof id === 'string' ? new Types.ObjectId(id) : id);

/** The customers' weekday address rules and moved days. */
@Injectable()
export class DeliveryAddressRepository {
  constructor(
    @InjectModel(AddressRule.name) private readonly rules: Model<AddressRule>,
    @InjectModel(DayAddress.name) private readonly days: Model<DayAddress>,
  ) {}

  rulesOf(user: string | Types.ObjectId) {
    return this.rules
      .find({ user: oid(user) })
      .sort({ weekday: 1 })
      .lean<AddressRule[]>()
      .exec();
  }

  /** The rules of these users for one weekday (the manifest). */
  rulesOn(weekday: number, users: Types.ObjectId[]) {
    return this.rules
      .find({ weekday, user: trusted({ $in: users }) })
      .lean<AddressRule[]>()
      .exec();
  }

  /** Sets the weekday's address (one upsert on the unique (user, weekday) key). */
  async setRule(user: string | Types.ObjectId, weekday: number, address: Types.ObjectId): Promise<void> {
    await modelReady(this.rules);
    await upsert(() => this.rules.updateOne({ user: oid(user), weekday }, { $set: { address } }, { upsert: true }).exec());
  }

  async clearRule(user: string | Types.ObjectId, weekday: number): Promise<void> {
    await this.rules.deleteOne({ user: oid(user), weekday }).exec();
  }

  /** The moved days of `user` on or after `from`. */
  daysOf(user: string | Types.ObjectId, from: Date) {
    return this.days
      .find({ user: oid(user), date: trusted({ $gte: from }) })
      .sort({ date: 1 })
      .lean<DayAddress[]>()
      .exec();
  }

  /** Every moved day of `user`, past ones too (the personal-data export). */
  allDaysOf(user: string | Types.ObjectId) {
    return this.days
      .find({ user: oid(user) })
      .sort({ date: 1 })
      .lean<DayAddress[]>()
      .exec();
  }

  daysOn(date: Date, users: Types.ObjectId[]) {
    return this.days
      .find({ date, user: trusted({ $in: users }) })
      .lean<DayAddress[]>()
      .exec();
  }

  /** Moves one day to `address` (one upsert on the unique (user, date) key). */
  async setDay(user: string | Types.ObjectId, date: Date, address: Types.ObjectId): Promise<void> {
    await modelReady(this.days);
    await upsert(() => this.days.updateOne({ user: oid(user), date }, { $set: { address } }, { upsert: true }).exec());
  }

  /** Only where the day has no address of its own yet (pinning a day past its cut-off to the address it had). */
  async pinDay(user: string | Types.ObjectId, date: Date, address: Types.ObjectId): Promise<void> {
    await modelReady(this.days);
    await upsert(() => this.days.updateOne({ user: oid(user), date }, { $setOnInsert: { address } }, { upsert: true }).exec());
  }

  async clearDay(user: string | Types.ObjectId, date: Date): Promise<void> {
    await this.days.deleteOne({ user: oid(user), date }).exec();
  }

  /** Removes the moved days of `user` from `from` on whose dates are not in `keep` (no longer delivery days). */
  async clearDaysNotIn(user: string | Types.ObjectId, from: Date, keep: Date[]): Promise<void> {
    await this.days.deleteMany({ user: oid(user), date: trusted({ $gte: from, $nin: keep }) }).exec();
  }

  /**
   * Every use of the address `from` by `user` goes to `to` instead: the moved days from `since` on and the weekday
   * rules; rules are removed instead when `dropRules` (their days then follow the default).
   */
  async moveUses(user: string | Types.ObjectId, from: Types.ObjectId, to: Types.ObjectId, since: Date, dropRules: boolean): Promise<void> {
    await this.days.updateMany({ user: oid(user), address: from, date: trusted({ $gte: since }) }, { $set: { address: to } }).exec();
    if (dropRules) await this.rules.deleteMany({ user: oid(user), address: from }).exec();
    else await this.rules.updateMany({ user: oid(user), address: from }, { $set: { address: to } }).exec();
  }

  /** Account closure: every rule and moved day of `user`. */
  async deleteAllOf(user: string | Types.ObjectId): Promise<void> {
    await this.rules.deleteMany({ user: oid(user) }).exec();
    await this.days.deleteMany({ user: oid(user) }).exec();
  }
}
