import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A Stripe webhook event that was processed, recorded after its processing succeeded
 * so a redelivery is skipped. Processing is idempotent anyway; this only saves the work.
 */
@Schema({ collection: 'paymentevents', timestamps: { createdAt: 'processedAt', updatedAt: false } })
export class PaymentEvent {
  _id!: Types.ObjectId;

  /** Stripe's event id, `evt_...`. */
  @Prop({ required: true })
  eventId!: string;

  /** e.g. `payment_intent.succeeded`. */
  @Prop({ required: true })
  type!: string;

  processedAt!: Date;
}

export const PaymentEventSchema = SchemaFactory.createForClass(PaymentEvent);
PaymentEventSchema.index({ eventId: 1 }, { unique: true });
