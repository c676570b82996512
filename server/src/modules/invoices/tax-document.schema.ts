import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** Tax invoice or tax credit note (UAE VAT). */
export enum TaxDocumentKind {
  Invoice = 'invoice',
  CreditNote = 'credit-note',
}

/**
 * An issued tax document's number: unique per kind (no number twice) and per source (`key`, e.g.
 * `invoice:<orderId>`: one document per order or refund). Written only together with the number, so
 * numbers have no gaps (see {@link TaxCounter}).
 */
@Schema({ collection: 'taxdocuments', timestamps: { createdAt: 'issuedAt', updatedAt: false } })
export class TaxDocument {
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: Object.values(TaxDocumentKind) })
  kind!: TaxDocumentKind;

  /** 1, 2, 3, ... per kind. */
  @Prop({ required: true, min: 1 })
  number!: number;

  /** What it was issued for: `invoice:<orderId>` or `credit-note:<refundId>`. */
  @Prop({ required: true })
  key!: string;

  issuedAt!: Date;
}

export const TaxDocumentSchema = SchemaFactory.createForClass(TaxDocument);
TaxDocumentSchema.index({ kind: 1, number: 1 }, { unique: true });
TaxDocumentSchema.index({ key: 1 }, { unique: true });

/**
 * The last number issued of a kind (`_id` = kind): advanced atomically with `$max` right after a
 * document takes the next number. A crash between the two only leaves the counter behind; the next
 * issuer finds the number taken, advances the counter and takes the one after (still no gap).
 */
@Schema({ collection: 'taxcounters', versionKey: false })
export class TaxCounter {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  seq!: number;
}

export const TaxCounterSchema = SchemaFactory.createForClass(TaxCounter);
