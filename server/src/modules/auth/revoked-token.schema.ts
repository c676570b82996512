import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A signed-out access token (its `jti`), kept until the token would have expired anyway: the TTL
 * index on `expiresAt` removes it then. Shared by every instance through the database.
 */
@Schema({ collection: 'revoked_tokens', versionKey: false })
export class RevokedToken {
  /** The token's `jti` claim (random, 128 bits, base64url). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The token's own expiry (`exp`); the document goes once it passes. */
  @Prop({ required: true })
  expiresAt!: Date;
}

export const RevokedTokenSchema = SchemaFactory.createForClass(RevokedToken);
RevokedTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
