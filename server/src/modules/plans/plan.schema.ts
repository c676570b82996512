import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { TranslationsProp } from '../../common/database/translations-prop.js';
import { Weekday } from './delivery-weeks.rules.js';

/** Price per day of each meal slot, integer fils; each defaults to 0 (spec section 3 `dailyPrices`). */
@Schema({ _id: false })
export class DailyPrices {
  @Prop({ required: true, default: 0, min: 0 })
  breakfast!: number;

  @Prop({ required: true, default: 0, min: 0 })
  lunch!: number;

  @Prop({ required: true, default: 0, min: 0 })
  dinner!: number;

  @Prop({ required: true, default: 0, min: 0 })
  snacks!: number;
}
const DailyPricesSchema = SchemaFactory.createForClass(DailyPrices);

/** One way a plan is sold: `deliveryDays` a week with `daysOff` (weekday names). */
@Schema({ _id: false })
export class DeliveryWeekDoc {
  @Prop({ required: true, enum: [7, 6, 5] })
  deliveryDays!: number;

  @Prop({ type: [String], enum: Object.values(Weekday), default: [] })
  daysOff!: Weekday[];
}
const DeliveryWeekDocSchema = SchemaFactory.createForClass(DeliveryWeekDoc);

/** A meal plan. Money in integer fils; dates in UTC. */
@Schema({ collection: 'plans', timestamps: true })
export class Plan {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 120 })
  name!: string;

  @Prop({ required: true, trim: true, maxlength: 4000 })
  description!: string;

  /** Headline price in fils: the monthly price, or the whole trial price for a trial plan. */
  @Prop({ required: true, min: 0 })
  price!: number;

  @Prop({ type: DailyPricesSchema, required: true, default: () => ({}) })
  dailyPrices!: DailyPrices;

  @Prop()
  startDate?: Date;

  @Prop()
  endDate?: Date;

  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Meal' }], default: [] })
  planMeals!: Types.ObjectId[];

  @Prop({ required: true })
  image!: string;

  /** The 7-day trial (spec: "7 Days" means trial). */
  @Prop({ required: true, default: false })
  isTrial!: boolean;

  /** Typical energy per day, kcal, for matching a customer's target. */
  @Prop({ min: 0 })
  caloriesPerDay?: number;

  /**
   * The weeks the plan is sold with (7, 6 and/or 5 delivery days, each with its days off); none stored means every
   * day (plans made before delivery weeks). Normalised by `normaliseDeliveryWeeks`.
   */
  @Prop({ type: [DeliveryWeekDocSchema], default: undefined })
  deliveryWeeks?: DeliveryWeekDoc[];

  /** Display order on the site, ascending. */
  @Prop({ required: true, default: 0 })
  sortOrder!: number;

  @Prop({ required: true, default: true, index: true })
  active!: boolean;

  /** Arabic name and description, each optional (English shows where missing). */
  @TranslationsProp({ name: 120, description: 4000 })
  translations?: { ar?: { name?: string; description?: string } };

  createdAt!: Date;
  updatedAt!: Date;
}

export type PlanDocument = HydratedDocument<Plan>;
export const PlanSchema = SchemaFactory.createForClass(Plan);
PlanSchema.index({ name: 1 }, { unique: true });
PlanSchema.index({ sortOrder: 1, name: 1 });
