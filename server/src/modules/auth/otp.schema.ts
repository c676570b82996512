import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** The one pending sign-up code of a user: HMAC-SHA256 of the 6 digits, never the digits themselves. */
@Schema({ collection: 'otps' })
export class Otp {
  _id!: Types.ObjectId;

  @Prop({ required: true, unique: true })
  userId!: Types.ObjectId;

  @Prop({ required: true })
  codeHash!: string;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ required: true, default: 0 })
  attempts!: number;

  @Prop({ required: true })
  sentAt!: Date;
}

export const OtpSchema = SchemaFactory.createForClass(Otp);
