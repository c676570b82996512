import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PendingCode } from './pending-code.schema.js';
import type { LegalKind } from '../legal/legal.types.js';

/** The account details a pending code activates: those of the sign-up (or login) that requested it. */
@Schema({ _id: false })
export class PendingDetails {
  @Prop({ required: true })
  fullName!: string;

  @Prop({ required: true })
  phoneNo!: string;

  @Prop({ required: true })
  passwordHash!: string;

  /** The legal versions accepted on the sign-up form (recorded as consents once the code is verified); none from older forms. */
  @Prop({ type: [{ _id: false, kind: { type: String, required: true }, version: { type: Number, required: true } }], default: undefined })
  legal?: { kind: LegalKind; version: number }[];

  /** When the sign-up form was sent (the consents' time). */
  @Prop({ type: Date })
  legalAcceptedAt?: Date;
}
const PendingDetailsSchema = SchemaFactory.createForClass(PendingDetails);

/**
 * The one pending sign-up code of a user: HMAC-SHA256 of the 6 digits, never the digits themselves.
 * It is bound to a verification token handed only to whoever requested it, and carries the details
 * to apply on success, so a code read from the inbox cannot activate details someone else chose.
 */
@Schema({ collection: 'otps' })
export class Otp extends PendingCode {
  @Prop({ type: PendingDetailsSchema, required: true })
  pending!: PendingDetails;

  @Prop({ required: true })
  expiresAt!: Date;
}

export const OtpSchema = SchemaFactory.createForClass(Otp);
// A guess is looked up by the token of whoever requested the code (the tries belong to that holder).
OtpSchema.index({ tokenHash: 1 });
