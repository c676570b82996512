import { Weekday } from '../../plans/delivery-weeks.rules.js';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MealCategory } from '../../meals/meals.types.js';
import { MealCountsObject } from '../../pricing/dto/quote.object.js';
import { DeliveryStatus, SubscriptionStatus } from '../subscription.schema.js';

registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus', description: 'Active, Paused, Expired or Cancelled.' });
registerEnumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  description: 'A planned meal\'s delivery state; shown as "Pending", "Out for delivery", "Delivered", "Cancelled".',
  valuesMap: {
    Pending: { description: 'Shown as "Pending".' },
    OutForDelivery: { description: 'Shown as "Out for delivery".' },
    Delivered: { description: 'Shown as "Delivered".' },
    Cancelled: { description: 'Shown as "Cancelled".' },
  },
});

/** One meal of one delivery day (spec section 3 `plan_meals` entry). */
@ObjectType('PlannedMeal')
export class PlannedMealObject {
  @Field(() => ID)
  id!: string;

  @Field(() => MealCategory)
  category!: MealCategory;

  @Field(() => ID, { description: '`meal_details._id`.' })
  mealId!: string;

  @Field({ description: '`meal_details.name`.' })
  mealName!: string;

  @Field(() => GraphQLISODateTime, { description: 'Delivery day, UTC midnight (`scheduled_date`).' })
  scheduledDate!: Date;

  @Field(() => DeliveryStatus, { description: '`delivery_status`.' })
  deliveryStatus!: DeliveryStatus;
}

/** Paused delivery days: `from` to `to` inclusive, UTC midnights. */
@ObjectType('SubscriptionPause')
export class SubscriptionPauseObject {
  @Field(() => GraphQLISODateTime, { description: 'First paused day, UTC midnight.' })
  from!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last paused day, UTC midnight.' })
  to!: Date;

  @Field(() => Int, { description: 'Number of paused days.' })
  days!: number;
}

/** How the plan can be renewed: the same plan, duration and meals, starting after it (docs/decisions/0019-renewal.md). */
@ObjectType('SubscriptionRenewal')
export class SubscriptionRenewalObject {
  @Field({
    description: 'Whether Renew is offered now: from 3 days before the last delivery day until it, while running and not yet renewed.',
  })
  open!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'First day Renew is offered (UTC midnight, 3 days before the end).' })
  offeredFrom!: Date;

  @Field(() => GraphQLISODateTime, {
    description: "The renewal's first delivery day: the day after the end, or the earliest start checkout allows if later (UTC midnight).",
  })
  startDate!: Date;

  @Field(() => String, { nullable: true, description: "'7 Days', '1 Month' or '3 Months', as ordered; null for an unusual schedule." })
  duration!: string | null;

  @Field(() => MealCountsObject, { description: 'Meals per day of each category, as ordered.' })
  meals!: MealCountsObject;

  @Field(() => Int, { description: 'Delivery days a week, as ordered (7, 6 or 5).' })
  deliveryDaysPerWeek!: number;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'First delivery day of the renewal already bought, if any (then `open` is false).',
  })
  renewedFrom!: Date | null;
}

/**
 * What every view of a subscription starts with: its plan, order and first and last delivery days
 * (abstract: not a GraphQL type of its own).
 */
@ObjectType({ isAbstract: true })
export abstract class SubscriptionSummaryFields {
  @Field(() => ID)
  planId!: string;

  @Field()
  planName!: string;

  @Field(() => ID)
  orderId!: string;

  @Field(() => GraphQLISODateTime, { description: 'First delivery day, UTC midnight.' })
  startDate!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Last delivery day, UTC midnight.' })
  endDate!: Date;
}

/**
 * A customer's subscription (the spec's user plan). Named UserSubscription in GraphQL:
 * a type called Subscription would be read as the schema's subscription root by codegen.
 */
@ObjectType('UserSubscription')
export class UserSubscriptionObject extends SubscriptionSummaryFields {
  @Field(() => ID)
  id!: string;

  @Field(() => SubscriptionStatus, { description: "Paused while a pause covers today (Dubai's day); otherwise as stored." })
  status!: SubscriptionStatus;

  @Field(() => [PlannedMealObject], { description: 'Every planned meal, by date then breakfast, lunch, dinner, snack.' })
  planMeals!: PlannedMealObject[];

  @Field(() => Int, { description: "Delivery days from today (Dubai's day) on, today included." })
  daysLeft!: number;

  @Field(() => Int, { description: 'Meals delivered per day.' })
  mealsPerDay!: number;

  @Field(() => Int, { description: 'Delivery days a week: 7, 6 or 5 (docs/decisions/0087-dubai-days-and-delivery-weeks.md).' })
  deliveryDaysPerWeek!: number;

  @Field(() => [Weekday], { description: 'The weekdays without delivery (none for every day), in week order from Sunday.' })
  daysOff!: Weekday[];

  @Field(() => [SubscriptionPauseObject], { description: 'Paused days, by date.' })
  pauses!: SubscriptionPauseObject[];

  @Field(() => Int, { description: 'Paused days in total.' })
  pausedDays!: number;

  @Field(() => Int, { description: 'Days that may still be paused (at most 30 in total).' })
  pauseDaysLeft!: number;

  @Field(() => SubscriptionRenewalObject, { description: 'Renewal offer (Renew on the subscription page).' })
  renewal!: SubscriptionRenewalObject;
}
