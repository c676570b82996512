import { ConsentObject } from '../../legal/dto/legal.objects.js';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsInt, IsMongoId, IsString, Max, MaxLength, Min } from 'class-validator';
import { SubscriptionStatus } from '../../subscriptions/subscriptions.types.js';
import '../../subscriptions/dto/subscription.object.js'; // registers the SubscriptionStatus enum
import { AccountContactObject } from '../../users/dto/account-contact.object.js';
import { OrderObject } from './order.object.js';
import { REFUND_REASON_MAX } from '../../../common/validation/limits.js';

/** One invoice line as sold (fils). */
@ObjectType('OrderLine')
export class OrderLineObject {
  @Field({ description: "English, as on the tax invoice, e.g. '28 x Lunch, Balanced plan'." })
  description!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The description's Arabic words (no figures: quantity and prices are their own fields); null for older orders (show `description`).",
  })
  descriptionAr?: string | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int, { description: 'Price of one unit before VAT, fils.' })
  unitPrice!: number;

  @Field(() => Int, { description: 'quantity x unitPrice before VAT, fils.' })
  amount!: number;
}

/** The customer of an order, as staff see it. */
@ObjectType('AdminOrderCustomer')
export class AdminOrderCustomerObject extends AccountContactObject {
  @Field({ description: "Delivery address on one line ('' when none)." })
  address!: string;
}

/** The order's deliveries: its subscription's state and planned meals counted by delivery status. */
@ObjectType('AdminOrderDeliveries')
export class AdminOrderDeliveriesObject {
  @Field(() => ID)
  subscriptionId!: string;

  @Field(() => SubscriptionStatus)
  status!: SubscriptionStatus;

  @Field(() => GraphQLISODateTime, { description: 'First delivery day (UTC midnight).' })
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last delivery day (UTC midnight), pauses included.' })
  endDate!: Date;

  @Field(() => Int) pending!: number;
  @Field(() => Int) outForDelivery!: number;
  @Field(() => Int) delivered!: number;
  @Field(() => Int) cancelled!: number;
}

/** The kinds of notice the customer is sent about an order (the client words each in the reader's language). */
export enum AdminOrderNoticeKind {
  OrderConfirmation = 'OrderConfirmation',
  Refund = 'Refund',
  RenewalReminder = 'RenewalReminder',
  PlanCancelled = 'PlanCancelled',
}

registerEnumType(AdminOrderNoticeKind, {
  name: 'AdminOrderNoticeKind',
  description: 'OrderConfirmation (with the tax invoice), Refund (with the credit note), RenewalReminder, PlanCancelled.',
});

/**
 * A notice the customer was sent about this order (e-mails of the order and its plan), newest first, as
 * data: the client words it ("Refund of AED 12.50 with credit note CN-000003" / its Arabic).
 */
@ObjectType('AdminOrderNotice')
export class AdminOrderNoticeObject {
  @Field(() => AdminOrderNoticeKind)
  kind!: AdminOrderNoticeKind;

  @Field(() => GraphQLISODateTime, { description: 'When it was sent (UTC).' })
  sentAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'OrderConfirmation: the tax invoice attached (e.g. INV-000012); null otherwise or when none was issued.',
  })
  invoiceNumber!: string | null;

  @Field(() => ID, { nullable: true, description: 'Refund: the refund (an id of `order.refunds`); null for other kinds.' })
  refundId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Refund: the amount refunded, fils, VAT included; null for other kinds.' })
  amount!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Refund: the credit note attached (e.g. CN-000003); null for other kinds or when none was issued.',
  })
  creditNoteNumber!: string | null;
}

/** `adminOrder`: everything the staff order page shows. */
@ObjectType('AdminOrderDetail')
export class AdminOrderDetailObject {
  @Field(() => OrderObject)
  order!: OrderObject;

  @Field(() => AdminOrderCustomerObject, { nullable: true, description: 'Null when the account is gone.' })
  customer!: AdminOrderCustomerObject | null;

