import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { Allergen } from '../../common/allergens/allergen.js';
import { CreateMealInput, MealListArgs, UpdateMealInput } from './dto/meal.inputs.js';
import { MealObject, MealPage } from './dto/meal.object.js';
import { MealCategory } from './meal.schema.js';
import { MealsService } from './meals.service.js';
import { CatalogPublic } from '../../common/catalog-cache/catalog-public.decorator.js';

@Resolver(() => MealObject)
export class MealsResolver {
  constructor(private readonly mealsService: MealsService) {}

  @Query(() => [MealObject], {
    description:
      'Active meals sorted by category and name; one category when given (spec /menu); without the meals containing any of `withoutAllergens` when given (the menu\'s "Without ..." filter). Names and descriptions in the Accept-Language language, English where no Arabic is stored. Errors: VALIDATION_FAILED (an allergen outside the list).',
  })
  @Public()
  @CatalogPublic()
  meals(
    @RequestLanguage() lang: Language,
    @Args('category', { type: () => MealCategory, nullable: true }) category?: MealCategory,
    @Args('withoutAllergens', {
      type: () => [Allergen],
      nullable: true,
      description: 'Leave out the meals that contain any of these allergens.',
    })
    withoutAllergens?: Allergen[] | null,
  ): Promise<MealObject[]> {
    return this.mealsService.listActive(category, lang, withoutAllergens ?? []);
  }

  @Query(() => MealObject, { nullable: true, description: 'One active meal; null when unknown or inactive.' })
  @Public()
  @CatalogPublic()
  meal(@Args('id', { type: () => ID }) id: string, @RequestLanguage() lang: Language): Promise<MealObject | null> {
    return this.mealsService.findActive(id, lang);
  }

  @Query(() => MealPage, {
    description:
      'Admin: every meal, inactive too; search (name, description, tag), sortBy/sortDir, category and active filters; default category then name.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminMeals(@Args() args: MealListArgs): Promise<MealPage> {
    return this.mealsService.adminPage(args);
  }

  @Query(() => MealObject, { description: 'Admin: one meal, active or not (dashboard menus/edit/{id}). Errors: NOT_FOUND.' })
  @Roles(Role.Admin, Role.SuperAdmin)
  adminMeal(@Args('id', { type: () => ID }) id: string): Promise<MealObject> {
    return this.mealsService.adminGet(id);
  }

  @Mutation(() => MealObject, {
    description: 'Admin: adds a meal; image is a URL from POST /api/uploads/image. Errors: VALIDATION_FAILED, MEAL_NAME_TAKEN (409).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  createMeal(@Args('input') input: CreateMealInput): Promise<MealObject> {
    return this.mealsService.create(input);
  }

  @Mutation(() => MealObject, {
    description: 'Admin: changes the given fields of a meal. Errors: NOT_FOUND, VALIDATION_FAILED, MEAL_NAME_TAKEN (409).',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  updateMeal(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateMealInput): Promise<MealObject> {
    return this.mealsService.update(id, input);
  }

  @Mutation(() => MealObject, {
    description: 'Admin: takes a meal off the menu (false) or back on (true); meals are never deleted. Errors: NOT_FOUND.',
  })
  @Roles(Role.Admin, Role.SuperAdmin)
  setMealActive(@Args('id', { type: () => ID }) id: string, @Args('active') active: boolean): Promise<MealObject> {
    return this.mealsService.setActive(id, active);
  }
}
