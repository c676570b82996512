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

  /** Tries taken against this one, each before its guess was compared (never more than the cap). */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  @Prop({ required: true })
  sentAt!: Date;

  /**
   * Set only on a decoy: the pending code kept for a request that must answer as if it had an account
   * (an unknown or taken address), bound to a random `userId` no account has and a code no one was sent,
   * so wrong guesses at it are counted and answered exactly as at a real one. Removed by the TTL monitor
   * once this time has passed; real codes never have it.
   */
  @Prop({ type: Date, expires: 0 })
  discardAt?: Date;
}
