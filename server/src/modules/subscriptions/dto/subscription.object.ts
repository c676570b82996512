import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MealCategory } from '../../meals/meal.schema.js';
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

/**
 * A customer's subscription (the spec's user plan; issue 3 §4). Named UserSubscription in GraphQL:
 * a type called Subscription would be read as the schema's subscription root by codegen.
 */
@ObjectType('UserSubscription')
export class UserSubscriptionObject {
  @Field(() => ID)
  id!: string;

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

  @Field(() => SubscriptionStatus)
  status!: SubscriptionStatus;

  @Field(() => [PlannedMealObject], { description: 'Every planned meal, by date then breakfast, lunch, dinner, snack.' })
  planMeals!: PlannedMealObject[];
}
