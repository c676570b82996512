import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A delivery time window staff offer every day (docs/decisions/0016-back-office-completeness.md "Delivery slots"), e.g. 07:00-09:00,
 * with how many customers it can take per day. Slots are switched off, never deleted, so bookings
 * always name an existing slot.
 */
@Schema({ collection: 'delivery_slots', timestamps: true })
export class DeliverySlot {
  _id!: Types.ObjectId;

  /** Shown to customers, e.g. "Morning". */
  @Prop({ required: true, trim: true, maxlength: 40 })
  label!: string;

  /** The label in Arabic, shown to Arabic readers, e.g. "الصباح"; absent when staff gave none (the English is shown). */
  @Prop({ type: String, trim: true, maxlength: 40 })
  labelAr?: string | null;

  /** Start, "HH:MM" (Dubai local time, 24 h). */
  @Prop({ required: true })
  startTime!: string;

  /** End, "HH:MM", after the start. */
  @Prop({ required: true })
  endTime!: string;

  /** Customers per day. */
  @Prop({ required: true, min: 1 })
  capacity!: number;

  @Prop({ required: true, default: true })
  active!: boolean;

  /**
   * What makes two slots the same (`slotIdentity`: label without case or extra spaces, start and end),
   * unique, so the same slot cannot be offered twice however many requests create it at once. Slots
   * saved before it existed have none (the index is sparse) until they are next changed.
   */
  @Prop({ type: String })
  identity?: string;

  createdAt!: Date;
  updatedAt!: Date;
}
export const DeliverySlotSchema = SchemaFactory.createForClass(DeliverySlot);
DeliverySlotSchema.index({ startTime: 1, _id: 1 });
DeliverySlotSchema.index({ identity: 1 }, { unique: true, sparse: true });

/** The identity of a slot: `morning|07:00|09:00` for "Morning " from 07:00 to 09:00. */
export function slotIdentity(s: Pick<DeliverySlot, 'label' | 'startTime' | 'endTime'>): string {
  return `${s.label.trim().replace(/\s+/g, ' ').toLowerCase()}|${s.startTime}|${s.endTime}`;
}

/**
 * Places taken in one slot on one day. Booking is one conditional `$inc` on this document
 * (`booked < capacity`), so concurrent bookings on any number of instances never exceed the capacity.
 */
@Schema({ collection: 'delivery_slot_days' })
export class SlotDay {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  slot!: Types.ObjectId;

  /** UTC midnight of the delivery day. */
  @Prop({ required: true })
  date!: Date;

  @Prop({ required: true, default: 0, min: 0 })
  booked!: number;
}
export const SlotDaySchema = SchemaFactory.createForClass(SlotDay);
SlotDaySchema.index({ slot: 1, date: 1 }, { unique: true });
SlotDaySchema.index({ date: 1 });

/** The slot a customer's delivery on one day comes in (one per customer and day). */
@Schema({ collection: 'delivery_slot_bookings', timestamps: true })
export class SlotBooking {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user!: Types.ObjectId;

  /** UTC midnight of the delivery day. */
  @Prop({ required: true })
  date!: Date;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  slot!: Types.ObjectId;
}
export const SlotBookingSchema = SchemaFactory.createForClass(SlotBooking);
SlotBookingSchema.index({ user: 1, date: 1 }, { unique: true });
SlotBookingSchema.index({ date: 1, slot: 1 });

/** A customer's default slot, chosen at checkout and used for every delivery day they do not change. */
@Schema({ collection: 'delivery_slot_preferences', timestamps: true })
export class SlotPreference {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, unique: true })
  user!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  slot!: Types.ObjectId;
}
export const SlotPreferenceSchema = SchemaFactory.createForClass(SlotPreference);
