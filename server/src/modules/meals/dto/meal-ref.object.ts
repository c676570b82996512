import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MealCategory } from '../meals.types.js';

/**
 * A meal as the kitchen and delivery lists name it (abstract: not a GraphQL type of its own): its
 * category, id and English name. Shapes that describe these fields differently redeclare them.
 */
@ObjectType({ isAbstract: true })
export class MealRefObject {
  @Field(() => MealCategory)
  category!: MealCategory;

  @Field(() => ID)
  mealId!: string;

  @Field()
  mealName!: string;
}
