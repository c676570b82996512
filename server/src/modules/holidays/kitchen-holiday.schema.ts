import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** A day the kitchen is closed (a public holiday): no deliveries; schedules skip it like a day off. */
@Schema({ collection: 'kitchenholidays', timestamps: true })
export class KitchenHoliday {
  _id!: Types.ObjectId;

  /** The closed day, as a day label (UTC midnight of the date). One holiday per day (unique). */
  @Prop({ required: true })
  day!: Date;

  /** What the customer reads, e.g. "UAE National Day". */
  @Prop({ required: true, trim: true, maxlength: 80 })
  name!: string;

  /** The name in Arabic; none: Arabic readers see `name`. */
  @Prop({ type: String, default: null, trim: true, maxlength: 80 })
  nameAr?: string | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const KitchenHolidaySchema = SchemaFactory.createForClass(KitchenHoliday);
KitchenHolidaySchema.index({ day: 1 }, { unique: true });
