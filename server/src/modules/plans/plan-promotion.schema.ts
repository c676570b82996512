import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { TranslationsProp } from '../../common/database/translations-prop.js';

/** A time-boxed discount on one plan (spec section 3 "Plan promotion"). */
@Schema({ collection: 'planpromotions', timestamps: true })
export class PlanPromotion {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 120 })
  name!: string;

  /** The promoted plan (`meal_plan_id`). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Plan', required: true, index: true })
  plan!: Types.ObjectId;

  /** Percent off, 1-100. */
  @Prop({ required: true, min: 1, max: 100 })
  discountPercentage!: number;

  /** The plan price after the discount, fils (computed when the promotion is saved). */
  @Prop({ required: true, min: 0 })
  discountedPrice!: number;

  @Prop({ required: true, index: true })
  startDate!: Date;

  @Prop({ required: true, index: true })
  endDate!: Date;

  /** Arabic name, optional (the banner shows the English where missing). */
  @TranslationsProp({ name: 120 })
  translations?: { ar?: { name?: string } };

  createdAt!: Date;
}

export const PlanPromotionSchema = SchemaFactory.createForClass(PlanPromotion);
PlanPromotionSchema.index({ name: 1 }, { unique: true });
