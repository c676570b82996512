import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MealCountsDoc } from '../../common/database/meal-counts.schema.js';
import { OrderType } from '../pricing/pricing.rules.js';
import { keepDerivedField } from '../../common/database/derived-field.js';
import { snapshotName, type BilingualName } from '../../common/i18n/names.js';
import { OrderRefund, OrderRefundSchema } from './order-refund.schema.js';

/**
 * Paid (the card was charged), PartiallyRefunded (some of it went back), Refunded (all of it went
 * back) or Cancelled (legacy: set by staff before refunds existed).
 */
export enum OrderStatus {
  Paid = 'Paid',
  PartiallyRefunded = 'PartiallyRefunded',
  Refunded = 'Refunded',
  Cancelled = 'Cancelled',
}

/** One invoice line as sold (fils): e.g. 28 x Lunch at AED 35.00. */
@Schema({ _id: false })
export class OrderLine {
  @Prop({ required: true }) description!: string;
  @Prop({ required: true, min: 0 }) quantity!: number;
  /** Price of one unit before VAT, fils. */
  @Prop({ required: true, min: 0 }) unitPrice!: number;
  /** quantity x unitPrice, fils, before VAT. */
  @Prop({ required: true, min: 0 }) amount!: number;
  /** The description in Arabic words only (no figures: they stay in the English), printed under it on the bilingual invoice; older orders have none. */
  @Prop({ type: String }) descriptionAr?: string;
}

/** The package as ordered (spec section 3 userPackageInfo), kept even if the plan changes later. */
@Schema({ _id: false })
export class PackageSnapshot {
  /** Category names chosen, e.g. ['Breakfast', 'Lunch']. */
  @Prop({ type: [String], required: true })
  meals!: string[];

  /** Meals per day. */
  @Prop({ required: true })
  mealsCount!: number;

  /** '7 Days', '1 Month' or '3 Months'. */
  @Prop({ required: true })
  days!: string;

  /** The plan name. */
  @Prop({ required: true })
  package!: string;

  /** Custom counts per category; all 0 when the toggles were used. */
  @Prop({ type: SchemaFactory.createForClass(MealCountsDoc), required: true })
  isCustom!: MealCountsDoc;

  /** First delivery day, UTC midnight. */
  @Prop({ required: true })
  startDate!: Date;

  /** Last delivery day, UTC midnight. */
  @Prop({ required: true })
  endDate!: Date;
}

/** The price breakdown, integer fils. */
@Schema({ _id: false })
export class PriceBreakdown {
  @Prop({ required: true, min: 0 }) subtotal!: number;
  @Prop({ required: true, min: 0 }) vat!: number;
  @Prop({ required: true, min: 0 }) deliveryFee!: number;
  @Prop({ required: true, min: 0 }) discount!: number;
  @Prop({ required: true, min: 0 }) total!: number;
}

/**
 * A copy of the customer's search keys (their account's name words, e-mail and phone endings; see
 * account-search.rules.ts), so the staff search of orders by customer is an index range of the orders.
 * Written at fulfilment and again when the customer changes their name or phone.
 */
@Schema({ _id: false })
export class OrderCustomerSearch {
  @Prop({ type: [String], default: [] }) nameKeys!: string[];
  @Prop({ required: true }) email!: string;
  @Prop({ type: [String], default: [] }) phoneKeys!: string[];
}

/** The discount code applied. */
@Schema({ _id: false })
export class AppliedCode {
  @Prop({ required: true }) code!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) percentage!: number;
}

/** What an order keeps in Arabic, as it was when ordered (shown to Arabic readers even if the plan is renamed later). */
@Schema({ _id: false })
export class OrderArabic {
  /** The plan's Arabic name at order time; missing when the plan had none (the English is shown). */
  @Prop({ type: String }) planName?: string;
  /** The plan promotion's Arabic name at order time; missing when no promotion applied or it had no Arabic name. */
  @Prop({ type: String }) promotionName?: string;
}

/** An order's snapshots in other languages than English (only Arabic). */
@Schema({ _id: false })
export class OrderTranslations {
  @Prop({ type: SchemaFactory.createForClass(OrderArabic) }) ar?: OrderArabic;
}

/**
 * The customer block of the order's tax documents, kept on the order when the customer closed their account
 * (the account's name and address are erased then): the name and the delivery address on one line, as the
 * invoice carries them. No e-mail or phone.
 */
@Schema({ _id: false })
export class InvoiceCustomer {
  @Prop({ required: true }) name!: string;
  @Prop({ type: String, default: '' }) address!: string;
}

/** The plan promotion applied. */
@Schema({ _id: false })
export class AppliedPromotion {
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) discountPercentage!: number;
}

/**
 * A paid order. One per PaymentIntent (unique `paymentIntentId`), so retries, the
 * browser and the webhook all land on the same order.
 */
@Schema({ collection: 'orders', timestamps: true })
export class Order {
  _id!: Types.ObjectId;

  /** Human-friendly, unique: FF-<yyMMdd>-<6 base36 chars>. */
  @Prop({ required: true })
  orderNumber!: string;

  /** The order number's last part (after its last `-`), for the staff search by it; kept by the hooks below. */
  @Prop()
  orderNumberTail?: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user!: Types.ObjectId;

