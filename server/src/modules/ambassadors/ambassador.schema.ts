import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { AMBASSADOR_COUNTRIES, type AmbassadorCountry } from '../../common/validation/choices.js';

/** Review state of an application; staff move it from Pending to Approved or Rejected. */
export enum AmbassadorStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
}

export { AMBASSADOR_COUNTRIES, type AmbassadorCountry };
export const AMBASSADOR_COUNTRY_VALUES: readonly AmbassadorCountry[] = AMBASSADOR_COUNTRIES.map((c) => c.value);

/**
 * An "Apply as Ambassador" application (spec sections 3 and 5). One per e-mail address: the
 * address is stored lower-case under a unique index.
 */
@Schema({ collection: 'ambassadors', timestamps: true })
export class AmbassadorApplication {
  _id!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 100 })
  fullName!: string;

  @Prop({ required: true, maxlength: 2048 })
  accountURL1!: string;

  @Prop({ maxlength: 2048 })
  accountURL2?: string;

  @Prop({ maxlength: 2048 })
  accountURL3?: string;

  @Prop({ required: true, lowercase: true, trim: true, maxlength: 254 })
  email!: string;

  @Prop({ required: true, trim: true, maxlength: 30 })
  phone!: string;

  @Prop({ type: String, required: true, enum: AMBASSADOR_COUNTRY_VALUES })
  country!: AmbassadorCountry;

  @Prop({ required: true, trim: true, maxlength: 200 })
  brief!: string;

  @Prop({ type: String, required: true, enum: Object.values(AmbassadorStatus), default: AmbassadorStatus.Pending, index: true })
  status!: AmbassadorStatus;

  createdAt!: Date;
  updatedAt!: Date;
}

export type AmbassadorApplicationDocument = HydratedDocument<AmbassadorApplication>;
export const AmbassadorApplicationSchema = SchemaFactory.createForClass(AmbassadorApplication);
AmbassadorApplicationSchema.index({ email: 1 }, { unique: true });
AmbassadorApplicationSchema.index({ createdAt: -1, _id: -1 });
