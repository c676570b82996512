import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PendingCode } from './pending-code.schema.js';

/**
 * The one pending password reset of an account (docs/decisions/0016-back-office-completeness.md "Password reset"): HMAC-SHA256 of
 * the 6-digit code and of the link token, never the secrets themselves. Either proves the request;
 * both die together on success, after 5 wrong tries, or 30 minutes after sending (TTL index).
 */
@Schema({ collection: 'password_resets' })
export class PasswordReset extends PendingCode {
  /** The document is removed by MongoDB's TTL monitor once this time has passed. */
  @Prop({ required: true, expires: 0 })
  expiresAt!: Date;
}

export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);
