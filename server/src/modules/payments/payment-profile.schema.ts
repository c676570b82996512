import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/** The card summary kept for the customer area and off-session renewals (never the card number). */
@Schema({ _id: false })
export class SavedCardRecord {
  /** Stripe's payment method id, `pm_...`: used by the server only, never sent to the browser. */
  @Prop({ required: true }) paymentMethodId!: string;
  /** e.g. `visa`, `mastercard`. */
  @Prop({ required: true }) brand!: string;
  @Prop({ required: true }) last4!: string;
  /** 1-12. */
  @Prop({ required: true }) expMonth!: number;
  /** Four digits. */
  @Prop({ required: true }) expYear!: number;
  @Prop({ required: true }) savedAt!: Date;
}
const SavedCardRecordSchema = SchemaFactory.createForClass(SavedCardRecord);

/**
 * A customer's Stripe side: their one Stripe Customer and the card saved on it for off-session charges.
 * One per user (unique index); the Stripe Customer id is set once by a conditional write, so two instances
 * creating it at once keep one.
 */
@Schema({ collection: 'paymentprofiles', timestamps: true })
export class PaymentProfile {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  /** `cus_...`, null until the first checkout that saves a card. */
  @Prop({ type: String, default: null })
  stripeCustomerId!: string | null;

  /** The card charged for renewals; null when none is saved (or it was removed). */
  @Prop({ type: SavedCardRecordSchema, default: null })
  card!: SavedCardRecord | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const PaymentProfileSchema = SchemaFactory.createForClass(PaymentProfile);
PaymentProfileSchema.index({ user: 1 }, { unique: true });
