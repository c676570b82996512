import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A weekday rule (docs/decisions/0088-an-address-book-and-an-address-per-day.md): every delivery on `weekday`
 * goes to the address `address` of the customer's book instead of the default, unless that day was moved.
 */
@Schema({ collection: 'delivery_address_rules', timestamps: true })
export class AddressRule {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user!: Types.ObjectId;

  /** 0 Sunday ... 6 Saturday, the weekday of the day label. */
  @Prop({ required: true, min: 0, max: 6 })
  weekday!: number;

  /** The `_id` of an entry of the user's address book. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  address!: Types.ObjectId;
}
export const AddressRuleSchema = SchemaFactory.createForClass(AddressRule);
AddressRuleSchema.index({ user: 1, weekday: 1 }, { unique: true });

/** One delivery day moved to another address of the customer's book (an exception to the weekday rule and default). */
@Schema({ collection: 'delivery_day_addresses', timestamps: true })
export class DayAddress {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user!: Types.ObjectId;

  /** The delivery day's label (midnight UTC of the calendar day, as the schedule stores it). */
  @Prop({ required: true })
  date!: Date;

  /** The `_id` of an entry of the user's address book. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  address!: Types.ObjectId;
}
export const DayAddressSchema = SchemaFactory.createForClass(DayAddress);
DayAddressSchema.index({ user: 1, date: 1 }, { unique: true });
DayAddressSchema.index({ date: 1, user: 1 });
