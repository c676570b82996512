import { Field, Float, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { PlanObject } from '../../plans/dto/plan.object.js';
import { ActivityLevel, Goal, Sex } from '../nutrition.js';
import { Allergen } from '../../../common/allergens/allergen.js';

/** Daily targets: energy kcal/day, macros g/day. */
@ObjectType()
export class NutritionTargetsObject {
  @Field(() => Int, { description: 'Basal metabolic rate (Mifflin-St Jeor), kcal/day.' })
  bmr!: number;

  @Field(() => Int, { description: 'BMR x activity factor, kcal/day: what keeps the current weight.' })
  maintenanceCalories!: number;

  @Field(() => Int, { description: 'Daily energy target for the goal, kcal/day (at least 1200 women / 1500 men).' })
  calories!: number;

  @Field({ description: 'Whether the 1200/1500 kcal floor raised the target.' })
  calorieFloorApplied!: boolean;

  @Field(() => Int, { description: 'Protein, g/day.' })
  protein!: number;

  @Field(() => Int, { description: 'Carbohydrate, g/day.' })
  carbs!: number;

  @Field(() => Int, { description: 'Fat, g/day (25% of the energy).' })
  fat!: number;
}

/** `calculateNutrition`: the figures, the measurements in both units, and the plans for the goal. */
@ObjectType()
export class NutritionResult extends NutritionTargetsObject {
  @Field(() => Float, { description: 'Weight, kg (2 decimals).' })
  weightKg!: number;

  @Field(() => Float, { description: 'Weight, lb (2 decimals).' })
  weightLb!: number;

  @Field(() => Float, { description: 'Height, cm (2 decimals).' })
  heightCm!: number;

  @Field(() => Float, { description: 'Height, ft (2 decimals).' })
  heightFt!: number;

  @Field(() => [PlanObject], {
    description:
      'Active plans for the goal, best first: losing weight, those with caloriesPerDay at or below `calories` before those above; gaining, at or above before below; each group closest first. Plans without the figure are left out.',
  })
  recommendedPlans!: PlanObject[];
}

/** A customer's saved calculator answers and targets. */
@ObjectType('NutritionProfile')
export class NutritionProfileObject extends NutritionTargetsObject {
  @Field(() => Float, { description: 'kg' })
  weightKg!: number;

  @Field(() => Float, { description: 'cm' })
  heightCm!: number;

  @Field(() => Int)
  age!: number;

  @Field(() => Sex)
  sex!: Sex;

  @Field(() => ActivityLevel)
  activity!: ActivityLevel;

  @Field(() => Goal)
  goal!: Goal;

  @Field(() => [Allergen], { description: 'Allergens to avoid, from the closed list, in the list order (see Allergen).' })
  allergens!: Allergen[];

  @Field(() => [String])
  dislikes!: string[];

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}
