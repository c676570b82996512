import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** The account details a pending code activates: those of the sign-up (or login) that requested it. */
@Schema({ _id: false })
export class PendingDetails {
  @Prop({ required: true })
  fullName!: string;

  @Prop({ required: true })
  phoneNo!: string;

  @Prop({ required: true })
  passwordHash!: string;
}
const PendingDetailsSchema = SchemaFactory.createForClass(PendingDetails);

/**
 * The one pending sign-up code of a user: HMAC-SHA256 of the 6 digits, never the digits themselves.
 * It is bound to a verification token handed only to whoever requested it, and carries the details
 * to apply on success, so a code read from the inbox cannot activate details someone else chose.
 */
@Schema({ collection: 'otps' })
export class Otp {
  _id!: Types.ObjectId;

  @Prop({ required: true, unique: true })
  userId!: Types.ObjectId;

  @Prop({ required: true })
  codeHash!: string;

  /** HMAC-SHA256 of the verification token returned to the requester. */
  @Prop({ required: true })
  tokenHash!: string;

  @Prop({ type: PendingDetailsSchema, required: true })
  pending!: PendingDetails;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ required: true, default: 0 })
  attempts!: number;

  @Prop({ required: true })
  sentAt!: Date;
}

export const OtpSchema = SchemaFactory.createForClass(Otp);
