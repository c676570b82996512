import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsEnum, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { IsCalendarDate } from '../../../common/validation/calendar-date.js';
import { MealCategory } from '../../meals/meals.types.js';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const SUBSCRIPTION_MESSAGE = 'Subscription not found.';

/** `subscriptionId` of the schedule operations. */
@ArgsType()
export class SubscriptionArgs {
  @Field(() => ID)
  @IsString({ message: SUBSCRIPTION_MESSAGE })
  @Matches(/^[a-f0-9]{24}$/i, { message: SUBSCRIPTION_MESSAGE })
  subscriptionId!: string;
}

/** `previewPause` / `pauseSubscription`: the days `from` to `to` (inclusive; equal for a one-day skip). */
@ArgsType()
export class PauseArgs extends SubscriptionArgs {
  @Field({ description: 'First paused day, YYYY-MM-DD (UTC); at least 48 hours ahead.' })
  @IsCalendarDate({ message: DATE_MESSAGE })
  from!: string;

  @Field({ description: 'Last paused day, YYYY-MM-DD (UTC); equal to `from` to skip one day.' })
  @IsCalendarDate({ message: DATE_MESSAGE })
  to!: string;
}

/** `dayMenu`: one delivery day. */
@ArgsType()
export class DayMenuArgs extends SubscriptionArgs {
  @Field({ description: 'The day, YYYY-MM-DD (UTC).' })
  @IsCalendarDate({ message: DATE_MESSAGE })
  date!: string;
}

/** `swapMeal` (spec /update_user_menu). */
@InputType()
export class SwapMealInput {
  @Field(() => ID)
  @IsString({ message: SUBSCRIPTION_MESSAGE })
  @Matches(/^[a-f0-9]{24}$/i, { message: SUBSCRIPTION_MESSAGE })
  subscriptionId!: string;

  @Field({ description: 'The delivery day, YYYY-MM-DD (UTC); at least 48 hours ahead.' })
  @IsCalendarDate({ message: DATE_MESSAGE })
  date!: string;

  @Field(() => MealCategory)
  @IsEnum(MealCategory, { message: 'Choose breakfast, lunch, dinner or snack.' })
  category!: MealCategory;

  @Field(() => Int, { defaultValue: 0, description: 'Which entry of that category on that day, from 0 (custom plans may have up to 3).' })
  @IsInt({ message: 'index must be a whole number from 0 to 7.' })
  @Min(0, { message: 'index must be a whole number from 0 to 7.' })
  @Max(7, { message: 'index must be a whole number from 0 to 7.' })
  index = 0;

  @Field(() => ID, { description: 'The new meal: active, of the same category and on the plan.' })
  @IsString({ message: 'Choose a meal.' })
  @Matches(/^[a-f0-9]{24}$/i, { message: 'Choose a meal.' })
  mealId!: string;
}
