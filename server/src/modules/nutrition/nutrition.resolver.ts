import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Public, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { NutritionInput, SaveNutritionProfileInput } from './dto/nutrition.inputs.js';
import { NutritionProfileObject, NutritionResult } from './dto/nutrition.objects.js';
import { NutritionService } from './nutrition.service.js';

/** The nutrition calculator (spec /collect_data_for_nutrition_calculation). */
@Resolver()
export class NutritionResolver {
  constructor(private readonly nutrition: NutritionService) {}

  @Query(() => NutritionResult, {
    description:
      "BMR (Mifflin-St Jeor), daily kcal and macro targets for the answers, and the plans closest in kcal. Public; writes nothing. Errors: VALIDATION_FAILED (the spec's weight/height warnings).",
  })
  @Public()
  calculateNutrition(@Args('input') input: NutritionInput, @RequestLanguage() lang: Language): Promise<NutritionResult> {
    return this.nutrition.calculate(input, lang);
  }

  @Mutation(() => NutritionProfileObject, {
    description: "Saves the calculator's answers, allergens, dislikes and targets on the caller. Errors: VALIDATION_FAILED.",
  })
  @Roles(...ANY_SIGNED_IN)
  saveNutritionProfile(@CurrentUser() caller: AuthUser, @Args('input') input: SaveNutritionProfileInput): Promise<NutritionProfileObject> {
    return this.nutrition.save(caller, input);
  }

  @Query(() => NutritionProfileObject, { nullable: true, description: "The caller's saved nutrition profile; null when none." })
  @Roles(...ANY_SIGNED_IN)
  myNutritionProfile(@CurrentUser() caller: AuthUser): Promise<NutritionProfileObject | null> {
    return this.nutrition.mine(caller);
  }
}