  @Field(() => [OrderLineObject], { description: 'What was sold (invoice lines before VAT).' })
  lines!: OrderLineObject[];

  @Field(() => AdminOrderDeliveriesObject, { nullable: true, description: 'Null when the subscription was not made (yet).' })
  deliveries!: AdminOrderDeliveriesObject | null;

  @Field(() => [AdminOrderNoticeObject], { description: 'Notices sent to the customer about this order, newest first.' })
  notices!: AdminOrderNoticeObject[];

  @Field(() => [ConsentObject], {
    description:
      "The legal versions the customer accepted on this order's checkout, with when; empty when they had accepted the terms in force before (see `customerConsents`).",
  })
  consents!: ConsentObject[];
}

export { REFUND_REASON_MAX };

/** `refundOrder`: a full or partial refund of a paid order. */
@InputType()
export class RefundOrderInput {
  @Field(() => ID)
  @IsMongoId({ message: 'Order not found.' })
  orderId!: string;

  @Field(() => Int, { description: 'Fils to refund, VAT included (at most what is left of the amount paid).' })
  @IsInt({ message: 'The amount must be a whole number of fils.' })
  @Min(1, { message: 'The amount must be more than AED 0.00.' })
  @Max(100_000_000, { message: 'The amount is too large.' })
  amount!: number;

  @Field({ description: `Why (shown to the customer on the credit note and e-mail), 1-${REFUND_REASON_MAX} characters.` })
  @IsString()
  @MaxLength(REFUND_REASON_MAX, { message: `The reason can be at most ${REFUND_REASON_MAX} characters.` })
  reason!: string;
}

/** The next plan a paid automatic renewal bought, cancelled with the current one. Money in fils. */
@ObjectType('CancelledNextPlan')
export class CancelledNextPlanObject {
  @Field(() => ID, { description: 'The renewal order.' })
  orderId!: string;

  @Field({ description: 'The renewal order number, e.g. FF-261217-7K2Q9Z.' })
  orderNumber!: string;

  @Field(() => GraphQLISODateTime, { description: 'When automatic renewal charged the saved card for it.' })
  paidOn!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Its first delivery day (UTC midnight).' })
  startDate!: Date;

  @Field(() => Int)
  cancelledMeals!: number;

  @Field(() => Int, { description: 'Meals still delivered (inside the menu cut-off).' })
  keptMeals!: number;

  @Field(() => Int, {
    description: 'Refund to the card by the cancellation rules, fils (after cancelling: what was refunded; 0 when Stripe refused).',
  })
  refund!: number;
}

/** `cancellationPreview` / `cancelMySubscription`: the days cancelled and the refund. Money in fils. */
@ObjectType('CancellationQuote')
export class CancellationQuoteObject {
  @Field(() => ID)
  subscriptionId!: string;

  @Field(() => [GraphQLISODateTime], { description: 'Days whose deliveries are cancelled, ascending (UTC midnights).' })
  cancelledDays!: Date[];

  @Field(() => Int)
  cancelledMeals!: number;

  @Field(() => Int, { description: 'Meals still delivered (delivered, on their way, or inside the cut-off).' })
  keptMeals!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Last day still delivered.' })
  lastDelivery!: Date | null;

  @Field(() => Int, { description: 'Refund to the card, fils (after cancelling: what was refunded; 0 when Stripe refused).' })
  refund!: number;

  @Field({ description: "The cancellation policy, as shown to the customer, in the request's language (Accept-Language)." })
  policy!: string;

  @Field(() => CancelledNextPlanObject, {
    nullable: true,
    description:
      'The next plan automatic renewal already paid for: cancelled with this one and refunded by the same rules (docs/decisions/0084-subscriptions-that-renew-themselves.md); null when the renewal is not charged.',
  })
  nextPlan!: CancelledNextPlanObject | null;
}
