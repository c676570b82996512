import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { BilingualName } from '../../common/i18n/names.js';

/** A refund's state: Pending (reserved, Stripe asked), Succeeded, Failed (the reservation was released). */
export enum RefundStatus {
  Pending = 'Pending',
  Succeeded = 'Succeeded',
  Failed = 'Failed',
}

/** Who started a refund: staff (the Refund dialog), the customer's cancellation, or Stripe (made outside the app). */
export enum RefundSource {
  Staff = 'Staff',
  Cancellation = 'Cancellation',
  Stripe = 'Stripe',
}

/** The reasons the app writes on its own refunds, in both languages (staff type theirs in one). */
export const APP_REFUND_REASONS = {
  [RefundSource.Cancellation]: { en: 'Plan cancelled by the customer', ar: 'ألغى العميل الخطة' },
  [RefundSource.Stripe]: { en: 'Refunded in Stripe', ar: 'تم الاسترداد عبر Stripe' },
} as const satisfies Partial<Record<RefundSource, BilingualName>>;

/**
 * The app's own refund reasons as codes, for screens that word them in the reader's language:
 * PlanCancelled (the customer cancelled their plan), RefundedInStripe (made in Stripe's dashboard).
 */
export enum RefundReasonCode {
  PlanCancelled = 'PlanCancelled',
  RefundedInStripe = 'RefundedInStripe',
}

const REASON_CODES: Partial<Record<RefundSource, RefundReasonCode>> = {
  [RefundSource.Cancellation]: RefundReasonCode.PlanCancelled,
  [RefundSource.Stripe]: RefundReasonCode.RefundedInStripe,
};

/** The code of a refund's reason when the app wrote it ({@link APP_REFUND_REASONS}); null for a reason staff typed. */
export function refundReasonCodeOf(r: Pick<OrderRefund, 'reason' | 'source'>): RefundReasonCode | null {
  const own = (APP_REFUND_REASONS as Partial<Record<RefundSource, BilingualName>>)[r.source];
  return own && own.en === r.reason ? (REASON_CODES[r.source] ?? null) : null;
}

/** A refund's reason in both languages: the app's own reasons have Arabic; a staff reason is as typed. */
export function refundReasonOf(r: Pick<OrderRefund, 'reason' | 'source'>): BilingualName {
  const own = (APP_REFUND_REASONS as Partial<Record<RefundSource, BilingualName>>)[r.source];
  return own && own.en === r.reason ? own : { en: r.reason };
}

/** One refund of an order (money in fils). */
@Schema({ timestamps: false })
export class OrderRefund {
  _id!: Types.ObjectId;

  /** Fils, VAT included. */
  @Prop({ required: true, min: 1 }) amount!: number;
  @Prop({ required: true }) reason!: string;
  @Prop({ type: String, required: true, enum: Object.values(RefundStatus) }) status!: RefundStatus;
  @Prop({ type: String, required: true, enum: Object.values(RefundSource) }) source!: RefundSource;
  /** Stripe's `re_...` once known. */
  @Prop({ type: String, default: null }) stripeRefundId!: string | null;
  /** The tax credit note's number once the refund succeeded, e.g. 7 (shown CN-000007). */
  @Prop({ type: Number, default: null }) creditNoteNumber!: number | null;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', default: null }) requestedBy!: Types.ObjectId | null;
  @Prop({ required: true }) createdAt!: Date;
  @Prop({ type: Date, default: null }) settledAt!: Date | null;
  /** Why Stripe refused it, when Failed. */
  @Prop({ type: String, default: null }) failure!: string | null;
}
/** The Mongoose schema of {@link OrderRefund}, embedded in an order's `refunds`. */
export const OrderRefundSchema = SchemaFactory.createForClass(OrderRefund);
