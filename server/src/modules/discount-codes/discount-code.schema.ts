import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A discount code (spec sections 3-5 "Discount code"). Stored upper-case so codes match
 * case-insensitively through a plain unique index (FerretDB has no collations). Managed by admins.
 */
@Schema({ collection: 'discountcodes', timestamps: true })
export class DiscountCode {
  _id!: Types.ObjectId;

  /** Upper-case, trimmed, e.g. FRESH10. */
  @Prop({ required: true, trim: true, uppercase: true, maxlength: 40 })
  code!: string;

  /** Display name (`discount_name`). */
  @Prop({ required: true, trim: true, maxlength: 120 })
  name!: string;

  /** Percent off the subtotal, 1-100 (`discount_percentage`). */
  @Prop({ required: true, min: 1, max: 100 })
  percentage!: number;

  /** First instant the code is valid (UTC). */
  @Prop({ required: true })
  startDate!: Date;

  /** Last instant the code is valid (UTC); after it the code is expired. */
  @Prop({ required: true })
  endDate!: Date;

  @Prop({ required: true, default: true })
  active!: boolean;

  createdAt!: Date;
  updatedAt!: Date;
}

export const DiscountCodeSchema = SchemaFactory.createForClass(DiscountCode);
DiscountCodeSchema.index({ code: 1 }, { unique: true });
