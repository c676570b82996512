import { ArgsType, Field, ID, Int, ObjectType, PickType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { CALENDAR_DATE_SCHEMA } from '../../../common/validation/api-shapes.js';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { MealRefObject } from '../../meals/dto/meal-ref.object.js';
import { MealCategory } from '../../meals/meals.types.js';

/** The day of a kitchen list, as GraphQL arguments and as the CSV routes' query (`?date=YYYY-MM-DD`). */
@ArgsType()
export class KitchenDateArgs {
  @Field({ description: 'Delivery day YYYY-MM-DD (UTC).' })
  @ApiProperty(CALENDAR_DATE_SCHEMA)
  @IsCalendarDate({ message: 'date must be a calendar date YYYY-MM-DD' })
  date!: string;
}

/** What both kitchen lists of a day start with: the day and its meals to cook (abstract: not a GraphQL type of its own). */
@ObjectType({ isAbstract: true })
abstract class KitchenDayFields {
  @Field({ description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => Int)
  totalMeals!: number;
}

/** How many of one meal to cook. */
@ObjectType('KitchenMealCount')
export class KitchenMealCountObject extends PickType(MealRefObject, ['mealId', 'mealName'] as const) {
  @Field(() => Int)
  count!: number;
}

/** One category of the production list. */
@ObjectType('KitchenCategory')
export class KitchenCategoryObject {
  @Field(() => MealCategory)
  category!: MealCategory;

  @Field(() => Int, { description: 'Meals of this category that day.' })
  total!: number;

  @Field(() => [KitchenMealCountObject], { description: 'Most cooked first, then by name.' })
  meals!: KitchenMealCountObject[];
}

/** `kitchenProduction`: what to cook on a day (planned meals not Cancelled). */
@ObjectType('KitchenProduction')
export class KitchenProductionObject extends KitchenDayFields {
  @Field(() => [KitchenCategoryObject], { description: 'Breakfast, lunch, dinner, snack; categories without meals left out.' })
  categories!: KitchenCategoryObject[];
}

/** One meal in a delivery bag. */
@ObjectType('ManifestMeal')
export class ManifestMealObject extends MealRefObject {
  @Field(() => ID, { description: 'The subscription (user plan id).' })
  subscriptionId!: string;
}

/** One customer's delivery on the day. */
@ObjectType('ManifestStop')
export class ManifestStopObject {
  @Field(() => ID)
  userId!: string;

  @Field()
  customerName!: string;

  @Field({ description: 'E.164.' })
  phoneNo!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'That day\'s delivery address on one line (the day\'s own, the weekday\'s or the default), e.g. "Apt 1204, Marina Heights Tower, Dubai Marina, Dubai"; null when the customer has none (CSV shows "—").',
  })
  address!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The label of that day\'s address in the customer\'s address book, e.g. "Office"; null for an address kept before the address book.',
  })
  addressLabel!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The customer\'s instructions for the driver, e.g. "Leave with the concierge"; null when none.',
  })
  instructions!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Delivery slot booked for the day, e.g. "07:00-09:00 Morning"; null when none (CSV shows "Unassigned").',
  })
  slot!: string | null;

  @Field(() => [ManifestMealObject], { description: 'Breakfast, lunch, dinner, snack.' })
  meals!: ManifestMealObject[];
}

/** `kitchenManifest`: who gets what on a day, grouped by delivery slot (by start time, unassigned last), then by customer name. */
@ObjectType('KitchenManifest')
export class KitchenManifestObject extends KitchenDayFields {
  @Field(() => [ManifestStopObject])
  stops!: ManifestStopObject[];
}
