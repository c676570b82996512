import { Prop } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * What a pending e-mailed code (sign-up OTP, password reset) stores: one per account (unique
 * `userId`), HMAC-SHA256 digests of the 6-digit code and of the token handed to the requester, never
 * the secrets themselves, and the wrong tries counted against it. Each schema adds its expiry.
 */
export abstract class PendingCode {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, unique: true })
  userId!: Types.ObjectId;

  /** HMAC-SHA256 of the code (`<userId>:<code>` for a reset). */
  @Prop({ required: true })
  codeHash!: string;

  /** HMAC-SHA256 of the verification token returned to the requester (or e-mailed in the reset link). */
  @Prop({ required: true })
  tokenHash!: string;

  /** Wrong codes or tokens tried against this one (never more than the cap). */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  @Prop({ required: true })
  sentAt!: Date;
}
