import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/roles.decorator.js';
import { MealObject } from './dto/meal.object.js';
import { MealCategory } from './meal.schema.js';
import { MealsService } from './meals.service.js';

@Resolver(() => MealObject)
export class MealsResolver {
  constructor(private readonly mealsService: MealsService) {}

  @Query(() => [MealObject], { description: 'Active meals sorted by category and name; one category when given (spec /menu).' })
  @Public()
  meals(@Args('category', { type: () => MealCategory, nullable: true }) category?: MealCategory): Promise<MealObject[]> {
    return this.mealsService.listActive(category);
  }

  @Query(() => MealObject, { nullable: true, description: 'One active meal; null when unknown or inactive.' })
  @Public()
  meal(@Args('id', { type: () => ID }) id: string): Promise<MealObject | null> {
    return this.mealsService.findActive(id);
  }
}
