import { Prop, Schema, SchemaFactory, raw } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { ConsentSource, LegalKind } from './legal.types.js';

/**
 * One published version of a legal page, in English and Arabic (both required: the page is the
 * contract in either language). Versions are never changed or deleted: a change is a new version with
 * the next number and its own publication date, and older versions stay readable. `body` and the
 * Arabic body are HTML already sanitized (`sanitizeBlogHtml`'s rules).
 */
@Schema({ collection: 'legaldocuments', timestamps: { createdAt: true, updatedAt: false } })
export class LegalDocument {
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(LegalKind) })
  kind!: LegalKind;

  /** 1, 2, 3, ... per kind, unique with `kind`. */
  @Prop({ required: true, min: 1 })
  version!: number;

  @Prop({ required: true, trim: true })
  title!: string;

  @Prop({ required: true })
  body!: string;

  /** What changed from the previous version, in a sentence (empty for the first one). */
  @Prop({ type: String, default: '' })
  summary!: string;

  @Prop(
    raw({
      ar: { title: { type: String, required: true }, body: { type: String, required: true }, summary: { type: String, default: '' } },
    }),
  )
  translations!: { ar: { title: string; body: string; summary?: string } };

  /** When this version took effect (UTC). */
  @Prop({ required: true })
  publishedAt!: Date;

  /** The staff account that published it; null for the texts the site ships with. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', default: null })
  publishedBy!: Types.ObjectId | null;

  createdAt!: Date;
}

export const LegalDocumentSchema = SchemaFactory.createForClass(LegalDocument);
LegalDocumentSchema.index({ kind: 1, version: -1 }, { unique: true });

/**
 * That a customer accepted one version of one legal page, when and where (sign-up or checkout). Append
 * only; the account's closure keeps these (proof of what was agreed) under the pseudonymised account.
 */
@Schema({ collection: 'consents', versionKey: false })
export class Consent {
  _id!: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(LegalKind) })
  kind!: LegalKind;

  @Prop({ required: true, min: 1 })
  version!: number;

  @Prop({ required: true })
  acceptedAt!: Date;

  @Prop({ type: String, required: true, enum: Object.values(ConsentSource) })
  source!: ConsentSource;

  /** The checkout it was given at (source checkout). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Checkout', default: null })
  checkout?: Types.ObjectId | null;
}

export const ConsentSchema = SchemaFactory.createForClass(Consent);
ConsentSchema.index({ user: 1, kind: 1, version: -1 });
ConsentSchema.index({ checkout: 1 }, { sparse: true });
