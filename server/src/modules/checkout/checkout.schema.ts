import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MealCountsDoc } from '../../common/database/meal-counts.schema.js';
import type { QuoteObject } from '../pricing/dto/quote.object.js';

export { MealCountsDoc } from '../../common/database/meal-counts.schema.js';

/** Open (payable), Paid (an order was made from it) or Replaced (the user started a newer checkout). */
export enum CheckoutStatus {
  Open = 'Open',
  Paid = 'Paid',
  Replaced = 'Replaced',
}

const MealCountsDocSchema = SchemaFactory.createForClass(MealCountsDoc);

/** The validated selection. */
@Schema({ _id: false })
export class CheckoutSelection {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Plan', required: true })
  plan!: Types.ObjectId;

  /** '7 Days', '1 Month' or '3 Months'. */
  @Prop({ required: true })
  duration!: string;

  @Prop({ type: MealCountsDocSchema, required: true })
  counts!: MealCountsDoc;

  /** Custom counts (`isCustom`) were used. */
  @Prop({ required: true })
  isCustom!: boolean;

  /** The chosen start day (a label); the first delivery is on it or the next delivery day (the quote's `startDate`). */
  @Prop({ required: true })
  startDate!: Date;

  /** Delivery days a week (7, 6 or 5); checkouts made before weeks: absent, every day. */
  @Prop({ type: Number, default: 7 })
  deliveryDaysPerWeek?: number;

  /** The accepted code, upper-case. */
  @Prop({ type: String, default: null })
  discountCode!: string | null;
}
const CheckoutSelectionSchema = SchemaFactory.createForClass(CheckoutSelection);

/** The plan's meals of each category at checkout, sorted by name: the subscription rotates through them. */
@Schema({ _id: false })
export class PlanMealIds {
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Meal' }], default: [] }) breakfast!: Types.ObjectId[];
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Meal' }], default: [] }) lunch!: Types.ObjectId[];
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Meal' }], default: [] }) dinner!: Types.ObjectId[];
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Meal' }], default: [] }) snack!: Types.ObjectId[];
}
const PlanMealIdsSchema = SchemaFactory.createForClass(PlanMealIds);

/**
 * A server-side cart: one per checkout attempt, holding the selection and the quote the
 * card is charged. The quote never changes after creation, so a PaymentIntent's amount can always be
 * checked against it. `paymentIntentId` is not unique (stripe-mock returns one fixture id).
 */
@Schema({ collection: 'checkouts', timestamps: true })
export class Checkout {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  @Prop({ type: CheckoutSelectionSchema, required: true })
  selection!: CheckoutSelection;

  /** The quote at checkout (fils), exactly as the `quote` query returned it. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  quote!: QuoteObject;

  @Prop({ type: PlanMealIdsSchema, required: true })
  mealIds!: PlanMealIds;

  @Prop({ type: String, required: true, enum: Object.values(CheckoutStatus), default: CheckoutStatus.Open })
  status!: CheckoutStatus;

  /** The latest PaymentIntent created for it. */
  @Prop({ type: String, default: null })
  paymentIntentId!: string | null;

  /** After this a new PaymentIntent is refused (the quote is re-made). */
  @Prop({ required: true })
  expiresAt!: Date;

  /** The buyer's UAE Tax Registration Number (15 digits) for a corporate customer's tax invoice; null when none was given. */
  @Prop({ type: String, default: null })
  buyerTrn?: string | null;

  /** The customer agreed, with the latest PaymentIntent, to keep the card for automatic renewals. */
  @Prop({ type: Boolean, default: false })
  saveCard?: boolean;

  /** A renewal's checkout: the subscription it renews (made by the renewal job, never Open for the customer's cart). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Subscription', default: null })
  renewalOf?: Types.ObjectId | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const CheckoutSchema = SchemaFactory.createForClass(Checkout);
CheckoutSchema.index({ user: 1, status: 1, createdAt: -1 });
