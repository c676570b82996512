import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * Where a subscription's automatic renewal stands: `scheduled` (to be charged on its charge day, or retried
 * after a decline), `paid` (the next subscription is bought), `needs_action` (the bank wants the customer's
 * 3-D Secure), `failed` (declines used up, or no card: the plan ends as before) or `off` (the customer or
 * staff turned it off, or it was never on).
 */
export enum RenewalState {
  Scheduled = 'scheduled',
  Paid = 'paid',
  NeedsAction = 'needs_action',
  Failed = 'failed',
  Off = 'off',
}

/**
 * The automatic renewal of one subscription (`_id` is the subscription's id, so there is one). Every change is a
 * conditional write on the state it read (docs/decisions/0084-subscriptions-that-renew-themselves.md): a charge
 * attempt is claimed by moving `claimUntil` from null (or a lapsed lease), so however many instances and retries
 * run the job, one charges, with the idempotency key `renewal:<subscriptionId>:<attempt>`.
 */
@Schema({ collection: 'renewals', timestamps: true })
export class Renewal {
  /** The subscription's id. */
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  /** The order that bought the subscription being renewed. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Order', required: true })
  order!: Types.ObjectId;

  @Prop({ required: true, default: false })
  autoRenew!: boolean;

  @Prop({ type: String, required: true, enum: Object.values(RenewalState), default: RenewalState.Off })
  state!: RenewalState;

  /** Charge attempts started; the latest one's number is in its idempotency key. */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  /** Attempts still allowed: 3 (the charge day, +1 and +2 days); a staff retry allows one more. */
  @Prop({ required: true, default: 3 })
  attemptsLeft!: number;

  /** After a decline: the Dubai day (UTC-midnight label) of the next attempt; null: the charge day. */
  @Prop({ type: Date, default: null })
  nextAttemptOn!: Date | null;

  /** The latest attempt whose decline was applied (Stripe's answer and its webhook both report it: applied once). */
  @Prop({ required: true, default: 0 })
  declinedAttempt!: number;

  /** Set while an attempt is being made (a lease: a crashed attempt is taken over, same key, after it). */
  @Prop({ type: Date, default: null })
  claimUntil!: Date | null;

  /** Stripe answered neither success nor failure yet: the `payment_intent.*` webhook will. No new attempt meanwhile. */
  @Prop({ required: true, default: false })
  awaitingOutcome!: boolean;

  /** Since when (the app's clock) the attempt waits for Stripe: after {@link RENEWAL_RECONCILE_MS} the job asks Stripe itself. */
  @Prop({ type: Date, default: null })
  awaitingSince!: Date | null;

  /** The renewal's checkout (its quote is what is charged, the same on every attempt). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Checkout', default: null })
  checkout!: Types.ObjectId | null;

  /** The latest attempt's PaymentIntent (`pi_...`). */
  @Prop({ type: String, default: null })
  paymentIntentId!: string | null;

  /** The order the renewal made, once paid. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Order', default: null })
  renewalOrder!: Types.ObjectId | null;

  /**
   * Set by the cancellation of the plan (a random id per cancelling request), in the same conditional write that
   * found no attempt claimed or awaiting Stripe: from then on no attempt may be claimed, taken over or retried, so a
   * cancelled plan is never charged again. Null: the plan was not cancelled (or its cancellation did not go through).
   */
  @Prop({ type: String, default: null })
  cancelledBy!: string | null;

  /** The latest decline's code (e.g. `card_declined`, `insufficient_funds`, `no_saved_card`), or null. */
  @Prop({ type: String, default: null })
  lastError!: string | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const RenewalSchema = SchemaFactory.createForClass(Renewal);
RenewalSchema.index({ user: 1 });
RenewalSchema.index({ order: 1 });
RenewalSchema.index({ state: 1, autoRenew: 1 });
