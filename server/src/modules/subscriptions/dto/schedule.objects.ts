import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, PickType } from '@nestjs/graphql';
import { SubscriptionPauseObject } from './subscription.object.js';
import { MealObject } from '../../meals/dto/meal.object.js';
import { Allergen } from '../../../common/allergens/allergen.js';
import { MealCategory } from '../../meals/meals.types.js';
import { NutritionTargetsObject } from '../../nutrition/dto/nutrition.objects.js';
import { DeliveryStatus } from '../subscription.schema.js';

/** `previewPause`: what a pause would do, without doing it. */
@ObjectType()
export class PausePreview extends PickType(SubscriptionPauseObject, ['from', 'to'] as const) {
  @Field(() => Int, { description: 'Days this pause takes.' })
  pausedDays!: number;

  @Field(() => Int, { description: 'Paused days of the subscription with this pause.' })
  totalPausedDays!: number;

  @Field(() => Int, { description: 'Days that could still be paused afterwards (30 in total).' })
  pauseDaysLeft!: number;

  @Field(() => GraphQLISODateTime, { description: 'The last delivery day afterwards, UTC midnight.' })
  newEndDate!: Date;
}

/** A meal as a choice for the customer: flagged when it contains one of their allergens. */
@ObjectType()
export class MealChoice {
  @Field(() => MealObject)
  meal!: MealObject;

  @Field({ description: "Whether the meal lists an allergen of the customer's nutrition profile." })
  containsMyAllergens!: boolean;

  @Field(() => [Allergen], { description: "Which of the customer's allergens it contains, in the list order (see Allergen)." })
  myAllergens!: Allergen[];
}

/** One planned meal of the day with its nutrition. */
@ObjectType()
export class DayMenuEntry {
  @Field(() => ID, { description: 'The planned meal (entry) id.' })
  id!: string;

  @Field(() => MealCategory)
  category!: MealCategory;

  @Field(() => Int, { description: "Position among the day's entries of this category, from 0 (swapMeal `index`)." })
  index!: number;

  @Field(() => MealObject, { nullable: true, description: 'The meal (kcal, protein, carbs, fat, allergens); null if it was deleted.' })
  meal!: MealObject | null;

  @Field(() => DeliveryStatus)
  deliveryStatus!: DeliveryStatus;

  @Field()
  containsMyAllergens!: boolean;

  @Field(() => [Allergen])
  myAllergens!: Allergen[];
}

/** Energy and macros of the day's meals: kcal, grams (1 decimal). */
@ObjectType()
export class NutritionTotals {
  @Field(() => Int, { description: 'kcal' })
  calories!: number;

  @Field(() => Float, { description: 'g' })
  protein!: number;

  @Field(() => Float, { description: 'g' })
  carbs!: number;

  @Field(() => Float, { description: 'g' })
  fat!: number;
}

/** The plan's active meals of one category, for swapping. */
@ObjectType()
export class CategoryAlternatives {
  @Field(() => MealCategory)
  category!: MealCategory;

  @Field(() => [MealChoice])
  meals!: MealChoice[];
}

/** One delivery day of a subscription with its menu (spec /update_user_menu). */
@ObjectType()
export class DayMenu {
  @Field(() => ID)
  subscriptionId!: string;

  @Field(() => GraphQLISODateTime, { description: 'The day, UTC midnight.' })
  date!: Date;

  @Field({ description: 'Whether a pause covers the day (its meals moved to the end of the plan).' })
  paused!: boolean;

  @Field({ description: 'Whether meals of this day can still be changed (48 hours before the day at the latest).' })
  editable!: boolean;

  @Field(() => GraphQLISODateTime, { description: "When menu changes for this day close (the day's midnight minus the cut-off)." })
  changesCloseAt!: Date;

  @Field(() => [DayMenuEntry], { description: "The day's meals, breakfast to snack." })
  entries!: DayMenuEntry[];

  @Field(() => NutritionTotals)
  totals!: NutritionTotals;

  @Field(() => NutritionTargetsObject, {
    nullable: true,
    description: "The customer's daily targets from their nutrition profile; null without one.",
  })
  target!: NutritionTargetsObject | null;

  @Field(() => [CategoryAlternatives], { description: "For each category of the day, the plan's active meals of that category." })
  alternatives!: CategoryAlternatives[];
}
