import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MealCategory } from '../meals/meals.types.js';

/** A subscription's state: Active (running or about to start), Paused, Expired (ended) or Cancelled. */
export enum SubscriptionStatus {
  Active = 'Active',
  Paused = 'Paused',
  Expired = 'Expired',
  Cancelled = 'Cancelled',
}

/** A planned meal's delivery state (spec section 3 `delivery_status`); labels in {@link DELIVERY_STATUS_LABELS}. */
export enum DeliveryStatus {
  Pending = 'Pending',
  OutForDelivery = 'OutForDelivery',
  Delivered = 'Delivered',
  Cancelled = 'Cancelled',
}

/** How each delivery status is shown. */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  [DeliveryStatus.Pending]: 'Pending',
  [DeliveryStatus.OutForDelivery]: 'Out for delivery',
  [DeliveryStatus.Delivered]: 'Delivered',
  [DeliveryStatus.Cancelled]: 'Cancelled',
};

/** One meal of one delivery day (spec section 3 `plan_meals` entry). */
@Schema()
export class PlannedMeal {
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(MealCategory) })
  category!: MealCategory;

  /** `meal_details`. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Meal', required: true })
  meal!: Types.ObjectId;

  /** Delivery day, UTC midnight (`scheduled_date`). */
  @Prop({ required: true })
  scheduledDate!: Date;

  @Prop({ type: String, required: true, enum: Object.values(DeliveryStatus), default: DeliveryStatus.Pending })
  deliveryStatus!: DeliveryStatus;
}
const PlannedMealSchema = SchemaFactory.createForClass(PlannedMeal);

/** Paused days of a subscription, inclusive day labels. */
@Schema({ _id: false })
export class SubscriptionPause {
  @Prop({ required: true })
  from!: Date;

  @Prop({ required: true })
  to!: Date;

  /** Delivery days it paused (its days off and closed days are not); absent on pauses of every-day plans: every day of the range. */
  @Prop({ type: Number, default: undefined })
  days?: number;
}
const SubscriptionPauseSchema = SchemaFactory.createForClass(SubscriptionPause);

/**
 * A customer's paid plan: the "user plan" of spec section 3. One per order (unique), so a
 * repeated fulfilment never makes a second one.
 */
@Schema({ collection: 'subscriptions', timestamps: true })
export class Subscription {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Plan', required: true })
  plan!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Order', required: true })
  order!: Types.ObjectId;

  /** First delivery day, UTC midnight. */
  @Prop({ required: true })
  startDate!: Date;

  /** Last delivery day, UTC midnight. */
  @Prop({ required: true })
  endDate!: Date;

  @Prop({ type: String, required: true, enum: Object.values(SubscriptionStatus), default: SubscriptionStatus.Active })
  status!: SubscriptionStatus;

  /**
   * By day, then breakfast, lunch, dinner, snack, as created. Pauses re-date entries instead of
   * moving them, so an entry keeps its position; read them sorted by date.
   */
  @Prop({ type: [PlannedMealSchema], default: [] })
  planMeals!: PlannedMeal[];

  /** The weekdays without delivery (a 6- or 5-day week); none: every day (subscriptions from before weeks). */
  @Prop({ type: [String], default: [] })
  daysOff?: string[];

  /** Paused days, sorted by `from`. */
  @Prop({ type: [SubscriptionPauseSchema], default: [] })
  pauses?: SubscriptionPause[];

  /**
   * Bumped by every change of the schedule made by read-modify-write (pause, resume, menu change):
   * such writes are conditional on the version they read (no transactions on FerretDB).
   */
  @Prop({ default: 0 })
  scheduleVersion?: number;

  /** When the renewal reminder went out (set once, before sending: at most one reminder). */
  @Prop({ type: Date, default: null })
  renewalReminderAt?: Date | null;

  /** When the subscription was cancelled (customer or full refund). */
  @Prop({ type: Date, default: null })
  cancelledAt?: Date | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.index({ order: 1 }, { unique: true });
SubscriptionSchema.index({ user: 1, createdAt: -1, _id: -1 });
// Admin analytics and the kitchen lists. planMeals.scheduledDate is not indexed:
// FerretDB's SQLite backend creates no indexes on nested fields, so the date range narrows first.
SubscriptionSchema.index({ status: 1 });
// The daily lifecycle job: running subscriptions by end date.
SubscriptionSchema.index({ status: 1, endDate: 1 });
SubscriptionSchema.index({ startDate: 1, endDate: 1 });
