import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * The one pending password reset of an account (docs/decisions.md "Password reset"): HMAC-SHA256 of
 * the 6-digit code and of the link token, never the secrets themselves. Either proves the request;
 * both die together on success, after 5 wrong tries, or 30 minutes after sending (TTL index).
 */
@Schema({ collection: 'password_resets' })
export class PasswordReset {
  _id!: Types.ObjectId;

  @Prop({ required: true, unique: true })
  userId!: Types.ObjectId;

  /** HMAC-SHA256 of `<userId>:<code>`. */
  @Prop({ required: true })
  codeHash!: string;

  /** HMAC-SHA256 of `reset:<token>` (the token in the e-mailed link). */
  @Prop({ required: true })
  tokenHash!: string;

  /** Wrong codes or tokens tried against this reset (never more than the cap). */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  @Prop({ required: true })
  sentAt!: Date;

  /** The document is removed by MongoDB's TTL monitor once this time has passed. */
  @Prop({ required: true, expires: 0 })
  expiresAt!: Date;
}

export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);
