import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { MealRefObject } from '../../meals/dto/meal-ref.object.js';
import { DeliveryStatus } from '../../subscriptions/subscriptions.types.js';
import { PageOf } from '../../../common/paging/page.object.js';

/** One delivery row of a customer (spec section 3 "User plan order detail", derived rows). */
@ObjectType('DeliveryRow')
export class DeliveryRowObject extends MealRefObject {
  @Field(() => ID, { description: 'The subscription (user plan id).' })
  userPlanId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => ID, { description: 'The planned meal entry.' })
  plannedMealId!: string;

  @Field({ description: 'Weekday name of the delivery day (UTC), e.g. Monday.' })
  day!: string;

  @Field(() => GraphQLISODateTime, { description: 'Delivery day, UTC midnight (tables show DD-MM-YYYY).' })
  scheduleDate!: Date;

  @Field(() => DeliveryStatus)
  deliveryStatus!: DeliveryStatus;

  @Field(() => Int, { description: "Position in the subscription's planMeals (for updateDeliveryStatus)." })
  index!: number;
}

/** One page of delivery rows, by day then breakfast, lunch, dinner, snack. */
@ObjectType()
export class DeliveryRowPage extends PageOf(DeliveryRowObject) {}
