import { Weekday } from '../../plans/delivery-weeks.rules.js';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DiscountCodeDetailsObject } from '../../discount-codes/dto/discount-code.object.js';
import { MealCategory } from '../../meals/meals.types.js';
import { OrderType } from '../pricing.rules.js';

registerEnumType(OrderType, {
  name: 'OrderType',
  description: 'Trial (the 7-day trial), Promotion (a promoted plan), Custom (custom meal counts) or Monthly.',
});

/** Meals per day of each category. */
@ObjectType('MealCounts')
export class MealCountsObject {
  @Field(() => Int)
  breakfast!: number;

  @Field(() => Int)
  lunch!: number;

  @Field(() => Int)
  dinner!: number;

  @Field(() => Int)
  snack!: number;
}

/** One subtotal line: count x dailyPrice x days, rounded to the fils. */
@ObjectType('QuoteLine')
export class QuoteLineObject {
  @Field(() => MealCategory)
  category!: MealCategory;

  @Field(() => Int, { description: 'Meals of this category per day.' })
  count!: number;

  @Field(() => Int, { description: 'Price of one meal a day, fils.' })
  dailyPrice!: number;

  @Field(() => Int)
  days!: number;

  @Field(() => Int, { description: 'count x dailyPrice x days, fils.' })
  amount!: number;

  @Field(() => Int, {
    description: 'dailyPrice with 5% VAT (rounded half up to the fils), fils: the price of one meal a day as a customer reads it.',
  })
  dailyPriceInclVat!: number;

  @Field(() => Int, {
    description: "amount with its share of the subtotal's VAT, fils; the lines add up to `subtotalInclVat` exactly.",
  })
  amountInclVat!: number;
}

/** The plan promotion applied (spec userPackageInfo `package.promotion`). */
@ObjectType('AppliedPromotion')
export class AppliedPromotionObject {
  @Field()
  name!: string;

  @Field(() => Int, { description: 'Percent off the subtotal (`discount_percentage`).' })
  discountPercentage!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "On an order: the promotion's Arabic name as ordered, null when it had none then (show `name`). On a quote: null (`name` is already in the reader's language).",
  })
  nameAr?: string | null;
}

/**
 * The server's price for a selection (spec section 9). All amounts are integer fils:
 * discount = promotion% or code% of subtotal, vat = 5% of taxableAmount (subtotal - discount under the
 * default VAT base; the subtotal under the spec's), each rounded half up to the fils; deliveryFee = 0;
 * total = subtotal - discount + vat + deliveryFee. The `...InclVat` fields are the same money as a
 * customer reads it, VAT included: subtotalInclVat - discountInclVat + deliveryFee = total.
 */
@ObjectType('Quote')
export class QuoteObject {
  @Field(() => ID)
  planId!: string;

  @Field({ description: 'The plan name (userPackageInfo `package`).' })
  planName!: string;

  @Field()
  isTrial!: boolean;

  @Field({ description: "'7 Days', '1 Month' or '3 Months' (userPackageInfo `days`)." })
  duration!: string;

  @Field(() => Int, {
    description: 'Delivery days: the weeks of the duration times deliveryDaysPerWeek (7, 28 or 84 every day; a month of 5-day weeks 20).',
  })
  days!: number;

  @Field(() => Int, { description: 'Delivery days a week chosen: 7, 6 or 5 (stored quotes from before weeks: absent, read as 7).' })
  deliveryDaysPerWeek!: number;

  @Field(() => [Weekday], { description: 'The weekdays without delivery of the chosen week (none for 7 days a week).' })
  daysOff!: Weekday[];

  @Field(() => GraphQLISODateTime, {
    description:
      'First delivery day (a day label, UTC midnight of the date): the chosen start, or the first delivery day after it when it is a day off.',
  })
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last delivery day (UTC midnight).' })
  endDate!: Date;

  @Field(() => MealCountsObject, { description: 'Meals per day of each category.' })
  mealCounts!: MealCountsObject;

  @Field(() => Int, { description: 'Meals per day (userPackageInfo `mealsCount`).' })
  mealsCount!: number;

  @Field(() => [String], { description: "Categories chosen, e.g. ['Breakfast', 'Lunch'] (userPackageInfo `meals`)." })
  meals!: string[];

  @Field({ description: 'Whether custom counts (`isCustom`) were used.' })
  custom!: boolean;

  @Field(() => [QuoteLineObject], { description: 'Subtotal lines; empty for the trial (a flat price).' })
  lines!: QuoteLineObject[];

  @Field(() => Int, { description: 'Fils.' })
  subtotal!: number;

  @Field(() => Int, { description: "What the VAT is charged on, fils: subtotal - discount (or the subtotal under the spec's VAT base)." })
  taxableAmount!: number;

  @Field(() => Int, { description: 'VAT, fils: 5% of taxableAmount.' })
  vat!: number;

  @Field(() => Int, { description: 'The package price with 5% VAT, before any discount, fils.' })
  subtotalInclVat!: number;

  @Field(() => Int, {
    description: 'What the discount takes off the VAT-inclusive package price, fils: subtotalInclVat - total (delivery is free).',
  })
  discountInclVat!: number;

  @Field(() => Int, { description: 'VAT rate, percent.' })
  vatPercent!: number;

  @Field(() => Int, { description: 'Fils (0).' })
  deliveryFee!: number;

  @Field(() => Int, { description: 'Fils.' })
  discount!: number;

  @Field(() => Int, { description: 'What the card is charged, fils.' })
  total!: number;

  @Field(() => DiscountCodeDetailsObject, { nullable: true })
  discountCode?: DiscountCodeDetailsObject | null;

  @Field(() => AppliedPromotionObject, { nullable: true })
  promotion?: AppliedPromotionObject | null;

  @Field(() => OrderType)
  orderType!: OrderType;

  @Field({ description: 'ISO currency code: AED.' })
  currency!: string;
}