  /** The customer's search keys (see {@link OrderCustomerSearch}); orders older than it have none until migrated. */
  @Prop({ type: SchemaFactory.createForClass(OrderCustomerSearch) })
  customerSearch?: OrderCustomerSearch;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Plan', required: true })
  plan!: Types.ObjectId;

  /** The checkout it was paid from (selection, quote and meal rotation). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Checkout', required: true })
  checkout!: Types.ObjectId;

  @Prop({ type: SchemaFactory.createForClass(PackageSnapshot), required: true })
  packageInfo!: PackageSnapshot;

  /** Arabic snapshots (the plan's name); orders made before Arabic was kept have none. */
  @Prop({ type: SchemaFactory.createForClass(OrderTranslations) })
  translations?: OrderTranslations;

  @Prop({ type: SchemaFactory.createForClass(PriceBreakdown), required: true })
  price!: PriceBreakdown;

  @Prop({ type: SchemaFactory.createForClass(AppliedCode), default: null })
  discountCode!: AppliedCode | null;

  @Prop({ type: SchemaFactory.createForClass(AppliedPromotion), default: null })
  promotion!: AppliedPromotion | null;

  /** The buyer's UAE Tax Registration Number (15 digits) from the checkout, printed on its tax documents; none when not given. */
  @Prop({ type: String, default: null })
  buyerTrn?: string | null;

  @Prop({ required: true })
  paymentIntentId!: string;

  @Prop({ type: String, required: true, enum: ['card'], default: 'card' })
  paymentMode!: 'card';

  @Prop({ type: String, required: true, enum: Object.values(OrderType) })
  orderType!: OrderType;

  @Prop({ type: String, required: true, enum: Object.values(OrderStatus), default: OrderStatus.Paid })
  status!: OrderStatus;

  /** What was sold, for the tax invoice; older orders have none (one line of the subtotal is shown). */
  @Prop({ type: [SchemaFactory.createForClass(OrderLine)], default: undefined })
  lines?: OrderLine[];

  /**
   * Fils reserved or paid back by refunds that are not Failed. Raised by an atomic conditional `$inc`
   * before Stripe is asked (never above `price.total`), lowered again if Stripe refuses.
   */
  @Prop({ default: 0, min: 0 })
  refundedAmount?: number;

  @Prop({ type: [OrderRefundSchema], default: [] })
  refunds?: OrderRefund[];

  /** The tax invoice's number (sequential, gap-free), once issued. */
  @Prop({ type: Number, default: null })
  invoiceNumber?: number | null;

  @Prop({ type: Date, default: null })
  invoiceIssuedAt?: Date | null;

  /** The tax documents' customer block, kept when the customer closed their account; null while it is open (read from the account). */
  @Prop({ type: SchemaFactory.createForClass(InvoiceCustomer), default: null })
  invoiceCustomer?: InvoiceCustomer | null;

  /** When the order-confirmation e-mail was claimed (set once, before sending). */
  @Prop({ type: Date, default: null })
  confirmationSentAt?: Date | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ paymentIntentId: 1 }, { unique: true });
// Stripe refund webhooks find the order of a refund.
OrderSchema.index({ 'refunds._id': 1 });
OrderSchema.index({ orderNumber: 1 }, { unique: true });
// A customer's orders, newest first (`_id` breaks ties in every list sort, see common/paging/sort.ts).
OrderSchema.index({ user: 1, createdAt: -1, _id: -1 });
// Admin list (spec section 4): the default order and each filter with it (status and revenue analytics
// also range over createdAt), then one index per sortable column. The search's `$or` branches are index
// ranges of orderNumber (unique) and orderNumberTail, plan, packageInfo.package and the customer's keys.
OrderSchema.index({ orderNumberTail: 1 });
OrderSchema.index({ 'customerSearch.nameKeys': 1 });
OrderSchema.index({ 'customerSearch.email': 1 });
OrderSchema.index({ 'customerSearch.phoneKeys': 1 });
OrderSchema.index({ createdAt: -1, _id: -1 });
OrderSchema.index({ status: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ orderType: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ plan: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ status: 1, _id: 1 });
OrderSchema.index({ orderType: 1, _id: 1 });
OrderSchema.index({ 'packageInfo.package': 1, _id: 1 });
OrderSchema.index({ 'price.total': 1, _id: 1 });

/** The last part of an order number (`FF-250314-7K2Q9Z` -> `7K2Q9Z`). */
export const orderNumberTailOf = (orderNumber: string): string => orderNumber.slice(orderNumber.lastIndexOf('-') + 1);

// `orderNumberTail` follows `orderNumber` on every write (documents, and fulfilment's `$setOnInsert`).
keepDerivedField(OrderSchema, 'orderNumber', 'orderNumberTail', orderNumberTailOf);

/**
 * The plan name an order was bought under, in both languages: the English snapshot, and the Arabic
 * snapshot or, for older orders, the plan's current Arabic while the plan still has the ordered name.
 */
export function orderPlanName(
  o: Pick<Order, 'packageInfo' | 'translations'>,
  currentPlan?: Parameters<typeof snapshotName>[2],
): BilingualName {
  return snapshotName(o.packageInfo.package, o.translations?.ar?.planName, currentPlan);
}
