import { Field, GraphQLISODateTime, ID, Int, ObjectType, PickType, registerEnumType } from '@nestjs/graphql';
import { MealCountsObject, QuoteObject } from '../../pricing/dto/quote.object.js';
import { OrderStatus } from '../order.schema.js';
import { RefundReasonCode, RefundSource, RefundStatus } from '../order-refund.schema.js';

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'Paid, PartiallyRefunded, Refunded or Cancelled (legacy).' });

registerEnumType(RefundStatus, { name: 'RefundStatus', description: 'Pending (Stripe asked), Succeeded or Failed (nothing refunded).' });
registerEnumType(RefundSource, {
  name: 'RefundSource',
  description: 'Staff (Refund dialog), Cancellation (the customer cancelled) or Stripe (made in Stripe).',
});
registerEnumType(RefundReasonCode, {
  name: 'RefundReasonCode',
  description: "The app's own refund reasons, worded by the client in the reader's language.",
  valuesMap: {
    PlanCancelled: { description: "The customer cancelled the plan (English text 'Plan cancelled by the customer')." },
    RefundedInStripe: { description: "Refunded in Stripe's dashboard (English text 'Refunded in Stripe')." },
  },
});

/** One refund of an order. Money in fils. */
@ObjectType('OrderRefund')
export class RefundObject {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Fils, VAT included.' })
  amount!: number;

  @Field({ description: "The reason as written: the English of an app's own reason (see reasonCode), or what staff typed." })
  reason!: string;

  @Field(() => RefundReasonCode, {
    nullable: true,
    description: "The app's own reason as a code for the client to word (null: a reason staff typed, show `reason` as it is).",
  })
  reasonCode!: RefundReasonCode | null;

  @Field(() => RefundStatus)
  status!: RefundStatus;

  @Field(() => RefundSource)
  source!: RefundSource;

  @Field(() => String, {
    nullable: true,
    description: 'Tax credit note number (e.g. CN-000003) once Succeeded; download at /api/orders/{orderId}/credit-notes/{id}.pdf.',
  })
  creditNoteNumber!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  settledAt!: Date | null;
}

/** The package as ordered (spec section 3 userPackageInfo); its delivery days as quoted. */
@ObjectType('OrderPackage')
export class OrderPackageObject extends PickType(QuoteObject, ['startDate', 'endDate'] as const) {
  @Field(() => [String], { description: "Categories chosen, e.g. ['Breakfast', 'Lunch']." })
  meals!: string[];

  @Field(() => Int, { description: 'Meals per day.' })
  mealsCount!: number;

  @Field({ description: "'7 Days', '1 Month' or '3 Months' (a code: the client words it)." })
  days!: string;

  @Field({ description: 'The plan name (English, as ordered).' })
  package!: string;

  @Field(() => String, {
    nullable: true,
    description: "The plan's Arabic name as ordered; null when the plan had none then (show `package`).",
  })
  packageAr!: string | null;

  @Field(() => MealCountsObject, { description: 'Custom counts; all 0 when the toggles were used.' })
  isCustom!: MealCountsObject;
}

/** A paid order. Money in integer fils. */
@ObjectType('Order')
export class OrderObject extends PickType(QuoteObject, [
  'planId',
  'subtotal',
  'vat',
  'discount',
  'discountCode',
  'promotion',
  'orderType',
] as const) {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'e.g. FF-250314-7K2Q9Z.' })
  orderNumber!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => OrderPackageObject)
  packageInfo!: OrderPackageObject;

  @Field(() => Int, { description: 'Fils.' })
  deliveryFee!: number;

  @Field(() => Int, { description: 'Amount charged, fils.' })
  total!: number;

  @Field()
  paymentIntentId!: string;

  @Field({ description: "How it was paid: always 'card' (a code: the client words it)." })
  paymentMode!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => Int, { description: 'Refunded so far (Succeeded refunds), fils.' })
  refundedAmount!: number;

  @Field(() => Int, { description: 'What can still be refunded, fils (0 unless Paid or PartiallyRefunded).' })
  refundable!: number;

  @Field(() => [RefundObject], { description: 'Refunds, newest first.' })
  refunds!: RefundObject[];

  @Field(() => String, { nullable: true, description: 'Tax invoice number (e.g. INV-000012); download at /api/orders/{id}/invoice.pdf.' })
  invoiceNumber!: string | null;
}
