import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../../common/database/object-id.js';
import { DeliverySlot, SlotBooking, SlotDay, SlotPreference } from './delivery-slot.schema.js';
import { setById } from '../../common/database/writes.js';

const oid = (id: string | Types.ObjectId) => (typeof id === 'string' ? new Types.ObjectId(id) : id);

/** Slots, their per-day counters, the customers' bookings and default slots. */
@Injectable()
export class DeliverySlotRepository {
  constructor(
    @InjectModel(DeliverySlot.name) private readonly slots: Model<DeliverySlot>,
    @InjectModel(SlotDay.name) private readonly days: Model<SlotDay>,
    @InjectModel(SlotBooking.name) private readonly bookings: Model<SlotBooking>,
    @InjectModel(SlotPreference.name) private readonly preferences: Model<SlotPreference>,
  ) {}

  /** Slots by start time (only active ones unless `all`). */
  list(all: boolean) {
    return this.slots
      .find(all ? {} : { active: true })
      .sort({ startTime: 1, _id: 1 })
      .lean<DeliverySlot[]>()
      .exec();
  }

  findById(id: string | Types.ObjectId) {
    return this.slots.findById(id).lean<DeliverySlot>().exec();
  }

  async create(
    data: Pick<DeliverySlot, 'label' | 'labelAr' | 'startTime' | 'endTime' | 'capacity' | 'active' | 'identity'>,
  ): Promise<DeliverySlot> {
    return (await this.slots.create(data)).toObject<DeliverySlot>();
  }

  update(
    id: string,
    data: Partial<Pick<DeliverySlot, 'label' | 'labelAr' | 'startTime' | 'endTime' | 'capacity' | 'active' | 'identity'>>,
  ) {
    return setById(this.slots, id, data);
  }

  /** Counters of these days (every slot), for availability. */
  countersBetween(from: Date, to: Date) {
    return this.days
      .find({ date: trusted({ $gte: from, $lte: to }) })
      .lean<SlotDay[]>()
      .exec();
  }

  /**
   * Takes one place in `slot` on `date` if fewer than `capacity` are taken: creates the day's counter
   * when missing (upsert on the unique (slot, date) key; a concurrent creator wins harmlessly), then
   * one conditional `$inc`. Exactly as many callers as there are places get true.
   */
  async reserve(slot: Types.ObjectId, date: Date, capacity: number): Promise<boolean> {
    try {
      await this.days.updateOne({ slot, date }, { $setOnInsert: { booked: 0 } }, { upsert: true }).exec();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const taken = await this.days
      .findOneAndUpdate({ slot, date, booked: trusted({ $lt: capacity }) }, { $inc: { booked: 1 } }, { returnDocument: 'after' })
      .lean<SlotDay>()
      .exec();
    return taken !== null;
  }

  /** Gives back one place (never below zero). */
  async release(slot: Types.ObjectId, date: Date): Promise<void> {
    await this.days.updateOne({ slot, date, booked: trusted({ $gt: 0 }) }, { $inc: { booked: -1 } }).exec();
  }

  findBooking(user: string | Types.ObjectId, date: Date) {
    return this.bookings
      .findOne({ user: oid(user), date })
      .lean<SlotBooking>()
      .exec();
  }

  bookingsOf(user: string | Types.ObjectId, from: Date) {
    return this.bookings
      .find({ user: oid(user), date: trusted({ $gte: from }) })
      .lean<SlotBooking[]>()
      .exec();
  }

  bookingsOn(date: Date, users: Types.ObjectId[]) {
    return this.bookings
      .find({ date, user: trusted({ $in: users }) })
      .lean<SlotBooking[]>()
      .exec();
  }

  /** Inserts the day's booking. @returns false when the customer already has one that day (unique key). */
  async insertBooking(user: string | Types.ObjectId, date: Date, slot: Types.ObjectId): Promise<boolean> {
    try {
      await this.bookings.create({ user: oid(user), date, slot });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** Deletes a booking if it is still in `slot`. @returns whether this call deleted it (so gives back its place). */
  async deleteBooking(id: Types.ObjectId, slot: Types.ObjectId): Promise<boolean> {
    const res = await this.bookings.deleteOne({ _id: id, slot }).exec();
    return res.deletedCount === 1;
  }

  /** Moves a booking to `to` only if it is still in `from` (a concurrent change loses). */
  async moveBooking(id: Types.ObjectId, from: Types.ObjectId, to: Types.ObjectId): Promise<boolean> {
    const res = await this.bookings.updateOne({ _id: id, slot: from }, { $set: { slot: to } }).exec();
    return res.modifiedCount === 1;
  }

  preferenceOf(user: string | Types.ObjectId) {
    return this.preferences
      .findOne({ user: oid(user) })
      .lean<SlotPreference>()
      .exec();
  }

  async setPreference(user: string | Types.ObjectId, slot: Types.ObjectId): Promise<void> {
    await this.preferences.updateOne({ user: oid(user) }, { $set: { slot } }, { upsert: true }).exec();
  }
}
