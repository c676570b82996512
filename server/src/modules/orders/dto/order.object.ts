import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DiscountCodeDetailsObject } from '../../discount-codes/dto/discount-code.object.js';
import { AppliedPromotionObject, MealCountsObject } from '../../pricing/dto/quote.object.js';
import { OrderType } from '../../pricing/pricing.js';
import { OrderStatus } from '../order.schema.js';

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'Paid, PartiallyRefunded, Refunded or Cancelled (legacy).' });

/** The package as ordered (spec section 3 userPackageInfo). */
@ObjectType('OrderPackage')
export class OrderPackageObject {
  @Field(() => [String], { description: "Categories chosen, e.g. ['Breakfast', 'Lunch']." })
  meals!: string[];

  @Field(() => Int, { description: 'Meals per day.' })
  mealsCount!: number;

  @Field({ description: "'7 Days', '1 Month' or '3 Months'." })
  days!: string;

  @Field({ description: 'The plan name.' })
  package!: string;

  @Field(() => MealCountsObject, { description: 'Custom counts; all 0 when the toggles were used.' })
  isCustom!: MealCountsObject;

  @Field(() => GraphQLISODateTime, { description: 'First delivery day (UTC midnight).' })
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last delivery day (UTC midnight).' })
  endDate!: Date;
}

/** A paid order (issue 3 §4). Money in integer fils. */
@ObjectType('Order')
export class OrderObject {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'e.g. FF-250314-7K2Q9Z.' })
  orderNumber!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => OrderPackageObject)
  packageInfo!: OrderPackageObject;

  @Field(() => Int, { description: 'Fils.' })
  subtotal!: number;

  @Field(() => Int, { description: 'VAT, fils.' })
  vat!: number;

  @Field(() => Int, { description: 'Fils.' })
  deliveryFee!: number;

  @Field(() => Int, { description: 'Fils.' })
  discount!: number;

  @Field(() => Int, { description: 'Amount charged, fils.' })
  total!: number;

  @Field(() => DiscountCodeDetailsObject, { nullable: true })
  discountCode?: DiscountCodeDetailsObject | null;

  @Field(() => AppliedPromotionObject, { nullable: true })
  promotion?: AppliedPromotionObject | null;

  @Field()
  paymentIntentId!: string;

  @Field({ description: "'card'." })
  paymentMode!: string;

  @Field(() => OrderType)
  orderType!: OrderType;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
